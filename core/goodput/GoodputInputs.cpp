#include "goodput/GoodputInputs.h"

#include "io/Error.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <string>

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

void checkFinite(double v, const char* subject)
{
    if (!std::isfinite(v))
        throw Error(ErrorCode::NotFinite, subject);
}

std::string rangeText(double lo, double hi)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g to %g", lo, hi);
    return buf;
}

void checkRange(double v, double lo, double hi, const char* subject)
{
    checkFinite(v, subject);
    if (lo == 0.0 && v < 0.0)
        throw Error(ErrorCode::Negative, subject);
    if (v < lo || v > hi)
        throw Error(ErrorCode::OutOfRange, subject, rangeText(lo, hi));
}

void checkPositive(double v, double hi, const char* subject)
{
    checkFinite(v, subject);
    if (!(v > 0.0))
        throw Error(ErrorCode::NotPositive, subject);
    if (v > hi)
        throw Error(ErrorCode::OutOfRange, subject, rangeText(0.0, hi));
}

void checkDuration(Duration d, const char* subject)
{
    checkedHours(d.inHours(), subject);
}

void checkCount(int v, int lo, int hi, const char* subject)
{
    if (v < lo || v > hi)
        throw Error(ErrorCode::OutOfRange, subject, std::to_string(lo) + " to " + std::to_string(hi));
}

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
    checkCount(in.nodes, 1, 100000, "scale.nodes");
    checkCount(in.acceleratorsPerNode, 1, 64, "scale.accelerators_per_node");
    checkDuration(in.window, "scale.window");
    if (!(in.window.inHours() > 0.0))
        throw Error(ErrorCode::NotPositive, "scale.window");

    checkDuration(in.initialWait, "scheduling.initial_wait");
    checkDuration(in.reschedule, "scheduling.reschedule");
    checkCount(in.hotSpares, 0, 100000, "scheduling.hot_spares");
    checkDuration(in.spareSwap, "scheduling.spare_swap");

    checkRange(in.unwarnedPerNodeDay, 0.0, 100.0, "runtime.unwarned_per_node_day");
    checkRange(in.warnedPerNodeDay, 0.0, 100.0, "runtime.warned_per_node_day");
    checkDuration(in.checkpointInterval, "runtime.checkpoint_interval");
    if (!(in.checkpointInterval.inHours() > 0.0))
        throw Error(ErrorCode::NotPositive, "runtime.checkpoint_interval");
    checkDuration(in.checkpointSave, "runtime.checkpoint_save");
    checkDuration(in.gracePeriod, "runtime.grace_period");
    checkDuration(in.restore, "runtime.restore");
    checkRange(in.imageSizeGb, 0.0, 10000.0, "runtime.image_size_gb");
    checkPositive(in.pullGbPerMinute, 10000.0, "runtime.pull_gb_per_minute");
    checkRange(in.preloadSpeedup, 1.0, 1000.0, "runtime.preload_speedup");

    checkPositive(in.mfu, 1.0, "program.mfu");

    if (!provisioningWaits(in.provisioning) || in.initialWait < in.window)
        return;
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
