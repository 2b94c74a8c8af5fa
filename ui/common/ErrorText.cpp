#include "common/ErrorText.h"

#include <QCoreApplication>

namespace gpui {
namespace {
// lupdate files a tr() in a free function under the enclosing namespace: "gpui".
QString tr(const char* text)
{
    return QCoreApplication::translate("gpui", text);
}
} // namespace

QString describeError(const gp::Error& e)
{
    using gp::ErrorCode;
    const QString s = QString::fromStdString(e.subject());
    QString text;
    switch (e.code()) {
    case ErrorCode::NotANumber: text = tr("%1 is not a number."); break;
    case ErrorCode::NotFinite: text = tr("%1 must be a finite number."); break;
    case ErrorCode::Negative: text = tr("%1 must not be negative."); break;
    case ErrorCode::NotPositive: text = tr("%1 must be greater than zero."); break;
    case ErrorCode::OutOfRange: text = tr("%1 is out of range."); break;
    case ErrorCode::NotAnInteger: text = tr("%1 must be a whole number."); break;
    case ErrorCode::InvalidDuration:
        text = tr("%1 is not a duration. Write a number with a unit such as 90s, 30m, 1.5h or 54d.");
        break;
    case ErrorCode::RecoveryExceedsWindow:
        text = tr("%1: interruptions and their recovery take longer than the evaluation window.");
        break;
    case ErrorCode::WaitExceedsWindow: text = tr("%1: the initial wait fills the whole window."); break;
    case ErrorCode::IncompleteShape: text = tr("%1: give all of layers, heads, head dimension and sequence length, or none."); break;
    case ErrorCode::ImpossibleUtilization: text = tr("%1: model FLOP utilization above 100%."); break;
    case ErrorCode::FileUnreadable: text = tr("Cannot read %1."); break;
    case ErrorCode::FileTooLarge: text = tr("%1 is too large."); break;
    case ErrorCode::NestingTooDeep: text = tr("%1 is nested too deeply."); break;
    case ErrorCode::JsonSyntax: text = tr("%1 is not valid JSON."); break;
    case ErrorCode::WrongType: text = tr("%1 has the wrong type."); break;
    case ErrorCode::MissingField: text = tr("%1 is missing."); break;
    case ErrorCode::UnknownValue: text = tr("%1 has an unknown value."); break;
    case ErrorCode::WrongFormat: text = tr("%1: this is not a Goodput Planner plan."); break;
    case ErrorCode::UnsupportedVersion: text = tr("%1: this file was written by a newer version."); break;
    case ErrorCode::TooMany: text = tr("%1 has too many entries."); break;
    case ErrorCode::DuplicateId: text = tr("%1: the id is used more than once."); break;
    case ErrorCode::UnknownTarget: text = tr("%1: a choice leads to a node that does not exist."); break;
    case ErrorCode::UnknownStart: text = tr("%1: the start node does not exist."); break;
    case ErrorCode::Unreachable: text = tr("%1: no walk from the start reaches this node."); break;
    case ErrorCode::TooFewChoices:
        text = tr("%1: a question needs two or more choices, an action exactly one.");
        break;
    case ErrorCode::TerminalWithChoices: text = tr("%1: a recommendation or outcome cannot lead on."); break;
    case ErrorCode::CycleWithoutQuestion: text = tr("%1: a loop passes through no question."); break;
    case ErrorCode::EmptyText: text = tr("%1: the text is empty."); break;
    }
    text = text.arg(s);
    if (!e.detail().empty())
        text += QLatin1Char(' ') + tr("(%1)").arg(QString::fromStdString(e.detail()));
    return text;
}

} // namespace gpui
