// goodput-dot.so: the layout's calls into Graphviz (flowchart/DotBridge.h), loaded when a flowchart is first laid
// out.
#include "flowchart/DotBridge.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <map>

namespace gpui::dotbridge {
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

std::string inches(double points)
{
    return std::to_string(points / 72.0);
}

// One Graphviz context for the life of the program: creating it loads the layout plugins.
GVC_t* context()
{
    static GVC_t* gvc = gvContext();
    return gvc;
}

Point point(pointf p)
{
    return {p.x, p.y};
}

// dot reserves room for the label from its size: an empty HTML table of exactly the box the painter draws.
void setLabel(Agraph_t* g, Agedge_t* e, Agsym_t* labelAttr, const Edge& edge)
{
    const std::string table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"0\" CELLSPACING=\"0\" "
                              "FIXEDSIZE=\"TRUE\" WIDTH=\"" +
                              std::to_string(static_cast<int>(edge.labelWidth)) + "\" HEIGHT=\"" +
                              std::to_string(static_cast<int>(edge.labelHeight)) + "\"><TR><TD></TD></TR></TABLE>";
    char* html = agstrdup_html(g, c(table));
    agxset(e, labelAttr, html);
    agstrfree(g, html); // agxset holds its own reference
}

RoutedEdge route(Agedge_t* e)
{
    RoutedEdge out;
    if (const splines* spl = ED_spl(e); spl && spl->size > 0) {
        const bezier& bz = spl->list[0];
        for (int i = 0; i < bz.size; ++i)
            out.bezier.push_back(point(bz.list[i]));
        out.hasEnd = bz.eflag != 0;
        out.end = point(bz.ep);
    }
    if (const textlabel_t* label = ED_label(e); label && label->set) {
        out.hasLabel = true;
        out.label = point(label->pos);
    }
    return out;
}

Output compute(const Input& input)
{
    Output result;
    GVC_t* gvc = context();
    if (!gvc)
        return result;
    Agraph_t* g = agopen(const_cast<char*>("flow"), Agdirected, nullptr);
    set(g, "rankdir", input.topToBottom ? "TB" : "LR");
    set(g, "nodesep", "0.18");
    set(g, "ranksep", "0.3");
    set(g, "splines", "spline");
    set(g, "pad", "0.2");
    std::map<std::string, Agnode_t*> nodes;
    for (const Node& n : input.nodes) {
        Agnode_t* node = agnode(g, c(n.id), 1);
        set(node, "shape", n.ellipse ? "ellipse" : "box");
        set(node, "fixedsize", "true");
        set(node, "width", inches(n.width));
        set(node, "height", inches(n.height));
        set(node, "label", "");
        nodes[n.id] = node;
    }
    Agsym_t* labelAttr = agattr(g, AGEDGE, const_cast<char*>("label"), const_cast<char*>(""));
    std::vector<Agedge_t*> edges;
    for (const Edge& edge : input.edges) {
        Agedge_t* e = agedge(g, nodes[edge.from], nodes[edge.to], c(edge.key), 1);
        setLabel(g, e, labelAttr, edge);
        edges.push_back(e);
    }
    if (gvLayout(gvc, g, "dot") == 0) {
        result.ok = true;
        result.lowerLeft = point(GD_bb(g).LL);
        result.upperRight = point(GD_bb(g).UR);
        for (const Node& n : input.nodes)
            result.nodes.push_back({point(ND_coord(nodes[n.id])), ND_width(nodes[n.id]) * 72.0,
                                    ND_height(nodes[n.id]) * 72.0});
        for (Agedge_t* e : edges)
            result.edges.push_back(route(e));
        gvFreeLayout(gvc, g);
    }
    agclose(g);
    return result;
}

constexpr Functions kFunctions{kVersion, &compute};

} // namespace
} // namespace gpui::dotbridge

// The module's one exported symbol (looked up by the name kEntryPoint).
extern "C" __attribute__((visibility("default"))) const gpui::dotbridge::Functions* goodput_dot_functions()
{
    return &gpui::dotbridge::kFunctions;
}
