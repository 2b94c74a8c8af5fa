#include "workbench/SimulationChart.h"

#include "common/BackgroundTask.h"
#include "presenters/Content.h"
#include "presenters/Format.h"
#include "io/Error.h"
#include "charts/ChartUtil.h"

#include <qcustomplot.h>

#include <QLabel>
#include <QProgressBar>
#include <QSignalBlocker>
#include <QTextStream>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace gpui {
namespace {

constexpr int kBins = 40;

QStringList phaseNames()
{
    return {SimulationChart::tr("Waiting"), SimulationChart::tr("Productive"), SimulationChart::tr("Saving"),
            SimulationChart::tr("Lost"),    SimulationChart::tr("Rescheduling"), SimulationChart::tr("Resuming"),
            SimulationChart::tr("Shrunk"), SimulationChart::tr("Slowed")};
}

QStringList causeNames()
{
    return {SimulationChart::tr("Failure"), SimulationChart::tr("Maintenance"), SimulationChart::tr("Spot"),
            SimulationChart::tr("Straggler")};
}

const char* const kPhaseIds[] = {"waiting", "productive", "saving", "lost", "rescheduling", "resuming", "shrunk", "slow"};

} // namespace

SimulationChart::SimulationChart(QWidget* parent)
    : PlanChart(tr("Monte Carlo: one simulated window and the spread of runtime goodput"), parent)
    , timelineRect_(nullptr)
    , histogramRect_(nullptr)
    , histogram_(nullptr)
    , progress_(new QProgressBar(this))
    , status_(new QLabel(this))
    , task_(new BackgroundTask(this)) // one run at a time: the simulation itself uses both cores
{
    setObjectName(QStringLiteral("simulation-chart"));
    QCustomPlot* p = plot();
    p->plotLayout()->clear();
    timelineRect_ = new QCPAxisRect(p);
    histogramRect_ = new QCPAxisRect(p);
    p->plotLayout()->addElement(0, 0, timelineRect_);
    p->plotLayout()->addElement(2, 0, histogramRect_);

    QCPAxis* tx = timelineRect_->axis(QCPAxis::atBottom);
    QCPAxis* ty = timelineRect_->axis(QCPAxis::atLeft);
    tx->setLabel(tr("Hours into the window (one run)"));
    ty->setRange(0, 1);
    ty->setTicks(false);
    ty->setTickLabels(false);
    ty->setRange(0, 1.25);
    const QStringList names = phaseNames();
    for (int i = 0; i < kPhases; ++i) {
        QCPGraph* g = p->addGraph(tx, ty);
        g->setLineStyle(QCPGraph::lsStepLeft);
        g->setName(names[i]);
        phases_[static_cast<std::size_t>(i)] = g;
    }
    const QStringList causes = causeNames();
    for (std::size_t i = 0; i < causes_.size(); ++i) {
        QCPGraph* g = p->addGraph(tx, ty);
        g->setLineStyle(QCPGraph::lsNone);
        g->setName(causes[static_cast<qsizetype>(i)]);
        causes_[i] = g;
    }
    // Zoom and pan along the window; a double click shows it whole again.
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    timelineRect_->setRangeDrag(Qt::Horizontal);
    timelineRect_->setRangeZoom(Qt::Horizontal);
    histogramRect_->setRangeDrag(Qt::Orientations());
    histogramRect_->setRangeZoom(Qt::Orientations());
    connect(tx, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, [this, tx](const QCPRange& r) {
        const double window = std::max(parameters_.window, 1e-9);
        QCPRange bounded = r.bounded(0.0, window);
        if (bounded.size() < window * 1e-5)
            bounded = QCPRange(bounded.center() - window * 5e-6, bounded.center() + window * 5e-6);
        if (bounded != r) {
            tx->setRange(bounded);
            return;
        }
        drawTimeline();
    });
    connect(p, &QCustomPlot::mouseDoubleClick, this, [this, tx] {
        tx->setRange(0, parameters_.window);
        plot()->replot();
    });
    QCPAxis* hx = histogramRect_->axis(QCPAxis::atBottom);
    QCPAxis* hy = histogramRect_->axis(QCPAxis::atLeft);
    hx->setLabel(tr("Runtime goodput of a run (%)"));
    hy->setLabel(tr("Runs"));
    histogram_ = new QCPBars(hx, hy);
    histogram_->setName(tr("Runs"));
    const QString percentileNames[3] = {QStringLiteral("p5"), QStringLiteral("p50"), QStringLiteral("p95")};
    for (std::size_t i = 0; i < percentiles_.size(); ++i) {
        auto* line = new QCPItemStraightLine(p);
        line->setClipAxisRect(histogramRect_);
        for (QCPItemPosition* pos : {line->point1, line->point2}) {
            pos->setType(QCPItemPosition::ptPlotCoords);
            pos->setAxes(hx, hy);
        }
        percentiles_[i] = line;
        auto* label = new QCPItemText(p);
        label->setClipAxisRect(histogramRect_);
        label->position->setAxes(hx, hy);
        label->position->setTypeX(QCPItemPosition::ptPlotCoords);
        label->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        label->position->setAxisRect(histogramRect_);
        label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
        label->setText(percentileNames[i]);
        percentileLabels_[i] = label;
    }
    // The phases' legend sits between the timeline and the histogram, clear of both.
    auto* legend = new QCPLegend;
    p->plotLayout()->addElement(1, 0, legend);
    p->plotLayout()->setRowStretchFactor(0, 0.4);
    p->plotLayout()->setRowStretchFactor(1, 0.001);
    p->plotLayout()->setRowStretchFactor(2, 1.0);
    legend->setLayer(QStringLiteral("legend"));
    for (QCPGraph* g : phases_)
        g->addToLegend(legend);
    for (QCPGraph* g : causes_)
        g->addToLegend(legend);
    legend->setFillOrder(QCPLegend::foColumnsFirst);
    p->legend = legend;
    fitLegend(4); // rows of up to four, as many as fit

    progress_->setRange(0, 100);
    progress_->setMaximumHeight(10);
    progress_->setTextVisible(false);
    progress_->setAccessibleName(tr("Simulation progress"));
    status_->setTextFormat(Qt::PlainText);
    status_->setWordWrap(true);
    auto* box = qobject_cast<QVBoxLayout*>(layout());
    box->addWidget(progress_);
    box->addWidget(status_);

    pending_.setSingleShot(true);
    pending_.setInterval(kDebounceMs);
    connect(&pending_, &QTimer::timeout, this, &SimulationChart::start);
    connect(task_, &BackgroundTask::progressed, progress_,
            [this](double share) { progress_->setValue(static_cast<int>(std::lround(share * 100))); });
    applyPalette();
}

// Closing stops the run under way at its next chunk of runs: the task cancels it and waits for it to leave its thread.
SimulationChart::~SimulationChart()
{
    delete task_;
}

bool SimulationChart::busy() const
{
    return pending_.isActive() || task_->isRunning();
}

double SimulationChart::progress() const
{
    return task_->progress();
}

void SimulationChart::applyPalette()
{
    PlanChart::applyPalette();
    const QColor colours[kPhases] = {seriesColour(7), seriesColour(2), seriesColour(1), seriesColour(3),
                                     seriesColour(4), seriesColour(6), seriesColour(0), seriesColour(5)};
    for (int i = 0; i < kPhases; ++i) {
        QCPGraph* g = phases_[static_cast<std::size_t>(i)];
        g->setPen(Qt::NoPen);
        g->setBrush(colours[i]);
    }
    const QColor causeColours[gp::kInterruptionClasses] = {QColor(0xc0, 0x1f, 0x1f), QColor(0xe0, 0x8a, 0x00),
                                                            QColor(0x7b, 0x3f, 0xb5), QColor(0x1f, 0x6f, 0xc0)};
    for (std::size_t i = 0; i < causes_.size(); ++i) {
        causes_[i]->setPen(QPen(causeColours[i], 1.5));
        causes_[i]->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssTriangleInverted, causeColours[i], causeColours[i], 7));
    }
    histogram_->setBrush(seriesColour(0));
    histogram_->setPen(QPen(palette().color(QPalette::Base), 0.5));
    for (auto* line : percentiles_)
        line->setPen(QPen(palette().color(QPalette::Text), 1.3, Qt::DashLine));
    for (auto* label : percentileLabels_) {
        label->setColor(palette().color(QPalette::Text));
        label->setBrush(palette().color(QPalette::Base));
    }
}

void SimulationChart::refresh(const gp::Plan& plan, const gp::Evaluation& evaluation)
{
    parameters_ = evaluation.parameters;
    showInLegend(parameters_);
    settings_ = plan.simulation;
    if (isDragging() && isVisible()) {
        // Follow the handle: start now, or as soon as the run under way ends.
        status_->setText(tr("Simulating %1 runs…").arg(settings_.runs));
        if (task_->isRunning())
            again_ = true;
        else
            start();
        return;
    }
    cancel();
    status_->setText(tr("Simulating %1 runs…").arg(settings_.runs));
    if (isVisible())
        pending_.start();
    else
        startWhenShown_ = true;
}

// A run due when the tab is left waits until it is shown again: a hidden chart starts no simulation.
void SimulationChart::hideEvent(QHideEvent* event)
{
    PlanChart::hideEvent(event);
    if (pending_.isActive()) {
        pending_.stop();
        startWhenShown_ = true;
    }
}

void SimulationChart::showEvent(QShowEvent* event)
{
    PlanChart::showEvent(event);
    if (startWhenShown_) {
        startWhenShown_ = false;
        pending_.start();
    }
}

void SimulationChart::cancel()
{
    if (isDragging() && isVisible())
        return; // a run under way is shown only until the next, which follows at once
    again_ = false;
    pending_.stop();
    startWhenShown_ = false;
    const bool running = task_->isRunning();
    task_->cancel();
    if (running || !timeline_.empty())
        status_->setText(tr("The inputs changed: the simulation runs again when this tab is shown."));
}

void SimulationChart::start()
{
    ++started_;
    progress_->setValue(0);
    task_->start<Outcome>(
        [p = parameters_, s = settings_](QPromise<Outcome>& promise) {
            gp::SimulationOptions options;
            options.runs = s.runs;
            options.seed = s.seed;
            options.threads = 0;
            gp::SimulationControl control;
            control.cancelled = BackgroundTask::cancelled(promise);
            control.runsCompleted = [&promise, runs = std::max(1, s.runs)](int done) {
                BackgroundTask::report(promise, static_cast<double>(done) / runs);
            };
            Outcome out;
            try {
                out.result = gp::simulate(p, options, control);
                if (!out.result.cancelled)
                    out.timeline = gp::simulateTimeline(p, s.seed);
            } catch (const gp::Error& e) {
                // Beyond the event budget: said in the status line, nothing drawn.
                out.result.cancelled = true;
                out.why = content(gp::errorText(e));
            }
            promise.addResult(std::move(out));
        },
        [this](Outcome outcome) { finish(std::move(outcome)); });
}

void SimulationChart::finish(Outcome outcome)
{
    progress_->setValue(100);
    if (again_) {
        again_ = false;
        start(); // the inputs moved on during the drag
    }
    if (!outcome.why.isEmpty())
        status_->setText(outcome.why);
    if (outcome.result.cancelled)
        return;
    result_ = std::move(outcome.result);
    timeline_ = std::move(outcome.timeline);
    {
        const QSignalBlocker block(timelineRect_->axis(QCPAxis::atBottom));
        timelineRect_->axis(QCPAxis::atBottom)->setRange(0, parameters_.window);
    }
    drawTimeline();

    const auto& samples = result_.runtimeSamples;
    const double lo = samples.empty() ? 0.0 : *std::min_element(samples.begin(), samples.end()) * 100.0;
    const double hi = samples.empty() ? 100.0 : *std::max_element(samples.begin(), samples.end()) * 100.0;
    const double width = std::max((hi - lo) / kBins, 1e-6);
    QVector<double> centres(kBins), counts(kBins, 0.0);
    for (int b = 0; b < kBins; ++b)
        centres[b] = lo + (b + 0.5) * width;
    for (double s : samples)
        counts[std::clamp(static_cast<int>((s * 100.0 - lo) / width), 0, kBins - 1)] += 1.0;
    histogram_->setWidth(width);
    histogram_->setData(centres, counts, true);
    QCPAxis* hx = histogramRect_->axis(QCPAxis::atBottom);
    hx->setRange(lo - width, hi + width);
    histogramRect_->axis(QCPAxis::atLeft)->setRange(0, *std::max_element(counts.begin(), counts.end()) * 1.1 + 1);
    const double marks[3] = {result_.runtime.p5, result_.runtime.p50, result_.runtime.p95};
    for (std::size_t i = 0; i < 3; ++i) {
        placeVertical(percentiles_[i], marks[i] * 100.0);
        percentileLabels_[i]->position->setCoords(marks[i] * 100.0, 0.01 + 0.07 * static_cast<double>(i % 2));
    }
    status_->setText(tr("%1 runs, seed %2: runtime goodput p5 %3, p50 %4, p95 %5; mean %6 ± %7")
                         .arg(result_.runs)
                         .arg(result_.seed)
                         .arg(percent(result_.runtime.p5, 2), percent(result_.runtime.p50, 2),
                              percent(result_.runtime.p95, 2), percent(result_.runtime.mean, 2),
                              percent(result_.runtime.standardError, 3)));
    plot()->replot(QCustomPlot::rpImmediateRefresh);
    emit simulationFinished();
}

// The phases and causes of docs/model.md section 25 are in the legend when the plan has them.
void SimulationChart::showInLegend(const gp::ModelParameters& p)
{
    bool shrinks = false, slows = false;
    for (const gp::ClassParameters& c : p.classes) {
        shrinks = shrinks || (c.rate > 0.0 && c.shrunk > 0.0);
        slows = slows || (c.rate > 0.0 && c.slow > 0.0);
    }
    const auto show = [](QCPGraph* g, bool on) {
        if (on)
            g->addToLegend();
        else
            g->removeFromLegend();
    };
    show(phases_[static_cast<std::size_t>(gp::Phase::Shrunk)], shrinks);
    show(phases_[static_cast<std::size_t>(gp::Phase::Slow)], slows);
    show(causes_[static_cast<std::size_t>(gp::InterruptionClass::Straggler)],
         p.of(gp::InterruptionClass::Straggler).rate > 0.0);
    refitLegend();
    plot()->setToolTip(shrinks || slows ? tr("A shrunk or slowed stretch is drawn as the pause its lost throughput is "
                                             "worth, where the interruption that ends it begins its recovery.")
                                        : QString());
}

void SimulationChart::drawTimeline()
{
    // Each interruption's segments (lost progress, reschedule, resume) and the wait at least 1.5 pixels wide at the
    // current zoom, so that a five-minute recovery in a month still shows; a save narrower than a pixel is drawn
    // when zoomed in far enough to tell it from the work around it.
    const QCPRange range = timelineRect_->axis(QCPAxis::atBottom)->range();
    const double pixel = range.size() / std::max(1, timelineRect_->width());
    std::array<QVector<double>, kPhases> keys, values;
    std::array<QVector<double>, gp::kInterruptionClasses> marks;
    double drawn = 0.0; // where the last drawn segment ends
    for (const gp::TimelineSegment& seg : timeline_) {
        if (seg.end < range.lower || seg.start > range.upper) {
            drawn = seg.end;
            continue;
        }
        const bool event = seg.phase != gp::Phase::Productive && seg.phase != gp::Phase::Saving;
        if (!event && seg.end - seg.start < pixel && seg.phase == gp::Phase::Saving)
            continue; // the work on either side covers it at this zoom
        const double start = std::max(seg.start, drawn);
        const double end = std::max(seg.end, start + (event ? 1.5 * pixel : 0.0));
        const auto i = static_cast<std::size_t>(seg.phase);
        keys[i] << start << end;
        values[i] << 1.0 << 0.0;
        drawn = end;
        if (seg.cause >= 0 && (seg.phase == gp::Phase::Lost || seg.phase == gp::Phase::Rescheduling ||
                               seg.phase == gp::Phase::Slow || seg.phase == gp::Phase::Shrunk))
            marks[static_cast<std::size_t>(seg.cause)] << seg.start;
    }
    for (std::size_t i = 0; i < keys.size(); ++i)
        phases_[i]->setData(keys[i], values[i], true);
    for (std::size_t c = 0; c < marks.size(); ++c) {
        std::sort(marks[c].begin(), marks[c].end());
        marks[c].erase(std::unique(marks[c].begin(), marks[c].end()), marks[c].end());
        causes_[c]->setData(marks[c], QVector<double>(marks[c].size(), 1.12), true);
    }
    plot()->replot(QCustomPlot::rpQueuedReplot);
}

QList<DataTable> SimulationChart::dataTables() const
{
    DataTable runs{tr("Runs"),
                   {{QStringLiteral("run"), tr("Run"), 0},
                    {QStringLiteral("runtime_goodput"), tr("Runtime goodput of a run (%)"), 2, 100.0}},
                   {}};
    for (std::size_t i = 0; i < result_.runtimeSamples.size(); ++i)
        runs.rows.append({DataCell::of(static_cast<double>(i)), DataCell::of(result_.runtimeSamples[i])});
    DataTable timeline{tr("Timeline of one run"),
                       {{QStringLiteral("phase"), tr("Phase"), 0},
                        {QStringLiteral("start_hours"), tr("Start (hours)"), 2},
                        {QStringLiteral("end_hours"), tr("End (hours)"), 2},
                        {QStringLiteral("cause"), tr("Cause"), 0}},
                       {}};
    const QString causeIds[gp::kInterruptionClasses] = {QStringLiteral("failure"), QStringLiteral("maintenance"),
                                                        QStringLiteral("spot"), QStringLiteral("straggler")};
    const QStringList names = phaseNames();
    const QStringList causes = causeNames();
    for (const gp::TimelineSegment& s : timeline_) {
        const int phase = static_cast<int>(s.phase);
        const QString cause = s.cause >= 0 ? causeIds[s.cause] : QString();
        timeline.rows.append({DataCell::text(QString::fromLatin1(kPhaseIds[phase]), names[phase]),
                              DataCell::of(s.start), DataCell::of(s.end),
                              DataCell::text(cause, s.cause >= 0 ? causes[s.cause] : QString())});
    }
    return {runs, timeline};
}

} // namespace gpui
