#pragma once

#include "decision/Graph.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace gp {

inline constexpr const char* kGraphFormat = "goodput-planner-graph";
inline constexpr int kGraphVersion = 1;

// Limits that keep a hostile graph file from exhausting memory or the layout engine.
inline constexpr std::size_t kMaxGraphNodes = 400;
inline constexpr std::size_t kMaxChoices = 12;
inline constexpr std::size_t kMaxGotchas = 12;
inline constexpr std::size_t kMaxTextLength = 4000;

// Reads and validates a graph: ids unique; every target exists; the start exists; every node reachable; every
// question has two or more choices and every action exactly one; recommendations and outcomes are terminal; every
// cycle passes through a question. Errors name the file and the node: subject "FILE: node 'ID'". With a list, every
// key a graph may not have is added to it by its path ("FILE: node 'q'.helpp", "FILE: node 'q' choice 'yes'.lable");
// such keys are ignored.
Graph graphFromJson(const nlohmann::json& json, const std::string& source,
                    std::vector<std::string>* unknownKeys = nullptr);
Graph graphFromText(std::string_view text, const std::string& source, std::vector<std::string>* unknownKeys = nullptr);
Graph loadGraphFile(const std::string& path, std::vector<std::string>* unknownKeys = nullptr);

// Checks an already built graph by the same rules (graphFromJson calls it).
void validateGraph(const Graph& graph, const std::string& source);

} // namespace gp
