#include "costs/SpendChart.h"

#include "presenters/ErrorText.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "charts/ChartUtil.h"

#include <qcustomplot.h>

#include <algorithm>

namespace gpui {

SpendChart::SpendChart(QWidget* parent)
    : PlanChart(tr("Spend against progress (one simulated run)"), parent)
{
    setObjectName(QStringLiteral("spend-chart"));
    QCustomPlot* p = plot();
    p->xAxis->setLabel(tr("Days from the start"));
    p->yAxis->setLabel(tr("Spent (thousand USD)"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("Training done (%)"));
    p->yAxis2->setRange(0, 105);
    spent_ = p->addGraph(p->xAxis, p->yAxis);
    spent_->setName(tr("Money spent"));
    progress_ = p->addGraph(p->xAxis, p->yAxis2);
    progress_->setName(tr("Training progress kept"));
    restarts_ = p->addGraph(p->xAxis, p->yAxis2);
    restarts_->setName(tr("Restart after an interruption"));
    restarts_->setLineStyle(QCPGraph::lsNone);
    restarts_->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangleInverted, 7));
    placeLegendBelow(3);
    applyPalette();
}

void SpendChart::applyPalette()
{
    PlanChart::applyPalette();
    spent_->setPen(QPen(seriesColour(3), lineWidth(2.0)));
    progress_->setPen(QPen(seriesColour(0), lineWidth(2.0)));
    restarts_->setPen(QPen(seriesColour(4), 1.4));
}

void SpendChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    timeline_ = {};
    QString problem;
    if (e.selectedEstimate()) {
        try {
            timeline_ = e.spendTimeline();
        } catch (const gp::Error& error) {
            problem = describeError(error);
        }
    }
    QVector<double> x, spent, progress, rx, ry;
    for (const gp::SpendPoint& s : timeline_.points) {
        x << s.hours / 24.0;
        spent << s.spent / 1000.0;
        progress << s.progress * 100.0;
    }
    for (double h : timeline_.restarts) {
        rx << h / 24.0;
        // On the progress line at that moment: the point of the timeline at or before it.
        auto it = std::upper_bound(timeline_.points.begin(), timeline_.points.end(), h,
                                   [](double v, const gp::SpendPoint& s) { return v < s.hours; });
        ry << (it == timeline_.points.begin() ? 0.0 : std::prev(it)->progress * 100.0);
    }
    spent_->setData(x, spent, true);
    progress_->setData(x, progress, true);
    restarts_->setData(rx, ry, true);
    QCustomPlot* p = plot();
    p->xAxis->setRange(0, x.isEmpty() ? 1.0 : std::max(x.last(), 1e-3) * 1.02);
    p->yAxis->setRange(0, spent.isEmpty() ? 1.0 : std::max(spent.last(), 1.0) * 1.05);
    setToolTip(problem.isEmpty() ? (timeline_.finished || timeline_.points.empty()
                                        ? QString()
                                        : tr("This run did not finish within twice the expected time."))
                                 : problem);
    p->replot(QCustomPlot::rpImmediateRefresh);
}

QList<DataTable> SpendChart::dataTables() const
{
    DataTable t{title(),
                {{QStringLiteral("hours"), tr("Hours from the start"), 1},
                 {QStringLiteral("spent_usd"), tr("Spent (USD)"), 0},
                 {QStringLiteral("progress"), tr("Training done (%)"), 1, 100.0}},
                {}};
    for (const gp::SpendPoint& s : timeline_.points)
        t.rows.append({DataCell::of(s.hours), DataCell::of(s.spent), DataCell::of(s.progress)});
    return {t};
}

} // namespace gpui
