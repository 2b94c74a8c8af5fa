#include "charts/LegendFit.h"

#include "charts/PlanChart.h"

#include <qcustomplot.h>

#include <algorithm>
#include <vector>

namespace gpui {

void LegendFit::setColumns(int columns)
{
    columns_ = std::max(1, columns);
}

int LegendFit::wrap(const QCPLegend* legend, int width) const
{
    // As many columns as asked for that fit the chart's width, each as wide as its widest entry (entries fill the
    // rows left to right).
    std::vector<int> entries; // the entries' widths; the legend's grid may hold empty cells between them
    for (int i = 0; i < legend->elementCount(); ++i)
        if (QCPLayoutElement* e = legend->elementAt(i))
            entries.push_back(e->minimumOuterSizeHint().width());
    const int n = static_cast<int>(entries.size());
    for (int columns = std::min(columns_, std::max(1, n)); columns > 1; --columns) {
        std::vector<int> widths(static_cast<std::size_t>(columns), 0);
        for (int i = 0; i < n; ++i) {
            int& w = widths[static_cast<std::size_t>(i % columns)];
            w = std::max(w, entries[static_cast<std::size_t>(i)]);
        }
        int total = (columns - 1) * legend->columnSpacing() + legend->margins().left() + legend->margins().right() + 16;
        for (int w : widths)
            total += w;
        if (total <= width)
            return columns;
    }
    return 1;
}

bool LegendFit::fit(QCustomPlot* plot, int width)
{
    if (columns_ <= 0 || !plot->legend)
        return false;
    QCPLegend* legend = plot->legend;
    // Each entry's name as written, then as many columns as fit; a name still wider than its column wraps onto
    // more lines rather than being cut.
    bool renamed = false;
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i))) {
            QCPAbstractPlottable* p = item->plottable();
            if (!p->name().contains(QLatin1Char('\n')))
                names_[p] = p->name(); // set or translated since: the name as written
            else if (!names_.contains(p))
                names_[p] = QString(p->name()).replace(QLatin1Char('\n'), QLatin1Char(' ')); // wrapped before: rejoined
            else if (p->name() != names_.value(p)) {
                p->setName(names_.value(p));
                renamed = true;
            }
        }
    const int columns = wrap(legend, width);
    const int spare = legend->margins().left() + legend->margins().right() + (columns - 1) * legend->columnSpacing() + 16;
    const int column = std::max(60, (width - spare) / std::max(1, columns));
    for (int i = 0; i < legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i))) {
            const int text = column - legend->iconSize().width() - legend->iconTextPadding() - 8;
            const QString wrapped = PlanChart::wrapText(names_.value(item->plottable()), legend->font(), text);
            if (wrapped != item->plottable()->name()) {
                item->plottable()->setName(wrapped);
                renamed = true;
            }
        }
    if (legend->wrap() == columns && !renamed)
        return false;
    legend->setWrap(columns);
    legend->setFillOrder(legend->fillOrder(), true); // rearranges the items
    return true;
}

} // namespace gpui
