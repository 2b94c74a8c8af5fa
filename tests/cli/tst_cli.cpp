// goodput-cli's formula commands (runtime, checkpoint, mfu, evaluate, simulate), help for every command, its errors,
// and the keys README's commands print.
#include "CliRun.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

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
    void recoveryModeByClass();
    void shrinkAndStragglerHours();
    void simulateIsReproducible();
    void helpForEverySubcommand_data();
    void helpForEverySubcommand();
    void errors_data();
    void errors();
    void readmeCommandsKeepTheirKeys_data();
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

void TestCli::recoveryModeByClass()
{
    // The example restarts the whole job for every class; with in-job restart, failures and maintenance recover in
    // the job (nothing rescheduled for them) and Spot preemptions still restart it. Both commands say so.
    const QJsonObject full = json(cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)}));
    const QString plan = QStringLiteral(GOODPUT_TEST_DATA "/plans/in-job-restart.gpplan");
    const QJsonObject inJob = json(cli({QStringLiteral("evaluate"), plan}));
    const QJsonObject simulated =
        json(cli({QStringLiteral("simulate"), plan, QStringLiteral("--runs"), QStringLiteral("200")}));
    for (const QJsonObject& o : {full, inJob, simulated})
        QCOMPARE(o.value(QStringLiteral("recovery_mode")).toObject().value(QStringLiteral("spot")).toString(),
                 QStringLiteral("full_restart"));
    QCOMPARE(full.value(QStringLiteral("recovery_mode")).toObject().value(QStringLiteral("failure")).toString(),
             QStringLiteral("full_restart"));
    for (const QJsonObject& o : {inJob, simulated})
        for (const char* c : {"failure", "maintenance"})
            QCOMPARE(o.value(QStringLiteral("recovery_mode")).toObject().value(QLatin1String(c)).toString(),
                     QStringLiteral("in_job"));
    // Two of the example's six interruptions in a window no longer pull the image or restore: more of the scheduled
    // time is productive.
    QVERIFY(inJob.value(QStringLiteral("runtime_goodput")).toDouble() >
            full.value(QStringLiteral("runtime_goodput")).toDouble());
    QVERIFY(inJob.value(QStringLiteral("warnings")).toArray().isEmpty());
}

void TestCli::shrinkAndStragglerHours()
{
    // docs/model.md section 25: failures, maintenance and straggler evictions shrink, Spot restarts the job; both
    // commands print the new buckets, which the example (without them) holds at zero.
    const QString plan = QStringLiteral(GOODPUT_TEST_DATA "/plans/elastic-stragglers.gpplan");
    const QJsonObject model = json(cli({QStringLiteral("evaluate"), plan}));
    const QJsonObject simulated = json(cli({QStringLiteral("simulate"), plan, QStringLiteral("--runs"),
                                            QStringLiteral("2000"), QStringLiteral("--seed"), QStringLiteral("5")}));
    for (const QJsonObject& o : {model, simulated}) {
        const QJsonObject mode = o.value(QStringLiteral("recovery_mode")).toObject();
        for (const char* c : {"failure", "maintenance", "straggler"})
            QCOMPARE(mode.value(QLatin1String(c)).toString(), QStringLiteral("elastic_shrink"));
        QCOMPARE(mode.value(QStringLiteral("spot")).toString(), QStringLiteral("full_restart"));
    }
    // 16 nodes x 0.02 stragglers per node-day over about 714 h: about 9.5 evictions, each 25 % of 5 min slow
    // (0.0208 h), and with failures and maintenance about 14 shrinks of 30 min / 16 + 1 min = 0.0479 h each.
    const double shrunk = model.value(QStringLiteral("shrunk_hours")).toDouble();
    const double straggler = model.value(QStringLiteral("straggler_hours")).toDouble();
    QVERIFY2(shrunk > 0.5 && shrunk < 1.0, qPrintable(QString::number(shrunk)));
    QVERIFY2(straggler > 0.15 && straggler < 0.25, qPrintable(QString::number(straggler)));
    const QJsonObject simShrunk = simulated.value(QStringLiteral("shrunk_hours")).toObject();
    QVERIFY(qAbs(simShrunk.value(QStringLiteral("mean")).toDouble() - shrunk) <
            3 * simShrunk.value(QStringLiteral("standard_error")).toDouble() + 0.02);
    QVERIFY(model.value(QStringLiteral("program_goodput")).toDouble() < 0.4);
    QVERIFY(model.value(QStringLiteral("interruptions_by_class")).toObject().value(QStringLiteral("straggler")).toDouble() > 8);
    const QJsonObject example = json(cli({QStringLiteral("evaluate"), QStringLiteral(GOODPUT_EXAMPLE_PLAN)}));
    QCOMPARE(example.value(QStringLiteral("shrunk_hours")).toDouble(-1), 0.0);
    QCOMPARE(example.value(QStringLiteral("straggler_hours")).toDouble(-1), 0.0);
    QCOMPARE(example.value(QStringLiteral("interruptions_by_class")).toObject().value(QStringLiteral("straggler")).toDouble(-1), 0.0);
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
    QTest::newRow("straggler without slowdown")
        << QStringList{QStringLiteral("evaluate"), QStringLiteral(GOODPUT_TEST_DATA "/plans/straggler-no-slowdown.gpplan")}
        << "runtime.straggler_slowdown";
    QTest::newRow("shrink with one replica")
        << QStringList{QStringLiteral("evaluate"), QStringLiteral(GOODPUT_TEST_DATA "/plans/shrink-one-replica.gpplan")}
        << "runtime.elastic_replicas";
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
