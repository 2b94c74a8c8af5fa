// The step model's held-out error as the risk draws it (docs/model.md sections 23 and 24). The expected figures
// are worked by hand from the 54 ratios of the held-out table, not from the code under test.

#include "goodput/DeadlineRisk.h"
#include "goodput/PlanningModel.h"
#include "performance/ModelError.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <map>

class TestModelError : public QObject {
    Q_OBJECT
private slots:
    void theSpreadIsTheTables();
    void anyRunsInARowTakeEachRatioOnce();
    void theRiskDrawsTheStepTimeFromTheTable();
};

void TestModelError::theSpreadIsTheTables()
{
    // |ratio - 1| sorted, ranks from zero: the median at rank 26.5, between 0.058 (0.942) and 0.062 (0.938): 0.060;
    // the 90th percentile at rank 47.7, between 0.186 (0.814) and 0.200 (0.800): 0.1958.
    const gp::ModelErrorSpread s = gp::heldOutSpread();
    QCOMPARE(s.runs, 54);
    QVERIFY(std::abs(s.median - 0.060) < 1e-9);
    QVERIFY(std::abs(s.p90 - 0.1958) < 1e-9);
    QCOMPARE(gp::heldOutErrorBand(), 0.06);
    QVERIFY(std::is_sorted(gp::heldOutStepRatios().begin(), gp::heldOutStepRatios().end()));
}

void TestModelError::anyRunsInARowTakeEachRatioOnce()
{
    const auto table = gp::heldOutStepRatios();
    for (std::uint64_t seed : {1ULL, 7ULL, 123456789ULL})
        for (int first : {0, 13, 500}) {
            std::map<double, int> seen;
            for (int i = first; i < first + 54; ++i)
                ++seen[gp::stepRatioForRun(table, seed, i)];
            std::map<double, int> expected;
            for (double r : table)
                ++expected[r];
            QCOMPARE(seen, expected);
        }
    QCOMPARE(gp::stepRatioForRun({}, 1, 5), 1.0);
}

void TestModelError::theRiskDrawsTheStepTimeFromTheTable()
{
    // A job no interruption reaches: every run keeps the same productive hours P by the deadline, so whether a run
    // finishes in time is decided by its ratio alone. With work P x 0.9995, a run is in time when its ratio is at
    // most about 1.0005: 29 of the 54 (up to 0.993). 540 runs take each ratio ten times.
    gp::GoodputInputs in;
    in.nodes = 4;
    in.unwarnedPerNodeDay = 0;
    in.warnedPerNodeDay = 0;
    in.provisioning = gp::Provisioning::OnDemand;
    in.initialWait = gp::Duration::hours(0);
    in.checkpointInterval = gp::Duration::hours(1);
    in.checkpointSave = gp::Duration::minutes(1);
    const double deadline = 100;
    in.window = gp::Duration::hours(deadline);
    gp::SimulationOptions o;
    o.runs = 540;
    o.seed = 5;
    const double share = 0.9;
    // Without the table every run finishes at D + (1 - P) / share for a work of one hour: P from that.
    const gp::DeadlineRisk alone = gp::deadlineRisk(gp::resolve(in), 1.0, deadline, 0, share, o);
    QCOMPARE(alone.wallHoursP50, alone.wallHoursP90);
    const double P = 1.0 - (alone.wallHoursP50 - deadline) * share;
    QVERIFY2(P > 90 && P < 100, qPrintable(QString::number(P)));
    const double work = P * 0.9995;
    const gp::DeadlineRisk r =
        gp::deadlineRisk(gp::resolve(in), work, deadline, 0, share, o, {}, gp::heldOutStepRatios());
    QCOMPARE(r.runs, 540);
    QVERIFY2(std::abs(r.probability - 29.0 / 54.0) < 1e-12, qPrintable(QString::number(r.probability)));
    // The median is the 270th of 540 finishing times, the 27th ratio (0.985); the 90th percentile the 486th, the
    // 49th ratio (1.126): finish = D + (work x ratio - P) / share.
    QVERIFY(std::abs(r.wallHoursP50 - (deadline + (work * 0.985 - P) / share)) < 1e-6);
    QVERIFY(std::abs(r.wallHoursP90 - (deadline + (work * 1.126 - P) / share)) < 1e-6);
}

QTEST_APPLESS_MAIN(TestModelError)
#include "tst_modelerror.moc"
