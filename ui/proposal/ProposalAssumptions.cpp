#include "proposal/ProposalAssumptions.h"

#include "training/CostModel.h"
#include "presenters/Format.h"
#include "presenters/LayoutText.h"
#include "presenters/Names.h"
#include "performance/ModelError.h"
#include "proposal/ProposalCheckpoint.h"
#include "proposal/ProposalWriter.h"

namespace gpui {

using proposal::Writer;

QString ProposalAssumptions::modelChecked()
{
    const gp::ModelErrorSpread spread = gp::heldOutSpread();
    return tr(", from the step-time model of the parallel layout, checked on %n published training runs it was not "
              "fitted to: half within %1 of the published MFU, nine in ten within %2. The probability of meeting "
              "the deadline and the days at the 90th percentile include that error",
              nullptr, spread.runs)
        .arg(percent(spread.median), percent(spread.p90));
}

QString ProposalAssumptions::memory(const gp::Plan& plan, const gp::CostEstimate* chosen)
{
    const gp::Parallelism& p = plan.training.parallel;
    if (chosen && chosen->layout)
        return tr("Memory: %1, the layout's %2, %3 GB an accelerator of %4 GB usable; bytes per parameter from the "
                  "ZeRO paper (Rajbhandari et al. 2020), activations from Korthikanti et al. 2022, a tenth of "
                  "memory kept for the runtime.")
            .arg(optimizerName(plan.training.optimizer), LayoutText::full(chosen->layout->layout),
                 number(chosen->layout->memoryGb, 1), number(chosen->layout->usableGb, 1));
    return tr("Memory: %1, %2, tensor parallel %3, pipeline parallel %4, micro-batch %5%6; bytes per parameter from the "
              "ZeRO paper (Rajbhandari et al. 2020), activations from Korthikanti et al. 2022, a tenth of memory kept "
              "for the runtime.")
        .arg(optimizerName(plan.training.optimizer), shardingName(p.sharding))
        .arg(p.tensor)
        .arg(p.pipeline)
        .arg(number(p.microBatch, 0))
        .arg(p.activationCheckpointing ? tr(", activations recomputed") : QString());
}

void ProposalAssumptions::write(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev)
{
    const gp::GoodputEvaluation& g = ev.goodput;
    const gp::Accelerator* selected = ev.selectedAccelerator();
    const gp::CostEstimate* chosen = ev.selectedEstimate();
    w.heading(tr("Assumptions"));
    const gp::GoodputInputs& in = plan.goodput;
    w.bullets({
        tr("⚠ Always validate on your workload: every recommendation assumes you confirm it with practical testing on "
           "your actual model and dataset. Theoretical fit is a starting point, not a guarantee."),
        tr("Interruptions per node per day: %1 failures without warning, %2 maintenance preemptions and %3 Spot "
           "preemptions with a warning; job MTBF %4.")
            .arg(number(in.unwarnedPerNodeDay, 4), number(in.warnedPerNodeDay, 4),
                 number(ev.parameters.of(gp::InterruptionClass::Spot).rate * 24.0, 4), durationHours(g.jobMtbf)),
        tr("Checkpoints every %1, each stalling the job for %2; auto-checkpointing on SIGTERM %3.")
            .arg(duration(gp::Duration::hours(ev.parameters.interval)), duration(ev.checkpointTiers.stall),
                 in.autoCheckpoint ? tr("on (grace %1)").arg(duration(in.gracePeriod)) : tr("off")) +
            ProposalCheckpoint::assumption(in, ev.checkpointTiers),
        tr("Reschedule %1 after a failure, %2 after maintenance, %3 after a Spot preemption; resume %4; initial wait "
           "for capacity %5.")
            .arg(duration(in.reschedule), duration(in.maintenanceReschedule), duration(in.spotReschedule),
                 duration(gp::Duration::hours(ev.parameters.resume)),
                 duration(gp::Duration::hours(ev.parameters.wait))),
        in.hotSpares > 0
            ? tr("%1 hot spares, swapped in within %2 and back after a repair of %3: %4 (± %5, simulated) of "
                 "failures and maintenance preemptions find the pool empty.")
                  .arg(QString::number(in.hotSpares), durationDative(in.spareSwap.inHours()),
                       durationDative(in.spareRepair.inHours()),
                       percent(g.spareShortfall), percent(g.spareShortfallError))
            : tr("No hot spares."),
        in.failuresDuringRecovery ? tr("Interruptions also strike during recovery and emergency saves.")
                                  : tr("Interruptions strike only while the job runs, not during recovery."),
        tr("Model FLOP utilization %1%2.")
            .arg(percentBand(chosen ? chosen->mfu : in.mfu, chosen ? chosen->mfuBand : 0.0),
                 chosen && chosen->measured                           ? tr(", from measured throughput")
                 : chosen && chosen->mfuSource == gp::MfuSource::Layout ? modelChecked()
                                                                        : tr(", an estimate")),
        memory(plan, chosen),
        tr("Prices are Google Cloud list prices per accelerator-hour as of %1 (the machine's price divided among its "
           "accelerators, host included), with any prices entered for this plan; they change and differ by region.")
            .arg(selected ? QString::fromStdString(selected->asOf) : QString()),
    });
}

void ProposalAssumptions::writeNotes(Writer& w, const gp::Plan& plan)
{
    if (plan.notes.empty())
        return;
    w.subheading(tr("Notes"));
    w.deferredParagraph(QString::fromStdString(plan.notes));
}

void ProposalAssumptions::writeAppendix(Writer& w)
{
    w.heading(tr("Appendix: formulas and sources"));
    w.bullets({
        tr("ML Productivity Goodput = scheduling goodput × runtime goodput × program goodput "
           "(Optimizing GPU Usage)."),
        tr("Runtime goodput = (t_w − t_c − Σ t_re) / (t_w − Σ t_re), t_c = Σ (t_rm + t_ch) (Optimizing GPU Usage)."),
        tr("Expected values by renewal-reward over the finite window: running stretches X ~ Exp(Λ), Λ = n (λ_f + λ_m + "
           "λ_s); an interruption loses X mod (τ + δ); E[X mod c] = 1/Λ − c / (e^(Λc) − 1) (planning model, "
           "checked against the Monte Carlo)."),
        tr("Young (1974): τ = √(2 δ M). Daly (2006), FGCS 22(3), eq. 37: τ = √(2 δ M) [1 + √(δ/2M)/3 + (δ/2M)/9] − δ."),
        tr("Daly's complete model: T_w = M e^(R/M) (e^((τ+δ)/M) − 1) T_s / τ."),
        tr("MFU = tokens/s × (6 N + 12 L H Q T) / (chips × peak FLOP/s) (PaLM, Chowdhery et al. 2022, appendix B)."),
        tr("Training compute C = 6 N D (EleutherAI, Transformer Math 101); cost = T × G × price; cost per productive "
           "accelerator-hour = price / (SG × RG)."),
    });
}

} // namespace gpui
