#pragma once

#include "decision/Graph.h"
#include "i18n/Text.h"
#include "io/Error.h"

#include <cstddef>
#include <string>
#include <vector>

namespace gp {

// What can be wrong with a decision graph while it is edited (docs/model.md section 14, "Graph problems"). A graph
// with any of these may be kept as a draft, but not walked, studied or printed.
enum class GraphProblemCode {
    NoNodes,                   // the graph has no node
    UnknownStart,              // the start names no node
    DuplicateId,               // two nodes share an id
    DuplicateAnswerId,         // two answers of one node share an id
    EmptyText,                 // a node's text or an answer's label is empty
    TextTooLong,               // a text over its length limit (kTextLimits)
    TooFewAnswers,             // a question with fewer than two answers
    ActionAnswers,             // an action without exactly one answer
    RecommendationWithAnswers, // a recommendation or outcome that leads on
    MissingTarget,             // an answer that leads nowhere
    UnknownTarget,             // an answer that leads to a node that does not exist
    DuplicateLabel,            // two answers of one question with the same label
    InvalidCondition,          // an answer's condition that does not parse or names no figure of the plan
    Unreachable,               // no walk from the start reaches the node
    Cycle,                     // a loop through actions only: a walk could never leave it
};
// The code as graph-check prints it: "unreachable", "too_few_answers", ...
const char* graphProblemName(GraphProblemCode code);

struct GraphProblem {
    GraphProblemCode code;
    std::string node;   // the node concerned (empty for the graph's own problems)
    std::string choice; // the answer concerned, if any
    Text detail;        // what explains it: the field, the target, the count, what is wrong with a condition
    friend bool operator==(const GraphProblem&, const GraphProblem&) = default;
};

// The problem in a sentence (English; the user interface translates the pattern).
Text graphProblemText(const GraphProblem& problem);

// The longest text each field may hold, in bytes: long enough for every built-in graph, short enough for a node.
struct TextLimits {
    std::size_t id = 60, text = 300, label = 120, finding = 240, help = 1500, rationale = 1500, seed = 2000,
                gotcha = 400, meaning = 80;
};
inline constexpr TextLimits kTextLimits{};

// Every problem of the graph, in the order of its nodes (the graph's own first).
std::vector<GraphProblem> checkGraph(const Graph& graph);

// The error a problem is when a graph with it is used: its code (DuplicateId, Unreachable, ...) and the subject
// "SOURCE: node 'ID'".
Error graphProblemError(const GraphProblem& problem, const std::string& source);

} // namespace gp
