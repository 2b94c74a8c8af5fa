// Measured goodput as ml-goodput-measurement computes it. The logs in tests/data/measure write out the library's
// own test scenarios (goodput_test.py: GoodputTest, GoodputDisruptionCompleteRestartTest,
// GoodputDisruptionPartialRestartTest, BadputTest); the expected figures are those its assertions compute, worked
// out here by hand.
#include "Proposals.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "plan/Calibrate.h"
#include "measure/GoodputLog.h"
#include "plan/PlanJson.h"
#include "measure/MeasuredGoodput.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>
#include <string>

Q_DECLARE_METATYPE(std::string)

namespace {

constexpr double kT0 = 1704070800.0; // 2024-01-01T01:00:00Z

gp::GoodputLog read(const char* file)
{
    const std::string path = std::string(GOODPUT_TEST_DATA "/measure/") + file;
    return gp::readGoodputLog(gp::readFileLimited(path, 1 << 20), file);
}

gp::Measurement measure(const char* file, gp::MeasureOptions o = {})
{
    const gp::GoodputLog log = read(file);
    return gp::measureJob(gp::pickJob(log, {}), o);
}

double pct(const gp::Measurement& m, gp::Bucket b)
{
    return m.badputPercent(b);
}

bool near(double a, double b)
{
    return std::abs(a - b) < 0.005; // well within 0.01 percentage points
}

} // namespace

class TestMeasure : public QObject {
    Q_OBJECT
private slots:
    void fiveStepsOfThreeSeconds();
    void timelineLeavesNoBlank();
    void startupBadput();
    void restartFromStepZero();
    void restartFromStepTwo();
    void restartWithStartupBadput();
    void tpuInitTrainingPrepAndSyncDataLoading();
    void asyncDataLoadingIsNotBadput();
    void customBadputInsideSteps();
    void checkpointSavesAndRestores();
    void intervalQuery();
    void rollingWindows();
    void idealStepTimeAndDeviation();
    void stepTimeBandFromWindowsOfSteps();
    void formatsAgree();
    void badLinesAreSkippedAndNamed();
    void outOfOrderAndDuplicates();
    void severalJobs();
    void notALog();
    void isoTimes();
    void calibrationProposesThePlansInputs();
};

void TestMeasure::fiveStepsOfThreeSeconds()
{
    // A 5 s startup, five steps of 3 s, the end 3 s after the last: 15 of 20 s productive.
    const gp::Measurement m = measure("simple.jsonl");
    QCOMPARE(m.totalSeconds, 20.0);
    QCOMPARE(m.productiveSeconds, 15.0);
    QCOMPARE(m.goodputPercent, 75.0);
    QCOMPARE(m.maxProductiveStep, std::int64_t(4));
    QCOMPARE(m.disruptions, 0);
    QVERIFY(near(pct(m, gp::Bucket::Other), 25.0)); // the startup, unrecorded
}

void TestMeasure::timelineLeavesNoBlank()
{
    // The 5 s before the first step are in no bucket the log names: the timeline draws them as a gap, so that every
    // second of the span is some lane's, and the gaps add up to what "Other" counts.
    gp::MeasureOptions o;
    o.timeline = true;
    const gp::Measurement m = measure("simple.jsonl", o);
    QCOMPARE(m.timeline.front().kind, gp::SegmentKind::Gap);
    QCOMPARE(m.timeline.front().start, kT0);
    QCOMPARE(m.timeline.front().end, kT0 + 5);
    for (const char* file : {"simple.jsonl", "restart-from-two.jsonl", "checkpoints.jsonl"}) {
        const gp::Measurement t = measure(file, o);
        double covered = t.start, gaps = 0;
        for (const gp::MeasuredSegment& s : t.timeline) {
            QVERIFY2(s.start <= covered + 1e-6, file);
            covered = std::max(covered, s.end);
            if (s.kind == gp::SegmentKind::Gap)
                gaps += s.end - s.start;
        }
        QVERIFY2(covered >= t.end - 1e-6, file);
        QVERIFY2(near(gaps, t.badputSeconds[std::size_t(gp::Bucket::Other)]), file);
    }
}

void TestMeasure::startupBadput()
{
    // The first step takes 5 s more than the mean of the others: program startup, 5 of 25 s.
    const gp::Measurement m = measure("startup.jsonl");
    QCOMPARE(m.totalSeconds, 25.0);
    QVERIFY(near(m.goodputPercent, 60.0));
    QVERIFY(near(pct(m, gp::Bucket::ProgramStartup), 20.0));
}

void TestMeasure::restartFromStepZero()
{
    // Five steps, a disruption, a restart 8 s after the last step start, three steps from 0 again; queried 38 s
    // after the start. Productive: the two new step intervals, 6 s: 15.789 %. The library counts nothing of a
    // segment that restarts from step 0, neither progress nor wasted progress (docs/model.md section 18).
    gp::MeasureOptions o;
    o.to = kT0 + 38;
    const gp::Measurement m = measure("restart-from-zero.jsonl", o);
    QCOMPARE(m.totalSeconds, 38.0);
    QVERIFY(near(m.goodputPercent, 6.0 / 38.0 * 100));
    QCOMPARE(m.disruptions, 1);
    QVERIFY(near(m.badputSeconds[std::size_t(gp::Bucket::InfrastructureRecovery)], 8.0));
    QCOMPARE(m.badputSeconds[std::size_t(gp::Bucket::WastedProgress)], 0.0);
}

void TestMeasure::restartFromStepTwo()
{
    // Restart from step 2: steps 0 to 2 kept (6 s), steps 2 to 4 lost (6 s wasted), 8 s of recovery, then 6 s more:
    // 12 of 41 s.
    gp::MeasureOptions o;
    o.to = kT0 + 41;
    const gp::Measurement m = measure("restart-from-two.jsonl", o);
    QVERIFY(near(m.goodputPercent, 12.0 / 41.0 * 100));
    QVERIFY(near(m.badputSeconds[std::size_t(gp::Bucket::WastedProgress)], 6.0));
    QVERIFY(near(m.badputSeconds[std::size_t(gp::Bucket::InfrastructureRecovery)], 8.0));
    QVERIFY(!m.ended);
}

void TestMeasure::restartWithStartupBadput()
{
    // The same with 5 s of startup in each segment's first step: still 12 s productive, of 51.
    gp::MeasureOptions o;
    o.to = kT0 + 51;
    const gp::Measurement m = measure("restart-startup.jsonl", o);
    QVERIFY(near(m.goodputPercent, 12.0 / 51.0 * 100));
    QVERIFY(near(m.badputSeconds[std::size_t(gp::Bucket::ProgramStartup)], 10.0));
}

void TestMeasure::tpuInitTrainingPrepAndSyncDataLoading()
{
    // 1 s TPU init, 2 s training prep, 2 s data loading before the first step, of 20 s.
    const gp::Measurement m = measure("sync-data-loading.jsonl");
    QVERIFY(near(pct(m, gp::Bucket::TpuInitialization), 5.0));
    QVERIFY(near(pct(m, gp::Bucket::TrainingPrep), 10.0));
    QVERIFY(near(pct(m, gp::Bucket::DataLoadingSync), 10.0));
    QVERIFY(near(m.goodputPercent, 75.0));
}

void TestMeasure::asyncDataLoadingIsNotBadput()
{
    // Five 2 s loads overlapped with the steps: 10 of 30 s async, reported and not subtracted.
    const gp::Measurement m = measure("async-data-loading.jsonl");
    QVERIFY(near(pct(m, gp::Bucket::DataLoadingAsync), 100.0 / 3.0));
    QVERIFY(near(pct(m, gp::Bucket::DataLoadingSync), 2.0 / 30.0 * 100));
    QVERIFY(near(m.goodputPercent, 25.0 / 30.0 * 100));
    QVERIFY(near(pct(m, gp::Bucket::Other), 0.0));
}

void TestMeasure::customBadputInsideSteps()
{
    // The recorder's badput program: 10 s of 'test_sync' inside steps 0 and 3 (20 of 54 s), subtracted from them;
    // productive 25 s; the four 1 s gaps between recorded activities are OTHER.
    const gp::Measurement m = measure("custom-badput.jsonl");
    QCOMPARE(m.totalSeconds, 54.0);
    QVERIFY(near(m.goodputPercent, 25.0 / 54.0 * 100));
    QVERIFY(near(m.customPercent("TEST_SYNC"), 20.0 / 54.0 * 100));
    QVERIFY(near(pct(m, gp::Bucket::Other), 4.0 / 54.0 * 100));
    QVERIFY(near(pct(m, gp::Bucket::DataLoadingAsync), 10.0 / 54.0 * 100));
}

void TestMeasure::checkpointSavesAndRestores()
{
    // Step 2 saved on two hosts (1.5 s and 2.5 s: a mean of 2 s), step 4 saved locally (1 s), one 4 s restore:
    // 3 s of saves come off the productive 15 s.
    const gp::Measurement m = measure("checkpoints.jsonl");
    QVERIFY(near(m.productiveSeconds, 12.0));
    QVERIFY(near(pct(m, gp::Bucket::CheckpointSave), 15.0));
    QVERIFY(near(pct(m, gp::Bucket::CheckpointRestore), 20.0));
    QVERIFY(near(pct(m, gp::Bucket::Other), 5.0));
    QCOMPARE(m.checkpointSaves, 2.0);
}

void TestMeasure::intervalQuery()
{
    // Entries after 10 s up to 36 s: 25 s from the first (11 s) to the last; the three old steps lost (6 s), 8 s of
    // recovery, 6 s productive: 24 %.
    gp::MeasureOptions o;
    o.from = kT0 + 10;
    o.to = kT0 + 36;
    const gp::Measurement m = measure("restart-from-two.jsonl", o);
    QCOMPARE(m.totalSeconds, 25.0);
    QVERIFY(near(m.goodputPercent, 24.0));
    QVERIFY(near(pct(m, gp::Bucket::WastedProgress), 24.0));
    QVERIFY(near(pct(m, gp::Bucket::InfrastructureRecovery), 32.0));
}

void TestMeasure::rollingWindows()
{
    const gp::GoodputLog log = read("simple.jsonl");
    const auto windows = gp::rollingGoodput(log.jobs.front(), 10, 5);
    QVERIFY(windows.size() >= 3);
    for (const auto& w : windows)
        QVERIFY(w.goodputPercent >= 0 && w.goodputPercent <= 100);
}

void TestMeasure::idealStepTimeAndDeviation()
{
    // Step times 3 s: ideal 3 s, no deviation. With the startup step (8 s): median 3, MAD 0, so 8 s is left out.
    QCOMPARE(*measure("simple.jsonl").idealStepSeconds, 3.0);
    QCOMPARE(measure("simple.jsonl").stepTimeDeviationSeconds, 0.0);
    const gp::Measurement s = measure("startup.jsonl");
    QCOMPARE(*s.idealStepSeconds, 3.0);
    QVERIFY(near(s.stepTimeDeviationSeconds, 5.0 / 4.0)); // the mean |step - 3| over 4 step times
}

void TestMeasure::stepTimeBandFromWindowsOfSteps()
{
    // 61 steps: the first 30 intervals 10 s, the next 30 12 s. Median 11, MAD 1: all kept, the ideal step 11 s.
    // Ten windows of six: five at 10 s, five at 12 s, each 1/11 from the ideal: the band is 1/11.
    const auto logOf = [](const std::vector<double>& intervals) {
        std::string text = "{\"job_name\": \"band\", \"job_start_time\": 1704070800}\n";
        double t = 1704070805;
        for (std::size_t i = 0; i <= intervals.size(); ++i) {
            text += "{\"job_name\": \"band\", \"step_count\": " + std::to_string(i) +
                    ", \"step_start_time\": " + std::to_string(static_cast<long long>(t)) + "}\n";
            if (i < intervals.size())
                t += intervals[i];
        }
        text += "{\"job_name\": \"band\", \"job_end_time\": " + std::to_string(static_cast<long long>(t)) + "}\n";
        return gp::measureJob(gp::pickJob(gp::readGoodputLog(text, "band.jsonl"), {}));
    };
    std::vector<double> intervals(30, 10.0);
    intervals.insert(intervals.end(), 30, 12.0);
    const gp::Measurement m = logOf(intervals);
    QCOMPARE(*m.idealStepSeconds, 11.0);
    QVERIFY(m.stepTimeBand);
    QVERIFY2(near(*m.stepTimeBand, 1.0 / 11.0), qPrintable(QString::number(*m.stepTimeBand)));
    // Steady steps: no spread. Fewer than 30 kept steps: no band to tell.
    QCOMPARE(*logOf(std::vector<double>(40, 10.0)).stepTimeBand, 0.0);
    QVERIFY(!logOf(std::vector<double>(29, 10.0)).stepTimeBand);
    QVERIFY(!measure("simple.jsonl").stepTimeBand);
}

void TestMeasure::formatsAgree()
{
    // The same job as a Cloud Logging export (newest first, ISO times) and as CSV.
    const gp::Measurement cloud = measure("simple-cloud-logging.json");
    QCOMPARE(read("simple-cloud-logging.json").format, std::string("cloud_logging"));
    QVERIFY(near(cloud.goodputPercent, 75.0));
    gp::MeasureOptions o;
    o.to = kT0 + 41;
    const gp::Measurement csv = measure("restart-from-two.csv", o);
    QVERIFY(near(csv.goodputPercent, 12.0 / 41.0 * 100));
}

void TestMeasure::badLinesAreSkippedAndNamed()
{
    const gp::GoodputLog log = read("bad-lines.jsonl");
    QCOMPARE(log.warnings.size(), std::size_t(2));
    QCOMPARE(log.warnings[0].line, 4u);
    QCOMPARE(log.warnings[0].code, gp::LogIssueCode::NotJson);
    QVERIFY(QString::fromStdString(gp::logIssueText(log.warnings[0]).english()).startsWith(QStringLiteral("line 4: ")));
    QCOMPARE(log.warnings[1].line, 6u);
    QVERIFY(near(gp::measureJob(log.jobs.front()).goodputPercent, 75.0));
}

void TestMeasure::outOfOrderAndDuplicates()
{
    const gp::GoodputLog log = read("shuffled-duplicate.jsonl");
    QCOMPARE(log.warnings.size(), std::size_t(2));
    const gp::Measurement m = gp::measureJob(log.jobs.front());
    QVERIFY(near(m.goodputPercent, 75.0)); // the duplicate is not taken for a disruption
    QCOMPARE(m.disruptions, 0);
}

void TestMeasure::severalJobs()
{
    const gp::GoodputLog log = read("two-jobs.jsonl");
    QCOMPARE(log.jobs.size(), std::size_t(2));
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::pickJob(log, {}));
    QVERIFY(near(gp::measureJob(gp::pickJob(log, "job-b")).goodputPercent, 60.0));
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::pickJob(log, "job-c"));
}

void TestMeasure::notALog()
{
    try {
        read("not-a-log.json");
        QFAIL("accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.code(), gp::ErrorCode::NotALog);
    }
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::readGoodputLog("", "empty"));
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::readGoodputLog("just text\nmore text\n", "text"));
}

void TestMeasure::isoTimes()
{
    QCOMPARE(*gp::parseLogTime("2024-01-01T01:00:00Z"), kT0);
    QCOMPARE(*gp::parseLogTime("2024-01-01T03:00:00.5+02:00"), kT0 + 0.5);
    QCOMPARE(*gp::parseLogTime("1704070800"), kT0);
    QVERIFY(!gp::parseLogTime("2024-13-01T00:00:00Z"));
    QVERIFY(!gp::parseLogTime("yesterday"));
}

void TestMeasure::calibrationProposesThePlansInputs()
{
    // The restart from step 2, as of 41 s, on a plan of 2 nodes: one disruption in 41 s on 2 nodes is
    // 1 / (41 / 86400 x 2) = 1053.66 per node-day; 8 s of recovery per disruption; 6 s lost per disruption gives an
    // interval of 2 x 6 - the plan's 60 s save, at least a minute.
    gp::MeasureOptions o;
    o.to = kT0 + 41;
    const gp::Measurement m = measure("restart-from-two.jsonl", o);
    gp::Plan plan;
    plan.goodput.nodes = 2;
    plan.goodput.checkpointSave = gp::Duration::minutes(1);
    const auto proposals = gp::calibrate(m, plan, std::nullopt);
    const auto value = [&proposals](const char* field) { return gptest::proposed(proposals, field); };
    QVERIFY(std::abs(value("runtime.unwarned_per_node_day") - 86400.0 / (41.0 * 2)) < 1e-9);
    QVERIFY(std::abs(value("scheduling.reschedule") - 8.0 / 3600) < 1e-12);
    QVERIFY(std::abs(value("runtime.checkpoint_interval") - 60.0 / 3600) < 1e-12);
    QCOMPARE(value("program.mfu"), -1.0); // no tokens per step: no MFU
    for (const auto& p : proposals)
        QVERIFY(!p.evidence.english().empty());
    // MFU from the ideal step: 3 s for 1e6 tokens on 16 H100 at 7e9 parameters: 1e6 / 3 x 4.2e10 / (16 x 989e12).
    plan.training.accelerator = "h100-80gb";
    plan.goodput.nodes = 2;
    plan.goodput.acceleratorsPerNode = 8;
    const auto withMfu = gp::calibrate(m, plan, 1e6);
    double mfu = -1;
    for (const auto& p : withMfu)
        if (p.field == "program.mfu")
            mfu = p.value;
    QVERIFY(std::abs(mfu - 1e6 / 3.0 * 4.2e10 / (16 * 989e12)) < 1e-9);
    // Accepted as one plan; the baseline rides along in the plan file.
    gp::Plan fitted = gp::applyCalibration(plan, {proposals[1]});
    QVERIFY(std::abs(fitted.goodput.reschedule.inHours() - 8.0 / 3600) < 1e-12);
    fitted.measured = gp::baselineOf(m, "restart-from-two.jsonl");
    const gp::Plan back = gp::planFromText(gp::planToJson(fitted).dump(), "memory");
    QVERIFY(back.measured);
    QCOMPARE(back.measured->disruptions, 1);
    QCOMPARE(back.measured->totalSeconds, 41.0);
    QCOMPARE(back.measured->badputSeconds[std::size_t(gp::Bucket::WastedProgress)], 6.0);
}

QTEST_APPLESS_MAIN(TestMeasure)
#include "tst_measure.moc"
