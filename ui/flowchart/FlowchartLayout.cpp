#include "flowchart/FlowchartLayout.h"
#include "presenters/Content.h"

#include "flowchart/DotBridge.h"
#include "flowchart/FlowchartPainter.h"
#include "flowchart/FlowchartStyle.h"

#include <QDebug>

#include <cmath>
#include <set>

namespace gpui {
namespace {

// The graph as dot is given it: each node's box, each edge with the box its label will be painted in.
dotbridge::Input dotInput(const gp::Graph& graph, const FlowchartStyle& style, std::vector<EdgeRoute>& routes)
{
    dotbridge::Input input;
    input.topToBottom = graph.direction == "TB";
    std::set<std::string> ids;
    for (const gp::Node& n : graph.nodes) {
        const QSizeF size = FlowchartPainter::nodeSize(n, style);
        input.nodes.push_back({n.id, n.kind == gp::NodeKind::Question, size.width(), size.height()});
        ids.insert(n.id);
    }
    for (const gp::Node& n : graph.nodes)
        for (const gp::Choice& ch : n.choices) {
            if (!ids.contains(ch.target))
                continue;
            // dot keeps the label's exact box free (plus a point of air on each side), so no two labels overlap.
            const QString label = content(ch.label);
            const QSizeF box = FlowchartPainter::labelSize(label, style);
            input.edges.push_back({n.id, ch.target, n.id + "/" + ch.id, std::ceil(box.width()) + 2,
                                   std::ceil(box.height()) + 2});
            routes.push_back({n.id, ch.id, ch.target, label, {}, {}, {}});
        }
    return input;
}

} // namespace

FlowchartLayout FlowchartLayout::compute(const gp::Graph& graph, const FlowchartStyle& style)
{
    FlowchartLayout result;
    std::vector<EdgeRoute> routes;
    std::string error;
    const dotbridge::Output out = dotbridge::layout(dotInput(graph, style, routes), error);
    if (!out.ok) {
        qWarning("The flowchart could not be laid out: %s", error.c_str());
        return result;
    }
    const qreal top = out.upperRight.y;
    auto toQt = [top](dotbridge::Point p) { return QPointF(p.x, top - p.y); };
    result.bounds = QRectF(0, 0, out.upperRight.x - out.lowerLeft.x, out.upperRight.y - out.lowerLeft.y);
    for (std::size_t i = 0; i < graph.nodes.size(); ++i) {
        const dotbridge::PlacedNode& n = out.nodes[i];
        const QPointF centre = toQt(n.centre);
        result.nodes[graph.nodes[i].id] = QRectF(centre.x() - n.width / 2, centre.y() - n.height / 2, n.width, n.height);
    }
    for (std::size_t i = 0; i < routes.size(); ++i) {
        const dotbridge::RoutedEdge& e = out.edges[i];
        EdgeRoute& r = routes[i];
        if (!e.bezier.empty()) {
            QPainterPath path(toQt(e.bezier[0]));
            for (std::size_t k = 1; k + 2 < e.bezier.size(); k += 3)
                path.cubicTo(toQt(e.bezier[k]), toQt(e.bezier[k + 1]), toQt(e.bezier[k + 2]));
            QPointF tip = toQt(e.bezier.back());
            QPointF from = tip;
            if (e.hasEnd)
                tip = toQt(e.end);
            else if (e.bezier.size() > 1)
                from = toQt(e.bezier[e.bezier.size() - 2]);
            r.path = path;
            r.arrow = FlowchartPainter::arrowHead(from, tip);
        }
        r.labelCentre = e.hasLabel ? toQt(e.label) : r.path.pointAtPercent(0.5);
        result.edges.push_back(std::move(r));
    }
    return result;
}

} // namespace gpui
