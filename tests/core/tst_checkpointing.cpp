// Checkpointing as ML engineers plan it: the save and restore from the state and the storage's bandwidth, and
// asynchronous saves that stall only for their blocking part (docs/model.md section 20).
#include "catalog/Catalog.h"
#include "goodput/GoodputInputs.h"
#include "goodput/MonteCarlo.h"
#include "goodput/PlanningModel.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Validate.h"

#include <nlohmann/json.hpp>

#include "PlanChecks.h"

#include <QTest>

#include <cmath>

namespace {

// 256 nodes saving a 980 GB state (70B parameters x 14 bytes) at 0.5 GB/s each into storage capped at 64 GB/s.
gp::GoodputInputs seventyB()
{
    gp::GoodputInputs in;
    in.nodes = 256;
    in.checkpointStateGb = 980;
    in.writeGbPerSecondPerNode = 0.5;
    in.storageWriteGbPerSecond = 64;
    in.readGbPerSecondPerNode = 1.0;
    in.checkpointOverhead = gp::Duration::seconds(20);
    return in;
}

using gptest::subjectOf;

} // namespace

class TestCheckpointing : public QObject {
    Q_OBJECT
private slots:
    void saveAndRestoreFromTheState();
    void aMeasuredSaveWins();
    void asynchronousSavesStallForTheBlockingPart();
    void anInterruptionDuringAnUploadLosesMore();
    void asynchronousModelAgreesWithTheSimulation();
    void emergencySavesAreWhole();
    void badInputNamesTheField();
    void plansKeepTheirCheckpointFields();
    void storageIsPricedPerGbMonth();
};

void TestCheckpointing::saveAndRestoreFromTheState()
{
    const gp::GoodputInputs in = seventyB();
    QVERIFY(gp::checkpointSaveDerived(in));
    // Writing: min(0.5 x 256 = 128, 64) = 64 GB/s; 980 / 64 = 15.3125 s, plus 20 s.
    QCOMPARE(gp::checkpointWriteGbPerSecond(in), 64.0);
    QVERIFY(std::abs(gp::checkpointSaveTime(in).inSeconds() - 35.3125) < 1e-9);
    // Reading: 1.0 x 256 = 256 GB/s, no cap; 980 / 256 = 3.828125 s, plus 20 s; added to the resume.
    QVERIFY(std::abs(gp::checkpointReadTime(in).inSeconds() - 23.828125) < 1e-9);
    gp::GoodputInputs none = in;
    none.checkpointStateGb = 0;
    const double withRead = gp::resolve(in).resume, without = gp::resolve(none).resume;
    QVERIFY(std::abs((withRead - without) * 3600.0 - 23.828125) < 1e-9);
    // The model stalls for the derived save.
    QVERIFY(std::abs(gp::resolve(in).save * 3600.0 - 35.3125) < 1e-9);
    // Without a cap the nodes' own bandwidth counts: 980 / 128 = 7.65625 s + 20 s.
    gp::GoodputInputs uncapped = in;
    uncapped.storageWriteGbPerSecond = 0;
    QVERIFY(std::abs(gp::checkpointSaveTime(uncapped).inSeconds() - 27.65625) < 1e-9);
}

void TestCheckpointing::aMeasuredSaveWins()
{
    gp::GoodputInputs in = seventyB();
    in.checkpointSave = gp::Duration::seconds(90);
    in.checkpointSaveMeasured = true;
    QVERIFY(!gp::checkpointSaveDerived(in));
    QCOMPARE(gp::checkpointSaveTime(in).inSeconds(), 90.0);
    QVERIFY(std::abs(gp::resolve(in).save * 3600.0 - 90.0) < 1e-9);
    // Without a state the typed save is used as it stands, and nothing is read on a restore.
    gp::GoodputInputs typed;
    QCOMPARE(gp::checkpointSaveTime(typed), typed.checkpointSave);
    QCOMPARE(gp::checkpointReadTime(typed).inSeconds(), 0.0);
}

void TestCheckpointing::asynchronousSavesStallForTheBlockingPart()
{
    gp::GoodputInputs in;
    in.checkpointSave = gp::Duration::minutes(10);
    in.asyncCheckpoint = true;
    in.checkpointBlocking = gp::Duration::seconds(30);
    in.checkpointInterval = gp::Duration::hours(1);
    gp::ModelParameters p = gp::resolve(in);
    QVERIFY(std::abs(p.save * 3600.0 - 30.0) < 1e-9);
    QVERIFY(std::abs(p.upload * 60.0 - 9.5) < 1e-9);
    // The optimum uses the blocking cost: Young's sqrt(2 delta M) with delta = 30 s.
    const gp::CheckpointOptima o = gp::checkpointOptima(p);
    QVERIFY(std::abs(o.young - std::sqrt(2.0 * (30.0 / 3600.0) * o.mtbf)) < 1e-12);
    // An upload longer than the interval: the next save waits for it, and the job stalls for the rest.
    in.checkpointInterval = gp::Duration::minutes(5);
    p = gp::resolve(in);
    QVERIFY(std::abs(p.save * 3600.0 - (30.0 + 270.0)) < 1e-9);
    QVERIFY(std::abs(p.upload * 60.0 - 5.0) < 1e-9);
    // Synchronous: the whole save is the stall.
    in.asyncCheckpoint = false;
    p = gp::resolve(in);
    QVERIFY(std::abs(p.save * 60.0 - 10.0) < 1e-9);
    QCOMPARE(p.upload, 0.0);
}

void TestCheckpointing::anInterruptionDuringAnUploadLosesMore()
{
    // One class, no strikes during recovery, a window of ten thousand hours: per interruption the job loses
    // E[X mod c] = 1/L - c / (e^(Lc) - 1) and, when it strikes within u of a save while that save uploads, the
    // segment before too: c (1 - e^(-Lu)) / (e^(Lc) - 1). L = 0.5/h, tau = 1 h, b = 36 s, u = 12 min.
    gp::ModelParameters p;
    p.window = 10000;
    p.interval = 1.0;
    p.save = 0.01;
    p.upload = 0.2;
    p.nodes = 1;
    p.accelerators = 1;
    p.mfu = 1;
    p.of(gp::InterruptionClass::Failure).rate = 0.5;
    p.of(gp::InterruptionClass::Failure).reschedule = 0.1;
    const double L = 0.5, c = 1.01, u = 0.2;
    const double expected = 1.0 / L - c / std::expm1(L * c) + c * -std::expm1(-L * u) / std::expm1(L * c);
    const gp::GoodputEvaluation e = gp::evaluateModel(p);
    const double perInterruption = e.hours.lost / e.interruptions;
    QVERIFY2(std::abs(perInterruption / expected - 1.0) < 2e-3, qPrintable(QString::number(perInterruption)));
    // More than the synchronous job with the same stall loses.
    p.upload = 0;
    const gp::GoodputEvaluation sync = gp::evaluateModel(p);
    QVERIFY(e.hours.lost > sync.hours.lost * 1.1);
    QVERIFY(e.runtime < sync.runtime);
}

void TestCheckpointing::asynchronousModelAgreesWithTheSimulation()
{
    // The example's 7B plan on 256 nodes with a 10-minute save of which 30 s block, with and without
    // auto-checkpointing and failures during recovery: the simulator, event by event, within 3 standard errors
    // plus half a point.
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.goodput.nodes = 256;
    plan.goodput.checkpointSave = gp::Duration::minutes(10);
    plan.goodput.asyncCheckpoint = true;
    plan.goodput.checkpointBlocking = gp::Duration::seconds(30);
    plan.goodput.checkpointInterval = gp::Duration::minutes(40);
    for (int variant = 0; variant < 4; ++variant) {
        gp::GoodputInputs in = plan.goodput;
        in.autoCheckpoint = variant & 1;
        in.gracePeriod = in.spotGracePeriod = gp::Duration::minutes(15);
        in.warnedPerNodeDay = 0.05;
        in.failuresDuringRecovery = variant & 2;
        const gp::ModelParameters p = gp::resolve(in);
        const gp::GoodputEvaluation model = gp::evaluateModel(p);
        gp::SimulationOptions o;
        o.runs = 4000;
        o.seed = 11 + variant;
        const gp::SimulationResult sim = gp::simulate(p, o);
        const double allowed = 3 * sim.runtime.standardError + 0.005;
        QVERIFY2(std::abs(model.runtime - sim.runtime.mean) < allowed,
                 qPrintable(QStringLiteral("variant %1: model %2, simulation %3").arg(variant).arg(model.runtime).arg(sim.runtime.mean)));
        QVERIFY(std::abs(model.scheduling - sim.scheduling.mean) < 3 * sim.scheduling.standardError + 0.005);
    }
}

void TestCheckpointing::emergencySavesAreWhole()
{
    // On SIGTERM the save must be whole, its upload included, before the stop: 30 s of blocking fit a 60 s grace
    // period, the 10-minute save does not.
    gp::GoodputInputs in;
    in.autoCheckpoint = true;
    in.asyncCheckpoint = true;
    in.checkpointSave = gp::Duration::minutes(10);
    in.checkpointBlocking = gp::Duration::seconds(30);
    in.gracePeriod = gp::Duration::seconds(60);
    QVERIFY(!gp::resolve(in).of(gp::InterruptionClass::Maintenance).saved);
    in.gracePeriod = gp::Duration::minutes(11);
    QVERIFY(gp::resolve(in).of(gp::InterruptionClass::Maintenance).saved);
}

void TestCheckpointing::badInputNamesTheField()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    QCOMPARE(subjectOf(plan), std::string());
    gp::Plan p = plan;
    p.goodput.asyncCheckpoint = true;
    p.goodput.checkpointBlocking = gp::Duration::minutes(5); // longer than the one-minute save
    QCOMPARE(subjectOf(p), std::string("runtime.checkpoint_blocking"));
    p = plan;
    p.goodput.checkpointStateGb = 980;
    p.goodput.writeGbPerSecondPerNode = 0; // a zero bandwidth
    QCOMPARE(subjectOf(p), std::string("runtime.write_gb_per_second_per_node"));
    p.goodput.writeGbPerSecondPerNode = 5000; // beyond any node's link
    QCOMPARE(subjectOf(p), std::string("runtime.write_gb_per_second_per_node"));
    p.goodput.writeGbPerSecondPerNode = 1;
    p.goodput.readGbPerSecondPerNode = -1;
    QCOMPARE(subjectOf(p), std::string("runtime.read_gb_per_second_per_node"));
    p.goodput.readGbPerSecondPerNode = 1;
    p.goodput.checkpointStateGb = -5;
    QCOMPARE(subjectOf(p), std::string("runtime.checkpoint_state_gb"));
    // A state that would take more than a day to write: the write bandwidth is named.
    p.goodput.checkpointStateGb = 900000;
    p.goodput.nodes = 1;
    p.goodput.writeGbPerSecondPerNode = 0.01;
    QCOMPARE(subjectOf(p), std::string("runtime.write_gb_per_second_per_node"));
    p.goodput.storageWriteGbPerSecond = std::nan("");
    QCOMPARE(subjectOf(p), std::string("runtime.storage_write_gb_per_second"));
}

void TestCheckpointing::plansKeepTheirCheckpointFields()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    // A plan without the fields reads as a synchronous save of the typed length.
    QVERIFY(!plan.goodput.asyncCheckpoint);
    QCOMPARE(plan.goodput.checkpointStateGb, 0.0);
    plan.goodput.asyncCheckpoint = true;
    plan.goodput.checkpointBlocking = gp::Duration::seconds(12);
    plan.goodput.checkpointStateGb = 980;
    plan.goodput.writeGbPerSecondPerNode = 2.5;
    plan.goodput.storageWriteGbPerSecond = 200;
    plan.goodput.readGbPerSecondPerNode = 4;
    plan.goodput.storageReadGbPerSecond = 300;
    plan.goodput.checkpointOverhead = gp::Duration::seconds(7);
    plan.goodput.checkpointSaveMeasured = true;
    const nlohmann::json j = gp::planToJson(plan);
    QCOMPARE(j.at("runtime").at("checkpoint_state_gb").get<double>(), 980.0);
    QCOMPARE(j.at("runtime").at("async_checkpoint").get<bool>(), true);
    QVERIFY(gp::planFromJson(j) == plan);
}

void TestCheckpointing::storageIsPricedPerGbMonth()
{
    // Three checkpoints of 980 GB kept for the run in Cloud Storage Standard at $0.020 per GB-month (the catalog's
    // sourced price): 58.80 $ a month, times the running months (hours / 730.485).
    const gp::Catalog& catalog = gp::builtinCatalog();
    QCOMPARE(catalog.checkpointStorage.perGbMonth, 0.02);
    QVERIFY(catalog.checkpointStorage.source.find("Cloud Storage") != std::string::npos);
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.scenarios.clear();
    plan.recommendedScenario.clear();
    QCOMPARE(gp::evaluate(plan).selectedEstimate()->storageCost, 0.0); // no state, no storage
    plan.goodput.checkpointStateGb = 980;
    plan.goodput.retainedCheckpoints = 3;
    const gp::Evaluation e = gp::evaluate(plan);
    const gp::CostEstimate& c = *e.selectedEstimate();
    const double expected = 3 * 980 * 0.02 * (c.runningDays * 24.0 / 730.485);
    QVERIFY2(std::abs(c.storageCost - expected) < 1e-6 * expected, qPrintable(QString::number(c.storageCost)));
    QVERIFY(c.cost > c.storageCost);
    // A catalog's storage price is checked as its accelerators' are.
    nlohmann::json bad = nlohmann::json::parse(R"({"format": "goodput-planner-catalog", "version": 1,
        "checkpoint_storage": {"price_per_gb_month": -1}, "accelerators": []})");
    bad["accelerators"] = nlohmann::json::array();
    try {
        gp::catalogFromText(bad.dump(), "bad.json");
        QFAIL("a negative storage price is accepted");
    } catch (const gp::Error& error) {
        QVERIFY2(error.subject().find("checkpoint_storage.price_per_gb_month") != std::string::npos, error.subject().c_str());
    }
}

QTEST_GUILESS_MAIN(TestCheckpointing)
#include "tst_checkpointing.moc"
