// goodput-cli on plan files: compare, scenarios, sweep, the checkpoint tiers and the checkpoint state, and the
// commands reading a plan out of a proposal PDF.
#include "catalog/Catalog.h"
#include "CliRun.h"
#include "io/PdfAttachment.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <cmath>

using gptest::cli;
using gptest::json;
using gptest::Run;

class TestCliPlans : public QObject {
    Q_OBJECT
private slots:
    void planCommandsReadAProposal();
    void compareSaysWhatMeetsTheDeadline();
    void checkpointFromTheState();
    void scenariosSideBySide();
    void sweepVariesOneInput();
    void evaluatePrintsTheCheckpointTiers();
    void oneAnswerOneGoodput();
};

void TestCliPlans::planCommandsReadAProposal()
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

void TestCliPlans::compareSaysWhatMeetsTheDeadline()
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

void TestCliPlans::checkpointFromTheState()
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

void TestCliPlans::scenariosSideBySide()
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

void TestCliPlans::sweepVariesOneInput()
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

void TestCliPlans::evaluatePrintsTheCheckpointTiers()
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

// One plan, one goodput and one answer. The 70B plan prices its MFU from the parallel layout (39.9 %, where its
// typed program MFU is 37.3 %): evaluate, the base of scenarios and simulate's mean agree on ML Productivity Goodput
// (simulate within its sampling error), and compare's answer is optimize's, with the sizing as a row beside it.
void TestCliPlans::oneAnswerOneGoodput()
{
    const QString plan = QStringLiteral(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
    const double evaluated = json(cli({QStringLiteral("evaluate"), plan})).value(QStringLiteral("ml_productivity_goodput")).toDouble();
    const QJsonObject base =
        json(cli({QStringLiteral("scenarios"), plan})).value(QStringLiteral("scenarios")).toArray()[0].toObject();
    QCOMPARE(base.value(QStringLiteral("ml_productivity_goodput")).toDouble(), evaluated);
    const QJsonObject simulated = json(cli({QStringLiteral("simulate"), plan, QStringLiteral("--runs=400")}))
                                      .value(QStringLiteral("ml_productivity_goodput"))
                                      .toObject();
    const double mean = simulated.value(QStringLiteral("mean")).toDouble();
    const double error = simulated.value(QStringLiteral("standard_error")).toDouble();
    QVERIFY2(std::abs(mean - evaluated) < 4 * error + 0.005,
             qPrintable(QStringLiteral("simulate %1 ± %2, evaluate %3").arg(mean).arg(error).arg(evaluated)));

    const QJsonObject compared = json(cli({QStringLiteral("compare"), plan}));
    const QJsonObject optimized = json(cli({QStringLiteral("optimize"), plan}));
    QCOMPARE(compared.value(QStringLiteral("recommended")).toString(),
             optimized.value(QStringLiteral("recommended")).toObject().value(QStringLiteral("accelerator")).toString());
    QCOMPARE(compared.value(QStringLiteral("reason")).toString(), optimized.value(QStringLiteral("reason")).toString());
    QVERIFY(compared.value(QStringLiteral("sizing")).toObject().contains(QStringLiteral("recommended")));
    QVERIFY(!compared.value(QStringLiteral("sizing")).toObject().value(QStringLiteral("reason")).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestCliPlans)
#include "tst_cli_plans.moc"
