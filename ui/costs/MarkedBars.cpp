#include "costs/MarkedBars.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFontMetrics>
#include <QHorizontalStackedBarSeries>
#include <QLocale>
#include <QPalette>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpui {

void fillMarkedBars(QChartView* view, const QStringList& names, const QString& title, const QString& unit,
                    const std::vector<double>& values, std::optional<std::size_t> best, const QString& bestLabel,
                    int decimals)
{
    QChart* chart = markedBarsChart(names, title, unit, values, best, bestLabel, decimals, view->palette());
    QChart* old = view->chart();
    view->setChart(chart);
    delete old;
    view->setMinimumHeight(markedBarsHeight(static_cast<int>(std::min<std::size_t>(names.size(), values.size())),
                                            view->font()));
}

int markedBarsHeight(int bars, const QFont& font)
{
    // The category axis hides a name that would overlap its neighbour: each bar gets a line and a half of the
    // axis's text, and the title, the value axis and the legend their room around them.
    const QFontMetrics fm(font);
    return std::max(240, bars * (fm.height() * 3 / 2 + 2) + 6 * fm.height() + 40);
}

QChart* markedBarsChart(const QStringList& names, const QString& title, const QString& unit,
                        const std::vector<double>& values, std::optional<std::size_t> best, const QString& bestLabel,
                        int decimals, const QPalette& palette)
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
    for (int i = 0; i < names.size() && i < static_cast<int>(values.size()); ++i)
        labels << (std::isfinite(values[std::size_t(i)])
                       ? MarkedBars::tr("%1 · %2").arg(names[i], locale.toString(values[std::size_t(i)], 'f', decimals))
                       : names[i]);
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
    themeMarkedBars(chart, palette);
    return chart;
}

void themeMarkedBars(QChart* chart, const QPalette& pal)
{
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

} // namespace gpui
