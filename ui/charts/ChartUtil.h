#pragma once

#include <QString>
#include <QVector>

#include <vector>

class QCustomPlot;
class QCPAxis;
class QCPItemStraightLine;

namespace gpui {

// A core series as QCustomPlot's vector, optionally scaled (fractions to percent).
QVector<double> toVector(const std::vector<double>& values, double scale = 1.0);

// A vertical marker line in plot coordinates, and its placement (hidden when x is not finite).
QCPItemStraightLine* verticalLine(QCustomPlot* plot);
void placeVertical(QCPItemStraightLine* line, double x);

// A logarithmic axis drawn as a linear one over log10 of the values: the plot's keys are log10(x), and the ticks
// sit at the decades with their subticks at 2 to 9, labelled with the values themselves in the reader's locale.
// It looks as QCustomPlot's logarithmic scale does, without a logarithm per point on every replot (the charts
// redraw thousands of points while a slider is dragged).
void useLogKeys(QCPAxis* axis);
QVector<double> log10Keys(const std::vector<double>& values);

} // namespace gpui
