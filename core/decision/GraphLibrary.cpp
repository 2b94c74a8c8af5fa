#include "decision/GraphLibrary.h"

#include "decision/GraphJson.h"
#include "decision/GraphPack.h"
#include "io/EmbeddedFile.h"
#include "io/Error.h"

#include <set>

namespace gp {

const std::vector<Graph>& builtinGraphs()
{
    // Parsed once and never changed: a constant, not state.
    static const std::vector<Graph> graphs = [] {
        // The order in which the views list them: the guide's order.
        const char* order[] = {kGpuSelectionGraph, "cost-efficiency", "training-time", "goodput-improvement"};
        std::vector<Graph> loaded;
        for (const char* id : order)
            for (const EmbeddedFile& f : embeddedGraphFiles())
                if (f.name == std::string(id) + ".json") {
                    try {
                        loaded.push_back(graphFromText(f.text, std::string(f.name)));
                    } catch (const Error&) {
                    }
                }
        return loaded;
    }();
    return graphs;
}

const Graph* builtinGraph(std::string_view id)
{
    for (const Graph& g : builtinGraphs())
        if (g.id == id)
            return &g;
    return nullptr;
}

struct GraphLibrary::PackGraphs {
    std::vector<Graph> graphs;
    std::vector<GraphOrigin> origins; // one per graph
    std::vector<std::string> skipped;
};

GraphLibrary::GraphLibrary() = default;

GraphLibrary::GraphLibrary(const std::vector<GraphPack>& packs)
{
    auto set = std::make_shared<PackGraphs>();
    std::set<std::string> ids;
    for (const Graph& g : builtinGraphs())
        ids.insert(g.id);
    for (const GraphPack& pack : packs)
        for (const PackGraph& g : pack.graphs) {
            if (!g.usable())
                continue;
            if (!ids.insert(g.graph.id).second) {
                set->skipped.push_back(g.graph.id);
                continue;
            }
            set->graphs.push_back(g.graph);
            set->origins.push_back({pack.id, pack.version, pack.title});
        }
    packs_ = std::move(set);
}

const GraphLibrary& GraphLibrary::builtin()
{
    static const GraphLibrary library;
    return library;
}

std::vector<const Graph*> GraphLibrary::all() const
{
    std::vector<const Graph*> out;
    for (const Graph& g : builtinGraphs())
        out.push_back(&g);
    if (packs_)
        for (const Graph& g : packs_->graphs)
            out.push_back(&g);
    return out;
}

const Graph* GraphLibrary::find(std::string_view id) const
{
    // Without building all()'s list: evaluate() and the plan search look graphs up often.
    if (const Graph* g = builtinGraph(id))
        return g;
    if (packs_)
        for (const Graph& g : packs_->graphs)
            if (g.id == id)
                return &g;
    return nullptr;
}

std::optional<GraphOrigin> GraphLibrary::origin(std::string_view id) const
{
    if (packs_)
        for (std::size_t i = 0; i < packs_->graphs.size(); ++i)
            if (packs_->graphs[i].id == id)
                return packs_->origins[i];
    return std::nullopt;
}

const std::vector<std::string>& GraphLibrary::skipped() const
{
    static const std::vector<std::string> none;
    return packs_ ? packs_->skipped : none;
}

} // namespace gp
