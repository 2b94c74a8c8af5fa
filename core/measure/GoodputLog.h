#pragma once

#include "measure/LogIssue.h"
#include "measure/LogTime.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// One event of a training job's goodput log (docs/model.md section 18): the entries ml-goodput-measurement's
// GoodputRecorder and Orbax's checkpoint logger write, in POSIX seconds.
enum class LogEventKind : std::uint8_t {
    JobStart,
    JobEnd,
    Step,              // step `step` started at `time`
    TpuInitStart,
    TpuInitEnd,
    PrepStart,         // training preparation
    PrepEnd,
    DataLoadingStart,
    DataLoadingEnd,
    CustomStart,       // custom badput event of type `custom`
    CustomEnd,
    CheckpointSave,    // checkpoint manager's blocking save time, `duration` seconds, for `step`
    CheckpointRestore, // checkpoint manager's restore time
    // ml-goodput-measurement's ElasticGoodputRecorder (0.2.3):
    ElasticWaitStart,   // a wait of an elastic job began: `step` holds its type, hashed, to pair it with its end;
    ElasticWaitEnd,     //   `scaleUp` when the type names "scale_up"
    ElasticReinitStart, // the job re-initializing on its new slices
    ElasticReinitEnd,
    SliceCounts, // from `time`: `step` slices stepping, `custom` available, `duration` in all (at least 1)
};

// Forty bytes: a log's entries are held in at most twice the bytes read (kMaxLogMemoryBytes).
struct LogEvent {
    double time = 0;          // POSIX seconds (a checkpoint entry without one takes the entry before it)
    std::int64_t step = 0;    // Step, CheckpointSave, CheckpointRestore
    double duration = 0;      // CheckpointSave/Restore
    std::uint32_t custom = 0; // CustomStart/End: index into JobLog::customTypes
    std::uint32_t line = 0;   // where it was read: the line, or the entry's index in an array (from 1)
    LogEventKind kind = LogEventKind::Step;
    bool localCheckpoint = false; // a checkpoint directory that is not gs://
    bool scaleUp = false;         // an elastic wait for more slices, not after losing one
};

struct JobLog {
    std::string name;
    std::vector<LogEvent> events;         // in time order (docs/model.md section 18)
    std::vector<std::string> customTypes; // upper case, as ml-goodput-measurement compares them
    std::vector<LogIssue> doubts;         // the implausible values among its entries (isDoubtful), the first 100
    std::size_t doubtCount = 0;           // all of them
};

struct GoodputLog {
    std::string format;             // "jsonl", "cloud_logging", "csv"
    TimeUnit timeUnit = TimeUnit::Seconds; // how its numeric times were read
    std::vector<JobLog> jobs;       // in order of first appearance
    std::vector<LogIssue> warnings; // "line 4: not JSON (...)": skipped lines, implausible values, reordering
};

// The largest log read: a million steps of JSON Lines is about 80 MB.
inline constexpr std::size_t kMaxLogBytes = std::size_t(1) << 30;
// The longest line (a Cloud Logging entry, a CSV record) read: a longer one is refused at this length.
inline constexpr std::size_t kMaxLogLineBytes = std::size_t(16) << 20;
// The most memory a log's entries may take: twice the bytes read, and never more than this.
inline constexpr std::size_t kMaxLogMemoryBytes = std::size_t(1) << 30;
inline constexpr std::size_t kMaxLogJobs = 10000;       // distinct job names
inline constexpr std::size_t kMaxLogCustomTypes = 1000; // distinct custom badput types

struct LogReadControl {
    std::function<bool(double)> progress; // the share read so far; return false to cancel
    TimeUnit timeUnit = TimeUnit::Seconds; // the unit of the log's numeric times (durations are always seconds)
    std::size_t maxLineBytes = kMaxLogLineBytes; // a stricter limit of a line, if wanted (at most kMaxLogLineBytes)
};

// Reads a goodput log: JSON Lines of GoodputRecorder payloads (or of LogEntry objects with a jsonPayload), a Cloud
// Logging export (a JSON array of LogEntry objects, newest first), or the CSV of docs/model.md section 18 (RFC
// 4180: quoted fields may hold commas, doubled quotes and line breaks). A line that cannot be read, or whose time
// lies outside 2000 to 2100 or whose step is not a whole number, is skipped with a warning naming it. Throws
// gp::Error (NotALog) for text that is no log at all, LogError (NotALog) when no entry has a plausible time, with
// the unit its times look like, LogError (FileTooLarge, TooMany) when the entries would not fit in memory, and
// gp::Error (Cancelled) when the progress callback says stop.
GoodputLog readGoodputLog(std::string_view text, const std::string& source, const LogReadControl& control = {});

// The same, read from a file as it streams by: the file is never held whole, a line longer than kMaxLogLineBytes
// is skipped at that length, and the entries take at most twice the bytes read (at most kMaxLogMemoryBytes).
// `source` names it in messages. Throws gp::Error (FileUnreadable, FileTooLarge beyond kMaxLogBytes) as well.
GoodputLog readGoodputLogFile(const std::string& path, const std::string& source, const LogReadControl& control = {});

// The job to measure: the one named, or the only one. Throws gp::Error (UnknownValue, subject "--job") naming the
// jobs the log holds.
const JobLog& pickJob(const GoodputLog& log, const std::string& name);

} // namespace gp
