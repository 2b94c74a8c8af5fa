#include "decision/Condition.h"
#include "decision/GraphJson.h"
#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "io/Error.h"

#include <QTest>

#include <set>

Q_DECLARE_METATYPE(gp::ErrorCode)

namespace {
QStringList split(const char* answers)
{
    return QString::fromLatin1(answers).split(QLatin1Char('/'), Qt::SkipEmptyParts);
}

std::vector<std::string> toStd(const QStringList& l)
{
    std::vector<std::string> out;
    for (const QString& s : l)
        out.push_back(s.toStdString());
    return out;
}
} // namespace

class TestDecision : public QObject {
    Q_OBJECT
private slots:
    void builtinGraphsLoad();
    void resourceFilesValidate_data();
    void resourceFilesValidate();
    void seedPaths_data();
    void seedPaths();
    void everyRecommendationIsReachable();
    void gpuRecommendationsCarryTheValidateGotcha();
    void everyNodeQuotesTheSeed();
    void walkBackRestartJump();
    void unknownChoiceListsValidOnes();
    void malformedFiles_data();
    void malformedFiles();
    void unknownKeysAreNamed();
    void aConditionsErrorKeepsItsCharactersWhole();
};

void TestDecision::builtinGraphsLoad()
{
    const auto& graphs = gp::builtinGraphs();
    QCOMPARE(graphs.size(), std::size_t(4));
    QCOMPARE(graphs[0].id, std::string("gpu-selection"));
    QVERIFY(gp::builtinGraph("training-time"));
    QVERIFY(!gp::builtinGraph("nope"));
}

void TestDecision::resourceFilesValidate_data()
{
    QTest::addColumn<QString>("file");
    for (const char* f : {"gpu-selection", "cost-efficiency", "training-time", "goodput-improvement"})
        QTest::newRow(f) << QString::fromLatin1(f);
}

void TestDecision::resourceFilesValidate()
{
    QFETCH(QString, file);
    std::vector<std::string> unknown;
    const gp::Graph g = gp::loadGraphFile(GOODPUT_RESOURCES "/graphs/" + file.toStdString() + ".json", &unknown);
    QCOMPARE(QString::fromStdString(g.id), file);
    QVERIFY2(unknown.empty(), unknown.empty() ? "" : unknown.front().c_str()); // every key of a shipped graph is read
}

void TestDecision::unknownKeysAreNamed()
{
    // A misspelt title, a node's help and a choice's label: the graph loads, each typo named by its path, in the
    // style of the graph's errors ("FILE: node 'ID'").
    std::vector<std::string> unknown;
    const gp::Graph g = gp::loadGraphFile(GOODPUT_TEST_DATA "/graphs/unknown-keys.json", &unknown);
    const std::string file = GOODPUT_TEST_DATA "/graphs/unknown-keys.json";
    QCOMPARE(unknown, (std::vector<std::string>{file + ": titel", file + ": node 'q'.helpp",
                                                file + ": node 'q' choice 'a'.lable"}));
    QCOMPARE(g.nodes.front().help, std::string()); // ignored, not read under another name
    QCOMPARE(g.nodes.front().choices.front().label, std::string("A"));
}

void TestDecision::seedPaths_data()
{
    QTest::addColumn<QString>("tree");
    QTest::addColumn<QStringList>("answers");
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("accelerators");
    // GPU selection: every branch of the guide's two decision tables.
    QTest::newRow("train, single VM") << "gpu-selection" << split("training/single-vm/no") << "t4-l4-training" << "t4,l4";
    QTest::newRow("train, single VM, LLM") << "gpu-selection" << split("training/single-vm/yes") << "nvlink-training-llm"
                                           << "h100,a100,v100";
    QTest::newRow("train, <=32, not critical") << "gpu-selection" << split("training/up-to-32/not-critical/no")
                                               << "l4-training" << "l4";
    QTest::newRow("train, <=32, LLM") << "gpu-selection" << split("training/up-to-32/not-critical/yes")
                                      << "nvlink-training-llm" << "h100,a100,v100";
    QTest::newRow("train, <=32, latency critical") << "gpu-selection" << split("training/up-to-32/critical")
                                                   << "nvlink-training-scale" << "h100,a100,v100";
    QTest::newRow("train, >32") << "gpu-selection" << split("training/more-than-32") << "nvlink-training-scale"
                                << "h100,a100,v100";
    QTest::newRow("infer, single GPU") << "gpu-selection" << split("inferencing/single-gpu") << "t4-l4-inference"
                                       << "t4,l4";
    QTest::newRow("infer, multi-GPU VM") << "gpu-selection" << split("inferencing/multi-gpu-vm") << "t4-l4-multi-gpu"
                                         << "t4,l4";
    QTest::newRow("infer, <=32, not critical") << "gpu-selection" << split("inferencing/up-to-32/not-critical")
                                               << "l4-inference" << "l4";
    QTest::newRow("infer, <=32, critical") << "gpu-selection" << split("inferencing/up-to-32/critical")
                                           << "nvlink-inference" << "h100,a100,v100";
    QTest::newRow("infer, >32") << "gpu-selection" << split("inferencing/more-than-32") << "nvlink-inference"
                                << "h100,a100,v100";
    // Cost and efficiency, including its loop back to "fast enough?".
    QTest::newRow("right-size, fast") << "cost-efficiency" << split("next/low-utilization/next/yes") << "reserve" << "";
    QTest::newRow("adjust, slow, rewrite") << "cost-efficiency" << split("next/struggles-to-fit/next/no/yes")
                                           << "migrate-tpu" << "tpu-v5e";
    QTest::newRow("no rewrite, fits, optimize, fast")
        << "cost-efficiency" << split("next/low-utilization/next/no/no/fits/next/yes") << "reserve" << "";
    QTest::newRow("no rewrite, simplify, still slow, rewrite")
        << "cost-efficiency" << split("next/low-utilization/next/no/no/does-not-fit/next/no/yes") << "migrate-tpu"
        << "tpu-v5e";
    // Training time: data, GPU, network, code in turn; "fast enough?" after each fix.
    QTest::newRow("data fix, fast") << "training-time" << split("yes/next/yes") << "reserve" << "";
    QTest::newRow("GPU fix, fast") << "training-time" << split("no/yes/next/yes") << "reserve" << "";
    QTest::newRow("data fix, slow, GPU fix, fast") << "training-time" << split("yes/next/no/yes/next/yes") << "reserve"
                                                   << "";
    QTest::newRow("network fix, fast") << "training-time" << split("no/no/yes/next/yes") << "reserve" << "";
    QTest::newRow("code, slow, rewrite") << "training-time" << split("no/no/no/next/no/yes") << "tpu-rewrite"
                                         << "tpu-v5e,tpu-v5p";
    QTest::newRow("code, slow, no rewrite, loop")
        << "training-time" << split("no/no/no/next/no/no/next/yes/next/yes") << "reserve" << "";
    // Goodput improvement: each technique of the guide under the factor it raises.
    QTest::newRow("stockouts") << "goodput-improvement" << split("scheduling/stockouts") << "reservation" << "";
    QTest::newRow("slow reschedule") << "goodput-improvement" << split("scheduling/slow-reschedule") << "hot-spares"
                                     << "";
    QTest::newRow("SIGTERM") << "goodput-improvement" << split("runtime/lost-progress/yes") << "auto-checkpoint" << "";
    QTest::newRow("failures") << "goodput-improvement" << split("runtime/lost-progress/no") << "checkpoint-interval"
                              << "";
    QTest::newRow("slow resume") << "goodput-improvement" << split("runtime/slow-resume") << "preloading" << "";
    QTest::newRow("kernels") << "goodput-improvement" << split("program/compute-blocks") << "custom-kernels" << "";
    QTest::newRow("memory") << "goodput-improvement" << split("program/memory") << "host-offload" << "";
    QTest::newRow("matmul") << "goodput-improvement" << split("program/matmul") << "int8-aqt" << "";
}

void TestDecision::seedPaths()
{
    QFETCH(QString, tree);
    QFETCH(QStringList, answers);
    QFETCH(QString, result);
    QFETCH(QString, accelerators);
    const gp::Graph* g = gp::builtinGraph(tree.toStdString());
    QVERIFY(g);
    gp::Walk walk(*g);
    walk.replay(toStd(answers));
    QCOMPARE(QString::fromStdString(walk.current().id), result);
    QVERIFY(walk.current().terminal());
    QStringList acc;
    for (const auto& a : walk.current().accelerators)
        acc << QString::fromStdString(a);
    QCOMPARE(acc.join(QLatin1Char(',')), accelerators);
    QCOMPARE(int(walk.answers().size()), int(answers.size()));
}

void TestDecision::everyRecommendationIsReachable()
{
    // Breadth-first over walks: every terminal node of every graph is the end of some walk from the start.
    for (const gp::Graph& g : gp::builtinGraphs()) {
        std::set<std::string> reached;
        std::vector<std::string> frontier{g.start};
        std::set<std::string> seen{g.start};
        while (!frontier.empty()) {
            const gp::Node* n = g.node(frontier.back());
            frontier.pop_back();
            if (n->terminal())
                reached.insert(n->id);
            for (const auto& c : n->choices)
                if (seen.insert(c.target).second)
                    frontier.push_back(c.target);
        }
        for (const gp::Node& n : g.nodes)
            if (n.terminal())
                QVERIFY2(reached.count(n.id), n.id.c_str());
    }
}

void TestDecision::gpuRecommendationsCarryTheValidateGotcha()
{
    const gp::Graph* g = gp::builtinGraph("gpu-selection");
    for (const gp::Node& n : g->nodes) {
        if (n.kind != gp::NodeKind::Recommendation)
            continue;
        bool validate = false;
        for (const auto& gotcha : n.gotchas)
            validate = validate || QString::fromStdString(gotcha).contains(QStringLiteral("validat"), Qt::CaseInsensitive);
        QVERIFY2(validate, n.id.c_str());
    }
}

void TestDecision::everyNodeQuotesTheSeed()
{
    for (const gp::Graph& g : gp::builtinGraphs())
        for (const gp::Node& n : g.nodes)
            QVERIFY2(!n.seed.empty(), (g.id + ": " + n.id).c_str());
}

void TestDecision::walkBackRestartJump()
{
    gp::Walk walk(*gp::builtinGraph("gpu-selection"));
    QCOMPARE(walk.current().id, std::string("workload"));
    QVERIFY(!walk.canGoBack());
    walk.choose("training");
    walk.choose("up-to-32");
    walk.choose("not-critical");
    QCOMPARE(walk.current().id, std::string("train-llm-distributed"));
    walk.back();
    QCOMPARE(walk.current().id, std::string("train-latency"));
    QCOMPARE(walk.answers(), (std::vector<std::string>{"training", "up-to-32"}));
    walk.choose("critical");
    QCOMPARE(walk.current().id, std::string("nvlink-training-scale"));
    walk.jumpTo(1); // back to the second node of the path
    QCOMPARE(walk.current().id, std::string("train-scale"));
    QCOMPARE(walk.answers(), (std::vector<std::string>{"training"}));
    walk.restart();
    QCOMPARE(walk.current().id, std::string("workload"));
    QVERIFY(walk.answers().empty());
}

void TestDecision::unknownChoiceListsValidOnes()
{
    gp::Walk walk(*gp::builtinGraph("gpu-selection"));
    try {
        walk.choose("gpu");
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::UnknownValue);
        QVERIFY(QString::fromStdString(e.detail()).contains(QStringLiteral("training, inferencing")));
    }
    QCOMPARE(walk.current().id, std::string("workload")); // nothing changed
}

void TestDecision::malformedFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<gp::ErrorCode>("code");
    QTest::addColumn<QString>("names"); // what the error's subject must name
    using C = gp::ErrorCode;
    QTest::newRow("duplicate id") << "duplicate-id.json" << C::DuplicateId << "node 'r'";
    QTest::newRow("duplicate choice") << "duplicate-choice.json" << C::DuplicateId << "node 'q'";
    QTest::newRow("unknown target") << "unknown-target.json" << C::UnknownTarget << "node 'q'";
    QTest::newRow("unknown start") << "unknown-start.json" << C::UnknownStart << "start 'missing'";
    QTest::newRow("unreachable") << "unreachable.json" << C::Unreachable << "node 'island'";
    QTest::newRow("question with one choice") << "question-one-choice.json" << C::TooFewChoices << "node 'q'";
    QTest::newRow("action with two choices") << "action-two-choices.json" << C::TooFewChoices << "node 'act'";
    QTest::newRow("terminal with choices") << "terminal-with-choices.json" << C::TerminalWithChoices << "node 'r'";
    QTest::newRow("loop of actions") << "action-cycle.json" << C::CycleWithoutQuestion << "node 'act";
    QTest::newRow("wrong format") << "wrong-format.json" << C::WrongFormat << "wrong-format.json";
    QTest::newRow("newer version") << "newer-version.json" << C::UnsupportedVersion << "newer-version.json";
    QTest::newRow("broken JSON") << "broken.json" << C::JsonSyntax << "broken.json";
    QTest::newRow("empty text") << "empty-text.json" << C::EmptyText << "node 'r'";
    QTest::newRow("unknown kind") << "unknown-kind.json" << C::UnknownValue << "node 'r'";
    QTest::newRow("too many nodes") << "too-many-nodes.json" << C::TooMany << "nodes";
    QTest::newRow("deep nesting") << "deep.json" << C::NestingTooDeep << "deep.json";
    QTest::newRow("gotchas not a list") << "gotchas-not-list.json" << C::WrongType << "node 'r'";
}

void TestDecision::malformedFiles()
{
    QFETCH(QString, file);
    QFETCH(gp::ErrorCode, code);
    QFETCH(QString, names);
    const std::string path = GOODPUT_TEST_DATA "/graphs/" + file.toStdString();
    try {
        gp::loadGraphFile(path);
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), code);
        const QString subject = QString::fromStdString(e.subject());
        QVERIFY2(subject.contains(names), qPrintable(subject));
        QVERIFY2(subject.contains(file), qPrintable(subject)); // the file is named too
    }
}

void TestDecision::aConditionsErrorKeepsItsCharactersWhole()
{
    // '≥' is three bytes (E2 89 A5): the message quotes all three, and counts characters, not bytes: "café" is
    // four characters, so '≥' is the 33rd (the 34th byte).
    const auto detail = [](const char* condition) {
        try {
            gp::Condition::parse(condition, "condition");
        } catch (const gp::Error& e) {
            return e.detail();
        }
        return std::string("accepted");
    };
    QCOMPARE(detail("kind == \"caf\u00e9\" and accelerators \u2265 8"),
             std::string("'\u2265' is not part of a condition, at character 33"));
    // A four-byte character (U+1F680) at the end, and one alone.
    QCOMPARE(detail("accelerators > 8 and \U0001F680"),
             std::string("'\U0001F680' is not part of a condition, at character 22"));
    QCOMPARE(detail("\u00e9"), std::string("'\u00e9' is not part of a condition, at character 1"));
    // The limit counts characters: 190 of them (370 bytes) are read, 210 are too long.
    const auto quoted = [](int n) {
        std::string text = "kind == \"";
        for (int i = 0; i < n; ++i)
            text += "\u00e9";
        return text + "\"";
    };
    QCOMPARE(gp::Condition::parse(quoted(180), "condition").text().size(), std::size_t(370));
    QCOMPARE(detail(quoted(200).c_str()), std::string("longer than 200 characters"));
    // The graph editor's wording of the same problem.
    QCOMPARE(gp::conditionProblem("fits and \u00e9").english(),
             std::string("'\u00e9' is not part of a condition, at character 10"));
}

QTEST_APPLESS_MAIN(TestDecision)
#include "tst_decision.moc"
