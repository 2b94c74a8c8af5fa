#include "workbench/BreakdownChart.h"

#include "common/Format.h"
#include "workbench/ChartUtil.h"

#include <qcustomplot.h>

#include <QTextStream>

namespace gpui {
namespace {

QStringList bucketNames()
{
    return {BreakdownChart::tr("Waiting"),  BreakdownChart::tr("Rescheduling"), BreakdownChart::tr("Resuming"),
            BreakdownChart::tr("Lost progress"), BreakdownChart::tr("Saves"), BreakdownChart::tr("Below peak (MFU)"),
            BreakdownChart::tr("Goodput")};
}

const char* const kCsvNames[] = {"waiting", "reschedule", "resume", "lost", "saves", "program", "goodput"};

} // namespace

BreakdownChart::BreakdownChart(QWidget* parent)
    : WorkbenchChart(tr("ML Productivity Goodput and badput"), parent)
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
    formula_ = new QCPItemText(p);
    formula_->position->setType(QCPItemPosition::ptAxisRectRatio);
    formula_->position->setCoords(0.5, 0.02);
    formula_->setPositionAlignment(Qt::AlignHCenter | Qt::AlignTop);
    QFont big = formula_->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    formula_->setFont(big);
    p->legend->setVisible(true);
    p->legend->setWrap(3);
    p->legend->setFillOrder(QCPLegend::foColumnsFirst, true);
    p->plotLayout()->addElement(1, 0, p->legend);
    p->plotLayout()->setRowStretchFactor(1, 0.001);
    applyPalette();
}

void BreakdownChart::applyPalette()
{
    WorkbenchChart::applyPalette();
    // Badput in warm and grey tones, goodput in the strongest colour.
    const QColor colours[kBuckets] = {seriesColour(7), seriesColour(4), seriesColour(6), seriesColour(3),
                                      seriesColour(1), seriesColour(5), seriesColour(2)};
    for (int i = 0; i < kBuckets; ++i) {
        bars_[static_cast<std::size_t>(i)]->setBrush(colours[i]);
        bars_[static_cast<std::size_t>(i)]->setPen(QPen(palette().color(QPalette::Base), 1));
    }
    formula_->setColor(palette().color(QPalette::Text));
}

void BreakdownChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    const gp::Badput& b = e.goodput.hours;
    hours_ = {b.waiting, b.reschedule, b.resume, b.lost, b.saves, b.program, b.goodput};
    window_ = e.parameters.window;
    const QStringList names = bucketNames();
    for (int i = 0; i < kBuckets; ++i) {
        const double h = hours_[static_cast<std::size_t>(i)];
        const double share = window_ > 0 ? h / window_ : 0.0;
        QCPBars* bars = bars_[static_cast<std::size_t>(i)];
        bars->setData(QVector<double>{1.0}, QVector<double>{share * 100.0}, true);
        bars->setName(tr("%1 %2 h · %3").arg(names[i], number(h, 1), percent(share)));
    }
    const gp::GoodputEvaluation& g = e.goodput;
    formula_->setText(tr("Scheduling %1 × Runtime %2 × Program %3 = %4")
                          .arg(percent(g.scheduling), percent(g.runtime), percent(g.program),
                               percent(g.mlProductivity)));
    plot()->replot(QCustomPlot::rpImmediateRefresh);
}

void BreakdownChart::writeCsv(QTextStream& out) const
{
    out << "bucket,hours,share_of_window\n";
    for (int i = 0; i < kBuckets; ++i) {
        const double h = hours_[static_cast<std::size_t>(i)];
        out << kCsvNames[i] << ',' << csvNumber(h) << ',' << csvNumber(window_ > 0 ? h / window_ : 0.0) << '\n';
    }
}

} // namespace gpui
