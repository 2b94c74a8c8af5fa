#include "catalog/Catalog.h"
#include "CliRun.h"
#include "io/PdfAttachment.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

using gptest::cli;
using gptest::json;
using gptest::Run;

class TestCli : public QObject {
    Q_OBJECT
private slots:
    void runtimeSeedExample();
    void checkpointByHand();
    void mfuPalm();
    void evaluateExamplePlan();
    void simulateIsReproducible();
    void presetsListTheirSources();
    void llama3PresetMatchesThePublishedFigures();
    void treesListsTheGraphs();
    void decideWalksToARecommendation();
    void decideStopsAtAQuestion();
    void quizIsReproducible();
    void helpForEverySubcommand_data();
    void helpForEverySubcommand();
    void errors_data();
    void errors();
    void planCommandsReadAProposal();
    void readmeCommandsKeepTheirKeys_data();
    void compareSaysWhatMeetsTheDeadline();
    void scenariosSideBySide();
    void sweepVariesOneInput();
    void evaluatePrintsTheCheckpointTiers();
    void checkpointFromTheState();
    void readmeCommandsKeepTheirKeys();
};

void TestCli::runtimeSeedExample()
{
    const Run r = cli({QStringLiteral("runtime"), QStringLiteral("--window"), QStringLiteral("720h"),
                       QStringLiteral("--interruptions"), QStringLiteral("12"), QStringLiteral("--resume"),
                       QStringLiteral("30m"), QStringLiteral("--lost"), QStringLiteral("45m"),
                       QStringLiteral("--reschedule"), QStringLiteral("15m")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(qAbs(o.value(QStringLiteral("runtime_goodput")).toDouble() - 702.0 / 717.0) < 1e-12);
    QCOMPARE(o.value(QStringLiteral("badput_hours")).toDouble(), 15.0);
    QCOMPARE(o.value(QStringLiteral("reschedule_hours")).toDouble(), 3.0);
}

void TestCli::checkpointByHand()
{
    const Run r = cli({QStringLiteral("checkpoint"), QStringLiteral("--save-cost"), QStringLiteral("5m"),
                       QStringLiteral("--mtbf"), QStringLiteral("1d"), QStringLiteral("--restart"),
                       QStringLiteral("10m")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(qAbs(o.value(QStringLiteral("young_hours")).toDouble() - 2.0) < 1e-12);
    QVERIFY(qAbs(o.value(QStringLiteral("daly_hours")).toDouble() - 1.94483024691358) < 1e-12);
    QVERIFY(qAbs(o.value(QStringLiteral("efficiency_at_daly")).toDouble() - 0.9126056313785337) < 1e-12);
}

void TestCli::mfuPalm()
{
    const Run r = cli({QStringLiteral("mfu"), QStringLiteral("--params"), QStringLiteral("540e9"),
                       QStringLiteral("--tokens-per-second"), QStringLiteral("238300"), QStringLiteral("--chips"),
                       QStringLiteral("6144"), QStringLiteral("--peak-tflops"), QStringLiteral("275"),
                       QStringLiteral("--layers"), QStringLiteral("118"), QStringLiteral("--heads"),
                       QStringLiteral("48"), QStringLiteral("--head-dim"), QStringLiteral("256"),
                       QStringLiteral("--seq-len"), QStringLiteral("2048")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("flops_per_token")).toDouble(), 3275634806784.0);
    QVERIFY(qAbs(o.value(QStringLiteral("mfu")).toDouble() - 0.462) < 0.0005);
}

void TestCli::evaluateExamplePlan()
{
    const Run r = cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    const double sg = o.value(QStringLiteral("scheduling_goodput")).toDouble();
    const double rg = o.value(QStringLiteral("runtime_goodput")).toDouble();
    const double pg = o.value(QStringLiteral("program_goodput")).toDouble();
    QCOMPARE(pg, 0.4);
    QVERIFY(qAbs(o.value(QStringLiteral("ml_productivity_goodput")).toDouble() - sg * rg * pg) < 1e-12);
    // Example: 16 nodes x 0.06 per node-day = 0.04/h. With failures during recovery every hour of the 714 h after
    // the wait is exposed, so N = 0.04 x 714 = 28.56; by class 1 : 1 : 4 (failure, maintenance, Spot).
    const double n = o.value(QStringLiteral("interruptions")).toDouble();
    QVERIFY2(qAbs(n - 28.56) < 0.01, qPrintable(QString::number(n)));
    const QJsonObject byClass = o.value(QStringLiteral("interruptions_by_class")).toObject();
    QVERIFY(qAbs(byClass.value(QStringLiteral("spot")).toDouble() - n * 4 / 6) < 1e-9);
    QVERIFY(qAbs(byClass.value(QStringLiteral("failure")).toDouble() - n / 6) < 1e-9);
    QVERIFY(o.value(QStringLiteral("warnings")).toArray().isEmpty());
    QVERIFY(o.value(QStringLiteral("checkpoint")).toObject().value(QStringLiteral("young_hours")).isDouble());
}

void TestCli::simulateIsReproducible()
{
    const QStringList args{QStringLiteral("simulate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN), QStringLiteral("--runs"),
                           QStringLiteral("500"), QStringLiteral("--seed"), QStringLiteral("3")};
    const Run a = cli(args);
    const Run b = cli(args);
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
    QCOMPARE(json(a).value(QStringLiteral("runs")).toInt(), 500);
}

void TestCli::presetsListTheirSources()
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

void TestCli::llama3PresetMatchesThePublishedFigures()
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

void TestCli::treesListsTheGraphs()
{
    const Run r = cli({QStringLiteral("trees")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray trees = json(r).value(QStringLiteral("trees")).toArray();
    QCOMPARE(trees.size(), 4);
    QCOMPARE(trees.at(0).toObject().value(QStringLiteral("id")).toString(), QStringLiteral("gpu-selection"));
}

void TestCli::decideWalksToARecommendation()
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

void TestCli::decideStopsAtAQuestion()
{
    const Run r = cli({QStringLiteral("decide"), QStringLiteral("cost-efficiency"), QStringLiteral("--answer"),
                       QStringLiteral("next")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("current")).toString(), QStringLiteral("finding"));
    QCOMPARE(o.value(QStringLiteral("choices")).toArray().size(), 2);
    QVERIFY(!o.contains(QStringLiteral("recommendation")));
}

void TestCli::quizIsReproducible()
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

void TestCli::helpForEverySubcommand_data()
{
    QTest::addColumn<QString>("command");
    for (const char* c : {"runtime", "checkpoint", "mfu", "evaluate", "simulate", "trees", "decide", "catalog", "compare",
                          "quiz"})
        QTest::newRow(c) << QString::fromLatin1(c);
}

void TestCli::helpForEverySubcommand()
{
    QFETCH(QString, command);
    const Run r = cli({command, QStringLiteral("--help")});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.startsWith(QByteArray(QByteArray("usage: goodput-cli ") + command.toLatin1())));
}

void TestCli::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no command") << QStringList{} << "usage";
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << "unknown command";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("runtime"), QStringLiteral("--colour"),
                                                   QStringLiteral("red")}
                                    << "unknown option --colour";
    QTest::newRow("missing option") << QStringList{QStringLiteral("runtime"), QStringLiteral("--window"),
                                                   QStringLiteral("10h")}
                                    << "--interruptions is required";
    QTest::newRow("bad duration") << QStringList{QStringLiteral("checkpoint"), QStringLiteral("--save-cost"),
                                                 QStringLiteral("soon"), QStringLiteral("--mtbf"),
                                                 QStringLiteral("1d")}
                                  << "--save-cost is not a duration";
    QTest::newRow("nan count") << QStringList{QStringLiteral("runtime"), QStringLiteral("--window"),
                                              QStringLiteral("10h"), QStringLiteral("--interruptions"),
                                              QStringLiteral("nan"), QStringLiteral("--resume"),
                                              QStringLiteral("1m"), QStringLiteral("--lost"), QStringLiteral("1m")}
                               << "--interruptions must be a finite number";
    QTest::newRow("recovery beyond window")
        << QStringList{QStringLiteral("runtime"), QStringLiteral("--window"), QStringLiteral("1h"),
                       QStringLiteral("--interruptions"), QStringLiteral("10"), QStringLiteral("--resume"),
                       QStringLiteral("10m"), QStringLiteral("--lost"), QStringLiteral("10m")}
        << "longer than the evaluation window";
    QTest::newRow("zero mtbf") << QStringList{QStringLiteral("checkpoint"), QStringLiteral("--save-cost"),
                                              QStringLiteral("1m"), QStringLiteral("--mtbf"), QStringLiteral("0")}
                               << "--mtbf must be greater than zero";
    QTest::newRow("impossible mfu") << QStringList{QStringLiteral("mfu"), QStringLiteral("--params"),
                                                   QStringLiteral("7e9"), QStringLiteral("--tokens-per-second"),
                                                   QStringLiteral("1e9"), QStringLiteral("--chips"),
                                                   QStringLiteral("8"), QStringLiteral("--peak-tflops"),
                                                   QStringLiteral("312")}
                                    << "above 100%";
    QTest::newRow("partial shape") << QStringList{QStringLiteral("mfu"), QStringLiteral("--params"),
                                                  QStringLiteral("7e9"), QStringLiteral("--tokens-per-second"),
                                                  QStringLiteral("1e3"), QStringLiteral("--chips"),
                                                  QStringLiteral("8"), QStringLiteral("--peak-tflops"),
                                                  QStringLiteral("312"), QStringLiteral("--layers"),
                                                  QStringLiteral("32")}
                                   << "give all of layers, heads, head dimension and sequence length";
    QTest::newRow("missing plan") << QStringList{QStringLiteral("evaluate"), QStringLiteral("/nonexistent.gpplan")}
                                  << "Cannot read /nonexistent.gpplan";
    QTest::newRow("broken plan") << QStringList{QStringLiteral("evaluate"),
                                                QStringLiteral(GOODPUT_TEST_DATA "/plans/truncated.gpplan")}
                                 << "is not valid JSON";
    QTest::newRow("bad runs") << QStringList{QStringLiteral("simulate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN),
                                             QStringLiteral("--runs"), QStringLiteral("-5")}
                              << "--runs is out of range";
    QTest::newRow("unknown tree") << QStringList{QStringLiteral("decide"), QStringLiteral("gpus")}
                                  << "trees: gpu-selection, cost-efficiency, training-time, goodput-improvement";
    QTest::newRow("unknown choice") << QStringList{QStringLiteral("decide"), QStringLiteral("gpu-selection"),
                                                   QStringLiteral("--answer"), QStringLiteral("tpu")}
                                    << "valid: training, inferencing";
    QTest::newRow("garbage number") << QStringList{QStringLiteral("mfu"), QStringLiteral("--params"),
                                                   QStringLiteral("7e9x"), QStringLiteral("--tokens-per-second"),
                                                   QStringLiteral("1e3"), QStringLiteral("--chips"),
                                                   QStringLiteral("8"), QStringLiteral("--peak-tflops"),
                                                   QStringLiteral("312")}
                                    << "--params is not a number";
    QTest::newRow("unknown flag before a missing option")
        << QStringList{QStringLiteral("evaluate"), QStringLiteral("--colour=red")} << "unknown option --colour";
    QTest::newRow("option given twice") << QStringList{QStringLiteral("checkpoint"), QStringLiteral("--save-cost"),
                                                       QStringLiteral("1m"), QStringLiteral("--save-cost"),
                                                       QStringLiteral("2m"), QStringLiteral("--mtbf"),
                                                       QStringLiteral("1d")}
                                        << "--save-cost";
    QTest::newRow("extra argument") << QStringList{QStringLiteral("catalog"), QStringLiteral("surplus")}
                                    << "unexpected argument 'surplus'";
    QTest::newRow("missing plan argument") << QStringList{QStringLiteral("compare")} << "PLAN is required";
    QTest::newRow("evaluate without a plan") << QStringList{QStringLiteral("evaluate")} << "or --preset ID";
    QTest::newRow("unknown preset") << QStringList{QStringLiteral("simulate"), QStringLiteral("--preset"),
                                                   QStringLiteral("llama9")}
                                    << "presets: spot-without-auto-checkpoint";
    QTest::newRow("plan and preset") << QStringList{QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN),
                                                    QStringLiteral("--preset"), QStringLiteral("llama3-405b")}
                                     << "not both";
    QTest::newRow("beyond the event budget")
        << QStringList{QStringLiteral("simulate"), QStringLiteral(GOODPUT_TEST_DATA "/plans/event-storm.gpplan")}
        << "scale.window: the simulation would take too many events";
    QTest::newRow("pdf without a plan") << QStringList{QStringLiteral("evaluate"),
                                                       QStringLiteral(GOODPUT_TEST_DATA "/pdf/no-plan.pdf")}
                                        << "is a PDF without a Goodput Planner plan inside";
}

void TestCli::errors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    // One line, no NaN, no trace.
    QVERIFY(r.err.count('\n') == 1 || !r.err.startsWith("goodput-cli: error"));
    QVERIFY(!r.err.contains("nan ") && !r.err.contains("terminate"));
}

void TestCli::planCommandsReadAProposal()
{
    // A PDF carrying the example plan as its attachment, as a proposal does: every plan command reads it.
    QFile pdfFile(QStringLiteral(GOODPUT_TEST_DATA "/pdf/no-plan.pdf"));
    QFile planFile(QStringLiteral(GOODPUT_EXAMPLE_PLAN));
    QVERIFY(pdfFile.open(QIODevice::ReadOnly) && planFile.open(QIODevice::ReadOnly));
    const auto pdf = gp::attachToPdf(pdfFile.readAll().toStdString(),
                                     {std::string(gp::kPlanAttachmentName), "application/json",
                                      planFile.readAll().toStdString()},
                                     "plan", "test");
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("proposal.pdf"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(pdf.data(), qint64(pdf.size()));
    out.close();
    const Run fromPdf = cli({QStringLiteral("evaluate"), path});
    const Run fromPlan = cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QCOMPARE(fromPdf.exitCode, 0);
    QCOMPARE(json(fromPdf)[QStringLiteral("ml_productivity_goodput")].toDouble(),
             json(fromPlan)[QStringLiteral("ml_productivity_goodput")].toDouble());
    QCOMPARE(cli({QStringLiteral("compare"), path}).exitCode, 0);
    // `plan` prints the carried plan as the application saves it: the same as from the .gpplan itself.
    const Run printed = cli({QStringLiteral("plan"), path});
    QCOMPARE(printed.exitCode, 0);
    QCOMPARE(json(printed), json(cli({QStringLiteral("plan"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)})));
    QCOMPARE(json(printed)[QStringLiteral("format")].toString(), QStringLiteral("goodput-planner-plan"));
    QCOMPARE(json(printed)[QStringLiteral("scale")].toObject()[QStringLiteral("nodes")].toInt(), 16);
    QCOMPARE(cli({QStringLiteral("simulate"), path, QStringLiteral("--runs=10")}).exitCode, 0);
}

void TestCli::readmeCommandsKeepTheirKeys_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("keys");
    const QString plan = QStringLiteral(GOODPUT_EXAMPLE_PLAN);
    QTest::newRow("runtime") << QStringList{QStringLiteral("runtime"), QStringLiteral("--window=720h"),
                                            QStringLiteral("--interruptions"), QStringLiteral("12"),
                                            QStringLiteral("--resume"), QStringLiteral("30m"),
                                            QStringLiteral("--lost"), QStringLiteral("45m")}
                             << QStringList{QStringLiteral("runtime_goodput"), QStringLiteral("badput_hours"),
                                            QStringLiteral("reschedule_hours")};
    QTest::newRow("checkpoint") << QStringList{QStringLiteral("checkpoint"), QStringLiteral("--save-cost"),
                                               QStringLiteral("5m"), QStringLiteral("--mtbf"), QStringLiteral("1d"),
                                               QStringLiteral("--restart"), QStringLiteral("10m")}
                                << QStringList{QStringLiteral("young_hours"), QStringLiteral("daly_hours"),
                                               QStringLiteral("efficiency_at_daly")};
    QTest::newRow("evaluate") << QStringList{QStringLiteral("evaluate"), plan}
                              << QStringList{QStringLiteral("scheduling_goodput"), QStringLiteral("runtime_goodput"),
                                             QStringLiteral("program_goodput"),
                                             QStringLiteral("ml_productivity_goodput"), QStringLiteral("badput_hours"),
                                             QStringLiteral("checkpoint"), QStringLiteral("saturated")};
    QTest::newRow("simulate") << QStringList{QStringLiteral("simulate"), plan, QStringLiteral("--runs"),
                                             QStringLiteral("50"), QStringLiteral("--seed"), QStringLiteral("1"),
                                             QStringLiteral("--during-recovery")}
                              << QStringList{QStringLiteral("runs"), QStringLiteral("seed"),
                                             QStringLiteral("interruptions_during_recovery"),
                                             QStringLiteral("runtime_goodput"), QStringLiteral("hours")};
    QTest::newRow("catalog") << QStringList{QStringLiteral("catalog")}
                             << QStringList{QStringLiteral("currency"), QStringLiteral("accelerators")};
    QTest::newRow("compare") << QStringList{QStringLiteral("compare"), plan}
                             << QStringList{QStringLiteral("training_flops"), QStringLiteral("accelerators"),
                                            QStringLiteral("provisioning_options"), QStringLiteral("selected"),
                                            QStringLiteral("recommended"), QStringLiteral("reason")};
    QTest::newRow("scenarios") << QStringList{QStringLiteral("scenarios"), plan}
                               << QStringList{QStringLiteral("scenarios"), QStringLiteral("recommendation_reason")};
    QTest::newRow("evaluate a scenario")
        << QStringList{QStringLiteral("evaluate"), plan, QStringLiteral("--scenario"),
                       QStringLiteral("H100 reserved (DWS calendar)")}
        << QStringList{QStringLiteral("ml_productivity_goodput")};
    QTest::newRow("compare a scenario")
        << QStringList{QStringLiteral("compare"), plan, QStringLiteral("--scenario"),
                       QStringLiteral("TPU v5e on demand, FSDP")}
        << QStringList{QStringLiteral("recommended")};
    QTest::newRow("quiz") << QStringList{QStringLiteral("quiz"), QStringLiteral("--count"), QStringLiteral("3"),
                                         QStringLiteral("--seed"), QStringLiteral("7")}
                          << QStringList{QStringLiteral("seed"), QStringLiteral("questions")};
    QTest::newRow("trees") << QStringList{QStringLiteral("trees")} << QStringList{QStringLiteral("trees")};
    QTest::newRow("version") << QStringList{QStringLiteral("--version")} << QStringList{QStringLiteral("version")};
}

void TestCli::compareSaysWhatMeetsTheDeadline()
{
    // The 70B case: 512 H100 for 14 days. Every accelerator row carries the keys; 39 days miss 14.
    const Run r = cli({QStringLiteral("compare"), QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QVERIFY(o.value(QStringLiteral("recommended")).isString());
    QVERIFY(!o.value(QStringLiteral("reason")).toString().isEmpty());
    QCOMPARE(o.value(QStringLiteral("deadline_days")).toDouble(), 14.0);
    QJsonObject h100, t4;
    for (const QJsonValue& v : o.value(QStringLiteral("accelerators")).toArray()) {
        const QJsonObject row = v.toObject();
        for (const char* key : {"wall_days", "running_days", "billed_accelerator_hours", "meets_deadline",
                                "fits_memory", "min_accelerators", "mfu_source", "days_to_train", "total_cost"})
            QVERIFY2(row.contains(QLatin1String(key)), key);
        if (row.value(QStringLiteral("accelerator")).toString() == QStringLiteral("h100-80gb"))
            h100 = row;
        if (row.value(QStringLiteral("accelerator")).toString() == QStringLiteral("t4"))
            t4 = row;
    }
    QVERIFY(!h100.value(QStringLiteral("meets_deadline")).toBool());
    QVERIFY(h100.value(QStringLiteral("wall_days")).toDouble() > 36.0);
    // Wall time = the 6 h wait + running time.
    QVERIFY(std::abs(h100.value(QStringLiteral("wall_days")).toDouble() -
                     h100.value(QStringLiteral("running_days")).toDouble() - 0.25) < 1e-9);
    // 512 + 8 spare nodes x 8 = 576 accelerators billed for the running time.
    QVERIFY(std::abs(h100.value(QStringLiteral("billed_accelerator_hours")).toDouble() -
                     576 * 24 * h100.value(QStringLiteral("running_days")).toDouble()) < 1e-3);
    QCOMPARE(h100.value(QStringLiteral("mfu_source")).toString(), QStringLiteral("plan"));
    QVERIFY(h100.value(QStringLiteral("min_accelerators")).toDouble() > 512);
    QVERIFY(!t4.value(QStringLiteral("fits_memory")).toBool());
    QVERIFY(t4.value(QStringLiteral("min_accelerators")).isNull());
    bool committed = false;
    for (const QJsonValue& v : o.value(QStringLiteral("provisioning_options")).toArray()) {
        const QJsonObject row = v.toObject();
        if (row.value(QStringLiteral("provisioning")).toString() == QStringLiteral("reservation")) {
            // 576 x 8,760 h x 11.06 x 0.63
            QVERIFY(std::abs(row.value(QStringLiteral("committed_cost")).toDouble() - 576 * 8760 * 11.06 * 0.63) < 1);
            committed = true;
        }
    }
    QVERIFY(committed);
    // The catalog says each price's basis.
    const Run catalog = cli({QStringLiteral("catalog")});
    for (const QJsonValue& v : json(catalog).value(QStringLiteral("accelerators")).toArray())
        QCOMPARE(v.toObject().value(QStringLiteral("price_basis")).toString(), QStringLiteral("machine"));
    // It is the catalog's own file: read back, it is the built-in catalog, accelerators per VM and all.
    const gp::Catalog back = gp::catalogFromJson(nlohmann::json::parse(catalog.out.toStdString()), "catalog");
    const gp::Catalog& builtin = gp::builtinCatalog();
    QCOMPARE(back.accelerators.size(), builtin.accelerators.size());
    for (std::size_t i = 0; i < back.accelerators.size(); ++i) {
        QCOMPARE(back.accelerators[i].id, builtin.accelerators[i].id);
        QCOMPARE(back.accelerators[i].perVm, builtin.accelerators[i].perVm);
        QCOMPARE(back.accelerators[i].priceOnDemand, builtin.accelerators[i].priceOnDemand);
        QCOMPARE(back.accelerators[i].peakFp8Tflops, builtin.accelerators[i].peakFp8Tflops);
        QCOMPARE(back.accelerators[i].sources, builtin.accelerators[i].sources);
    }
    QCOMPARE(back.checkpointStorage.perGbMonth, builtin.checkpointStorage.perGbMonth);
}

void TestCli::checkpointFromTheState()
{
    // 980 GB at 128 GB/s: 7.65625 s. Young: sqrt(2 x 7.65625 s x 5 h) = 0.145833 h.
    Run r = cli({QStringLiteral("checkpoint"), QStringLiteral("--state"), QStringLiteral("980GB"),
                 QStringLiteral("--write-bandwidth"), QStringLiteral("128GB/s"), QStringLiteral("--mtbf"),
                 QStringLiteral("5h")});
    QCOMPARE(r.exitCode, 0);
    QJsonObject o = json(r);
    QVERIFY(std::abs(o.value(QStringLiteral("save_seconds")).toDouble() - 7.65625) < 1e-9);
    QVERIFY(std::abs(o.value(QStringLiteral("young_hours")).toDouble() - std::sqrt(2 * 7.65625 / 3600 * 5)) < 1e-9);
    // With a 2 s overhead and binary units: 1 TiB at 1 GiB/s is 1024 s, + 2 s.
    r = cli({QStringLiteral("checkpoint"), QStringLiteral("--state"), QStringLiteral("1TiB"),
             QStringLiteral("--write-bandwidth"), QStringLiteral("1GiB/s"), QStringLiteral("--overhead"),
             QStringLiteral("2s"), QStringLiteral("--mtbf"), QStringLiteral("1d")});
    QCOMPARE(json(r).value(QStringLiteral("save_seconds")).toDouble(), 1026.0);
    // Asynchronous: the optimum uses the 1 s blocking part, sqrt(2 x 1 s x 5 h).
    r = cli({QStringLiteral("checkpoint"), QStringLiteral("--state"), QStringLiteral("980GB"),
             QStringLiteral("--write-bandwidth"), QStringLiteral("128GB/s"), QStringLiteral("--blocking"),
             QStringLiteral("1s"), QStringLiteral("--mtbf"), QStringLiteral("5h")});
    o = json(r);
    QVERIFY(std::abs(o.value(QStringLiteral("young_hours")).toDouble() - std::sqrt(2.0 / 3600 * 5)) < 1e-9);
    QCOMPARE(o.value(QStringLiteral("blocking_seconds")).toDouble(), 1.0);
    // Bad input names the option.
    for (const QStringList& bad :
         {QStringList{QStringLiteral("--state"), QStringLiteral("980GB"), QStringLiteral("--write-bandwidth"),
                      QStringLiteral("0GB/s")},
          QStringList{QStringLiteral("--state"), QStringLiteral("980GB"), QStringLiteral("--write-bandwidth"),
                      QStringLiteral("5PB/s")},
          QStringList{QStringLiteral("--state"), QStringLiteral("lots"), QStringLiteral("--write-bandwidth"),
                      QStringLiteral("1GB/s")},
          QStringList{QStringLiteral("--state"), QStringLiteral("980GB"), QStringLiteral("--write-bandwidth"),
                      QStringLiteral("1GB/s"), QStringLiteral("--blocking"), QStringLiteral("1h")},
          QStringList{QStringLiteral("--save-cost"), QStringLiteral("5m"), QStringLiteral("--state"),
                      QStringLiteral("980GB"), QStringLiteral("--write-bandwidth"), QStringLiteral("1GB/s")}}) {
        QStringList args{QStringLiteral("checkpoint"), QStringLiteral("--mtbf"), QStringLiteral("1d")};
        args += bad;
        const Run e = cli(args);
        QCOMPARE(e.exitCode, 2);
        QVERIFY2(e.err.contains("--"), e.err.constData());
    }
}

void TestCli::scenariosSideBySide()
{
    const Run r = cli({QStringLiteral("scenarios"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray list = json(r).value(QStringLiteral("scenarios")).toArray();
    QCOMPARE(list.size(), 4); // the base and three scenarios
    for (const QJsonValue& v : list)
        for (const char* key : {"name", "ml_productivity_goodput", "scheduling_goodput", "runtime_goodput",
                                "program_goodput", "wall_days", "total_cost", "cost_per_productive_hour",
                                "meets_deadline", "recommended"})
            QVERIFY2(v.toObject().contains(QLatin1String(key)), key);
    QVERIFY(list[0].toObject().value(QStringLiteral("recommended")).toBool()); // the base, as the plan says
    // The risk beside the expectation: the Monte Carlo's 5th and 95th percentiles around it.
    for (const QJsonValue& v : list) {
        const QJsonObject s = v.toObject();
        QVERIFY(s.value(QStringLiteral("goodput_p5")).toDouble() < s.value(QStringLiteral("ml_productivity_goodput")).toDouble());
        QVERIFY(s.value(QStringLiteral("goodput_p95")).toDouble() > s.value(QStringLiteral("ml_productivity_goodput")).toDouble());
    }
    // The calendar scenario waits for nothing: a higher scheduling goodput than the Spot base.
    QVERIFY(list[1].toObject().value(QStringLiteral("scheduling_goodput")).toDouble() >
            list[0].toObject().value(QStringLiteral("scheduling_goodput")).toDouble());
    const Run bad = cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN), QStringLiteral("--scenario"),
                         QStringLiteral("nope")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY(bad.err.contains("H100 reserved (DWS calendar)")); // the error lists the scenarios there are
}

void TestCli::sweepVariesOneInput()
{
    const Run r = cli({QStringLiteral("sweep"), QStringLiteral(GOODPUT_EXAMPLE_PLAN), QStringLiteral("--input"),
                       QStringLiteral("nodes"), QStringLiteral("--from"), QStringLiteral("16"), QStringLiteral("--to"),
                       QStringLiteral("1024"), QStringLiteral("--steps"), QStringLiteral("7")});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = json(r);
    QCOMPARE(o.value(QStringLiteral("input")).toString(), QStringLiteral("nodes"));
    QCOMPARE(o.value(QStringLiteral("plan_value")).toInt(), 16);
    const QJsonArray points = o.value(QStringLiteral("points")).toArray();
    QCOMPARE(points.size(), 7);
    QCOMPARE(points[6].toObject().value(QStringLiteral("value")).toInt(), 1024);
    // The first point is the plan itself: its goodput is what evaluate prints.
    const Run e = cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QCOMPARE(points[0].toObject().value(QStringLiteral("ml_productivity_goodput")).toDouble(),
             json(e).value(QStringLiteral("ml_productivity_goodput")).toDouble());
    for (const char* key : {"value", "ml_productivity_goodput", "scheduling_goodput", "runtime_goodput",
                            "program_goodput", "wall_days", "total_cost", "cost_per_productive_hour", "meets_deadline"})
        QVERIFY2(points[3].toObject().contains(QLatin1String(key)), key);
    // Durations as durations: ten minutes to four hours.
    const Run tau = cli({QStringLiteral("sweep"), QStringLiteral(GOODPUT_EXAMPLE_PLAN), QStringLiteral("--input"),
                         QStringLiteral("checkpoint_interval"), QStringLiteral("--from"), QStringLiteral("10m"),
                         QStringLiteral("--to"), QStringLiteral("4h"), QStringLiteral("--steps"), QStringLiteral("3")});
    QCOMPARE(tau.exitCode, 0);
    QCOMPARE(json(tau).value(QStringLiteral("points")).toArray()[0].toObject().value(QStringLiteral("value")).toDouble(),
             10.0 / 60.0);
    // Bad input: an unknown input, a range outside the input's, a missing --input.
    const Run unknown = cli({QStringLiteral("sweep"), QStringLiteral(GOODPUT_EXAMPLE_PLAN), QStringLiteral("--input"),
                             QStringLiteral("share_on_mars")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY(unknown.err.contains("hot_spares"));
    const Run range = cli({QStringLiteral("sweep"), QStringLiteral(GOODPUT_EXAMPLE_PLAN), QStringLiteral("--input"),
                           QStringLiteral("mfu"), QStringLiteral("--to"), QStringLiteral("3")});
    QCOMPARE(range.exitCode, 2);
    QVERIFY(range.err.contains("--to"));
    const Run missing = cli({QStringLiteral("sweep"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    QVERIFY(missing.exitCode != 0);
    QVERIFY(missing.out.isEmpty());
}

void TestCli::evaluatePrintsTheCheckpointTiers()
{
    // 980 GB written at min(0.5 GB/s x 256, 64) = 64 GB/s plus 20 s: 35.3125 s, of which 30 s block; read at
    // 256 GB/s plus 20 s: 23.828 s.
    const Run r = cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_TEST_DATA "/plans/checkpoint-async.gpplan")});
    QCOMPARE(r.exitCode, 0);
    const QJsonArray tiers = json(r).value(QStringLiteral("checkpoint_tiers")).toArray();
    QCOMPARE(tiers.size(), 1);
    const QJsonObject t = tiers[0].toObject();
    for (const char* key : {"name", "interval_hours", "save_seconds", "restore_seconds", "lost_hours", "save_hours"})
        QVERIFY2(t.contains(QLatin1String(key)), key);
    QCOMPARE(t.value(QStringLiteral("name")).toString(), QStringLiteral("persistent"));
    QVERIFY(std::abs(t.value(QStringLiteral("save_seconds")).toDouble() - 35.3125) < 1e-9);
    QVERIFY(std::abs(t.value(QStringLiteral("blocking_seconds")).toDouble() - 30.0) < 1e-9);
    QVERIFY(std::abs(t.value(QStringLiteral("restore_seconds")).toDouble() - 23.828125) < 1e-9);
    QCOMPARE(t.value(QStringLiteral("save_source")).toString(), QStringLiteral("derived"));
    QVERIFY(t.value(QStringLiteral("asynchronous")).toBool());
    // The example: a typed one-minute save, synchronous.
    const Run e = cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)});
    const QJsonObject typed = json(e).value(QStringLiteral("checkpoint_tiers")).toArray()[0].toObject();
    QCOMPARE(typed.value(QStringLiteral("save_seconds")).toDouble(), 60.0);
    QCOMPARE(typed.value(QStringLiteral("save_source")).toString(), QStringLiteral("typed"));
    // The storage of three of those checkpoints is in the costs.
    const Run c = cli({QStringLiteral("compare"), QStringLiteral(GOODPUT_TEST_DATA "/plans/checkpoint-async.gpplan")});
    const QJsonObject first = json(c).value(QStringLiteral("accelerators")).toArray()[0].toObject();
    const double months = first.value(QStringLiteral("running_days")).toDouble() * 24.0 / 730.485;
    QVERIFY(std::abs(first.value(QStringLiteral("storage_cost")).toDouble() - 3 * 980 * 0.02 * months) < 1e-6);

    // Two tiers: the fast one first. 5,600 GB over 8,750 hosts at 20 GB/s each, two copies: 2 s + 11,200 / 175,000
    // = 2.064 s, read back in 2 s + 5,600 / 175,000 = 2.032 s; the persistent tier at 500 GB/s: 13.2 s.
    const Run m = cli({QStringLiteral("evaluate"), QStringLiteral("--preset"), QStringLiteral("multi-tier-tpu-v5p")});
    QCOMPARE(m.exitCode, 0);
    const QJsonArray two = json(m).value(QStringLiteral("checkpoint_tiers")).toArray();
    QCOMPARE(two.size(), 2);
    const QJsonObject fast = two[0].toObject();
    const QJsonObject persistent = two[1].toObject();
    QCOMPARE(fast.value(QStringLiteral("name")).toString(), QStringLiteral("fast"));
    QCOMPARE(persistent.value(QStringLiteral("name")).toString(), QStringLiteral("persistent"));
    for (const char* key : {"name", "interval_hours", "save_seconds", "restore_seconds", "lost_hours", "save_hours"})
        QVERIFY2(fast.contains(QLatin1String(key)), key);
    QVERIFY(std::abs(fast.value(QStringLiteral("save_seconds")).toDouble() - 2.064) < 1e-9);
    QVERIFY(std::abs(fast.value(QStringLiteral("restore_seconds")).toDouble() - 2.032) < 1e-9);
    QVERIFY(std::abs(fast.value(QStringLiteral("interval_hours")).toDouble() - 2.0 / 60.0) < 1e-12);
    QVERIFY(std::abs(persistent.value(QStringLiteral("save_seconds")).toDouble() - 13.2) < 1e-9);
    QCOMPARE(fast.value(QStringLiteral("saves_per_persistent")).toInt(), 5);
    QCOMPARE(fast.value(QStringLiteral("survives")).toArray(),
             QJsonArray({QStringLiteral("failure"), QStringLiteral("maintenance")}));
    // The tiers' hours add up to the window's.
    const QJsonObject badput = json(m).value(QStringLiteral("badput_hours")).toObject();
    QVERIFY(std::abs(fast.value(QStringLiteral("lost_hours")).toDouble() +
                     persistent.value(QStringLiteral("lost_hours")).toDouble() -
                     badput.value(QStringLiteral("lost")).toDouble()) < 1e-9);
    QVERIFY(std::abs(fast.value(QStringLiteral("save_hours")).toDouble() +
                     persistent.value(QStringLiteral("save_hours")).toDouble() -
                     badput.value(QStringLiteral("saves")).toDouble()) < 1e-9);
}

void TestCli::readmeCommandsKeepTheirKeys()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, keys);
    const Run r = cli(args);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject o = json(r);
    for (const QString& k : keys)
        QVERIFY2(o.contains(k), qPrintable(k));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
