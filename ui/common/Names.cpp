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

QString optimizerName(gp::Optimizer o)
{
    switch (o) {
    case gp::Optimizer::Adam: return tr("Adam (mixed precision)");
    case gp::Optimizer::Adam8bit: return tr("8-bit Adam");
    case gp::Optimizer::SgdMomentum: return tr("SGD with momentum");
    }
    return {};
}

QString shardingName(gp::Sharding s)
{
    switch (s) {
    case gp::Sharding::Replicated: return tr("replicated data parallel");
    case gp::Sharding::Zero1: return tr("ZeRO-1");
    case gp::Sharding::Zero2: return tr("ZeRO-2");
    case gp::Sharding::Zero3: return tr("ZeRO-3 / FSDP");
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
