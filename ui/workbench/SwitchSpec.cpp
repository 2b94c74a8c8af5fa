#include "workbench/SwitchSpec.h"

#include "presenters/Names.h"

#include <QLocale>

#include <cmath>

namespace gpui {
// The table's texts, in a namespace of their own: lupdate files a tr() in a free function under its namespace.
namespace switchtable {

QString tr(const char* text)
{
    return QCoreApplication::translate("gpui::switchtable", text);
}

SwitchSpec row(std::string_view key, QString text, QString name, QString edit, QString tornado,
               std::string_view before, QString toolTip)
{
    SwitchSpec s;
    s.row = gp::findInputSwitch(key);
    if (!s.row)
        s.counter = gp::findInputRange(key);
    s.text = std::move(text);
    s.name = std::move(name);
    s.edit = std::move(edit);
    s.tornado = std::move(tornado);
    s.before = before;
    s.toolTip = std::move(toolTip);
    return s;
}

QList<std::pair<QString, int>> provisioningChoices()
{
    QList<std::pair<QString, int>> out;
    for (gp::Provisioning p : {gp::Provisioning::OnDemand, gp::Provisioning::Spot, gp::Provisioning::DwsFlexStart,
                               gp::Provisioning::DwsCalendar, gp::Provisioning::Reservation,
                               gp::Provisioning::Reservation3y})
        out.append({provisioningName(p), static_cast<int>(p)});
    return out;
}

// The switches of the scheduling group, at its head: a choice and a count.
void addSchedulingSwitches(QList<SwitchSpec>& out)
{
    out << row("scheduling.provisioning", tr("Provisioning"), tr("Provisioning"), tr("Change provisioning"),
               QString(), {},
               tr("Flexible consumption (DWS, on-demand, CUD, Spot) drives scheduling goodput. Reservations and "
                  "DWS calendar mode have their capacity before the window starts."));
    out.last().choices = provisioningChoices();
    out << row("scheduling.hot_spares", tr("Hot spares (nodes)"), tr("Hot spares"), tr("Change hot spares"),
               tr("Hot spares (none / some)"), {},
               tr("Keep pre-provisioned, idle resources ready to take over, minimizing the time to schedule "
                  "resources when resuming from an interruption."));
}

// The switches of the runtime group, each above the slider it governs.
void addRuntimeSwitches(QList<SwitchSpec>& out)
{
    out << row("runtime.failures_during_recovery", tr("Interruptions also strike during recovery"),
               tr("Failures during a recovery"), tr("Toggle failures during recovery"), QString(), {},
               tr("Failures do not wait for a recovery to finish: an interruption during a reschedule, a resume "
                  "or an emergency save starts the recovery again (Daly's assumption). Plans made before this "
                  "switch existed have it off."));
    out << row("runtime.auto_checkpoint", tr("Auto-checkpoint on SIGTERM"), tr("Auto-checkpointing"),
               tr("Toggle auto-checkpointing"), tr("Auto-checkpointing (off / on)"), "runtime.grace_period",
               tr("The job triggers a checkpoint on a SIGTERM signal that warns of imminent interruption, cutting "
                  "progress lost since the last checkpoint (Orbax, MaxText)."));
    out << row("runtime.preload", tr("Preload containers from a secondary boot disk"),
               tr("Container preloading"), tr("Toggle container preloading"),
               tr("Container preloading (off / on)"), "runtime.image_size_gb",
               tr("On GKE, preload containers and models from a secondary boot disk so images are available "
                  "almost instantly when a failed node returns: minimizes t_rm."));
    out << row("runtime.in_job_restart", tr("Restart failed nodes inside the job"), tr("In-job restart"),
               tr("Toggle in-job restart"), tr("In-job restart (off / on)"), "runtime.in_job_detection",
               tr("In-job restart (nvidia-resiliency-ext, torchft): after a failure, a maintenance preemption or "
                  "a straggler's eviction the healthy ranks stay and the job restarts in place, without pulling "
                  "its image: around a free hot spare at once, else once the node's replacement comes. Spot "
                  "preemptions still restart the whole job."));
    out << row("runtime.replicated_state", tr("State replicated in memory (loses only the step)"),
               tr("State replicated in memory"), tr("Toggle replicated state"), QString(),
               "runtime.elastic_replicas",
               tr("With in-job restart, the training state lives in the peers' memory as well (torchft, "
                  "nvidia-resiliency-ext's in-memory checkpoint): a failure loses only the step it struck, not "
                  "the progress since the last checkpoint, and the restart reads no checkpoint."));
    out << row("runtime.elastic_shrink", tr("Shrink the job while a node is replaced"), tr("Elastic shrink"),
               tr("Toggle elastic shrink"), tr("Elastic shrink (off / on)"), "runtime.elastic_replicas",
               tr("Elastic training (torchft, ByteRobust): with in-job restart, the job goes on with one "
                  "data-parallel replica fewer while the lost node is replaced, instead of waiting for it, then "
                  "grows back."));
    out << row("runtime.straggler_detection", tr("Detect and evict stragglers automatically"),
               tr("Straggler detection"), tr("Toggle straggler detection"),
               tr("Straggler detection (off / on)"), "runtime.straggler_detection_time",
               tr("Straggler detection (nvidia-resiliency-ext): each rank's step time is compared with its "
                  "peers' and a slow node is evicted within minutes, instead of when people notice."));
}

// The switches of the checkpoints, which the checkpoint panel places beside its summaries.
void addCheckpointSwitches(QList<SwitchSpec>& out)
{
    out << row("runtime.checkpoint_save_measured", tr("The save cost is measured"), tr("Save time as measured"),
               tr("Mark the save cost measured"), QString(), {},
               tr("A save cost measured on the job wins over the one derived from the state and the bandwidth."));
    out << row("runtime.async_checkpoint", tr("Asynchronous saves"), tr("Asynchronous saves"),
               tr("Toggle asynchronous saves"), tr("Asynchronous saves (off / on)"), {},
               tr("Orbax and PyTorch distributed checkpointing save in the background: the job stalls only for "
                  "the blocking part, and the optimum interval uses it."));
    out << row("runtime.fast_tier", tr("Fast tier in host memory or on local SSD"), tr("Fast checkpoint tier"),
               tr("Toggle the fast checkpoint tier"), tr("Fast checkpoint tier (off / on)"), {},
               tr("Multi-tier checkpointing (Orbax, MaxText, GKE): frequent cheap saves to host memory or local "
                  "SSD, copied to peers, beside the persistent saves to object storage. An interruption the fast "
                  "tier's copies outlive resumes from it, sooner and from later progress."));
}

} // namespace switchtable

int SwitchSpec::get(const gp::GoodputInputs& in) const
{
    return row ? row->get(in) : static_cast<int>(std::lround(counter->get(in)));
}

void SwitchSpec::set(gp::GoodputInputs& in, int value) const
{
    if (row)
        row->set(in, value);
    else
        counter->set(in, value);
}

QString SwitchSpec::valueText(int value) const
{
    switch (control()) {
    case gp::InputControl::Choice:
        for (const auto& [shown, v] : choices)
            if (v == value)
                return shown;
        return QString::number(value);
    case gp::InputControl::Counter:
        return QLocale().toString(value);
    default:
        return value != 0 ? tr("on") : tr("off");
    }
}

QList<SwitchSpec> switchSpecs()
{
    QList<SwitchSpec> out;
    switchtable::addSchedulingSwitches(out);
    switchtable::addRuntimeSwitches(out);
    switchtable::addCheckpointSwitches(out);
    return out;
}

const SwitchSpec* findSwitchSpec(const QList<SwitchSpec>& specs, std::string_view key)
{
    for (const SwitchSpec& s : specs)
        if (s.key() == key)
            return &s;
    return nullptr;
}

} // namespace gpui
