#pragma once

#include "decision/Graph.h"

#include <nlohmann/json_fwd.hpp>

#include <initializer_list>
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

// Reads a graph as it may be while edited: the file's shape is checked (types, ids, the limits above) and refused
// with gp::Error, but what checkGraph() reports (decision/GraphCheck.h) is left for the caller. With a list, every
// key a graph may not have is added to it by its path ("FILE: node 'q'.helpp", "FILE: node 'q' choice 'yes'.lable");
// such keys are ignored.
Graph readGraphDraft(const nlohmann::json& json, const std::string& source,
                     std::vector<std::string>* unknownKeys = nullptr);

// Reads a graph for use: readGraphDraft(), then validateGraph(). Errors name the file and the node: subject
// "FILE: node 'ID'".
Graph graphFromJson(const nlohmann::json& json, const std::string& source,
                    std::vector<std::string>* unknownKeys = nullptr);
Graph graphFromText(std::string_view text, const std::string& source, std::vector<std::string>* unknownKeys = nullptr);
Graph loadGraphFile(const std::string& path, std::vector<std::string>* unknownKeys = nullptr);

// Throws the first of checkGraph()'s problems as gp::Error (graphProblemError()): ids unique; every target exists;
// the start exists; every node reachable; every question has two or more answers and every action exactly one;
// recommendations and outcomes are terminal; every cycle passes through a question; texts within their limits;
// conditions that parse.
void validateGraph(const Graph& graph, const std::string& source);

// The root of a graph's or a graph pack's file: "format" must be `format` and "version" from 1 to `newest`
// (WrongFormat, UnsupportedVersion, naming the file); with a list, every key not in `keys` is added to it as
// "SOURCE: key".
void checkFileHeader(const nlohmann::json& json, const std::string& source, const char* format, int newest,
                     std::initializer_list<std::string_view> keys, std::vector<std::string>* unknownKeys);

// A graph's texts are plain text: a tag ("<b>", "</p>", "<!--"), an entity ("&amp;") or a control character other
// than a line break or a tab is refused with gp::Error(MarkupInText, subject), so that no view or proposal can be
// made to render markup from a shared file.
void checkPlainText(std::string_view text, const std::string& subject);
bool isPlainText(std::string_view text);

// The graph as its file holds it (kGraphFormat): what readGraphDraft() reads back unchanged.
nlohmann::json graphToJson(const Graph& graph);

} // namespace gp
