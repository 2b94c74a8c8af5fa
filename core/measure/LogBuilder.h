#pragma once

// The event builder (internal to core/measure): the readers turn each entry of a log into a flat Record, and the
// Builder turns records into the jobs' events, refusing implausible values with a warning that names their line
// and holding the events within the memory a log may take (docs/model.md section 18).

#include "measure/GoodputLog.h"
#include "measure/LogInput.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace gp::logread {

// The payload keys read; everything else in an entry is ignored.
enum Field : std::uint8_t {
    StepCount,
    StepStartTime,
    JobStartTime,
    JobEndTime,
    TpuInitStart,
    TpuInitEnd,
    PrepStart,
    PrepEnd,
    DataStart,
    DataEnd,
    CustomStart,
    CustomEnd,
    CkStep,
    CkManagerBlocking, // checkpoint_manager_blocking_duration_secs (save)
    CkManagerDuration, // checkpoint_manager_duration_secs (restore)
    CkBlockingStart,   // checkpoint_manager_blocking_start_time
    ElasticWaitStart,  // ml-goodput-measurement's elastic entries
    ElasticWaitEnd,
    ElasticReinitStart,
    ElasticReinitEnd,
    ActiveSlices,
    TotalSlices,
    AvailableSlices,
    SliceCountsTime,
    FieldCount,
    JobName = FieldCount, // strings
    CustomType,
    ElasticWaitType,
    EventType,
    Directory,
    Timestamp, // a Cloud Logging LogEntry's own time
    JsonPayload,
    None,
};

// The field a payload key names, None for the others.
Field fieldNamed(std::string_view key);

// A step number as written: a whole number read exactly (up to 2^63), or why it cannot be.
struct StepValue {
    enum class Read : std::uint8_t { Whole, BeyondExact, NotWhole, TooLarge };
    std::int64_t value = 0;
    Read read = Read::Whole;
    std::string text; // as written, for a warning (at most 40 characters)

    static StepValue ofInteger(std::int64_t v);
    static StepValue ofUnsigned(std::uint64_t v);
    static StepValue ofDouble(double v, std::string_view text);
    static StepValue ofText(std::string_view text); // a number in a string (CSV, Cloud Logging's large numbers)
};

// The fields of one entry, flat. Times are as written (in the log's unit) unless timeInSeconds.
struct Record {
    std::array<double, FieldCount> number{};
    std::uint32_t present = 0;
    StepValue stepCount, ckStep;
    std::string jobName, customType, elasticWaitType, eventType, directory, timestamp;
    bool hasJob = false;
    bool timeInSeconds = false; // a CSV time written in ISO-8601
    bool has(Field f) const { return (present >> f) & 1u; }
    void set(Field f, double v)
    {
        number[f] = v;
        present |= 1u << f;
    }
    void clear();
};

// A sequence held in chunks of at most kChunk elements: it grows without copying more than one chunk (so without
// twice its size at a reallocation), a short one takes no more than a vector would, and it is drained into a
// vector chunk by chunk.
template <class T>
class Chunked {
public:
    static constexpr std::size_t kChunk = 4096;
    void push_back(const T& v)
    {
        if (chunks_.empty() || chunks_.back().size() == kChunk) {
            chunks_.emplace_back();
            if (chunks_.size() > 1) // the first grows as a vector does, so that a short sequence stays small
                chunks_.back().reserve(kChunk);
        }
        chunks_.back().push_back(v);
        ++size_;
    }
    std::size_t size() const { return size_; }
    const T& back() const { return chunks_.back().back(); }
    void pop_back()
    {
        chunks_.back().pop_back();
        if (chunks_.back().empty())
            chunks_.pop_back();
        --size_;
    }
    // Appends every element to `out` (f applied), freeing each chunk once copied; empties this.
    template <class F>
    void drainInto(std::vector<T>& out, F&& f)
    {
        for (std::vector<T>& chunk : chunks_) {
            for (const T& v : chunk)
                out.push_back(f(v));
            std::vector<T>().swap(chunk);
        }
        chunks_.clear();
        size_ = 0;
    }

private:
    std::vector<std::vector<T>> chunks_;
    std::size_t size_ = 0;
};

// The log as it is read: records turned into events by job.
class Builder {
public:
    Builder(GoodputLog& log, const LogInput& input, const std::string& source, TimeUnit unit);

    // Turns a record into an event. Returns false when the record holds no goodput entry; true when it does, even
    // if it is skipped with a warning. `defer` keeps the event until commitDeferred() (a Cloud Logging export is
    // read newest first and measured oldest first).
    bool add(const Record& r, std::uint32_t line, bool defer = false);
    // The deferred events, last added first.
    void commitDeferred();

    // A warning; an implausible value (isDoubtful) is also kept with the job it belongs to.
    void warn(LogIssue issue, std::int64_t name = -1);

    // Entries without a job name (Orbax's, in a log of one job) join the one named job; then each job in time
    // order, its identical entries once. Throws NotALog when no entry was kept.
    void finish();

private:
    struct Pending {
        LogEvent event;
        std::uint32_t name = 0;
        std::uint32_t type = 0; // a custom event's type, into types_
        bool timeMissing = false;
    };
    struct Name {
        std::string text;
        std::int64_t job = -1;
        std::vector<LogIssue> doubts;
        std::size_t doubtCount = 0;
    };
    struct Job {
        std::uint32_t name = 0;
        Chunked<LogEvent> events;
        std::vector<std::uint32_t> types; // into types_, in order of first appearance
    };

    std::uint32_t nameOf(const Record& r);
    std::uint32_t typeOf(const std::string& type);
    double timestampOf(const Record& r) const;
    void commit(Pending p);
    void charge(std::size_t bytes, std::uint32_t line);
    void order(JobLog& job);

    GoodputLog& log_;
    const LogInput& input_;
    std::string source_;
    TimeUnit unit_;
    std::vector<Name> names_;
    std::unordered_map<std::string, std::uint32_t> nameIndex_;
    std::vector<std::string> types_;
    std::unordered_map<std::string, std::uint32_t> typeIndex_;
    std::vector<Job> jobs_;
    Chunked<Pending> deferred_;
    double lastTime_;
    std::size_t suppressed_ = 0;
    std::size_t held_ = 0; // bytes of events, names and types held
    std::size_t kept_ = 0; // events kept
    std::optional<LogIssue> firstImplausible_;
};

// The parser's message, short: nlohmann's start "[json.exception.parse_error.101] parse error at line 1, ...".
std::string shortParseError(const std::string& message);

} // namespace gp::logread
