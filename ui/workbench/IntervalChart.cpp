#include "workbench/IntervalChart.h"

#include "presenters/Format.h"
#include "charts/ChartUtil.h"
#include "common/BackgroundTask.h"
#include "goodput/RenewalGrid.h"
#include "plan/Figures.h"

#include <qcustomplot.h>

#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace gpui {

IntervalChart::IntervalChart(QWidget* parent)
    : PlanChart(tr("Runtime goodput against checkpoint interval"), parent)
    , task_(new BackgroundTask(this))
{
    // A step's curve drawn (or refused), the newest step that waited is shown next.
    connect(task_, &BackgroundTask::finished, this, [this] {
        if (waiting_ && isDragging())
            showHeldStep();
    });
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
    // The curves, the plan's lines and its figures are all a held handle moves: on a buffer of their own, drawn
    // again without the axes and the legend.
    p->layer(QStringLiteral("main"))->setMode(QCPLayer::lmBuffered);
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

IntervalChart::CurveKey IntervalChart::CurveKey::of(const gp::Evaluation& e)
{
    gp::GoodputInputs inputs = e.pricedInputs();
    inputs.checkpointInterval = gp::Duration();
    return {inputs, e.intervalRange()};
}

void IntervalChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    if (!isDragging()) { // every point on the full grid, at once: exact figures once the handle is let go
        task_->cancel();
        waiting_.reset();
        curve_ = e.intervalCurve(kPoints);
        drawnFor_ = CurveKey::of(e);
        draw(e);
        return;
    }
    if (!task_->isRunning() && CurveKey::of(e) == drawnFor_) { // the interval alone moved: no curve to solve
        waiting_.reset();
        draw(e);
        return;
    }
    // Any other input moves the curves: solved off the user interface's thread, one step at a time, the newest
    // step waiting while one is solved. The evaluation is copied with a cache of its own, which no other thread reads.
    auto held = std::make_shared<gp::Evaluation>(e);
    held->cache = std::make_shared<gp::FigureCache>();
    waiting_ = std::move(held);
    if (!task_->isRunning())
        showHeldStep();
}

bool IntervalChart::catchingUp() const
{
    return task_->isRunning() || waiting_ != nullptr;
}

void IntervalChart::showHeldStep()
{
    std::shared_ptr<const gp::Evaluation> held = std::move(waiting_);
    waiting_.reset();
    if (CurveKey::of(*held) == drawnFor_) {
        draw(*held);
        return;
    }
    task_->start<gp::IntervalCurve>(
        [held](QPromise<gp::IntervalCurve>& promise) {
            try {
                // A tenth of the points on the renewal grid's draft (within half a point of goodput, a pixel of the
                // chart): what a held handle draws. Only a held handle asks for kDraftPoints, so no evaluation
                // keeps a full-grid curve of that many points to be mistaken for it. The release draws it all.
                const gp::RenewalGridScope grid(gp::RenewalGrid::draft());
                promise.addResult(held->intervalCurve(kDraftPoints));
            } catch (const std::exception&) { // a plan the model refuses: nothing to draw (the release says why)
            }
        },
        [this, held](gp::IntervalCurve curve) {
            if (!isDragging())
                return; // let go meanwhile: the release drew the full curve
            curve_ = std::move(curve);
            drawnFor_ = CurveKey::of(*held);
            draw(*held);
        });
}

void IntervalChart::draw(const gp::Evaluation& e)
{
    const auto [from, to] = e.intervalRange();
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
    if (isDragging())
        replotLayer(p->layer(QStringLiteral("main")));
    else
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
