#include "flowchart/FlowchartLayout.h"
#include "common/Content.h"

#include "flowchart/FlowchartPainter.h"
#include "flowchart/FlowchartStyle.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <cmath>

namespace gpui {
namespace {

// Graphviz takes char* for names and values it only reads and copies.
char* c(const std::string& s)
{
    return const_cast<char*>(s.c_str());
}

void set(void* object, const char* name, const std::string& value)
{
    agsafeset(object, const_cast<char*>(name), c(value), const_cast<char*>(""));
}

std::string inches(qreal pixels)
{
    return std::to_string(pixels / 72.0);
}

// One Graphviz context for the life of the program: creating it loads the layout plugins.
GVC_t* context()
{
    static GVC_t* gvc = gvContext();
    return gvc;
}

} // namespace

FlowchartLayout FlowchartLayout::compute(const gp::Graph& graph, const FlowchartStyle& style)
{
    FlowchartLayout result;
    GVC_t* gvc = context();
    if (!gvc)
        return result;
    Agraph_t* g = agopen(const_cast<char*>("flow"), Agdirected, nullptr);
    set(g, "rankdir", graph.direction == "TB" ? "TB" : "LR");
    set(g, "nodesep", "0.18");
    set(g, "ranksep", "0.3");
    set(g, "splines", "spline");
    set(g, "pad", "0.2");

    std::map<std::string, Agnode_t*> gvNodes;
    for (const gp::Node& n : graph.nodes) {
        Agnode_t* node = agnode(g, c(n.id), 1);
        const QSizeF size = FlowchartPainter::nodeSize(n, style);
        set(node, "shape", n.kind == gp::NodeKind::Question ? "ellipse" : "box");
        set(node, "fixedsize", "true");
        set(node, "width", inches(size.width()));
        set(node, "height", inches(size.height()));
        set(node, "label", "");
        gvNodes[n.id] = node;
    }
    struct Pending {
        Agedge_t* edge;
        EdgeRoute route;
    };
    std::vector<Pending> pending;
    Agsym_t* labelAttr = agattr(g, AGEDGE, const_cast<char*>("label"), const_cast<char*>(""));
    for (const gp::Node& n : graph.nodes) {
        for (const gp::Choice& ch : n.choices) {
            const auto to = gvNodes.find(ch.target);
            if (to == gvNodes.end())
                continue;
            Agedge_t* e = agedge(g, gvNodes[n.id], to->second, c(n.id + "/" + ch.id), 1);
            // dot reserves room for the label from its size: give it the box the painter will draw, exactly, as
            // an empty HTML table of that size (plus a point of air on each side), so no two labels overlap.
            const QString label = content(ch.label);
            const QSizeF box = FlowchartPainter::labelSize(label, style);
            const std::string table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"0\" CELLSPACING=\"0\" "
                                      "FIXEDSIZE=\"TRUE\" WIDTH=\"" +
                                      std::to_string(static_cast<int>(std::ceil(box.width())) + 2) + "\" HEIGHT=\"" +
                                      std::to_string(static_cast<int>(std::ceil(box.height())) + 2) +
                                      "\"><TR><TD></TD></TR></TABLE>";
            char* html = agstrdup_html(g, c(table));
            agxset(e, labelAttr, html);
            agstrfree(g, html); // agxset holds its own reference
            pending.push_back({e, {n.id, ch.id, ch.target, label, {}, {}, {}}});
        }
    }

    if (gvLayout(gvc, g, "dot") != 0) {
        agclose(g);
        return result;
    }
    const boxf bb = GD_bb(g);
    const qreal top = bb.UR.y;
    auto toQt = [top](pointf p) { return QPointF(p.x, top - p.y); };
    result.bounds = QRectF(0, 0, bb.UR.x - bb.LL.x, bb.UR.y - bb.LL.y);

    for (const gp::Node& n : graph.nodes) {
        Agnode_t* node = gvNodes[n.id];
        const QPointF centre = toQt(ND_coord(node));
        const qreal w = ND_width(node) * 72.0;
        const qreal h = ND_height(node) * 72.0;
        result.nodes[n.id] = QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h);
    }
    for (Pending& p : pending) {
        const splines* spl = ED_spl(p.edge);
        if (spl && spl->size > 0) {
            const bezier& bz = spl->list[0];
            if (bz.size > 0) {
                QPainterPath path(toQt(bz.list[0]));
                for (int i = 1; i + 2 < bz.size; i += 3)
                    path.cubicTo(toQt(bz.list[i]), toQt(bz.list[i + 1]), toQt(bz.list[i + 2]));
                QPointF tip = toQt(bz.list[bz.size - 1]);
                QPointF from = tip;
                if (bz.eflag) {
                    from = tip;
                    tip = toQt(bz.ep);
                } else if (bz.size > 1) {
                    from = toQt(bz.list[bz.size - 2]);
                }
                p.route.path = path;
                p.route.arrow = FlowchartPainter::arrowHead(from, tip);
            }
        }
        if (const textlabel_t* label = ED_label(p.edge); label && label->set)
            p.route.labelCentre = toQt(label->pos);
        else
            p.route.labelCentre = p.route.path.pointAtPercent(0.5);
        result.edges.push_back(std::move(p.route));
    }
    gvFreeLayout(gvc, g);
    agclose(g);
    return result;
}

} // namespace gpui
