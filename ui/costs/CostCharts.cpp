#include "costs/CostCharts.h"

#include "presenters/Names.h"
#include "costs/MarkedBars.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
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
        names_ << shortAcceleratorName(catalog.accelerators[i]);
        days.push_back(estimates[i].days);
        cost.push_back(estimates[i].cost / 1000.0);
        table_.rows.append({DataCell::text(QString::fromStdString(catalog.accelerators[i].id),
                                           QString::fromStdString(catalog.accelerators[i].name)),
                            DataCell::of(estimates[i].days), DataCell::of(estimates[i].cost)});
    }
    fillMarkedBars(days_, names_, tr("Days to train"), tr("days"), days, fastest, tr("Fastest"));
    fillMarkedBars(cost_, names_, tr("Total cost (thousand $)"), tr("k$"), cost, cheapest, tr("Cheapest"));
    // Each chart as wide as its longest name needs beside a readable plot: narrower, Qt Charts draws the names
    // past the chart's left edge, cut off.
    int widest = 0;
    for (QChartView* v : {days_, cost_})
        for (QAbstractAxis* axis : v->chart()->axes(Qt::Vertical))
            if (auto* names = qobject_cast<QBarCategoryAxis*>(axis)) {
                const QFontMetrics fm(names->labelsFont());
                for (const QString& label : names->categories())
                    widest = std::max(widest, fm.horizontalAdvance(label));
            }
    for (QChartView* v : {days_, cost_})
        v->setMinimumWidth(2 * widest + 120);
}

void CostCharts::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        for (QChartView* v : {days_, cost_})
            if (v->chart())
                themeMarkedBars(v->chart(), palette());
    }
}

} // namespace gpui
