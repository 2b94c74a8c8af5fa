#include "workbench/BreakdownChart.h"

#include "presenters/Format.h"
#include "charts/ChartUtil.h"

#include <qcustomplot.h>

#include <QTextStream>

namespace gpui {
namespace {

QStringList bucketNames()
{
    return {BreakdownChart::tr("Waiting"),  BreakdownChart::tr("Rescheduling"), BreakdownChart::tr("Resuming"),
            BreakdownChart::tr("Lost progress"), BreakdownChart::tr("Saves"), BreakdownChart::tr("Shrunk (elastic)"),
            BreakdownChart::tr("Slowed by stragglers"), BreakdownChart::tr("Below peak (MFU)"),
            BreakdownChart::tr("Goodput")};
}

const char* const kCsvNames[] = {"waiting", "reschedule", "resume",  "lost",   "saves",
                                 "shrunk",  "straggler",  "program", "goodput"};
// The buckets only some plans have (docs/model.md section 25): shown when they hold time.
constexpr int kShrunk = 5, kStraggler = 6;

} // namespace

BreakdownChart::BreakdownChart(QWidget* parent)
    : PlanChart(tr("ML Productivity Goodput and badput"), parent)
{
    setObjectName(QStringLiteral("breakdown-chart"));
    QCustomPlot* p = plot();
    p->xAxis->setLabel(tr("Share of the evaluation window (%)"));
    p->xAxis->setRange(0, 100);
    p->yAxis->setRange(0.4, 1.6);
    p->yAxis->setTicks(false);
    p->yAxis->setTickLabels(false);
    const QStringList names = bucketNames();
    for (int i = 0; i < kBuckets; ++i) {
        auto* bars = new QCPBars(p->yAxis, p->xAxis);
        bars->setWidth(0.5);
        bars->setName(names[i]);
        if (i > 0)
            bars->moveAbove(bars_[static_cast<std::size_t>(i - 1)]);
        bars_[static_cast<std::size_t>(i)] = bars;
    }
    // The product above the bars, in a row of its own: it wraps at a narrow width rather than covering them.
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    formula_ = new QCPTextElement(p, QString(), big);
    p->plotLayout()->insertRow(0);
    p->plotLayout()->addElement(0, 0, formula_);
    p->legend->setVisible(true);
    p->legend->setWrap(3);
    p->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    p->plotLayout()->addElement(2, 0, p->legend);
    fitLegend(3); // up to three columns, as many as fit: two for longer languages
    p->plotLayout()->setRowStretchFactor(0, 0.001);
    p->plotLayout()->setRowStretchFactor(2, 0.001);
    applyPalette();
}

void BreakdownChart::applyPalette()
{
    PlanChart::applyPalette();
    // Badput in warm and grey tones, goodput in the strongest colour.
    // Slowed by stragglers: the program's colour, hatched, beside the rest of the program's loss.
    const QColor colours[kBuckets] = {seriesColour(7), seriesColour(4), seriesColour(6), seriesColour(3), seriesColour(1),
                                      seriesColour(0), seriesColour(5), seriesColour(5), seriesColour(2)};
    for (int i = 0; i < kBuckets; ++i) {
        bars_[static_cast<std::size_t>(i)]->setBrush(
            QBrush(colours[i], i == kStraggler ? Qt::BDiagPattern : Qt::SolidPattern));
        bars_[static_cast<std::size_t>(i)]->setPen(QPen(palette().color(QPalette::Base), 1));
    }
    formula_->setTextColor(palette().color(QPalette::Text));
}

void BreakdownChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    const gp::Badput& b = e.goodput.hours;
    hours_ = {b.waiting, b.reschedule, b.resume, b.lost, b.saves, b.shrunk, b.straggler, b.program - b.straggler,
              b.goodput};
    window_ = e.parameters.window;
    const QStringList names = bucketNames();
    for (int i = 0; i < kBuckets; ++i) {
        const double h = hours_[static_cast<std::size_t>(i)];
        const double share = window_ > 0 ? h / window_ : 0.0;
        QCPBars* bars = bars_[static_cast<std::size_t>(i)];
        bars->setData(QVector<double>{1.0}, QVector<double>{share * 100.0}, true);
        bars->setName(tr("%1 %2 h · %3").arg(names[i], number(h, 1), percent(share)));
        const bool shown = (i != kShrunk && i != kStraggler) || h > 0.0;
        bars->setVisible(shown);
        if (shown)
            bars->addToLegend();
        else
            bars->removeFromLegend();
    }
    refitLegendBeforeReplot(); // its names changed with their hours
    const gp::GoodputEvaluation& g = e.goodput;
    formula_->setText(tr("Scheduling %1 × Runtime %2 × Program %3 = %4")
                          .arg(percent(g.scheduling), percent(g.runtime), percent(g.program),
                               percent(g.mlProductivity)));
    plot()->replot(QCustomPlot::rpImmediateRefresh);
}

QList<DataTable> BreakdownChart::dataTables() const
{
    DataTable t{title(),
                {{QStringLiteral("bucket"), tr("Where the window goes"), 0},
                 {QStringLiteral("hours"), tr("Hours"), 1},
                 {QStringLiteral("share_of_window"), tr("Share of the evaluation window (%)"), 1, 100.0}},
                {}};
    const QStringList names = bucketNames();
    for (int i = 0; i < kBuckets; ++i) {
        const double h = hours_[static_cast<std::size_t>(i)];
        t.rows.append({DataCell::text(QString::fromLatin1(kCsvNames[i]), names[i]), DataCell::of(h),
                       DataCell::of(window_ > 0 ? h / window_ : 0.0)});
    }
    return {t};
}

} // namespace gpui
