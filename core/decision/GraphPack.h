#pragma once

#include "decision/Graph.h"
#include "decision/GraphCheck.h"

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// A graph pack (.gpgraphs, docs/model.md section 14, "Graph packs"): one or more decision graphs a team writes and
// shares, with a title, an author, a version and a licence. Read by the graphs' own reader, with its limits.
inline constexpr const char* kGraphPackFormat = "goodput-planner-graph-pack";
inline constexpr int kGraphPackVersion = 1;
inline constexpr std::size_t kMaxPackGraphs = 32;
inline constexpr std::size_t kMaxPackNodes = 2000; // over all its graphs
inline constexpr std::size_t kMaxPackBytes = 4u * 1024u * 1024u;

struct PackGraph {
    Graph graph;
    std::vector<GraphProblem> problems; // checkGraph()'s: a graph with any is a draft, not for walks
    bool usable() const { return problems.empty(); }
};

struct GraphPack {
    std::string id;      // letters, digits, '-', '_' and '.', a letter or digit first; recorded beside a walk
    std::string title;
    std::string author;
    std::string version; // the pack's own version, as its author writes it ("1.2")
    std::string licence; // an SPDX identifier or the licence's name
    std::string description;
    std::vector<PackGraph> graphs;

    const PackGraph* find(const std::string& graphId) const;
};

// Reads a pack. Its shape is checked and refused with gp::Error (FILE: graph 'ID' ...): the format and version, the
// limits, ids unique within the pack and apart from the built-in graphs', plain texts. Each graph's problems are
// listed, not refused, so a draft can be opened and fixed. With a list, unknown keys are added to it by their path.
GraphPack readGraphPack(const nlohmann::json& json, const std::string& source,
                        std::vector<std::string>* unknownKeys = nullptr);
GraphPack graphPackFromText(std::string_view text, const std::string& source,
                            std::vector<std::string>* unknownKeys = nullptr);
GraphPack loadGraphPackFile(const std::string& path, std::vector<std::string>* unknownKeys = nullptr);

// The pack as its file holds it: what readGraphPack() reads back unchanged.
nlohmann::json graphPackToJson(const GraphPack& pack);

// Whether an id may name a graph or a pack: 1 to 60 letters, digits, '-', '_' and '.'.
bool validGraphId(std::string_view id);

} // namespace gp
