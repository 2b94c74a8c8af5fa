#include "costs/CostCharts.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QHBoxLayout>
#include <QLocale>
#include <QToolButton>
#include <QVBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpui {

CostCharts::CostCharts(QWidget* parent)
    : QWidget(parent)
    , days_(new QChartView(this))
    , cost_(new QChartView(this))
{
    for (QChartView* v : {days_, cost_}) {
        v->setRenderHint(QPainter::Antialiasing);
        v->setMinimumHeight(240);
    }
    days_->setAccessibleName(tr("Days to train per accelerator"));
    cost_->setAccessibleName(tr("Total cost per accelerator"));
    QToolButton* tableButton = dataTableButton(this, tr("Days to train and total cost per accelerator"),
                                               [this] { return QList<DataTable>{table_}; });
    auto* header = new QHBoxLayout;
    header->addStretch(1);
    header->addWidget(tableButton);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(days_);
    layout->addWidget(cost_);
}

QChart* CostCharts::costChart() const
{
    return cost_->chart();
}

void CostCharts::show(const gp::Catalog& catalog, const std::vector<gp::CostEstimate>& estimates,
                      std::optional<std::size_t> fastest, std::optional<std::size_t> cheapest)
{
    names_.clear();
    table_ = {tr("Days to train and total cost per accelerator"),
              {{QStringLiteral("accelerator"), tr("Accelerator"), 0},
               {QStringLiteral("days"), tr("Days to train"), 1},
               {QStringLiteral("cost_usd"), tr("Total cost ($)"), 0}},
              {}};
    std::vector<double> days, cost;
    for (std::size_t i = 0; i < estimates.size() && i < catalog.accelerators.size(); ++i) {
        // Short names keep the axis readable: the vendor is in the table.
        QString name = QString::fromStdString(catalog.accelerators[i].name);
        const QString vendor = QString::fromStdString(catalog.accelerators[i].vendor) + QLatin1Char(' ');
        if (name.startsWith(vendor))
            name = name.mid(vendor.size());
        names_ << name;
        days.push_back(estimates[i].days);
        cost.push_back(estimates[i].cost / 1000.0);
        table_.rows.append({DataCell::text(QString::fromStdString(catalog.accelerators[i].id),
                                           QString::fromStdString(catalog.accelerators[i].name)),
                            DataCell::of(estimates[i].days), DataCell::of(estimates[i].cost)});
    }
    fill(days_, tr("Days to train"), tr("days"), days, fastest, tr("Fastest"));
    fill(cost_, tr("Total cost (thousand $)"), tr("k$"), cost, cheapest, tr("Cheapest"));
}

void CostCharts::fill(QChartView* view, const QString& title, const QString& unit, const std::vector<double>& values,
                      std::optional<std::size_t> best, const QString& bestLabel)
{
    auto* chart = new QChart;
    chart->setTitle(title);
    chart->setAnimationOptions(QChart::NoAnimation);
    // Two stacked sets: every bar in the plain set except the best one, which stands in its own colour.
    auto* plain = new QBarSet(unit);
    auto* marked = new QBarSet(bestLabel);
    double top = 0;
    for (std::size_t i = 0; i < values.size(); ++i) {
        const double v = std::isfinite(values[i]) ? values[i] : 0.0;
        top = std::max(top, v);
        const bool isBest = best && *best == i;
        *plain << (isBest ? 0.0 : v);
        *marked << (isBest ? v : 0.0);
    }
    plain->setColor(QColor(0x00, 0x72, 0xb2));
    marked->setColor(QColor(0x00, 0x9e, 0x73));
    auto* series = new QHorizontalStackedBarSeries;
    series->append(plain);
    series->append(marked);
    // The value goes with the name on the axis: a label inside a short bar would be cut off.
    series->setLabelsVisible(false);
    chart->addSeries(series);
    auto* categories = new QBarCategoryAxis;
    QStringList labels;
    const QLocale locale;
    for (int i = 0; i < names_.size() && i < static_cast<int>(values.size()); ++i)
        labels << (std::isfinite(values[std::size_t(i)])
                       ? tr("%1 · %2").arg(names_[i], locale.toString(values[std::size_t(i)], 'f', 1))
                       : names_[i]);
    categories->append(labels);
    categories->setTruncateLabels(false);
    chart->addAxis(categories, Qt::AlignLeft);
    series->attachAxis(categories);
    auto* values_axis = new QValueAxis;
    values_axis->setRange(0, top > 0 ? top * 1.15 : 1.0);
    values_axis->applyNiceNumbers(); // ticks at round values
    values_axis->setLabelFormat(QStringLiteral("%.0f"));
    chart->addAxis(values_axis, Qt::AlignBottom);
    series->attachAxis(values_axis);
    chart->legend()->setAlignment(Qt::AlignBottom);
    applyTheme(chart);
    QChart* old = view->chart();
    view->setChart(chart);
    delete old;
}

void CostCharts::applyTheme(QChart* chart)
{
    const QPalette pal = palette();
    const bool dark = pal.color(QPalette::Base).lightness() < 128;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->setBackgroundBrush(pal.color(QPalette::Base));
    chart->setTitleBrush(pal.color(QPalette::Text));
    chart->legend()->setLabelColor(pal.color(QPalette::Text));
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(pal.color(QPalette::Text));
        axis->setTitleBrush(pal.color(QPalette::Text));
    }
    // The theme resets series colours: keep ours.
    for (QAbstractSeries* s : chart->series())
        if (auto* bars = qobject_cast<QHorizontalStackedBarSeries*>(s); bars && bars->count() == 2) {
            bars->barSets()[0]->setColor(dark ? QColor(0x56, 0xb4, 0xe9) : QColor(0x00, 0x72, 0xb2));
            bars->barSets()[1]->setColor(QColor(0x00, 0x9e, 0x73));
            for (QBarSet* set : bars->barSets())
                set->setLabelColor(pal.color(QPalette::Text));
        }
}

void CostCharts::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        for (QChartView* v : {days_, cost_})
            if (v->chart())
                applyTheme(v->chart());
    }
}

} // namespace gpui
