#include "goodput/GoodputInputs.h"
#include "goodput/MonteCarlo.h"
#include "goodput/PlanningModel.h"
#include "goodput/TierModel.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Presets.h"
#include "plan/Validate.h"

#include <nlohmann/json.hpp>

#include "PlanChecks.h"

#include <QTest>

#include <cmath>

// Multi-tier checkpoints (docs/model.md section 20): a fast tier in host memory or on local SSD beside the
// persistent one. The expected figures are worked out by hand in the comments.
namespace {

using gptest::subjectOf;

gp::Plan multiTierPreset()
{
    return gp::findPreset("multi-tier-tpu-v5p").plan;
}

} // namespace

class TestTiers : public QObject {
    Q_OBJECT
private slots:
    void aRunAddsUpToItsMeanLength();
    void oneSegmentPerPersistentSaveLosesHalfASegment();
    void aWalkFindsTheSegmentItEndsIn();
    void saveAndRestoreOfTheFastTier();
    void classesSayWhichTiersSurvive();
    void thePresetGainsOverOnePersistentTier();
    void theSimulationAgreesOnThePreset();
    void aTimelineCoversTheWindow();
    void eachTierHasItsOptimum();
    void badInputNamesTheField();
    void plansKeepTheirTierFields();
};

void TestTiers::aRunAddsUpToItsMeanLength()
{
    // Every hour of a run is productive, saving or lost: the buckets of one run add up to 1 / Lambda, whatever
    // the shares, the upload and the number of fast saves per persistent one.
    for (int every : {1, 2, 7, 60})
        for (double fast : {0.0, 0.3, 1.0}) {
            gp::TierShape s;
            s.rate = 0.7;
            s.fastInterval = 0.25;
            s.fastSave = 0.01;
            s.persistentSave = 0.04;
            s.upload = 0.2;
            s.every = every;
            s.kept = fast < 1.0 ? 0.2 : 0.0;
            s.fast = fast;
            const gp::TierRun r = gp::tierRun(s);
            const double sum = r.productive + r.fastSaves + r.persistentSaves + r.fastLost + r.persistentLost;
            QVERIFY2(std::abs(sum - 1.0 / 0.7) < 1e-9, qPrintable(QString::number(sum)));
            QVERIFY(r.productive > 0);
        }
}

void TestTiers::oneSegmentPerPersistentSaveLosesHalfASegment()
{
    // m = 1 and every interruption resumes from the fast tier: each run restarts at a checkpoint and loses the
    // part of the segment it ends in. With Lambda = 1 and a segment of 0.9 + 0.05 + 0.05 = 1 hour, that is
    // E[X mod 1] = (1 - 2/e) / (1 - 1/e) = 0.418023 hours per run.
    gp::TierShape s;
    s.rate = 1.0;
    s.fastInterval = 0.9;
    s.fastSave = 0.05;
    s.persistentSave = 0.05;
    s.every = 1;
    s.fast = 1.0;
    const gp::TierRun r = gp::tierRun(s);
    QVERIFY(std::abs(r.fastLost - 0.418023) < 1e-6);
    QCOMPARE(r.persistentLost, 0.0);
    // Segments completed per run: e^-1 / (1 - e^-1) = 0.581977, each 0.9 hours of work.
    QVERIFY(std::abs(r.productive - 0.9 * 0.581977) < 1e-6);
}

void TestTiers::aWalkFindsTheSegmentItEndsIn()
{
    // Segments of 1 hour of work and a 0.1-hour fast save, the third also a 0.5-hour persistent save: from state
    // 1, the persistent save ends at 2 x 1.1 + 0.5 = 2.7 hours; 5 hours in, 2.3 hours later, two more segments
    // are done and the run is 0.1 hours into the third (position 2).
    gp::TierShape s;
    s.fastInterval = 1.0;
    s.fastSave = 0.1;
    s.persistentSave = 0.5;
    s.every = 3;
    const gp::TierWalk w = gp::walkTiers(s, 1, 5.0);
    QCOMPARE(w.segments, std::int64_t(4));
    QCOMPARE(w.persistent, std::int64_t(1));
    QCOMPARE(w.position, 2);
    QVERIFY(std::abs(w.offset - 0.1) < 1e-12);
    QVERIFY(std::abs(w.sincePersistent - 2.3) < 1e-12);
    // Before the first persistent save: 2.5 hours in, inside the persistent save's stall of position 2.
    const gp::TierWalk early = gp::walkTiers(s, 1, 2.5);
    QCOMPARE(early.position, 2);
    QCOMPARE(early.segments, std::int64_t(1));
    QVERIFY(std::abs(early.offset - 1.4) < 1e-12);
    QVERIFY(early.sincePersistent < 0);
}

void TestTiers::saveAndRestoreOfTheFastTier()
{
    // The preset: 5,600 GB over 8,750 hosts writing 20 GB/s each, two copies: 2 s + 2 x 5600 / 175000 = 2.064 s;
    // the restore reads one copy: 2 s + 5600 / 175000 = 2.032 s. The persistent tier: 2 s + 5600 / 500 = 13.2 s.
    const gp::GoodputInputs in = multiTierPreset().goodput;
    QVERIFY(std::abs(gp::fastSaveTime(in).inSeconds() - 2.064) < 1e-9);
    QVERIFY(std::abs(gp::fastReadTime(in).inSeconds() - 2.032) < 1e-9);
    QVERIFY(std::abs(gp::checkpointSaveTime(in).inSeconds() - 13.2) < 1e-9);
    // 10 minutes over 2: the persistent save comes with every 5th fast one.
    QCOMPARE(gp::fastTierEvery(in), 5);
    const gp::ModelParameters p = gp::resolve(in);
    QVERIFY(std::abs(p.interval - 10.0 / 60.0) < 1e-12);
    // Restoring from host memory is quicker by the two reads: 13.2 - 2.032 = 11.168 s.
    QVERIFY(std::abs((p.resume - p.fast.resume) * 3600.0 - 11.168) < 1e-6);
    // Without a state, the fast save is as typed.
    gp::GoodputInputs typed = in;
    typed.checkpointStateGb = 0;
    QCOMPARE(gp::fastSaveTime(typed), typed.fastSave);
}

void TestTiers::classesSayWhichTiersSurvive()
{
    gp::GoodputInputs in = multiTierPreset().goodput;
    using C = gp::InterruptionClass;
    // Two copies: one node's failure or maintenance leaves the other; a Spot preemption takes the whole job.
    QVERIFY(gp::fastTierSurvives(in, C::Failure));
    QVERIFY(gp::fastTierSurvives(in, C::Maintenance));
    QVERIFY(!gp::fastTierSurvives(in, C::Spot));
    // One copy, the node's own: lost with the node.
    in.fastTierCopies = 1;
    QVERIFY(!gp::fastTierSurvives(in, C::Failure));
    // On Spot every preemption goes back to the persistent tier: the fast tier's lost hours are the failures'.
    gp::GoodputInputs spot = multiTierPreset().goodput;
    spot.provisioning = gp::Provisioning::Spot;
    spot.spotPerNodeDay = 0.0005; // about one Spot preemption every 5 hours across the job
    spot.spotReschedule = gp::Duration::minutes(10);
    const gp::GoodputEvaluation e = gp::evaluateGoodput(spot);
    // About 130 preemptions in the 30 days, each losing some 5 minutes back to the persistent save.
    QVERIFY2(e.hours.lost - e.fastLost > 5.0, qPrintable(QString::number(e.hours.lost - e.fastLost)));
    QVERIFY(e.fastLost > 5.0);
}

void TestTiers::thePresetGainsOverOnePersistentTier()
{
    // 8,750 hosts interrupted once an hour: the persistent tier alone (every 10 minutes) loses about 5 minutes
    // of progress each time, the fast tier (every 2 minutes) about 1: some 4 minutes an hour, 6 to 7 % of the
    // running time, less the fast saves' own stalls (2 s every 2 minutes, 1.7 %). The model says 88.0 % and 93.1 %.
    const gp::Plan plan = multiTierPreset();
    gp::Plan single = plan;
    single.goodput.fastTier = false;
    const gp::Evaluation with = gp::evaluate(plan);
    const gp::Evaluation without = gp::evaluate(single);
    const double gain = with.goodput.runtime - without.goodput.runtime;
    QVERIFY2(gain > 0.04 && gain < 0.07, qPrintable(QString::number(gain)));
    QVERIFY(with.goodput.mlProductivity > without.goodput.mlProductivity);
    // Nothing goes back to the persistent tier: every interruption is a failure or maintenance event.
    QVERIFY(with.goodput.hours.lost - with.goodput.fastLost < 1e-6);
    QVERIFY(with.goodput.fastSaves > with.goodput.hours.saves * 0.5);
}

void TestTiers::theSimulationAgreesOnThePreset()
{
    for (bool fast : {true, false}) {
        gp::GoodputInputs in = multiTierPreset().goodput;
        in.fastTier = fast;
        const gp::ModelParameters p = gp::resolve(in);
        const gp::GoodputEvaluation model = gp::evaluateModel(p);
        gp::SimulationOptions options;
        options.runs = 300;
        options.seed = 11;
        options.threads = 0;
        const gp::SimulationResult sim = gp::simulate(p, options);
        const double allowed = 3.0 * sim.runtime.standardError + 0.005;
        QVERIFY2(std::abs(model.runtime - sim.runtime.mean) < allowed,
                 qPrintable(QStringLiteral("%1 against %2").arg(model.runtime).arg(sim.runtime.mean)));
        if (fast)
            QVERIFY(std::abs(model.fastLost - sim.fastLost.mean) < 3.0 * sim.fastLost.standardError + 0.02 * model.fastLost);
    }
}

void TestTiers::aTimelineCoversTheWindow()
{
    // One simulated window of the preset on Spot, where preemptions roll work back to the persistent tier: the
    // timeline's segments follow each other from the window's start to its end, and the rolled-back work is drawn
    // as lost.
    gp::GoodputInputs in = multiTierPreset().goodput;
    in.provisioning = gp::Provisioning::Spot;
    in.spotPerNodeDay = 0.0005;
    in.spotReschedule = gp::Duration::minutes(10);
    in.window = gp::Duration::days(2);
    const gp::ModelParameters p = gp::resolve(in);
    const std::vector<gp::TimelineSegment> segments = gp::simulateTimeline(p, 5);
    QVERIFY(!segments.empty());
    QCOMPARE(segments.front().start, 0.0);
    double lost = 0;
    for (std::size_t i = 0; i < segments.size(); ++i) {
        QVERIFY(segments[i].end >= segments[i].start);
        if (i > 0)
            QVERIFY(std::abs(segments[i].start - segments[i - 1].end) < 1e-9);
        if (segments[i].phase == gp::Phase::Lost)
            lost += segments[i].end - segments[i].start;
    }
    QVERIFY(std::abs(segments.back().end - 48.0) < 1e-6);
    // The same run as the first record of the simulation: the same lost hours.
    gp::SimulationOptions options;
    options.runs = 1;
    options.seed = 5;
    const std::vector<gp::RunRecord> records = gp::simulateRuns(p, options);
    QVERIFY2(std::abs(records[0].lost - lost) < 1e-6, qPrintable(QStringLiteral("%1 against %2").arg(lost).arg(records[0].lost)));
}

void TestTiers::eachTierHasItsOptimum()
{
    // The fast tier guards against one interruption an hour (8,750 x (0.0021943 + 0.0005486) / 24 = 1.0000 per
    // hour) with a save of 2.064 s: Young sqrt(2 x 0.000573 x 1) = 0.03386 h, Daly 0.0335 h, about 2 minutes.
    const gp::Evaluation e = gp::evaluate(multiTierPreset());
    QVERIFY(e.checkpoint.fastDefined);
    QVERIFY(std::abs(e.checkpoint.fastYoung - 0.03386) < 0.0001);
    QVERIFY(std::abs(e.checkpoint.fastDaly - 0.0335) < 0.0001);
    // No interruption goes back to the persistent tier: it has no optimum.
    QVERIFY(!e.checkpoint.defined);
}

void TestTiers::badInputNamesTheField()
{
    const gp::Plan plan = multiTierPreset();
    QCOMPARE(subjectOf(plan), std::string());
    gp::Plan p = plan;
    p.goodput.fastTierCopies = 3; // more copies than the group of 2 has nodes
    QCOMPARE(subjectOf(p), std::string("runtime.fast_tier_copies"));
    p = plan;
    p.goodput.fastTierGroup = 9000; // a group larger than the job
    QCOMPARE(subjectOf(p), std::string("runtime.fast_tier_group"));
    p = plan;
    p.goodput.fastInterval = gp::Duration::minutes(20); // less often than the persistent tier
    QCOMPARE(subjectOf(p), std::string("runtime.fast_checkpoint_interval"));
    p = plan;
    p.goodput.fastWriteGbPerSecondPerNode = 0.05; // slower than the persistent tier's 500 / 8750 = 0.057 GB/s
    QCOMPARE(subjectOf(p), std::string("runtime.fast_write_gb_per_second_per_node"));
    p = plan;
    p.goodput.fastReadGbPerSecondPerNode = 0.01;
    QCOMPARE(subjectOf(p), std::string("runtime.fast_read_gb_per_second_per_node"));
    p = plan;
    p.goodput.fastWriteGbPerSecondPerNode = 0; // a zero bandwidth: out of its range
    QCOMPARE(subjectOf(p), std::string("runtime.fast_write_gb_per_second_per_node"));
    p = plan;
    p.goodput.checkpointStateGb = 0;
    p.goodput.checkpointSave = gp::Duration::seconds(30);
    p.goodput.fastSave = gp::Duration::seconds(40); // a typed fast save no quicker than the persistent one
    QCOMPARE(subjectOf(p), std::string("runtime.fast_checkpoint_save"));
    p = plan;
    p.goodput.fastTierCopies = 0;
    QCOMPARE(subjectOf(p), std::string("runtime.fast_tier_copies"));
    // A fast tier that is off is not checked.
    p.goodput.fastTier = false;
    QCOMPARE(subjectOf(p), std::string("runtime.fast_tier_copies")); // the range still holds
    p.goodput.fastTierCopies = 5;
    QCOMPARE(subjectOf(p), std::string());
}

void TestTiers::plansKeepTheirTierFields()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    QVERIFY(!plan.goodput.fastTier); // a plan without the fields has one tier
    plan.goodput.fastTier = true;
    plan.goodput.fastInterval = gp::Duration::minutes(6);
    plan.goodput.fastSave = gp::Duration::seconds(3);
    plan.goodput.fastWriteGbPerSecondPerNode = 12;
    plan.goodput.fastReadGbPerSecondPerNode = 15;
    plan.goodput.fastTierCopies = 3;
    plan.goodput.fastTierGroup = 4;
    const nlohmann::json j = gp::planToJson(plan);
    const nlohmann::json& rt = j.at("runtime");
    QCOMPARE(rt.at("fast_tier").get<bool>(), true);
    QCOMPARE(rt.at("fast_checkpoint_interval").get<std::string>(), std::string("6m"));
    QCOMPARE(rt.at("fast_tier_copies").get<int>(), 3);
    QCOMPARE(rt.at("fast_tier_group").get<int>(), 4);
    QVERIFY(gp::planFromJson(j) == plan);
}

QTEST_APPLESS_MAIN(TestTiers)
#include "tst_tiers.moc"
