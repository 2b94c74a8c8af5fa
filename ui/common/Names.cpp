#include "common/Names.h"

#include <QCoreApplication>

namespace gpui {
namespace {
// lupdate files a tr() in a free function under the enclosing namespace: "gpui".
QString tr(const char* text)
{
    return QCoreApplication::translate("gpui", text);
}
} // namespace

QString provisioningName(gp::Provisioning p)
{
    switch (p) {
    case gp::Provisioning::OnDemand: return tr("On-demand");
    case gp::Provisioning::Spot: return tr("Spot");
    case gp::Provisioning::DwsFlexStart: return tr("DWS flex-start");
    case gp::Provisioning::DwsCalendar: return tr("DWS calendar");
    case gp::Provisioning::Reservation: return tr("Reservation (1-year committed use)");
    }
    return {};
}

QString nodeKindName(gp::NodeKind kind)
{
    switch (kind) {
    case gp::NodeKind::Question: return tr("Question");
    case gp::NodeKind::Action: return tr("Action");
    case gp::NodeKind::Recommendation: return tr("Recommendation");
    case gp::NodeKind::Outcome: return tr("Outcome");
    }
    return {};
}

QString factorName(const std::string& factor)
{
    if (factor == "scheduling")
        return tr("Scheduling");
    if (factor == "runtime")
        return tr("Runtime");
    return tr("Program");
}

QString warningText(const gp::Warning& warning)
{
    switch (warning.code) {
    case gp::WarningCode::Saturated:
        return tr("Interruptions come so often that the progress lost between checkpoints fills the whole running "
                  "time: runtime goodput is 0. Shorten the checkpoint interval or lower the interruption rates.");
    case gp::WarningCode::AutoCheckpointTooSlow:
        return tr("Auto-checkpointing on SIGTERM has no effect: one checkpoint save takes longer than the grace "
                  "period, so warned interruptions lose progress like failures.");
    case gp::WarningCode::IntervalBeyondWindow:
        return tr("The checkpoint interval is longer than the running part of the window: no periodic checkpoint "
                  "completes, so the planning model's figures are only a rough guide.");
    }
    return {};
}

} // namespace gpui
