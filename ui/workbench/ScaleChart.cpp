#include "workbench/ScaleChart.h"

#include "common/BackgroundTask.h"
#include "charts/ChartUtil.h"

#include <qcustomplot.h>

#include <QTextStream>

#include <algorithm>
#include <cmath>

namespace gpui {

ScaleChart::ScaleChart(QWidget* parent)
    : PlanChart(tr("Failure cost against cluster size"), parent)
    , task_(new BackgroundTask(this))
{
    // A step's curve drawn (or refused), the newest step that waited is solved next.
    connect(task_, &BackgroundTask::finished, this, [this] {
        if (waiting_ && isDragging())
            solveHeldStep();
    });
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
    PlanChart::applyPalette();
    goodput_->setPen(QPen(seriesColour(0), lineWidth(2.2)));
    lost_->setPen(QPen(seriesColour(3), lineWidth(2.2)));
    lostOptimal_->setPen(QPen(seriesColour(3), lineWidth(1.4), Qt::DashLine));
    lostCompute_->setPen(QPen(seriesColour(4), lineWidth(2.2)));
    lostComputeOptimal_->setPen(QPen(seriesColour(4), lineWidth(1.4), Qt::DashLine));
    current_->setPen(QPen(palette().color(QPalette::Text), 1.2, Qt::DotLine));
}

void ScaleChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    if (!isDragging()) { // the full curve, at once: exact figures once the handle is let go
        task_->cancel();
        waiting_.reset();
        heldOptimal_.clear();
        curve_ = e.scaleCurve(kPoints, gp::Evaluation::Detail::Full);
        draw(e);
        return;
    }
    // While a handle is held, every count up to 10,000 nodes is a model of its own (milliseconds of work, more than a
    // step of the handle may take): the draft is solved off the user interface's thread, one step at a time, and
    // the newest step waits while one is solved. The evaluation is copied with a cache of its own, which no other
    // thread reads, holding the half at Daly's interval of the step drawn last (kept by its key: a drag of the
    // plan's interval solves only the half at the plan's).
    auto held = std::make_shared<gp::Evaluation>(e);
    held->cache = std::make_shared<gp::FigureCache>();
    held->cache->scaleOptimal = heldOptimal_;
    waiting_ = std::move(held);
    if (!task_->isRunning())
        solveHeldStep();
}

bool ScaleChart::catchingUp() const
{
    return task_->isRunning() || waiting_ != nullptr;
}

void ScaleChart::solveHeldStep()
{
    std::shared_ptr<const gp::Evaluation> held = std::move(waiting_);
    waiting_.reset();
    const int points = this->points(kPoints);
    task_->start<gp::ScaleCurve>(
        [held, points](QPromise<gp::ScaleCurve>& promise) {
            try {
                promise.addResult(held->scaleCurve(points, gp::Evaluation::Detail::Draft));
            } catch (const std::exception&) { // a plan the model refuses: nothing to draw (the release says why)
            }
        },
        [this, held](gp::ScaleCurve curve) {
            if (!isDragging())
                return; // let go meanwhile: the release drew the full curve
            curve_ = std::move(curve);
            heldOptimal_ = held->cache->scaleOptimal; // the task is done with it
            draw(*held);
        });
}

void ScaleChart::draw(const gp::Evaluation& e)
{
    const double nodes = e.parameters.nodes;
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
