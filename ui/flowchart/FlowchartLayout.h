#pragma once

#include "decision/Graph.h"

#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <map>
#include <string>
#include <vector>

namespace gpui {

struct FlowchartStyle;

// One edge as Graphviz's dot routed it: a spline, its arrow head, and where its choice label goes.
struct EdgeRoute {
    std::string from;
    std::string choice;
    std::string to;
    QString label;
    QPainterPath path;
    QPolygonF arrow;
    QPointF labelCentre;
};

// The geometry of a whole graph, in scene coordinates (pixels, y down). A plain value: computing it needs no scene,
// so the screen, the export and the PDF proposal share it.
struct FlowchartLayout {
    QRectF bounds;
    std::map<std::string, QRectF> nodes;
    std::vector<EdgeRoute> edges;

    // Lays the graph out with dot (Graphviz's C library) in the graph's direction, with node sizes measured in the style's
    // fonts. Returns an empty layout if Graphviz fails, which the caller shows as an error.
    static FlowchartLayout compute(const gp::Graph& graph, const FlowchartStyle& style);
};

} // namespace gpui
