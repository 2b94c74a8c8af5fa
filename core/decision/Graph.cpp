#include "decision/Graph.h"

namespace gp {

const char* nodeKindId(NodeKind kind)
{
    switch (kind) {
    case NodeKind::Question: return "question";
    case NodeKind::Action: return "action";
    case NodeKind::Recommendation: return "recommendation";
    case NodeKind::Outcome: return "outcome";
    }
    return "question";
}

const Choice* Node::choice(const std::string& choiceId) const
{
    for (const Choice& c : choices)
        if (c.id == choiceId)
            return &c;
    return nullptr;
}

const Node* Graph::node(const std::string& nodeId) const
{
    const std::size_t i = indexOf(nodeId);
    return i < nodes.size() ? &nodes[i] : nullptr;
}

std::size_t Graph::indexOf(const std::string& nodeId) const
{
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].id == nodeId)
            return i;
    return nodes.size();
}

} // namespace gp
