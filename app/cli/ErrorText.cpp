#include "ErrorText.h"

namespace gp {

std::string describeError(const Error& e)
{
    const std::string& s = e.subject();
    const std::string& d = e.detail();
    auto withDetail = [&](std::string text) {
        return d.empty() ? text : text + " (" + d + ")";
    };
    switch (e.code()) {
    case ErrorCode::NotANumber: return withDetail(s + " is not a number");
    case ErrorCode::NotFinite: return withDetail(s + " must be a finite number");
    case ErrorCode::Negative: return withDetail(s + " must not be negative");
    case ErrorCode::NotPositive: return withDetail(s + " must be greater than zero");
    case ErrorCode::OutOfRange: return withDetail(s + " is out of range");
    case ErrorCode::NotAnInteger: return withDetail(s + " must be a whole number");
    case ErrorCode::InvalidDuration:
        return withDetail(s + " is not a duration; write a number with a unit such as 90s, 30m, 1.5h or 54d "
                              "(a bare number is hours)");
    case ErrorCode::RecoveryExceedsWindow:
        return withDetail(s + ": the interruptions and their recovery take longer than the evaluation window");
    case ErrorCode::WaitExceedsWindow: return withDetail(s + ": the initial wait fills the whole window");
    case ErrorCode::IncompleteShape:
        return withDetail(s + ": give all of --layers, --heads, --head-dim and --seq-len, or none of them");
    case ErrorCode::ImpossibleUtilization:
        return withDetail(s + ": model FLOP utilization above 100%; check the throughput, chip count and peak");
    case ErrorCode::FileUnreadable: return withDetail("cannot read " + s);
    case ErrorCode::FileTooLarge: return withDetail(s + " is too large");
    case ErrorCode::NestingTooDeep: return withDetail(s + " is nested too deeply");
    case ErrorCode::JsonSyntax: return withDetail(s + " is not valid JSON");
    case ErrorCode::WrongType: return withDetail(s + " has the wrong type");
    case ErrorCode::MissingField: return withDetail(s + " is missing");
    case ErrorCode::UnknownValue: return withDetail(s + " has an unknown value");
    case ErrorCode::WrongFormat: return withDetail(s + " is not a Goodput Planner file of this kind");
    case ErrorCode::UnsupportedVersion: return withDetail(s + ": unsupported format version");
    case ErrorCode::TooMany: return withDetail(s + " has too many entries");
    case ErrorCode::DuplicateId: return withDetail(s + ": the id is used more than once");
    case ErrorCode::UnknownTarget: return withDetail(s + ": a choice leads to a node that does not exist");
    case ErrorCode::UnknownStart: return withDetail(s + ": the start node does not exist");
    case ErrorCode::Unreachable: return withDetail(s + ": no walk from the start reaches this node");
    case ErrorCode::TooFewChoices:
        return withDetail(s + ": a question needs two or more choices and an action exactly one");
    case ErrorCode::TerminalWithChoices: return withDetail(s + ": a recommendation or outcome cannot lead on");
    case ErrorCode::CycleWithoutQuestion: return withDetail(s + ": a loop passes through no question");
    case ErrorCode::EmptyText: return withDetail(s + ": the text is empty");
    }
    return e.what();
}

} // namespace gp
