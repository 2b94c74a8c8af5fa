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

#include <QTest>

#include <cmath>

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
