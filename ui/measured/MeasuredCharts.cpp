#include "measured/MeasuredCharts.h"

#include "common/PlotPalette.h"
#include "plan/Calibrate.h"

#include <qcustomplot.h>

#include <QGridLayout>

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
    }
    return {};
}

} // namespace

MeasuredCharts::MeasuredCharts(QWidget* parent)
    : QWidget(parent)
    , timeline_(makePlot(tr("The job's timeline")))
    , buckets_(makePlot(tr("Where the time went: measured and planned")))
    , rolling_(makePlot(tr("Goodput over rolling windows")))
    , deviation_(makePlot(tr("Step time's deviation from the ideal")))
{
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(timeline_, 0, 0, 1, 2);
    grid->addWidget(buckets_, 1, 0, 1, 2);
    grid->addWidget(rolling_, 2, 0);
    grid->addWidget(deviation_, 2, 1);
    timeline_->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    timeline_->axisRect()->setRangeDrag(Qt::Horizontal);
    timeline_->axisRect()->setRangeZoom(Qt::Horizontal);
    timeline_->xAxis->setLabel(tr("Hours from the start (drag and wheel to zoom)"));
    timeline_->yAxis->setVisible(false);
    timeline_->yAxis->setRange(0, 1.1);
    timeline_->legend->setVisible(true);
    timeline_->axisRect()->insetLayout()->take(timeline_->legend);
    timeline_->axisRect()->insetLayout()->simplify();
    timeline_->plotLayout()->addElement(2, 0, timeline_->legend);
    timeline_->plotLayout()->setRowStretchFactor(2, 0.001);
    timeline_->legend->setWrap(4);
    timeline_->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    buckets_->yAxis->setLabel(tr("Share of the time (%)"));
    buckets_->legend->setVisible(true);
    rolling_->xAxis->setLabel(tr("Hours from the start"));
    rolling_->yAxis->setLabel(tr("Goodput (%)"));
    deviation_->xAxis->setLabel(tr("Step"));
    deviation_->yAxis->setLabel(tr("|step time − ideal| (s)"));
    for (QCustomPlot* p : {timeline_, buckets_, rolling_, deviation_})
        p->setMinimumHeight(p == buckets_ || p == timeline_ ? 260 : 220);
}

void MeasuredCharts::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        for (QCustomPlot* p : {timeline_, buckets_, rolling_, deviation_}) {
            applyPlotPalette(p, palette());
            p->replot();
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
    for (QCustomPlot* p : {timeline_, buckets_, rolling_, deviation_}) {
        p->clearPlottables();
        p->replot();
    }
}

void MeasuredCharts::show(const gp::Measurement& m, const std::vector<gp::WindowGoodput>& rolling,
                          const std::optional<gp::Evaluation>& plan)
{
    clear();
    const double t0 = m.start;
    // Timeline: one filled step graph per kind of time, in hours from the start.
    auto addLane = [&](const QString& name, const QColor& colour, const std::vector<gp::MeasuredSegment>& segments) {
        if (segments.empty())
            return;
        QCPGraph* g = timeline_->addGraph();
        g->setName(name);
        g->setLineStyle(QCPGraph::lsStepLeft);
        g->setPen(QPen(colour, 1));
        g->setBrush(QBrush(colour));
        QVector<double> x, y;
        for (const gp::MeasuredSegment& s : segments) {
            x << (s.start - t0) / 3600.0 << (s.end - t0) / 3600.0;
            y << 1.0 << 0.0;
        }
        g->setData(x, y, true);
    };
    std::vector<gp::MeasuredSegment> productive;
    std::array<std::vector<gp::MeasuredSegment>, gp::kBuckets> byBucket;
    for (const gp::MeasuredSegment& s : m.timeline) {
        if (s.kind == gp::SegmentKind::Productive)
            productive.push_back(s);
        else
            byBucket[std::size_t(s.bucket)].push_back(s);
    }
    addLane(tr("Productive steps"), QColor(0x00, 0x9e, 0x73), productive);
    for (std::size_t b = 0; b < gp::kBuckets; ++b)
        addLane(bucketLabel(gp::Bucket(b)), bucketColour(gp::Bucket(b)), byBucket[b]);
    timeline_->xAxis->setRange(0, std::max(1e-6, m.totalSeconds / 3600.0));
    timeline_->replot();

    // Measured beside planned.
    const Comparison c = compare(gp::baselineOf(m, {}), plan);
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

    // Rolling goodput.
    QCPGraph* r = rolling_->addGraph();
    r->setName(tr("Goodput"));
    r->setPen(QPen(QColor(0x00, 0x72, 0xb2), 1.6));
    QVector<double> rx, ry;
    for (const gp::WindowGoodput& w : rolling) {
        rx << ((w.start + w.end) / 2 - t0) / 3600.0;
        ry << w.goodputPercent;
    }
    r->setData(rx, ry, true);
    rolling_->xAxis->setRange(0, std::max(1e-6, m.totalSeconds / 3600.0));
    rolling_->yAxis->setRange(0, 105);
    rolling_->replot();

    // Step-time deviation, at most 4,000 points: the largest of each run of steps, so no spike is hidden.
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

} // namespace gpui
