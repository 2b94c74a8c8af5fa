// The evaluation's figures on demand (docs/architecture.md, "Data path"): computed once, kept across edits that do
// not touch what they depend on, and equal to the model's own functions called afresh.
#include "goodput/Curves.h"
#include "goodput/Sensitivity.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/Figures.h"
#include "plan/PlanFile.h"
#include "plan/Pricing.h"
#include "plan/Techniques.h"
#include "plan/ScenarioCompare.h"

#include <QTest>

#include <algorithm>
#include <cmath>

namespace {

gp::Plan example()
{
    return gp::readPlanFile(GOODPUT_EXAMPLE_PLAN).plan;
}

gp::Evaluation evaluated(const gp::Plan& plan, const gp::Evaluation* before = nullptr,
                         gp::PlanChange change = gp::PlanChange::all())
{
    return gp::evaluate(gp::ValidPlan::check(plan), gp::GraphLibrary::builtin(), nullptr, gp::Reuse{before, change});
}

} // namespace

class TestFigures : public QObject {
    Q_OBJECT
private slots:
    void intervalCurveOutlivesIntervalEdits();
    void scaleCurveKeepsItsDalyHalf();
    void figuresKeptUntilTheirPartChanges();
    void scenarioComparisonFollowsTheScenarios();
    void checkpointTiersByHand();
    void inputsApply();
    void invalidPlanIsRefusedOnce();
    void shownWalkIsDecidedOnce();
    void spareCurveFollowsTheScale();
    void provisioningAndTechniquesOnDemand();
    void catalogSharedUntilPricesChange();
};

void TestFigures::intervalCurveOutlivesIntervalEdits()
{
    gp::Plan plan = example();
    const gp::Evaluation first = evaluated(plan);
    const gp::IntervalCurve& a = first.intervalCurve(48);
    QCOMPARE(first.cache->computed.interval, 1);
    // The checkpoint interval moves from 1 h to 2 h: no curve over the intervals depends on it.
    plan.goodput.checkpointInterval = gp::Duration::hours(2);
    const gp::Evaluation second = evaluated(plan, &first, gp::PlanPart::Runtime);
    const gp::IntervalCurve& b = second.intervalCurve(48);
    QCOMPARE(second.cache->computed.interval, 0);
    QCOMPARE(&a, &b); // the same curve, not a copy
    const auto [from, to] = gp::intervalRange(second.parameters);
    const gp::IntervalCurve fresh = gp::intervalCurve(second.parameters, from, to, 48);
    QCOMPARE(b.fullModel, fresh.fullModel);
    QCOMPARE(b.daly, fresh.daly);
    // A failure rate twice as high moves every curve: computed again.
    plan.goodput.unwarnedPerNodeDay *= 2;
    const gp::Evaluation third = evaluated(plan, &second, gp::PlanPart::Runtime);
    const gp::IntervalCurve& c = third.intervalCurve(48);
    QCOMPARE(third.cache->computed.interval, 1);
    QVERIFY(c.fullModel[24] < b.fullModel[24]);
}

void TestFigures::scaleCurveKeepsItsDalyHalf()
{
    gp::Plan plan = example();
    const gp::Evaluation first = evaluated(plan);
    first.scaleCurve(24);
    QCOMPARE(first.cache->computed.scaleOptimal, 1);
    plan.goodput.checkpointInterval = gp::Duration::hours(3);
    const gp::Evaluation second = evaluated(plan, &first, gp::PlanPart::Runtime);
    const gp::ScaleCurve& kept = second.scaleCurve(24);
    QCOMPARE(second.cache->computed.scaleOptimal, 0); // Daly's half does not depend on the plan's interval
    QCOMPARE(second.cache->computed.scale, 1);        // the half at the plan's interval does
    const gp::ScaleCurve fresh = gp::scaleCurve(second.parameters, 1.0, 10000.0, 24);
    QCOMPARE(kept.nodes, fresh.nodes);
    QCOMPARE(kept.goodput, fresh.goodput);
    QCOMPARE(kept.goodputOptimal, fresh.goodputOptimal);
    QCOMPARE(kept.lostHoursFixedCompute, fresh.lostHoursFixedCompute);
    QCOMPARE(kept.lostHoursFixedComputeOptimal, fresh.lostHoursFixedComputeOptimal);
}

void TestFigures::figuresKeptUntilTheirPartChanges()
{
    gp::Plan plan = example();
    const gp::Evaluation first = evaluated(plan);
    const gp::Recommendation* sizing = &first.recommendation();
    const gp::Sensitivity* tornado = &first.sensitivity();
    QCOMPARE(tornado->bars.size(), gp::sensitivity(plan.goodput, gp::Evaluation::kSensitivityStep).bars.size());
    // The notes change: every figure stays, the same objects.
    plan.notes = "Read by the customer's CFO.";
    const gp::Evaluation second = evaluated(plan, &first, gp::PlanPart::Engagement);
    QCOMPARE(&second.recommendation(), sizing);
    QCOMPARE(&second.sensitivity(), tornado);
    QCOMPARE(second.cache->computed.recommendation, 0);
    // Twice the tokens: the recommendation is made again, the tornado (the goodput inputs') stays.
    plan.training.tokens *= 2;
    const gp::Evaluation third = evaluated(plan, &second, gp::PlanPart::Training);
    QVERIFY(&third.recommendation() != sizing);
    QCOMPARE(third.cache->computed.recommendation, 1);
    QCOMPARE(&third.sensitivity(), tornado);
}

void TestFigures::scenarioComparisonFollowsTheScenarios()
{
    gp::Plan plan = example();
    const gp::Evaluation first = evaluated(plan);
    QCOMPARE(first.scenarios(0).size(), plan.scenarios.size() + 1); // the base and each option
    // A scenario added: the list is an engagement text to diff(), but the comparison must follow it.
    plan.scenarios.push_back({"Twice the nodes", "{\"scale\": {\"nodes\": 32}}"});
    const gp::Evaluation second = evaluated(plan, &first, gp::PlanPart::Engagement);
    const auto& compared = second.scenarios(0);
    QCOMPARE(compared.size(), plan.scenarios.size() + 1);
    QCOMPARE(compared.back().name, std::string("Twice the nodes"));
    QVERIFY(compared.back().evaluation);
    QCOMPARE(compared.back().evaluation->parameters.nodes, 32.0);
}

void TestFigures::checkpointTiersByHand()
{
    gp::Plan plan = example();
    gp::GoodputInputs& in = plan.goodput;
    in.checkpointStateGb = 1000;
    in.writeGbPerSecondPerNode = 1.0; // 16 nodes: 16 GB/s
    in.storageWriteGbPerSecond = 0;   // no cap
    in.readGbPerSecondPerNode = 2.0;  // 32 GB/s
    in.storageReadGbPerSecond = 0;
    in.checkpointOverhead = gp::Duration::seconds(30);
    in.checkpointSaveMeasured = false;
    in.asyncCheckpoint = false;
    in.fastTier = false;
    const gp::CheckpointFigures f = evaluated(plan).checkpointTiers;
    QCOMPARE(f.source, gp::SaveSource::Derived);
    QVERIFY(std::abs(f.save.inSeconds() - (1000.0 / 16 + 30)) < 1e-9);  // 92.5 s
    QVERIFY(std::abs(f.read.inSeconds() - (1000.0 / 32 + 30)) < 1e-9);  // 61.25 s
    QVERIFY(std::abs(f.writeGbPerSecond - 16.0) < 1e-12);
    QCOMPARE(f.stall, f.save); // synchronous: the job stalls for the whole save
    // Marked measured: the typed save wins, the derived one is still given beside it.
    in.checkpointSaveMeasured = true;
    in.checkpointSave = gp::Duration::seconds(200);
    const gp::CheckpointFigures m = evaluated(plan).checkpointTiers;
    QCOMPARE(m.source, gp::SaveSource::Measured);
    QVERIFY(std::abs(m.save.inSeconds() - 200.0) < 1e-9);
    QVERIFY(std::abs(m.derivedSave.inSeconds() - 92.5) < 1e-9);
    // The shares of the window add up to the model's hours.
    const gp::Evaluation e = evaluated(plan);
    const double window = e.parameters.window;
    QVERIFY(std::abs(e.checkpointTiers.persistentLost * window - e.goodput.hours.lost) < 1e-9);
    // The run's state: 7B parameters at 14 bytes each is 98 GB.
    plan.training.parameters = 7e9;
    QVERIFY(std::abs(evaluated(plan).runStateGb - 98.0) < 1e-9);
}

void TestFigures::inputsApply()
{
    gp::Plan plan = example();
    plan.goodput.hotSpares = 0;
    plan.goodput.provisioning = gp::Provisioning::OnDemand;
    plan.goodput.fastTier = false;
    plan.goodput.checkpointStateGb = 0;
    const gp::Evaluation none = evaluated(plan);
    QVERIFY(!none.applies("scheduling.spare_swap"));
    QVERIFY(!none.applies("runtime.spot_per_node_day"));
    QVERIFY(!none.applies("runtime.fast_tier_copies"));
    QVERIFY(!none.applies("runtime.write_gb_per_second_per_node"));
    QVERIFY(none.applies("runtime.checkpoint_save"));
    QVERIFY(none.applies("scale.nodes"));
    plan.goodput.hotSpares = 2;
    plan.goodput.provisioning = gp::Provisioning::Spot;
    plan.goodput.checkpointStateGb = 500;
    plan.goodput.checkpointSaveMeasured = false;
    const gp::Evaluation some = evaluated(plan);
    QVERIFY(some.applies("scheduling.spare_swap"));
    QVERIFY(some.applies("runtime.spot_per_node_day"));
    QVERIFY(some.applies("runtime.write_gb_per_second_per_node"));
    QVERIFY(!some.applies("runtime.checkpoint_save")); // derived from the state
    // Reservations have their capacity before the window starts: no wait to type.
    plan.goodput.provisioning = gp::Provisioning::Reservation;
    QVERIFY(!evaluated(plan).applies("scheduling.initial_wait"));
}

void TestFigures::invalidPlanIsRefusedOnce()
{
    gp::Plan plan = example();
    plan.goodput.nodes = 0;
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::ValidPlan::check(plan));
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::evaluate(plan));
}

void TestFigures::shownWalkIsDecidedOnce()
{
    // A serving plan without a walk of the GPU tree: the path its serving figures give, marked derived.
    gp::Plan serving = gp::readPlanFile(GOODPUT_TEST_DATA "/plans/inference-8b.gpplan").plan;
    serving.walks.erase("gpu-selection");
    const gp::Evaluation derived = evaluated(serving);
    QVERIFY(!derived.servingAdvice.large);
    QVERIFY(derived.shownGpuWalkDerived);
    QCOMPARE(derived.shownGpuWalk, derived.servingAdvice.answers);
    QCOMPARE(derived.shownGpuWalk.front(), std::string("inferencing"));
    // The plan's own answers win, not derived.
    serving.walks["gpu-selection"] = {"inferencing"};
    const gp::Evaluation own = evaluated(serving);
    QVERIFY(!own.shownGpuWalkDerived);
    QCOMPARE(own.shownGpuWalk, std::vector<std::string>{"inferencing"});
    // A training plan without a walk shows none.
    gp::Plan training = example();
    training.walks.erase("gpu-selection");
    QVERIFY(evaluated(training).shownGpuWalk.empty());
}

// At 10,000 nodes failing 0.01 a node-day each, repaired in 24 h, about 100 nodes are in repair at once
// (10,000 x 0.01 / 24 per hour x 24 h): the chart's range is about three times that, not the 64 a small cluster
// needs, drawn at evenly spaced counts with the plan's own pool and the largest among them.
void TestFigures::spareCurveFollowsTheScale()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    plan.goodput.nodes = 10000;
    plan.goodput.hotSpares = 10;
    plan.goodput.unwarnedPerNodeDay = 0.01;
    plan.goodput.warnedPerNodeDay = 0;
    plan.goodput.spotPerNodeDay = 0;
    plan.goodput.provisioning = gp::Provisioning::OnDemand;
    plan.goodput.spareRepair = gp::Duration::hours(24);
    const gp::Evaluation e = gp::evaluate(plan);
    const int range = e.spareCurveRange();
    QVERIFY2(range > 64 && range <= 320, qPrintable(QString::number(range)));
    const gp::SpareCurve& c = e.spareCurve(range);
    // At most 64 even steps (of ceil(range / 64) spares), the plan's own pool and the largest added.
    QVERIFY2(c.spares.size() >= 33 && c.spares.size() <= 67, qPrintable(QString::number(c.spares.size())));
    const int step = (range + 63) / 64;
    for (std::size_t i = 1; i < c.spares.size(); ++i)
        QVERIFY(c.spares[i] - c.spares[i - 1] <= step);
    QCOMPARE(c.spares.front(), 0);
    QCOMPARE(c.spares.back(), range);
    QVERIFY(std::is_sorted(c.spares.begin(), c.spares.end()));
    QVERIFY(std::find(c.spares.begin(), c.spares.end(), 10) != c.spares.end());
    // The pool's share of failures finding no spare falls to nearly none across the range: the curve is not a
    // spike at 0.
    QCOMPARE(c.shortfall.front(), 1.0);
    QVERIFY2(c.shortfall.back() < 0.05, qPrintable(QString::number(c.shortfall.back())));
    QVERIFY(c.goodput.back() > c.goodput.front());
    // A small cluster keeps every count.
    const gp::Evaluation small = gp::evaluate(gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN));
    const int smallRange = small.spareCurveRange();
    QCOMPARE(static_cast<int>(small.spareCurve(smallRange).spares.size()), smallRange + 1);
}

QTEST_APPLESS_MAIN(TestFigures)
#include "tst_figures.moc"

void TestFigures::provisioningAndTechniquesOnDemand()
{
    gp::Plan plan = example();
    const gp::Evaluation first = evaluated(plan);
    // An evaluation of no plan has neither, and no catalog.
    const gp::Evaluation none;
    QVERIFY(none.provisioning().empty() && none.techniques().empty() && none.catalog().accelerators.empty());
    QVERIFY(!none.cheapestProvisioning());
    // Nothing is computed until asked for: a slider step that shows neither pays for neither.
    QCOMPARE(first.cache->computed.provisioning, 0);
    QCOMPARE(first.cache->computed.techniques, 0);
    // Asked for, they are the model's own functions called afresh, one row per provisioning profile.
    const auto& rows = first.provisioning();
    QCOMPARE(rows.size(), plan.provisioningProfiles.size());
    const gp::Accelerator& priced = first.catalog().accelerators[*first.rankings.selected];
    const auto fresh = gp::compareProvisioning(plan, first.catalog(), priced);
    for (std::size_t i = 0; i < rows.size(); ++i)
        QCOMPARE(rows[i].estimate.cost, fresh[i].estimate.cost);
    QCOMPARE(first.techniques().size(), gp::techniqueEffects(plan.goodput).size());
    QCOMPARE(first.techniques().front().after, gp::techniqueEffects(plan.goodput).front().after);
    first.provisioning();
    QCOMPARE(first.cache->computed.provisioning, 1); // kept once made
    // The cheapest row per productive accelerator-hour, found by hand.
    std::size_t cheapest = 0;
    for (std::size_t i = 1; i < rows.size(); ++i)
        if (rows[i].estimate.costPerProductiveHour < rows[cheapest].estimate.costPerProductiveHour)
            cheapest = i;
    QCOMPARE(first.cheapestProvisioning(), std::optional<std::size_t>(cheapest));
    // The notes change: both are taken over.
    plan.notes = "Read by the customer's CFO.";
    const gp::Evaluation second = evaluated(plan, &first, gp::PlanPart::Engagement);
    QCOMPARE(&second.provisioning(), &rows);
    QCOMPARE(&second.techniques(), &first.techniques());
    QCOMPARE(second.cache->computed.provisioning + second.cache->computed.techniques, 0);
    // The checkpoint interval changes: both are made again, for the new interval.
    plan.goodput.checkpointInterval = gp::Duration::minutes(plan.goodput.checkpointInterval.inMinutes() * 2);
    const gp::Evaluation third = evaluated(plan, &second, gp::PlanPart::Runtime);
    QVERIFY(&third.provisioning() != &rows);
    QCOMPARE(third.cache->computed.provisioning, 1);
    QCOMPARE(third.techniques().front().before, gp::techniqueEffects(plan.goodput).front().before);
    QVERIFY(third.techniques().front().before != first.techniques().front().before);
}

void TestFigures::catalogSharedUntilPricesChange()
{
    gp::Plan plan = example();
    plan.priceOverrides.clear();
    plan.customAccelerators.clear();
    // No price of its own and no accelerator added: the built-in catalog itself, not a copy.
    const gp::Evaluation first = evaluated(plan);
    QCOMPARE(&first.catalog(), &gp::builtinCatalog());
    // A price of its own: a catalog with that price, kept by every evaluation after an edit of anything else.
    const std::string id = first.catalog().accelerators.front().id;
    plan.priceOverrides[id].onDemand = 1.25;
    const gp::Evaluation second = evaluated(plan, &first, gp::PlanPart::Prices);
    QVERIFY(&second.catalog() != &gp::builtinCatalog());
    QCOMPARE(second.catalog().find(id)->priceOnDemand, 1.25);
    plan.goodput.hotSpares += 1;
    const gp::Evaluation third = evaluated(plan, &second, gp::PlanPart::Scheduling);
    QCOMPARE(&third.catalog(), &second.catalog());
    // The price moves again: the new one is read.
    plan.priceOverrides[id].onDemand = 2.5;
    const gp::Evaluation fourth = evaluated(plan, &third, gp::PlanPart::Prices);
    QCOMPARE(fourth.catalog().find(id)->priceOnDemand, 2.5);
    QCOMPARE(third.catalog().find(id)->priceOnDemand, 1.25); // the evaluation before is left as it was
}
