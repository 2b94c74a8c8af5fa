#include "proposal/ProposalSearch.h"

#include "presenters/Format.h"
#include "presenters/Names.h"
#include "presenters/SearchText.h"
#include "proposal/ProposalWriter.h"

#include <QLocale>

namespace gpui {

using proposal::Writer;

namespace {

QStringList row(const gp::Catalog& catalog, const gp::Candidate& c)
{
    QString configuration = SearchText::configuration(catalog, c);
    if (c.config.hotSpares > 0)
        configuration = ProposalSearch::tr("%1, %2", "a configuration and its hot spares")
                            .arg(configuration, SearchText::spares(c.config.hotSpares));
    return {configuration, money(c.estimate.cost), number(c.estimate.days, 1),
            c.risk ? number(c.risk->wallHoursP90 / 24.0, 1) : QStringLiteral("–"),
            c.risk ? percent(c.risk->probability, 0) : QStringLiteral("–")};
}

} // namespace

void ProposalSearch::writeRecommendation(Writer& w, const gp::Evaluation& ev, const gp::OptimizeResult& r)
{
    if (r.recommended) {
        w.paragraph(tr("Recommended: %1. %2 · %3.")
                        .arg(SearchText::configuration(ev.catalog(), *r.recommended),
                             SearchText::figures(*r.recommended), SearchText::settings(*r.recommended)));
    }
    QStringList lines{SearchText::reason(r)};
    if (r.recommended && r.yours && r.yours->config == r.recommended->config)
        lines << tr("The plan's own configuration is the recommendation.");
    else
        lines << SearchText::yourPlan(ev.catalog(), r);
    lines << SearchText::walkDiffers(ev, r);
    // Each a sentence with the full stop of the reader's language ("。" in Japanese, never "。.").
    w.paragraph(sentences(lines));
}

void ProposalSearch::writeHowChosen(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev,
                                    const gp::OptimizeResult& r)
{
    w.heading(tr("How this plan was chosen"));
    const gp::SearchGoal& goal = plan.training.search;
    QStringList allowed;
    for (const std::string& id : goal.accelerators)
        if (const gp::Accelerator* a = ev.catalog().find(id))
            allowed << QString::fromStdString(a->name);
    QStringList provisioning;
    for (gp::Provisioning p : goal.provisioning)
        provisioning << provisioningName(p);
    w.paragraph(tr("The goal: finish within %1 days with a probability of at least %2, %3, on %4 and %5. Every "
                   "configuration of accelerator, node count, parallel layout, provisioning, hot spares (0 to 8), "
                   "checkpoint interval (Daly's optimum from half to twice) and fast tier was priced as sold with the "
                   "planning model, and the risk of those that could win simulated: %6 configurations, %7 priced, "
                   "%8 simulated.")
                    .arg(number(r.deadlineHours / 24.0, 1), percent(r.confidence, 0),
                         r.budget ? tr("within a budget of %1").arg(money(*r.budget)) : tr("with no budget"),
                         allowed.isEmpty() ? tr("any accelerator of the catalog") : allowed.join(QStringLiteral(", ")),
                         provisioning.isEmpty() ? tr("any provisioning") : provisioning.join(QStringLiteral(", ")))
                    .arg(QLocale().toString(static_cast<qlonglong>(r.candidates)))
                    .arg(QLocale().toString(static_cast<qlonglong>(r.evaluated)))
                    .arg(QLocale().toString(static_cast<qlonglong>(r.simulated))));
    const QStringList headers{tr("Configuration"), tr("Cost"), tr("Days"), tr("Days (p90)"), tr("Likely in time")};
    if (!r.pareto.empty()) {
        w.subheading(tr("The front: cost against the 90th-percentile wall days"));
        QList<QStringList> rows;
        QList<int> bold;
        const std::size_t shown = std::min<std::size_t>(12, r.pareto.size());
        for (std::size_t i = 0; i < shown; ++i) {
            // Evenly along the front, its cheapest and fastest ends kept.
            const gp::Candidate& c = r.pareto[shown < 2 ? i : i * (r.pareto.size() - 1) / (shown - 1)];
            if (r.recommended && c.config == r.recommended->config)
                bold << static_cast<int>(rows.size());
            rows << row(ev.catalog(), c);
        }
        w.table(headers, rows, bold);
        w.note(tr("Each configuration of the front is faster at the 90th percentile than every cheaper one; the "
                  "recommendation is in bold."));
    }
    if (!r.top.empty()) {
        w.subheading(tr("The cheapest options that meet the goal"));
        QList<QStringList> rows;
        for (std::size_t i = 0; i < r.top.size() && i < 5; ++i)
            rows << row(ev.catalog(), r.top[i]);
        w.table(headers, rows, {0});
    }
    if (!r.runnersUp.empty()) {
        w.subheading(tr("Why each other accelerator lost"));
        QList<QStringList> rows;
        for (const gp::RunnerUp& u : r.runnersUp) {
            const gp::Accelerator* a = ev.catalog().find(u.accelerator);
            rows << QStringList{a ? QString::fromStdString(a->name) : QString::fromStdString(u.accelerator),
                                SearchText::binding(u.reason), SearchText::runnerUp(u)};
        }
        w.table({tr("Accelerator"), tr("Lost on"), tr("Why")}, rows, {}, 3);
    }
}

} // namespace gpui
