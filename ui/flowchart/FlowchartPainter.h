#pragma once

#include "decision/Graph.h"
#include "flowchart/FlowchartLayout.h"
#include "flowchart/WalkHighlight.h"

#include <QPolygonF>
#include <QSizeF>

class QPainter;

namespace gpui {

struct FlowchartStyle;

// Draws the flowchart onto any QPainter: the scene's items, the SVG and PNG export and the PDF proposal all use it,
// so what is printed is what is on screen.
class FlowchartPainter {
public:
    static QSizeF nodeSize(const gp::Node& node, const FlowchartStyle& style);
    static QSizeF labelSize(const QString& label, const FlowchartStyle& style);
    static QPolygonF arrowHead(QPointF from, QPointF tip);

    // `textWidth` 0 wraps the text at the chart's own width.
    static void paintNode(QPainter* p, const gp::Node& node, const QRectF& rect, NodeState state,
                          const FlowchartStyle& style, qreal textWidth = 0);
    // The label box of an edge (for hit-testing as well as painting); `number` > 0 prefixes the key to press.
    static QRectF labelRect(const EdgeRoute& edge, int number, const FlowchartStyle& style);
    static void paintEdge(QPainter* p, const EdgeRoute& edge, EdgeState state, int number,
                          const FlowchartStyle& style);

    // The whole chart, edges under nodes.
    static void paintChart(QPainter* p, const gp::Graph& graph, const FlowchartLayout& layout,
                           const WalkHighlight& highlight, const FlowchartStyle& style);

private:
    static QString labelText(const QString& label, int number);
};

} // namespace gpui
