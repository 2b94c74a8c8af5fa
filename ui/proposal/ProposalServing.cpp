#include "proposal/ProposalServing.h"

#include "presenters/Format.h"
#include "presenters/Names.h"
#include "presenters/ServingText.h"
#include "proposal/ProposalWriter.h"

namespace gpui {

using proposal::Writer;

void ProposalServing::writeSummary(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev)
{
    w.heading(tr("Executive summary"), true);
    if (ev.served && ev.served->hasCostPerMillionTokens())
        w.paragraph(tr("Serving %1 costs %2 per million tokens: %3 an hour, %4 a month.")
                        .arg(servedModelName(plan.inference.request.model.name),
                             money(ev.served->costPerMillionTokens), money(ev.served->pricePerHour),
                             money(ev.served->pricePerMonth)));
    else if (ev.served)
        w.paragraph(tr("Serving %1 costs %2 an hour, %3 a month; it has no cost per million tokens (%4).")
                        .arg(servedModelName(plan.inference.request.model.name), money(ev.served->pricePerHour),
                             money(ev.served->pricePerMonth), ServingText::costReason(*ev.served)));
    w.paragraph(ServingText::servedSummary(ev));
    w.paragraph(ServingText::recommendation(ev));
    QList<QStringList> rows;
    for (const auto& [name, value] : ServingText::figures(ev))
        rows << QStringList{name, value};
    w.table({tr("Figure"), tr("Value")}, rows);
}

void ProposalServing::writeDetails(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev, double width)
{
    w.heading(tr("Serving compared across accelerators"));
    w.paragraph(tr("Each accelerator with the fewest of its accelerators per replica that hold the weights and the "
                   "batch's KV cache within one VM, the replicas for the peak traffic and the availability target, "
                   "and what they cost. The served accelerator is in bold."));
    QList<QStringList> rows;
    QList<int> served;
    for (std::size_t i = 0; i < ev.serving.size(); ++i) {
        const gp::InferencePlan& p = ev.serving[i];
        const gp::Accelerator* a = ev.catalog().find(p.accelerator);
        if (ev.served && ev.served->accelerator == p.accelerator)
            served << static_cast<int>(i);
        const QString dash = QStringLiteral("–");
        rows << QStringList{a ? QString::fromStdString(a->name) : QString::fromStdString(p.accelerator),
                            QString::number(p.acceleratorsPerReplica),
                            tr("%1 of %2").arg(number(p.memory.total, 0),
                                               number(a ? gp::deviceMemoryGb(a->memoryGb) * p.acceleratorsPerReplica : 0.0, 0)),
                            p.fits ? ServingText::milliseconds(p.ttft) : dash,
                            p.fits ? ServingText::milliseconds(p.tpot) : dash,
                            p.fits ? QString::number(p.replicas) : dash,
                            p.fits ? money(p.pricePerHour) : dash,
                            gp::serves(p) ? ServingText::costPerMillionTokens(p) : dash,
                            ServingText::status(p)};
    }
    w.table({tr("Accelerator"), tr("Per replica"), tr("Memory, GB"), tr("TTFT"), tr("TPOT"), tr("Replicas"), tr("$/h"),
             tr("$ per M tokens"), tr("Serves")},
            rows, served);
    // Tall enough for every accelerator's name on the axis.
    const auto bars = static_cast<double>(ServingText::costBars(ev).values.size());
    w.figure(tr("Cost per million tokens of the accelerators that serve the plan within its targets."),
             ChartObject::ServingCost, QSizeF(width, 90.0 + 22.0 * bars));

    w.subheading(tr("The served accelerator under each provisioning"));
    QList<QStringList> options;
    QList<int> own;
    for (std::size_t i = 0; i < ev.servingProvisioning.size(); ++i) {
        const auto& [provisioning, p] = ev.servingProvisioning[i];
        if (provisioning == plan.goodput.provisioning)
            own << static_cast<int>(i);
        options << QStringList{provisioningName(provisioning), money(p.pricePerHour), money(p.pricePerMonth),
                               ServingText::costPerMillionTokens(p)};
    }
    w.table({tr("Provisioning"), tr("$/h"), tr("$/month"), tr("$ per million tokens")}, options, own);
    w.note(tr("Spot is priced as sold but rarely suits latency-critical serving: a preemption takes a replica away "
              "with 30 seconds' notice and its capacity may take hours to return, so the spares would have to cover "
              "the preemptions as well. A commitment is paid for its whole term: it suits a standing service."));

    w.heading(tr("Assumptions"));
    QList<QStringList> inputs;
    for (const auto& [name, value] : ServingText::inputs(plan))
        inputs << QStringList{name, value};
    w.table({tr("Input"), tr("Value")}, inputs);
    const gp::InferenceRequest& r = plan.inference.request;
    w.bullets({
        tr("⚠ Always validate on your workload: the roofline is a starting point, not a guarantee; measure the "
           "serving stack on the actual model and traffic before committing."),
        tr("Efficiencies of the roofline: prefill at %1 of the 16-bit peak and %2 of an 8-bit one, decode at %3 of "
           "the memory bandwidth, %4 of memory kept by the runtime; checked against published TensorRT-LLM "
           "measurements in the model's documentation (section 21).")
            .arg(percent(r.efficiency.prefill16, 0), percent(r.efficiency.prefill8, 0),
                 percent(r.efficiency.decode, 0), percent(r.efficiency.runtimeReserve, 0)),
        tr("Each accelerator fails %1 times a day; a replica serves again %2 after a failure of any of its "
           "accelerators; replicas fail independently.")
            .arg(number(r.acceleratorFailuresPerDay, 5), durationHours(r.recoveryHours)),
        tr("Prices are Google Cloud list prices per accelerator-hour, with any prices entered for this plan; they "
           "change and differ by region."),
    });

    w.heading(tr("Appendix: formulas and sources"));
    w.bullets({
        tr("Weights = N × bytes per weight (BF16 2, FP8 and INT8 1, INT4 0.5)."),
        tr("KV cache = 2 × layers × KV heads × head dimension × bytes × context × batch (Pope et al. 2022)."),
        tr("Prefill tokens/s = accelerators × peak FLOP/s × efficiency / 2 N; time to first token = prompt / prefill "
           "+ one decode step."),
        tr("Decode step = max((weights + KV cache read) / (accelerators × bandwidth × efficiency), 2 N × batch / "
           "(accelerators × peak × efficiency)): the roofline (Williams et al. 2009)."),
        tr("Replicas = ⌈peak requests/s ÷ requests/s per replica⌉ + the fewest spares s with P(at least n of n + s "
           "up) ≥ the availability target; a replica is up 1 / (1 + g λ t_recover) of the time."),
        tr("Cost per million tokens = cost an hour ÷ (average requests/s × (prompt + output tokens) × 3,600) × 10⁶."),
    });
}

} // namespace gpui
