// goodput-cli on graph packs (docs/model.md section 14): graph-check's problems and exit status, trees and decide
// with --pack, and decide --plan answering what the plan's figures decide. Expected problems are read off the files
// in tests/data/packs by hand.
#include "CliRun.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using gptest::cli;
using gptest::json;
using gptest::Run;

namespace {

const QString kPacks = QStringLiteral(GOODPUT_TEST_DATA "/packs/");

QStringList strings(const QJsonValue& v)
{
    QStringList out;
    for (const QJsonValue& item : v.toArray())
        out << (item.isBool() ? (item.toBool() ? QStringLiteral("true") : QStringLiteral("false")) : item.toString());
    return out;
}

QStringList words(std::initializer_list<const char*> list)
{
    QStringList out;
    for (const char* w : list)
        out << QLatin1String(w);
    return out;
}

} // namespace

class TestCliGraphs : public QObject {
    Q_OBJECT
private slots:
    void graphCheckListsEveryProblemAndFails();
    void graphCheckPassesAGoodPackAndAGraphFile();
    void graphCheckRefusesWhatIsNoPack();
    void graphCheckListsProblemsQuotingNonAsciiText();
    void treesAndDecideTakeAPack();
    void decideAnswersFromThePlan();
    void aDraftCannotBeWalked();
    void quizStudiesAPacksGraphs();
};

void TestCliGraphs::graphCheckListsEveryProblemAndFails()
{
    const Run r = cli({QStringLiteral("graph-check"), kPacks + QStringLiteral("problems.gpgraphs")});
    QCOMPARE(r.exitCode, 1);
    const QJsonArray graphs = json(r).value(QStringLiteral("graphs")).toArray();
    QCOMPARE(graphs.size(), 2);
    const QJsonObject draft = graphs.at(0).toObject();
    QCOMPARE(draft.value(QStringLiteral("id")).toString(), QStringLiteral("draft-graph"));
    QCOMPARE(draft.value(QStringLiteral("nodes")).toInt(), 5);
    QStringList codes, nodes;
    for (const QJsonValue& p : draft.value(QStringLiteral("problems")).toArray()) {
        const QJsonObject o = p.toObject();
        codes << o.value(QStringLiteral("code")).toString();
        nodes << o.value(QStringLiteral("node")).toString();
        QVERIFY(!o.value(QStringLiteral("message")).toString().isEmpty());
    }
    QCOMPARE(codes, words({"duplicate_label", "unknown_target", "missing_target", "invalid_condition",
                                 "too_few_answers", "recommendation_with_answers", "unreachable", "unreachable",
                                 "cycle"}));
    QCOMPARE(nodes, words({"q", "q", "q", "q", "lonely", "end", "lonely", "end", "act"}));
    QCOMPARE(graphs.at(1).toObject().value(QStringLiteral("problems")).toArray().size(), 0);
    QCOMPARE(json(r).value(QStringLiteral("pack")).toObject().value(QStringLiteral("id")).toString(),
             QStringLiteral("draft"));
}

void TestCliGraphs::graphCheckPassesAGoodPackAndAGraphFile()
{
    const Run pack = cli({QStringLiteral("graph-check"), kPacks + QStringLiteral("acme.gpgraphs")});
    QCOMPARE(pack.exitCode, 0);
    const QJsonObject about = json(pack).value(QStringLiteral("pack")).toObject();
    QCOMPARE(about.value(QStringLiteral("version")).toString(), QStringLiteral("1.2"));
    QCOMPARE(about.value(QStringLiteral("licence")).toString(), QStringLiteral("CC-BY-4.0"));
    const Run graph = cli({QStringLiteral("graph-check"), QStringLiteral(GOODPUT_RESOURCES "/graphs/gpu-selection.json")});
    QCOMPARE(graph.exitCode, 0);
    const QJsonObject g = json(graph).value(QStringLiteral("graphs")).toArray().at(0).toObject();
    QCOMPARE(g.value(QStringLiteral("id")).toString(), QStringLiteral("gpu-selection"));
    QCOMPARE(g.value(QStringLiteral("problems")).toArray().size(), 0);
    QVERIFY(!json(graph).contains(QStringLiteral("pack")));
}

void TestCliGraphs::graphCheckRefusesWhatIsNoPack()
{
    QTemporaryDir dir;
    const auto write = [&dir](const char* name, const QByteArray& text) {
        QFile f(dir.filePath(QLatin1String(name)));
        f.open(QIODevice::WriteOnly);
        f.write(text);
        return f.fileName();
    };
    const QByteArray markup =
        R"({"format": "goodput-planner-graph-pack", "version": 1, "id": "x", "title": "<b>Bold</b>", "graphs": []})";
    const struct {
        QString path;
        const char* says;
    } cases[] = {
        {write("markup.gpgraphs", markup), "markup"},
        {write("deep.gpgraphs", QByteArray(5000, '[') + QByteArray(5000, ']')), "deep"},
        {write("plan.gpgraphs", R"({"format": "goodput-planner-plan", "version": 1})"), "goodput-planner-graph-pack"},
        {dir.filePath(QStringLiteral("missing.gpgraphs")), "missing.gpgraphs"},
    };
    for (const auto& c : cases) {
        const Run r = cli({QStringLiteral("graph-check"), c.path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(c.says), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }
}

void TestCliGraphs::graphCheckListsProblemsQuotingNonAsciiText()
{
    // Two answers with one label, "a" and 150 x U+00E9 (301 bytes), one with a condition holding U+2265. The
    // duplicate's message quotes the label's first 200 bytes, which end inside the 100th U+00E9.
    const QString label = QStringLiteral("a") + QString(150, QChar(0xE9));
    const QJsonArray choices{
        QJsonObject{{QStringLiteral("id"), QStringLiteral("a")}, {QStringLiteral("label"), label},
                    {QStringLiteral("target"), QStringLiteral("r")}},
        QJsonObject{{QStringLiteral("id"), QStringLiteral("b")}, {QStringLiteral("label"), label},
                    {QStringLiteral("target"), QStringLiteral("r")},
                    {QStringLiteral("condition"), QStringLiteral("accelerators \u2265 8")}}};
    const QJsonArray nodes{QJsonObject{{QStringLiteral("id"), QStringLiteral("q")},
                                       {QStringLiteral("kind"), QStringLiteral("question")},
                                       {QStringLiteral("text"), QStringLiteral("Which?")},
                                       {QStringLiteral("choices"), choices}},
                           QJsonObject{{QStringLiteral("id"), QStringLiteral("r")},
                                       {QStringLiteral("kind"), QStringLiteral("outcome")},
                                       {QStringLiteral("text"), QStringLiteral("Done")}}};
    const QJsonObject graph{{QStringLiteral("format"), QStringLiteral("goodput-planner-graph")},
                            {QStringLiteral("version"), 1}, {QStringLiteral("id"), QStringLiteral("g")},
                            {QStringLiteral("title"), QStringLiteral("G")}, {QStringLiteral("start"), QStringLiteral("q")},
                            {QStringLiteral("nodes"), nodes}};
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("accents.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(graph).toJson());
    file.close();
    const Run r = cli({QStringLiteral("graph-check"), file.fileName()});
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    QCOMPARE(r.exitCode, 1); // problems found, as for any other problem
    const QJsonArray problems =
        json(r).value(QStringLiteral("graphs")).toArray().at(0).toObject().value(QStringLiteral("problems")).toArray();
    QStringList codes, messages;
    for (const QJsonValue& p : problems) {
        codes << p.toObject().value(QStringLiteral("code")).toString();
        messages << p.toObject().value(QStringLiteral("message")).toString();
    }
    QCOMPARE(codes, words({"text_too_long", "text_too_long", "duplicate_label", "invalid_condition"}));
    // 1 + 99 x 2 = 199 bytes of whole characters; the 200th, a lone lead byte, is shown as U+FFFD.
    QCOMPARE(messages.at(2), QStringLiteral("Question 'q' offers two answers labelled '") + label.left(100) +
                                 QChar(0xFFFD) + QStringLiteral("'."));
    QCOMPARE(messages.at(3), QStringLiteral("The condition of answer 'b' of node 'q' cannot be read: '\u2265' is not "
                                            "part of a condition, at character 14."));
}

void TestCliGraphs::treesAndDecideTakeAPack()
{
    const QString acme = kPacks + QStringLiteral("acme.gpgraphs");
    const Run trees = cli({QStringLiteral("trees"), QStringLiteral("--pack"), acme});
    QCOMPARE(trees.exitCode, 0);
    const QJsonArray list = json(trees).value(QStringLiteral("trees")).toArray();
    QCOMPARE(list.size(), 5);
    const QJsonObject mine = list.at(4).toObject();
    QCOMPARE(mine.value(QStringLiteral("id")).toString(), QStringLiteral("acme-reservation"));
    QCOMPARE(mine.value(QStringLiteral("pack")).toString(), QStringLiteral("acme-offerings"));
    QCOMPARE(mine.value(QStringLiteral("problems")).toInt(), 0);
    const Run walk = cli({QStringLiteral("decide"), QStringLiteral("acme-reservation"), QStringLiteral("--pack"), acme,
                          QStringLiteral("--answer"), QStringLiteral("training"), QStringLiteral("--answer"),
                          QStringLiteral("small")});
    QCOMPARE(walk.exitCode, 0);
    const QJsonObject o = json(walk);
    QCOMPARE(o.value(QStringLiteral("current")).toString(), QStringLiteral("flex"));
    QCOMPARE(o.value(QStringLiteral("pack")).toObject().value(QStringLiteral("version")).toString(),
             QStringLiteral("1.2"));
    QCOMPARE(strings(o.value(QStringLiteral("automatic"))), words({"false", "false"}));
    // Without the pack, its graph is unknown, and the error lists the trees there are.
    const Run unknown = cli({QStringLiteral("decide"), QStringLiteral("acme-reservation")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains("gpu-selection"));
}

void TestCliGraphs::decideAnswersFromThePlan()
{
    // The example plan trains on 16 x 8 = 128 accelerators: training, more than 32, to the NVLink recommendation.
    const Run gpu = cli({QStringLiteral("decide"), QStringLiteral("gpu-selection"), QStringLiteral("--plan"),
                         QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QCOMPARE(gpu.exitCode, 0);
    const QJsonObject o = json(gpu);
    QCOMPARE(strings(o.value(QStringLiteral("answers"))), words({"training", "more-than-32"}));
    QCOMPARE(strings(o.value(QStringLiteral("automatic"))), words({"true", "true"}));
    QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("recommendation"));
    // An answer given first is kept, and the plan answers from there: the pack's scale question says "large".
    const Run acme = cli({QStringLiteral("decide"), QStringLiteral("acme-reservation"), QStringLiteral("--pack"),
                          kPacks + QStringLiteral("acme.gpgraphs"), QStringLiteral("--answer"),
                          QStringLiteral("training"), QStringLiteral("--plan"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QCOMPARE(acme.exitCode, 0);
    const QJsonObject a = json(acme);
    QCOMPARE(strings(a.value(QStringLiteral("answers"))).mid(0, 2), words({"training", "large"}));
    QCOMPARE(strings(a.value(QStringLiteral("automatic"))).mid(0, 2), words({"false", "true"}));
    QCOMPARE(a.value(QStringLiteral("choices")).toArray().size(), 0); // the deadline question is answered too
}

void TestCliGraphs::aDraftCannotBeWalked()
{
    const Run r = cli({QStringLiteral("decide"), QStringLiteral("draft-graph"), QStringLiteral("--pack"),
                       kPacks + QStringLiteral("problems.gpgraphs")});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("problems to fix") && r.err.contains("draft-graph"), r.err.constData());
    // Its pack's other graph, without problems, walks.
    const Run fine = cli({QStringLiteral("decide"), QStringLiteral("fine-graph"), QStringLiteral("--pack"),
                          kPacks + QStringLiteral("problems.gpgraphs"), QStringLiteral("--answer"),
                          QStringLiteral("yes")});
    QCOMPARE(fine.exitCode, 0);
    QCOMPARE(json(fine).value(QStringLiteral("current")).toString(), QStringLiteral("r"));
}

void TestCliGraphs::quizStudiesAPacksGraphs()
{
    const auto fromAcme = [](const Run& r) {
        int n = 0;
        for (const QJsonValue& q : json(r).value(QStringLiteral("questions")).toArray())
            n += q.toObject().value(QStringLiteral("id")).toString().startsWith(QStringLiteral("acme-reservation/"))
                     ? 1
                     : 0;
        return n;
    };
    const QStringList sheet{QStringLiteral("quiz"), QStringLiteral("--count"), QStringLiteral("1000")};
    const Run plain = cli(sheet);
    QCOMPARE(plain.exitCode, 0);
    QCOMPARE(fromAcme(plain), 0);
    const Run packed = cli(sheet + QStringList{QStringLiteral("--pack"), kPacks + QStringLiteral("acme.gpgraphs")});
    QCOMPARE(packed.exitCode, 0);
    QVERIFY(fromAcme(packed) >= 4);
    const Run broken = cli(sheet + QStringList{QStringLiteral("--pack"), kPacks + QStringLiteral("missing.gpgraphs")});
    QCOMPARE(broken.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestCliGraphs)
#include "tst_cli_graphs.moc"
