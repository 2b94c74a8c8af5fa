#pragma once

#include "decision/Graph.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace gp {

struct GraphPack;

// The decision graphs shipped with the application, parsed and validated on first use. The embedded files are
// checked by the tests, so a broken one cannot ship; should one fail anyway, it is left out rather than crash.
const std::vector<Graph>& builtinGraphs();

// The graph with this id, built-in or of a pack in use, or nullptr.
const Graph* findGraph(const std::string& id);

// The graphs of graph packs a user has switched on, beside the built-in ones (docs/model.md section 14, "Graph
// packs"): replaces those in use by the usable graphs of `packs` (a graph with problems is a draft, left out), in
// order. A graph whose id an earlier pack's graph already has is left out too; their ids are returned. Graphs in use
// before stay in memory for the process, so a walk that refers to one stays valid until its view refreshes.
std::vector<std::string> usePackGraphs(const std::vector<GraphPack>& packs);

// Counts the calls of usePackGraphs(): what keeps a figure made from the graphs in use (the study's questions) knows
// when to make it again.
std::uint64_t packGeneration();

// Every graph in use: the built-in ones, then the packs' in the order given to usePackGraphs().
std::vector<const Graph*> allGraphs();

// Where a graph in use comes from: its pack's id, version and title; none for a built-in graph or an unknown id.
struct GraphOrigin {
    std::string pack;
    std::string version;
    std::string title;
    friend bool operator==(const GraphOrigin&, const GraphOrigin&) = default;
};
std::optional<GraphOrigin> graphOrigin(const std::string& id);

} // namespace gp
