#include "workbench/InputSpec.h"

#include "presenters/Format.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>

namespace gpui {
namespace {

// lupdate files a tr() in a free function under the enclosing namespace: "gpui".
QString tr(const char* text)
{
    return QCoreApplication::translate("gpui", text);
}

InputSpec spec(std::string_view key, QString label, QString suffix, double perUnit, int decimals, QString toolTip)
{
    return {gp::findInputRange(key), std::move(label), std::move(suffix), perUnit, decimals, std::move(toolTip)};
}

} // namespace

QString InputSpec::text(double kept) const
{
    return isDuration() ? duration(gp::Duration::hours(kept)) : number(kept * perUnit, decimals) + suffix;
}

InputSpec InputSpec::shownIn(gp::DurationUnit unit, double smallest) const
{
    if (!isDuration())
        return *this;
    InputSpec shown = *this;
    shown.perUnit = gp::inUnit(gp::Duration::hours(1.0), unit);
    shown.suffix = timeUnitSuffix(unit);
    const double least = smallest * shown.perUnit;
    shown.decimals = least > 0 ? std::clamp(2 - static_cast<int>(std::floor(std::log10(least))), 0, 6) : 2;
    return shown;
}

QString InputSpec::key() const
{
    return QString::fromLatin1(range->key.data(), static_cast<qsizetype>(range->key.size()));
}

QList<InputSpec> inputSpecs()
{
    return {
        spec("scale.nodes", tr("Nodes"), QString(), 1, 0,
             tr("Nodes in the job. Failure cost scales quadratically: for large-scale training on massive clusters, the "
                 "cost of failure rises quadratically with scale.")),
        spec("scale.accelerators_per_node", tr("Accelerators per node"), QString(), 1, 0,
             tr("GPUs or TPU chips per node.")),
        spec("scale.window", tr("Evaluation window"), tr(" days"), 1.0 / 24.0, 2,
             tr("t_w: the goodput evaluation period.")),
        spec("scheduling.initial_wait", tr("Initial wait for capacity"), tr(" h"), 1, 1,
             tr("Time before all resources are available. On-demand or preemptible instances can hit stockouts; "
                 "reservations (DWS calendar mode) avoid them.")),
        spec("scheduling.reschedule", tr("Reschedule after a failure"), tr(" min"), 60, 1,
             tr("t_re: time to reschedule the slice after a failure, when no hot spare is free. It is accounted under "
                 "scheduling goodput.")),
        spec("scheduling.maintenance_reschedule", tr("Reschedule after maintenance"), tr(" min"), 60, 1,
             tr("t_re after a maintenance or defragmentation preemption, when no hot spare is free.")),
        spec("scheduling.spot_reschedule", tr("Reschedule after a Spot preemption"), tr(" h"), 1, 2,
             tr("t_re after a Spot preemption: Spot capacity may not come back for hours. Hot spares do not help: "
                 "they are preempted with the job.")),
        spec("scheduling.spare_swap", tr("Hot spare swap time"), tr(" min"), 60, 1,
             tr("Hot spares: keep pre-provisioned, idle resources ready to take over, minimizing the time to schedule "
                 "resources when resuming from an interruption.")),
        spec("scheduling.spare_repair", tr("Spare repair time"), tr(" h"), 1, 1,
             tr("Until a node taken out of the job (a failure or maintenance) is back in the spare pool. A failure "
                 "that finds every spare in repair waits for a reschedule.")),
        spec("runtime.unwarned_per_node_day", tr("Failures (no warning)"), tr(" /node-day"), 1, 4,
             tr("Hardware and software failures per node per day. They give no warning: the progress since the last "
                 "checkpoint is lost.")),
        spec("runtime.warned_per_node_day", tr("Maintenance preemptions (warned)"), tr(" /node-day"), 1, 4,
             tr("Maintenance and defragmentation preemptions per node per day: the job receives SIGTERM that warns "
                 "of imminent interruption, then a grace period.")),
        spec("runtime.spot_per_node_day", tr("Spot preemptions (warned)"), tr(" /node-day"), 1, 4,
             tr("Spot preemptions per node per day, with a SIGTERM and the Spot grace period. They happen only when "
                 "the capacity is Spot.")),
        spec("runtime.straggler_per_node_day", tr("Stragglers (slow nodes)"), tr(" /node-day"), 1, 4,
             tr("How often a node turns slow, per node per day. A synchronous step waits for its slowest rank, so "
                "the whole job slows until the node is found and evicted; the eviction restarts the job as a failure "
                "does. No published rate: measure your own.")),
        spec("runtime.straggler_slowdown", tr("Straggler slowdown"), tr(" %"), 100, 0,
             tr("The throughput the job loses while a slow node is in it: Falcon (2024) measured jobs 1.34 times "
                "slower on average, a loss of 25 %.")),
        spec("runtime.straggler_detection_time", tr("Straggler found automatically after"), tr(" min"), 60, 1,
             tr("From a node turning slow to its eviction with automatic detection: nvidia-resiliency-ext reports "
                "each rank's relative speed every 60 to 300 seconds.")),
        spec("runtime.straggler_manual_time", tr("Straggler found by hand after"), tr(" h"), 1, 1,
             tr("From a node turning slow to its eviction when people notice the slower steps. No published figure: "
                "an assumption to set from your own experience.")),
        spec("runtime.checkpoint_interval", tr("Checkpoint interval"), tr(" min"), 60, 2,
             tr("Progress between checkpoints. An interruption loses the progress since the last completed save: "
                 "about half an interval when interruptions are rare, more when they are not.")),
        spec("runtime.checkpoint_save", tr("Checkpoint save cost"), tr(" s"), 3600, 0,
             tr("The time one checkpoint save takes, as measured or estimated. With a checkpoint state it is derived "
                "from the state and the write bandwidth, unless marked measured.")),
        spec("runtime.checkpoint_blocking", tr("Blocking part of a save"), tr(" s"), 3600, 0,
             tr("Asynchronous checkpointing (Orbax, PyTorch distributed checkpointing): the job stalls only while the "
                "state is copied off the accelerators; the rest of the save uploads behind the training. An "
                "interruption during an upload goes back to the checkpoint before.")),
        spec("runtime.checkpoint_state_gb", tr("Checkpoint state"), tr(" GB"), 1, 0,
             tr("The bytes one checkpoint writes: weights and optimizer state. Mixed-precision Adam keeps about 14 "
                "bytes per parameter. 0: use the save cost as typed.")),
        spec("runtime.write_gb_per_second_per_node", tr("Write bandwidth per node"), tr(" GB/s"), 1, 2,
             tr("Each node's write bandwidth to the checkpoint storage; the job writes with all of its nodes.")),
        spec("runtime.storage_write_gb_per_second", tr("Storage write limit (0: none)"), tr(" GB/s"), 1, 0,
             tr("The storage's own aggregate write bandwidth, which caps the nodes' sum.")),
        spec("runtime.read_gb_per_second_per_node", tr("Read bandwidth per node"), tr(" GB/s"), 1, 2,
             tr("Each node's read bandwidth from the checkpoint storage, for a restore.")),
        spec("runtime.storage_read_gb_per_second", tr("Storage read limit (0: none)"), tr(" GB/s"), 1, 0,
             tr("The storage's own aggregate read bandwidth, which caps the nodes' sum.")),
        spec("runtime.checkpoint_overhead", tr("Fixed overhead per save or restore"), tr(" s"), 3600, 0,
             tr("Opening, metadata and the commit: paid once per save and once per restore.")),
        spec("runtime.retained_checkpoints", tr("Checkpoints kept in storage"), QString(), 1, 0,
             tr("How many checkpoints the object storage keeps at once: the costs bill them per GB-month at the "
                "catalog's storage price while the run lasts.")),
        spec("runtime.fast_checkpoint_interval", tr("Fast tier interval"), tr(" min"), 60, 1,
             tr("Progress between fast saves to host memory or local SSD. The persistent save comes with every n-th "
                "fast one, n the persistent interval over this one, rounded.")),
        spec("runtime.fast_checkpoint_save", tr("Fast save cost"), tr(" s"), 3600, 1,
             tr("The stall of one fast save. With a checkpoint state it is derived from the state, the copies and "
                "the fast tier's write bandwidth.")),
        spec("runtime.fast_write_gb_per_second_per_node", tr("Fast tier write bandwidth per node"), tr(" GB/s"), 1, 1,
             tr("Each node writes its shard to its own memory or SSD and to the peers that hold its copies.")),
        spec("runtime.fast_read_gb_per_second_per_node", tr("Fast tier read bandwidth per node"), tr(" GB/s"), 1, 1,
             tr("A restore from the fast tier reads one copy of each shard, the node's own or a peer's.")),
        spec("runtime.fast_tier_copies", tr("Copies of each fast checkpoint"), QString(), 1, 0,
             tr("Nodes of a group holding each node's fast checkpoint, its own included: it survives the loss of "
                "fewer nodes than this. One copy survives no node's loss.")),
        spec("runtime.fast_tier_group", tr("Nodes per replication group"), QString(), 1, 0,
             tr("The group whose nodes hold each other's copies; at least as many nodes as copies.")),
        spec("runtime.grace_period", tr("SIGTERM grace period"), tr(" s"), 3600, 0,
             tr("Time between the SIGTERM warning of maintenance and the stop: the emergency checkpoint must fit in "
                 "it.")),
        spec("runtime.spot_grace_period", tr("Spot grace period"), tr(" s"), 3600, 0,
             tr("Time between a Spot preemption's SIGTERM and the stop (30 seconds on Google Cloud).")),
        spec("runtime.in_job_detection", tr("In-job detection"), tr(" s"), 3600, 0,
             tr("From a node's loss until the job starts restarting around it: heartbeat and collective timeouts "
                "(about a minute in published systems).")),
        spec("runtime.in_job_restart_time", tr("In-job restart"), tr(" s"), 3600, 0,
             tr("Re-forming the process groups and re-initialising the ranks inside the job, before the checkpoint is "
                "read (about a minute in published systems, against ten or more for a full restart).")),
        spec("runtime.elastic_replicas", tr("Data-parallel replicas"), QString(), 1, 0,
             tr("d: the job's data-parallel replicas. A lost node takes one of them, so the shrunk job runs at "
                "(d − 1) / d of its throughput until the node's replacement comes.")),
        spec("runtime.regrow_pause", tr("Regrow pause"), tr(" s"), 3600, 0,
             tr("The pause while the shrunk job re-forms its groups around the returned node (about a minute in "
                "published systems).")),
        spec("runtime.restore", tr("Restore and warm-up"), tr(" min"), 60, 1,
             tr("The part of t_rm (time to resume) spent starting, restoring the checkpoint and warming up.")),
        spec("runtime.image_size_gb", tr("Container image size"), tr(" GB"), 1, 1,
             tr("Container and model image pulled on every resume, unless preloaded.")),
        spec("runtime.pull_gb_per_minute", tr("Registry pull rate"), tr(" GB/min"), 1, 2,
             tr("How fast the image comes from the container registry.")),
        spec("runtime.preload_speedup", tr("Preload speed-up"), tr(" ×"), 1, 0,
             tr("Optimizing GPU Usage: preloading a 16 GB container is about 29x faster than pulling from a container registry.")),
        spec("program.mfu", tr("Model FLOP utilization"), tr(" %"), 100, 1,
             tr("Program goodput: the fraction of the hardware's peak the job extracts. Custom kernels (Pallas, flash "
                 "attention), host offload and int8 AQT raise it.")),
    };
}

} // namespace gpui
