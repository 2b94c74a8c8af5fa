#include "decision/GraphEdit.h"

#include "decision/GraphPack.h"

#include <algorithm>
#include <set>

namespace gp {
namespace {

template <typename Taken>
std::string fresh(std::string_view stem, Taken taken)
{
    std::string id(stem);
    for (int n = 2; taken(id); ++n)
        id = std::string(stem) + "-" + std::to_string(n);
    return id;
}

Node* find(Graph& graph, const std::string& id)
{
    const std::size_t i = graph.indexOf(id);
    return i < graph.nodes.size() ? &graph.nodes[i] : nullptr;
}

// The nodes reachable from `from` by answers, never entering `avoid`; `from` included unless it is `avoid`.
std::set<std::string> reach(const Graph& graph, const std::string& from, const std::string& avoid)
{
    std::set<std::string> seen;
    if (from == avoid || !graph.node(from))
        return seen;
    std::vector<std::string> stack{from};
    seen.insert(from);
    while (!stack.empty()) {
        const Node* n = graph.node(stack.back());
        stack.pop_back();
        if (!n)
            continue;
        for (const Choice& c : n->choices)
            if (c.target != avoid && graph.node(c.target) && seen.insert(c.target).second)
                stack.push_back(c.target);
    }
    return seen;
}

} // namespace

std::string freshNodeId(const Graph& graph, std::string_view stem)
{
    return fresh(stem, [&graph](const std::string& id) { return graph.node(id) != nullptr; });
}

std::string freshChoiceId(const Node& node, std::string_view stem)
{
    return fresh(stem, [&node](const std::string& id) { return node.choice(id) != nullptr; });
}

std::string addNode(Graph& graph, NodeKind kind, const std::string& text, std::string from, std::string label)
{
    Node node;
    node.id = freshNodeId(graph, nodeKindId(kind));
    node.kind = kind;
    node.text = text;
    const std::string id = node.id;
    graph.nodes.push_back(std::move(node));
    if (!graph.node(graph.start))
        graph.start = id;
    if (!from.empty())
        addAnswer(graph, from, id, label);
    return id;
}

std::string addAnswer(Graph& graph, const std::string& node, const std::string& target, const std::string& label)
{
    Node* n = find(graph, node);
    if (!n)
        return {};
    Choice c;
    c.id = freshChoiceId(*n, "answer");
    c.label = label;
    c.target = target;
    n->choices.push_back(std::move(c));
    return n->choices.back().id;
}

bool retarget(Graph& graph, const std::string& node, const std::string& choice, const std::string& target)
{
    Node* n = find(graph, node);
    if (!n || !graph.node(target))
        return false;
    for (Choice& c : n->choices)
        if (c.id == choice) {
            c.target = target;
            return true;
        }
    return false;
}

bool removeAnswer(Graph& graph, const std::string& node, const std::string& choice)
{
    Node* n = find(graph, node);
    return n && std::erase_if(n->choices, [&choice](const Choice& c) { return c.id == choice; }) > 0;
}

std::vector<std::string> hangingOff(const Graph& graph, const std::string& node)
{
    std::set<std::string> below = reach(graph, node, {});
    below.erase(node);
    const std::set<std::string> kept = reach(graph, graph.start, node);
    std::vector<std::string> out;
    for (const Node& n : graph.nodes)
        if (below.count(n.id) && !kept.count(n.id))
            out.push_back(n.id);
    return out;
}

void removeNodes(Graph& graph, const std::vector<std::string>& ids)
{
    const std::set<std::string> gone(ids.begin(), ids.end());
    std::erase_if(graph.nodes, [&gone](const Node& n) { return gone.count(n.id) > 0; });
    for (Node& n : graph.nodes)
        std::erase_if(n.choices, [&gone](const Choice& c) { return gone.count(c.target) > 0; });
    if (gone.count(graph.start))
        graph.start = graph.nodes.empty() ? std::string() : graph.nodes.front().id;
}

std::string duplicateNode(Graph& graph, const std::string& node)
{
    const std::size_t i = graph.indexOf(node);
    if (i >= graph.nodes.size())
        return {};
    Node copy = graph.nodes[i];
    copy.id = freshNodeId(graph, node);
    const std::string id = copy.id;
    graph.nodes.insert(graph.nodes.begin() + static_cast<std::ptrdiff_t>(i) + 1, std::move(copy));
    return id;
}

bool renameNode(Graph& graph, const std::string& from, const std::string& to)
{
    Node* n = find(graph, from);
    if (!n || !validGraphId(to) || (to != from && graph.node(to)))
        return false;
    n->id = to;
    for (Node& other : graph.nodes)
        for (Choice& c : other.choices)
            if (c.target == from)
                c.target = to;
    if (graph.start == from)
        graph.start = to;
    return true;
}

} // namespace gp
