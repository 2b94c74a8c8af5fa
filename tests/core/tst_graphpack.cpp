// Graph packs, the problems a graph can have while edited, and the conditions that answer questions from the plan
// (docs/model.md section 14, "Graph packs", "Graph problems" and "Conditions"). Expected problems are read off the
// files in tests/data/packs by hand; expected auto-answers from the plans' figures worked out below.
#include "decision/Condition.h"
#include "decision/GraphCheck.h"
#include "decision/GraphJson.h"
#include "decision/GraphLibrary.h"
#include "decision/GraphPack.h"
#include "decision/Walk.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanConditions.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "study/Question.h"

#include <nlohmann/json.hpp>

#include "ErrorCodeOf.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <limits>
#include <set>

namespace {

using gptest::codeOf;

const std::string kPacks = GOODPUT_TEST_DATA "/packs/";

const std::optional<bool> kTrue(true), kFalse(false);

std::optional<bool> holds(const char* condition, const gp::FigureValues& values)
{
    return gp::Condition::parse(condition, "test").evaluate(values);
}

std::vector<std::pair<std::string, std::string>> codesAndNodes(const std::vector<gp::GraphProblem>& problems)
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const gp::GraphProblem& p : problems)
        out.emplace_back(gp::graphProblemName(p.code), p.node);
    return out;
}

// A pack of one graph: a question with `answers` answers, each to its own recommendation.
nlohmann::json packWithNodes(std::size_t answers, std::size_t extraNodes)
{
    nlohmann::json choices = nlohmann::json::array();
    nlohmann::json nodes = nlohmann::json::array();
    for (std::size_t i = 0; i < answers; ++i)
        choices.push_back({{"id", "a" + std::to_string(i)}, {"label", "A" + std::to_string(i)},
                           {"target", "r" + std::to_string(i)}});
    nodes.push_back({{"id", "q"}, {"kind", "question"}, {"text", "Q?"}, {"choices", choices}});
    for (std::size_t i = 0; i < answers + extraNodes; ++i)
        nodes.push_back({{"id", "r" + std::to_string(i)}, {"kind", "recommendation"}, {"text", "R"}});
    nlohmann::json graph{{"format", "goodput-planner-graph"}, {"version", 1}, {"id", "g"}, {"title", "G"},
                         {"start", "q"}, {"nodes", nodes}};
    return {{"format", "goodput-planner-graph-pack"}, {"version", 1}, {"id", "p"}, {"title", "P"},
            {"graphs", nlohmann::json::array({graph})}};
}

} // namespace

class TestGraphPack : public QObject {
    Q_OBJECT
private slots:
    void theIssuesConditionsParseAndDecide();
    void unknownFiguresAreUndecided();
    void badConditionsSayWhereTheyFail();
    void everyProblemOfADraftIsListed();
    void problemsOfBuiltGraphs();
    void builtInGraphsHaveNoProblemsAndTheirConditionsParse();
    void aPackReadsAndWritesBack();
    void hostilePacksAreRefused();
    void aPackIdStartsWithALetterOrDigit();
    void aTextTooLongSaysSo();
    void aWalkAnswersWhatThePlanDecides();
    void theExamplePlanAnswersTheGpuTree();
    void aServingPlanAnswersAsItsAdviceDoes();
    void answersFromThePlanTravelWithIt();
    void packGraphsInUseAreFoundLikeBuiltInOnes();
    void aPlanKeepsTheWalkOfAPackNotInUse();
    void twoLibrariesEvaluateOnePlanTwoWays();
    void packGraphsAreStudied();
};

void TestGraphPack::theIssuesConditionsParseAndDecide()
{
    const gp::FigureValues v{{"accelerators", 128.0},
                             {"kind", std::string("training")},
                             {"latency_critical", false},
                             {"parameters", 7e10},
                             {"wall_days", 30.0},
                             {"deadline_days", 28.0}};
    QVERIFY(holds("accelerators > 32", v) == kTrue);
    QVERIFY(holds("kind == \"inference\"", v) == kFalse);
    QVERIFY(holds("latency_critical", v) == kFalse);
    QVERIFY(holds("parameters >= 1e10", v) == kTrue);
    QVERIFY(holds("wall_days > deadline_days", v) == kTrue);
    QVERIFY(holds("not latency_critical and (accelerators <= 32 || kind != \"inference\")", v) == kTrue);
    QVERIFY(holds("!(accelerators > 32) or latency_critical == true", v) == kFalse);
    // Precedence: `and` binds tighter than `or`.
    QVERIFY(holds("accelerators > 32 or latency_critical and false", v) == kTrue);
    QCOMPARE(gp::Condition::parse("wall_days > deadline_days and wall_days > 1", "t").figures(),
             (std::vector<std::string>{"wall_days", "deadline_days"}));
    // An infinite deadline is no deadline: never exceeded.
    gp::FigureValues open = v;
    open["deadline_days"] = std::numeric_limits<double>::infinity();
    QVERIFY(holds("wall_days > deadline_days", open) == kFalse);
}

void TestGraphPack::unknownFiguresAreUndecided()
{
    const gp::FigureValues v{{"kind", std::string("inference")}};
    QVERIFY(holds("accelerators > 32", v) == std::nullopt);
    // Kleene's logic: what one side decides, the unknown other side cannot change.
    QVERIFY(holds("kind == \"training\" and accelerators > 32", v) == kFalse);
    QVERIFY(holds("kind == \"inference\" or accelerators > 32", v) == kTrue);
    QVERIFY(holds("kind == \"inference\" and accelerators > 32", v) == std::nullopt);
    QVERIFY(holds("not (accelerators > 32)", v) == std::nullopt);
    const gp::FigureValues nan{{"accelerators", std::nan("")}};
    QVERIFY(holds("accelerators > 32", nan) == std::nullopt);
}

void TestGraphPack::badConditionsSayWhereTheyFail()
{
    const auto detail = [](const std::string& text) { return gp::conditionProblem(text).english(); };
    QCOMPARE(detail("accelerators > 32"), std::string());
    QCOMPARE(detail("acelerators > 32"), std::string("'acelerators' is not a figure of the plan, at character 1"));
    QCOMPARE(detail("kind > \"training\""), std::string("'>' compares numbers only, at character 6"));
    QCOMPARE(detail("accelerators == \"8\""), std::string("'==' compares a number with a text, at character 14"));
    QCOMPARE(detail("accelerators"), std::string("the condition is a number, not true or false, at character 1"));
    QCOMPARE(detail("accelerators > "), std::string("the condition ends too early, at character 16"));
    QCOMPARE(detail("(spot"), std::string("a '(' is not closed, at character 1"));
    QCOMPARE(detail("spot; rm"), std::string("';' is not part of a condition, at character 5"));
    QCOMPARE(detail("kind == \"x"), std::string("a text has no closing quote, at character 9"));
    QCOMPARE(detail("accelerators > 1e999"), std::string("a number cannot be read, at character 16"));
    QCOMPARE(detail("spot and 3"), std::string("'and' joins truth values, at character 6"));
    QCOMPARE(detail("not 3"), std::string("'not' takes a truth value, at character 1"));
    QVERIFY(!detail(std::string(201, ' ')).empty());
    std::string deep;
    for (int i = 0; i < 20; ++i)
        deep += "(";
    deep += "spot";
    for (int i = 0; i < 20; ++i)
        deep += ")";
    QVERIFY(detail(deep).find("nested deeper than") != std::string::npos);
    QCOMPARE(codeOf([] { gp::Condition::parse("spot ==", "answer 'x'"); }), gp::ErrorCode::InvalidCondition);
}

void TestGraphPack::everyProblemOfADraftIsListed()
{
    const gp::GraphPack pack = gp::loadGraphPackFile(kPacks + "problems.gpgraphs");
    QCOMPARE(pack.graphs.size(), std::size_t(2));
    const gp::PackGraph& draft = pack.graphs[0];
    QVERIFY(!draft.usable());
    // Read off the file: q's second answer repeats the first's label and leads to a node that does not exist, its
    // third leads nowhere and misspells a figure; 'lonely' has one answer and nothing leads to it; 'end' ends the
    // walk but answers on, and only 'lonely' leads to it; 'act' and 'act2' loop through actions only.
    const std::vector<std::pair<std::string, std::string>> expected{
        {"duplicate_label", "q"}, {"unknown_target", "q"}, {"missing_target", "q"}, {"invalid_condition", "q"},
        {"too_few_answers", "lonely"}, {"recommendation_with_answers", "end"}, {"unreachable", "lonely"},
        {"unreachable", "end"}, {"cycle", "act"}};
    QCOMPARE(codesAndNodes(draft.problems), expected);
    QCOMPARE(draft.problems[1].choice, std::string("b"));
    QCOMPARE(gp::graphProblemText(draft.problems[1]).english(),
             std::string("Answer 'b' of node 'q' leads to 'nowhere', which is not a node."));
    QVERIFY(pack.graphs[1].usable());
    // A draft is not for walks: using it is the first problem, as an error that names the node.
    try {
        gp::validateGraph(draft.graph, "problems.gpgraphs");
        QFAIL("a graph with problems was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::DuplicateId);
        QCOMPARE(e.subject(), std::string("problems.gpgraphs: node 'q'"));
    }
}

void TestGraphPack::problemsOfBuiltGraphs()
{
    gp::Graph g;
    g.id = "g";
    g.start = "q";
    QCOMPARE(codesAndNodes(gp::checkGraph(g)), (std::vector<std::pair<std::string, std::string>>{{"no_nodes", ""}}));
    const auto node = [&g](const char* id, gp::NodeKind kind, std::string text) -> gp::Node& {
        g.nodes.emplace_back();
        g.nodes.back().id = id;
        g.nodes.back().kind = kind;
        g.nodes.back().text = std::move(text);
        return g.nodes.back();
    };
    for (const char* label : {"A", "B"}) {
        gp::Choice c;
        c.id = "a";
        c.label = label;
        c.target = "r";
        node(label[0] == 'A' ? "q" : "unused", gp::NodeKind::Question, "").choices.push_back(c);
    }
    g.nodes[0].choices.push_back(g.nodes[1].choices.front());
    g.nodes.pop_back();
    node("r", gp::NodeKind::Recommendation, std::string(301, 'x'));
    node("r", gp::NodeKind::Outcome, "Twice");
    g.start = "s";
    QCOMPARE(codesAndNodes(gp::checkGraph(g)),
             (std::vector<std::pair<std::string, std::string>>{{"unknown_start", ""},
                                                              {"duplicate_id", "r"},
                                                              {"empty_text", "q"},
                                                              {"duplicate_answer_id", "q"},
                                                              {"text_too_long", "r"}}));
    QCOMPARE(gp::checkGraph(g)[0].detail.english(), std::string("s"));
    g.start = "q";
    g.nodes[0].text = "Q?";
    g.nodes[0].choices[1].id = "b";
    g.nodes[1].text = std::string(300, 'x'); // at the limit
    g.nodes.pop_back();
    QVERIFY(gp::checkGraph(g).empty());
}

void TestGraphPack::builtInGraphsHaveNoProblemsAndTheirConditionsParse()
{
    QCOMPARE(gp::builtinGraphs().size(), std::size_t(4));
    int conditions = 0;
    for (const gp::Graph& g : gp::builtinGraphs()) {
        QVERIFY2(gp::checkGraph(g).empty(), g.id.c_str());
        for (const gp::Node& n : g.nodes)
            for (const gp::Choice& c : n.choices)
                if (!c.condition.empty()) {
                    QVERIFY(gp::conditionProblem(c.condition).empty());
                    ++conditions;
                }
    }
    // gpu-selection 13, cost-efficiency 4, training-time 8, goodput-improvement 3.
    QCOMPARE(conditions, 28);
}

void TestGraphPack::aPackReadsAndWritesBack()
{
    std::vector<std::string> unknown;
    const gp::GraphPack pack = gp::loadGraphPackFile(kPacks + "acme.gpgraphs", &unknown);
    QVERIFY(unknown.empty());
    QCOMPARE(pack.id, std::string("acme-offerings"));
    QCOMPARE(pack.author, std::string("ACME architecture team"));
    QCOMPARE(pack.version, std::string("1.2"));
    QCOMPARE(pack.licence, std::string("CC-BY-4.0"));
    QCOMPARE(pack.graphs.size(), std::size_t(1));
    const gp::Graph& g = pack.graphs[0].graph;
    QVERIFY(pack.graphs[0].usable());
    QCOMPARE(g.direction, std::string("TB"));
    QCOMPARE(g.node("scale")->choice("large")->condition, std::string("accelerators > 32"));
    // What it writes, it reads back to the same file.
    const nlohmann::json written = gp::graphPackToJson(pack);
    const gp::GraphPack again = gp::readGraphPack(written, "again");
    QVERIFY(gp::graphPackToJson(again) == written);
    QCOMPARE(again.graphs[0].graph.nodes.size(), std::size_t(7));
    // Unknown keys are reported by their path, as the plan's are.
    nlohmann::json typo = written;
    typo["autor"] = "x";
    typo["graphs"][0]["nodes"][0]["choices"][0]["condtion"] = "spot";
    gp::readGraphPack(typo, "typo.gpgraphs", &unknown);
    QCOMPARE(unknown, (std::vector<std::string>{"typo.gpgraphs: autor",
                                                "typo.gpgraphs: graphs[0]: node 'kind' choice 'training'.condtion"}));
}

void TestGraphPack::hostilePacksAreRefused()
{
    const nlohmann::json good = packWithNodes(2, 0);
    QCOMPARE(gp::readGraphPack(good, "p").graphs.size(), std::size_t(1));
    const auto refused = [](const nlohmann::json& j) { return codeOf([&] { gp::readGraphPack(j, "p"); }); };
    // 10,000 nodes: over a graph's 400.
    QCOMPARE(refused(packWithNodes(2, 10000)), gp::ErrorCode::TooMany);
    // 13 answers: over a node's 12.
    QCOMPARE(refused(packWithNodes(13, 0)), gp::ErrorCode::TooMany);
    // 33 graphs: over a pack's 32; and 2,000 nodes in all.
    nlohmann::json many = good;
    for (int i = 1; i < 33; ++i) {
        nlohmann::json g = good["graphs"][0];
        g["id"] = "g" + std::to_string(i);
        many["graphs"].push_back(g);
    }
    QCOMPARE(refused(many), gp::ErrorCode::TooMany);
    nlohmann::json heavy = packWithNodes(2, 350);
    for (int i = 1; i < 6; ++i) {
        nlohmann::json g = heavy["graphs"][0];
        g["id"] = "g" + std::to_string(i);
        heavy["graphs"].push_back(g);
    }
    QCOMPARE(refused(heavy), gp::ErrorCode::TooMany);
    // Markup and control characters in any text.
    for (const char* text : {"<b>bold</b>", "<img src=x onerror=alert(1)>", "a &amp; b", "<!-- x -->", "bell\a"}) {
        nlohmann::json markup = good;
        markup["graphs"][0]["nodes"][0]["text"] = text;
        QCOMPARE(refused(markup), gp::ErrorCode::MarkupInText);
    }
    nlohmann::json title = good;
    title["title"] = "<script>";
    QCOMPARE(refused(title), gp::ErrorCode::MarkupInText);
    // Plain comparisons and ampersands are text, not markup.
    nlohmann::json plain = good;
    plain["graphs"][0]["nodes"][0]["text"] = "Is a < b, and R&D > 3 & more?";
    QCOMPARE(refused(plain), gp::ErrorCode::NotANumber);
    // A built-in graph's id, two graphs of one id, an id that is not a name.
    nlohmann::json builtin = good;
    builtin["graphs"][0]["id"] = "gpu-selection";
    QCOMPARE(refused(builtin), gp::ErrorCode::DuplicateId);
    nlohmann::json twice = good;
    twice["graphs"].push_back(good["graphs"][0]);
    QCOMPARE(refused(twice), gp::ErrorCode::DuplicateId);
    nlohmann::json path = good;
    path["id"] = "../../etc";
    QCOMPARE(refused(path), gp::ErrorCode::UnknownValue);
    nlohmann::json other = good;
    other["format"] = "goodput-planner-plan";
    QCOMPARE(refused(other), gp::ErrorCode::WrongFormat);
    nlohmann::json newer = good;
    newer["version"] = 2;
    QCOMPARE(refused(newer), gp::ErrorCode::UnsupportedVersion);
    // Deep nesting and size are refused before a tree is built.
    const std::string deep = std::string(10000, '[') + std::string(10000, ']');
    QCOMPARE(codeOf([&] { gp::graphPackFromText(deep, "deep"); }), gp::ErrorCode::NestingTooDeep);
    const std::string huge = "{\"format\": \"" + std::string(5u << 20, 'x') + "\"}";
    QCOMPARE(codeOf([&] { gp::graphPackFromText(huge, "huge"); }), gp::ErrorCode::FileTooLarge);
    // A condition that does not parse is a problem of the graph, named by its node.
    nlohmann::json condition = good;
    condition["graphs"][0]["nodes"][0]["choices"][0]["condition"] = "gpus > 32";
    const gp::GraphPack drafted = gp::readGraphPack(condition, "p");
    QCOMPARE(codesAndNodes(drafted.graphs[0].problems),
             (std::vector<std::pair<std::string, std::string>>{{"invalid_condition", "q"}}));
}

void TestGraphPack::aPackIdStartsWithALetterOrDigit()
{
    // A pack installs as ID.gpgraphs: ".hidden" would be a hidden file, never listed, yet replaced on each import.
    nlohmann::json pack = packWithNodes(2, 0);
    pack["id"] = ".hidden";
    try {
        gp::readGraphPack(pack, "team.gpgraphs");
        QFAIL("a pack id starting with '.' was read");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::UnknownValue);
        QCOMPARE(gp::errorText(e).english(),
                 std::string("team.gpgraphs: id has an unknown value. ('.hidden'; 1 to 60 letters, digits, '-', '_' "
                             "or '.', starting with a letter or digit)"));
    }
    for (const char* id : {"-pack", "_pack", "."}) {
        pack["id"] = id;
        QCOMPARE(codeOf([&] { gp::readGraphPack(pack, "p"); }), gp::ErrorCode::UnknownValue);
    }
    // A letter or digit first, then dots and dashes as before.
    for (const char* id : {"team.graphs", "0-pack", "Z_1"}) {
        pack["id"] = id;
        QCOMPARE(gp::readGraphPack(pack, "p").id, std::string(id));
    }
}

void TestGraphPack::aTextTooLongSaysSo()
{
    // A text's length is not a count of entries: each says "is too long" with its limit, never "too many entries".
    const auto message = [](const std::function<void()>& f) {
        try {
            f();
        } catch (const gp::Error& e) {
            return std::string(gp::errorCodeName(e.code())) + ": " + gp::errorText(e).english();
        }
        return std::string("accepted");
    };
    nlohmann::json text = packWithNodes(2, 0);
    text["graphs"][0]["nodes"][0]["text"] = std::string(4001, 'x'); // over the reader's 4,000 bytes
    QCOMPARE(message([&] { gp::readGraphPack(text, "p"); }),
             std::string("too_long: p: graphs[0]: node 'q' text is too long. (at most 4000 bytes)"));
    nlohmann::json gotcha = packWithNodes(2, 0);
    gotcha["graphs"][0]["nodes"][1]["gotchas"] = {std::string(4001, 'x')};
    QCOMPARE(message([&] { gp::readGraphPack(gotcha, "p"); }),
             std::string("too_long: p: graphs[0]: node 'r0' gotchas is too long. (at most 4000 bytes a text)"));
    // A draft's text over its field's limit (text: 300 bytes) is a problem; walked, it is the same error.
    nlohmann::json draft = packWithNodes(2, 0);
    draft["graphs"][0]["nodes"][0]["text"] = std::string(301, 'x');
    const gp::GraphPack pack = gp::readGraphPack(draft, "p");
    QCOMPARE(codesAndNodes(pack.graphs[0].problems),
             (std::vector<std::pair<std::string, std::string>>{{"text_too_long", "q"}}));
    QCOMPARE(gp::graphProblemError(pack.graphs[0].problems[0], "p").code(), gp::ErrorCode::TooLong);
    // A plan's record of a walk's pack: at most 200 bytes a text.
    nlohmann::json plan = gp::planToJson(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN));
    plan["walk_packs"] = {{"acme-reservation", {{"pack", "acme"}, {"title", std::string(201, 'T')}}}};
    QCOMPARE(message([&] { gp::planFromJson(plan); }),
             std::string("too_long: walk_packs.acme-reservation is too long. (at most 200 bytes a text)"));
}

void TestGraphPack::aWalkAnswersWhatThePlanDecides()
{
    const gp::GraphPack pack = gp::loadGraphPackFile(kPacks + "acme.gpgraphs");
    const gp::Graph& g = pack.graphs[0].graph;
    gp::Walk walk(g);
    // 128 accelerators, 30 days against 28: training, large, misses its deadline.
    const gp::FigureValues late{{"kind", std::string("training")}, {"accelerators", 128.0}, {"wall_days", 30.0},
                                {"deadline_days", 28.0}};
    QCOMPARE(walk.answerFrom(late), 3);
    QCOMPARE(walk.answers(), (std::vector<std::string>{"training", "large", "misses"}));
    QCOMPARE(walk.current().id, std::string("calendar"));
    for (const gp::Step& s : walk.steps())
        QVERIFY(s.automatic);
    // Without the wall days the deadline question is left to the user.
    walk.restart();
    const gp::FigureValues noDays{{"kind", std::string("training")}, {"accelerators", 16.0}};
    QCOMPARE(walk.answerFrom(noDays), 2);
    QCOMPARE(walk.current().id, std::string("flex"));
    walk.restart();
    QCOMPARE(walk.answerFrom({{"kind", std::string("training")}, {"accelerators", 64.0}}), 2);
    QCOMPARE(walk.current().id, std::string("late"));
    // An answer the user gave is kept and not marked; the plan answers from there.
    walk.restart();
    walk.choose("training");
    QCOMPARE(walk.answerFrom(late), 2);
    QCOMPARE(walk.steps()[0].automatic, false);
    QCOMPARE(walk.steps()[1].automatic, true);
    // A question with an answer without a condition is never decided by the others.
    gp::Graph open = g;
    open.nodes[0].choices[1].condition.clear();
    QVERIFY(gp::decidedAnswer(open.nodes[0], late) == nullptr);
}

void TestGraphPack::theExamplePlanAnswersTheGpuTree()
{
    // The example plan trains on 16 nodes of 8 accelerators: 128, more than 32.
    const gp::Evaluation e = gp::evaluate(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN));
    const gp::FigureValues v = gp::conditionValues(e);
    QCOMPARE(std::get<std::string>(v.at("kind")), std::string("training"));
    QCOMPARE(std::get<double>(v.at("accelerators")), 128.0);
    QCOMPARE(std::get<double>(v.at("accelerators_per_vm")), 8.0);
    gp::Walk gpu(*gp::builtinGraph("gpu-selection"));
    QCOMPARE(gpu.answerFrom(v), 2);
    QCOMPARE(gpu.answers(), (std::vector<std::string>{"training", "more-than-32"}));
    QCOMPARE(gpu.current().kind, gp::NodeKind::Recommendation);
    // Of the three goodput factors, program goodput (the MFU) is the lowest.
    QVERIFY(std::get<double>(v.at("program_goodput")) < std::get<double>(v.at("runtime_goodput")));
    gp::Walk improve(*gp::builtinGraph("goodput-improvement"));
    QCOMPARE(improve.answerFrom(v), 1);
    QCOMPARE(improve.answers(), (std::vector<std::string>{"program"}));
}

void TestGraphPack::aServingPlanAnswersAsItsAdviceDoes()
{
    // The serving advice (plan/ServingAdvice.h) answers the GPU tree's inferencing branch by its own rules; the
    // conditions of the tree must give the same path, for every latency setting and traffic.
    const gp::Graph& tree = *gp::builtinGraph("gpu-selection");
    std::set<std::string> reached;
    for (const double rps : {0.0, 5.0, 40.0, 400.0})
        for (const bool critical : {false, true}) {
            gp::Plan plan;
            plan.kind = gp::PlanKind::Inference;
            plan.inference.request = gp::defaultInferenceRequest();
            plan.inference.request.requestsPerSecond = rps;
            plan.inference.latencyCritical = critical;
            const gp::Evaluation e = gp::evaluate(plan);
            if (e.servingAdvice.large)
                continue;
            gp::Walk walk(tree);
            walk.answerFrom(gp::conditionValues(e));
            QCOMPARE(walk.answers(), e.servingAdvice.answers);
            QCOMPARE(walk.current().id, e.servingAdvice.node);
            reached.insert(walk.answers().at(1));
        }
    // The traffic takes the deployment from one accelerator to beyond one VM.
    QVERIFY2(reached.size() >= 3, std::to_string(reached.size()).c_str());
}

void TestGraphPack::answersFromThePlanTravelWithIt()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.walks["gpu-selection"] = {"training", "more-than-32"};
    plan.answeredFromPlan["gpu-selection"] = {1};
    const nlohmann::json j = gp::planToJson(plan);
    QVERIFY(j.at("walks_from_plan").at("gpu-selection") == nlohmann::json::array({1}));
    const gp::Plan back = gp::planFromJson(j);
    QCOMPARE(back.answeredFromPlan, plan.answeredFromPlan);
    gp::Walk walk = *gp::walkOf(back, gp::GraphLibrary::builtin(), "gpu-selection");
    gp::markAnsweredFromPlan(walk, back);
    QCOMPARE(walk.steps()[0].automatic, false);
    QCOMPARE(walk.steps()[1].automatic, true);
    QCOMPARE(gp::stepsFromPlan(walk), (std::vector<std::size_t>{1}));
    // A plan without such answers writes no key.
    gp::Plan none = plan;
    none.answeredFromPlan.clear();
    QVERIFY(!gp::planToJson(none).contains("walks_from_plan"));
    // Steps a walk does not have, out of order, or of a graph without a walk are dropped; anything but step numbers
    // is an error that names the walk.
    nlohmann::json odd = j;
    odd["walks_from_plan"] = nlohmann::json::object();
    odd["walks_from_plan"]["gpu-selection"] = nlohmann::json::array({1, 0, 7});
    odd["walks_from_plan"]["training-time"] = nlohmann::json::array({0});
    QCOMPARE(gp::planFromJson(odd).answeredFromPlan,
             (std::map<std::string, std::vector<std::size_t>>{{"gpu-selection", {1}}}));
    const auto walk0 = [](nlohmann::json steps) { return nlohmann::json{{"gpu-selection", std::move(steps)}}; };
    for (const nlohmann::json& bad : {walk0(nlohmann::json::array({"0"})), walk0(nlohmann::json::array({-1})),
                                      walk0(0), nlohmann::json::array()}) {
        nlohmann::json broken = j;
        broken["walks_from_plan"] = bad;
        QCOMPARE(codeOf([&] { gp::planFromJson(broken); }), gp::ErrorCode::WrongType);
    }
}

void TestGraphPack::packGraphsInUseAreFoundLikeBuiltInOnes()
{
    const gp::GraphPack acme = gp::loadGraphPackFile(kPacks + "acme.gpgraphs");
    const gp::GraphPack drafts = gp::loadGraphPackFile(kPacks + "problems.gpgraphs");
    gp::GraphPack copy = acme; // a second pack with a graph of the same id
    copy.id = "acme-copy";
    const gp::GraphLibrary graphs({acme, drafts, copy});
    QCOMPARE(graphs.skipped(), (std::vector<std::string>{"acme-reservation"}));
    // Built-in first, then the packs' usable graphs: the draft is left out.
    std::vector<std::string> ids;
    for (const gp::Graph* g : graphs.all())
        ids.push_back(g->id);
    QCOMPARE(ids, (std::vector<std::string>{"gpu-selection", "cost-efficiency", "training-time",
                                            "goodput-improvement", "acme-reservation", "fine-graph"}));
    QVERIFY(graphs.find("acme-reservation"));
    QVERIFY(!graphs.find("draft-graph"));
    QCOMPARE(graphs.origin("acme-reservation")->version, std::string("1.2"));
    QCOMPARE(graphs.origin("acme-reservation")->pack, std::string("acme-offerings"));
    QVERIFY(!graphs.origin("gpu-selection"));
    // A library of the built-in graphs alone does not see them: no library changes another.
    QVERIFY(!gp::GraphLibrary::builtin().find("acme-reservation"));
    QCOMPARE(gp::GraphLibrary::builtin().all().size(), std::size_t(4));
    // An installed pack read again is not a built-in graph's id.
    QCOMPARE(gp::loadGraphPackFile(kPacks + "acme.gpgraphs").graphs.size(), std::size_t(1));
    // A graph taken from a library stays valid while a copy of the library lives.
    const gp::Graph* before = nullptr;
    gp::GraphLibrary kept;
    {
        const gp::GraphLibrary shortLived({acme});
        before = shortLived.find("acme-reservation");
        kept = shortLived;
    }
    QVERIFY(kept.sameAs(kept));
    QVERIFY(!kept.sameAs(graphs));
    QCOMPARE(before->nodes.size(), std::size_t(7));
}

void TestGraphPack::aPlanKeepsTheWalkOfAPackNotInUse()
{
    gp::GraphPack acme = gp::loadGraphPackFile(kPacks + "acme.gpgraphs");
    const gp::GraphLibrary withAcme({acme});
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.walks["acme-reservation"] = {"training", "large", "misses"};
    plan.walkPacks["acme-reservation"] = *withAcme.origin("acme-reservation");
    const nlohmann::json j = gp::planToJson(plan);
    QVERIFY(j.at("walk_packs").at("acme-reservation").at("version") == "1.2");
    QVERIFY(gp::walkPackNotes(gp::planFromJson(j), withAcme).empty());
    // Without the pack: the walk is kept as it was, said, and saved again unchanged.
    const gp::GraphLibrary& none = gp::GraphLibrary::builtin();
    std::vector<std::string> unknown;
    const gp::Plan missing = gp::planFromJson(j, unknown);
    QVERIFY(unknown.empty());
    QCOMPARE(missing.walks.at("acme-reservation"), (std::vector<std::string>{"training", "large", "misses"}));
    QVERIFY(!gp::walkOf(missing, none, "acme-reservation"));
    QCOMPARE(gp::walkOf(missing, withAcme, "acme-reservation")->answers(),
             (std::vector<std::string>{"training", "large", "misses"}));
    const std::vector<gp::Text> notes = gp::walkPackNotes(missing, none);
    QCOMPARE(notes.size(), std::size_t(1));
    QCOMPARE(notes[0].english(), std::string("The walk of acme-reservation comes from the graph pack ACME Cloud "
                                             "offerings 1.2, which is not in use: its answers are kept and shown "
                                             "again when the pack is."));
    QVERIFY(gp::planToJson(missing).at("walks") == j.at("walks"));
    // Version 1.3, whose scale question lost its "large" answer: the answers that still fit are walked, and said.
    acme.version = "1.3";
    gp::Node& scale = acme.graphs[0].graph.nodes[1];
    scale.choices[0].id = "big";
    const gp::GraphLibrary newer({acme});
    const gp::Plan changed = gp::planFromJson(j);
    QCOMPARE(gp::walkOf(changed, newer, "acme-reservation")->answers(), (std::vector<std::string>{"training"}));
    QCOMPARE(gp::walkPackNotes(changed, newer).at(0).english(),
             std::string("The walk of acme-reservation was made with the graph pack ACME Cloud offerings 1.2; 1.3 "
                         "is in use: the answers that still fit are kept."));
    // A walk of a graph no pack names is still an unknown key, dropped.
    nlohmann::json stray = j;
    stray["walks"]["nowhere"] = nlohmann::json::array({"x"});
    gp::planFromJson(stray, unknown);
    QCOMPARE(unknown, (std::vector<std::string>{"walks.nowhere"}));
}

void TestGraphPack::twoLibrariesEvaluateOnePlanTwoWays()
{
    // One plan with a walk of the ACME pack's graph, evaluated in one process with three libraries side by side:
    // each evaluation says what its own graphs make of the walk, whichever was made first or last.
    gp::GraphPack acme = gp::loadGraphPackFile(kPacks + "acme.gpgraphs");
    const gp::GraphLibrary withAcme({acme});
    acme.version = "1.3";
    const gp::GraphLibrary newer({acme});
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.walks["acme-reservation"] = {"training", "large"};
    plan.walkPacks["acme-reservation"] = *withAcme.origin("acme-reservation");
    const gp::Evaluation a = gp::evaluate(plan, withAcme);
    const gp::Evaluation b = gp::evaluate(plan, gp::GraphLibrary());
    const gp::Evaluation c = gp::evaluate(plan, newer);
    QVERIFY(a.walkNotes.empty());
    QCOMPARE(b.walkNotes.size(), std::size_t(1));
    QVERIFY(b.walkNotes[0].english().find("which is not in use") != std::string::npos);
    QCOMPARE(c.walkNotes.size(), std::size_t(1));
    QVERIFY(c.walkNotes[0].english().find("1.3 is in use") != std::string::npos);
    // Each evaluation holds its own graphs: the pack's graph is there in the first, not in the second.
    QVERIFY(a.graphs.find("acme-reservation"));
    QVERIFY(!b.graphs.find("acme-reservation"));
    QVERIFY(gp::walkOf(*a.plan, a.graphs, "acme-reservation"));
    // Evaluated again with the first library, after the others: the same as the first time.
    QVERIFY(gp::evaluate(plan, withAcme).walkNotes.empty());
    // The figures no graph decides are the same.
    QCOMPARE(a.goodput.mlProductivity, b.goodput.mlProductivity);
}

void TestGraphPack::packGraphsAreStudied()
{
    const auto fromAcme = [](const gp::QuestionBank& bank) {
        std::size_t n = 0;
        for (const gp::Question& q : bank.all())
            n += q.id.rfind("acme-reservation/", 0) == 0 ? 1 : 0;
        return n;
    };
    const gp::QuestionBank builtIn = gp::builtinQuestions();
    QCOMPARE(fromAcme(builtIn), std::size_t(0));
    const gp::QuestionBank withAcme(gp::GraphLibrary({gp::loadGraphPackFile(kPacks + "acme.gpgraphs")}));
    // Each of the graph's four ends is a scenario-to-recommendation question, and each question's answers are
    // next-step questions; the built-in bank is unchanged beside them.
    QVERIFY(fromAcme(withAcme) >= 4);
    QCOMPARE(withAcme.all().size(), builtIn.all().size() + fromAcme(withAcme));
    QCOMPARE(fromAcme(gp::builtinQuestions()), std::size_t(0));
    QCOMPARE(gp::QuestionBank(gp::GraphLibrary()).all().size(), builtIn.all().size());
    QVERIFY(withAcme.find(withAcme.all().back().id));
}

QTEST_APPLESS_MAIN(TestGraphPack)
#include "tst_graphpack.moc"
