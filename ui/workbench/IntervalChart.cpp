#include "workbench/IntervalChart.h"

#include "presenters/Format.h"
#include "charts/ChartUtil.h"
#include "goodput/RenewalGrid.h"

#include <qcustomplot.h>

#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace gpui {

IntervalChart::IntervalChart(QWidget* parent)
    : PlanChart(tr("Runtime goodput against checkpoint interval"), parent)
{
    setObjectName(QStringLiteral("interval-chart"));
    QCustomPlot* p = plot();
    useLogKeys(p->xAxis); // keys are log10(hours)
    p->xAxis->setLabel(tr("Checkpoint interval (hours)"));
    p->yAxis->setLabel(tr("Runtime goodput (%)"));
    full_ = p->addGraph();
    full_->setName(tr("Planning model (with save cost)"));
    seed_ = p->addGraph();
    seed_->setName(tr("Guide's formula (no save cost)"));
    daly_ = p->addGraph();
    // Not runtime goodput: Daly's efficiency counts reschedule time as waste and ignores saved warned interruptions.
    daly_->setName(tr("Daly's efficiency, work / wall time (another measure)"));
    for (QCPGraph* g : {full_, seed_, daly_})
        g->setAdaptiveSampling(true);
    current_ = verticalLine(p);
    young_ = verticalLine(p);
    dalyOptimum_ = verticalLine(p);
    // The plan's figures in a row of their own above the plot and the legend below it: the curves fill the plot
    // from corner to corner at some plans, and nothing is drawn over them.
    currentLabel_ = new QCPTextElement(p, QString(), font());
    p->plotLayout()->insertRow(0);
    p->plotLayout()->addElement(0, 0, currentLabel_);
    p->plotLayout()->setRowStretchFactor(0, 0.001);
    placeLegendBelow(3);
    applyPalette();
}

void IntervalChart::applyPalette()
{
    PlanChart::applyPalette();
    full_->setPen(QPen(seriesColour(0), lineWidth(2.2)));
    seed_->setPen(QPen(seriesColour(1), lineWidth(1.8)));
    daly_->setPen(QPen(seriesColour(2), lineWidth(1.4), Qt::DashLine));
    const QColor text = palette().color(QPalette::Text);
    current_->setPen(QPen(text, 1.6));
    young_->setPen(QPen(seriesColour(3), 1.2, Qt::DashDotLine));
    dalyOptimum_->setPen(QPen(seriesColour(2), 1.2, Qt::DashLine));
    currentLabel_->setTextColor(text);
}

void IntervalChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    const auto [from, to] = e.intervalRange();
    {
        // While a handle is held, a tenth of the points on the renewal grid's draft (within half a point of goodput,
        // a pixel of the chart): a third of the full grid's cost. Only a held handle asks for kDraftPoints, so the
        // evaluation keeps no full-grid curve of that many points to be mistaken for it. The release draws it all.
        const bool draft = isDragging();
        const gp::RenewalGridScope grid(draft ? gp::RenewalGrid::draft() : gp::RenewalGrid{});
        curve_ = e.intervalCurve(draft ? kDraftPoints : kPoints);
    }
    const QVector<double> x = log10Keys(curve_.interval);
    full_->setData(x, toVector(curve_.fullModel, 100.0), true);
    seed_->setData(x, toVector(curve_.seedFormula, 100.0), true);
    daly_->setData(x, toVector(curve_.daly, 100.0), true);
    const auto logKey = [](double hours) { return hours > 0 ? std::log10(hours) : -INFINITY; };
    placeVertical(current_, logKey(e.parameters.interval));
    placeVertical(young_, logKey(e.checkpoint.young));
    placeVertical(dalyOptimum_, logKey(e.checkpoint.daly));
    QCustomPlot* p = plot();
    setAxisRange(p->xAxis, std::log10(from), std::log10(to));
    // Show the interesting band: from a little under the lowest value near the optimum up to 100 %.
    const double best = *std::max_element(curve_.seedFormula.begin(), curve_.seedFormula.end()) * 100.0;
    const double atCurrent = e.goodput.runtime * 100.0;
    // Rounded down to 5 %, so that the axis holds still while a slider is dragged.
    const double low =
        std::max(0.0, std::floor((std::min(atCurrent, best) - std::max(8.0, (100.0 - best) * 3.0)) / 5.0) * 5.0);
    setAxisRange(p->yAxis, low, 100.0);
    // The interval and its optima in the unit of the plan's interval, the unit its field shows; the MTBF in its own.
    const gp::DurationUnit unit = gp::timeUnitFor(gp::Duration::hours(e.parameters.interval));
    const auto interval = [unit](double h) { return std::isfinite(h) ? durationIn(h, unit) : QStringLiteral("∞"); };
    currentLabel_->setText(tr("Plan: %1 → %2 %   Young %3   Daly %4\n"
                              "for an MTBF of %5 between interruptions that lose progress")
                               .arg(interval(e.parameters.interval), QLocale().toString(atCurrent, 'f', 2),
                                    interval(e.checkpoint.young), interval(e.checkpoint.daly),
                                    durationDative(e.checkpoint.mtbf)) +
                           (e.parameters.fast.on
                                ? QLatin1Char('\n') + tr("Fast tier every %1: Daly %2 for an MTBF of %3 that it outlives")
                                                         .arg(durationHours(e.parameters.fast.interval),
                                                              optimumLike(e.checkpoint.fastDaly,
                                                                          gp::Duration::hours(e.parameters.fast.interval)),
                                                              durationDative(e.checkpoint.fastMtbf))
                                : QString()));
    p->replot(QCustomPlot::rpImmediateRefresh);
}

QList<DataTable> IntervalChart::dataTables() const
{
    DataTable t{title(),
                {{QStringLiteral("interval_hours"), tr("Checkpoint interval (hours)"), 3},
                 {QStringLiteral("runtime_goodput_model"), tr("Planning model (with save cost)") + tr(" (%)"), 2, 100.0},
                 {QStringLiteral("runtime_goodput_seed_formula"), tr("Guide's formula (no save cost)") + tr(" (%)"), 2, 100.0},
                 {QStringLiteral("daly_efficiency"), tr("Daly's efficiency, work / wall time (another measure)") + tr(" (%)"), 2, 100.0}},
                {}};
    for (std::size_t i = 0; i < curve_.interval.size(); ++i)
        t.rows.append({DataCell::of(curve_.interval[i]), DataCell::of(curve_.fullModel[i]),
                       DataCell::of(curve_.seedFormula[i]), DataCell::of(curve_.daly[i])});
    return {t};
}

} // namespace gpui
