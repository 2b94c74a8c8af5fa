#pragma once

#include "decision/Graph.h"

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

struct GraphPack;

// The decision graphs shipped with the application, parsed and validated on first use: constants, the same in every
// library. The embedded files are checked by the tests, so a broken one cannot ship; should one fail anyway, it is
// left out rather than crash.
const std::vector<Graph>& builtinGraphs();
// The built-in graph with this id, or nullptr. No pack replaces a built-in graph (GraphLibrary), so the GPU tree the
// serving advice walks is always this one.
const Graph* builtinGraph(std::string_view id);

// Where a graph in use comes from: its pack's id, version and title; none for a built-in graph or an unknown id.
struct GraphOrigin {
    std::string pack;
    std::string version;
    std::string title;
    friend bool operator==(const GraphOrigin&, const GraphOrigin&) = default;
};

// The graphs in use: the built-in ones, then the usable graphs of the graph packs a user switched on (docs/model.md
// section 14, "Graph packs"). A value the application owns and passes in (evaluate(), the walks, the questions), never
// a process-wide registry: two libraries with other packs live side by side. Copies share their graphs, which never
// change, so a Graph& or a Walk taken from a library stays valid while any copy of it lives.
class GraphLibrary {
public:
    // The built-in graphs only.
    GraphLibrary();
    // The built-in graphs and the usable graphs of `packs` in order (a graph with problems is a draft, left out). A
    // graph whose id a built-in or an earlier pack's graph already has is left out too: see skipped().
    explicit GraphLibrary(const std::vector<GraphPack>& packs);
    // One shared library of the built-in graphs (a constant).
    static const GraphLibrary& builtin();

    // The graph with this id, or nullptr.
    const Graph* find(std::string_view id) const;
    // Every graph: the built-in ones, then the packs' in the order given.
    std::vector<const Graph*> all() const;
    // The pack a graph comes from; none for a built-in graph or an unknown id.
    std::optional<GraphOrigin> origin(std::string_view id) const;
    // The ids of the packs' graphs left out because an earlier graph has the id.
    const std::vector<std::string>& skipped() const;
    // Whether both hold the same graphs (copies of one library).
    bool sameAs(const GraphLibrary& other) const { return packs_ == other.packs_; }

private:
    struct PackGraphs;
    std::shared_ptr<const PackGraphs> packs_; // null: the built-in graphs only
};

} // namespace gp
