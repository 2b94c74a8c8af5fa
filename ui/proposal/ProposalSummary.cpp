#include "proposal/ProposalSummary.h"

#include "presenters/Content.h"
#include "presenters/Format.h"
#include "presenters/Names.h"
#include "plan/Briefing.h"
#include "plan/Sizing.h"
#include "proposal/ProposalBriefing.h"
#include "proposal/ProposalSearch.h"
#include "plan/Figures.h"
#include "plan/RunSummary.h"
#include "proposal/ProposalWriter.h"
#include "scenarios/ScenarioRows.h"

#include <QLocale>

namespace gpui {

using proposal::Writer;

QString ProposalSummary::memoryText(const gp::MemoryFit& m)
{
    const QString used = number(m.usedGb(), 1), usable = number(m.usableGb, 0);
    if (!m.fits)
        return tr("%1 of %2 GB usable: does not fit").arg(used, usable);
    if (m.fitsWithRoom())
        return tr("%1 of %2 GB usable: fits").arg(used, usable);
    return tr("%1 of %2 GB usable: fits, only %3 free (under 10 %, see the warnings)").arg(used, usable,
                                                                                       percent(m.headroom(), 0));
}

QList<QStringList> ProposalSummary::runFigures(const gp::RunSummary::Priced& run)
{
    QList<QStringList> rows;
    rows << QStringList{tr("Wall time to train (days)"),
                        (run.meetsDeadline
                             ? tr("%1: the %2-day deadline is met").arg(number(run.days, 1), number(run.deadlineDays, 1))
                             : tr("%1: the %2-day deadline is missed by %3 days")
                                   .arg(number(run.days, 1), number(run.deadlineDays, 1), number(run.daysLate, 1))) +
                            (run.waitHours > 0 ? QLatin1Char(' ') + tr("(%1 waiting for capacity, not billed)")
                                                                        .arg(durationHours(run.waitHours))
                                               : QString())}
         << QStringList{tr("Billed accelerator-hours (hot spares included)"),
                        QLocale().toString(run.billedAcceleratorHours, 'f', 0)}
         << QStringList{tr("Memory per accelerator"), memoryText(run.memory)}
         << QStringList{tr("Total cost"), money(run.cost)}
         << QStringList{tr("Cost per productive accelerator-hour"), money(run.costPerProductiveHour)};
    if (run.storageCost > 0)
        rows << QStringList{tr("Of which checkpoint storage"),
                            tr("%1 (%2 checkpoints of %3 GB at %4 per GB-month)")
                                .arg(money(run.storageCost))
                                .arg(run.retainedCheckpoints)
                                .arg(number(run.checkpointGb, 0), money(run.storagePerGbMonth))};
    return rows;
}

void ProposalSummary::write(Writer& w, const gp::Plan& options, bool compared, const gp::Evaluation& ev)
{
    const gp::Plan& plan = *ev.plan;
    const gp::GoodputEvaluation& g = ev.goodput;
    const gp::Accelerator* selected = ev.selectedAccelerator();
    const gp::RunSummary run = gp::runSummary(ev);
    const auto q = [](const std::string& s) { return QString::fromStdString(s); };

    w.heading(!compared ? tr("Executive summary")
                        : tr("Executive summary: %1").arg(ScenarioRows::name(options.recommendedScenario)),
              true);
    const std::string& recommendation = ev.gpu.text;
    w.paragraph(tr("Priced accelerator: %1 × %2 (%3 nodes of %4).")
                    .arg(selected ? q(selected->name) : tr("none selected"))
                    .arg(run.accelerators)
                    .arg(run.nodes)
                    .arg(run.acceleratorsPerNode) +
                (recommendation.empty() ? QString() : QLatin1Char(' ') + tr("The GPU-selection walk recommends %1.").arg(content(recommendation))));
    const gp::Recommendation& sizing = ev.recommendation();
    ProposalSearch::writeRecommendation(w, ev, gp::planSearch(ev));
    QList<QStringList> summary{
        {tr("ML Productivity Goodput"), tr("%1 = scheduling %2 × runtime %3 × program (MFU) %4")
                                            .arg(percent(g.mlProductivity), percent(g.scheduling), percent(g.runtime),
                                                 percent(g.program))},
        {tr("Provisioning"), provisioningName(plan.goodput.provisioning)},
    };
    if (run.priced)
        summary << runFigures(*run.priced);
    w.table({tr("Figure"), tr("Value")}, summary, {0});
    ProposalBriefing::write(w, gp::brief(plan, ev, sizing));
    w.note(tr("Training compute C = 6 N D = %1 FLOPs for %2 parameters and %3 tokens; productive hours P = C / (G × "
              "peak × MFU); running time = P / the productive share of running time; wall time = the wait for "
              "capacity + running time. Goodput for an evaluation window of %4.")
               .arg(powerOfTen(ev.trainingFlops), count(plan.training.parameters), count(plan.training.tokens),
                    durationDative(plan.goodput.window.inHours())));
}

} // namespace gpui
