#include "workbench/InputSpec.h"

#include <QCoreApplication>

namespace gpui {
namespace {

// lupdate files a tr() in a free function under the enclosing namespace: "gpui".
QString tr(const char* text)
{
    return QCoreApplication::translate("gpui", text);
}

using gp::Duration;
using In = gp::GoodputInputs;
using G = InputSpec::Group;

} // namespace

QList<InputSpec> inputSpecs()
{
    return {
        {QStringLiteral("scale.nodes"), G::Scale, tr("Nodes"), QString(), 1, 10000, true, 0,
         [](const In& i) { return double(i.nodes); }, [](In& i, double v) { i.nodes = int(std::lround(v)); },
         tr("Nodes in the job. Failure cost scales quadratically: for large-scale training on massive clusters, the "
            "cost of failure rises quadratically with scale.")},
        {QStringLiteral("scale.accelerators_per_node"), G::Scale, tr("Accelerators per node"), QString(), 1, 16, false,
         0, [](const In& i) { return double(i.acceleratorsPerNode); },
         [](In& i, double v) { i.acceleratorsPerNode = int(std::lround(v)); }, tr("GPUs or TPU chips per node.")},
        {QStringLiteral("scale.window"), G::Scale, tr("Evaluation window"), tr(" days"), 1, 365, true, 1,
         [](const In& i) { return i.window.inDays(); }, [](In& i, double v) { i.window = Duration::days(v); },
         tr("t_w: the goodput evaluation period.")},
        {QStringLiteral("scheduling.initial_wait"), G::Scheduling, tr("Initial wait for capacity"), tr(" h"), 0, 168,
         false, 1, [](const In& i) { return i.initialWait.inHours(); },
         [](In& i, double v) { i.initialWait = Duration::hours(v); },
         tr("Time before all resources are available. On-demand or preemptible instances can hit stockouts; "
            "reservations (DWS calendar mode) avoid them.")},
        {QStringLiteral("scheduling.reschedule"), G::Scheduling, tr("Reschedule time"), tr(" min"), 0.1, 600, true, 1,
         [](const In& i) { return i.reschedule.inMinutes(); },
         [](In& i, double v) { i.reschedule = Duration::minutes(v); },
         tr("t_re: time to reschedule the slice after an interruption. It is accounted under scheduling goodput.")},
        {QStringLiteral("scheduling.spare_swap"), G::Scheduling, tr("Hot spare swap time"), tr(" min"), 0.1, 60, true,
         1, [](const In& i) { return i.spareSwap.inMinutes(); },
         [](In& i, double v) { i.spareSwap = Duration::minutes(v); },
         tr("Hot spares: keep pre-provisioned, idle resources ready to take over, minimizing the time to schedule "
            "resources when resuming from an interruption.")},
        {QStringLiteral("runtime.unwarned_per_node_day"), G::Runtime, tr("Unwarned failures"), tr(" /node-day"),
         0.0001, 10, true, 4, [](const In& i) { return i.unwarnedPerNodeDay; },
         [](In& i, double v) { i.unwarnedPerNodeDay = v; },
         tr("Hardware and software failures per node per day. They give no warning: the progress since the last "
            "checkpoint is lost.")},
        {QStringLiteral("runtime.warned_per_node_day"), G::Runtime, tr("Warned interruptions"), tr(" /node-day"),
         0.0001, 10, true, 4, [](const In& i) { return i.warnedPerNodeDay; },
         [](In& i, double v) { i.warnedPerNodeDay = v; },
         tr("Preemptions and maintenance per node per day: the job receives SIGTERM that warns of imminent "
            "interruption (defrag preemption, maintenance).")},
        {QStringLiteral("runtime.checkpoint_interval"), G::Runtime, tr("Checkpoint interval"), tr(" min"), 1, 2880,
         true, 1, [](const In& i) { return i.checkpointInterval.inMinutes(); },
         [](In& i, double v) { i.checkpointInterval = Duration::minutes(v); },
         tr("Progress between checkpoints. An unwarned interruption loses on average half of it (t_ch).")},
        {QStringLiteral("runtime.checkpoint_save"), G::Runtime, tr("Checkpoint save cost"), tr(" s"), 1, 3600, true, 0,
         [](const In& i) { return i.checkpointSave.inSeconds(); },
         [](In& i, double v) { i.checkpointSave = Duration::seconds(v); },
         tr("Time the job is stalled while one checkpoint is written.")},
        {QStringLiteral("runtime.grace_period"), G::Runtime, tr("SIGTERM grace period"), tr(" s"), 1, 3600, true, 0,
         [](const In& i) { return i.gracePeriod.inSeconds(); },
         [](In& i, double v) { i.gracePeriod = Duration::seconds(v); },
         tr("Time between the SIGTERM warning and the stop: the emergency checkpoint must fit in it.")},
        {QStringLiteral("runtime.restore"), G::Runtime, tr("Restore and warm-up"), tr(" min"), 0.1, 240, true, 1,
         [](const In& i) { return i.restore.inMinutes(); }, [](In& i, double v) { i.restore = Duration::minutes(v); },
         tr("The part of t_rm (time to resume) spent starting, restoring the checkpoint and warming up.")},
        {QStringLiteral("runtime.image_size_gb"), G::Runtime, tr("Container image size"), tr(" GB"), 0, 200, false, 1,
         [](const In& i) { return i.imageSizeGb; }, [](In& i, double v) { i.imageSizeGb = v; },
         tr("Container and model image pulled on every resume, unless preloaded.")},
        {QStringLiteral("runtime.pull_gb_per_minute"), G::Runtime, tr("Registry pull rate"), tr(" GB/min"), 0.05, 50,
         true, 2, [](const In& i) { return i.pullGbPerMinute; }, [](In& i, double v) { i.pullGbPerMinute = v; },
         tr("How fast the image comes from the container registry.")},
        {QStringLiteral("runtime.preload_speedup"), G::Runtime, tr("Preload speed-up"), tr(" ×"), 1, 100, true, 0,
         [](const In& i) { return i.preloadSpeedup; }, [](In& i, double v) { i.preloadSpeedup = v; },
         tr("Seed: preloading a 16 GB container is about 29x faster than pulling from a container registry.")},
        {QStringLiteral("program.mfu"), G::Program, tr("Model FLOP utilization"), tr(" %"), 1, 100, false, 1,
         [](const In& i) { return i.mfu * 100.0; }, [](In& i, double v) { i.mfu = v / 100.0; },
         tr("Program goodput: the fraction of the hardware's peak the job extracts. Custom kernels (Pallas, flash "
            "attention), host offload and int8 AQT raise it.")},
    };
}

} // namespace gpui
