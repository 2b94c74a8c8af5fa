#include "decision/Walk.h"

#include "io/Error.h"

#include <algorithm>

namespace gp {

Walk::Walk(const Graph& graph)
    : graph_(&graph)
    , current_(graph.start)
{
}

const Node& Walk::current() const
{
    const Node* n = graph_->node(current_);
    return n ? *n : graph_->nodes.front(); // a validated graph always has its start
}

std::vector<std::string> Walk::answers() const
{
    std::vector<std::string> out;
    out.reserve(steps_.size());
    for (const Step& s : steps_)
        out.push_back(s.choice);
    return out;
}

std::vector<std::string> Walk::path() const
{
    std::vector<std::string> out;
    out.reserve(steps_.size() + 1);
    for (const Step& s : steps_)
        out.push_back(s.node);
    out.push_back(current_);
    return out;
}

const Choice* decidedAnswer(const Node& node, const FigureValues& values)
{
    if (node.kind != NodeKind::Question)
        return nullptr;
    const Choice* decided = nullptr;
    for (const Choice& c : node.choices) {
        if (c.condition.empty())
            return nullptr;
        std::optional<bool> holds;
        try {
            holds = Condition::parse(c.condition, node.id).evaluate(values);
        } catch (const Error&) {
            return nullptr;
        }
        if (!holds)
            return nullptr;
        if (*holds) {
            if (decided)
                return nullptr;
            decided = &c;
        }
    }
    return decided;
}

int Walk::answerFrom(const FigureValues& values)
{
    int answered = 0;
    std::vector<std::string> passed = path();
    while (const Choice* c = decidedAnswer(current(), values)) {
        if (std::find(passed.begin(), passed.end(), c->target) != passed.end() || !graph_->node(c->target))
            break;
        choose(c->id, true);
        passed.push_back(current_);
        ++answered;
    }
    return answered;
}

void Walk::markAutomatic(std::size_t step)
{
    if (step < steps_.size())
        steps_[step].automatic = true;
}

void Walk::choose(const std::string& choiceId, bool automatic)
{
    const Node& node = current();
    const Choice* c = node.choice(choiceId);
    if (!c) {
        std::string valid;
        for (const Choice& option : node.choices)
            valid += (valid.empty() ? "" : ", ") + option.id;
        throw Error(ErrorCode::UnknownValue, "choice",
                    "'" + choiceId.substr(0, 40) + "' at " + node.id + "; valid: " + (valid.empty() ? "none" : valid));
    }
    steps_.push_back({node.id, c->id, automatic});
    current_ = c->target;
}

void Walk::back()
{
    if (steps_.empty())
        return;
    current_ = steps_.back().node;
    steps_.pop_back();
}

void Walk::restart()
{
    steps_.clear();
    current_ = graph_->start;
}

void Walk::jumpTo(std::size_t step)
{
    if (step >= steps_.size())
        return;
    current_ = steps_[step].node;
    steps_.resize(step);
}

void Walk::replay(const std::vector<std::string>& answers)
{
    restart();
    for (const std::string& a : answers)
        choose(a);
}

} // namespace gp
