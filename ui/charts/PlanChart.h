#pragma once

#include "charts/DataTable.h"
#include "charts/LegendFit.h"
#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "plan/PlanChange.h"

#include <QHash>
#include <QWidget>

#include <algorithm>

class QCPAbstractPlottable;
class QCPLayer;
class QCustomPlot;
class QLabel;
class QTextStream;

class QCPAxis;

namespace gpui {

// The base of every chart of the application (the workbench's, the costs', the scenarios', the proposal's): a
// QCustomPlot that shows one view of the plan. Subclasses fill it in refresh() and give their data in dataTables();
// this class gives them the title, the palette, a Table view of the data (the chart's accessible alternative) and
// PNG, SVG and CSV export.
class PlanChart : public QWidget {
    Q_OBJECT
public:
    PlanChart(const QString& title, QWidget* parent = nullptr);

    // The i-th of a run of like series (one curve per option): colours ordered so that the first four stay apart
    // for readers with any common colour vision (checked under a simulated deuteranopia), and a line style per
    // series on top, so that the fifth and later still differ from the first.
    QColor sequenceColour(int index) const;
    static Qt::PenStyle sequenceStyle(int index);

    QCustomPlot* plot() const { return plot_; }
    QString title() const;

    // Redraws the chart for the plan; replots at once (the workbench measures slider-to-replot).
    virtual void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) = 0;
    // The parts of the plan the chart shows: a change of any of them makes it stale.
    virtual gp::PlanChange shows() const { return gp::PlanChange::goodputInputs(); }
    // The chart's data, as the Table view shows it and CSV export writes it.
    virtual QList<DataTable> dataTables() const = 0;

    // While a slider is dragged, curves are drawn one pixel wide: the wide antialiased stroke is most of a
    // replot's cost. Letting go redraws them at full width.
    void setDragging(bool dragging);
    // While a handle is held: a curve is being solved off the user interface's thread for an input the chart does
    // not show yet.
    virtual bool catchingUp() const { return false; }

    // Greedy word wrap of text (its own line breaks kept) to lines no wider than width in font.
    static QString wrapText(const QString& text, const QFont& font, int width);

    bool exportPng(const QString& path) const;
    bool exportSvg(const QString& path) const;
    bool exportCsv(const QString& path) const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // Moves the legend below the plot, clear of every curve, in up to this many columns: as many as its entries
    // fit side by side in the chart's width.
    void placeLegendBelow(int columns);
    // Fits the legend's columns again, after its entries changed, and asks for a replot when they moved.
    void refitLegend();
    // The same for a chart that replots at once after: no second replot is queued behind its own.
    void refitLegendBeforeReplot();
    // A legend placed by the chart itself: up to this many columns, as many as fit, names wrapped rather than cut.
    void fitLegend(int columns);
    // Colours from the palette, so the chart reads in light and dark.
    virtual void applyPalette();
    QColor seriesColour(int index) const;
    qreal lineWidth(qreal width) const { return dragging_ ? 1.0 : width; }
    // Points on a curve: fewer while a slider is dragged, so that every chart follows the handle.
    int points(int full) const { return dragging_ ? std::max(24, full / 5) : full; }
    bool isDragging() const { return dragging_; }
    // Sets an axis's range; while a slider is dragged the range stays as it was at the press, so that the axis holds
    // still under a held handle (the release redraws the chart, and the range settles).
    void setAxisRange(QCPAxis* axis, double lower, double upper) const;
    // Draws `layer` again and shows it at once, where the rest of the chart (its axes held, its legend) is as it
    // was: a layer buffered on its own is all that is drawn. The whole chart is replotted when a text on the layer
    // now wraps onto another number of lines, which moves the plot.
    void replotLayer(QCPLayer* layer);

private:
    void exportWithDialog(const QString& format);
    void wrapTexts();
    void rewrapAxesToTheirLength();
    QLabel* title_;
    QCustomPlot* plot_;
    bool dragging_ = false;
    LegendFit legendFit_; // no columns: the legend stays inside the plot
};

} // namespace gpui
