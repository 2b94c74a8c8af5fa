#include "scenarios/ScenarioCharts.h"

#include "presenters/Format.h"
#include "plan/Evaluate.h"
#include "scenarios/ScenarioRows.h"
#include "charts/ChartUtil.h"

#include <qcustomplot.h>

#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace gpui {

QString wrapName(const QString& name, const QFontMetricsF& metrics, double width)
{
    // Whole words per line as wide as the band allows, measured in the font's own widths, on at most two lines; what
    // does not fit is elided ("…"), a word wider than the band too. The full name is the label's tooltip and in the
    // table above the chart.
    QStringList lines;
    QString line;
    for (const QString& word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width && lines.size() < 1) {
            lines << line;
            line = word;
        } else {
            line = longer;
        }
    }
    if (!line.isEmpty())
        lines << line;
    for (QString& l : lines)
        l = metrics.elidedText(l, Qt::ElideRight, width);
    return lines.join(QLatin1Char('\n'));
}

ScenarioCostChart::ScenarioCostChart(QWidget* parent)
    : PlanChart(tr("Cost and wall days of each option"), parent)
{
    setObjectName(QStringLiteral("scenario-cost-chart"));
    QCustomPlot* p = plot();
    p->yAxis->setLabel(tr("Total cost (thousand USD)"));
    p->yAxis2->setVisible(true);
    p->yAxis2->setLabel(tr("Wall days"));
    auto* group = new QCPBarsGroup(p);
    cost_ = new QCPBars(p->xAxis, p->yAxis);
    days_ = new QCPBars(p->xAxis, p->yAxis2);
    cost_->setName(tr("Total cost (left axis)"));
    days_->setName(tr("Wall days (right axis)"));
    for (QCPBars* b : {cost_, days_}) {
        b->setWidth(0.35);
        b->setBarsGroup(group);
    }
    deadline_ = p->addGraph(p->xAxis, p->yAxis2);
    deadline_->removeFromLegend();
    p->legend->setVisible(true);
    placeLegendBelow(2);
    applyPalette();
    // Pointing at a bar or at its label under the axis shows the option's whole name.
    connect(p, &QCustomPlot::mouseMove, this, [this](QMouseEvent* event) {
        const QString tip = barName(plot()->xAxis->pixelToCoord(event->position().x()));
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), tip, plot());
    });
}

QString ScenarioCostChart::barName(double key) const
{
    const long index = std::lround(key) - 1;
    return index >= 0 && index < names_.size() && std::abs(key - double(index + 1)) <= 0.4
               ? names_[static_cast<int>(index)]
               : QString();
}

QString ScenarioCostChart::barLabel(int index) const
{
    const auto ticker = plot()->xAxis->ticker().dynamicCast<QCPAxisTickerText>();
    return ticker ? ticker->ticks().value(index + 1) : QString();
}

void ScenarioCostChart::applyPalette()
{
    PlanChart::applyPalette();
    cost_->setBrush(seriesColour(0));
    cost_->setPen(Qt::NoPen);
    days_->setBrush(seriesColour(1));
    days_->setPen(Qt::NoPen);
    deadline_->setPen(QPen(palette().color(QPalette::Text), lineWidth(1.5), Qt::DashLine));
}

void ScenarioCostChart::resizeEvent(QResizeEvent* event)
{
    PlanChart::resizeEvent(event);
    labelBars();
}

void ScenarioCostChart::labelBars()
{
    // Each name wrapped to the width of its group of bars, less a gap to the next. The axis rect before the first
    // layout is not yet its size: then the plot's width less the axes' margins.
    QCustomPlot* p = plot();
    const double axisWidth = p->axisRect()->width() > 50 ? p->axisRect()->width() : p->width() * 0.8;
    const double band = axisWidth / std::max<double>(1.0, static_cast<double>(names_.size()) + 0.2) - 8.0;
    const QFontMetricsF metrics(p->xAxis->tickLabelFont());
    const double width = std::max(40.0, band);
    QStringList labels;
    for (const QString& name : names_)
        labels << wrapName(name, metrics, width);
    // Two options whose names begin alike ("H100 reserved …", "H100 on Spot …") must not read alike under their
    // bars: those are elided in the middle, keeping the ends that tell them apart.
    for (int i = 0; i < labels.size(); ++i)
        if (labels.count(labels[i]) > 1)
            for (int j = i + 1; j < labels.size(); ++j)
                if (labels[j] == labels[i]) {
                    labels[j] = metrics.elidedText(names_[j], Qt::ElideMiddle, width);
                    labels[i] = metrics.elidedText(names_[i], Qt::ElideMiddle, width);
                }
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    for (int i = 0; i < names_.size(); ++i)
        ticker->addTick(i + 1, labels[i]);
    p->xAxis->setTicker(ticker);
}

void ScenarioCostChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    show(e.scenarios(0), e.deadlineDays);
}

void ScenarioCostChart::show(const std::vector<gp::ScenarioFigures>& figures, double deadlineDays)
{
    names_.clear();
    costs_.clear();
    wallDays_.clear();
    QVector<double> keys, thousands;
    double maxCost = 0, maxDays = 0;
    for (const gp::ScenarioFigures& f : figures) {
        const gp::CostEstimate* c = f.evaluation ? f.evaluation->selectedEstimate() : nullptr;
        const double cost = c && std::isfinite(c->cost) ? c->cost : 0.0;
        const double days = c && std::isfinite(c->days) ? c->days : 0.0;
        const double key = static_cast<double>(keys.size() + 1);
        keys << key;
        names_ << ScenarioRows::name(f.name);
        costs_ << cost;
        thousands << cost / 1000.0;
        wallDays_ << days;
        maxCost = std::max(maxCost, cost);
        maxDays = std::max(maxDays, days);
    }
    cost_->setData(keys, thousands, true);
    days_->setData(keys, wallDays_, true);
    QCustomPlot* p = plot();
    labelBars();
    p->xAxis->setRange(0.4, keys.size() + 0.6);
    p->yAxis->setRange(0, std::max(1.0, maxCost / 1000.0 * 1.12));
    const bool deadline = std::isfinite(deadlineDays) && deadlineDays > 0;
    p->yAxis2->setRange(0, std::max(1.0, std::max(maxDays, deadline ? deadlineDays : 0.0) * 1.12));
    // The deadline on the days' axis, dashed, when the plan has one.
    if (deadline) {
        deadline_->setData(QVector<double>{0.4, keys.size() + 0.6}, QVector<double>{deadlineDays, deadlineDays}, true);
        deadline_->setName(tr("Deadline, %1 days (right axis)").arg(number(deadlineDays, 1)));
        deadline_->addToLegend();
    } else {
        deadline_->data()->clear();
        deadline_->removeFromLegend();
    }
    refitLegend();
    p->replot(QCustomPlot::rpImmediateRefresh);
}

QList<DataTable> ScenarioCostChart::dataTables() const
{
    DataTable t{title(),
                {{QStringLiteral("option"), tr("Option"), 0},
                 {QStringLiteral("total_cost_usd"), tr("Total cost ($)"), 0},
                 {QStringLiteral("wall_days"), tr("Wall days"), 1}},
                {}};
    for (int i = 0; i < names_.size(); ++i)
        t.rows.append({DataCell::text(names_[i], names_[i]), DataCell::of(costs_[i]), DataCell::of(wallDays_[i])});
    return {t};
}

ScenarioDistributionChart::ScenarioDistributionChart(QWidget* parent)
    : PlanChart(tr("ML Productivity Goodput over simulated windows"), parent)
{
    setObjectName(QStringLiteral("scenario-distribution-chart"));
    QCustomPlot* p = plot();
    p->xAxis->setLabel(tr("ML Productivity Goodput of a window (%)"));
    p->yAxis->setLabel(tr("Share of the windows (%)"));
    p->legend->setVisible(true);
    placeLegendBelow(2);
    applyPalette();
}

void ScenarioDistributionChart::applyPalette()
{
    PlanChart::applyPalette();
    for (int i = 0; i < plot()->graphCount(); ++i) {
        QColor fill = sequenceColour(i);
        fill.setAlpha(40);
        plot()->graph(i)->setPen(QPen(sequenceColour(i), lineWidth(2), sequenceStyle(i)));
        plot()->graph(i)->setBrush(fill);
    }
}

void ScenarioDistributionChart::refresh(const gp::Plan&, const gp::Evaluation& e)
{
    show(e.scenarios());
}

void ScenarioDistributionChart::show(const std::vector<gp::ScenarioFigures>& figures)
{
    names_.clear();
    shares_.clear();
    centres_.clear();
    // One set of bands for every option, over the range all their windows reach, so the curves compare.
    double lo = INFINITY, hi = -INFINITY;
    for (const gp::ScenarioFigures& f : figures)
        for (double v : f.samples)
            if (std::isfinite(v)) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
    QCustomPlot* p = plot();
    p->clearGraphs();
    if (!(lo <= hi)) {
        p->replot(QCustomPlot::rpImmediateRefresh);
        return;
    }
    const double pad = std::max((hi - lo) * 0.05, 0.002);
    lo = std::max(0.0, lo - pad);
    hi = std::min(1.0, hi + pad);
    const double width = (hi - lo) / kBins;
    for (int b = 0; b < kBins; ++b)
        centres_ << (lo + (b + 0.5) * width) * 100.0;
    double top = 0;
    for (const gp::ScenarioFigures& f : figures) {
        if (f.samples.empty())
            continue;
        QVector<double> counts(kBins, 0.0);
        for (double v : f.samples)
            if (std::isfinite(v))
                counts[std::clamp(static_cast<int>((v - lo) / width), 0, kBins - 1)] += 1.0;
        for (double& c : counts) {
            c = 100.0 * c / static_cast<double>(f.samples.size());
            top = std::max(top, c);
        }
        names_ << ScenarioRows::name(f.name);
        shares_ << counts;
        QCPGraph* g = p->addGraph();
        g->setName(names_.back());
        g->setLineStyle(QCPGraph::lsStepCenter);
        g->setData(centres_, counts, true);
    }
    refitLegend();
    p->xAxis->setRange(lo * 100.0, hi * 100.0);
    p->yAxis->setRange(0, std::max(1.0, top * 1.1));
    applyPalette();
    p->replot(QCustomPlot::rpImmediateRefresh);
}

QList<DataTable> ScenarioDistributionChart::dataTables() const
{
    DataTable t{title(), {{QStringLiteral("goodput_percent"), tr("ML Productivity Goodput of a window (%)"), 2}}, {}};
    for (int s = 0; s < names_.size(); ++s)
        t.columns.append({QStringLiteral("share_percent_%1").arg(s), tr("%1: share of the windows (%)").arg(names_[s]), 1});
    for (int b = 0; b < centres_.size(); ++b) {
        QList<DataCell> row{DataCell::of(centres_[b])};
        for (const QVector<double>& shares : shares_)
            row.append(DataCell::of(shares[b]));
        t.rows.append(row);
    }
    return {t};
}

} // namespace gpui
