#include "workbench/ChartUtil.h"

#include <qcustomplot.h>

#include <cmath>

namespace gpui {

QVector<double> toVector(const std::vector<double>& values, double scale)
{
    QVector<double> out(static_cast<qsizetype>(values.size()));
    for (std::size_t i = 0; i < values.size(); ++i)
        out[static_cast<qsizetype>(i)] = values[i] * scale;
    return out;
}

QCPItemStraightLine* verticalLine(QCustomPlot* plot)
{
    auto* line = new QCPItemStraightLine(plot);
    line->point1->setType(QCPItemPosition::ptPlotCoords);
    line->point2->setType(QCPItemPosition::ptPlotCoords);
    return line;
}

void placeVertical(QCPItemStraightLine* line, double x)
{
    const bool finite = std::isfinite(x) && x > 0;
    line->setVisible(finite);
    if (finite) {
        line->point1->setCoords(x, 0);
        line->point2->setCoords(x, 1);
    }
}

} // namespace gpui
