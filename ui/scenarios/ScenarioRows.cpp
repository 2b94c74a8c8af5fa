#include "scenarios/ScenarioRows.h"

#include "presenters/ErrorText.h"
#include "presenters/Format.h"

#include <cmath>

namespace gpui {

QStringList ScenarioRows::labels()
{
    return {tr("ML Productivity Goodput"), tr("Scheduling goodput"), tr("Runtime goodput"),
            tr("Program goodput (MFU)"), tr("Accelerator"), tr("Wall days"),
            tr("Total cost"), tr("$ per productive h"), tr("Deadline"),
            tr("Goodput, 5th percentile"), tr("Goodput, 95th percentile")};
}

QStringList ScenarioRows::texts(const gp::ScenarioFigures& f)
{
    const QString none = QStringLiteral("–");
    QStringList t;
    if (!f.evaluation) {
        for (int r = 0; r < Count; ++r)
            t << (r == 0 && f.error ? describeError(*f.error) : none);
        return t;
    }
    const gp::Evaluation& e = *f.evaluation;
    const gp::GoodputEvaluation& g = e.goodput;
    const gp::CostEstimate* c = e.selectedEstimate();
    const gp::Accelerator* a = e.selectedAccelerator();
    t << percent(g.mlProductivity) << percent(g.scheduling) << percent(g.runtime) << percent(g.program)
      << (a ? QString::fromStdString(a->name) : none) << (c ? number(c->days, 1) : none)
      << (c ? money(c->cost) : none) << (c ? money(c->costPerProductiveHour) : none)
      << (c ? (c->meetsDeadline ? tr("✓ met") : tr("✗ missed")) : none)
      << (std::isfinite(f.p5) ? percent(f.p5) : none) << (std::isfinite(f.p95) ? percent(f.p95) : none);
    return t;
}

QString ScenarioRows::name(const std::string& scenario)
{
    return scenario.empty() ? tr("Base plan") : QString::fromStdString(scenario);
}

} // namespace gpui
