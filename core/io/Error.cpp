#include "io/Error.h"

#include <array>

namespace gp {
namespace {

// The one table of error texts: the console tool and the user interface both read it, so they cannot drift. Each
// pattern is translated by the user interface (context "gp"); "%1" stands for the subject.
struct ErrorEntry {
    ErrorCode code;
    const char* id;
    const char* pattern;
};

const std::array<ErrorEntry, 50> kErrors{{
    {ErrorCode::NotANumber, "not_a_number", GP_TEXT("%1 is not a number.")},
    {ErrorCode::NotFinite, "not_finite", GP_TEXT("%1 must be a finite number.")},
    {ErrorCode::Negative, "negative", GP_TEXT("%1 must not be negative.")},
    {ErrorCode::NotPositive, "not_positive", GP_TEXT("%1 must be greater than zero.")},
    {ErrorCode::OutOfRange, "out_of_range", GP_TEXT("%1 is out of range.")},
    {ErrorCode::NotAnInteger, "not_an_integer", GP_TEXT("%1 must be a whole number.")},
    {ErrorCode::InvalidDuration, "invalid_duration", GP_TEXT("%1 is not a duration. Write a number with a unit such as 90s, 30m, 1.5h or 54d.")},
    {ErrorCode::RecoveryExceedsWindow, "recovery_exceeds_window", GP_TEXT("%1: interruptions and their recovery take longer than the evaluation window.")},
    {ErrorCode::WaitExceedsWindow, "wait_exceeds_window", GP_TEXT("%1: the initial wait fills the whole window.")},
    {ErrorCode::IncompleteShape, "incomplete_shape", GP_TEXT("%1: give all of layers, heads, head dimension and sequence length, or none.")},
    {ErrorCode::ImpossibleUtilization, "impossible_utilization", GP_TEXT("%1: model FLOP utilization above 100%.")},
    {ErrorCode::FileUnreadable, "file_unreadable", GP_TEXT("Cannot read %1.")},
    {ErrorCode::FileTooLarge, "file_too_large", GP_TEXT("%1 is too large.")},
    {ErrorCode::NestingTooDeep, "nesting_too_deep", GP_TEXT("%1 is nested too deeply.")},
    {ErrorCode::JsonSyntax, "json_syntax", GP_TEXT("%1 is not valid JSON.")},
    {ErrorCode::WrongType, "wrong_type", GP_TEXT("%1 has the wrong type.")},
    {ErrorCode::MissingField, "missing_field", GP_TEXT("%1 is missing.")},
    {ErrorCode::UnknownValue, "unknown_value", GP_TEXT("%1 has an unknown value.")},
    {ErrorCode::WrongFormat, "wrong_format", GP_TEXT("%1: this is not a Goodput Planner plan.")},
    {ErrorCode::UnsupportedVersion, "unsupported_version", GP_TEXT("%1: this file was written by a newer version.")},
    {ErrorCode::TooMany, "too_many", GP_TEXT("%1 has too many entries.")},
    {ErrorCode::DuplicateId, "duplicate_id", GP_TEXT("%1: the id is used more than once.")},
    {ErrorCode::UnknownTarget, "unknown_target", GP_TEXT("%1: a choice leads to a node that does not exist.")},
    {ErrorCode::UnknownStart, "unknown_start", GP_TEXT("%1: the start node does not exist.")},
    {ErrorCode::Unreachable, "unreachable", GP_TEXT("%1: no walk from the start reaches this node.")},
    {ErrorCode::TooFewChoices, "too_few_choices", GP_TEXT("%1: a question needs two or more choices, an action exactly one.")},
    {ErrorCode::TerminalWithChoices, "terminal_with_choices", GP_TEXT("%1: a recommendation or outcome cannot lead on.")},
    {ErrorCode::CycleWithoutQuestion, "cycle_without_question", GP_TEXT("%1: a loop passes through no question.")},
    {ErrorCode::EmptyText, "empty_text", GP_TEXT("%1: the text is empty.")},
    {ErrorCode::NoPlanInPdf, "no_plan_in_pdf", GP_TEXT("%1 is a PDF without a Goodput Planner plan inside.")},
    {ErrorCode::SeveralPlansInPdf, "several_plans_in_pdf",
     GP_TEXT("%1 carries more than one Goodput Planner plan: detach the one you mean and open it.")},
    {ErrorCode::PdfUnreadable, "pdf_unreadable", GP_TEXT("%1 cannot be read as a PDF.")},
    {ErrorCode::EventBudget, "event_budget",
     GP_TEXT("%1: the simulation would take too many events. Fewer runs, a shorter window or rarer interruptions bring it within its budget.")},
    {ErrorCode::NotALog, "not_a_log",
     GP_TEXT("%1 is not a goodput log: no line holds a job_name with a job, step, badput or checkpoint entry.")},
    {ErrorCode::InvalidMeasurement, "invalid_measurement", GP_TEXT("%1: the log's entries give no consistent measurement.")},
    {ErrorCode::Cancelled, "cancelled", GP_TEXT("%1: cancelled.")},
    {ErrorCode::UnknownKey, "unknown_key", GP_TEXT("%1 is not a key of this file. Check its spelling.")},
    {ErrorCode::BelowPriceFloor, "below_price_floor",
     GP_TEXT("%1 is below the lowest price accepted, $0.001 per accelerator-hour: a price that small would rank "
             "this accelerator as good as free.")},
    {ErrorCode::InvalidCondition, "invalid_condition", GP_TEXT("%1: the condition cannot be read.")},
    {ErrorCode::MarkupInText, "markup_in_text",
     GP_TEXT("%1 holds markup or control characters: a decision graph's texts are plain text.")},
    {ErrorCode::GraphProblems, "graph_problems",
     GP_TEXT("%1 has problems to fix before it can be walked, studied or printed.")},
    {ErrorCode::YamlSyntax, "yaml_syntax", GP_TEXT("%1 cannot be read as YAML.")},
    {ErrorCode::NotADeployment, "not_a_deployment", GP_TEXT("%1 is neither a SkyPilot task nor a JobSet.")},
    {ErrorCode::NothingToDeploy, "nothing_to_deploy", GP_TEXT("%1 has no training job to deploy.")},
    {ErrorCode::FileExists, "file_exists", GP_TEXT("%1 exists already.")},
    {ErrorCode::FileUnwritable, "file_unwritable", GP_TEXT("%1 cannot be written.")},
    {ErrorCode::TooLong, "too_long", GP_TEXT("%1 is too long.")},
    {ErrorCode::UnsafeText, "unsafe_text", GP_TEXT("%1 holds a line break or a control character.")},
    {ErrorCode::InvalidName, "invalid_name", GP_TEXT("%1 is not a name the schedulers accept.")},
    {ErrorCode::PdfSupportMissing, "pdf_support_missing",
     GP_TEXT("%1: the PDF support of Goodput Planner cannot be loaded. Reinstalling Goodput Planner restores it.")},
}};

const ErrorEntry* entry(ErrorCode code) noexcept
{
    for (const ErrorEntry& e : kErrors)
        if (e.code == code)
            return &e;
    return nullptr;
}

} // namespace

Error::Error(ErrorCode code, std::string subject, std::string detail)
    : std::runtime_error(std::string(errorCodeName(code)) + ": " + subject)
    , code_(code)
    , subject_(std::move(subject))
    , detail_(std::move(detail))
{
}

const char* errorCodeName(ErrorCode code) noexcept
{
    const ErrorEntry* e = entry(code);
    return e ? e->id : "unknown";
}

Text errorText(const Error& error)
{
    const ErrorEntry* e = entry(error.code());
    Text text(e ? e->pattern : GP_TEXT("%1: invalid."), {Text::verbatim(error.subject())});
    if (error.detail().empty())
        return text;
    return Text(GP_TEXT("%1 (%2)"), {text, Text::verbatim(error.detail())});
}

} // namespace gp
