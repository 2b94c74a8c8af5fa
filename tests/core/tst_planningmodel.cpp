#include "goodput/Checkpoint.h"
#include "goodput/GoodputInputs.h"
#include "goodput/PlanningModel.h"
#include "goodput/RuntimeGoodput.h"
#include "io/Error.h"

#include <QTest>

#include <cmath>

using gp::Duration;

namespace {

// docs/model.md section 2's example set up as rates: 10 nodes at 0.12 unwarned failures per node-day (Lambda = 0.05/h),
// t_re = 15m, t_rm = 30m, tau = 1.5h, no save cost, no initial wait.
gp::GoodputInputs seedCase()
{
    gp::GoodputInputs in;
    in.nodes = 10;
    in.acceleratorsPerNode = 8;
    in.window = Duration::hours(720);
    in.provisioning = gp::Provisioning::OnDemand;
    in.initialWait = Duration::hours(0);
    in.reschedule = Duration::minutes(15);
    in.hotSpares = 0;
    in.unwarnedPerNodeDay = 0.12;
    in.warnedPerNodeDay = 0.0;
    in.checkpointInterval = Duration::hours(1.5);
    in.checkpointSave = Duration::hours(0);
    in.autoCheckpoint = false;
    in.restore = Duration::minutes(30);
    in.imageSizeGb = 0;
    in.preload = false;
    in.mfu = 0.5;
    return in;
}

bool near(double a, double b, double tol = 1e-9)
{
    return std::abs(a - b) <= tol;
}

} // namespace

class TestPlanningModel : public QObject {
    Q_OBJECT
private slots:
    void reducesToSeedFormula();
    void fullModelByHand();
    void bucketsAddUpToWindow_data();
    void bucketsAddUpToWindow();
    void reservationsWaitForNothing();
    void hotSparesShortenReschedule();
    void preloadingShortensResume();
    void autoCheckpointNeedsGrace();
    void failureCostGrowsQuadratically();
    void saturatesInsteadOfGoingNegative();
    void noInterruptions();
    void checkpointOptimaByHand();
    void dalyEfficiencyByHand();
    void invalidInputs_data();
    void invalidInputs();
};

void TestPlanningModel::reducesToSeedFormula()
{
    const gp::GoodputEvaluation e = gp::evaluateGoodput(seedCase());
    // N = Lambda W / (1 + Lambda R) = 0.05 x 720 / (1 + 0.05 x 0.75) = 34.698795...
    QVERIFY(near(e.interruptions, 36.0 / 1.0375));
    // The seed's formula with t_ch = tau / 2 gives 0.9390243902439025 (worked out by hand).
    QVERIFY(near(e.runtime, 0.9390243902439025));
    const auto seed = gp::seedRuntimeGoodput(Duration::hours(720), e.interruptions,
                                             {Duration::minutes(30), Duration::minutes(45), Duration::minutes(15)});
    QVERIFY(near(e.runtime, seed.runtimeGoodput, 1e-12));
    QVERIFY(near(e.scheduling, (720.0 - e.interruptions * 0.25) / 720.0));
    QVERIFY(near(e.mlProductivity, e.scheduling * e.runtime * 0.5, 1e-12));
}

void TestPlanningModel::fullModelByHand()
{
    // 4 nodes, W = 240h, t_wait = 10h, lambda_u = 0.06 and lambda_w = 0.18 per node-day, auto-checkpointing with
    // delta = 30s <= grace 60s, tau = 30m, t_re = 6m, t_rm = 12m + 8 GB / 2 GB/min / 29. Expected values were
    // computed separately from docs/model.md section 3.
    gp::GoodputInputs in;
    in.nodes = 4;
    in.window = Duration::hours(240);
    in.initialWait = Duration::hours(10);
    in.unwarnedPerNodeDay = 0.06;
    in.warnedPerNodeDay = 0.18;
    in.autoCheckpoint = true;
    in.gracePeriod = Duration::seconds(60);
    in.checkpointSave = Duration::seconds(30);
    in.checkpointInterval = Duration::minutes(30);
    in.reschedule = Duration::minutes(6);
    in.restore = Duration::minutes(12);
    in.imageSizeGb = 8;
    in.pullGbPerMinute = 2;
    in.preload = true;
    in.preloadSpeedup = 29;
    in.mfu = 0.5;
    const gp::GoodputEvaluation e = gp::evaluateGoodput(in);
    QVERIFY(near(e.interruptions, 9.090083132694318));
    QVERIFY(near(e.productive, 222.90169119514326));
    QVERIFY(near(e.scheduling, 0.9545457986947107));
    QVERIFY(near(e.runtime, 0.9729832218804533));
    QVERIFY(near(e.mlProductivity, 0.4643785233232151));
    QVERIFY(near(e.hours.lost, 0.5775990323899514));
    QVERIFY(near(e.hours.saves, 3.772788089824717));
    QVERIFY(near(e.warned, e.interruptions * 0.75));
    QVERIFY(near(e.losing, e.interruptions * 0.25));
}

void TestPlanningModel::bucketsAddUpToWindow_data()
{
    QTest::addColumn<double>("intervalHours");
    QTest::addColumn<bool>("autoCheckpoint");
    QTest::newRow("short interval") << 0.1 << false;
    QTest::newRow("hourly") << 1.0 << false;
    QTest::newRow("hourly, auto-checkpoint") << 1.0 << true;
    QTest::newRow("interval beyond the MTBF") << 200.0 << false;
}

void TestPlanningModel::bucketsAddUpToWindow()
{
    QFETCH(double, intervalHours);
    QFETCH(bool, autoCheckpoint);
    gp::GoodputInputs in;
    in.checkpointInterval = Duration::hours(intervalHours);
    in.autoCheckpoint = autoCheckpoint;
    in.initialWait = Duration::hours(5);
    const gp::GoodputEvaluation e = gp::evaluateGoodput(in);
    const gp::Badput& b = e.hours;
    const double sum = b.waiting + b.reschedule + b.resume + b.lost + b.saves + b.program + b.goodput;
    QVERIFY(near(sum, in.window.inHours(), 1e-9));
    for (double v : {b.waiting, b.reschedule, b.resume, b.lost, b.saves, b.program, b.goodput})
        QVERIFY(v >= 0.0 && std::isfinite(v));
    QVERIFY(e.runtime >= 0.0 && e.runtime <= 1.0);
}

void TestPlanningModel::reservationsWaitForNothing()
{
    gp::GoodputInputs in = seedCase();
    in.initialWait = Duration::hours(24);
    in.provisioning = gp::Provisioning::Spot;
    const double spot = gp::evaluateGoodput(in).scheduling;
    in.provisioning = gp::Provisioning::DwsCalendar;
    const double calendar = gp::evaluateGoodput(in).scheduling;
    in.provisioning = gp::Provisioning::Reservation;
    const double reserved = gp::evaluateGoodput(in).scheduling;
    QCOMPARE(calendar, reserved);
    // A day of waiting costs 24/720 of the window, a bit less once fewer interruptions fit in it.
    QVERIFY(calendar - spot > 0.03 && calendar - spot < 24.0 / 720.0 + 1e-9);
}

void TestPlanningModel::hotSparesShortenReschedule()
{
    gp::GoodputInputs in = seedCase();
    in.spareSwap = Duration::minutes(3);
    const gp::ModelParameters without = gp::resolve(in);
    in.hotSpares = 1;
    const gp::ModelParameters with = gp::resolve(in);
    QCOMPARE(without.reschedule, 0.25);
    QCOMPARE(with.reschedule, 0.05);
    QVERIFY(gp::evaluateModel(with).scheduling > gp::evaluateModel(without).scheduling);
}

void TestPlanningModel::preloadingShortensResume()
{
    gp::GoodputInputs in = seedCase();
    in.restore = Duration::minutes(2);
    in.imageSizeGb = 16;
    in.pullGbPerMinute = 1.6; // 10 minutes from the registry
    QVERIFY(near(gp::resolve(in).resume, 12.0 / 60.0));
    in.preload = true; // 29x faster: 10/29 minutes
    QVERIFY(near(gp::resolve(in).resume, (2.0 + 10.0 / 29.0) / 60.0));
}

void TestPlanningModel::autoCheckpointNeedsGrace()
{
    gp::GoodputInputs in = seedCase();
    in.warnedPerNodeDay = 0.5;
    in.checkpointSave = Duration::seconds(45);
    in.autoCheckpoint = true;
    in.gracePeriod = Duration::seconds(30); // the save does not fit the grace period
    const gp::GoodputEvaluation late = gp::evaluateGoodput(in);
    QCOMPARE(late.losing, late.interruptions);
    in.gracePeriod = Duration::seconds(60);
    const gp::GoodputEvaluation saved = gp::evaluateGoodput(in);
    QVERIFY(near(saved.losing, saved.unwarned));
    QVERIFY(saved.runtime > late.runtime);
}

void TestPlanningModel::failureCostGrowsQuadratically()
{
    gp::GoodputInputs in = seedCase();
    in.unwarnedPerNodeDay = 0.001; // rare enough that N stays proportional to n
    in.nodes = 8;
    const double small = gp::evaluateGoodput(in).lostAcceleratorHours;
    in.nodes = 64;
    const double large = gp::evaluateGoodput(in).lostAcceleratorHours;
    // 8x the nodes: 8x the interruptions, each idling 8x the accelerators.
    QVERIFY(large / small > 63.0 && large / small <= 64.0);
}

void TestPlanningModel::saturatesInsteadOfGoingNegative()
{
    gp::GoodputInputs in = seedCase();
    in.nodes = 1000;
    in.unwarnedPerNodeDay = 5; // job MTBF under 20 seconds
    in.checkpointInterval = Duration::hours(10);
    const gp::GoodputEvaluation e = gp::evaluateGoodput(in);
    QVERIFY(e.saturated);
    QCOMPARE(e.productive, 0.0);
    QCOMPARE(e.runtime, 0.0);
    QVERIFY(std::isfinite(e.hours.lost));
}

void TestPlanningModel::noInterruptions()
{
    gp::GoodputInputs in = seedCase();
    in.unwarnedPerNodeDay = 0;
    in.checkpointSave = Duration::minutes(6);
    in.checkpointInterval = Duration::minutes(54);
    const gp::GoodputEvaluation e = gp::evaluateGoodput(in);
    QCOMPARE(e.interruptions, 0.0);
    QVERIFY(near(e.runtime, 0.9)); // only saves: 54 of every 60 minutes
    QVERIFY(std::isinf(e.jobMtbf));
    const gp::CheckpointOptima o = gp::checkpointOptima(gp::resolve(in));
    QVERIFY(!o.defined);
    QVERIFY(std::isinf(o.young));
}

void TestPlanningModel::checkpointOptimaByHand()
{
    // delta = 5m, M = 24h: Young = sqrt(2 x 1/12 x 24) = 2h; Daly = 2 (1 + 1/72 + 1/5184) - 1/12 = 1.94483024691358h.
    QVERIFY(near(gp::youngInterval(1.0 / 12.0, 24.0), 2.0, 1e-12));
    QVERIFY(near(gp::dalyInterval(1.0 / 12.0, 24.0), 1.94483024691358, 1e-12));
    // delta >= 2M: Daly's estimate is M.
    QCOMPARE(gp::dalyInterval(5.0, 2.0), 2.0);
    // Young's waste fraction at tau = 2: 1/24 + (1 + 0.5) / 24.
    QVERIFY(near(gp::youngWasteFraction(2.0, 1.0 / 12.0, 0.5, 24.0), (1.0 / 12.0) / 2.0 + 1.5 / 24.0, 1e-12));
}

void TestPlanningModel::dalyEfficiencyByHand()
{
    // tau = Daly's 1.94483024691358h, delta = 1/12h, R = 1/6h, M = 24h: 0.9126056313785337 (worked separately).
    QVERIFY(near(gp::dalyEfficiency(1.94483024691358, 1.0 / 12.0, 1.0 / 6.0, 24.0), 0.9126056313785337, 1e-12));
    // Without interruptions only the saves cost: tau / (tau + delta).
    QVERIFY(near(gp::dalyEfficiency(1.0, 0.25, 0.0, std::numeric_limits<double>::infinity()), 0.8, 1e-12));
    // Absurd restart: efficiency 0, not NaN.
    QCOMPARE(gp::dalyEfficiency(1.0, 0.1, 1e6, 1.0), 0.0);
}

void TestPlanningModel::invalidInputs_data()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("subject");
    QTest::addColumn<int>("code");
    QTest::newRow("zero nodes") << 0 << "scale.nodes" << int(gp::ErrorCode::OutOfRange);
    QTest::newRow("negative rate") << 1 << "runtime.unwarned_per_node_day" << int(gp::ErrorCode::Negative);
    QTest::newRow("NaN rate") << 2 << "runtime.warned_per_node_day" << int(gp::ErrorCode::NotFinite);
    QTest::newRow("zero interval") << 3 << "runtime.checkpoint_interval" << int(gp::ErrorCode::NotPositive);
    QTest::newRow("MFU above 1") << 4 << "program.mfu" << int(gp::ErrorCode::OutOfRange);
    QTest::newRow("wait fills window") << 5 << "scheduling.initial_wait" << int(gp::ErrorCode::WaitExceedsWindow);
    QTest::newRow("zero pull rate") << 6 << "runtime.pull_gb_per_minute" << int(gp::ErrorCode::NotPositive);
    QTest::newRow("infinite image") << 7 << "runtime.image_size_gb" << int(gp::ErrorCode::NotFinite);
}

void TestPlanningModel::invalidInputs()
{
    QFETCH(int, which);
    QFETCH(QString, subject);
    QFETCH(int, code);
    gp::GoodputInputs in;
    switch (which) {
    case 0: in.nodes = 0; break;
    case 1: in.unwarnedPerNodeDay = -0.1; break;
    case 2: in.warnedPerNodeDay = std::nan(""); break;
    case 3: in.checkpointInterval = Duration::hours(0); break;
    case 4: in.mfu = 1.2; break;
    case 5: in.initialWait = in.window; break;
    case 6: in.pullGbPerMinute = 0; break;
    case 7: in.imageSizeGb = std::numeric_limits<double>::infinity(); break;
    }
    try {
        gp::evaluateGoodput(in);
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(QString::fromStdString(e.subject()), subject);
        QCOMPARE(int(e.code()), code);
    }
}

QTEST_APPLESS_MAIN(TestPlanningModel)
#include "tst_planningmodel.moc"
