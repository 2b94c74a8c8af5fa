// The graph editor's edits (docs/model.md section 14, "Editing a graph"): a pack made from nothing, node by node, is
// usable when its problems are fixed and reads back unchanged. Expected graphs are drawn by hand in each case.
#include "decision/GraphCheck.h"
#include "decision/GraphEdit.h"
#include "decision/GraphJson.h"
#include "decision/GraphLibrary.h"
#include "decision/GraphPack.h"
#include "decision/Walk.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <set>

namespace {

std::set<std::string> codes(const gp::Graph& g)
{
    std::set<std::string> out;
    for (const gp::GraphProblem& p : gp::checkGraph(g))
        out.insert(std::string(gp::graphProblemName(p.code)) + ":" + p.node);
    return out;
}

std::vector<std::string> ids(const gp::Graph& g)
{
    std::vector<std::string> out;
    for (const gp::Node& n : g.nodes)
        out.push_back(n.id);
    return out;
}

// start -(a)-> q2 -(x)-> r1, q2 -(y)-> r2; start -(b)-> r3; r2 also reached from start -(c)->.
gp::Graph diamond()
{
    gp::Graph g;
    g.id = "d";
    g.title = "D";
    const std::string start = gp::addNode(g, gp::NodeKind::Question, "Start?");
    const std::string q2 = gp::addNode(g, gp::NodeKind::Question, "Second?", start, "a");
    const std::string r1 = gp::addNode(g, gp::NodeKind::Recommendation, "R1", q2, "x");
    const std::string r2 = gp::addNode(g, gp::NodeKind::Recommendation, "R2", q2, "y");
    gp::addNode(g, gp::NodeKind::Recommendation, "R3", start, "b");
    gp::addAnswer(g, start, r2, "c");
    return g;
}

} // namespace

class TestGraphEdit : public QObject {
    Q_OBJECT
private slots:
    void fromNothingToUsable()
    {
        gp::Graph g;
        g.id = "reservation";
        g.title = "Reservation";
        QVERIFY(codes(g) == std::set<std::string>{"no_nodes:"});
        const std::string q = gp::addNode(g, gp::NodeKind::Question, "Longer than a year?");
        QCOMPARE(q, std::string("question"));
        QCOMPARE(g.start, q); // the first node is the start
        QVERIFY(codes(g) == std::set<std::string>{"too_few_answers:question"});
        const std::string yes = gp::addNode(g, gp::NodeKind::Recommendation, "Commit for a year", q, "Yes");
        QCOMPARE(yes, std::string("recommendation"));
        // `from` given as the graph's own node id, which adding a node may move: the answer still gets it right.
        const std::string no = gp::addNode(g, gp::NodeKind::Recommendation, "On demand", g.nodes[0].id, "No");
        QCOMPARE(no, std::string("recommendation-2"));
        QVERIFY(codes(g).empty());
        QCOMPARE(g.nodes[0].choices.size(), std::size_t(2));
        QCOMPARE(g.nodes[0].choices[1].id, std::string("answer-2"));
        QCOMPARE(g.nodes[0].choices[1].target, no);
        QCOMPARE(g.nodes[0].choices[1].label, std::string("No"));

        // Walkable, and what a pack writes reads back the same.
        gp::Walk walk(g);
        walk.choose("answer-2");
        QCOMPARE(walk.current().text, std::string("On demand"));
        gp::GraphPack pack;
        pack.id = "acme-own";
        pack.title = "Own";
        pack.graphs.push_back({g, {}});
        const nlohmann::json json = gp::graphPackToJson(pack);
        const gp::GraphPack back = gp::readGraphPack(json, "own.gpgraphs");
        QVERIFY(back.graphs.at(0).usable());
        // No tab title given: the tab shows the title.
        QCOMPARE(back.graphs.at(0).graph.shortTitle, std::string("Reservation"));
        QVERIFY(gp::graphPackToJson(back) == json);
    }

    void answersAndTargets()
    {
        gp::Graph g = diamond();
        QVERIFY(codes(g).empty());
        // Another answer to the same recommendation, then moved to R1; an answer that would lead nowhere is refused.
        const std::string c = gp::addAnswer(g, "question", "recommendation-3", "d");
        QCOMPARE(c, std::string("answer-4"));
        QVERIFY(gp::retarget(g, "question", c, "recommendation"));
        QCOMPARE(g.node("question")->choice(c)->target, std::string("recommendation"));
        QVERIFY(!gp::retarget(g, "question", c, "no-such-node"));
        QVERIFY(!gp::retarget(g, "question", "no-such-answer", "recommendation"));
        QVERIFY(gp::addAnswer(g, "no-such-node", "recommendation", "e").empty());
        // Two answers labelled alike are a problem the editor lists, not a refusal.
        g.nodes[0].choices.back().label = "A";
        QVERIFY(codes(g).count("duplicate_label:question"));
        QVERIFY(gp::removeAnswer(g, "question", c));
        QVERIFY(!gp::removeAnswer(g, "question", c));
        QVERIFY(codes(g).empty());
    }

    void deleteWithWhatHangsOff()
    {
        gp::Graph g = diamond();
        // Under "Second?" hang R1 (only through it) but not R2 (also reached by "c" from the start).
        QVERIFY(gp::hangingOff(g, "question-2") == std::vector<std::string>{"recommendation"});
        QVERIFY(gp::hangingOff(g, "recommendation-3").empty());
        // Under the start hangs everything.
        QVERIFY((gp::hangingOff(g, "question") ==
                 std::vector<std::string>{"question-2", "recommendation", "recommendation-2", "recommendation-3"}));

        gp::removeNodes(g, {"question-2", "recommendation"});
        QVERIFY((ids(g) == std::vector<std::string>{"question", "recommendation-2", "recommendation-3"}));
        // The answer that led to "Second?" went with it; two answers are left and nothing dangles.
        QCOMPARE(g.nodes[0].choices.size(), std::size_t(2));
        QVERIFY(codes(g).empty());

        // Deleting the start alone: the first node left starts the graph, and the rest is listed unreachable.
        gp::Graph h = diamond();
        gp::removeNodes(h, {"question"});
        QCOMPARE(h.start, std::string("question-2"));
        QVERIFY(codes(h) == std::set<std::string>{"unreachable:recommendation-3"});
        gp::removeNodes(h, ids(h));
        QVERIFY(h.start.empty());
        QVERIFY(codes(h) == std::set<std::string>{"no_nodes:"});
    }

    void duplicateAndRename()
    {
        gp::Graph g = diamond();
        const std::string copy = gp::duplicateNode(g, "question-2");
        QCOMPARE(copy, std::string("question-2-2"));
        QCOMPARE(g.indexOf(copy), g.indexOf("question-2") + 1); // right after the original
        QCOMPARE(g.node(copy)->text, std::string("Second?"));
        QCOMPARE(g.node(copy)->choices.size(), std::size_t(2));
        QVERIFY(codes(g) == std::set<std::string>{"unreachable:question-2-2"}); // nothing leads to it yet
        QVERIFY(gp::retarget(g, "question", "answer", copy));
        QVERIFY(codes(g) == std::set<std::string>{"unreachable:question-2"});
        QVERIFY(gp::duplicateNode(g, "no-such-node").empty());

        QVERIFY(gp::renameNode(g, "question", "scale"));
        QCOMPARE(g.start, std::string("scale"));
        QVERIFY(gp::renameNode(g, "recommendation-2", "commit"));
        QCOMPARE(g.node("scale")->choice("answer-3")->target, std::string("commit"));
        QCOMPARE(g.node(copy)->choice("answer-2")->target, std::string("commit"));
        QVERIFY(!gp::renameNode(g, "commit", "scale"));       // taken
        QVERIFY(!gp::renameNode(g, "commit", "a/b"));         // not an id
        QVERIFY(!gp::renameNode(g, "commit", std::string())); // empty
        QVERIFY(gp::renameNode(g, "commit", "commit"));       // unchanged is fine
    }

    void builtinCopyBecomesEditable()
    {
        // A built-in graph copied under a new id is a usable pack graph as it stands.
        gp::Graph copy = *gp::builtinGraph("gpu-selection");
        copy.id = "gpu-selection-own";
        QVERIFY(gp::checkGraph(copy).empty());
        gp::GraphPack pack;
        pack.id = "own";
        pack.title = "Own";
        pack.graphs.push_back({copy, {}});
        QVERIFY(gp::readGraphPack(gp::graphPackToJson(pack), "own").graphs.at(0).usable());
        // Deleting one recommendation leaves every other node reachable.
        const std::string leaf = copy.nodes.back().id;
        QVERIFY(gp::hangingOff(copy, leaf).empty());
        gp::removeNodes(copy, {leaf});
        for (const gp::GraphProblem& p : gp::checkGraph(copy))
            QVERIFY2(p.code == gp::GraphProblemCode::TooFewAnswers, gp::graphProblemName(p.code));
    }
};

QTEST_GUILESS_MAIN(TestGraphEdit)
#include "tst_graphedit.moc"
