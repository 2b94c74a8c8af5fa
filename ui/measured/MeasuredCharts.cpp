#include "measured/MeasuredCharts.h"

#include "presenters/Format.h"
#include "charts/PlotPalette.h"
#include "plan/Calibrate.h"

#include <qcustomplot.h>

#include <QGridLayout>
#include <QLabel>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gpui {
namespace {

// Okabe-Ito colours by bucket: distinct for colour-blind readers.
QColor bucketColour(gp::Bucket b)
{
    switch (b) {
    case gp::Bucket::TpuInitialization: return QColor(0x99, 0x99, 0x99);
    case gp::Bucket::TrainingPrep: return QColor(0x56, 0xb4, 0xe9);
    case gp::Bucket::ProgramStartup: return QColor(0xf0, 0xe4, 0x42);
    case gp::Bucket::DataLoadingSync: return QColor(0x00, 0x72, 0xb2);
    case gp::Bucket::DataLoadingAsync: return QColor(0x00, 0x72, 0xb2).lighter(150);
    case gp::Bucket::CheckpointSave: return QColor(0xcc, 0x79, 0xa7);
    case gp::Bucket::CheckpointRestore: return QColor(0xcc, 0x79, 0xa7).darker(130);
    case gp::Bucket::WastedProgress: return QColor(0xd5, 0x5e, 0x00);
    case gp::Bucket::InfrastructureRecovery: return QColor(0xe6, 0x9f, 0x00);
    case gp::Bucket::CustomBadputEvents: return QColor(0x6a, 0x3d, 0x9a);
    case gp::Bucket::Other: return QColor(0x40, 0x40, 0x40);
    // Paul Tol's muted wine, rose and indigo: apart from the productive green and the other causes.
    case gp::Bucket::ElasticSliceDown: return QColor(0x88, 0x22, 0x55);
    case gp::Bucket::ElasticScaleUp: return QColor(0xcc, 0x66, 0x77);
    case gp::Bucket::ElasticReinitialization: return QColor(0x33, 0x22, 0x88);
    }
    return Qt::gray;
}

QString bucketLabel(gp::Bucket b)
{
    switch (b) {
    case gp::Bucket::TpuInitialization: return MeasuredCharts::tr("Accelerator initialization");
    case gp::Bucket::TrainingPrep: return MeasuredCharts::tr("Training preparation");
    case gp::Bucket::ProgramStartup: return MeasuredCharts::tr("Program startup");
    case gp::Bucket::DataLoadingSync: return MeasuredCharts::tr("Data loading (blocking)");
    case gp::Bucket::DataLoadingAsync: return MeasuredCharts::tr("Data loading (overlapped)");
    case gp::Bucket::CheckpointSave: return MeasuredCharts::tr("Checkpoint saves");
    case gp::Bucket::CheckpointRestore: return MeasuredCharts::tr("Checkpoint restores");
    case gp::Bucket::WastedProgress: return MeasuredCharts::tr("Progress lost to disruptions");
    case gp::Bucket::InfrastructureRecovery: return MeasuredCharts::tr("Infrastructure recovery");
    case gp::Bucket::CustomBadputEvents: return MeasuredCharts::tr("Custom badput events");
    case gp::Bucket::Other: return MeasuredCharts::tr("Other");
    case gp::Bucket::ElasticSliceDown: return MeasuredCharts::tr("Elastic: waiting after a lost slice");
    case gp::Bucket::ElasticScaleUp: return MeasuredCharts::tr("Elastic: waiting to scale up");
    case gp::Bucket::ElasticReinitialization: return MeasuredCharts::tr("Elastic: re-initialization");
    }
    return {};
}

QString bucketAbout(gp::Bucket b)
{
    switch (b) {
    case gp::Bucket::TpuInitialization: return MeasuredCharts::tr("The accelerators starting up before the program runs.");
    case gp::Bucket::TrainingPrep: return MeasuredCharts::tr("Building the model and its input pipeline before the first step.");
    case gp::Bucket::ProgramStartup: return MeasuredCharts::tr("The first step's extra time over a typical step: compilation and warm-up.");
    case gp::Bucket::DataLoadingSync: return MeasuredCharts::tr("Steps waiting for their input: badput.");
    case gp::Bucket::DataLoadingAsync: return MeasuredCharts::tr("Input loaded while steps ran: overlapped, not badput.");
    case gp::Bucket::CheckpointSave: return MeasuredCharts::tr("The job stalled while it saved a checkpoint.");
    case gp::Bucket::CheckpointRestore: return MeasuredCharts::tr("Reading the last checkpoint back after a restart.");
    case gp::Bucket::WastedProgress: return MeasuredCharts::tr("Steps done again after a disruption: they came after the last checkpoint.");
    case gp::Bucket::InfrastructureRecovery: return MeasuredCharts::tr("From a disruption until the job ran again.");
    case gp::Bucket::CustomBadputEvents: return MeasuredCharts::tr("Events the job itself logged as badput.");
    case gp::Bucket::Other: return MeasuredCharts::tr("Time the log gives no cause for.");
    case gp::Bucket::ElasticSliceDown: return MeasuredCharts::tr("An elastic job waiting after it lost a slice, before it goes on with fewer.");
    case gp::Bucket::ElasticScaleUp: return MeasuredCharts::tr("An elastic job waiting to grow back onto a slice that returned.");
    case gp::Bucket::ElasticReinitialization: return MeasuredCharts::tr("An elastic job re-initializing on its new set of slices; its accelerator initialization and preparation are counted here, not twice.");
    }
    return {};
}

// The unit a time axis counts in, chosen by the job's length so that a 36 s job reads in seconds and a month in
// days: the unit in seconds and the axis's words.
struct TimeScale {
    double seconds;
    QString axis;
};

TimeScale timeScaleFor(double spanSeconds)
{
    if (spanSeconds < 180)
        return {1, MeasuredCharts::tr("Seconds from the start")};
    if (spanSeconds < 3 * 3600)
        return {60, MeasuredCharts::tr("Minutes from the start")};
    if (spanSeconds < 72 * 3600)
        return {3600, MeasuredCharts::tr("Hours from the start")};
    return {86400, MeasuredCharts::tr("Days from the start")};
}

// A time on the axis, as the tooltip says it: "12.5 s", "3.2 min", "7.0 h", "2.4 days".
QString atTime(double value, double unitSeconds)
{
    const QString n = number(value, 1);
    if (unitSeconds < 60)
        return MeasuredCharts::tr("%1 s").arg(n);
    if (unitSeconds < 3600)
        return MeasuredCharts::tr("%1 min").arg(n);
    if (unitSeconds < 86400)
        return MeasuredCharts::tr("%1 h").arg(n);
    return MeasuredCharts::tr("%1 days").arg(n);
}

} // namespace

MeasuredCharts::MeasuredCharts(QWidget* parent)
    : QWidget(parent)
    , timeline_(makePlot(tr("The job's timeline")))
    , buckets_(makePlot(tr("Where the time went: measured and planned")))
    , rolling_(makePlot(tr("Goodput over rolling windows")))
    , deviation_(makePlot(tr("Step time's deviation from the ideal")))
    , groupsNote_(new QLabel(this))
{
    groupsNote_->setWordWrap(true);
    groupsNote_->setTextFormat(Qt::PlainText);
    groupsNote_->setForegroundRole(QPalette::PlaceholderText);
    groupsNote_->setText(
        tr("Productive: the share of the time spent in steps that count, measured and in the plan's window. Other: "
           "measured, the time the log gives no cause for (hatched on the timeline) and custom badput events; "
           "planned, waiting for capacity. Point at a group or a lane for more."));
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(timeline_, 0, 0, 1, 2);
    grid->addWidget(buckets_, 1, 0, 1, 2);
    grid->addWidget(groupsNote_, 2, 0, 1, 2);
    grid->addWidget(rolling_, 3, 0);
    grid->addWidget(deviation_, 3, 1);
    timeline_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    timeline_->axisRect()->setRangeDrag(Qt::Horizontal);
    timeline_->axisRect()->setRangeZoom(Qt::Horizontal);
    timeline_->yAxis->setVisible(false);
    timeline_->yAxis->setRange(0, 1.1);
    timeline_->legend->setVisible(true);
    timeline_->axisRect()->insetLayout()->take(timeline_->legend);
    timeline_->axisRect()->insetLayout()->simplify();
    timeline_->plotLayout()->addElement(2, 0, timeline_->legend);
    timeline_->plotLayout()->setRowStretchFactor(2, 0.001);
    timeline_->legend->setWrap(4);
    timeline_->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    timelineLegend_.setColumns(4);
    buckets_->yAxis->setLabel(tr("Share of the time (%)"));
    buckets_->legend->setVisible(true);
    rolling_->yAxis->setLabel(tr("Goodput (%)"));
    deviation_->xAxis->setLabel(tr("Step"));
    deviation_->yAxis->setLabel(tr("|step time − ideal| (s)"));
    for (QCustomPlot* p : {timeline_, buckets_, rolling_, deviation_})
        p->setMinimumHeight(p == buckets_ || p == timeline_ ? 260 : 220);
    for (QCustomPlot* p : {timeline_, buckets_})
        connect(p, &QCustomPlot::mouseMove, this, [this, p](QMouseEvent* event) { hover(p, event); });
}

void MeasuredCharts::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        if (gapLane_) { // the hatch is drawn in the text's colour, light on dark
            gapLane_->setPen(QPen(palette().color(QPalette::Text), 1));
            gapLane_->setBrush(QBrush(palette().color(QPalette::Text), Qt::BDiagPattern));
        }
        for (QCustomPlot* p : {timeline_, buckets_, rolling_, deviation_}) {
            applyPlotPalette(p, palette());
            p->replot();
        }
    }
}

QCustomPlot* MeasuredCharts::makePlot(const QString& title)
{
    auto* p = new QCustomPlot(this);
    p->setAccessibleName(title);
    p->plotLayout()->insertRow(0);
    auto* t = new QCPTextElement(p, title, QFont(font().family(), font().pointSize(), QFont::Bold));
    p->plotLayout()->addElement(0, 0, t);
    p->setMinimumWidth(300);
    p->setNoAntialiasingOnDrag(true);
    applyPlotPalette(p, palette());
    return p;
}

MeasuredCharts::Comparison MeasuredCharts::compare(const gp::MeasuredBaseline& m, const std::optional<gp::Evaluation>& plan)
{
    Comparison c;
    c.groups = {tr("Productive"), tr("Infrastructure recovery"), tr("Startup and restore"), tr("Lost progress"),
                tr("Checkpoint saves"), tr("Other")};
    const gp::PlanComparison pc =
        gp::compareWithPlan(m, plan ? &plan->goodput : nullptr, plan ? plan->parameters.window : 0.0);
    for (double v : pc.measured)
        c.measured << v;
    if (pc.planned)
        for (double v : *pc.planned)
            c.planned << v;
    return c;
}

void MeasuredCharts::clear()
{
    gapLane_ = nullptr;
    gapNote_.clear();
    lanes_.clear();
    comparison_ = {};
    for (QCustomPlot* p : {timeline_, buckets_, rolling_, deviation_}) {
        p->clearPlottables();
        p->replot();
    }
}

void MeasuredCharts::show(const gp::Measurement& m, const std::vector<gp::WindowGoodput>& rolling,
                          const std::optional<gp::Evaluation>& plan)
{
    clear();
    const TimeScale scale = timeScaleFor(m.totalSeconds);
    unitSeconds_ = scale.seconds;
    timeline_->xAxis->setLabel(tr("%1 (drag and wheel to zoom)").arg(scale.axis));
    rolling_->xAxis->setLabel(scale.axis);
    showTimeline(m);
    showBuckets(m, plan);
    showRolling(m, rolling);
    showDeviation(m);
}

void MeasuredCharts::showTimeline(const gp::Measurement& m)
{
    // One filled step graph per kind of time; the stretches no cause covers are hatched, so no blank is unexplained.
    lanes_.clear();
    const double t0 = m.start;
    auto addLane = [&](const QString& name, const QString& about, const QBrush& brush,
                       const std::vector<gp::MeasuredSegment>& segments) -> QCPGraph* {
        if (segments.empty())
            return nullptr;
        Lane lane{name, about, {}};
        QCPGraph* g = timeline_->addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsStepLeft);
        g->setPen(QPen(brush.color(), 1));
        g->setBrush(brush);
        QVector<double> x, y;
        for (const gp::MeasuredSegment& s : segments) {
            const double from = (s.start - t0) / unitSeconds_, to = (s.end - t0) / unitSeconds_;
            x << from << to;
            y << 1.0 << 0.0;
            lane.spans.append({from, to});
        }
        g->setData(x, y, true);
        lanes_.push_back(std::move(lane));
        return g;
    };
    std::vector<gp::MeasuredSegment> productive, gaps;
    std::array<std::vector<gp::MeasuredSegment>, gp::kBuckets> byBucket;
    for (const gp::MeasuredSegment& s : m.timeline) {
        if (s.kind == gp::SegmentKind::Productive)
            productive.push_back(s);
        else if (s.kind == gp::SegmentKind::Gap)
            gaps.push_back(s);
        else
            byBucket[std::size_t(s.bucket)].push_back(s);
    }
    addLane(tr("Productive steps"), tr("Steps that count toward training."), QColor(0x00, 0x9e, 0x73), productive);
    for (std::size_t b = 0; b < gp::kBuckets; ++b)
        addLane(bucketLabel(gp::Bucket(b)), bucketAbout(gp::Bucket(b)), bucketColour(gp::Bucket(b)), byBucket[b]);
    // The measurement's Other is the time left over once the causes' own times are counted; where those times
    // already cover the stretches with no cause, Other is smaller than them, and the lane says where they went.
    double gapSeconds = 0;
    for (const gp::MeasuredSegment& s : gaps)
        gapSeconds += s.end - s.start;
    const double other = m.badputSeconds[std::size_t(gp::Bucket::Other)];
    const double slack = 0.005 * m.totalSeconds;
    QString about = tr("No step ran and the log names no cause: before the first step, between a step and the "
                       "next entry, or after the last.");
    QString name = tr("No cause logged (counted as Other)");
    if (other + slack < gapSeconds) {
        name = other > slack ? tr("No cause logged (partly counted as Other)")
                             : tr("No cause logged (counted in the logged causes)");
        gapNote_ = tr("The measurement counts %1 of the time with no cause in the logged causes' own times, and "
                    "%2 in Other.")
                     .arg(percent((gapSeconds - std::min(other, gapSeconds)) / m.totalSeconds),
                          percent(std::min(other, gapSeconds) / m.totalSeconds));
        about += QLatin1Char(' ') + gapNote_;
    }
    gapLane_ = addLane(name, about, QBrush(palette().color(QPalette::Text), Qt::BDiagPattern), gaps);
    timeline_->xAxis->setRange(0, std::max(1e-6, m.totalSeconds / unitSeconds_));
    timelineLegend_.fit(timeline_, timeline_->width());
    timeline_->replot();
}

void MeasuredCharts::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (timelineLegend_.fit(timeline_, timeline_->width()))
        timeline_->replot(QCustomPlot::rpQueuedReplot);
}

void MeasuredCharts::showBuckets(const gp::Measurement& m, const std::optional<gp::Evaluation>& plan)
{
    comparison_ = compare(gp::baselineOf(m, {}), plan);
    const Comparison& c = comparison_;
    QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
    for (int i = 0; i < c.groups.size(); ++i)
        ticker->addTick(i + 1, c.groups[i]);
    buckets_->xAxis->setTicker(ticker);
    buckets_->xAxis->setTickLabelRotation(0);
    auto* group = new QCPBarsGroup(buckets_);
    auto addBars = [&](const QString& name, const QVector<double>& values, const QColor& colour) {
        if (values.isEmpty())
            return;
        auto* bars = new QCPBars(buckets_->xAxis, buckets_->yAxis);
        bars->setName(name);
        bars->setWidth(0.35);
        bars->setBrush(colour);
        bars->setPen(QPen(colour.darker(120)));
        bars->setBarsGroup(group);
        QVector<double> keys;
        for (int i = 0; i < values.size(); ++i)
            keys << i + 1;
        bars->setData(keys, values, true);
    };
    addBars(tr("Measured"), c.measured, QColor(0x00, 0x72, 0xb2));
    addBars(tr("Planned"), c.planned, QColor(0xe6, 0x9f, 0x00));
    buckets_->xAxis->setRange(0.4, c.groups.size() + 0.6);
    buckets_->yAxis->setRange(0, 105);
    buckets_->replot();
}

void MeasuredCharts::showRolling(const gp::Measurement& m, const std::vector<gp::WindowGoodput>& rolling)
{
    QCPGraph* r = rolling_->addGraph();
    r->setName(tr("Goodput"));
    r->setPen(QPen(QColor(0x00, 0x72, 0xb2), 1.6));
    QVector<double> rx, ry;
    for (const gp::WindowGoodput& w : rolling) {
        rx << ((w.start + w.end) / 2 - m.start) / unitSeconds_;
        ry << w.goodputPercent;
    }
    r->setData(rx, ry, true);
    rolling_->xAxis->setRange(0, std::max(1e-6, m.totalSeconds / unitSeconds_));
    rolling_->yAxis->setRange(0, 105);
    rolling_->replot();
}

void MeasuredCharts::showDeviation(const gp::Measurement& m)
{
    // At most 4,000 points: the largest of each run of steps, so no spike is hidden.
    QCPGraph* d = deviation_->addGraph();
    d->setName(tr("Deviation"));
    d->setPen(QPen(QColor(0xd5, 0x5e, 0x00), 1.0));
    QVector<double> dx, dy;
    if (m.idealStepSeconds && !m.stepTimes.empty()) {
        const std::size_t n = m.stepTimes.size();
        const std::size_t stride = std::max<std::size_t>(1, n / 4000);
        double top = 0;
        for (std::size_t i = 0; i < n; i += stride) {
            double worst = 0;
            for (std::size_t j = i; j < std::min(n, i + stride); ++j)
                worst = std::max(worst, std::abs(m.stepTimes[j].second - *m.idealStepSeconds));
            dx << double(m.stepTimes[i].first);
            dy << worst;
            top = std::max(top, worst);
        }
        deviation_->xAxis->setRange(dx.isEmpty() ? 0 : dx.first(), dx.isEmpty() ? 1 : std::max(dx.last(), dx.first() + 1));
        deviation_->yAxis->setRange(0, std::max(1e-3, top * 1.1));
    }
    d->setData(dx, dy, true);
    deviation_->replot();
}

QString MeasuredCharts::timelineTip(double x) const
{
    QStringList lines;
    for (const Lane& lane : lanes_)
        for (const auto& [from, to] : lane.spans)
            if (x >= from && x <= to) {
                lines << tr("%1: %2, from %3 to %4 after the start. %5")
                             .arg(lane.name, durationHours((to - from) * unitSeconds_ / 3600.0),
                                  atTime(from, unitSeconds_), atTime(to, unitSeconds_), lane.about);
                break;
            }
    return lines.join(QLatin1Char('\n'));
}

QString MeasuredCharts::groupTip(int group) const
{
    static const char* const about[] = {
        QT_TR_NOOP("Steps that count toward training. Measured: the log's productive steps. Planned: the share of the "
                   "plan's window in productive steps (its scheduling goodput times its runtime goodput)."),
        QT_TR_NOOP("From a disruption until the job runs again, and an elastic job's waits for its slices."),
        QT_TR_NOOP("Accelerator initialization, training preparation, program startup, blocking data loading, "
                   "checkpoint restores and an elastic job's re-initializations."),
        QT_TR_NOOP("Steps done again after a disruption because they came after the last checkpoint."),
        QT_TR_NOOP("The job stalled while it saved a checkpoint."),
        QT_TR_NOOP("Measured: the time the log gives no cause for (hatched on the timeline) and custom badput "
                   "events. Planned: waiting for capacity before the run starts.")};
    if (group < 0 || group >= comparison_.groups.size() || group >= int(std::size(about)))
        return {};
    const QString planned = group < comparison_.planned.size()
                                ? tr("%1 planned").arg(percent(comparison_.planned[group] / 100.0))
                                : tr("no plan to compare");
    QString tip = tr("%1: %2 measured, %3. %4")
                      .arg(comparison_.groups[group], percent(comparison_.measured.value(group) / 100.0), planned,
                           tr(about[group]));
    if (group == int(std::size(about)) - 1 && !gapNote_.isEmpty())
        tip += QLatin1Char(' ') + gapNote_;
    return tip;
}

void MeasuredCharts::hover(QCustomPlot* plot, QMouseEvent* event)
{
    const double x = plot->xAxis->pixelToCoord(event->position().x());
    const QString tip = plot == timeline_ ? timelineTip(x) : groupTip(static_cast<int>(std::lround(x)) - 1);
    if (tip.isEmpty())
        QToolTip::hideText();
    else
        QToolTip::showText(event->globalPosition().toPoint(), tip, plot);
}

} // namespace gpui
