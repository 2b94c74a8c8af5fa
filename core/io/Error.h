#pragma once

#include "i18n/Text.h"

#include <stdexcept>
#include <string>

namespace gp {

// What went wrong with an input. The core names the problem and the input; the user interface and the console
// tool turn that into their own words.
enum class ErrorCode {
    NotANumber,          // text that should be a number is not one
    NotFinite,           // NaN or infinity
    Negative,            // must be zero or more
    NotPositive,         // must be more than zero
    OutOfRange,          // outside the documented range (detail gives the range)
    NotAnInteger,        // a count with a fraction
    InvalidDuration,     // a duration string the parser cannot read
    RecoveryExceedsWindow, // interruptions and their recovery leave no time in the window
    WaitExceedsWindow,   // the initial wait fills the whole window
    IncompleteShape,     // some but not all of layers, heads, head dimension, sequence length
    ImpossibleUtilization, // MFU above 100%: throughput or peak is wrong
    FileUnreadable,      // cannot open or read a file
    FileTooLarge,        // over the size limit
    NestingTooDeep,      // JSON nested deeper than the limit
    JsonSyntax,          // not JSON (detail: byte offset and parser message)
    WrongType,           // a JSON value of the wrong type
    MissingField,        // a required field is absent
    UnknownValue,        // an enumeration value that is not one of the allowed ones
    WrongFormat,         // a JSON file of another kind
    UnsupportedVersion,  // a format version this build cannot read
    TooMany,             // more entries than the format allows (detail gives the limit); a text's length: TooLong
    DuplicateId,         // an id used twice
    UnknownTarget,       // a choice leads to a node that does not exist
    UnknownStart,        // the graph's start node does not exist
    Unreachable,         // a node no walk from the start can reach
    TooFewChoices,       // a question with fewer than two choices, an action without exactly one
    TerminalWithChoices, // a recommendation or outcome that leads on
    CycleWithoutQuestion, // a loop through actions only: a walk could never leave it
    EmptyText,           // a required text is empty
    NoPlanInPdf,         // a PDF that carries no Goodput Planner plan
    SeveralPlansInPdf,   // a PDF that carries more than one plan
    PdfUnreadable,       // a file that cannot be read as a PDF (detail: what the PDF library said)
    EventBudget,         // a simulation that would exceed its budget of events (detail: the count and the cause)
    NotALog,             // a file that holds no goodput log entries at all
    InvalidMeasurement,  // a log whose entries give no consistent measurement (detail: why)
    Cancelled,           // the user stopped a long read
    UnknownKey,          // a key no reader knows, where ignoring it would change a figure (a scenario's override)
    BelowPriceFloor,     // a price above zero but below the lowest one accepted (detail: the price given)
    InvalidCondition,    // an answer's condition that does not parse or names no figure of the plan (detail: where)
    MarkupInText,        // a shared file's text holding markup or control characters
    GraphProblems,       // a decision graph with problems, kept as a draft: not for walks (detail: the first)
    YamlSyntax,          // not YAML, or YAML past the reader's limits (detail: where and what the parser said)
    NotADeployment,      // a YAML file that is neither a SkyPilot task nor a JobSet
    NothingToDeploy,     // a plan with no training job to export (a serving plan, no accelerator priced)
    FileExists,          // a file that would be replaced without leave
    FileUnwritable,      // a file or folder that cannot be written
    TooLong,             // a text longer than the format allows (detail gives the limit)
    UnsafeText,          // a text with a line break or control character where one line is read (io/SafeText.h)
    InvalidName,         // a name a scheduler refuses (detail gives the rule)
    PdfSupportMissing,   // the module that reads and writes PDFs' attachments cannot be loaded (detail: why)
};

// A typed error: a code, the input it concerns (a CLI option, a plan field such as "runtime.checkpoint_interval")
// and a detail (the offending text, or the allowed range). Thrown by the core's validating functions.
class Error : public std::runtime_error {
public:
    Error(ErrorCode code, std::string subject, std::string detail = {});

    ErrorCode code() const noexcept { return code_; }
    const std::string& subject() const noexcept { return subject_; }
    const std::string& detail() const noexcept { return detail_; }

private:
    ErrorCode code_;
    std::string subject_;
    std::string detail_;
};

// A short English identifier of the code ("not_finite"), for logs and JSON output.
const char* errorCodeName(ErrorCode code) noexcept;

// The error in words: one pattern per code from the core's single table of error texts, with the subject as "%1"
// and the detail, if any, after it in parentheses. The console tool prints english(); the user interface renders
// it in the reader's language.
Text errorText(const Error& error);

} // namespace gp
