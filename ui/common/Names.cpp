#include "common/Names.h"

#include "common/Content.h"

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
    case gp::Provisioning::Reservation3y: return tr("Reservation (3-year committed use)");
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

QString describeWarning(const gp::Warning& warning)
{
    return content(gp::warningText(warning));
}

} // namespace gpui
