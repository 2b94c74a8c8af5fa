#include "workbench/TornadoChart.h"

#include "charts/ChartUtil.h"
#include "workbench/InputSpec.h"
#include "workbench/SwitchSpec.h"

#include <qcustomplot.h>

#include <QTextStream>

#include <algorithm>

namespace gpui {

QString inputLabel(const std::string& key)
{
    const QString k = QString::fromStdString(key);
    for (const InputSpec& s : inputSpecs())
        if (s.key() == k)
            return s.label;
    const QList<SwitchSpec> switches = switchSpecs();
    if (const SwitchSpec* s = findSwitchSpec(switches, key); s && !s->tornado.isEmpty())
        return s->tornado;
    return k;
}

TornadoChart::TornadoChart(QWidget* parent)
    : PlanChart(tr("Sensitivity: the inputs that move it most, each by ±20 %"), parent)
{
    setObjectName(QStringLiteral("tornado-chart"));
    QCustomPlot* p = plot();
    p->xAxis->setLabel(tr("ML Productivity Goodput (%)"));
    p->yAxis->setTicker(QSharedPointer<QCPAxisTickerText>(new QCPAxisTickerText));
    p->yAxis->setRangeReversed(true);
    p->yAxis->grid()->setVisible(false);
    base_ = new QCPItemStraightLine(p);
    base_->point1->setType(QCPItemPosition::ptPlotCoords);
    base_->point2->setType(QCPItemPosition::ptPlotCoords);
    // Two legend entries through empty bar series, so the colours are explained.
    auto* lowLegend = new QCPBars(p->yAxis, p->xAxis);
    lowLegend->setName(tr("Input moved down / off"));
    auto* highLegend = new QCPBars(p->yAxis, p->xAxis);
    highLegend->setName(tr("Input moved up / on"));
    p->legend->setVisible(true);
    p->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignBottom | Qt::AlignRight);
    applyPalette();
}

void TornadoChart::applyPalette()
{
    PlanChart::applyPalette();
    const QColor low = seriesColour(3);
    const QColor high = seriesColour(0);
    for (QCPItemRect* r : down_) {
        r->setBrush(low);
        r->setPen(Qt::NoPen);
    }
    for (QCPItemRect* r : up_) {
        r->setBrush(high);
        r->setPen(Qt::NoPen);
    }
    if (plot()->plottableCount() >= 2) {
        static_cast<QCPBars*>(plot()->plottable(0))->setBrush(low);
        static_cast<QCPBars*>(plot()->plottable(1))->setBrush(high);
    }
    base_->setPen(QPen(palette().color(QPalette::Text), 1.2));
}

void TornadoChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    // While a handle is held the bars stay as they were (two evaluations per input a step); letting go redraws them.
    if (isDragging() && !sensitivity_.bars.empty())
        return;
    sensitivity_ = e.sensitivity();
    QCustomPlot* p = plot();
    // The inputs that move it most; the data table lists every one.
    const std::size_t n = std::min(sensitivity_.bars.size(), kShownBars);
    while (down_.size() < n) {
        auto make = [p] {
            auto* r = new QCPItemRect(p);
            r->topLeft->setType(QCPItemPosition::ptPlotCoords);
            r->bottomRight->setType(QCPItemPosition::ptPlotCoords);
            return r;
        };
        down_.push_back(make());
        up_.push_back(make());
        applyPalette();
    }
    auto ticker = qSharedPointerCast<QCPAxisTickerText>(p->yAxis->ticker());
    ticker->clear();
    const double base = sensitivity_.base * 100.0;
    double lo = base, hi = base;
    for (std::size_t i = 0; i < down_.size(); ++i) {
        const bool used = i < n;
        down_[i]->setVisible(used);
        up_[i]->setVisible(used);
        if (!used)
            continue;
        const gp::SensitivityBar& bar = sensitivity_.bars[i];
        const double y = static_cast<double>(i);
        const double a = bar.low * 100.0;
        const double b = bar.high * 100.0;
        down_[i]->topLeft->setCoords(std::min(base, a), y - 0.35);
        down_[i]->bottomRight->setCoords(std::max(base, a), y + 0.35);
        up_[i]->topLeft->setCoords(std::min(base, b), y - 0.35);
        up_[i]->bottomRight->setCoords(std::max(base, b), y + 0.35);
        lo = std::min({lo, a, b});
        hi = std::max({hi, a, b});
        ticker->addTick(y, inputLabel(bar.input));
    }
    base_->point1->setCoords(base, 0);
    base_->point2->setCoords(base, 1);
    const double margin = std::max(0.5, (hi - lo) * 0.08);
    setAxisRange(p->xAxis, lo - margin, hi + margin);
    p->yAxis->setRange(-0.7, static_cast<double>(n) - 0.3);
    p->replot(QCustomPlot::rpImmediateRefresh);
}

QList<DataTable> TornadoChart::dataTables() const
{
    DataTable t{title(),
                {{QStringLiteral("input"), tr("Input"), 0},
                 {QStringLiteral("value_low"), tr("Value, moved down"), 4},
                 {QStringLiteral("value_high"), tr("Value, moved up"), 4},
                 {QStringLiteral("mpg_low"), tr("ML Productivity Goodput, moved down (%)"), 2, 100.0},
                 {QStringLiteral("mpg_high"), tr("ML Productivity Goodput, moved up (%)"), 2, 100.0},
                 {QStringLiteral("mpg_base"), tr("ML Productivity Goodput, the plan (%)"), 2, 100.0}},
                {}};
    for (const gp::SensitivityBar& b : sensitivity_.bars)
        t.rows.append({DataCell::text(QString::fromStdString(b.input), inputLabel(b.input)), DataCell::of(b.lowValue),
                       DataCell::of(b.highValue), DataCell::of(b.low), DataCell::of(b.high),
                       DataCell::of(sensitivity_.base)});
    return {t};
}

} // namespace gpui
