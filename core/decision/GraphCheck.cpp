#include "decision/GraphCheck.h"

#include "decision/Condition.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace gp {
namespace {

struct ProblemInfo {
    GraphProblemCode code;
    const char* name;
    ErrorCode error;
    const char* pattern; // %1 the node, %2 the answer, %3 the detail
};

const ProblemInfo kProblems[] = {
    {GraphProblemCode::NoNodes, "no_nodes", ErrorCode::MissingField, GP_TEXT("The graph has no node.")},
    {GraphProblemCode::UnknownStart, "unknown_start", ErrorCode::UnknownStart,
     GP_TEXT("The start, '%3', is not a node of the graph.")},
    {GraphProblemCode::DuplicateId, "duplicate_id", ErrorCode::DuplicateId,
     GP_TEXT("Two nodes are called '%1'.")},
    {GraphProblemCode::DuplicateAnswerId, "duplicate_answer_id", ErrorCode::DuplicateId,
     GP_TEXT("Node '%1' has two answers called '%2'.")},
    {GraphProblemCode::EmptyText, "empty_text", ErrorCode::EmptyText, GP_TEXT("Node '%1' has an empty %3.")},
    {GraphProblemCode::TextTooLong, "text_too_long", ErrorCode::TooLong,
     GP_TEXT("Node '%1': the %3 is longer than its limit.")},
    {GraphProblemCode::TooFewAnswers, "too_few_answers", ErrorCode::TooFewChoices,
     GP_TEXT("Question '%1' needs at least two answers; it has %3.")},
    {GraphProblemCode::ActionAnswers, "action_answers", ErrorCode::TooFewChoices,
     GP_TEXT("Action '%1' leads on by exactly one answer; it has %3.")},
    {GraphProblemCode::RecommendationWithAnswers, "recommendation_with_answers", ErrorCode::TerminalWithChoices,
     GP_TEXT("Node '%1' ends the walk but has answers.")},
    {GraphProblemCode::MissingTarget, "missing_target", ErrorCode::UnknownTarget,
     GP_TEXT("Answer '%2' of node '%1' leads nowhere.")},
    {GraphProblemCode::UnknownTarget, "unknown_target", ErrorCode::UnknownTarget,
     GP_TEXT("Answer '%2' of node '%1' leads to '%3', which is not a node.")},
    {GraphProblemCode::DuplicateLabel, "duplicate_label", ErrorCode::DuplicateId,
     GP_TEXT("Question '%1' offers two answers labelled '%3'.")},
    {GraphProblemCode::InvalidCondition, "invalid_condition", ErrorCode::InvalidCondition,
     GP_TEXT("The condition of answer '%2' of node '%1' cannot be read: %3.")},
    {GraphProblemCode::Unreachable, "unreachable", ErrorCode::Unreachable,
     GP_TEXT("No walk from the start reaches node '%1'.")},
    {GraphProblemCode::Cycle, "cycle", ErrorCode::CycleWithoutQuestion,
     GP_TEXT("A loop through node '%1' passes through no question: a walk could never leave it.")},
};

const ProblemInfo& info(GraphProblemCode code)
{
    for (const ProblemInfo& p : kProblems)
        if (p.code == code)
            return p;
    return kProblems[0];
}

std::string folded(const std::string& label)
{
    std::string out;
    for (char c : label)
        if (!std::isspace(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

struct Checker {
    const Graph& g;
    std::vector<GraphProblem> problems;

    void add(GraphProblemCode code, const std::string& node, const std::string& choice = {}, Text detail = {})
    {
        problems.push_back({code, node.substr(0, kTextLimits.id), choice.substr(0, kTextLimits.id), std::move(detail)});
    }

    void length(const Node& n, const std::string& text, std::size_t limit, const char* field)
    {
        if (text.size() > limit)
            add(GraphProblemCode::TextTooLong, n.id, {}, Text(field));
    }

    void texts(const Node& n)
    {
        if (n.text.empty())
            add(GraphProblemCode::EmptyText, n.id, {}, Text(GP_TEXT("text")));
        length(n, n.id, kTextLimits.id, GP_TEXT("id"));
        length(n, n.text, kTextLimits.text, GP_TEXT("text"));
        length(n, n.help, kTextLimits.help, GP_TEXT("help"));
        length(n, n.rationale, kTextLimits.rationale, GP_TEXT("rationale"));
        length(n, n.seed, kTextLimits.seed, GP_TEXT("source quotation"));
        length(n, n.meaning, kTextLimits.meaning, GP_TEXT("meaning"));
        for (const std::string& gotcha : n.gotchas)
            length(n, gotcha, kTextLimits.gotcha, GP_TEXT("gotcha"));
        for (const Choice& c : n.choices) {
            if (c.label.empty())
                add(GraphProblemCode::EmptyText, n.id, c.id, Text(GP_TEXT("answer label")));
            length(n, c.label, kTextLimits.label, GP_TEXT("answer label"));
            length(n, c.finding, kTextLimits.finding, GP_TEXT("answer finding"));
        }
    }

    void answers(const Node& n)
    {
        if (n.terminal() && !n.choices.empty())
            add(GraphProblemCode::RecommendationWithAnswers, n.id);
        if (n.kind == NodeKind::Question && n.choices.size() < 2)
            add(GraphProblemCode::TooFewAnswers, n.id, {}, Text::verbatim(std::to_string(n.choices.size())));
        if (n.kind == NodeKind::Action && n.choices.size() != 1)
            add(GraphProblemCode::ActionAnswers, n.id, {}, Text::verbatim(std::to_string(n.choices.size())));
        std::set<std::string> ids, labels;
        for (const Choice& c : n.choices) {
            if (!ids.insert(c.id).second)
                add(GraphProblemCode::DuplicateAnswerId, n.id, c.id);
            if (!c.label.empty() && !labels.insert(folded(c.label)).second)
                add(GraphProblemCode::DuplicateLabel, n.id, c.id, Text::verbatim(c.label.substr(0, 200)));
            if (c.target.empty())
                add(GraphProblemCode::MissingTarget, n.id, c.id);
            else if (!g.node(c.target))
                add(GraphProblemCode::UnknownTarget, n.id, c.id, Text::verbatim(c.target.substr(0, kTextLimits.id)));
            if (!c.condition.empty())
                if (Text why = conditionProblem(c.condition); !why.empty())
                    add(GraphProblemCode::InvalidCondition, n.id, c.id, std::move(why));
        }
    }

    // Reachability from the start; edges to nodes that do not exist are left out.
    void reachable()
    {
        if (!g.node(g.start))
            return;
        std::vector<bool> seen(g.nodes.size(), false);
        std::vector<std::size_t> stack{g.indexOf(g.start)};
        seen[stack.back()] = true;
        while (!stack.empty()) {
            const Node& n = g.nodes[stack.back()];
            stack.pop_back();
            for (const Choice& c : n.choices) {
                const std::size_t t = g.indexOf(c.target);
                if (t < g.nodes.size() && !seen[t]) {
                    seen[t] = true;
                    stack.push_back(t);
                }
            }
        }
        for (std::size_t i = 0; i < g.nodes.size(); ++i)
            if (!seen[i])
                add(GraphProblemCode::Unreachable, g.nodes[i].id);
    }

    // Every cycle passes through a question: following actions' single answers never comes back round.
    void loops()
    {
        std::vector<int> colour(g.nodes.size(), 0); // 0 not seen, 1 on the trail, 2 done
        for (std::size_t s = 0; s < g.nodes.size(); ++s) {
            std::size_t i = s;
            std::vector<std::size_t> trail;
            while (i < g.nodes.size() && colour[i] == 0 && g.nodes[i].kind == NodeKind::Action &&
                   g.nodes[i].choices.size() == 1) {
                colour[i] = 1;
                trail.push_back(i);
                i = g.indexOf(g.nodes[i].choices.front().target);
            }
            if (i < g.nodes.size() && colour[i] == 1)
                add(GraphProblemCode::Cycle, g.nodes[i].id);
            for (std::size_t t : trail)
                colour[t] = 2;
        }
    }
};

} // namespace

const char* graphProblemName(GraphProblemCode code)
{
    return info(code).name;
}

Text graphProblemText(const GraphProblem& p)
{
    return Text(info(p.code).pattern, {Text::verbatim(p.node), Text::verbatim(p.choice), p.detail});
}

std::vector<GraphProblem> checkGraph(const Graph& g)
{
    Checker c{g, {}};
    if (g.nodes.empty()) {
        c.add(GraphProblemCode::NoNodes, {});
        return c.problems;
    }
    if (!g.node(g.start))
        c.add(GraphProblemCode::UnknownStart, {}, {}, Text::verbatim(g.start.substr(0, kTextLimits.id)));
    std::set<std::string> ids;
    for (const Node& n : g.nodes)
        if (!ids.insert(n.id).second)
            c.add(GraphProblemCode::DuplicateId, n.id);
    for (const Node& n : g.nodes) {
        c.texts(n);
        c.answers(n);
    }
    c.reachable();
    c.loops();
    return c.problems;
}

Error graphProblemError(const GraphProblem& p, const std::string& source)
{
    std::string subject = source;
    if (p.code == GraphProblemCode::UnknownStart)
        subject += ": start '" + p.detail.english() + "'";
    else if (p.code == GraphProblemCode::NoNodes)
        subject += ": nodes";
    else
        subject += ": node '" + p.node + "'";
    return Error(info(p.code).error, subject, graphProblemText(p).english());
}

} // namespace gp
