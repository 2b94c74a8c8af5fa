#pragma once

#include <QPalette>

class QCustomPlot;

namespace gpui {

// A QCustomPlot in the palette's colours: background, axes, grid, legend and text elements (titles), so that a
// chart reads the same in light and dark. The workbench's and the Measured view's charts share it.
void applyPlotPalette(QCustomPlot* plot, const QPalette& palette);

} // namespace gpui
