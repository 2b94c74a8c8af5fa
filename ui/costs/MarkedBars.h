#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <vector>

class QChart;
class QChartView;
class QFont;
class QPalette;

namespace gpui {

// Horizontal bars, one per name, the best one in its own colour and every value beside its name on the axis (a
// label inside a short bar would be cut off). A non-finite value draws no bar and no figure. The view takes the new
// chart; the old one is deleted.
void fillMarkedBars(QChartView* view, const QStringList& names, const QString& title, const QString& unit,
                    const std::vector<double>& values, std::optional<std::size_t> best, const QString& bestLabel,
                    int decimals = 1);
// The height a view needs to name every one of `bars` bars in this font (the view is given it as its minimum).
int markedBarsHeight(int bars, const QFont& font);
// The same chart, themed for the palette, owned by the caller (a page draws it through a QGraphicsScene).
QChart* markedBarsChart(const QStringList& names, const QString& title, const QString& unit,
                        const std::vector<double>& values, std::optional<std::size_t> best, const QString& bestLabel,
                        int decimals, const QPalette& palette);
// The chart in the palette's light or dark theme, keeping the bars' colours.
void themeMarkedBars(QChart* chart, const QPalette& palette);

class MarkedBars {
    Q_DECLARE_TR_FUNCTIONS(gpui::MarkedBars)
};

} // namespace gpui
