#pragma once

#include "decision/Graph.h"

#include <string>
#include <string_view>
#include <vector>

namespace gp {

// The edits the graph editor makes (docs/model.md section 14, "Editing a graph"). Each works on a draft, which may
// have problems (checkGraph lists them); each keeps node and answer ids unique and never leaves an answer pointing
// at a node it removed. Texts are the caller's (the user interface translates them).

// An id no node of the graph has: the stem, or the stem with the first free number ("question-2").
std::string freshNodeId(const Graph& graph, std::string_view stem);
// An id no answer of the node has.
std::string freshChoiceId(const Node& node, std::string_view stem);

// Adds a node of `kind` with `text`. With `from` a node of the graph, a new answer labelled `label` leads from it to
// the new node; the first node of an empty graph becomes its start. Returns the new node's id.
// `from` and `label` are taken by value: they may name parts of the graph that adding a node moves.
std::string addNode(Graph& graph, NodeKind kind, const std::string& text, std::string from = {},
                    std::string label = {});

// Adds an answer labelled `label` from `node` to `target`; returns its id, or an empty id when `node` does not exist.
std::string addAnswer(Graph& graph, const std::string& node, const std::string& target, const std::string& label);

// Points an answer at another node; false when the node, the answer or the target does not exist.
bool retarget(Graph& graph, const std::string& node, const std::string& choice, const std::string& target);

// Removes one answer; false when it does not exist.
bool removeAnswer(Graph& graph, const std::string& node, const std::string& choice);

// The nodes that hang off `node`: those it leads to that no walk from the start reaches without passing through it.
// Deleting the node with them leaves nothing unreachable behind. In the graph's order; `node` itself is not listed.
std::vector<std::string> hangingOff(const Graph& graph, const std::string& node);

// Removes the nodes, and every answer that led to one of them. When the start goes, the first node left becomes it.
void removeNodes(Graph& graph, const std::vector<std::string>& ids);

// Adds a copy of `node` with a fresh id, right after it: same texts and answers (to the same targets). Nothing leads
// to the copy yet. Returns its id, or an empty id when `node` does not exist.
std::string duplicateNode(Graph& graph, const std::string& node);

// Gives a node another id, and every answer that leads to it (and the start) follows. False when `to` is not a valid
// id (validGraphId) or another node has it.
bool renameNode(Graph& graph, const std::string& from, const std::string& to);

} // namespace gp
