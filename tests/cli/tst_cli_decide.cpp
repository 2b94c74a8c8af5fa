// goodput-cli on the decision graphs, the presets and the study: presets with their sources, trees, decide and quiz.
#include "CliRun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>


using gptest::cli;
using gptest::json;
using gptest::Run;

class TestCliDecide : public QObject {
    Q_OBJECT
private slots:
    void presetsListTheirSources();
    void llama3PresetMatchesThePublishedFigures();
    void treesListsTheGraphs();
    void decideWalksToARecommendation();
    void decideStopsAtAQuestion();
    void quizIsReproducible();
};

void TestCliDecide::presetsListTheirSources()
{
    const Run r = cli({QStringLiteral("presets")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray presets = json(r).value(QStringLiteral("presets")).toArray();
    QVERIFY(presets.size() >= 5);
    for (const QJsonValue& v : presets) {
        const QJsonObject p = v.toObject();
        for (const char* key : {"id", "name", "source", "interruptions", "scheduling_goodput", "runtime_goodput"})
            QVERIFY2(p.contains(QLatin1String(key)), key);
        QVERIFY(!p.value(QStringLiteral("source")).toString().isEmpty());
    }
    QStringList ids;
    for (const QJsonValue& v : presets)
        ids << v.toObject().value(QStringLiteral("id")).toString();
    QVERIFY(ids.contains(QStringLiteral("llama3-405b")));
    QVERIFY(ids.contains(QStringLiteral("multi-tier-tpu-v5p")));
}

void TestCliDecide::llama3PresetMatchesThePublishedFigures()
{
    // Llama 3 405B (Meta, 2024): 466 interruptions in 54 days on 16,384 H100s, more than 90 % effective training
    // time. The preset's planning model and its simulation must both say so.
    const Run e = cli({QStringLiteral("evaluate"), QStringLiteral("--preset"), QStringLiteral("llama3-405b")});
    QCOMPARE(e.exitCode, 0);
    const QJsonObject o = json(e);
    const double n = o.value(QStringLiteral("interruptions")).toDouble();
    QVERIFY2(n >= 440 && n <= 495, qPrintable(QString::number(n)));
    const double effective = o.value(QStringLiteral("scheduling_goodput")).toDouble() *
                             o.value(QStringLiteral("runtime_goodput")).toDouble();
    QVERIFY2(effective >= 0.90, qPrintable(QString::number(effective)));
    const Run s = cli({QStringLiteral("simulate"), QStringLiteral("--preset"), QStringLiteral("llama3-405b"),
                       QStringLiteral("--runs"), QStringLiteral("400")});
    QCOMPARE(s.exitCode, 0);
    const QJsonObject sim = json(s);
    const double simulated = sim.value(QStringLiteral("interruptions")).toObject().value(QStringLiteral("mean")).toDouble();
    QVERIFY2(simulated >= 440 && simulated <= 495, qPrintable(QString::number(simulated)));
    const double sg = sim.value(QStringLiteral("scheduling_goodput")).toObject().value(QStringLiteral("mean")).toDouble();
    const double rg = sim.value(QStringLiteral("runtime_goodput")).toObject().value(QStringLiteral("mean")).toDouble();
    QVERIFY2(sg * rg >= 0.90, qPrintable(QString::number(sg * rg)));
}

void TestCliDecide::treesListsTheGraphs()
{
    const Run r = cli({QStringLiteral("trees")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray trees = json(r).value(QStringLiteral("trees")).toArray();
    QCOMPARE(trees.size(), 4);
    QCOMPARE(trees.at(0).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("gpu-selection"));
}

void TestCliDecide::decideWalksToARecommendation()
{
    const Run r = cli({QStringLiteral("decide"), QStringLiteral("gpu-selection"), QStringLiteral("--answer"),
                       QStringLiteral("training"), QStringLiteral("--answer"), QStringLiteral("more-than-32")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("kind")).toString(), QStringLiteral("recommendation"));
    QCOMPARE(o.value(QStringLiteral("path")).toArray().size(), 3);
    const QJsonObject rec = o.value(QStringLiteral("recommendation")).toObject();
    QVERIFY(rec.value(QStringLiteral("text")).toString().contains(QStringLiteral("H100")));
    QCOMPARE(rec.value(QStringLiteral("accelerators")).toArray().at(0).toString(), QStringLiteral("h100"));
}

void TestCliDecide::decideStopsAtAQuestion()
{
    const Run r = cli({QStringLiteral("decide"), QStringLiteral("cost-efficiency"), QStringLiteral("--answer"),
                       QStringLiteral("next")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("current")).toString(), QStringLiteral("finding"));
    QCOMPARE(o.value(QStringLiteral("choices")).toArray().size(), 2);
    QVERIFY(!o.contains(QStringLiteral("recommendation")));
}

void TestCliDecide::quizIsReproducible()
{
    const QStringList args{QStringLiteral("quiz"), QStringLiteral("--count"), QStringLiteral("12"),
                           QStringLiteral("--seed"), QStringLiteral("3")};
    const Run a = cli(args);
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, cli(args).out);
    const QJsonArray questions = json(a).value(QStringLiteral("questions")).toArray();
    QCOMPARE(questions.size(), 12);
    int numeric = 0;
    for (const auto& v : questions) {
        const QJsonObject q = v.toObject();
        QVERIFY(!q.value(QStringLiteral("text")).toString().isEmpty());
        if (q.value(QStringLiteral("answer")).isDouble()) {
            ++numeric;
            QVERIFY(q.value(QStringLiteral("tolerance")).toDouble() > 0);
        } else {
            QVERIFY(q.value(QStringLiteral("choices")).toArray().size() >= 3);
        }
    }
    QVERIFY(numeric >= 1); // every topic is in a sheet of twelve, the runtime formula among them
}

QTEST_GUILESS_MAIN(TestCliDecide)
#include "tst_cli_decide.moc"
