#pragma once

#include "decision/Graph.h"
#include "decision/Walk.h"

#include <set>
#include <string>
#include <utility>

namespace gpui {

enum class NodeState { Current, Visited, Ahead, Faded };
enum class EdgeState { Taken, Available, Ahead, Faded };

// How the walk colours the chart: the path walked so far in bold, the current node ringed, what can still be
// reached ahead at full strength, and the choices not taken faded.
class WalkHighlight {
public:
    WalkHighlight() = default;
    explicit WalkHighlight(const gp::Walk& walk);
    // While a graph is edited: every node at full strength, the selected node ringed as current, its answers
    // available and the selected answer drawn as taken.
    static WalkHighlight editing(const std::string& node, const std::string& choice);

    NodeState node(const std::string& id) const;
    EdgeState edge(const std::string& from, const std::string& choice) const;
    // The 1-based number of a choice of the current node (what its number key is), or 0.
    int choiceNumber(const std::string& from, const std::string& choice) const;

private:
    std::string current_;
    std::set<std::string> visited_;
    std::set<std::pair<std::string, std::string>> taken_;
    std::set<std::string> ahead_;
    const gp::Node* currentNode_ = nullptr;
    bool started_ = false;
};

} // namespace gpui
