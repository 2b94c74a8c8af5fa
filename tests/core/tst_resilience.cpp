// Recovery inside the job (docs/model.md section 25): a failure or a maintenance preemption restarts the ranks in the
// running job, without rescheduling it or pulling its image, and loses the work since the last checkpoint. Checked
// against a renewal-reward calculation by hand and against the simulator; plans that do not use it evaluate as
// before; bad values are refused with the field named.
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

gp::GoodputInputs inJob(gp::GoodputInputs in)
{
    in.inJobRestart = true;
    in.inJobDetection = Duration::seconds(30);
    in.inJobRestartTime = Duration::seconds(60);
    return in;
}

} // namespace

class TestResilience : public QObject {
    Q_OBJECT
private slots:
    void inJobRestartByHand();
    void theSimulatorAgrees();
    void aReplicatedStateLosesNothing();
    void aReplicatedStateAgreesWithTheSimulator();
    void spotPreemptionsStillRestartTheJob();
    void plansWithoutItEvaluateAsBefore();
    void badValuesAreRefused();
};

void TestResilience::inJobRestartByHand()
{
    // Renewal reward, by hand: a cycle runs X ~ Exp(0.1/h), loses the work since the last whole hour,
    // E[X mod 1] = 1/0.1 − 1/(e^0.1 − 1) = 10 − 9.508333 = 0.491667 h, and recovers in R = 30 s + 60 s = 0.025 h
    // (no state: nothing to read). Runtime goodput = (10 − 0.491667) / (10 + 0.025) = 0.948462. Without a spare
    // the job waits in place 30 min for the replacement: scheduling goodput 1 − 0.5 / 10.525 = 0.952494.
    const gp::GoodputEvaluation e = gp::evaluateGoodput(inJob(failingJob()));
    QVERIFY2(std::abs(e.scheduling - 0.952494) < 0.002, qPrintable(QString::number(e.scheduling, 'f', 6)));
    QVERIFY2(std::abs(e.runtime - 0.948462) < 0.002, qPrintable(QString::number(e.runtime, 'f', 6)));
    // 720 h / 10.525 h a cycle: 68.4 failures, each with 0.025 h of restart in the resume bucket.
    QVERIFY2(std::abs(e.interruptions - 68.4) < 0.5, qPrintable(QString::number(e.interruptions)));
    QVERIFY2(std::abs(e.hours.resume - e.interruptions * 0.025) < 0.02, qPrintable(QString::number(e.hours.resume)));
    // The whole-job restart it replaces: 30 min rescheduling, then 5 min and a 10 min pull: R = 0.75 h, of which
    // 0.5 h rescheduled. RG = 9.508333 / 10.25 = 0.927642 and SG = 1 − 0.5 / 10.75 = 0.953488.
    const gp::GoodputEvaluation full = gp::evaluateGoodput(failingJob());
    QVERIFY2(std::abs(full.runtime - 0.927642) < 0.002, qPrintable(QString::number(full.runtime, 'f', 6)));
    QVERIFY2(std::abs(full.scheduling - 0.953488) < 0.002, qPrintable(QString::number(full.scheduling, 'f', 6)));
    // 0.952494 × 0.948462 × 0.5 = 0.451702 against 0.953488 × 0.927642 × 0.5 = 0.442246.
    QVERIFY(e.mlProductivity > full.mlProductivity + 0.009);
}

void TestResilience::theSimulatorAgrees()
{
    // With failures during recovery, a checkpoint cost, maintenance saved on SIGTERM and a state read back on the
    // restart: the model's expectation within three standard errors and a quarter point of the Monte Carlo's mean.
    gp::GoodputInputs in = inJob(failingJob());
    in.failuresDuringRecovery = true;
    in.checkpointSave = Duration::minutes(2);
    in.warnedPerNodeDay = 0.01;
    in.autoCheckpoint = true;
    in.checkpointStateGb = 500;
    in.checkpointSaveMeasured = true;
    in.inJobRestartTime = Duration::minutes(5);
    const gp::ModelParameters p = gp::resolve(in);
    QVERIFY(p.of(gp::InterruptionClass::Failure).inJob);
    const gp::GoodputEvaluation model = gp::evaluateModel(p);
    gp::SimulationOptions o;
    o.runs = 2000;
    o.seed = 7;
    const gp::SimulationResult sim = gp::simulate(p, o);
    const double rgGap = std::abs(sim.runtime.mean - model.runtime);
    const double sgGap = std::abs(sim.scheduling.mean - model.scheduling);
    QVERIFY2(rgGap < 3 * sim.runtime.standardError + 0.0025,
             qPrintable(QStringLiteral("model %1 simulated %2").arg(model.runtime).arg(sim.runtime.mean)));
    QVERIFY2(sgGap < 3 * sim.scheduling.standardError + 0.0025,
             qPrintable(QStringLiteral("model %1 simulated %2").arg(model.scheduling).arg(sim.scheduling.mean)));
    QVERIFY(sim.reschedule.mean > 0.0); // waiting in place for the replacements
}

void TestResilience::aReplicatedStateLosesNothing()
{
    // The job of inJobRestartByHand with its state in the peers' memory and a 500 GB checkpoint state: a failure
    // keeps the progress, so a cycle is X ~ Exp(0.1/h) of work and R = 30 s + 60 s of restart, with nothing to
    // read (the state's 500 GB would take minutes). Runtime goodput = 10 / (10 + 0.025) = 0.997506; the job still
    // waits in place 30 min for the replacement: scheduling goodput 1 - 0.5 / 10.525 = 0.952494.
    gp::GoodputInputs in = inJob(failingJob());
    in.replicatedState = true;
    in.checkpointStateGb = 500;
    in.checkpointSaveMeasured = true; // the save stays the typed 0 s; the state is what a restore would read
    const gp::ModelParameters p = gp::resolve(in);
    QCOMPARE(p.of(gp::InterruptionClass::Failure).restart, 90.0 / 3600);
    QVERIFY(p.of(gp::InterruptionClass::Failure).replicated);
    const gp::GoodputEvaluation e = gp::evaluateGoodput(in);
    QVERIFY2(std::abs(e.runtime - 0.997506) < 0.001, qPrintable(QString::number(e.runtime, 'f', 6)));
    QVERIFY2(std::abs(e.scheduling - 0.952494) < 0.002, qPrintable(QString::number(e.scheduling, 'f', 6)));
    QVERIFY2(e.hours.lost < 0.01, qPrintable(QString::number(e.hours.lost)));
    // Without the replicated state the same plan loses about half an hour a failure and reads the state back.
    in.replicatedState = false;
    const gp::GoodputEvaluation lost = gp::evaluateGoodput(in);
    QVERIFY(lost.hours.lost > 30.0);
    QVERIFY(e.mlProductivity > lost.mlProductivity + 0.02);
    // Without in-job restart the switch does nothing: the plan evaluates as the full restart does.
    gp::GoodputInputs full = failingJob();
    full.replicatedState = true;
    QCOMPARE(gp::evaluateGoodput(full).mlProductivity, gp::evaluateGoodput(failingJob()).mlProductivity);
}

void TestResilience::aReplicatedStateAgreesWithTheSimulator()
{
    // Replicated failures and maintenance beside Spot preemptions that still restart the whole job and lose their
    // progress, with a save cost and failures during recovery: the model within three standard errors and a
    // quarter point of the Monte Carlo.
    gp::GoodputInputs in = inJob(failingJob());
    in.replicatedState = true;
    in.failuresDuringRecovery = true;
    in.checkpointSave = Duration::minutes(2);
    in.warnedPerNodeDay = 0.01;
    in.provisioning = gp::Provisioning::Spot;
    in.spotPerNodeDay = 0.02;
    const gp::ModelParameters p = gp::resolve(in);
    const gp::GoodputEvaluation model = gp::evaluateModel(p);
    gp::SimulationOptions o;
    o.runs = 2000;
    o.seed = 11;
    const gp::SimulationResult sim = gp::simulate(p, o);
    for (const auto& [planned, simulated] : {std::pair{model.runtime, sim.runtime}, std::pair{model.scheduling, sim.scheduling}})
        QVERIFY2(std::abs(simulated.mean - planned) < 3 * simulated.standardError + 0.0025,
                 qPrintable(QStringLiteral("model %1 simulated %2").arg(planned).arg(simulated.mean)));
    QVERIFY(model.hours.lost > 0.0); // the Spot preemptions' progress
}

void TestResilience::spotPreemptionsStillRestartTheJob()
{
    // A Spot preemption takes the capacity itself: the job is rescheduled whatever its recovery mode.
    gp::GoodputInputs in = inJob(failingJob());
    in.provisioning = gp::Provisioning::Spot;
    in.spotPerNodeDay = 0.01;
    const gp::ModelParameters p = gp::resolve(in);
    QVERIFY(!p.of(gp::InterruptionClass::Spot).inJob);
    QCOMPARE(p.of(gp::InterruptionClass::Spot).reschedule, in.spotReschedule.inHours());
    QVERIFY(gp::evaluateModel(p).hours.reschedule > 0.0);
    // A free hot spare joins the job with its restart: no swap time; a job that shrinks takes a free one too.
    QVERIFY(p.of(gp::InterruptionClass::Failure).spareServed);
    gp::GoodputInputs spares = inJob(failingJob());
    spares.hotSpares = 4;
    spares.spareRepair = Duration::hours(2); // about 0.2 nodes in repair at a time: a spare is almost always free
    QCOMPARE(gp::resolve(spares).spareSwap, 0.0);
    QVERIFY(gp::evaluateGoodput(spares).scheduling > gp::evaluateGoodput(inJob(failingJob())).scheduling + 0.04);
    spares.elasticShrink = true;
    QVERIFY(gp::resolve(spares).of(gp::InterruptionClass::Failure).spareServed);
}

void TestResilience::plansWithoutItEvaluateAsBefore()
{
    // Off, its times change nothing.
    gp::GoodputInputs off = failingJob();
    gp::GoodputInputs offWithTimes = off;
    offWithTimes.inJobDetection = Duration::minutes(7);
    offWithTimes.inJobRestartTime = Duration::minutes(9);
    const gp::GoodputEvaluation a = gp::evaluateGoodput(off), b = gp::evaluateGoodput(offWithTimes);
    QCOMPARE(a.mlProductivity, b.mlProductivity);
    QCOMPARE(a.hours.reschedule, b.hours.reschedule);
    QVERIFY(!gp::resolve(off).of(gp::InterruptionClass::Failure).inJob);
}

void TestResilience::badValuesAreRefused()
{
    // A restart longer than the window, and a negative detection time: refused, naming the field.
    gp::GoodputInputs in = inJob(failingJob());
    in.window = Duration::hours(2);
    in.inJobRestartTime = Duration::hours(3);
    try {
        gp::resolve(in);
        QFAIL("a restart longer than the window was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::RecoveryExceedsWindow);
        QCOMPARE(e.subject(), std::string("runtime.in_job_restart_time"));
    }
    in = inJob(failingJob());
    in.inJobDetection = Duration::hours(-0.1);
    try {
        gp::resolve(in);
        QFAIL("a negative detection time was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.subject(), std::string("runtime.in_job_detection"));
    }
}

QTEST_APPLESS_MAIN(TestResilience)
#include "tst_resilience.moc"
