#pragma once

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
};

struct LogEvent {
    LogEventKind kind = LogEventKind::Step;
    double time = 0;          // POSIX seconds (a checkpoint entry without one takes the entry before it)
    std::int64_t step = 0;    // Step, CheckpointSave, CheckpointRestore
    std::uint32_t custom = 0; // CustomStart/End: index into JobLog::customTypes
    double duration = 0;      // CheckpointSave/Restore
    bool localCheckpoint = false; // a checkpoint directory that is not gs://
    std::uint32_t line = 0;   // where it was read: the line, or the entry's index in an array (from 1)
};

struct JobLog {
    std::string name;
    std::vector<LogEvent> events;         // in time order (docs/model.md section 18)
    std::vector<std::string> customTypes; // upper case, as ml-goodput-measurement compares them
};

struct GoodputLog {
    std::string format;                // "jsonl", "cloud_logging", "csv"
    std::vector<JobLog> jobs;          // in order of first appearance
    std::vector<std::string> warnings; // "line 4: not JSON (...)": skipped lines, reordering, duplicates
};

struct LogReadControl {
    std::function<bool(double)> progress; // the share read so far; return false to cancel
};

// Reads a goodput log: JSON Lines of GoodputRecorder payloads (or of LogEntry objects with a jsonPayload), a Cloud
// Logging export (a JSON array of LogEntry objects, newest first), or the CSV of docs/model.md section 18. A line
// that cannot be read is skipped with a warning naming it. Throws gp::Error (WrongFormat) for text that is no log
// at all, and (Cancelled) when the progress callback says stop.
GoodputLog readGoodputLog(std::string_view text, const std::string& source, const LogReadControl& control = {});

// The job to measure: the one named, or the only one. Throws gp::Error (UnknownValue, subject "--job") naming the
// jobs the log holds.
const JobLog& pickJob(const GoodputLog& log, const std::string& name);

// The largest log read: a million steps of JSON Lines is about 60 MB.
inline constexpr std::size_t kMaxLogBytes = std::size_t(1) << 30;

// A time as POSIX seconds: a number, or ISO-8601 ("2024-01-01T01:00:00Z", "2024-01-01T01:00:00.5+02:00").
std::optional<double> parseLogTime(std::string_view text);

} // namespace gp
