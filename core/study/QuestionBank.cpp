#include "study/Question.h"
#include "study/InferenceQuestions.h"

#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "goodput/PlanningModel.h"
#include "goodput/Random.h"
#include "goodput/RuntimeGoodput.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <memory>
#include <set>

namespace gp {
namespace {

const char* const kLetters[] = {"a", "b", "c", "d", "e", "f"};

// FNV-1a: the same on every platform, unlike std::hash.
std::uint64_t stableHash(const std::string& s)
{
    std::uint64_t h = 1469598103934665603ULL;
    for (char c : s)
        h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ULL;
    return h;
}

// A possible answer and what it means: two answers of the same meaning are never offered side by side, so a
// distractor is never another wording of the right answer.
struct Option {
    Text text;
    std::string meaning;
};

Option optionOf(const Node& n)
{
    return {Text(n.text), n.meaningKey()};
}

template <typename T>
void shuffle(std::vector<T>& v, Xoshiro256Plus& rng)
{
    for (std::size_t i = v.size(); i > 1; --i)
        std::swap(v[i - 1], v[rng.next() % i]);
}

// Puts the correct answer among the first three distractors of other meanings (the caller orders them by
// preference) at a position fixed by the question id, so the bank is the same on every run and the answer is not
// always first.
void setChoices(Question& q, const Option& correct, std::vector<Option> distractors)
{
    std::set<std::string> meanings{correct.meaning};
    std::erase_if(distractors, [&](const Option& o) { return !meanings.insert(o.meaning).second; });
    if (distractors.size() > 3)
        distractors.resize(3);
    Xoshiro256Plus rng(stableHash(q.id));
    shuffle(distractors, rng);
    std::vector<Text> all;
    for (const Option& o : distractors)
        all.push_back(o.text);
    const std::size_t at = rng.next() % (all.size() + 1);
    all.insert(all.begin() + static_cast<std::ptrdiff_t>(at), correct.text);
    for (std::size_t i = 0; i < all.size(); ++i)
        q.choices.push_back({kLetters[i], all[i]});
    q.answer = kLetters[at];
}

// Answers that are plain values (factors, ratios): each means what it says, and any of them may be offered.
void setChoices(Question& q, const Text& correct, const std::vector<Text>& distractors)
{
    std::vector<Option> options;
    for (const Text& t : distractors)
        options.push_back({t, t.english()});
    Xoshiro256Plus rng(stableHash(q.id + "/distractors"));
    shuffle(options, rng);
    setChoices(q, {correct, correct.english()}, std::move(options));
}

struct PathEnd {
    std::vector<std::string> answers;
    std::vector<std::string> nodes;
};

// Every walk from the start to a terminal node that visits no node twice (loops are taken at most once by the
// question generator: the guide's "fast enough? no" loops return to a question already asked).
void walks(const Graph& g, const std::string& node, PathEnd& current, std::vector<PathEnd>& out)
{
    const Node* n = g.node(node);
    if (!n)
        return;
    current.nodes.push_back(node);
    if (n->terminal())
        out.push_back(current);
    for (const Choice& c : n->choices) {
        if (std::find(current.nodes.begin(), current.nodes.end(), c.target) != current.nodes.end())
            continue;
        current.answers.push_back(c.id);
        walks(g, c.target, current, out);
        current.answers.pop_back();
    }
    current.nodes.pop_back();
}

// The shortest walk (choice ids) from the start to each node, breadth first.
std::map<std::string, std::vector<std::string>> shortestWalks(const Graph& g)
{
    std::map<std::string, std::vector<std::string>> out{{g.start, {}}};
    std::vector<std::string> frontier{g.start};
    for (std::size_t i = 0; i < frontier.size(); ++i) {
        const Node* n = g.node(frontier[i]);
        for (const Choice& c : n ? n->choices : std::vector<Choice>{})
            if (!out.count(c.target)) {
                out[c.target] = out[frontier[i]];
                out[c.target].push_back(c.id);
                frontier.push_back(c.target);
            }
    }
    return out;
}

// The walk said as sentences: each answer's finding, in order, a repeated one ("The job is still not fast
// enough.") said once; actions are steps, not findings.
Text scenario(const Graph& g, const PathEnd& p)
{
    std::vector<Text> findings;
    std::set<std::string> said;
    for (std::size_t i = 0; i < p.answers.size(); ++i) {
        const Node* n = g.node(p.nodes[i]);
        const Choice* c = n ? n->choice(p.answers[i]) : nullptr;
        if (!n || !c || n->kind == NodeKind::Action)
            continue;
        const Text finding = c->finding.empty() ? Text(GP_TEXT("%1 %2."), {Text(n->text), Text(c->label)})
                                                : Text(c->finding);
        if (said.insert(finding.english()).second)
            findings.push_back(finding);
    }
    Text out;
    for (std::size_t i = 0; i < findings.size(); ++i)
        out = i ? Text(GP_TEXT("%1 %2"), {out, findings[i]}) : findings[i];
    return out;
}

// The nodes a walk of these answers passes through, from the start.
PathEnd walkTo(const Graph& g, const std::vector<std::string>& answers)
{
    PathEnd p{answers, {g.start}};
    for (const std::string& a : answers) {
        const Node* n = g.node(p.nodes.back());
        const Choice* c = n ? n->choice(a) : nullptr;
        if (!c)
            break;
        p.nodes.push_back(c->target);
    }
    p.answers.resize(p.nodes.size() - 1); // what a broken walk did not reach is not said
    return p;
}

void pathQuestions(const Graph& g, std::vector<Question>& out)
{
    // Sibling recommendations first; a graph with few of them borrows from the other decision flows.
    std::vector<Option> recommendations;
    std::set<std::string> meanings;
    const auto offer = [&](const Node& n) {
        if (n.terminal() && meanings.insert(n.meaningKey()).second)
            recommendations.push_back(optionOf(n));
    };
    for (const Node& n : g.nodes)
        offer(n);
    for (const char* other : {"cost-efficiency", "training-time", kGpuSelectionGraph})
        if (const Graph* o = builtinGraph(other); o && o->id != g.id)
            for (const Node& n : o->nodes)
                if (meanings.size() < 4)
                    offer(n);
    std::vector<PathEnd> ends;
    PathEnd current;
    walks(g, g.start, current, ends);
    for (const PathEnd& p : ends) {
        const Node& end = *g.node(p.nodes.back());
        Question q;
        q.topic = g.id;
        q.graph = g.id;
        q.path = p.answers;
        q.id = g.id + "/path/";
        for (const std::string& a : p.answers)
            q.id += a + ".";
        q.text = Text(GP_TEXT("%1: %2 What does the decision tree lead to?"), {Text(g.title), scenario(g, p)});
        std::vector<Option> distractors = recommendations;
        Xoshiro256Plus rng(stableHash(q.id + "/distractors"));
        shuffle(distractors, rng);
        setChoices(q, optionOf(end), std::move(distractors));
        // Why it holds: the rationale, else the source's words; a graph of a pack may give neither.
        const Text why = !end.rationale.empty() ? Text(end.rationale)
                         : !end.seed.empty()    ? Text(GP_TEXT("“%1”"), {Text::verbatim(end.seed)})
                                                : Text();
        if (why.empty())
            q.explanation = end.gotchas.empty() ? Text(end.text)
                                                : Text(GP_TEXT("%1 Gotcha: %2"), {Text(end.text), Text(end.gotchas.front())});
        else
            q.explanation = end.gotchas.empty()
                ? Text(GP_TEXT("%1: %2"), {Text(end.text), why})
                : Text(GP_TEXT("%1: %2 Gotcha: %3"), {Text(end.text), why, Text(end.gotchas.front())});
        out.push_back(std::move(q));
    }
}

void nextStepQuestions(const Graph& g, std::vector<Question>& out)
{
    const auto reach = shortestWalks(g);
    for (const Node& n : g.nodes) {
        if (n.kind != NodeKind::Question)
            continue;
        for (const Choice& c : n.choices) {
            const Node* target = g.node(c.target);
            Question q;
            q.topic = g.id;
            q.graph = g.id;
            q.id = g.id + "/next/" + n.id + "." + c.id;
            // A question another node of the flow asks too ("Fast enough?" after each fix) is placed by the walk
            // that reaches it, so the question says which one it means.
            const bool shared = std::count_if(g.nodes.begin(), g.nodes.end(),
                                              [&](const Node& other) { return other.text == n.text; }) > 1;
            q.text = shared ? Text(GP_TEXT("%1: %2 At “%3” the answer is “%4”. What comes next?"),
                                   {Text(g.title), scenario(g, walkTo(g, reach.at(n.id))), Text(n.text),
                                    Text(c.label)})
                            : Text(GP_TEXT("%1: at “%2” the answer is “%3”. What comes next?"),
                                   {Text(g.title), Text(n.text), Text(c.label)});
            // Distractors: where the other answers lead first, then other steps of the same flow in an order
            // fixed by the question id; setChoices keeps three of different meanings.
            std::vector<Option> distractors;
            for (const Choice& other : n.choices)
                if (const Node* t = g.node(other.target); t && other.target != c.target)
                    distractors.push_back(optionOf(*t));
            std::vector<const Node*> rest;
            for (const Node& other : g.nodes)
                if (&other != &n && &other != target)
                    rest.push_back(&other);
            std::uint64_t h = stableHash(q.id);
            while (!rest.empty()) {
                const std::size_t k = static_cast<std::size_t>(h % rest.size());
                distractors.push_back(optionOf(*rest[k]));
                rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(k));
                h = h * 6364136223846793005ULL + 1442695040888963407ULL;
            }
            // The current question is no answer to itself, under any of its wordings.
            std::erase_if(distractors, [&](const Option& o) { return o.meaning == n.meaningKey(); });
            setChoices(q, optionOf(*target), distractors);
            q.explanation = n.seed.empty() ? Text(GP_TEXT("“%1” leads to “%2”."), {Text(c.label), Text(target->text)})
                                           : Text(GP_TEXT("“%1” leads to “%2”. Source: “%3”"),
                                                  {Text(c.label), Text(target->text), Text::verbatim(n.seed)});
            // The path: the shortest walk to this node and this answer, so the flowchart can show it.
            q.path = reach.at(n.id);
            q.path.push_back(c.id);
            out.push_back(std::move(q));
        }
    }
}

Text factorName(const std::string& f)
{
    if (f == "scheduling")
        return Text(GP_TEXT("Scheduling goodput"));
    if (f == "runtime")
        return Text(GP_TEXT("Runtime goodput"));
    return Text(GP_TEXT("Program goodput (MFU)"));
}

void techniqueQuestions(std::vector<Question>& out)
{
    const Graph* g = builtinGraph("goodput-improvement");
    if (!g)
        return;
    for (const Node& n : g->nodes) {
        if (n.kind != NodeKind::Recommendation || n.improves.empty())
            continue;
        Question q;
        q.topic = "techniques";
        q.graph = g->id;
        q.id = "techniques/" + n.id;
        q.text = Text(GP_TEXT("Which goodput does this technique improve: %1?"), {Text(n.text)});
        setChoices(q, factorName(n.improves),
                   {factorName("scheduling"), factorName("runtime"), factorName("program")});
        q.explanation = Text(GP_TEXT("%1 improves %2. %3"), {Text(n.text), factorName(n.improves), Text(n.rationale)});
        q.path = shortestWalks(*g).at(n.id);
        out.push_back(std::move(q));
    }
}

std::string formatNumber(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

Text number(double v)
{
    return Text::number(v);
}

void runtimeFormulaQuestions(std::vector<Question>& out)
{
    // Cases chosen on a grid: the window, the count and the three times in hours.
    const double windows[] = {168, 336, 720};
    const double counts[] = {3, 6, 12};
    const double resumes[] = {0.25, 0.5};
    const double losts[] = {0.5, 1.0};
    const double reschedules[] = {0.1, 0.25};
    int k = 0;
    for (double tw : windows)
        for (double n : counts)
            for (double trm : resumes)
                for (double tch : losts)
                    for (double tre : reschedules) {
                        if (++k % 3 != 0)
                            continue; // a third of the grid is plenty
                        const auto r = seedRuntimeGoodput(Duration::hours(tw), n,
                                                          {Duration::hours(trm), Duration::hours(tch), Duration::hours(tre)});
                        Question q;
                        q.topic = "runtime-formula";
                        q.id = "runtime-formula/" + formatNumber(tw) + "-" + formatNumber(n) + "-" + formatNumber(trm) +
                               "-" + formatNumber(tch) + "-" + formatNumber(tre);
                        q.text = Text(GP_TEXT("A %1 h evaluation window has %2 interruptions, each with t_rm = %3 h to "
                                              "resume, t_ch = %4 h of progress lost and t_re = %5 h to reschedule. "
                                              "What is the runtime goodput, in percent?"),
                                      {number(tw), number(n), number(trm), number(tch), number(tre)});
                        q.numericAnswer = r.runtimeGoodput * 100.0;
                        q.tolerance = 0.1;
                        q.unit = "%";
                        char buf[256];
                        std::snprintf(buf, sizeof buf,
                                      "t_c = N (t_rm + t_ch) = %g h; RG = (t_w - t_c - N t_re) / (t_w - N t_re) = "
                                      "(%g - %g - %g) / (%g - %g) = %.2f %%.",
                                      r.badputHours, tw, r.badputHours, r.rescheduleHours, tw, r.rescheduleHours,
                                      r.runtimeGoodput * 100.0);
                        q.explanation = Text::verbatim(buf); // a formula: the same in every language
                        out.push_back(std::move(q));
                    }
}

void scaleQuestions(std::vector<Question>& out)
{
    // Failure cost against scale, from the model (docs/model.md section 6), under each of its two conditions.
    const auto times = [](long k) { return Text::verbatim("×" + std::to_string(k)); };
    for (int factor : {2, 3, 4}) {
        GoodputInputs in;
        in.unwarnedPerNodeDay = 0.001;
        in.warnedPerNodeDay = 0;
        in.nodes = 8;
        const double small = evaluateGoodput(in).lostAcceleratorHours;
        in.nodes = 8 * factor;
        const double large = evaluateGoodput(in).lostAcceleratorHours;
        const Text f = Text::verbatim(std::to_string(factor));
        const Text nodes = Text::verbatim(std::to_string(8 * factor));
        {
            // The same window: n^2.
            const long ratio = std::lround(large / small);
            Question q;
            q.topic = "scale";
            q.id = "scale/lost-hours-x" + std::to_string(factor);
            q.text = Text(GP_TEXT("A training job grows from 8 to %1 nodes with the same per-node failure rate, over "
                                  "the same evaluation window. About how many times more accelerator-hours do "
                                  "interruptions cost in that window?"),
                          {nodes});
            setChoices(q, times(ratio), {times(factor), times(1), times(factor * factor * factor)});
            q.explanation = Text(GP_TEXT("In a fixed window failure cost scales quadratically: %1× the nodes means "
                                         "%1× the interruptions, each idling %1× the accelerators."),
                                 {f});
            out.push_back(std::move(q));
        }
        {
            // The same training compute, done in 1/factor of the time: n.
            GoodputInputs sooner = in;
            sooner.window = in.window / factor;
            const long ratio = std::lround(evaluateGoodput(sooner).lostAcceleratorHours / small);
            Question q;
            q.topic = "scale";
            q.id = "scale/fixed-compute-x" + std::to_string(factor);
            q.text = Text(GP_TEXT("A training run of a fixed amount of compute moves from 8 to %1 nodes with the "
                                  "same per-node failure rate, and so finishes sooner in proportion. About how many "
                                  "times more accelerator-hours do interruptions cost over the whole run?"),
                          {nodes});
            setChoices(q, times(ratio), {times(factor * factor), times(1), times(factor * factor * factor)});
            q.explanation = Text(GP_TEXT("For a fixed amount of training compute the run ends %1× sooner: %1× the "
                                         "interruption rate for 1/%1 of the time, each idling %1× the accelerators, "
                                         "so %1× the cost, not %1²."),
                                 {f});
            out.push_back(std::move(q));
        }
    }
}

} // namespace

bool Question::isCorrect(const std::string& response) const
{
    if (!numericAnswer)
        return response == answer;
    double v = 0;
    const auto [end, ec] = std::from_chars(response.data(), response.data() + response.size(), v);
    if (ec != std::errc() || end != response.data() + response.size() || !std::isfinite(v))
        return false;
    return std::abs(v - *numericAnswer) <= tolerance + 1e-12;
}

static std::vector<Question> makeBank(const GraphLibrary& graphs)
{
    std::vector<Question> out;
    for (const char* id : {kGpuSelectionGraph, "cost-efficiency", "training-time"})
        if (const Graph* g = builtinGraph(id)) {
            pathQuestions(*g, out);
            nextStepQuestions(*g, out);
        }
    // The graphs of the library's packs are studied as the built-in flows are.
    for (const Graph* g : graphs.all())
        if (graphs.origin(g->id)) {
            pathQuestions(*g, out);
            nextStepQuestions(*g, out);
        }
    techniqueQuestions(out);
    runtimeFormulaQuestions(out);
    scaleQuestions(out);
    inferenceQuestions(out);
    return out;
}

QuestionBank::QuestionBank(const GraphLibrary& graphs)
    : graphs_(graphs)
    , questions_(std::make_shared<const std::vector<Question>>(makeBank(graphs)))
{
}

const QuestionBank& builtinQuestions()
{
    static const QuestionBank bank(GraphLibrary::builtin());
    return bank;
}

const std::vector<Question>& allQuestions()
{
    return builtinQuestions().all();
}

const Question* findQuestion(const std::string& id)
{
    return builtinQuestions().find(id);
}

std::vector<Question> drawQuestions(int count, std::uint64_t seed)
{
    return builtinQuestions().draw(count, seed);
}

const Question* QuestionBank::find(const std::string& id) const
{
    for (const Question& q : all())
        if (q.id == id)
            return &q;
    return nullptr;
}

std::vector<Question> QuestionBank::draw(int count, std::uint64_t seed) const
{
    const std::vector<Question>& bank = all();
    std::vector<std::size_t> order(bank.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    Xoshiro256Plus rng(seed);
    for (std::size_t i = order.size(); i > 1; --i)
        std::swap(order[i - 1], order[rng.next() % i]);
    // One of each topic first (in the shuffled order), then the rest.
    std::vector<std::size_t> picked;
    std::set<std::string> topics;
    for (std::size_t i : order)
        if (topics.insert(bank[i].topic).second)
            picked.push_back(i);
    for (std::size_t i : order)
        if (std::find(picked.begin(), picked.end(), i) == picked.end())
            picked.push_back(i);
    const auto n = static_cast<std::size_t>(std::clamp(count, 0, static_cast<int>(bank.size())));
    picked.resize(n);
    std::vector<Question> out;
    for (std::size_t i : picked)
        out.push_back(bank[i]);
    // Shuffle again so the topics do not come in a block.
    for (std::size_t i = out.size(); i > 1; --i)
        std::swap(out[i - 1], out[rng.next() % i]);
    return out;
}

} // namespace gp
