#include "plan/PlanChange.h"

#include "plan/Plan.h"

#include <tuple>

namespace gp {
namespace {

auto scale(const GoodputInputs& i)
{
    return std::tie(i.nodes, i.acceleratorsPerNode, i.window);
}

auto scheduling(const GoodputInputs& i)
{
    return std::tie(i.provisioning, i.initialWait, i.reschedule, i.hotSpares, i.spareSwap, i.spareRepair,
                    i.maintenanceReschedule, i.spotReschedule);
}

auto runtime(const GoodputInputs& i)
{
    return std::tie(i.unwarnedPerNodeDay, i.warnedPerNodeDay, i.spotPerNodeDay, i.failuresDuringRecovery,
                    i.checkpointInterval, i.checkpointSave, i.autoCheckpoint, i.gracePeriod, i.spotGracePeriod,
                    i.restore, i.imageSizeGb, i.pullGbPerMinute, i.preload, i.preloadSpeedup, i.asyncCheckpoint,
                    i.checkpointBlocking, i.checkpointStateGb, i.writeGbPerSecondPerNode, i.storageWriteGbPerSecond,
                    i.readGbPerSecondPerNode, i.storageReadGbPerSecond, i.checkpointOverhead,
                    i.checkpointSaveMeasured, i.retainedCheckpoints, i.fastTier, i.fastInterval, i.fastSave,
                    i.fastWriteGbPerSecondPerNode, i.fastReadGbPerSecondPerNode, i.fastTierCopies, i.fastTierGroup);
}

auto engagement(const Plan& p)
{
    return std::tie(p.title, p.engagement, p.notes);
}

} // namespace

PlanChange diff(const Plan& a, const Plan& b)
{
    PlanChange c;
    if (scale(a.goodput) != scale(b.goodput))
        c |= PlanPart::Scale;
    if (scheduling(a.goodput) != scheduling(b.goodput))
        c |= PlanPart::Scheduling;
    if (runtime(a.goodput) != runtime(b.goodput))
        c |= PlanPart::Runtime;
    if (a.goodput.mfu != b.goodput.mfu)
        c |= PlanPart::Program;
    // An input the lists above do not name still changes the model: counted as the runtime's.
    if (!c.touches(PlanChange::goodputInputs()) && !(a.goodput == b.goodput))
        c |= PlanPart::Runtime;
    if (a.training != b.training || a.kind != b.kind || a.inference != b.inference)
        c |= PlanPart::Training; // what is priced: the training run, or the model served
    if (a.priceOverrides != b.priceOverrides || a.provisioningProfiles != b.provisioningProfiles ||
        a.customAccelerators != b.customAccelerators)
        c |= PlanPart::Prices;
    if (engagement(a) != engagement(b))
        c |= PlanPart::Engagement;
    if (a.walks != b.walks)
        c |= PlanPart::Walks;
    if (a.simulation != b.simulation)
        c |= PlanPart::Simulation;
    if (a.measured != b.measured)
        c |= PlanPart::Measured;
    if (a.scenarios != b.scenarios || a.recommendedScenario != b.recommendedScenario ||
        a.recommendationReason != b.recommendationReason)
        c |= PlanPart::Engagement; // the options the proposal presents
    return c;
}

} // namespace gp
