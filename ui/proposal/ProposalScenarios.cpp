#include "proposal/ProposalScenarios.h"

#include "presenters/Format.h"
#include "presenters/SearchText.h"
#include "io/Error.h"
#include "plan/Scenarios.h"
#include "proposal/ProposalWriter.h"
#include "scenarios/OptionChanges.h"
#include "scenarios/ScenarioRows.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpui {

using namespace proposal;

void ProposalScenarios::writeRecommendation(Writer& w, const gp::Plan& plan, const gp::Evaluation& ev,
                                            const gp::RecommendationCheck& check)
{
    const QString recorded = ScenarioRows::name(plan.recommendedScenario);
    const QString pick = check.figuresPick ? ScenarioRows::name(*check.figuresPick) : recorded;
    w.subheading(check.searchBeats ? tr("Cheapest of the options compared: %1").arg(pick)
                                   : tr("Recommended: %1").arg(pick));
    if (check.reasonStands()) {
        w.paragraph(plan.recommendationReason.empty() ? tr("No reason has been recorded for the recommendation.")
                                                      : QString::fromStdString(plan.recommendationReason));
        w.note(tr("The pages after the options detail the recommended option."));
        return;
    }
    QStringList why;
    if (!check.recordedIsPick)
        why << tr("The plan records %1 as its recommendation; of the options compared, the figures make %2 the "
                  "cheapest that meets the deadline.")
                   .arg(recorded, ScenarioRows::name(*check.figuresPick));
    if (check.searchBeats)
        why << tr("The plan search finds %1 at %2, cheaper than every option compared: it is this proposal's "
                  "recommendation, as the executive summary says.")
                   .arg(SearchText::configuration(ev.catalog(), *check.searchBeats),
                        money(check.searchBeats->estimate.cost));
    if (!plan.recommendationReason.empty())
        why << tr("The reason recorded with the plan is not repeated here: the figures no longer bear it out.");
    w.paragraph(why.join(QLatin1Char(' ')));
    w.note(tr("The pages after the options detail the option the plan records: %1.").arg(recorded));
}

void ProposalScenarios::write(Writer& w, const gp::Plan& plan, const std::vector<gp::ScenarioFigures>& figures,
                              const gp::Evaluation& ev, double width)
{
    const gp::RecommendationCheck check =
        gp::checkRecommendation(plan, figures, plan.kind == gp::PlanKind::Training ? &gp::planSearch(ev) : nullptr);
    const std::string starred = check.figuresPick.value_or(plan.recommendedScenario);
    const auto optionName = [&](const std::string& name) {
        const QString shown = ScenarioRows::name(name);
        return name == starred ? tr("★ %1").arg(shown) : shown;
    };
    w.heading(tr("Options compared"));
    w.paragraph(tr("This proposal weighs %1 options: the base plan and %2 scenarios, each changing some of its "
                   "inputs. Every figure comes from the same planning model; the 5th and 95th percentiles from %3 "
                   "simulated windows of each option show the risk around its expected goodput.")
                    .arg(figures.size())
                    .arg(plan.scenarios.size())
                    .arg(figures.empty() ? 0 : static_cast<int>(figures.front().samples.size())));
    // One column per option, four options to a table so that the page holds their names.
    const QStringList labels = ScenarioRows::labels();
    constexpr std::size_t kPerTable = 4;
    for (std::size_t first = 0; first < figures.size(); first += kPerTable) {
        const std::size_t last = std::min(figures.size(), first + kPerTable);
        QStringList headers{tr("Figure")};
        std::vector<QStringList> columns;
        for (std::size_t i = first; i < last; ++i) {
            headers << optionName(figures[i].name);
            columns.push_back(ScenarioRows::texts(figures[i]));
        }
        QList<QStringList> rows;
        for (int r = 0; r < labels.size(); ++r) {
            QStringList row{labels[r]};
            for (const QStringList& c : columns)
                row << c.value(r);
            rows << row;
        }
        w.table(headers, rows, {0});
        w.block(QString(), text(4), 4);
    }
    writeRecommendation(w, plan, ev, check);
    w.subheading(tr("What each option changes"));
    QStringList changes;
    for (const gp::Scenario& s : plan.scenarios) {
        QStringList fields;
        try {
            fields = OptionChanges::of(s);
        } catch (const gp::Error&) {
            fields << tr("(overrides unreadable)");
        }
        changes << tr("%1: %2").arg(QString::fromStdString(s.name),
                                    fields.isEmpty() ? tr("nothing; the base plan") : fields.join(QStringLiteral("; ")));
    }
    w.bullets(changes);
    // The charts under their caption, which stays with the first of them; the pages flow on after them.
    w.figure(tr("Cost and wall days of each option, with the deadline; then the distribution of ML Productivity "
                "Goodput over the simulated windows of each."),
             ChartObject::ScenarioCost, QSizeF(width, 270));
    w.chart(ChartObject::ScenarioDistribution, QSizeF(width, 270));
}

} // namespace gpui
