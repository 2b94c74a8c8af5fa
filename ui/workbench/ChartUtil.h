#pragma once

#include <QString>
#include <QVector>

#include <vector>

class QCustomPlot;
class QCPItemStraightLine;

namespace gpui {

// A core series as QCustomPlot's vector, optionally scaled (fractions to percent).
QVector<double> toVector(const std::vector<double>& values, double scale = 1.0);

// A vertical marker line in plot coordinates, and its placement (hidden when x is not a finite positive value).
QCPItemStraightLine* verticalLine(QCustomPlot* plot);
void placeVertical(QCPItemStraightLine* line, double x);

} // namespace gpui
