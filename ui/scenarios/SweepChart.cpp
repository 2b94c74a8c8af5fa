#include "scenarios/SweepChart.h"

#include "charts/ChartUtil.h"
#include "presenters/Format.h"

#include <qcustomplot.h>

#include <cmath>

namespace gpui {

SweepChart::SweepChart(QWidget* parent)
    : PlanChart(tr("Outcome across the sweep"), parent)
{
    setObjectName(QStringLiteral("sweep-chart"));
    QCustomPlot* p = plot();
    p->yAxis->setLabel(tr("ML Productivity Goodput (%)"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("Total cost (thousand USD)"));
    QCPGraph* goodput = p->addGraph(p->xAxis, p->yAxis);
    goodput->setName(tr("ML Productivity Goodput (left axis)"));
    QCPGraph* cost = p->addGraph(p->xAxis, p->yAxis2);
    cost->setName(tr("Total cost (right axis)"));
    for (QCPGraph* g : {goodput, cost})
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
    p->legend->setVisible(true);
    placeLegendBelow(2);
    applyPalette();
}

void SweepChart::applyPalette()
{
    PlanChart::applyPalette();
    plot()->graph(0)->setPen(QPen(seriesColour(0), lineWidth(2)));
    plot()->graph(1)->setPen(QPen(seriesColour(1), lineWidth(2), Qt::DashLine));
    if (offScaleNote_) { // over the lines that run off the top, on the plot's own background
        offScaleNote_->setColor(palette().color(QPalette::Text));
        offScaleNote_->setBrush(palette().color(QPalette::Base));
        offScaleNote_->setPadding(QMargins(4, 2, 4, 2));
    }
}

void SweepChart::show(const gp::SweepInput& input, const QString& axisLabel, double perUnit,
                      const std::vector<gp::SweepPoint>& points, double planValue)
{
    axisLabel_ = axisLabel;
    points_ = points;
    scale_ = perUnit;
    QCustomPlot* p = plot();
    const bool log = input.logarithmic;
    std::vector<double> xs;
    QVector<double> goodput, cost;
    double lo = INFINITY, hi = -INFINITY, topCost = 0, lowCost = INFINITY;
    for (const gp::SweepPoint& point : points) {
        if (!point.outcome || (log && point.value <= 0))
            continue;
        xs.push_back(point.value * scale_);
        goodput << point.outcome->mlProductivity * 100.0;
        const double c = point.outcome->cost;
        cost << (std::isfinite(c) ? c / 1000.0 : qQNaN());
        if (std::isfinite(c)) {
            topCost = std::max(topCost, c / 1000.0);
            if (c > 0)
                lowCost = std::min(lowCost, c / 1000.0);
        }
        lo = std::min(lo, xs.back());
        hi = std::max(hi, xs.back());
    }
    const QVector<double> keys = log ? log10Keys(xs) : toVector(xs);
    if (log)
        useLogKeys(p->xAxis);
    else
        p->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    p->xAxis->setLabel(axisLabel);
    p->graph(0)->setData(keys, goodput, true);
    p->graph(1)->setData(keys, cost, true);
    if (lo <= hi) {
        const double a = log ? std::log10(lo) : lo, b = log ? std::log10(hi) : hi;
        const double pad = b > a ? (b - a) * 0.04 : 0.5;
        p->xAxis->setRange(a - pad, b + pad);
    }
    p->yAxis->setRange(0, 100);
    // A sweep that reaches counts no run survives prices them in the quadrillions: the axis stops at kCostSpan times
    // the cheapest point, so the others stay readable, and says so; the table holds every figure.
    const bool offScale = std::isfinite(lowCost) && topCost > kCostSpan * lowCost;
    p->yAxis2->setRange(0, std::max(1.0, (offScale ? kCostSpan * lowCost : topCost) * 1.1));
    p->clearItems();
    if (offScale) {
        auto* note = new QCPItemText(p);
        note->position->setType(QCPItemPosition::ptAxisRectRatio);
        note->position->setCoords(0.98, 0.02);
        note->setPositionAlignment(Qt::AlignRight | Qt::AlignTop);
        note->setText(tr("Costs above %1 are off the scale: the table lists them.")
                          .arg(money(kCostSpan * lowCost * 1000.0)));
        offScaleNote_ = note;
        applyPalette();
    } else {
        offScaleNote_ = nullptr;
    }
    if (std::isfinite(planValue) && (!log || planValue > 0)) {
        QCPItemStraightLine* mark = verticalLine(p);
        mark->setPen(QPen(palette().color(QPalette::Text), 1, Qt::DotLine));
        placeVertical(mark, log ? std::log10(planValue * scale_) : planValue * scale_);
    }
    p->replot(QCustomPlot::rpImmediateRefresh);
}

QList<DataTable> SweepChart::dataTables() const
{
    DataTable t{title(),
                {{QStringLiteral("value"), axisLabel_, 3},
                 {QStringLiteral("ml_productivity_goodput"), tr("ML Productivity Goodput (%)"), 1, 100.0},
                 {QStringLiteral("total_cost_usd"), tr("Total cost ($)"), 0},
                 {QStringLiteral("wall_days"), tr("Wall days"), 1}},
                {}};
    for (const gp::SweepPoint& point : points_)
        if (point.outcome)
            t.rows.append({DataCell::of(point.value * scale_), DataCell::of(point.outcome->mlProductivity),
                           DataCell::of(point.outcome->cost), DataCell::of(point.outcome->wallDays)});
    return {t};
}

} // namespace gpui
