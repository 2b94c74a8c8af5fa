// An elastic job's log as ml-goodput-measurement 0.2.3 measures it (ElasticGoodputCalculator, goodput_elastic.py).
// tests/data/measure/elastic.jsonl: a job of 84 s on four slices that loses one (a wait of 10 s after it, a
// re-initialization of 15 s holding 6 s of accelerator initialization and 4 s of preparation), runs on three, and
// scales back up (a wait of 4 s). The expected figures are the library's own, printed by its calculator run on
// this very file, and agree with the hand calculations beside them.
#include "Proposals.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "measure/GoodputLog.h"
#include "measure/MeasuredGoodput.h"
#include "plan/Calibrate.h"
#include "plan/PlanJson.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>
#include <string>

namespace {

constexpr double kT0 = 1704070800.0;

gp::GoodputLog readText(const std::string& text)
{
    return gp::readGoodputLog(text, "elastic.jsonl");
}

gp::GoodputLog read()
{
    return readText(gp::readFileLimited(std::string(GOODPUT_TEST_DATA "/measure/elastic.jsonl"), 1 << 20));
}

double seconds(const gp::Measurement& m, gp::Bucket b)
{
    return m.badputSeconds[static_cast<std::size_t>(b)];
}

} // namespace

class TestMeasureElastic : public QObject {
    Q_OBJECT
private slots:
    void theWholeJobAsTheLibraryMeasuresIt();
    void anIntervalAsTheLibraryMeasuresIt();
    void theTimelineShowsEachWait();
    void waitsPairByTheirTypeAsWritten();
    void aLogWithoutElasticEntriesIsUnchanged();
    void aBadSliceCountIsNamed();
    void calibrationProposesTheRecoveryTimes();
    void theBaselineKeepsTheElasticBuckets();
};

void TestMeasureElastic::theWholeJobAsTheLibraryMeasuresIt()
{
    const gp::GoodputLog log = read();
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}));
    QCOMPARE(m.totalSeconds, 84.0);
    QCOMPARE(m.productiveSeconds, 64.0); // the step times: 20 s to the end, the gaps with the waits included
    QVERIFY(std::abs(m.goodputPercent - 76.19047619047619) < 1e-9);
    QCOMPARE(seconds(m, gp::Bucket::ElasticSliceDown), 10.0);       // 835 to 845; the end at 834 had no start
    QCOMPARE(seconds(m, gp::Bucket::ElasticScaleUp), 4.0);          // 870 to 874
    QCOMPARE(seconds(m, gp::Bucket::ElasticReinitialization), 15.0); // 840 to 855
    QCOMPARE(seconds(m, gp::Bucket::TpuInitialization), 10.0);      // 10 + 6, less the 6 inside the re-init
    QCOMPARE(seconds(m, gp::Bucket::TrainingPrep), 5.0);            // 5 + 4, less the 4 inside it
    QCOMPARE(seconds(m, gp::Bucket::Other), 0.0);                   // 84 - 64 - 44, floored
    QVERIFY(std::abs(m.badputPercent(gp::Bucket::ElasticReinitialization) - 17.857142857142858) < 1e-9);
    QCOMPARE(m.elasticSliceDowns, 1);
    QCOMPARE(m.elasticScaleUps, 1);
    QCOMPARE(m.elasticReinitializations, 1);
    // Slices stepping: 4 of 4 for 35 s, 3 for 39 s, 4 for 10 s; available: 4, 3 for 21 s, 4.
    QVERIFY(m.steppingSliceEfficiency && m.availableSliceEfficiency);
    QVERIFY(std::abs(*m.steppingSliceEfficiency - 74.25 / 84) < 1e-12);
    QVERIFY(std::abs(*m.availableSliceEfficiency - 78.75 / 84) < 1e-12);
    QCOMPARE(std::string(gp::bucketName(gp::Bucket::ElasticScaleUp)), std::string("ELASTIC_SCALE_UP"));
}

void TestMeasureElastic::anIntervalAsTheLibraryMeasuresIt()
{
    const gp::GoodputLog log = read();
    gp::MeasureOptions o;
    o.from = kT0 + 30;
    o.to = kT0 + 70;
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}), o);
    QCOMPARE(m.totalSeconds, 38.0); // its first entry (832) to its last (870)
    QCOMPARE(m.productiveSeconds, 15.0);
    QVERIFY(std::abs(m.goodputPercent - 39.473684210526315) < 1e-9);
    QCOMPARE(seconds(m, gp::Bucket::ProgramStartup), 21.0); // the segment's first step, 24 s against 3
    QCOMPARE(seconds(m, gp::Bucket::ElasticSliceDown), 10.0);
    QCOMPARE(seconds(m, gp::Bucket::ElasticReinitialization), 15.0);
    QCOMPARE(seconds(m, gp::Bucket::ElasticScaleUp), 0.0); // its end lies after the window
    QCOMPARE(seconds(m, gp::Bucket::TpuInitialization), 0.0); // wholly inside the re-initialization
    QCOMPARE(seconds(m, gp::Bucket::TrainingPrep), 0.0);
    // Over the query's own 40 s: no count before 835, 3 of 4 from 835, available 4 of 4 from 856.
    QVERIFY(std::abs(*m.steppingSliceEfficiency - 0.65625) < 1e-12);
    QVERIFY(std::abs(*m.availableSliceEfficiency - 0.74375) < 1e-12);
}

void TestMeasureElastic::theTimelineShowsEachWait()
{
    const gp::GoodputLog log = read();
    gp::MeasureOptions o;
    o.timeline = true;
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}), o);
    int found = 0;
    for (const gp::MeasuredSegment& s : m.timeline) {
        if (s.kind != gp::SegmentKind::Badput)
            continue;
        if (s.bucket == gp::Bucket::ElasticSliceDown && s.start == kT0 + 35 && s.end == kT0 + 45)
            ++found;
        if (s.bucket == gp::Bucket::ElasticReinitialization && s.start == kT0 + 40 && s.end == kT0 + 55)
            ++found;
        if (s.bucket == gp::Bucket::ElasticScaleUp && s.start == kT0 + 70 && s.end == kT0 + 74)
            ++found;
    }
    QCOMPARE(found, 3);
}

void TestMeasureElastic::waitsPairByTheirTypeAsWritten()
{
    // A start of "slice_down" does not end with "SLICE_DOWN"; "Scale_Up_Request" is a scale-up; a second start
    // replaces the first.
    const std::string text = R"({"job_name": "j", "job_start_time": 1704070800}
{"job_name": "j", "elastic_wait_event_type": "slice_down", "elastic_wait_start_time": 1704070801}
{"job_name": "j", "elastic_wait_event_type": "SLICE_DOWN", "elastic_wait_end_time": 1704070803}
{"job_name": "j", "elastic_wait_event_type": "Scale_Up_Request", "elastic_wait_start_time": 1704070804}
{"job_name": "j", "elastic_wait_event_type": "Scale_Up_Request", "elastic_wait_start_time": 1704070805}
{"job_name": "j", "elastic_wait_event_type": "Scale_Up_Request", "elastic_wait_end_time": 1704070808}
{"job_name": "j", "elastic_wait_end_time": 1704070809}
{"job_name": "j", "job_end_time": 1704070810}
)";
    const gp::GoodputLog log = readText(text);
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}));
    QCOMPARE(seconds(m, gp::Bucket::ElasticSliceDown), 0.0);
    QCOMPARE(seconds(m, gp::Bucket::ElasticScaleUp), 3.0);
    QCOMPARE(m.elasticScaleUps, 1);
    QVERIFY(!m.steppingSliceEfficiency); // no slice counts: none
}

void TestMeasureElastic::aLogWithoutElasticEntriesIsUnchanged()
{
    const std::string path = GOODPUT_TEST_DATA "/measure/simple.jsonl";
    const gp::GoodputLog log = readText(gp::readFileLimited(path, 1 << 20));
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}));
    QCOMPARE(m.goodputPercent, 75.0);
    QCOMPARE(m.elasticSliceDowns + m.elasticScaleUps + m.elasticReinitializations, 0);
    QVERIFY(!m.steppingSliceEfficiency);
    // A plan keeping this baseline writes the eleven buckets it always wrote, and no elastic one.
    gp::Plan plan;
    plan.measured = gp::baselineOf(m, "simple.jsonl");
    const nlohmann::json buckets = gp::planToJson(plan)["measured_baseline"]["badput_seconds"];
    QCOMPARE(buckets.size(), std::size_t(11));
    QVERIFY(!buckets.contains("ELASTIC_SLICE_DOWN"));
}

void TestMeasureElastic::aBadSliceCountIsNamed()
{
    const std::string text = R"({"job_name": "j", "job_start_time": 1704070800}
{"job_name": "j", "active_slices": -3, "total_slices": 4, "available_slices": 4, "elastic_slice_counts_timestamp": 1704070801}
{"job_name": "j", "active_slices": 2, "total_slices": 1e300, "available_slices": 4, "elastic_slice_counts_timestamp": 1704070802}
{"job_name": "j", "active_slices": 2, "total_slices": 4, "available_slices": 4, "elastic_slice_counts_timestamp": 1704070805}
{"job_name": "j", "job_end_time": 1704070810}
)";
    const gp::GoodputLog log = readText(text);
    QCOMPARE(log.warnings.size(), std::size_t(2));
    QCOMPARE(log.warnings[0].code, gp::LogIssueCode::SliceCountInvalid);
    QCOMPARE(log.warnings[0].line, 2u);
    QCOMPARE(log.warnings[1].line, 3u);
    QVERIFY(gp::isDoubtful(gp::LogIssueCode::SliceCountInvalid));
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}));
    // Only the count at 805 holds: 2 of 4 for the last 5 of 10 s.
    QVERIFY(std::abs(*m.steppingSliceEfficiency - 0.25) < 1e-12);
    QCOMPARE(m.doubtCount, std::size_t(2));
}

void TestMeasureElastic::calibrationProposesTheRecoveryTimes()
{
    const gp::GoodputLog log = read();
    const gp::Measurement m = gp::measureJob(gp::pickJob(log, {}));
    gp::Plan plan;
    const auto proposals = gp::calibrate(m, plan, std::nullopt);
    const auto value = [&proposals](const char* field) { return gptest::proposed(proposals, field); };
    QVERIFY(std::abs(value("runtime.in_job_detection") - 10.0 / 3600) < 1e-12);
    QVERIFY(std::abs(value("runtime.in_job_restart_time") - 15.0 / 3600) < 1e-12);
    QVERIFY(std::abs(value("runtime.regrow_pause") - (4.0 + 15.0) / 3600) < 1e-12);
    std::vector<gp::CalibrationProposal> accepted;
    for (const auto& p : proposals)
        if (p.field.rfind("runtime.in_job", 0) == 0 || p.field == "runtime.regrow_pause")
            accepted.push_back(p);
    QCOMPARE(accepted.size(), std::size_t(3));
    const gp::Plan fitted = gp::applyCalibration(plan, accepted);
    QCOMPARE(fitted.goodput.inJobDetection.inSeconds(), 10.0);
    QVERIFY(std::abs(fitted.goodput.inJobRestartTime.inSeconds() - 15.0) < 1e-9);
    QVERIFY(std::abs(fitted.goodput.regrowPause.inSeconds() - 19.0) < 1e-9);
    // The comparison with the plan counts the waits as recovery and a re-initialization as a start.
    const gp::PlanComparison c = gp::compareWithPlan(gp::baselineOf(m, "elastic.jsonl"), nullptr, 0);
    QVERIFY(std::abs(c.measured[std::size_t(gp::ComparedGroup::Recovery)] - 14.0 / 84 * 100) < 1e-9);
    QVERIFY(std::abs(c.measured[std::size_t(gp::ComparedGroup::StartupAndRestore)] - 30.0 / 84 * 100) < 1e-9);
}

void TestMeasureElastic::theBaselineKeepsTheElasticBuckets()
{
    const gp::GoodputLog log = read();
    gp::Plan plan;
    plan.measured = gp::baselineOf(gp::measureJob(gp::pickJob(log, {})), "elastic.jsonl");
    const gp::Plan back = gp::planFromText(gp::planToJson(plan).dump(), "memory");
    QVERIFY(back.measured);
    QCOMPARE(back.measured->badputSeconds[std::size_t(gp::Bucket::ElasticReinitialization)], 15.0);
    QCOMPARE(back.measured->badputSeconds[std::size_t(gp::Bucket::ElasticScaleUp)], 4.0);
}

QTEST_APPLESS_MAIN(TestMeasureElastic)
#include "tst_measureelastic.moc"
