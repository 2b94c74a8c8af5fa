#include "decision/GraphLibrary.h"

#include "decision/GraphJson.h"
#include "decision/GraphPack.h"
#include "io/EmbeddedFile.h"
#include "io/Error.h"

#include <atomic>
#include <memory>
#include <mutex>
#include <set>

namespace gp {

const std::vector<Graph>& builtinGraphs()
{
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

namespace {

struct PackGraphs {
    std::vector<Graph> graphs;
    std::vector<GraphOrigin> origins; // one per graph
};

// Every set of pack graphs ever in use, kept for the process (a few kilobytes each), and the one in use now.
std::mutex packMutex;
std::vector<std::unique_ptr<const PackGraphs>>& packSets()
{
    static std::vector<std::unique_ptr<const PackGraphs>> sets;
    return sets;
}
std::atomic<const PackGraphs*> inUse{nullptr};
std::atomic<std::uint64_t> generation{0};

} // namespace

std::vector<std::string> usePackGraphs(const std::vector<GraphPack>& packs)
{
    auto set = std::make_unique<PackGraphs>();
    std::set<std::string> ids;
    for (const Graph& g : builtinGraphs())
        ids.insert(g.id);
    std::vector<std::string> skipped;
    for (const GraphPack& pack : packs)
        for (const PackGraph& g : pack.graphs) {
            if (!g.usable())
                continue;
            if (!ids.insert(g.graph.id).second) {
                skipped.push_back(g.graph.id);
                continue;
            }
            set->graphs.push_back(g.graph);
            set->origins.push_back({pack.id, pack.version, pack.title});
        }
    const std::lock_guard<std::mutex> lock(packMutex);
    packSets().push_back(std::move(set));
    inUse.store(packSets().back().get());
    ++generation;
    return skipped;
}

std::uint64_t packGeneration()
{
    return generation.load();
}

std::vector<const Graph*> allGraphs()
{
    std::vector<const Graph*> out;
    for (const Graph& g : builtinGraphs())
        out.push_back(&g);
    if (const PackGraphs* packs = inUse.load())
        for (const Graph& g : packs->graphs)
            out.push_back(&g);
    return out;
}

const Graph* findGraph(const std::string& id)
{
    // Without building allGraphs()' list: evaluate() and the plan search look graphs up often.
    for (const Graph& g : builtinGraphs())
        if (g.id == id)
            return &g;
    if (const PackGraphs* packs = inUse.load())
        for (const Graph& g : packs->graphs)
            if (g.id == id)
                return &g;
    return nullptr;
}

std::optional<GraphOrigin> graphOrigin(const std::string& id)
{
    if (const PackGraphs* packs = inUse.load())
        for (std::size_t i = 0; i < packs->graphs.size(); ++i)
            if (packs->graphs[i].id == id)
                return packs->origins[i];
    return std::nullopt;
}

} // namespace gp
