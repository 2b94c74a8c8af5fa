#include "goodput/GoodputInputs.h"

#include "goodput/InputRanges.h"
#include "io/Error.h"

#include <array>

namespace gp {
namespace {

struct ProvisioningName {
    Provisioning value;
    std::string_view id;
};
constexpr std::array<ProvisioningName, 5> kProvisioning{{
    {Provisioning::OnDemand, "on_demand"},
    {Provisioning::Spot, "spot"},
    {Provisioning::DwsFlexStart, "dws_flex_start"},
    {Provisioning::DwsCalendar, "dws_calendar"},
    {Provisioning::Reservation, "reservation"},
}};

} // namespace

std::string_view provisioningId(Provisioning p)
{
    for (const auto& n : kProvisioning)
        if (n.value == p)
            return n.id;
    return "on_demand";
}

bool parseProvisioning(std::string_view id, Provisioning& out)
{
    for (const auto& n : kProvisioning)
        if (n.id == id) {
            out = n.value;
            return true;
        }
    return false;
}

void validate(const GoodputInputs& in)
{
    for (const InputRange& range : inputRanges())
        checkInputRange(range, range.get(in));
    if (provisioningWaits(in.provisioning) && !(in.initialWait < in.window))
        throw Error(ErrorCode::WaitExceedsWindow, "scheduling.initial_wait");
}

bool provisioningWaits(Provisioning p)
{
    return p != Provisioning::Reservation && p != Provisioning::DwsCalendar;
}

ModelParameters resolve(const GoodputInputs& in)
{
    validate(in);
    ModelParameters p;
    p.window = in.window.inHours();
    p.wait = provisioningWaits(in.provisioning) ? in.initialWait.inHours() : 0.0;
    p.reschedule = in.hotSpares > 0 ? in.spareSwap.inHours() : in.reschedule.inHours();
    const double pullHours = in.imageSizeGb / in.pullGbPerMinute / 60.0;
    p.resume = in.restore.inHours() + (in.preload ? pullHours / in.preloadSpeedup : pullHours);
    p.interval = in.checkpointInterval.inHours();
    p.save = in.checkpointSave.inHours();
    p.unwarnedRate = in.unwarnedPerNodeDay / 24.0;
    p.warnedRate = in.warnedPerNodeDay / 24.0;
    p.warnedSaved = in.autoCheckpoint && in.checkpointSave <= in.gracePeriod;
    p.nodes = in.nodes;
    p.accelerators = static_cast<double>(in.nodes) * in.acceleratorsPerNode;
    p.mfu = in.mfu;
    return p;
}

} // namespace gp
