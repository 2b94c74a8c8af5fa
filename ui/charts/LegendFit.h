#pragma once

#include <QHash>
#include <QString>

class QCPAbstractPlottable;
class QCPLegend;
class QCustomPlot;

namespace gpui {

// A legend below its plot fitted to the plot's width: up to a number of columns, as many as its entries fit side by
// side, each name wrapped onto more lines rather than cut where it is still wider than its column. Entries fill the
// rows left to right.
class LegendFit {
public:
    void setColumns(int columns);
    int columns() const { return columns_; } // 0: not fitted (the legend stays where it was put)

    // Fits the plot's legend to `width`; true when it changed and the plot needs drawing again.
    bool fit(QCustomPlot* plot, int width);
    // The columns that fit `width`, at most columns().
    int wrap(const QCPLegend* legend, int width) const;

private:
    int columns_ = 0;
    QHash<QCPAbstractPlottable*, QString> names_; // each entry's name as written, before wrapping
};

} // namespace gpui
