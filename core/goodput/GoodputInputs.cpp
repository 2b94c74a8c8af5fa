#include "goodput/GoodputInputs.h"

#include "goodput/InputRanges.h"
#include "io/Error.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace gp {
namespace {

struct ProvisioningName {
    Provisioning value;
    std::string_view id;
};
constexpr std::array<ProvisioningName, 6> kProvisioning{{
    {Provisioning::OnDemand, "on_demand"},
    {Provisioning::Spot, "spot"},
    {Provisioning::DwsFlexStart, "dws_flex_start"},
    {Provisioning::DwsCalendar, "dws_calendar"},
    {Provisioning::Reservation, "reservation"},
    {Provisioning::Reservation3y, "reservation_3y"},
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
    if (in.inJobRestart && !(in.inJobDetection + in.inJobRestartTime < in.window))
        throw Error(ErrorCode::RecoveryExceedsWindow, "runtime.in_job_restart_time");
    if (in.inJobRestart && in.elasticShrink && in.elasticReplicas < 2)
        throw Error(ErrorCode::OutOfRange, "runtime.elastic_replicas",
                    "a shrink needs at least 2 data-parallel replicas: with one, a lost node stops the job");
}

bool checkpointSaveDerived(const GoodputInputs& in)
{
    return in.checkpointStateGb > 0.0 && !in.checkpointSaveMeasured;
}

double checkpointWriteGbPerSecond(const GoodputInputs& in)
{
    const double aggregate = in.writeGbPerSecondPerNode * in.nodes;
    return in.storageWriteGbPerSecond > 0.0 ? std::min(aggregate, in.storageWriteGbPerSecond) : aggregate;
}

double checkpointReadGbPerSecond(const GoodputInputs& in)
{
    const double aggregate = in.readGbPerSecondPerNode * in.nodes;
    return in.storageReadGbPerSecond > 0.0 ? std::min(aggregate, in.storageReadGbPerSecond) : aggregate;
}

Duration checkpointSaveTime(const GoodputInputs& in)
{
    if (!checkpointSaveDerived(in))
        return in.checkpointSave;
    return Duration::seconds(in.checkpointOverhead.inSeconds() + in.checkpointStateGb / checkpointWriteGbPerSecond(in));
}

Duration checkpointStallTime(const GoodputInputs& in)
{
    const Duration save = checkpointSaveTime(in);
    return in.asyncCheckpoint ? std::min(in.checkpointBlocking, save) : save;
}

Duration checkpointReadTime(const GoodputInputs& in)
{
    if (!(in.checkpointStateGb > 0.0))
        return Duration();
    return Duration::seconds(in.checkpointOverhead.inSeconds() + in.checkpointStateGb / checkpointReadGbPerSecond(in));
}

Duration fastSaveTime(const GoodputInputs& in)
{
    if (!(in.checkpointStateGb > 0.0))
        return in.fastSave;
    const double aggregate = in.fastWriteGbPerSecondPerNode * in.nodes;
    return Duration::seconds(in.checkpointOverhead.inSeconds() + in.fastTierCopies * in.checkpointStateGb / aggregate);
}

Duration fastReadTime(const GoodputInputs& in)
{
    if (!(in.checkpointStateGb > 0.0))
        return Duration();
    return Duration::seconds(in.checkpointOverhead.inSeconds() +
                             in.checkpointStateGb / (in.fastReadGbPerSecondPerNode * in.nodes));
}

int fastTierEvery(const GoodputInputs& in)
{
    const double ratio = in.checkpointInterval.inHours() / in.fastInterval.inHours();
    return static_cast<int>(std::clamp(std::round(ratio), 1.0, 1.0e6));
}

bool fastTierSurvives(const GoodputInputs& in, InterruptionClass c)
{
    return in.fastTier && c != InterruptionClass::Spot && in.fastTierCopies >= 2;
}

bool provisioningWaits(Provisioning p)
{
    return p != Provisioning::Reservation && p != Provisioning::Reservation3y && p != Provisioning::DwsCalendar;
}

const char* interruptionClassId(InterruptionClass c)
{
    switch (c) {
    case InterruptionClass::Maintenance: return "maintenance";
    case InterruptionClass::Spot: return "spot";
    case InterruptionClass::Straggler: return "straggler";
    case InterruptionClass::Failure: break;
    }
    return "failure";
}

double ModelParameters::resumeOf(std::size_t id) const
{
    const ClassParameters& c = classes[id];
    if (c.inJob)
        return c.restart;
    return fast.on && fast.survives[id] ? fast.resume : resume;
}

double ModelParameters::restartAfterFailure() const
{
    const ClassParameters& f = of(InterruptionClass::Failure);
    return f.reschedule + (f.inJob ? f.restart : resume) + f.shrunk;
}

double ModelParameters::jobRate() const
{
    double sum = 0;
    for (const ClassParameters& c : classes)
        sum += c.rate;
    return nodes * sum;
}

double ModelParameters::losingRate() const
{
    double sum = 0;
    for (const ClassParameters& c : classes)
        sum += c.saved ? 0.0 : c.rate;
    return nodes * sum;
}

ModelParameters resolve(const GoodputInputs& in)
{
    validate(in);
    ModelParameters p;
    p.window = in.window.inHours();
    p.wait = provisioningWaits(in.provisioning) ? in.initialWait.inHours() : 0.0;
    const double pullHours = in.imageSizeGb / in.pullGbPerMinute / 60.0;
    p.resume = in.restore.inHours() + (in.preload ? pullHours / in.preloadSpeedup : pullHours) +
               checkpointReadTime(in).inHours();
    p.interval = in.checkpointInterval.inHours();
    const Duration save = checkpointSaveTime(in);
    p.save = checkpointStallTime(in).inHours();
    p.upload = save.inHours() - p.save;
    double between = p.interval; // from a persistent save's end to the next one's start
    if (in.fastTier) {
        FastTierParameters& f = p.fast;
        f.on = true;
        f.interval = in.fastInterval.inHours();
        f.save = fastSaveTime(in).inHours();
        f.every = fastTierEvery(in);
        f.resume = p.resume - checkpointReadTime(in).inHours() + fastReadTime(in).inHours();
        for (int c = 0; c < kInterruptionClasses; ++c)
            f.survives[static_cast<std::size_t>(c)] = fastTierSurvives(in, static_cast<InterruptionClass>(c));
        p.interval = f.every * f.interval;
        between = f.every * (f.interval + f.save);
    }
    if (p.upload > between) {
        // A save does not start while the last one still uploads: the job waits for the rest of the upload.
        p.save += p.upload - between;
        p.upload = between;
    }
    ClassParameters& failure = p.of(InterruptionClass::Failure);
    failure.rate = in.unwarnedPerNodeDay / 24.0;
    failure.reschedule = in.reschedule.inHours();
    failure.spareServed = true;
    ClassParameters& maintenance = p.of(InterruptionClass::Maintenance);
    maintenance.rate = in.warnedPerNodeDay / 24.0;
    maintenance.reschedule = in.maintenanceReschedule.inHours();
    maintenance.warned = true;
    // An emergency save on SIGTERM must be whole, its upload included, before the stop.
    maintenance.saved = in.autoCheckpoint && save <= in.gracePeriod;
    maintenance.spareServed = true;
    ClassParameters& spot = p.of(InterruptionClass::Spot);
    spot.rate = in.provisioning == Provisioning::Spot ? in.spotPerNodeDay / 24.0 : 0.0;
    spot.reschedule = in.spotReschedule.inHours();
    spot.warned = true;
    spot.saved = in.autoCheckpoint && save <= in.spotGracePeriod;
    // A straggler is evicted as a failure is recovered: its class takes the failure's reschedule and spares. The
    // slow period before the eviction is worth slowdown x its length of the job's time.
    ClassParameters& straggler = p.of(InterruptionClass::Straggler);
    straggler.rate = in.stragglerPerNodeDay / 24.0;
    straggler.reschedule = failure.reschedule;
    straggler.spareServed = true;
    straggler.slow = in.stragglerSlowdown *
                     (in.stragglerDetection ? in.stragglerDetectionTime : in.stragglerManualTime).inHours();
    if (in.inJobRestart) {
        // Inside the job: no image is pulled; the ranks restart around the node that takes the lost one's place and
        // read the last checkpoint, the fast tier's when it outlives the loss. A free hot spare joins at once (its
        // swap is the restart itself); without one the job waits in place for the replacement (the class's
        // reschedule time), or, with an elastic shrink, runs on d - 1 replicas for that time and grows back: the
        // shrink stands in for the wait, so a class that shrinks still takes a free spare first.
        const double d = in.elasticReplicas;
        for (InterruptionClass k :
             {InterruptionClass::Failure, InterruptionClass::Maintenance, InterruptionClass::Straggler}) {
            ClassParameters& c = p.of(k);
            const bool fast = p.fast.on && p.fast.survives[static_cast<std::size_t>(k)];
            c.inJob = true;
            if (in.elasticShrink) {
                c.elastic = true;
                c.shrunk = c.reschedule / d + in.regrowPause.inHours();
                c.reschedule = 0.0;
            }
            c.restart = in.inJobDetection.inHours() + in.inJobRestartTime.inHours();
            if (in.replicatedState) {
                // The peers hold the state: nothing is lost but the step the loss struck, and nothing is read.
                c.replicated = true;
                c.saved = true;
            } else {
                c.restart += (fast ? fastReadTime(in) : checkpointReadTime(in)).inHours();
            }
        }
    }
    p.duringRecovery = in.failuresDuringRecovery;
    p.spares = in.hotSpares;
    p.spareSwap = in.inJobRestart ? 0.0 : in.spareSwap.inHours(); // in the job, the spare joins with the restart
    p.spareRepair = in.spareRepair.inHours();
    p.nodes = in.nodes;
    p.accelerators = static_cast<double>(in.nodes) * in.acceleratorsPerNode;
    p.mfu = in.mfu;
    return p;
}

} // namespace gp
