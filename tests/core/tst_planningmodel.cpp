#include "goodput/Checkpoint.h"
#include "goodput/GoodputInputs.h"
#include "goodput/PlanningModel.h"
#include "goodput/RuntimeGoodput.h"
#include "goodput/SparePool.h"
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
    in.failuresDuringRecovery = false; // the guide's formula: recovery is never interrupted
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
    void exactLossPerInterruption();
    void longRunByRenewalReward();
    void intervalBeyondTheWindow();
    void workOverWallTimeIsDalysEfficiency();
    void spareShortfallByHand();
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
    // With delta = 0 and no wait, the model's buckets are the guide's formula with t_ch the expected loss per
    // interruption: RG = (W - N (t_rm + t_ch) - N t_re) / (W - N t_re).
    const gp::GoodputEvaluation e = gp::evaluateGoodput(seedCase());
    const double n = e.interruptions;
    const auto seed = gp::seedRuntimeGoodput(Duration::hours(720), n,
                                             {Duration::hours(e.hours.resume / n), Duration::hours(e.hours.lost / n),
                                              Duration::hours(e.hours.reschedule / n)});
    QVERIFY(near(e.runtime, seed.runtimeGoodput, 1e-9));
    QVERIFY(near(e.scheduling, (720.0 - e.hours.reschedule) / 720.0, 1e-9));
    // Each interruption reschedules for 15 minutes, unless the window ends first.
    QVERIFY(e.hours.reschedule <= n * 0.25 + 1e-9 && e.hours.reschedule > n * 0.25 - 0.25);
    QVERIFY(near(e.mlProductivity, e.scheduling * e.runtime * 0.5, 1e-12));
    // About W / (1/Lambda + R) = 720 / 20.75 = 34.70 interruptions; fewer lose a whole mean gap near the end.
    QVERIFY(e.interruptions > 34.0 && e.interruptions < 35.5);
}

void TestPlanningModel::exactLossPerInterruption()
{
    // Poisson interruptions at Lambda = 0.05/h, segments c = 1.5h: E[X mod c] = 1/Lambda - c / (e^(Lambda c) - 1)
    // = 20 - 1.5 / 0.0778841509 = 0.740590 h, not the first-order c/2 = 0.75 h. A long window (three years) makes
    // the end of the window negligible; N / W tends to 1 / (1/Lambda + R) = 1 / 20.75.
    gp::GoodputInputs in = seedCase();
    in.window = Duration::days(1095);
    const gp::GoodputEvaluation e = gp::evaluateGoodput(in);
    QVERIFY2(near(e.hours.lost / e.interruptions, 0.740590, 2e-4), qPrintable(QString::number(e.hours.lost / e.interruptions, 'g', 8)));
    QVERIFY(near(e.interruptions / (1095 * 24.0), 1.0 / 20.75, 2e-5));
}

void TestPlanningModel::longRunByRenewalReward()
{
    // 4 nodes, lambda_f = 0.06 and lambda_m = 0.18 per node-day (Lambda = 0.04/h), maintenance saved on SIGTERM
    // (delta = 30s <= grace 60s), tau = 30m, t_re = 6m for both, t_rm = 12m + 8 GB / 2 GB/min / 29, failures
    // during recovery on, a window of 1,000 days. Renewal-reward over one cycle, worked out separately: each
    // recovery takes e^(Lambda R) attempts, reschedule e^(Lambda t_rm)(e^(Lambda t_re) - 1)/Lambda and resume
    // (e^(Lambda t_rm) - 1)/Lambda; a mean cycle of 25.31038 h; SG 0.996009, RG 0.973086, P/W 0.969202.
    gp::GoodputInputs in;
    in.nodes = 4;
    in.window = Duration::days(1000);
    in.unwarnedPerNodeDay = 0.06;
    in.warnedPerNodeDay = 0.18;
    in.autoCheckpoint = true;
    in.gracePeriod = Duration::seconds(60);
    in.checkpointSave = Duration::seconds(30);
    in.checkpointInterval = Duration::minutes(30);
    in.reschedule = Duration::minutes(6);
    in.maintenanceReschedule = Duration::minutes(6);
    in.restore = Duration::minutes(12);
    in.imageSizeGb = 8;
    in.pullGbPerMinute = 2;
    in.preload = true;
    in.preloadSpeedup = 29;
    in.failuresDuringRecovery = true;
    in.mfu = 0.5;
    const gp::GoodputEvaluation e = gp::evaluateGoodput(in);
    QVERIFY2(near(e.scheduling, 0.996009, 2e-4), qPrintable(QString::number(e.scheduling, 'g', 8)));
    QVERIFY2(near(e.runtime, 0.973086, 5e-4), qPrintable(QString::number(e.runtime, 'g', 8)));
    QVERIFY(near(e.productive / 24000.0, 0.969202, 5e-4));
    QVERIFY(near(e.hours.lost / 24000.0, 0.0025045, 5e-5));
    QVERIFY(near(e.warned, e.interruptions * 0.75, 1e-6 * e.interruptions));
    QVERIFY(e.duringRecovery > 0.0 && e.duringRecovery < 0.02 * e.interruptions);
}

void TestPlanningModel::intervalBeyondTheWindow()
{
    // One node failing at Lambda = 0.002/h, nothing to recover, a checkpoint interval (1,000 h) longer than the
    // 720 h window: no checkpoint ever completes, so only the stretch since the last interruption is kept. The
    // window is a Poisson process and that stretch has mean (1 - e^(-Lambda W)) / Lambda = 381.536 h: runtime
    // goodput 0.529911. The first-order model said 1 - N c / 2 / W, far below zero, clamped to 0.
    gp::GoodputInputs in = seedCase();
    in.nodes = 1;
    in.unwarnedPerNodeDay = 0.048;
    in.reschedule = Duration();
    in.restore = Duration();
    in.checkpointInterval = Duration::hours(720);
    in.checkpointSave = Duration::seconds(36);
    in.window = Duration::hours(720);
    QVERIFY_THROWS_NO_EXCEPTION(gp::evaluateGoodput(in));
    in.checkpointInterval = Duration::days(30); // the range's top, beyond the window
    in.window = Duration::hours(720);
    const gp::GoodputEvaluation e = gp::evaluateGoodput(in);
    QVERIFY2(near(e.runtime, 0.529911, 1e-3), qPrintable(QString::number(e.runtime, 'g', 8)));
    QVERIFY(!e.saturated);
}

void TestPlanningModel::workOverWallTimeIsDalysEfficiency()
{
    // Daly's complete model assumes exactly this process: failures during recovery, one class, R = t_re + t_rm.
    // One node at one failure a day (M = 24 h), delta = 5m, tau = 2h, R = 6m + 4m, 26,000 h: work over wall time
    // tends to tau / (M e^(R/M) (e^((tau + delta)/M) - 1)) = 0.912577 (Daly 2006, worked out by hand).
    gp::GoodputInputs in = seedCase();
    in.nodes = 1;
    in.unwarnedPerNodeDay = 1.0;
    in.checkpointInterval = Duration::hours(2);
    in.checkpointSave = Duration::minutes(5);
    in.reschedule = Duration::minutes(6);
    in.restore = Duration::minutes(4);
    in.window = Duration::hours(26000);
    in.failuresDuringRecovery = true;
    const gp::GoodputEvaluation e = gp::evaluateGoodput(in);
    QVERIFY2(near(e.productive / 26000.0, 0.912577, 5e-4), qPrintable(QString::number(e.productive / 26000.0, 'g', 8)));
    QVERIFY(near(e.productive / 26000.0, gp::dalyEfficiency(2.0, 5.0 / 60, 10.0 / 60, 24.0), 5e-4));
}

void TestPlanningModel::spareShortfallByHand()
{
    // k = 2 spares, requests at 0.1/h, repair 10 h (a = 1), a 1,000 h window: P(Poisson(1) >= 2) = 1 - 2/e =
    // 0.264241; E[(X - 2)^+] = a P(X >= 2) - 2 P(X >= 3) = 0.103638; the share of requests that find no spare is
    // (0.103638 / 0.1 + 990 x 0.264241) / 1000 = 0.262635.
    QVERIFY(near(gp::poissonAtLeast(2, 1.0), 1.0 - 2.0 / std::exp(1.0), 1e-12));
    QVERIFY(near(gp::poissonExcess(2, 1.0), 0.1036383235, 1e-9));
    QVERIFY(near(gp::spareShortfall(2, 0.1, 10.0, 1000.0), 0.2626350, 1e-6));
    QCOMPARE(gp::spareShortfall(0, 0.1, 10.0, 1000.0), 1.0);
    QCOMPARE(gp::spareShortfall(4, 0.0, 10.0, 1000.0), 0.0);
    // A window shorter than the repair: the pool only drains. nu w = 2: E[(X - 2)^+] / 2 with X ~ Poisson(2).
    const double p2 = 1.0 - 3.0 * std::exp(-2.0), p3 = 1.0 - 5.0 * std::exp(-2.0);
    QVERIFY(near(gp::spareShortfall(2, 0.2, 20.0, 10.0), (2.0 * p2 - 2.0 * p3) / 2.0, 1e-9));
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
    in.provisioning = gp::Provisioning::OnDemand;
    const double onDemand = gp::evaluateGoodput(in).scheduling;
    in.provisioning = gp::Provisioning::DwsCalendar;
    const double calendar = gp::evaluateGoodput(in).scheduling;
    in.provisioning = gp::Provisioning::Reservation;
    const double reserved = gp::evaluateGoodput(in).scheduling;
    QCOMPARE(calendar, reserved);
    // A day of waiting costs 24/720 of the window, a bit less once fewer interruptions fit in it.
    QVERIFY(calendar - onDemand > 0.03 && calendar - onDemand < 24.0 / 720.0 + 1e-9);
    // Spot adds its preemptions, with their own reschedule time: the same plan loses more on Spot.
    in.provisioning = gp::Provisioning::Spot;
    in.spotPerNodeDay = 0.1;
    const gp::GoodputEvaluation spot = gp::evaluateGoodput(in);
    QVERIFY(spot.scheduling < onDemand);
    QVERIFY(spot.byClass[2] > 0.0);
    in.provisioning = gp::Provisioning::Reservation;
    QCOMPARE(gp::evaluateGoodput(in).byClass[2], 0.0); // a reservation has no Spot preemptions
}

void TestPlanningModel::hotSparesShortenReschedule()
{
    gp::GoodputInputs in = seedCase();
    in.spareSwap = Duration::minutes(3);
    in.spareRepair = Duration::hours(2);
    const gp::GoodputEvaluation without = gp::evaluateGoodput(in);
    QCOMPARE(without.spareShortfall, 1.0);
    in.hotSpares = 1;
    const gp::GoodputEvaluation one = gp::evaluateGoodput(in);
    in.hotSpares = 4;
    const gp::GoodputEvaluation four = gp::evaluateGoodput(in);
    // One failure every ~20 h and a 2 h repair: one spare is free about 90 % of the time, four almost always.
    QVERIFY(one.spareShortfall > 0.05 && one.spareShortfall < 0.15);
    QVERIFY(four.spareShortfall < 1e-3);
    QVERIFY(one.scheduling > without.scheduling);
    QVERIFY(four.scheduling > one.scheduling);
    // A pool that cannot keep up (repair of 10 days) helps little: the spares are soon all in repair.
    in.spareRepair = Duration::days(10);
    in.hotSpares = 1;
    QVERIFY(gp::evaluateGoodput(in).spareShortfall > 0.8);
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
    QVERIFY(e.productive >= 0.0 && e.productive < 0.01 * 720);
    QVERIFY(e.runtime >= 0.0 && e.runtime < 0.05);
    for (double v : {e.hours.lost, e.hours.saves, e.hours.reschedule, e.hours.resume, e.runtime, e.scheduling})
        QVERIFY(std::isfinite(v));
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
