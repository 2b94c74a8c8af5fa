#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gp {

// The id of the guide's "Which GPU?" decision tree: the walk whose answer the plan prices (docs/model.md section 14).
inline constexpr char kGpuSelectionGraph[] = "gpu-selection";

// Decision graphs of the guide Optimizing GPU Usage (docs/model.md section 14): GPU selection, cost and efficiency,
// training time, goodput improvement. The cost and training-time flows loop back ("fast enough?"), so they are graphs.
enum class NodeKind {
    Question,       // two or more labelled choices
    Action,         // a fix to apply, then continue: exactly one choice
    Recommendation, // terminal: what to pick or do, with its rationale and gotchas
    Outcome,        // terminal: where the flow ends without a recommendation
};

const char* nodeKindId(NodeKind kind); // "question", "action", ...

struct Choice {
    std::string id;     // unique within its node; what a walk records
    std::string label;  // the answer as the guide words it
    std::string target; // the node it leads to
    std::string finding; // the answer said as a sentence ("Latency is critical."), for the study's questions
    // When the plan's figures decide this answer: a condition (decision/Condition.h) such as "accelerators > 32".
    // Empty: only the user answers it.
    std::string condition;
};

struct Node {
    std::string id;
    NodeKind kind = NodeKind::Question;
    std::string text;      // the question, the fix, or the recommendation's headline
    std::string help;      // what the question means, how to tell
    std::string rationale; // why the recommendation holds
    std::vector<std::string> gotchas;
    std::string seed;      // the passage of the source text the node comes from
    std::vector<Choice> choices;
    std::vector<std::string> accelerators; // catalog ids a recommendation points to ("t4", "h100", ...)
    std::string improves;  // for goodput techniques: "scheduling", "runtime" or "program"
    std::string meaning;   // recommendations that say the same thing share it ("tpu"); empty: the text is the meaning

    // What the node means: two nodes of the same meaning are never offered as different answers.
    const std::string& meaningKey() const { return meaning.empty() ? text : meaning; }

    bool terminal() const { return kind == NodeKind::Recommendation || kind == NodeKind::Outcome; }
    const Choice* choice(const std::string& choiceId) const;
};

struct Graph {
    std::string id;
    std::string title;
    std::string shortTitle; // for tabs; the title when absent
    std::string summary;
    std::string direction = "LR"; // the flowchart's reading direction: "LR" (left to right) or "TB" (top down)
    std::string start;
    std::vector<Node> nodes;

    const Node* node(const std::string& nodeId) const;
    std::size_t indexOf(const std::string& nodeId) const; // nodes.size() when absent
};

} // namespace gp
