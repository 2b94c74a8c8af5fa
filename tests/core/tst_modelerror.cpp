// The step model's held-out error as the risk draws it (docs/model.md sections 23 and 24). The expected figures
// are worked by hand from the 53 ratios of the held-out table, not from the code under test.

#include "goodput/DeadlineRisk.h"
#include "goodput/PlanningModel.h"
#include "performance/ModelError.h"
#include "search/Optimize.h"
#include "plan/PlanFile.h"
#include "plan/Validate.h"
#include "io/Error.h"

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
    void aMeasuredBandIsDrawnAroundTheMeasurement();
    void aMeasuredThroughputCarriesItsOwnBand();
};

void TestModelError::theSpreadIsTheTables()
{
    // |ratio - 1| sorted, ranks from zero: the median at rank 26, 0.058 (0.942, twice, at ranks 25 and 26);
    // the 90th percentile at rank 46.8, between 0.174 (1.174) and 0.186 (0.814): 0.1836.
    const gp::ModelErrorSpread s = gp::heldOutSpread();
    QCOMPARE(s.runs, 53);
    QVERIFY(std::abs(s.median - 0.058) < 1e-9);
    QVERIFY(std::abs(s.p90 - 0.1836) < 1e-9);
    QCOMPARE(gp::heldOutErrorBand(), 0.06);
    QVERIFY(std::is_sorted(gp::heldOutStepRatios().begin(), gp::heldOutStepRatios().end()));
}

void TestModelError::anyRunsInARowTakeEachRatioOnce()
{
    const auto table = gp::heldOutStepRatios();
    for (std::uint64_t seed : {1ULL, 7ULL, 123456789ULL})
        for (int first : {0, 13, 500}) {
            std::map<double, int> seen;
            for (int i = first; i < first + 53; ++i)
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
    // most about 1.0005: 30 of the 53 (up to 0.989). 530 runs take each ratio ten times.
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
    o.runs = 530;
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
    QCOMPARE(r.runs, 530);
    QVERIFY2(std::abs(r.probability - 30.0 / 53.0) < 1e-12, qPrintable(QString::number(r.probability)));
    // The median is the 265th of 530 finishing times, the 27th ratio (0.971); the 90th percentile the 477th, the
    // 48th ratio (1.093): finish = D + (work x ratio - P) / share.
    QVERIFY(std::abs(r.wallHoursP50 - (deadline + (work * 0.971 - P) / share)) < 1e-6);
    QVERIFY(std::abs(r.wallHoursP90 - (deadline + (work * 1.093 - P) / share)) < 1e-6);
}

void TestModelError::aMeasuredBandIsDrawnAroundTheMeasurement()
{
    // A band of 0.05: sigma = 0.05 / 0.6744898 (the standard normal's median |z|) = 0.0741301; the 20 quantiles at
    // (i + 1/2) / 20 run from 1 - 1.959964 sigma = 0.854708 to 1 + 1.959964 sigma = 1.145292 and pair about 1.
    const std::vector<double> r = gp::measuredStepRatios(0.05);
    QCOMPARE(r.size(), std::size_t(20));
    QVERIFY(std::is_sorted(r.begin(), r.end()));
    QVERIFY(std::abs(r.front() - 0.854708) < 1e-6);
    QVERIFY(std::abs(r.back() - 1.145292) < 1e-6);
    for (std::size_t i = 0; i < 10; ++i)
        QVERIFY(std::abs(r[i] + r[19 - i] - 2.0) < 1e-12);
    // Its median |r - 1| lies between the 10th and 11th, sigma (0.5977601 + 0.7554150) / 2 = 0.0501555.
    std::vector<double> off;
    for (double x : r)
        off.push_back(std::abs(x - 1.0));
    std::sort(off.begin(), off.end());
    QVERIFY(std::abs((off[9] + off[10]) / 2 - 0.0501555) < 1e-6);
    QVERIFY(gp::measuredStepRatios(0).empty());
    // In the risk, a job no interruption reaches with work P: the ten ratios below 1 finish in time, and the p90
    // is the 180th of 200 finishing times, in the 18th ratio's ten (the 171st to the 180th): 1 + 1.1503494 sigma
    // = 1.085275.
    gp::GoodputInputs in;
    in.nodes = 4;
    in.unwarnedPerNodeDay = 0;
    in.warnedPerNodeDay = 0;
    in.provisioning = gp::Provisioning::OnDemand;
    in.initialWait = gp::Duration::hours(0);
    in.checkpointInterval = gp::Duration::hours(1);
    in.checkpointSave = gp::Duration::minutes(1);
    const double deadline = 100, share = 0.9;
    in.window = gp::Duration::hours(deadline);
    gp::SimulationOptions o;
    o.runs = 200;
    o.seed = 3;
    const gp::DeadlineRisk alone = gp::deadlineRisk(gp::resolve(in), 1.0, deadline, 0, share, o);
    const double P = 1.0 - (alone.wallHoursP50 - deadline) * share;
    const gp::DeadlineRisk risk = gp::deadlineRisk(gp::resolve(in), P, deadline, 0, share, o, {}, r);
    QVERIFY2(std::abs(risk.probability - 0.5) < 1e-12, qPrintable(QString::number(risk.probability)));
    QVERIFY(std::abs(risk.wallHoursP90 - (deadline + (P * 1.085275 - P) / share)) < 1e-4);
}

void TestModelError::aMeasuredThroughputCarriesItsOwnBand()
{
    // The example plan with a throughput measured on its own accelerator: the MFU is the measurement's, its band
    // the measurement's own (MFU x 0.05, not the model's 0.06), and the risk draws around it, so the p90 is later.
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.training.measuredTokensPerSecond = 2.0e5;
    plan.training.programSource = gp::ProgramSource::Measured;
    const gp::OptimizeResult steady = gp::optimize(plan);
    QVERIFY(steady.yours);
    QCOMPARE(steady.yours->estimate.mfuSource, gp::MfuSource::Measured);
    QCOMPARE(steady.yours->estimate.mfuBand, 0.0);
    plan.training.measuredBand = 0.05;
    gp::validate(plan);
    const gp::OptimizeResult banded = gp::optimize(plan);
    QVERIFY(banded.yours && banded.yours->risk && steady.yours->risk);
    const gp::CostEstimate& e = banded.yours->estimate;
    QVERIFY(std::abs(e.mfuBand - e.mfu * 0.05) < 1e-12);
    QVERIFY2(banded.yours->risk->wallHoursP90 > steady.yours->risk->wallHoursP90 * 1.02,
             qPrintable(QStringLiteral("%1 against %2")
                            .arg(banded.yours->risk->wallHoursP90)
                            .arg(steady.yours->risk->wallHoursP90)));
    // A band beyond half is refused, naming the field.
    plan.training.measuredBand = 0.7;
    try {
        gp::validate(plan);
        QFAIL("a band of 0.7 was taken");
    } catch (const gp::Error& err) {
        QCOMPARE(QString::fromStdString(err.subject()), QStringLiteral("training.measured_tokens_per_second_band"));
    }
}

QTEST_APPLESS_MAIN(TestModelError)
#include "tst_modelerror.moc"
