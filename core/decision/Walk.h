#pragma once

#include "decision/Condition.h"
#include "decision/Graph.h"

#include <string>
#include <vector>

namespace gp {

// One step of a walk: the node that was answered and the choice taken there.
struct Step {
    std::string node;
    std::string choice;
    bool automatic = false; // answered from the plan's figures by the answer's condition, not by the user
};

// The answer the plan's figures give at a question (docs/model.md section 14, "Conditions"): the one answer whose
// condition holds, when every other answer has a condition that does not. Nothing at an action or an end, where an
// answer has no condition, or where a figure a condition needs is absent.
const Choice* decidedAnswer(const Node& node, const FigureValues& values);

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
    void choose(const std::string& choiceId, bool automatic = false);
    // Answers from the plan's figures, from where the walk stands, each question decidedAnswer() decides, until one
    // it does not (or a node the walk already passed); returns how many it answered, each marked automatic.
    int answerFrom(const FigureValues& values);
    // Marks a step taken as answered from the plan (a plan file's record of it); a step not taken is ignored.
    void markAutomatic(std::size_t step);
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
