#include "charts/PlotPalette.h"

#include <qcustomplot.h>

namespace gpui {

void applyPlotPalette(QCustomPlot* plot, const QPalette& pal)
{
    const QColor text = pal.color(QPalette::Text);
    QColor grid = text;
    grid.setAlpha(40);
    plot->setBackground(pal.color(QPalette::Base));
    for (QCPAxisRect* rect : plot->axisRects()) {
        for (QCPAxis* axis : rect->axes()) {
            axis->setBasePen(QPen(text));
            axis->setTickPen(QPen(text));
            axis->setSubTickPen(QPen(text));
            axis->setTickLabelColor(text);
            axis->setLabelColor(text);
            axis->grid()->setPen(QPen(grid, 1, Qt::DotLine));
            axis->grid()->setSubGridPen(Qt::NoPen);
        }
    }
    if (plot->legend) {
        plot->legend->setBrush(pal.color(QPalette::Base));
        plot->legend->setTextColor(text);
        plot->legend->setBorderPen(QPen(grid));
    }
    for (int i = 0; i < plot->plotLayout()->elementCount(); ++i)
        if (auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i)))
            title->setTextColor(text);
}

} // namespace gpui
