// Elastic shrink and stragglers (docs/model.md section 25): a shrunk job runs on d − 1 of its d data-parallel
// replicas until the lost node's replacement would have come, then grows back; a slow node costs the job its
// slowdown until it is found and evicted, a restart of the failure's mode. Both are counted as the pause their lower
// throughput is worth. Checked against renewal-reward calculations by hand and against the simulator; plans without
// them evaluate exactly as before; bad values are refused with the field named.
#include "FailingJob.h"
#include "goodput/GoodputInputs.h"
#include "goodput/MonteCarlo.h"
#include "goodput/PlanningModel.h"
#include "io/Error.h"
#include "plan/Evaluate.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <iterator>

using gp::Duration;
using gptest::failingJob;

namespace {

gp::GoodputInputs elastic(gp::GoodputInputs in)
{
    in.inJobRestart = true;
    in.inJobDetection = Duration::seconds(30);
    in.inJobRestartTime = Duration::seconds(60);
    in.elasticShrink = true;
    in.elasticReplicas = 10;
    in.regrowPause = Duration::seconds(60);
    return in;
}

// The same rate of trouble from slow nodes instead of failures: 25 % slower until the eviction 20 min after onset.
gp::GoodputInputs straggling(gp::GoodputInputs in)
{
    in.unwarnedPerNodeDay = 0.0;
    in.stragglerPerNodeDay = 0.024;
    in.stragglerSlowdown = 0.25;
    in.stragglerDetection = true;
    in.stragglerDetectionTime = Duration::minutes(20);
    return in;
}

void near(double actual, double expected, double tolerance, const char* what)
{
    QVERIFY2(std::abs(actual - expected) < tolerance,
             qPrintable(QStringLiteral("%1: %2, expected %3").arg(QLatin1String(what)).arg(actual, 0, 'f', 6).arg(expected, 0, 'f', 6)));
}

void expectRefused(const gp::GoodputInputs& in, gp::ErrorCode code, const char* field)
{
    try {
        gp::resolve(in);
        QFAIL(qPrintable(QStringLiteral("%1 was accepted").arg(QLatin1String(field))));
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), code);
        QCOMPARE(e.subject(), std::string(field));
    }
}

// The model's expectation within three standard errors and a quarter point of the simulator's mean.
void simulatorAgrees(const gp::ModelParameters& p)
{
    const gp::GoodputEvaluation model = gp::evaluateModel(p);
    gp::SimulationOptions o;
    o.runs = 2000;
    o.seed = 11;
    const gp::SimulationResult sim = gp::simulate(p, o);
    QVERIFY2(std::abs(sim.runtime.mean - model.runtime) < 3 * sim.runtime.standardError + 0.0025,
             qPrintable(QStringLiteral("RG model %1 simulated %2").arg(model.runtime).arg(sim.runtime.mean)));
    QVERIFY2(std::abs(sim.scheduling.mean - model.scheduling) < 3 * sim.scheduling.standardError + 0.0025,
             qPrintable(QStringLiteral("SG model %1 simulated %2").arg(model.scheduling).arg(sim.scheduling.mean)));
    QVERIFY2(std::abs(sim.mlProductivity.mean - model.mlProductivity) < 3 * sim.mlProductivity.standardError + 0.0025,
             qPrintable(QStringLiteral("MPG model %1 simulated %2").arg(model.mlProductivity).arg(sim.mlProductivity.mean)));
    QVERIFY2(std::abs(sim.shrunk.mean - model.hours.shrunk) < 3 * sim.shrunk.standardError + 0.01 * p.window,
             qPrintable(QStringLiteral("shrunk model %1 simulated %2").arg(model.hours.shrunk).arg(sim.shrunk.mean)));
    QVERIFY2(std::abs(sim.straggler.mean - model.hours.straggler) < 3 * sim.straggler.standardError + 0.01 * p.window,
             qPrintable(QStringLiteral("straggler model %1 simulated %2").arg(model.hours.straggler).arg(sim.straggler.mean)));
}

} // namespace

class TestShrinkStragglers : public QObject {
    Q_OBJECT
private slots:
    void elasticShrinkByHand();
    void aFreeSpareComesBeforeTheShrink();
    void moreSparesNeverLowerGoodput();
    void stragglersByHand();
    void theSimulatorAgrees();
    void plansWithoutThemEvaluateAsBefore();
    void badValuesAreRefused();
};

void TestShrinkStragglers::elasticShrinkByHand()
{
    // A cycle runs X ~ Exp(0.1/h) and loses E[X mod 1] = 10 − 1/(e^0.1 − 1) = 0.491667 h, restarts in the job in
    // 30 s + 60 s = 0.025 h, then runs on 9 of 10 replicas for the 30 min it would have waited: 0.05 h of the job's
    // throughput, and regrows in 60 s: 0.066667 h shrunk. Cycle 10 + 0.025 + 0.066667 = 10.091667 h; nothing is
    // rescheduled. RG = 9.508333 / 10.091667 = 0.942196.
    const gp::ModelParameters p = gp::resolve(elastic(failingJob()));
    QVERIFY(p.of(gp::InterruptionClass::Failure).elastic);
    near(p.of(gp::InterruptionClass::Failure).shrunk, 0.066667, 1e-6, "shrunk per failure");
    const gp::GoodputEvaluation e = gp::evaluateModel(p);
    QCOMPARE(e.scheduling, 1.0);
    near(e.runtime, 0.942196, 0.002, "runtime goodput");
    // 720 h / 10.091667 h: 71.35 failures, each 0.066667 h shrunk.
    near(e.interruptions, 71.35, 0.5, "failures");
    near(e.hours.shrunk, e.interruptions * 0.066667, 0.02, "shrunk hours");
    // Against the in-job restart that waits for the node instead (0.025 h of restart, then 30 min rescheduled):
    // RG 9.508333 / 10.025 and SG 1 − 0.5 / 10.525. Shrinking keeps the job running.
    gp::GoodputInputs waits = elastic(failingJob());
    waits.inJobRestart = false;
    QVERIFY(e.mlProductivity > gp::evaluateGoodput(waits).mlProductivity);
}

void TestShrinkStragglers::aFreeSpareComesBeforeTheShrink()
{
    // The job above with 10 hot spares repaired in 1 h (docs/model.md section 25): a free spare joins with the
    // restart, so the job neither waits nor shrinks. A failure every 10 h sends one node to repair for an hour: the
    // pool is empty only when 10 failures come within an hour, P(Poisson(0.1) >= 10) = 2.5e-17. Each cycle runs
    // X ~ Exp(0.1/h), loses 0.491667 h and restarts in 0.025 h: RG = (10 − 0.491667) / (10 + 0.025) = 0.948462, SG = 1
    // and no shrunk hours.
    gp::GoodputInputs in = elastic(failingJob());
    in.hotSpares = 10;
    in.spareRepair = Duration::hours(1);
    const gp::ModelParameters p = gp::resolve(in);
    QVERIFY(p.of(gp::InterruptionClass::Failure).elastic);
    QVERIFY(p.of(gp::InterruptionClass::Failure).spareServed);
    const gp::GoodputEvaluation e = gp::evaluateModel(p);
    near(e.runtime, 0.948462, 0.0005, "runtime goodput");
    near(e.scheduling, 1.0, 1e-6, "scheduling goodput");
    near(e.spareShortfall, 0.0, 1e-6, "share of failures without a spare");
    near(e.hours.shrunk, 0.0, 1e-6, "shrunk hours");
    simulatorAgrees(p);
    // One spare that takes the whole window to repair serves only the first failure; the other 70.35 of the 71.35
    // (720 h / 10.091667 h) shrink: a share of 1 − 1 / 71.35 = 0.985985, and
    // RG = 9.508333 / (10.025 + 0.985985 × 0.066667) = 0.942283.
    in.hotSpares = 1;
    in.spareRepair = Duration::days(30);
    const gp::GoodputEvaluation one = gp::evaluateGoodput(in);
    near(one.spareShortfall, 0.985985, 0.003, "share with one spare");
    near(one.runtime, 0.942283, 0.002, "runtime goodput with one spare");
}

void TestShrinkStragglers::moreSparesNeverLowerGoodput()
{
    // 64 nodes of 8 accelerators failing every 2 h (Lambda = 0.5/h), restarted in the job in 60 s + 60 s and shrunk
    // over 4 replicas for the 6 h a replacement takes, repairs of a day, checkpoints every hour at 1 min, failures
    // during recovery. A spare more can only turn a shrink into a swap: goodput never falls.
    // Renewal reward (docs/model.md sections 3 and 25): a run lasts 1/Lambda = 2 h and keeps
    // tau / (e^(Lambda c) − 1) = 1 / (e^0.508333 − 1) = 1.509393 h of work (c = 1 h + 1 min); the restart, struck by
    // failures, takes (e^(Lambda / 30) − 1) / Lambda = 0.033613 h; a request that finds the pool empty shrinks for
    // 6 h / 4 + 60 s = 1.516667 h. RG(f) = 1.509393 / (2.033613 + 1.516667 f), f the pool's empty share: 0.425148
    // without spares (f = 1), 0.742222 where about 12 nodes in repair never empty 64 spares (f = 0). A simulation of
    // the request process alone, written apart from this code (20,000 windows), puts f at 57.8 % with 8 spares and
    // 5.01 % with 16: RG = 0.518648 and 0.715489, the documented model's 71.5 % (the share it simulates itself is
    // known to about 0.1 point of goodput).
    const auto job = [](int spares) {
        gp::GoodputInputs in;
        in.nodes = 64;
        in.acceleratorsPerNode = 8;
        in.unwarnedPerNodeDay = 24.0 / 2.0 / 64.0;
        in.warnedPerNodeDay = 0.0;
        in.reschedule = Duration::hours(6);
        in.inJobRestart = true;
        in.elasticShrink = true;
        in.elasticReplicas = 4;
        in.hotSpares = spares;
        in.spareRepair = Duration::hours(24);
        return in;
    };
    const int spares[] = {0, 8, 16, 64, 512};
    const double expected[] = {0.425148, 0.518648, 0.715489, 0.742222, 0.742222};
    const double share[] = {1.0, 0.578, 0.0501, 0.0, 0.0};
    double runtime = 0, mlProductivity = 0, shortfall = 1;
    for (std::size_t i = 0; i < std::size(spares); ++i) {
        const gp::GoodputEvaluation e = gp::evaluateGoodput(job(spares[i]));
        // The pool's share is simulated to 0.1 points of goodput (docs/model.md section 5): where the pool decides,
        // within a point of share and 0.3 points of runtime goodput.
        const double tolerance = share[i] > 0.0 && share[i] < 1.0 ? 0.003 : 0.001;
        near(e.runtime, expected[i], tolerance, "runtime goodput");
        near(e.spareShortfall, share[i], share[i] > 0.0 && share[i] < 1.0 ? 0.01 : 1e-6, "empty share");
        QVERIFY(e.runtime >= runtime && e.mlProductivity >= mlProductivity && e.spareShortfall <= shortfall);
        runtime = e.runtime;
        mlProductivity = e.mlProductivity;
        shortfall = e.spareShortfall;
    }
    // The plan's warning reads the same share: 8 spares are empty for most failures, 16 are not.
    const auto exhausted = [&](int k) {
        gp::Plan plan;
        plan.goodput = job(k);
        const std::vector<gp::Warning> w = gp::evaluate(plan).warnings;
        return std::any_of(w.begin(), w.end(),
                           [](const gp::Warning& x) { return x.code == gp::WarningCode::SparePoolExhausted; });
    };
    QVERIFY(exhausted(8));
    QVERIFY(!exhausted(16));
}

void TestShrinkStragglers::stragglersByHand()
{
    // A slow node every 10 h of running; 25 % slower for 20 min is worth 0.083333 h; its eviction loses the work
    // since the last checkpoint (0.491667 h) and restarts the job as a failure does: 30 min rescheduled, 15 min
    // resumed. Cycle 10 + 0.083333 + 0.5 + 0.25 = 10.833333 h, P = 9.508333 h.
    //   SG = 1 − 0.5 / 10.833333 = 0.953846
    //   RG = (9.508333 + 0.083333) / 10.333333 = 0.928226 (the slow period is running time)
    //   PG = 0.5 × 9.508333 / 9.591667 = 0.495656 (it is the program's loss)
    //   MPG = 0.5 × 9.508333 / 10.833333 = 0.438846
    const gp::GoodputEvaluation e = gp::evaluateGoodput(straggling(failingJob()));
    near(e.scheduling, 0.953846, 0.002, "scheduling goodput");
    near(e.runtime, 0.928226, 0.002, "runtime goodput");
    near(e.program, 0.495656, 0.0005, "program goodput");
    near(e.mlProductivity, 0.438846, 0.002, "ML Productivity Goodput");
    near(e.byClass[static_cast<std::size_t>(gp::InterruptionClass::Straggler)], 720 / 10.833333, 0.5, "evictions");
    near(e.hours.straggler, e.interruptions * 0.083333, 0.02, "straggler hours");
    // The hours add up to the window.
    const gp::Badput& b = e.hours;
    near(b.waiting + b.reschedule + b.resume + b.lost + b.saves + b.shrunk + b.program + b.goodput, 720, 1e-6, "window");
    // Found by hand after 2 h instead: the slow period is worth 0.5 h, and the job loses more.
    gp::GoodputInputs manual = straggling(failingJob());
    manual.stragglerDetection = false;
    QVERIFY(gp::evaluateGoodput(manual).mlProductivity < e.mlProductivity - 0.01);
}

void TestShrinkStragglers::theSimulatorAgrees()
{
    // With failures during recovery, checkpoint costs and maintenance saved on SIGTERM: shrinks, stragglers and
    // both together.
    gp::GoodputInputs in = failingJob();
    in.failuresDuringRecovery = true;
    in.checkpointSave = Duration::minutes(2);
    in.warnedPerNodeDay = 0.01;
    in.autoCheckpoint = true;
    simulatorAgrees(gp::resolve(elastic(in)));
    simulatorAgrees(gp::resolve(straggling(in)));
    gp::GoodputInputs both = elastic(in);
    both.stragglerPerNodeDay = 0.02;
    both.elasticReplicas = 2;
    both.reschedule = Duration::hours(3);
    simulatorAgrees(gp::resolve(both));
    // A straggler under a full restart, served by hot spares.
    gp::GoodputInputs spares = straggling(in);
    spares.hotSpares = 2;
    simulatorAgrees(gp::resolve(spares));
}

void TestShrinkStragglers::plansWithoutThemEvaluateAsBefore()
{
    // No stragglers and no shrink: their other inputs change nothing, and no figure holds their hours.
    const gp::GoodputInputs base = failingJob();
    gp::GoodputInputs other = base;
    other.stragglerSlowdown = 0.9;
    other.stragglerManualTime = Duration::hours(9);
    other.elasticShrink = true; // without in-job restart it does not apply
    other.elasticReplicas = 1;
    other.regrowPause = Duration::hours(1);
    const gp::GoodputEvaluation a = gp::evaluateGoodput(base), b = gp::evaluateGoodput(other);
    QCOMPARE(a.mlProductivity, b.mlProductivity);
    QCOMPARE(a.program, 0.5);
    QCOMPARE(b.hours.shrunk, 0.0);
    QCOMPARE(b.hours.straggler, 0.0);
}

void TestShrinkStragglers::badValuesAreRefused()
{
    gp::GoodputInputs in = elastic(failingJob());
    in.elasticReplicas = 1; // a shrink with one data-parallel replica
    expectRefused(in, gp::ErrorCode::OutOfRange, "runtime.elastic_replicas");
    in = straggling(failingJob());
    in.stragglerSlowdown = 0.0;
    expectRefused(in, gp::ErrorCode::NotPositive, "runtime.straggler_slowdown");
    in.stragglerSlowdown = 1.2;
    expectRefused(in, gp::ErrorCode::OutOfRange, "runtime.straggler_slowdown");
    in = elastic(failingJob());
    in.regrowPause = Duration::hours(-1);
    expectRefused(in, gp::ErrorCode::Negative, "runtime.regrow_pause");
    in = straggling(failingJob());
    in.stragglerPerNodeDay = std::nan("");
    expectRefused(in, gp::ErrorCode::NotFinite, "runtime.straggler_per_node_day");
}

QTEST_APPLESS_MAIN(TestShrinkStragglers)
#include "tst_shrinkstragglers.moc"
