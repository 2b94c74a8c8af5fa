#include "measure/GoodputLog.h"

#include "io/Error.h"
#include "units/Trim.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <map>
#include <unordered_map>

namespace gp {
namespace {

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
    CkManagerBlocking,   // checkpoint_manager_blocking_duration_secs (save)
    CkManagerDuration,   // checkpoint_manager_duration_secs (restore)
    CkBlockingStart,     // checkpoint_manager_blocking_start_time
    FieldCount,
    JobName = FieldCount, // strings
    CustomType,
    EventType,
    Directory,
    Timestamp, // a Cloud Logging LogEntry's own time
    JsonPayload,
    None,
};

const std::unordered_map<std::string_view, Field>& fieldNames()
{
    static const std::unordered_map<std::string_view, Field> names{
        {"step_count", StepCount},
        {"step_start_time", StepStartTime},
        {"job_start_time", JobStartTime},
        {"job_end_time", JobEndTime},
        {"tpu_init_start_time", TpuInitStart},
        {"tpu_init_end_time", TpuInitEnd},
        {"training_prep_start_time", PrepStart},
        {"training_prep_end_time", PrepEnd},
        {"data_loading_start_time", DataStart},
        {"data_loading_end_time", DataEnd},
        {"custom_badput_event_start_time", CustomStart},
        {"custom_badput_event_end_time", CustomEnd},
        {"step", CkStep},
        {"checkpoint_manager_blocking_duration_secs", CkManagerBlocking},
        {"checkpoint_manager_duration_secs", CkManagerDuration},
        {"checkpoint_manager_blocking_start_time", CkBlockingStart},
        {"job_name", JobName},
        {"custom_badput_event_type", CustomType},
        {"event_type", EventType},
        {"directory", Directory},
        {"timestamp", Timestamp},
        {"jsonPayload", JsonPayload},
    };
    return names;
}

// The fields of one entry, flat.
struct Record {
    std::array<double, FieldCount> number{};
    std::uint32_t present = 0;
    std::string jobName, customType, eventType, directory, timestamp;
    bool hasJob = false;
    bool has(Field f) const { return (present >> f) & 1u; }
    void clear()
    {
        present = 0;
        hasJob = false;
        jobName.clear();
        customType.clear();
        eventType.clear();
        directory.clear();
        timestamp.clear();
    }
};

// The log as it is read: jobs by name, records turned into events.
class Builder {
public:
    explicit Builder(GoodputLog& log) : log_(log) {}

    // Returns false when the record holds no goodput entry.
    bool add(const Record& r, std::uint32_t line)
    {
        LogEvent e;
        e.line = line;
        double time = NAN;
        auto set = [&](LogEventKind kind, Field f) {
            e.kind = kind;
            time = r.number[f];
        };
        if (r.has(JobStartTime))
            set(LogEventKind::JobStart, JobStartTime);
        else if (r.has(StepStartTime) && r.has(StepCount)) {
            set(LogEventKind::Step, StepStartTime);
            e.step = static_cast<std::int64_t>(r.number[StepCount]);
        } else if (r.has(JobEndTime))
            set(LogEventKind::JobEnd, JobEndTime);
        else if (r.has(TpuInitStart))
            set(LogEventKind::TpuInitStart, TpuInitStart);
        else if (r.has(TpuInitEnd))
            set(LogEventKind::TpuInitEnd, TpuInitEnd);
        else if (r.has(PrepStart))
            set(LogEventKind::PrepStart, PrepStart);
        else if (r.has(PrepEnd))
            set(LogEventKind::PrepEnd, PrepEnd);
        else if (r.has(DataStart))
            set(LogEventKind::DataLoadingStart, DataStart);
        else if (r.has(DataEnd))
            set(LogEventKind::DataLoadingEnd, DataEnd);
        else if ((r.has(CustomStart) || r.has(CustomEnd)) && !r.customType.empty()) {
            set(r.has(CustomStart) ? LogEventKind::CustomStart : LogEventKind::CustomEnd,
                r.has(CustomStart) ? CustomStart : CustomEnd);
        } else if (r.eventType == "save" && r.has(CkManagerBlocking) && r.has(CkStep)) {
            e.kind = LogEventKind::CheckpointSave;
            e.duration = r.number[CkManagerBlocking];
            e.step = static_cast<std::int64_t>(r.number[CkStep]);
            time = r.has(CkBlockingStart) ? r.number[CkBlockingStart] : timestampOf(r);
        } else if ((r.eventType == "restore" || r.eventType == "emergency_restore") && r.has(CkManagerDuration) &&
                   r.has(CkStep)) {
            e.kind = LogEventKind::CheckpointRestore;
            e.duration = r.number[CkManagerDuration];
            e.step = static_cast<std::int64_t>(r.number[CkStep]);
            time = timestampOf(r);
        } else {
            return false;
        }
        if (e.kind == LogEventKind::CheckpointSave || e.kind == LogEventKind::CheckpointRestore) {
            e.localCheckpoint = r.directory.rfind("gs://", 0) != 0;
            if (!std::isfinite(e.duration) || e.duration < 0) {
                warn(line, "a checkpoint duration that is not a finite number of seconds; the entry is skipped");
                return true;
            }
        }
        if (!std::isfinite(time)) {
            if (e.kind == LogEventKind::CheckpointSave || e.kind == LogEventKind::CheckpointRestore)
                time = lastTime_; // Orbax entries carry no time of their own without the LogEntry's
            else {
                warn(line, "a time that is not a finite number of POSIX seconds; the entry is skipped");
                return true;
            }
        }
        e.time = time;
        lastTime_ = time;
        JobLog& job = jobFor(r);
        if (e.kind == LogEventKind::CustomStart || e.kind == LogEventKind::CustomEnd) {
            std::string type = r.customType;
            std::transform(type.begin(), type.end(), type.begin(),
                           [](unsigned char c) { return static_cast<char>(std::toupper(c)); });
            const auto it = std::find(job.customTypes.begin(), job.customTypes.end(), type);
            e.custom = static_cast<std::uint32_t>(it - job.customTypes.begin());
            if (it == job.customTypes.end())
                job.customTypes.push_back(type);
        }
        job.events.push_back(e);
        return true;
    }

    void warn(std::uint32_t line, const std::string& what)
    {
        if (log_.warnings.size() < kMaxWarnings)
            log_.warnings.push_back("line " + std::to_string(line) + ": " + what);
        else
            ++suppressed_;
    }

    // Entries without a job name (Orbax's, in a log of one job) join the one named job.
    void finish()
    {
        const auto unnamed = index_.find(std::string());
        if (unnamed != index_.end() && log_.jobs.size() == 2) {
            const std::size_t u = unnamed->second, other = 1 - u;
            JobLog& into = log_.jobs[other];
            const JobLog& from = log_.jobs[u];
            for (LogEvent e : from.events) {
                if (e.kind == LogEventKind::CustomStart || e.kind == LogEventKind::CustomEnd) {
                    // Its type by name among the job's own.
                    const std::string& type = from.customTypes[e.custom];
                    const auto it = std::find(into.customTypes.begin(), into.customTypes.end(), type);
                    e.custom = static_cast<std::uint32_t>(it - into.customTypes.begin());
                    if (it == into.customTypes.end())
                        into.customTypes.push_back(type);
                }
                into.events.push_back(e);
            }
            log_.jobs.erase(log_.jobs.begin() + static_cast<std::ptrdiff_t>(u));
        }
        for (JobLog& job : log_.jobs)
            order(job);
        if (suppressed_ > 0)
            log_.warnings.push_back(std::to_string(suppressed_) + " more lines with problems");
    }

private:
    static constexpr std::size_t kMaxWarnings = 100;

    double timestampOf(const Record& r) const
    {
        if (r.timestamp.empty())
            return NAN;
        return parseLogTime(r.timestamp).value_or(NAN);
    }

    JobLog& jobFor(const Record& r)
    {
        const std::string& name = r.hasJob ? r.jobName : empty_;
        const auto it = index_.find(name);
        if (it != index_.end())
            return log_.jobs[it->second];
        index_.emplace(name, log_.jobs.size());
        log_.jobs.push_back(JobLog{name, {}, {}});
        return log_.jobs.back();
    }

    // Time order, as ml-goodput-measurement reads Cloud Logging (ascending); identical step entries once.
    void order(JobLog& job)
    {
        auto& ev = job.events;
        if (!std::is_sorted(ev.begin(), ev.end(), [](const LogEvent& a, const LogEvent& b) { return a.time < b.time; })) {
            std::size_t late = 0;
            for (std::size_t i = 1; i < ev.size(); ++i)
                late += ev[i].time < ev[i - 1].time ? 1 : 0;
            std::stable_sort(ev.begin(), ev.end(), [](const LogEvent& a, const LogEvent& b) { return a.time < b.time; });
            log_.warnings.push_back("job '" + job.name + "': " + std::to_string(late) +
                                    " entries out of time order; measured in time order");
        }
        std::size_t duplicates = 0;
        auto same = [](const LogEvent& a, const LogEvent& b) {
            return a.kind == b.kind && a.time == b.time && a.step == b.step && a.custom == b.custom &&
                   a.duration == b.duration && a.localCheckpoint == b.localCheckpoint &&
                   a.kind != LogEventKind::CheckpointSave && a.kind != LogEventKind::CheckpointRestore;
        };
        const auto end = std::unique(ev.begin(), ev.end(), [&](const LogEvent& a, const LogEvent& b) {
            const bool dup = same(a, b);
            duplicates += dup ? 1 : 0;
            return dup;
        });
        ev.erase(end, ev.end());
        if (duplicates > 0)
            log_.warnings.push_back("job '" + job.name + "': " + std::to_string(duplicates) +
                                    " identical entries logged twice (the same step at the same time); counted once");
    }

    GoodputLog& log_;
    std::map<std::string, std::size_t> index_;
    std::string empty_;
    double lastTime_ = NAN;
    std::size_t suppressed_ = 0;
};

// SAX handler: the keys of an entry object and of its jsonPayload, flat; nested values are skipped.
class EntryHandler {
public:
    using json = nlohmann::json;
    EntryHandler(int entryDepth, const std::function<bool(const Record&)>& emit) : entryDepth_(entryDepth), emit_(emit) {}

    bool null() { return value(); }
    bool boolean(bool) { return value(); }
    bool number_integer(json::number_integer_t v) { return number(static_cast<double>(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return number(static_cast<double>(v)); }
    bool number_float(json::number_float_t v, const json::string_t&) { return number(v); }
    bool string(json::string_t& s)
    {
        if (inFields()) {
            switch (field_) {
            case JobName: record_.jobName = s; record_.hasJob = true; break;
            case CustomType: record_.customType = s; break;
            case EventType: record_.eventType = s; break;
            case Directory: record_.directory = s; break;
            case Timestamp:
                if (depth_ == entryDepth_)
                    record_.timestamp = s;
                break;
            default:
                if (field_ < FieldCount) { // a number written as a string, as Cloud Logging exports large ones
                    double v = 0;
                    const auto r = std::from_chars(s.data(), s.data() + s.size(), v);
                    if (r.ec == std::errc() && r.ptr == s.data() + s.size())
                        setNumber(v);
                }
                break;
            }
        }
        field_ = None;
        return true;
    }
    bool binary(json::binary_t&) { return value(); }
    bool start_object(std::size_t)
    {
        ++depth_;
        if (depth_ == entryDepth_) {
            record_.clear();
            payloadDepth_ = -1;
        } else if (depth_ == entryDepth_ + 1 && field_ == JsonPayload) {
            payloadDepth_ = depth_;
        }
        field_ = None;
        return true;
    }
    bool end_object()
    {
        if (depth_ == entryDepth_) {
            --depth_;
            ++entries_;
            return emit_(record_);
        }
        if (depth_ == payloadDepth_)
            payloadDepth_ = -1;
        --depth_;
        return true;
    }
    bool start_array(std::size_t)
    {
        ++depth_;
        field_ = None;
        return true;
    }
    bool end_array()
    {
        --depth_;
        return true;
    }
    bool key(json::string_t& k)
    {
        field_ = None;
        if (depth_ == entryDepth_ || depth_ == payloadDepth_) {
            const auto& names = fieldNames();
            const auto it = names.find(k);
            if (it != names.end())
                field_ = it->second;
        }
        return true;
    }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex)
    {
        errorAt_ = position;
        error_ = ex.what();
        return false;
    }

    std::size_t entries() const { return entries_; }
    const std::string& error() const { return error_; }
    std::size_t errorAt() const { return errorAt_; }

private:
    bool inFields() const { return field_ != None && (depth_ == entryDepth_ || depth_ == payloadDepth_); }
    bool value()
    {
        field_ = None;
        return true;
    }
    bool number(double v)
    {
        if (inFields() && field_ < FieldCount)
            setNumber(v);
        field_ = None;
        return true;
    }
    void setNumber(double v)
    {
        record_.number[field_] = v;
        record_.present |= 1u << field_;
    }

    int entryDepth_;
    std::function<bool(const Record&)> emit_;
    Record record_;
    int depth_ = 0;
    int payloadDepth_ = -1;
    Field field_ = None;
    std::size_t entries_ = 0;
    std::string error_;
    std::size_t errorAt_ = 0;
};

std::string shorten(const std::string& message)
{
    // nlohmann's messages start "[json.exception.parse_error.101] parse error at line 1, column 5: ..."
    const auto colon = message.find(": ");
    std::string m = colon != std::string::npos ? message.substr(colon + 2) : message;
    if (m.size() > 120)
        m = m.substr(0, 120) + "…";
    return m;
}

void readJsonLines(std::string_view text, Builder& builder, std::size_t& recognized, const LogReadControl& control)
{
    std::uint32_t line = 0;
    std::size_t pos = 0;
    Record current;
    std::uint32_t currentLine = 0;
    bool gotEntry = false;
    auto emit = [&](const Record& r) {
        current = r;
        gotEntry = true;
        return true;
    };
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view raw = trimSpace(text.substr(pos, end - pos));
        pos = end + 1;
        ++line;
        if (control.progress && (line & 0xffffu) == 0 && !control.progress(double(pos) / double(text.size())))
            throw Error(ErrorCode::Cancelled, "log");
        if (raw.empty())
            continue;
        gotEntry = false;
        currentLine = line;
        EntryHandler handler(1, emit);
        const bool ok = nlohmann::json::sax_parse(raw.begin(), raw.end(), &handler, nlohmann::json::input_format_t::json, true);
        if (!ok) {
            builder.warn(line, "not JSON (" + shorten(handler.error()) + "); skipped");
            continue;
        }
        if (!gotEntry) {
            builder.warn(line, "not a JSON object; skipped");
            continue;
        }
        if (builder.add(current, currentLine))
            ++recognized;
    }
}

void readCloudLogging(std::string_view text, Builder& builder, std::size_t& recognized, const LogReadControl& control)
{
    // A JSON array of LogEntry objects, newest first: read whole, then added oldest first.
    std::vector<Record> records;
    std::size_t count = 0;
    auto emit = [&](const Record& r) {
        records.push_back(r);
        ++count;
        if (control.progress && (count & 0x3fffu) == 0 &&
            !control.progress(std::min(0.95, double(count) * 250.0 / double(text.size()))))
            return false;
        return true;
    };
    EntryHandler handler(2, emit);
    const bool ok = nlohmann::json::sax_parse(text.begin(), text.end(), &handler, nlohmann::json::input_format_t::json, true);
    if (!ok && handler.error().empty())
        throw Error(ErrorCode::Cancelled, "log");
    if (!ok)
        builder.warn(static_cast<std::uint32_t>(records.size() + 1),
                     "the JSON array breaks off (" + shorten(handler.error()) + "); the entries before it are measured");
    for (std::size_t i = records.size(); i-- > 0;)
        if (builder.add(records[i], static_cast<std::uint32_t>(i + 1)))
            ++recognized;
}

// CSV: a header naming its columns (time, kind, step, and optionally type, duration, job, directory), then one event
// a row (docs/model.md section 18).
void readCsv(std::string_view text, Builder& builder, std::size_t& recognized)
{
    auto split = [](std::string_view row) {
        std::vector<std::string_view> cells;
        std::size_t start = 0;
        for (std::size_t i = 0; i <= row.size(); ++i)
            if (i == row.size() || row[i] == ',') {
                cells.push_back(trimSpace(row.substr(start, i - start)));
                start = i + 1;
            }
        return cells;
    };
    std::size_t pos = 0;
    std::uint32_t line = 0;
    std::map<std::string_view, std::size_t> column;
    static const std::map<std::string_view, std::pair<Field, LogEventKind>> kinds{
        {"job_start", {JobStartTime, LogEventKind::JobStart}},
        {"job_end", {JobEndTime, LogEventKind::JobEnd}},
        {"step", {StepStartTime, LogEventKind::Step}},
        {"tpu_init_start", {TpuInitStart, LogEventKind::TpuInitStart}},
        {"tpu_init_end", {TpuInitEnd, LogEventKind::TpuInitEnd}},
        {"training_prep_start", {PrepStart, LogEventKind::PrepStart}},
        {"training_prep_end", {PrepEnd, LogEventKind::PrepEnd}},
        {"data_loading_start", {DataStart, LogEventKind::DataLoadingStart}},
        {"data_loading_end", {DataEnd, LogEventKind::DataLoadingEnd}},
        {"custom_badput_start", {CustomStart, LogEventKind::CustomStart}},
        {"custom_badput_end", {CustomEnd, LogEventKind::CustomEnd}},
        {"checkpoint_save", {CkManagerBlocking, LogEventKind::CheckpointSave}},
        {"checkpoint_restore", {CkManagerDuration, LogEventKind::CheckpointRestore}},
    };
    while (pos < text.size()) {
        const std::size_t end = std::min(text.find('\n', pos), text.size());
        const std::string_view row = trimSpace(text.substr(pos, end - pos));
        pos = end + 1;
        ++line;
        if (row.empty() || row.front() == '#')
            continue;
        const auto cells = split(row);
        if (column.empty()) {
            for (std::size_t i = 0; i < cells.size(); ++i)
                column[cells[i]] = i;
            if (!column.count("time") || !column.count("kind"))
                throw Error(ErrorCode::NotALog, "CSV header", "a header with the columns time and kind");
            continue;
        }
        auto cell = [&](std::string_view name) -> std::string_view {
            const auto it = column.find(name);
            return it != column.end() && it->second < cells.size() ? cells[it->second] : std::string_view();
        };
        const auto kind = kinds.find(cell("kind"));
        if (kind == kinds.end()) {
            builder.warn(line, "unknown kind '" + std::string(cell("kind").substr(0, 40)) + "'; skipped");
            continue;
        }
        const std::optional<double> time = parseLogTime(cell("time"));
        if (!time) {
            builder.warn(line, "the time '" + std::string(cell("time").substr(0, 40)) + "' is neither POSIX seconds nor ISO-8601; skipped");
            continue;
        }
        Record r;
        auto number = [&](std::string_view digits, double& out) {
            const auto res = std::from_chars(digits.data(), digits.data() + digits.size(), out);
            return res.ec == std::errc() && res.ptr == digits.data() + digits.size();
        };
        const LogEventKind k = kind->second.second;
        r.jobName = std::string(cell("job"));
        r.hasJob = true;
        double step = 0;
        const bool needsStep = k == LogEventKind::Step || k == LogEventKind::CheckpointSave ||
                               k == LogEventKind::CheckpointRestore;
        if (needsStep && !number(cell("step"), step)) {
            builder.warn(line, "a step that is not a number; skipped");
            continue;
        }
        if (k == LogEventKind::CheckpointSave || k == LogEventKind::CheckpointRestore) {
            double duration = 0;
            if (!number(cell("duration"), duration)) {
                builder.warn(line, "a checkpoint without its duration in seconds; skipped");
                continue;
            }
            r.eventType = k == LogEventKind::CheckpointSave ? "save" : "restore";
            r.number[kind->second.first] = duration;
            r.present |= 1u << kind->second.first;
            r.number[CkStep] = step;
            r.present |= 1u << CkStep;
            r.number[CkBlockingStart] = *time;
            r.present |= 1u << CkBlockingStart;
            r.directory = std::string(cell("directory"));
            if (r.directory.empty())
                r.directory = "gs://";
        } else {
            r.number[kind->second.first] = *time;
            r.present |= 1u << kind->second.first;
            if (k == LogEventKind::Step) {
                r.number[StepCount] = step;
                r.present |= 1u << StepCount;
            }
            if (k == LogEventKind::CustomStart || k == LogEventKind::CustomEnd) {
                r.customType = std::string(cell("type"));
                if (r.customType.empty()) {
                    builder.warn(line, "a custom badput event without its type; skipped");
                    continue;
                }
            }
        }
        if (builder.add(r, line))
            ++recognized;
    }
}

} // namespace

GoodputLog readGoodputLog(std::string_view text, const std::string& source, const LogReadControl& control)
{
    GoodputLog log;
    Builder builder(log);
    std::string_view body = text;
    if (body.size() >= 3 && static_cast<unsigned char>(body[0]) == 0xEF && static_cast<unsigned char>(body[1]) == 0xBB &&
        static_cast<unsigned char>(body[2]) == 0xBF)
        body.remove_prefix(3);
    const std::string_view start = trimSpace(body);
    std::size_t recognized = 0;
    if (start.empty())
        throw Error(ErrorCode::NotALog, source, "the file is empty");
    if (start.front() == '[') {
        log.format = "cloud_logging";
        readCloudLogging(start, builder, recognized, control);
    } else if (start.front() == '{') {
        log.format = "jsonl";
        readJsonLines(body, builder, recognized, control);
    } else {
        log.format = "csv";
        readCsv(body, builder, recognized);
    }
    if (recognized == 0)
        throw Error(ErrorCode::NotALog, source);
    builder.finish();
    if (control.progress)
        control.progress(1.0);
    return log;
}

const JobLog& pickJob(const GoodputLog& log, const std::string& name)
{
    std::string names;
    for (const JobLog& j : log.jobs) {
        if (!name.empty() && j.name == name)
            return j;
        names += (names.empty() ? "" : ", ") + (j.name.empty() ? std::string("(unnamed)") : j.name);
    }
    if (name.empty() && log.jobs.size() == 1)
        return log.jobs.front();
    throw Error(ErrorCode::UnknownValue, "--job",
                (name.empty() ? std::string("the log holds several jobs; pick one of: ")
                              : "'" + name.substr(0, 60) + "'; jobs in the log: ") +
                    names.substr(0, 400));
}

} // namespace gp
