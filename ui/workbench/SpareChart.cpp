#include "workbench/SpareChart.h"

#include "charts/ChartUtil.h"

#include <qcustomplot.h>

#include <algorithm>

namespace gpui {

SpareChart::SpareChart(QWidget* parent)
    : PlanChart(tr("Goodput against hot spares"), parent)
{
    setObjectName(QStringLiteral("spare-chart"));
    QCustomPlot* p = plot();
    p->xAxis->setLabel(tr("Hot spares (nodes)"));
    p->yAxis->setLabel(tr("ML Productivity Goodput (%)"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("Failures finding no spare (%)"));
    p->yAxis2->setRange(0, 100);
    goodput_ = p->addGraph(p->xAxis, p->yAxis);
    goodput_->setName(tr("ML Productivity Goodput"));
    shortfall_ = p->addGraph(p->xAxis, p->yAxis2);
    shortfall_->setName(tr("Failures and maintenance finding the pool empty"));
    for (QCPGraph* g : {goodput_, shortfall_}) {
        g->setLineStyle(QCPGraph::lsStepCenter);
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    }
    current_ = verticalLine(p);
    placeLegendBelow(2);
    applyPalette();
}

void SpareChart::applyPalette()
{
    PlanChart::applyPalette();
    goodput_->setPen(QPen(seriesColour(0), lineWidth(2.0)));
    shortfall_->setPen(QPen(seriesColour(3), lineWidth(1.4), Qt::DashLine));
    current_->setPen(QPen(palette().color(QPalette::Text), 1.2, Qt::DotLine));
}

void SpareChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    // While a slider is dragged, the pool sizes up to the plan's own and a few beyond it.
    const int range = e.spareCurveRange();
    curve_ = e.spareCurve(isDragging() ? std::min(range, e.parameters.spares + 4) : range);
    QVector<double> x, y, s;
    for (std::size_t i = 0; i < curve_.spares.size(); ++i) {
        x << curve_.spares[i];
        y << curve_.goodput[i] * 100.0;
        s << curve_.shortfall[i] * 100.0;
    }
    goodput_->setData(x, y, true);
    shortfall_->setData(x, s, true);
    placeVertical(current_, e.parameters.spares);
    QCustomPlot* p = plot();
    setAxisRange(p->xAxis, -0.5, x.isEmpty() ? 1.0 : x.last() + 0.5);
    const auto [lo, hi] = std::minmax_element(y.begin(), y.end());
    if (lo != y.end()) {
        // Whole points of goodput, so that the axis holds still while a slider is dragged.
        const double top = std::ceil(*hi + 0.5);
        setAxisRange(p->yAxis, std::max(0.0, std::floor(*lo - std::max(0.5, (*hi - *lo) * 0.2))), top);
    }
    p->replot(QCustomPlot::rpImmediateRefresh);
}

QList<DataTable> SpareChart::dataTables() const
{
    DataTable t{title(),
                {{QStringLiteral("hot_spares"), tr("Hot spares (nodes)"), 0},
                 {QStringLiteral("ml_productivity_goodput"), tr("ML Productivity Goodput") + tr(" (%)"), 2, 100.0},
                 {QStringLiteral("spare_shortfall"), tr("Failures finding no spare (%)"), 1, 100.0}},
                {}};
    for (std::size_t i = 0; i < curve_.spares.size(); ++i)
        t.rows.append({DataCell::of(curve_.spares[i]), DataCell::of(curve_.goodput[i]),
                       DataCell::of(curve_.shortfall[i])});
    return {t};
}

} // namespace gpui
