#pragma once

#include "i18n/Text.h"
#include "io/Error.h"
#include "measure/LogTime.h"

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

namespace gp {

// What is wrong with a goodput log, a line of it or its measurement (docs/model.md section 18, "Bad input"). The
// core names the problem, the line and the value; logIssueText() gives the words, which the console tool prints
// in English and the user interface translates.
enum class LogIssueCode : std::uint8_t {
    // A line or entry skipped, named by its line:
    NotJson,                   // detail: the parser's words
    NotAnObject,
    LineTooLong,               // longer than kMaxLogLineBytes
    EntryTooLong,              // a Cloud Logging entry longer than kMaxLogLineBytes: the export is read up to it
    ArrayBreaksOff,            // a Cloud Logging export that breaks off (detail: the parser's words)
    TimeNotFinite,
    TimeImplausible,           // value: the time as written, read in readAs; unit: the unit it looks like
    StepNotWhole,              // subject: the step as written (a fraction, negative, not a number)
    StepTooLarge,              // beyond 2^63, or a fraction's notation beyond 2^53: it cannot be read exactly
    CheckpointDurationInvalid, // not a finite number of seconds, or negative
    UnknownKind,               // CSV; subject: the kind
    TimeUnreadable,            // CSV; subject: the time
    StepMissing,               // CSV
    DurationMissing,           // CSV
    CustomTypeMissing,         // CSV
    TextAfterQuote,            // CSV: text between a closing quote and the next comma
    SliceCountInvalid,         // value: a slice count that is not a whole number from 0 to kMaxSlices
    QuoteNotClosed,            // CSV: a quote never closed; the rest of the file is skipped
    // Read, with a warning:
    StepBeyondExact, // subject: the step, beyond 2^53; read exactly here, though many JSON readers round it
    MoreProblems,    // value: lines with problems beyond those listed
    OutOfOrder,      // subject: the job; value: entries out of time order
    Duplicates,      // subject: the job; value: identical entries counted once
    // The measurement's:
    NoJobEnd,
    BucketNotComputed, // subject: the bucket; value: its seconds
    CustomNotComputed, // subject: the type
    NoIdealStep,
    DurationBeyondJob, // value: the checkpoint's seconds; limit: the measured span; left out
    // Refusals (thrown as LogError):
    NoPlausibleTime,     // line: the first entry's; value, readAs and unit as for TimeImplausible
    HeaderUnreadable,    // CSV: a first line longer than kMaxLogLineBytes, or a quote in it never closed
    EntriesBeyondMemory, // limit: the bytes its entries may take
    TooManyJobs,         // limit: the most distinct job names a log may hold
    TooManyCustomTypes,  // limit: the most custom badput types
    DoubtfulMeasurement, // value: the implausible values; calibration needs the user's confirmation
};

struct LogIssue {
    LogIssue() = default;
    LogIssue(LogIssueCode c, std::uint32_t at = 0, std::string what = {}) : code(c), line(at), subject(std::move(what)) {}

    LogIssueCode code = LogIssueCode::NotJson;
    std::uint32_t line = 0; // the line, or a Cloud Logging entry's index (from 1); 0 when it concerns no one line
    std::string subject;    // the value, job or bucket it concerns, as written (at most 40 characters)
    double value = 0;
    double limit = 0;
    TimeUnit readAs = TimeUnit::Seconds; // how its time was read
    std::optional<TimeUnit> unit;        // the unit its time would be plausible in
    std::string detail;                  // the JSON parser's words (English, shown as they are)
    friend bool operator==(const LogIssue&, const LogIssue&) = default;
};

const char* logIssueCodeName(LogIssueCode code); // "time_implausible", for JSON output
// An implausible value (a time outside 2000 to 2100, a step that is not a whole number or beyond 2^53, a
// checkpoint longer than the job, a line beyond the limit): the measurement may be wrong, and calibration asks first.
bool isDoubtful(LogIssueCode code);
Text logIssueText(const LogIssue& issue); // "line 4: ...", in English; the user interface translates it

// A log refused: gp::Error (its code NotALog, FileTooLarge, TooMany or InvalidMeasurement, its detail the issue in
// English) with the typed issue, so that the user interface can put it in the reader's words.
class LogError : public Error {
public:
    LogError(ErrorCode code, std::string source, LogIssue issue);
    const LogIssue& issue() const noexcept { return issue_; }

private:
    LogIssue issue_;
};
Text logErrorText(const LogError& error); // "job.jsonl cannot be measured: line 1: ..."

} // namespace gp
