#include "proposal/ProposalCosts.h"

#include "presenters/LayoutText.h"

#include "costs/CommitmentText.h"

#include "training/CostModel.h"
#include "presenters/Format.h"
#include "presenters/Names.h"
#include "plan/Sizing.h"
#include "proposal/ChartObject.h"
#include "proposal/ProposalWriter.h"

#include <QLocale>

namespace gpui {

using proposal::Writer;

void ProposalCosts::write(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev, double width)
{
    const auto q = [](const std::string& s) { return QString::fromStdString(s); };
    const gp::Accelerator* selected = ev.selectedAccelerator();
    const gp::Recommendation& sizing = ev.recommendation();
    const auto& estimates = ev.accelerators;
    const auto& provisioning = ev.provisioning();
    const int accelerators = plan.goodput.nodes * plan.goodput.acceleratorsPerNode;

    w.heading(tr("Cost comparison"));
    QList<QStringList> costRows;
    QList<int> selectedRow;
    for (std::size_t i = 0; i < estimates.size(); ++i) {
        const gp::CostEstimate& e = estimates[i];
        const gp::Accelerator* a = ev.catalog().find(e.accelerator);
        if (selected && e.accelerator == selected->id)
            selectedRow << static_cast<int>(i);
        const gp::Sizing* s = i < sizing.sizes.size() ? &sizing.sizes[i] : nullptr;
        QString needed = QStringLiteral("–");
        if (s && s->nodes)
            needed = QLocale().toString(*s->nodes * plan.goodput.acceleratorsPerNode);
        QString name = a ? q(a->name) : q(e.accelerator);
        if (sizing.recommended == i)
            name += tr(" ✔");
        costRows << QStringList{name,
                                e.memory.fits ? tr("yes") : tr("no"),
                                percentBand(e.mfu, e.mfuBand) +
                                    (e.mfuSource == gp::MfuSource::Catalog  ? tr(" (published)")
                                                  : e.mfuSource == gp::MfuSource::Layout ? tr(" (layout)")
                                                                                         : QString()),
                                number(e.days, 1) + (e.meetsDeadline ? QString() : tr(" late")),
                                needed,
                                money(e.pricePerHour),
                                money(e.cost)};
    }
    w.table({tr("Accelerator"), tr("Fits"), tr("MFU"), tr("Wall days"), tr("For the deadline"), tr("$/h"),
             tr("Total cost")},
            costRows, selectedRow);
    w.note(tr("At the plan's %1 accelerators; \"For the deadline\" is the fewest, in whole nodes, that fit the model "
              "and finish within %2 days. ✔ marks the cheapest of those.")
               .arg(accelerators)
               .arg(number(ev.deadlineDays, 1)));
    // Where the priced accelerator's MFU comes from the step model, its layout and the step it takes.
    if (const gp::CostEstimate* priced = ev.selectedEstimate(); priced && priced->layout)
        w.paragraph(tr("The priced accelerator's program goodput comes from the step model's fastest layout that "
                       "fits its memory: %1").arg(LayoutText::step(*priced->layout)));
    w.figure(tr("Money spent against training progress for the priced accelerator under the plan's provisioning, "
                   "in one simulated run: the wait is not billed, restarts are marked and lost work shows as drops."),
             ChartObject::Spend, QSizeF(width, 260));
    w.subheading(tr("Provisioning compared per productive hour"));
    QList<QStringList> provRows;
    QList<int> own;
    for (std::size_t i = 0; i < provisioning.size(); ++i) {
        const auto& p = provisioning[i];
        if (p.fromPlan)
            own << static_cast<int>(i);
        const QString billed = number(p.estimate.billedAcceleratorHours, 0);
        provRows << QStringList{provisioningName(p.provisioning), money(p.estimate.pricePerHour), percent(p.scheduling),
                                percent(p.runtime), number(p.estimate.days, 1),
                                p.estimate.committedCost ? tr("%1 (whole term)").arg(billed) : billed,
                                number(p.estimate.usedAcceleratorHours, 0), money(p.estimate.cost)};
    }
    w.table({tr("Provisioning"), tr("$/h"), tr("Scheduling"), tr("Runtime"), tr("Wall days"),
             tr("Billed accelerator-h"), tr("Used accelerator-h"), tr("Cost of the run")},
            provRows, own);
    w.note(tr("The plan's own provisioning (bold) uses the plan's goodput; the others use the plan with their own "
              "wait for capacity, Spot with its preemptions. Waiting is not billed; DWS calendar bills whole days; "
              "DWS flex-start runs at most 7 days a request; a commitment is paid for its whole term, and the run "
              "carries the part of it not used elsewhere."));
    for (const auto& p : provisioning)
        if (const QString why = CommitmentText::explain(p.estimate, plan.training.commitmentUse); !why.isEmpty())
            w.note(why);
}

} // namespace gpui
