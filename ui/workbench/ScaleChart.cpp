#include "workbench/ScaleChart.h"

#include "common/ChartUtil.h"

#include <qcustomplot.h>

#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace gpui {

ScaleChart::ScaleChart(QWidget* parent)
    : WorkbenchChart(tr("Failure cost against cluster size"), parent)
{
    setObjectName(QStringLiteral("scale-chart"));
    QCustomPlot* p = plot();
    useLogKeys(p->xAxis); // keys are log10(nodes)
    p->xAxis->setLabel(tr("Nodes"));
    p->yAxis->setLabel(tr("ML Productivity Goodput (%)"));
    p->yAxis2->setVisible(true);
    useLogKeys(p->yAxis2); // values are log10(hours)
    p->yAxis2->setLabel(tr("Lost accelerator-h"));
    goodput_ = p->addGraph(p->xAxis, p->yAxis);
    goodput_->setName(tr("Goodput, plan's interval"));
    lost_ = p->addGraph(p->xAxis, p->yAxis2);
    lost_->setName(tr("Lost hours in the plan's window (grow with n²)"));
    lostOptimal_ = p->addGraph(p->xAxis, p->yAxis2);
    lostOptimal_->setName(tr("In the window, at Daly's interval (saves included)"));
    lostCompute_ = p->addGraph(p->xAxis, p->yAxis2);
    lostCompute_->setName(tr("Lost hours for the plan's compute (grow with n)"));
    lostComputeOptimal_ = p->addGraph(p->xAxis, p->yAxis2);
    lostComputeOptimal_->setName(tr("For the compute, at Daly's interval (saves included)"));
    for (QCPGraph* g : {goodput_, lost_, lostOptimal_, lostCompute_, lostComputeOptimal_})
        g->setAdaptiveSampling(true);
    current_ = verticalLine(p);
    // Five curves cross the whole plot: their legend sits below it, clear of all of them; the window's curves on
    // the left, the compute's on the right.
    placeLegendBelow(2);
    applyPalette();
}

void ScaleChart::applyPalette()
{
    WorkbenchChart::applyPalette();
    goodput_->setPen(QPen(seriesColour(0), lineWidth(2.2)));
    lost_->setPen(QPen(seriesColour(3), lineWidth(2.2)));
    lostOptimal_->setPen(QPen(seriesColour(3), lineWidth(1.4), Qt::DashLine));
    lostCompute_->setPen(QPen(seriesColour(4), lineWidth(2.2)));
    lostComputeOptimal_->setPen(QPen(seriesColour(4), lineWidth(1.4), Qt::DashLine));
    current_->setPen(QPen(palette().color(QPalette::Text), 1.2, Qt::DotLine));
}

void ScaleChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    const double nodes = e.parameters.nodes;
    curve_ = e.scaleCurve(points(kPoints), isDragging() ? gp::Evaluation::Detail::Draft : gp::Evaluation::Detail::Full);
    const double to = curve_.nodes.empty() ? 10000.0 : curve_.nodes.back();
    const QVector<double> x = log10Keys(curve_.nodes);
    goodput_->setData(x, toVector(curve_.goodput, 100.0), true);
    lost_->setData(x, log10Keys(curve_.lostHours), true);
    lostOptimal_->setData(x, log10Keys(curve_.lostHoursOptimal), true);
    lostCompute_->setData(x, log10Keys(curve_.lostHoursFixedCompute), true);
    lostComputeOptimal_->setData(x, log10Keys(curve_.lostHoursFixedComputeOptimal), true);
    placeVertical(current_, std::log10(nodes));
    QCustomPlot* p = plot();
    setAxisRange(p->xAxis, 0.0, std::log10(to));
    setAxisRange(p->yAxis, 0, std::max(1.0, e.parameters.mfu * 100.0 * 1.05));
    double lo = 1e300, hi = 0;
    for (const std::vector<double>* v : {&curve_.lostHours, &curve_.lostHoursOptimal, &curve_.lostHoursFixedCompute,
                                         &curve_.lostHoursFixedComputeOptimal})
        for (double h : *v)
            if (h > 0) {
                lo = std::min(lo, h);
                hi = std::max(hi, h);
            }
    if (hi > 0)
        // Whole decades, so that the axis holds still while a slider is dragged.
        setAxisRange(p->yAxis2, std::floor(std::log10(std::max(lo, hi * 1e-6))), std::ceil(std::log10(hi * 2.0)));
    p->replot(QCustomPlot::rpImmediateRefresh);
}

QList<DataTable> ScaleChart::dataTables() const
{
    DataTable t{title(),
                {{QStringLiteral("nodes"), tr("Nodes"), 0},
                 {QStringLiteral("ml_productivity_goodput"), tr("Goodput, plan's interval") + tr(" (%)"), 2, 100.0},
                 {QStringLiteral("ml_productivity_goodput_daly_interval"), tr("Goodput, Daly interval") + tr(" (%)"), 2, 100.0},
                 {QStringLiteral("lost_accelerator_hours"), tr("Lost hours in the plan's window (grow with n²)"), 1},
                 {QStringLiteral("lost_accelerator_hours_daly_interval"), tr("Lost hours in the window at Daly's interval, with saves"), 1},
                 {QStringLiteral("lost_accelerator_hours_fixed_compute"), tr("Lost hours for the plan's compute (grow with n)"), 1},
                 {QStringLiteral("lost_accelerator_hours_fixed_compute_daly_interval"), tr("Lost hours for the plan's compute at Daly's interval, with saves"), 1}},
                {}};
    for (std::size_t i = 0; i < curve_.nodes.size(); ++i)
        t.rows.append({DataCell::of(curve_.nodes[i]), DataCell::of(curve_.goodput[i]),
                       DataCell::of(curve_.goodputOptimal[i]), DataCell::of(curve_.lostHours[i]),
                       DataCell::of(curve_.lostHoursOptimal[i]), DataCell::of(curve_.lostHoursFixedCompute[i]),
                       DataCell::of(curve_.lostHoursFixedComputeOptimal[i])});
    return {t};
}

} // namespace gpui
