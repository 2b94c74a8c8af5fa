#include "io/Error.h"

namespace gp {

Error::Error(ErrorCode code, std::string subject, std::string detail)
    : std::runtime_error(std::string(errorCodeName(code)) + ": " + subject)
    , code_(code)
    , subject_(std::move(subject))
    , detail_(std::move(detail))
{
}

const char* errorCodeName(ErrorCode code) noexcept
{
    switch (code) {
    case ErrorCode::NotANumber: return "not_a_number";
    case ErrorCode::NotFinite: return "not_finite";
    case ErrorCode::Negative: return "negative";
    case ErrorCode::NotPositive: return "not_positive";
    case ErrorCode::OutOfRange: return "out_of_range";
    case ErrorCode::NotAnInteger: return "not_an_integer";
    case ErrorCode::InvalidDuration: return "invalid_duration";
    case ErrorCode::RecoveryExceedsWindow: return "recovery_exceeds_window";
    case ErrorCode::WaitExceedsWindow: return "wait_exceeds_window";
    case ErrorCode::IncompleteShape: return "incomplete_shape";
    case ErrorCode::ImpossibleUtilization: return "impossible_utilization";
    case ErrorCode::FileUnreadable: return "file_unreadable";
    case ErrorCode::FileTooLarge: return "file_too_large";
    case ErrorCode::NestingTooDeep: return "nesting_too_deep";
    case ErrorCode::JsonSyntax: return "json_syntax";
    case ErrorCode::WrongType: return "wrong_type";
    case ErrorCode::MissingField: return "missing_field";
    case ErrorCode::UnknownValue: return "unknown_value";
    case ErrorCode::WrongFormat: return "wrong_format";
    case ErrorCode::UnsupportedVersion: return "unsupported_version";
    case ErrorCode::TooMany: return "too_many";
    case ErrorCode::DuplicateId: return "duplicate_id";
    case ErrorCode::UnknownTarget: return "unknown_target";
    case ErrorCode::UnknownStart: return "unknown_start";
    case ErrorCode::Unreachable: return "unreachable";
    case ErrorCode::TooFewChoices: return "too_few_choices";
    case ErrorCode::TerminalWithChoices: return "terminal_with_choices";
    case ErrorCode::CycleWithoutQuestion: return "cycle_without_question";
    case ErrorCode::EmptyText: return "empty_text";
    }
    return "unknown";
}

} // namespace gp
