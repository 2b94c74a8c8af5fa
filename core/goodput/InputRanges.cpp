#include "goodput/InputRanges.h"

#include "io/Error.h"

#include <array>
#include <cmath>
#include <cstdio>
#include <string>

namespace gp {
namespace {

using G = InputGroup;
using U = InputUnit;
using In = GoodputInputs;

constexpr double kSecond = 1.0 / 3600.0; // in hours
constexpr double kMinute = 1.0 / 60.0;
constexpr double kDay = 24.0;

int rounded(double v)
{
    return static_cast<int>(std::lround(v));
}

bool onSpot(const In& i)
{
    return i.provisioning == Provisioning::Spot;
}

bool hasState(const In& i)
{
    return i.checkpointStateGb > 0;
}

// Ranges: wide enough for every deployment the guide describes (up to 100,000 nodes, windows of up to three years),
// narrow enough that no input makes the model or the simulation meaningless. A row's last rule says when the input
// takes effect (the workbench disables it otherwise); with in-job restart a spare joins with the restart itself, and
// a job that shrinks takes a free spare too, running shrunk only when none is free (docs/model.md section 25).
const std::array<InputRange, 44> kRanges{{
    {"scale.nodes", G::Scale, U::Count, 1, 100000, 1, 10000, true,
     [](const In& i) { return double(i.nodes); }, [](In& i, double v) { i.nodes = rounded(v); }},
    {"scale.accelerators_per_node", G::Scale, U::Count, 1, 64, 1, 16, false,
     [](const In& i) { return double(i.acceleratorsPerNode); },
     [](In& i, double v) { i.acceleratorsPerNode = rounded(v); }},
    {"scale.window", G::Scale, U::Hours, 1, 1095 * kDay, 1 * kDay, 365 * kDay, true,
     [](const In& i) { return i.window.inHours(); }, [](In& i, double v) { i.window = Duration::hours(v); }},

    {"scheduling.initial_wait", G::Scheduling, U::Hours, 0, 365 * kDay, 0, 168, false,
     [](const In& i) { return i.initialWait.inHours(); }, [](In& i, double v) { i.initialWait = Duration::hours(v); },
     [](const In& i) { return provisioningWaits(i.provisioning); }},
    {"scheduling.reschedule", G::Scheduling, U::Hours, 0, 7 * kDay, 0.1 * kMinute, 600 * kMinute, true,
     [](const In& i) { return i.reschedule.inHours(); }, [](In& i, double v) { i.reschedule = Duration::hours(v); }},
    {"scheduling.hot_spares", G::Scheduling, U::Count, 0, 100000, 0, 64, false,
     [](const In& i) { return double(i.hotSpares); }, [](In& i, double v) { i.hotSpares = rounded(v); },
     nullptr, InputControl::Counter},
    {"scheduling.spare_swap", G::Scheduling, U::Hours, 0, 1 * kDay, 0.1 * kMinute, 60 * kMinute, true,
     [](const In& i) { return i.spareSwap.inHours(); }, [](In& i, double v) { i.spareSwap = Duration::hours(v); },
     [](const In& i) { return i.hotSpares > 0 && !i.inJobRestart; }},
    {"scheduling.spare_repair", G::Scheduling, U::Hours, 1 * kMinute, 90 * kDay, 10 * kMinute, 30 * kDay, true,
     [](const In& i) { return i.spareRepair.inHours(); }, [](In& i, double v) { i.spareRepair = Duration::hours(v); },
     [](const In& i) { return i.hotSpares > 0; }},
    {"scheduling.maintenance_reschedule", G::Scheduling, U::Hours, 0, 7 * kDay, 0.1 * kMinute, 600 * kMinute, true,
     [](const In& i) { return i.maintenanceReschedule.inHours(); },
     [](In& i, double v) { i.maintenanceReschedule = Duration::hours(v); }},
    {"scheduling.spot_reschedule", G::Scheduling, U::Hours, 0, 7 * kDay, 1 * kMinute, 2 * kDay, true,
     [](const In& i) { return i.spotReschedule.inHours(); },
     [](In& i, double v) { i.spotReschedule = Duration::hours(v); },
     onSpot},

    {"runtime.unwarned_per_node_day", G::Runtime, U::PerNodeDay, 0, 100, 0.0001, 10, true,
     [](const In& i) { return i.unwarnedPerNodeDay; }, [](In& i, double v) { i.unwarnedPerNodeDay = v; }},
    {"runtime.warned_per_node_day", G::Runtime, U::PerNodeDay, 0, 100, 0.0001, 10, true,
     [](const In& i) { return i.warnedPerNodeDay; }, [](In& i, double v) { i.warnedPerNodeDay = v; }},
    {"runtime.spot_per_node_day", G::Runtime, U::PerNodeDay, 0, 100, 0.01, 1, true,
     [](const In& i) { return i.spotPerNodeDay; }, [](In& i, double v) { i.spotPerNodeDay = v; },
     onSpot},
    {"runtime.checkpoint_interval", G::Checkpoint, U::Hours, 1 * kSecond, 30 * kDay, 1 * kMinute, 2880 * kMinute, true,
     [](const In& i) { return i.checkpointInterval.inHours(); },
     [](In& i, double v) { i.checkpointInterval = Duration::hours(v); }},
    {"runtime.checkpoint_save", G::Checkpoint, U::Hours, 0, 1 * kDay, 1 * kSecond, 3600 * kSecond, true,
     [](const In& i) { return i.checkpointSave.inHours(); },
     [](In& i, double v) { i.checkpointSave = Duration::hours(v); },
     [](const In& i) { return !checkpointSaveDerived(i); }},
    {"runtime.checkpoint_blocking", G::Checkpoint, U::Hours, 1 * kSecond, 1 * kDay, 1 * kSecond, 3600 * kSecond, true,
     [](const In& i) { return i.checkpointBlocking.inHours(); },
     [](In& i, double v) { i.checkpointBlocking = Duration::hours(v); },
     [](const In& i) { return i.asyncCheckpoint; }},
    {"runtime.checkpoint_state_gb", G::Checkpoint, U::Gigabytes, 0, 1e6, 0, 20000, false,
     [](const In& i) { return i.checkpointStateGb; }, [](In& i, double v) { i.checkpointStateGb = v; }},
    {"runtime.write_gb_per_second_per_node", G::Checkpoint, U::GigabytesPerSecond, 0.001, 1000, 0.05, 100, true,
     [](const In& i) { return i.writeGbPerSecondPerNode; }, [](In& i, double v) { i.writeGbPerSecondPerNode = v; },
     hasState},
    {"runtime.storage_write_gb_per_second", G::Checkpoint, U::GigabytesPerSecond, 0, 1e6, 0, 10000, false,
     [](const In& i) { return i.storageWriteGbPerSecond; }, [](In& i, double v) { i.storageWriteGbPerSecond = v; },
     hasState},
    {"runtime.read_gb_per_second_per_node", G::Checkpoint, U::GigabytesPerSecond, 0.001, 1000, 0.05, 100, true,
     [](const In& i) { return i.readGbPerSecondPerNode; }, [](In& i, double v) { i.readGbPerSecondPerNode = v; },
     hasState},
    {"runtime.storage_read_gb_per_second", G::Checkpoint, U::GigabytesPerSecond, 0, 1e6, 0, 10000, false,
     [](const In& i) { return i.storageReadGbPerSecond; }, [](In& i, double v) { i.storageReadGbPerSecond = v; },
     hasState},
    {"runtime.checkpoint_overhead", G::Checkpoint, U::Hours, 0, 1, 0, 600 * kSecond, false,
     [](const In& i) { return i.checkpointOverhead.inHours(); },
     [](In& i, double v) { i.checkpointOverhead = Duration::hours(v); },
     hasState},
    {"runtime.retained_checkpoints", G::Checkpoint, U::Count, 1, 1000, 1, 20, false,
     [](const In& i) { return double(i.retainedCheckpoints); }, [](In& i, double v) { i.retainedCheckpoints = rounded(v); },
     hasState},
    {"runtime.fast_checkpoint_interval", G::Checkpoint, U::Hours, 1 * kSecond, 1 * kDay, 1 * kMinute, 240 * kMinute, true,
     [](const In& i) { return i.fastInterval.inHours(); }, [](In& i, double v) { i.fastInterval = Duration::hours(v); },
     [](const In& i) { return i.fastTier; }},
    {"runtime.fast_checkpoint_save", G::Checkpoint, U::Hours, 0, 1, 0.1 * kSecond, 600 * kSecond, true,
     [](const In& i) { return i.fastSave.inHours(); }, [](In& i, double v) { i.fastSave = Duration::hours(v); },
     [](const In& i) { return i.fastTier && !hasState(i); }},
    {"runtime.fast_write_gb_per_second_per_node", G::Checkpoint, U::GigabytesPerSecond, 0.001, 10000, 0.1, 1000, true,
     [](const In& i) { return i.fastWriteGbPerSecondPerNode; },
     [](In& i, double v) { i.fastWriteGbPerSecondPerNode = v; },
     [](const In& i) { return i.fastTier && hasState(i); }},
    {"runtime.fast_read_gb_per_second_per_node", G::Checkpoint, U::GigabytesPerSecond, 0.001, 10000, 0.1, 1000, true,
     [](const In& i) { return i.fastReadGbPerSecondPerNode; },
     [](In& i, double v) { i.fastReadGbPerSecondPerNode = v; },
     [](const In& i) { return i.fastTier && hasState(i); }},
    {"runtime.fast_tier_copies", G::Checkpoint, U::Count, 1, 16, 1, 4, false,
     [](const In& i) { return double(i.fastTierCopies); }, [](In& i, double v) { i.fastTierCopies = rounded(v); },
     [](const In& i) { return i.fastTier; }},
    {"runtime.fast_tier_group", G::Checkpoint, U::Count, 1, 100000, 1, 64, false,
     [](const In& i) { return double(i.fastTierGroup); }, [](In& i, double v) { i.fastTierGroup = rounded(v); },
     [](const In& i) { return i.fastTier; }},
    {"runtime.grace_period", G::Runtime, U::Hours, 0, 1 * kDay, 1 * kSecond, 3600 * kSecond, true,
     [](const In& i) { return i.gracePeriod.inHours(); }, [](In& i, double v) { i.gracePeriod = Duration::hours(v); },
     [](const In& i) { return i.autoCheckpoint; }},
    {"runtime.spot_grace_period", G::Runtime, U::Hours, 0, 1 * kDay, 1 * kSecond, 3600 * kSecond, true,
     [](const In& i) { return i.spotGracePeriod.inHours(); },
     [](In& i, double v) { i.spotGracePeriod = Duration::hours(v); },
     [](const In& i) { return onSpot(i) && i.autoCheckpoint; }},
    {"runtime.in_job_detection", G::Runtime, U::Hours, 0, 1 * kDay, 1 * kSecond, 3600 * kSecond, true,
     [](const In& i) { return i.inJobDetection.inHours(); },
     [](In& i, double v) { i.inJobDetection = Duration::hours(v); },
     [](const In& i) { return i.inJobRestart; }},
    {"runtime.in_job_restart_time", G::Runtime, U::Hours, 0, 1 * kDay, 1 * kSecond, 3600 * kSecond, true,
     [](const In& i) { return i.inJobRestartTime.inHours(); },
     [](In& i, double v) { i.inJobRestartTime = Duration::hours(v); },
     [](const In& i) { return i.inJobRestart; }},
    {"runtime.elastic_replicas", G::Runtime, U::Count, 1, 100000, 2, 1024, true,
     [](const In& i) { return double(i.elasticReplicas); }, [](In& i, double v) { i.elasticReplicas = rounded(v); },
     [](const In& i) { return i.inJobRestart && i.elasticShrink; }},
    {"runtime.regrow_pause", G::Runtime, U::Hours, 0, 1 * kDay, 1 * kSecond, 3600 * kSecond, true,
     [](const In& i) { return i.regrowPause.inHours(); }, [](In& i, double v) { i.regrowPause = Duration::hours(v); },
     [](const In& i) { return i.inJobRestart && i.elasticShrink; }},
    {"runtime.straggler_per_node_day", G::Runtime, U::PerNodeDay, 0, 100, 0.0001, 10, true,
     [](const In& i) { return i.stragglerPerNodeDay; }, [](In& i, double v) { i.stragglerPerNodeDay = v; }},
    {"runtime.straggler_slowdown", G::Runtime, U::Fraction, 0.001, 1, 0.01, 1, false,
     [](const In& i) { return i.stragglerSlowdown; }, [](In& i, double v) { i.stragglerSlowdown = v; },
     [](const In& i) { return i.stragglerPerNodeDay > 0; }},
    {"runtime.straggler_detection_time", G::Runtime, U::Hours, 0, 7 * kDay, 10 * kSecond, 1 * kDay, true,
     [](const In& i) { return i.stragglerDetectionTime.inHours(); },
     [](In& i, double v) { i.stragglerDetectionTime = Duration::hours(v); },
     [](const In& i) { return i.stragglerPerNodeDay > 0 && i.stragglerDetection; }},
    {"runtime.straggler_manual_time", G::Runtime, U::Hours, 0, 30 * kDay, 1 * kMinute, 7 * kDay, true,
     [](const In& i) { return i.stragglerManualTime.inHours(); },
     [](In& i, double v) { i.stragglerManualTime = Duration::hours(v); },
     [](const In& i) { return i.stragglerPerNodeDay > 0 && !i.stragglerDetection; }},
    {"runtime.restore", G::Runtime, U::Hours, 0, 7 * kDay, 0.1 * kMinute, 240 * kMinute, true,
     [](const In& i) { return i.restore.inHours(); }, [](In& i, double v) { i.restore = Duration::hours(v); }},
    {"runtime.image_size_gb", G::Runtime, U::Gigabytes, 0, 10000, 0, 200, false,
     [](const In& i) { return i.imageSizeGb; }, [](In& i, double v) { i.imageSizeGb = v; }},
    {"runtime.pull_gb_per_minute", G::Runtime, U::GigabytesPerMinute, 0.001, 10000, 0.05, 50, true,
     [](const In& i) { return i.pullGbPerMinute; }, [](In& i, double v) { i.pullGbPerMinute = v; }},
    {"runtime.preload_speedup", G::Runtime, U::Factor, 1, 1000, 1, 100, true,
     [](const In& i) { return i.preloadSpeedup; }, [](In& i, double v) { i.preloadSpeedup = v; },
     [](const In& i) { return i.preload; }},

    {"program.mfu", G::Program, U::Fraction, 0.001, 1, 0.01, 1, false, [](const In& i) { return i.mfu; },
     [](In& i, double v) { i.mfu = v; }},
}};

std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

std::string rangeText(const InputRange& r)
{
    if (r.unit == U::Hours)
        return formatDuration(Duration::hours(r.minimum)) + " to " + formatDuration(Duration::hours(r.maximum));
    return number(r.minimum) + " to " + number(r.maximum);
}

} // namespace

std::span<const InputRange> inputRanges()
{
    return kRanges;
}

std::string_view inputUnitId(InputUnit unit)
{
    switch (unit) {
    case U::Count: return "count";
    case U::Hours: return "hours";
    case U::PerNodeDay: return "per_node_day";
    case U::Gigabytes: return "gigabytes";
    case U::GigabytesPerMinute: return "gigabytes_per_minute";
    case U::GigabytesPerSecond: return "gigabytes_per_second";
    case U::Factor: return "factor";
    case U::Fraction: return "fraction";
    }
    return "";
}

std::string_view inputSection(std::string_view key)
{
    return key.substr(0, key.find('.'));
}

std::string_view inputField(std::string_view key)
{
    return key.substr(key.find('.') + 1);
}

const InputRange* findInputRange(std::string_view key)
{
    for (const InputRange& r : kRanges)
        if (r.key == key)
            return &r;
    return nullptr;
}

void checkInputRange(const InputRange& r, double v)
{
    if (std::isfinite(v) && v >= r.minimum && v <= r.maximum && (r.minimum > 0 || v >= 0))
        return; // the common case, without building the error's subject
    const std::string subject(r.key);
    if (!std::isfinite(v))
        throw Error(ErrorCode::NotFinite, subject);
    if (r.unit != U::Count) {
        if (v < 0 && r.minimum >= 0)
            throw Error(ErrorCode::Negative, subject, rangeText(r));
        if (v <= 0 && r.minimum > 0)
            throw Error(ErrorCode::NotPositive, subject, rangeText(r));
    }
    if (v < r.minimum || v > r.maximum)
        throw Error(ErrorCode::OutOfRange, subject, rangeText(r));
}

namespace {

const InputSwitch kSwitches[] = {
    {"scheduling.provisioning", G::Scheduling, [](const In& i) { return static_cast<int>(i.provisioning); },
     [](In& i, int v) { i.provisioning = static_cast<Provisioning>(v); }, false, nullptr, InputControl::Choice},
    {"runtime.failures_during_recovery", G::Runtime, [](const In& i) { return int(i.failuresDuringRecovery); },
     [](In& i, int v) { i.failuresDuringRecovery = v != 0; }, false},
    {"runtime.async_checkpoint", G::Checkpoint, [](const In& i) { return int(i.asyncCheckpoint); },
     [](In& i, int v) { i.asyncCheckpoint = v != 0; }, true},
    {"runtime.checkpoint_save_measured", G::Checkpoint, [](const In& i) { return int(i.checkpointSaveMeasured); },
     [](In& i, int v) { i.checkpointSaveMeasured = v != 0; }, false, hasState},
    {"runtime.fast_tier", G::Checkpoint, [](const In& i) { return int(i.fastTier); },
     [](In& i, int v) { i.fastTier = v != 0; }, true},
    {"runtime.auto_checkpoint", G::Runtime, [](const In& i) { return int(i.autoCheckpoint); },
     [](In& i, int v) { i.autoCheckpoint = v != 0; }, true},
    {"runtime.preload", G::Runtime, [](const In& i) { return int(i.preload); }, [](In& i, int v) { i.preload = v != 0; }, true},
    {"runtime.in_job_restart", G::Runtime, [](const In& i) { return int(i.inJobRestart); },
     [](In& i, int v) { i.inJobRestart = v != 0; }, true},
    {"runtime.replicated_state", G::Runtime, [](const In& i) { return int(i.replicatedState); },
     [](In& i, int v) { i.replicatedState = v != 0; }, false, [](const In& i) { return i.inJobRestart; }},
    {"runtime.elastic_shrink", G::Runtime, [](const In& i) { return int(i.elasticShrink); },
     [](In& i, int v) { i.elasticShrink = v != 0; }, true, [](const In& i) { return i.inJobRestart; }},
    {"runtime.straggler_detection", G::Runtime, [](const In& i) { return int(i.stragglerDetection); },
     [](In& i, int v) { i.stragglerDetection = v != 0; }, true, [](const In& i) { return i.stragglerPerNodeDay > 0; }},
};

} // namespace

std::span<const InputSwitch> inputSwitches()
{
    return kSwitches;
}

const InputSwitch* findInputSwitch(std::string_view key)
{
    for (const InputSwitch& s : kSwitches)
        if (s.key == key)
            return &s;
    return nullptr;
}


bool inputApplies(const GoodputInputs& in, std::string_view key)
{
    bool (*applies)(const GoodputInputs&) = nullptr;
    if (const InputRange* r = findInputRange(key))
        applies = r->applies;
    else if (const InputSwitch* s = findInputSwitch(key))
        applies = s->applies;
    return !applies || applies(in);
}

} // namespace gp
