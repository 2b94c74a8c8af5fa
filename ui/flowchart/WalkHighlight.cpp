#include "flowchart/WalkHighlight.h"

#include <vector>

namespace gpui {

WalkHighlight::WalkHighlight(const gp::Walk& walk)
    : current_(walk.current().id)
    , currentNode_(&walk.current())
    , started_(walk.canGoBack())
{
    for (const gp::Step& s : walk.steps()) {
        visited_.insert(s.node);
        taken_.insert({s.node, s.choice});
    }
    // Everything reachable from the current node is still open.
    const gp::Graph& g = walk.graph();
    std::vector<std::string> stack{current_};
    ahead_.insert(current_);
    while (!stack.empty()) {
        const gp::Node* n = g.node(stack.back());
        stack.pop_back();
        if (!n)
            continue;
        for (const gp::Choice& c : n->choices)
            if (ahead_.insert(c.target).second)
                stack.push_back(c.target);
    }
}

WalkHighlight WalkHighlight::editing(const std::string& node, const std::string& choice)
{
    WalkHighlight h;
    h.current_ = node;
    if (!choice.empty())
        h.taken_.insert({node, choice});
    return h;
}

NodeState WalkHighlight::node(const std::string& id) const
{
    if (id == current_)
        return NodeState::Current;
    if (visited_.count(id))
        return NodeState::Visited;
    if (!started_ || ahead_.count(id))
        return NodeState::Ahead;
    return NodeState::Faded;
}

EdgeState WalkHighlight::edge(const std::string& from, const std::string& choice) const
{
    if (taken_.count({from, choice}))
        return EdgeState::Taken;
    if (from == current_)
        return EdgeState::Available;
    if (!started_ || (ahead_.count(from) && !visited_.count(from)))
        return EdgeState::Ahead;
    return EdgeState::Faded;
}

int WalkHighlight::choiceNumber(const std::string& from, const std::string& choice) const
{
    if (from != current_ || !currentNode_)
        return 0;
    for (std::size_t i = 0; i < currentNode_->choices.size(); ++i)
        if (currentNode_->choices[i].id == choice)
            return static_cast<int>(i) + 1;
    return 0;
}

} // namespace gpui
