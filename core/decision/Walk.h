#pragma once

#include "decision/Graph.h"

#include <string>
#include <vector>

namespace gp {

// One step of a walk: the node that was answered and the choice taken there.
struct Step {
    std::string node;
    std::string choice;
};

// A walk through a graph: the answers so far and the node they lead to. A walk is a value (the graph is referenced
// by the caller); it is stored in a plan as its list of choice ids.
class Walk {
public:
    explicit Walk(const Graph& graph);

    const Graph& graph() const { return *graph_; }
    const Node& current() const;
    const std::vector<Step>& steps() const { return steps_; }
    std::vector<std::string> answers() const; // the choice ids, in order
    std::vector<std::string> path() const;    // node ids visited, start first, current last

    // Takes a choice of the current node. Throws gp::Error(UnknownValue, "choice", "<valid ids>") when the current
    // node has no such choice (a terminal node has none).
    void choose(const std::string& choiceId);
    bool canGoBack() const { return !steps_.empty(); }
    void back();
    void restart();
    // Goes back to the step-th node of the path (0: the start), dropping the answers after it.
    void jumpTo(std::size_t step);

    // Replays answers from the start; throws like choose() at the first answer that does not fit.
    void replay(const std::vector<std::string>& answers);

private:
    const Graph* graph_;
    std::vector<Step> steps_;
    std::string current_;
};

} // namespace gp
