// The figures the Measured view, the calibration, the MFU calculator and the proposal's summary show, computed by
// the core where those widgets computed them: a job measured with its rolling windows and the sum of an elastic
// job's shares, the plan's share in productive steps, the calibrated plan, the MFU from a throughput, and the
// summary's run. Expected figures come from the published or hand calculations beside them.
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "measure/GoodputLog.h"
#include "measure/MeasuredJob.h"
#include "plan/CalibratedPlan.h"
#include "plan/MeasuredBesidePlan.h"
#include "plan/MfuFromThroughput.h"
#include "plan/PlanFile.h"
#include "plan/RunSummary.h"

#include <QTest>

#include <cmath>
#include <string>

namespace {

gp::JobLog elasticJob()
{
    // 84 s on four slices, one lost and regained (tests/data/measure/elastic.jsonl, described in tst_measureelastic).
    const std::string text = gp::readFileLimited(std::string(GOODPUT_TEST_DATA "/measure/elastic.jsonl"), 1 << 20);
    return gp::pickJob(gp::readGoodputLog(text, "elastic.jsonl"), {});
}

gp::Plan example()
{
    return gp::readPlanFile(GOODPUT_EXAMPLE_PLAN).plan;
}

bool near(double a, double b, double tolerance)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

class TestViewFigures : public QObject {
    Q_OBJECT
private slots:
    void aJobIsMeasuredWithItsRollingWindows();
    void anElasticJobsSharesAddUpToMoreThanTheWhole();
    void thePlanPredictsItsProductiveStepsWithTheStragglers();
    void calibrationLeavesOutOnlyTheRefusedValue();
    void anUnconfirmedDoubtfulMeasurementProposesNothing();
    void mfuFromPalmsThroughput();
    void mfuNeedsAnAcceleratorAndAThroughput();
    void theSummarysRunAddsUp();
};

void TestViewFigures::aJobIsMeasuredWithItsRollingWindows()
{
    const gp::MeasuredJob j = gp::measuredJob(elasticJob());
    QCOMPARE(j.measurement.totalSeconds, 84.0);
    QVERIFY(!j.measurement.timeline.empty()); // the timeline the view draws is measured
    // Windows of a twentieth of the span (4.2 s) stepping by half of one (2.1 s); each window's goodput is measured
    // over the entries inside it, so none is wider.
    const std::vector<gp::WindowGoodput> expected = gp::rollingGoodput(elasticJob(), 4.2, 2.1);
    QCOMPARE(j.rolling.size(), expected.size());
    QVERIFY(j.rolling.size() >= 10);
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(j.rolling[i].start, expected[i].start);
        QCOMPARE(j.rolling[i].goodputPercent, expected[i].goodputPercent);
        QVERIFY(j.rolling[i].end - j.rolling[i].start <= 4.2);
    }
}

void TestViewFigures::anElasticJobsSharesAddUpToMoreThanTheWhole()
{
    const gp::MeasuredJob j = gp::measuredJob(elasticJob());
    // 64 s productive + waits 10 + 4 + re-initialization 15 + initialization 10 + preparation 5 = 108 s of 84.
    QVERIFY(j.sharesSum);
    QVERIFY(near(*j.sharesSum, 108.0 / 84.0, 1e-9));
    gp::Measurement plain = j.measurement;
    plain.elasticSliceDowns = plain.elasticScaleUps = plain.elasticReinitializations = 0;
    QVERIFY(!gp::elasticSharesSum(plain)); // not an elastic job: nothing to say
    gp::Measurement whole = j.measurement;
    whole.productiveSeconds = 84.0 - 44.0; // the shares add up to the whole
    QVERIFY(!gp::elasticSharesSum(whole));
}

void TestViewFigures::thePlanPredictsItsProductiveStepsWithTheStragglers()
{
    gp::Plan plan = example();
    plan.goodput.stragglerPerNodeDay = 0.05;
    const gp::Evaluation ev = gp::evaluate(plan);
    QVERIFY(ev.goodput.hours.straggler > 0);
    // Scheduling goodput x runtime goodput, as the summary's sentence says, and the comparison's "Productive" bar.
    const double share = gp::plannedProductiveShare(ev);
    QVERIFY2(near(share, ev.goodput.scheduling * ev.goodput.runtime, 1e-12), qPrintable(QString::number(share)));
    const gp::PlanComparison c = gp::compareWithPlan(gp::MeasuredBaseline{}, &ev.goodput, ev.parameters.window);
    QVERIFY(near(share * 100.0, (*c.planned)[0], 1e-9));
}

void TestViewFigures::calibrationLeavesOutOnlyTheRefusedValue()
{
    const gp::Plan plan = example();
    const double mfu = plan.goodput.mfu;
    const std::vector<gp::CalibrationProposal> accepted{{"program.mfu", 3.0, mfu, {}}, // above 1: refused
                                                         {"scheduling.reschedule", 0.75, 0, {}}};
    const gp::Plan fitted = gp::calibratedPlan(plan, accepted);
    QCOMPARE(fitted.goodput.mfu, mfu);
    QCOMPARE(fitted.goodput.reschedule.inHours(), 0.75);
    QCOMPARE(gp::calibratedPlan(plan, {}).goodput.reschedule, plan.goodput.reschedule);
}

void TestViewFigures::anUnconfirmedDoubtfulMeasurementProposesNothing()
{
    const gp::Plan plan = example();
    gp::Measurement m = gp::measuredJob(elasticJob()).measurement;
    const auto proposed = gp::calibrationProposals(m, plan, 0, gp::DoubtfulValues::Refuse);
    QVERIFY(!proposed.empty());
    bool detection = false;
    for (const gp::CalibrationProposal& p : proposed)
        if (p.field == "runtime.in_job_detection")
            detection = near(p.value, 10.0 / 3600.0, 1e-12); // one wait of 10 s after the lost slice
    QVERIFY(detection);
    m.doubtCount = 1;
    QVERIFY(gp::calibrationProposals(m, plan, 0, gp::DoubtfulValues::Refuse).empty());
    QCOMPARE(gp::calibrationProposals(m, plan, 0, gp::DoubtfulValues::Confirmed).size(), proposed.size());
}

void TestViewFigures::mfuFromPalmsThroughput()
{
    // PaLM 540B on 6144 TPU v4 chips (275 TFLOP/s) at 238.3k tokens/s: the paper reports 46.2 % MFU.
    gp::Accelerator v4;
    v4.peakBf16Tflops = 275;
    gp::MeasuredThroughput in;
    in.parameters = 540e9;
    in.shape = gp::ModelShape{118, 48, 256, 2048};
    in.tokensPerSecond = 238.3e3;
    in.chips = 6144;
    in.accelerator = &v4;
    const auto f = gp::mfuFromThroughput(in);
    QVERIFY(f);
    QCOMPARE(f->flopsPerToken, 3275634806784.0); // 6 x 540e9 + 12 x 118 x 48 x 256 x 2048
    QVERIFY(near(f->mfu, 0.462, 0.0005));
    QCOMPARE(f->published.size(), std::size_t(4));
    QCOMPARE(f->published[0].model, std::string("GPT-3 (175B)"));
    QVERIFY(near(f->published[0].points, 24.9, 0.05)); // 46.2 - 21.3
    QVERIFY(f->published[0].above);
    QVERIFY(near(f->published[3].points, 0.0, 0.05)); // PaLM's own
    // FP8 at twice the peak halves it; a card without FP8 falls back to its 16-bit peak.
    in.precision = gp::Precision::Fp8;
    QVERIFY(near(gp::mfuFromThroughput(in)->mfu, f->mfu, 1e-12));
    v4.peakFp8Tflops = 550;
    const auto fp8 = gp::mfuFromThroughput(in);
    QVERIFY(near(fp8->mfu, f->mfu / 2, 1e-12));
    QVERIFY(!fp8->published[1].above); // 23.1 % is below Gopher's 32.5 %
}

void TestViewFigures::mfuNeedsAnAcceleratorAndAThroughput()
{
    gp::Accelerator a;
    a.peakBf16Tflops = 989;
    gp::MeasuredThroughput in;
    in.parameters = 7e9;
    in.chips = 8;
    QVERIFY(!gp::mfuFromThroughput(in)); // no accelerator, no throughput
    in.accelerator = &a;
    QVERIFY(!gp::mfuFromThroughput(in)); // no throughput
    in.tokensPerSecond = 1e9; // 4.2e19 FLOP/s of 7.9e15: impossible
    try {
        gp::mfuFromThroughput(in);
        QFAIL("an MFU above 1 was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::ImpossibleUtilization);
    }
}

void TestViewFigures::theSummarysRunAddsUp()
{
    gp::Plan plan = example();
    plan.goodput.checkpointStateGb = 200;
    plan.goodput.retainedCheckpoints = 3;
    const gp::RunSummary s = gp::runSummary(gp::evaluate(plan));
    QCOMPARE(s.accelerators, 128); // the example's 16 nodes of 8
    QVERIFY(s.priced);
    const gp::RunSummary::Priced& run = *s.priced;
    QVERIFY(run.meetsDeadline);
    QCOMPARE(run.daysLate, 0.0);
    // The storage line's figures multiply out to its cost: checkpoints x GB x price x the months the run lasts.
    QVERIFY(run.storageCost > 0);
    const gp::Evaluation evaluated = gp::evaluate(plan); // the estimate below lives in it
    const gp::CostEstimate& chosen = *evaluated.selectedEstimate();
    const double months = chosen.runningDays * 24.0 / (365.2425 * 24.0 / 12.0);
    QVERIFY(near(run.retainedCheckpoints * run.checkpointGb * run.storagePerGbMonth * months, run.storageCost,
                 1e-9 * run.storageCost));
    // Two days short of its wall time: missed by two days.
    plan.training.deadline = gp::Duration::hours((run.days - 2.0) * 24.0);
    const gp::RunSummary late = gp::runSummary(gp::evaluate(plan));
    QVERIFY(late.priced && !late.priced->meetsDeadline);
    QVERIFY2(near(late.priced->daysLate, 2.0, 0.05), qPrintable(QString::number(late.priced->daysLate)));
}

QTEST_APPLESS_MAIN(TestViewFigures)
#include "tst_viewfigures.moc"
