// Find the plan (docs/model.md section 24): the search against a brute force over the same space, the recommendation
// applied and evaluated again, never worse than the plan or its scenarios, what it says when nothing meets the goal,
// and the deadline's risk against an independent simulation (tests/oracle_deadline_risk.py, written from
// docs/model.md alone: its figures below are from 200,000 runs with seed 7).
#include "catalog/TpuSlices.h"
#include "goodput/DeadlineRisk.h"
#include "goodput/PlanningModel.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "search/Optimize.h"
#include "search/OptimizeSpace.h"
#include "search/OptimizeText.h"
#include "plan/Figures.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Validate.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>
#include <map>

namespace {

gp::Plan example()
{
    return gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
}

gp::Plan layoutPlan()
{
    return gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
}

gp::Plan plan405b()
{
    return gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-405b-120-days.gpplan");
}

// The cheapest candidate that meets the goal: the recommendation, or the one it beat in a tie.
const gp::Candidate& cheapestOf(const gp::OptimizeResult& r)
{
    return r.tie ? r.tie->cheapest : *r.recommended;
}

struct OracleCase {
    int nodes;
    double failures, warned, spot; // per node-day
    double reschedule, spotReschedule, wait, spotGrace;
    double work, deadline;
    double probability, p90; // the oracle's
};

} // namespace

class TestOptimize : public QObject {
    Q_OBJECT
private slots:
    void theRiskAgreesWithAnIndependentSimulation();
    void theSearchEqualsBruteForce();
    void theSearchEqualsBruteForceWithLayouts();
    void theRecommendationAppliedReproducesItsFigures();
    void aMeasuredThroughputScalesWithTheCount();
    void neverWorseThanThePlanOrItsScenarios();
    void theAnswerNamesEveryOtherAccelerator();
    void theFrontFallsInCostAndTime();
    void nothingMeetsTheGoal();
    void aBadGoalIsRefused();
    void thePlansGoalIsSavedAndSearched();
    void theSparesScaleWithTheCount();
    void moreThanEightSparesWhenTheyPay();
    void narrowingNeverGivesAWorseAnswer();
    void theLayoutsLowerBoundIsTrue();
    void aTieGoesToTheLowerRisk();
    void aTieGoesToRoomInMemoryFirst();
    void aTpuAnswerIsALayoutThatRuns();
    void theBoundsAreLowerBounds();
};

void TestOptimize::theRiskAgreesWithAnIndependentSimulation()
{
    // Interval 1 h, save 1 min, resume 12 min, auto-checkpointing with a 30-minute grace (a Spot grace of 30 s:
    // too short for the save, so Spot preemptions lose their work), failures during recovery on.
    const OracleCase cases[] = {
        {16, 0.01, 0.02, 0, 0.5, 4, 0, 0.5, 200, 215, 0.99962, 209.43},
        {512, 0.002, 0.004, 0, 0.5, 4, 0, 0.5, 200, 230, 0.709785, 233.98},
        {512, 0.002, 0.004, 0, 0.5, 4, 0, 0.5, 200, 236, 0.949135, 233.98},
        {64, 0.01, 0.01, 0.05, 0.5, 4, 6, 30.0 / 3600, 100, 230, 0.706195, 255.69},
    };
    for (const OracleCase& k : cases) {
        gp::GoodputInputs in;
        in.nodes = k.nodes;
        in.provisioning = k.spot > 0 ? gp::Provisioning::Spot : gp::Provisioning::OnDemand;
        in.unwarnedPerNodeDay = k.failures;
        in.warnedPerNodeDay = k.warned;
        in.spotPerNodeDay = k.spot > 0 ? k.spot : 0.1;
        in.reschedule = in.maintenanceReschedule = gp::Duration::hours(k.reschedule);
        in.spotReschedule = gp::Duration::hours(k.spotReschedule);
        in.initialWait = gp::Duration::hours(k.wait);
        in.checkpointInterval = gp::Duration::hours(1);
        in.checkpointSave = gp::Duration::minutes(1);
        in.restore = gp::Duration::minutes(12);
        in.imageSizeGb = 0;
        in.autoCheckpoint = true;
        in.gracePeriod = gp::Duration::hours(0.5);
        in.spotGracePeriod = gp::Duration::hours(k.spotGrace);
        in.window = gp::Duration::hours(k.deadline);
        const gp::GoodputEvaluation g = gp::evaluateGoodput(in);
        const double share = g.productive / (g.productive + g.hours.reschedule + g.hours.resume + g.hours.lost +
                                              g.hours.saves);
        gp::SimulationOptions o;
        o.runs = 20000;
        o.seed = 3;
        const gp::DeadlineRisk r = gp::deadlineRisk(gp::resolve(in), k.work, k.deadline, 0, share, o);
        QCOMPARE(r.runs, 20000);
        // Within a point of probability (the two simulations' own noise is a third of that)...
        QVERIFY2(std::abs(r.probability - k.probability) <= 0.01,
                 qPrintable(QStringLiteral("%1 nodes, deadline %2 h: %3 against %4")
                                .arg(k.nodes).arg(k.deadline).arg(r.probability).arg(k.probability)));
        // ...and the 90th percentile, a linearisation at the deadline, within 1.5 % of the oracle's first passage.
        QVERIFY2(std::abs(r.wallHoursP90 - k.p90) <= 0.015 * k.p90,
                 qPrintable(QStringLiteral("%1 nodes: p90 %2 h against %3 h").arg(k.nodes).arg(r.wallHoursP90).arg(k.p90)));
    }
}

void TestOptimize::theSearchEqualsBruteForce()
{
    gp::OptimizeGoal goal;
    goal.accelerators = {"a100-80gb", "h100-80gb", "tpu-v6e"};
    goal.provisioning = {gp::Provisioning::OnDemand, gp::Provisioning::Spot, gp::Provisioning::DwsCalendar};
    goal.maxSpares = 2;
    goal.runs = 300;
    for (double deadlineDays : {30.0, 9.0}) {
        goal.deadlineHours = deadlineDays * 24;
        const gp::OptimizeResult r = gp::optimize(example(), goal);
        const std::optional<gp::Candidate> brute = gp::optimizeByBruteForce(example(), goal);
        QVERIFY(r.recommended && brute);
        QCOMPARE(r.recommended->config, brute->config);
        QCOMPARE(r.recommended->estimate.cost, brute->estimate.cost);
        QVERIFY(r.evaluated < r.candidates); // it pruned
    }
}

void TestOptimize::theSearchEqualsBruteForceWithLayouts()
{
    gp::OptimizeGoal goal;
    goal.accelerators = {"h100-80gb", "b200", "tpu-v6e"};
    goal.provisioning = {gp::Provisioning::OnDemand, gp::Provisioning::DwsFlexStart};
    goal.maxSpares = 1;
    goal.runs = 200;
    const gp::OptimizeResult r = gp::optimize(layoutPlan(), goal);
    const std::optional<gp::Candidate> brute = gp::optimizeByBruteForce(layoutPlan(), goal);
    QVERIFY(r.recommended && brute);
    QCOMPARE(r.recommended->config, brute->config);
    QVERIFY(r.recommended->estimate.layout); // priced at its layout
}

void TestOptimize::theRecommendationAppliedReproducesItsFigures()
{
    for (const gp::Plan& plan : {example(), layoutPlan()}) {
        const gp::OptimizeResult r = gp::optimize(plan);
        QVERIFY(r.recommended);
        const gp::Candidate& c = *r.recommended;
        const gp::Evaluation ev = gp::evaluate(gp::applyCandidate(plan, c));
        const gp::CostEstimate* e = ev.selectedEstimate();
        QVERIFY(e);
        QCOMPARE(e->accelerator, c.config.accelerator);
        QCOMPARE(e->accelerators, c.estimate.accelerators);
        // Exactly: the same model, the same inputs.
        QVERIFY(e->cost == c.estimate.cost);
        QVERIFY(e->days == c.estimate.days);
        QVERIFY(e->mfu == c.estimate.mfu);
        QVERIFY(ev.goodput.mlProductivity == c.mlProductivity);
    }
}

void TestOptimize::aMeasuredThroughputScalesWithTheCount()
{
    // 128 H100 measured at 1.2 M tokens a second: its MFU holds at every count, so fewer nodes take longer, and
    // the plan applied at the recommended count carries the throughput scaled to it.
    gp::Plan plan = example();
    plan.training.accelerator = "h100-80gb";
    plan.training.measuredTokensPerSecond = 1.2e6;
    plan.training.programSource.reset(); // the example's own figure gives way to the throughput measured
    plan.scenarios.clear(); // on TPU v5e, a throughput measured on H100 would be 200 % MFU
    gp::OptimizeGoal goal;
    goal.accelerators = {"h100-80gb"};
    goal.runs = 300;
    const gp::OptimizeResult r = gp::optimize(plan, goal);
    QVERIFY(r.recommended && r.yours);
    QVERIFY(r.recommended->estimate.measured);
    QCOMPARE(r.recommended->estimate.mfu, r.yours->estimate.mfu);
    const double ratio = double(r.recommended->config.nodes) / plan.goodput.nodes;
    if (r.recommended->config.nodes != plan.goodput.nodes)
        QVERIFY(std::abs(r.recommended->estimate.productiveHours * ratio - r.yours->estimate.productiveHours) <
                1e-6 * r.yours->estimate.productiveHours);
    const gp::Plan applied = gp::applyCandidate(plan, *r.recommended);
    QCOMPARE(*applied.training.measuredTokensPerSecond, 1.2e6 * ratio);
    const gp::CostEstimate* e = gp::evaluate(applied).selectedEstimate();
    QCOMPARE(e->mfu, r.recommended->estimate.mfu);
    QCOMPARE(e->cost, r.recommended->estimate.cost);
    // On another accelerator the measurement no longer applies.
    gp::Candidate other = *r.recommended;
    other.config.accelerator = "b200";
    QVERIFY(!gp::applyCandidate(plan, other).training.measuredTokensPerSecond);
}

void TestOptimize::neverWorseThanThePlanOrItsScenarios()
{
    const gp::Plan plan = example();
    QVERIFY(!plan.scenarios.empty());
    const gp::OptimizeResult r = gp::optimize(plan);
    QVERIFY(r.recommended && r.yours);
    QCOMPARE(r.scenarios.size(), plan.scenarios.size());
    std::vector<gp::Candidate> starts = r.scenarios;
    starts.push_back(*r.yours);
    // Never costlier, but by a tie the lower risk won (within the model's accuracy).
    for (const gp::Candidate& s : starts)
        if (s.estimate.meetsDeadline && s.risk->probability >= r.confidence) {
            QVERIFY2(cheapestOf(r).estimate.cost <= s.estimate.cost, qPrintable(QString::fromStdString(s.scenario)));
            QVERIFY(r.recommended->estimate.cost <= s.estimate.cost * (1.0 + gp::kCostTolerance));
        }
    // The example's own plan, 128 H100 on Spot, meets the 30 days; the search finds cheaper.
    QVERIFY(r.yours->estimate.meetsDeadline);
    QVERIFY(r.recommended->estimate.cost < r.yours->estimate.cost);
}

void TestOptimize::theAnswerNamesEveryOtherAccelerator()
{
    const gp::OptimizeResult r = gp::optimize(example());
    QVERIFY(r.recommended);
    QCOMPARE(r.runnersUp.size(), std::size_t{12}); // 13 accelerators, one recommended
    for (const gp::RunnerUp& u : r.runnersUp) {
        QVERIFY(u.accelerator != r.recommended->config.accelerator);
        QVERIFY(!u.sentence.empty());
        if (u.reason == gp::Binding::Cost) {
            QVERIFY(u.best && u.best->estimate.cost >= r.recommended->estimate.cost);
        }
    }
    // The 70B example model needs 14 bytes a parameter of states: never on one 16 GB T4 node, nor at any count.
    const auto t4 = std::find_if(r.runnersUp.begin(), r.runnersUp.end(),
                                 [](const gp::RunnerUp& u) { return u.accelerator == "t4"; });
    QVERIFY(t4 != r.runnersUp.end());
    QCOMPARE(t4->reason, gp::Binding::Memory);
    QVERIFY(r.candidates > r.evaluated);
}

void TestOptimize::theFrontFallsInCostAndTime()
{
    const gp::OptimizeResult r = gp::optimize(layoutPlan());
    QVERIFY(r.pareto.size() >= 2);
    bool hasRecommended = false;
    for (std::size_t i = 0; i < r.pareto.size(); ++i) {
        QVERIFY(r.pareto[i].risk);
        hasRecommended = hasRecommended || r.pareto[i].config == r.recommended->config;
        if (i > 0) {
            QVERIFY(r.pareto[i].estimate.cost >= r.pareto[i - 1].estimate.cost);
            QVERIFY(r.pareto[i].risk->wallHoursP90 < r.pareto[i - 1].risk->wallHoursP90);
        }
    }
    QVERIFY(hasRecommended);
}

void TestOptimize::nothingMeetsTheGoal()
{
    gp::OptimizeGoal goal;
    goal.deadlineHours = 24; // a 70B model on 1.4T tokens in a day: out of every accelerator's reach
    gp::OptimizeResult r = gp::optimize(layoutPlan(), goal);
    QVERIFY(!r.recommended);
    QVERIFY(r.nearest);
    QVERIFY(r.reason.english().find("Nothing meets the deadline of 1 days") != std::string::npos);

    goal = {};
    goal.budget = 100000; // the 14 days cost more than a million
    r = gp::optimize(layoutPlan(), goal);
    QVERIFY(!r.recommended);
    QCOMPARE(r.nearestBinding, gp::Binding::Budget);
    QVERIFY(r.nearest->estimate.cost > 100000);
    QVERIFY(r.reason.english().find("a budget of $") != std::string::npos);
}

void TestOptimize::aBadGoalIsRefused()
{
    gp::OptimizeGoal goal;
    goal.confidence = 1.5;
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::optimize(example(), goal));
    goal = {};
    goal.accelerators = {"h900"};
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::optimize(example(), goal));
    goal = {};
    goal.deadlineHours = -1;
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::optimize(example(), goal));
    QVERIFY_THROWS_EXCEPTION(gp::Error, gp::optimize(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-8b.gpplan")));
}

void TestOptimize::thePlansGoalIsSavedAndSearched()
{
    gp::Plan plan = example();
    plan.training.search.confidence = 0.95;
    plan.training.search.budget = 50000;
    plan.training.search.accelerators = {"tpu-v6e", "b200"};
    plan.training.search.provisioning = {gp::Provisioning::Spot};
    const gp::Plan again = gp::planFromJson(gp::planToJson(plan));
    QCOMPARE(again.training.search, plan.training.search);
    // A plan without a goal writes none.
    QVERIFY(!gp::planToJson(example())["training"].contains("search"));
    // The evaluation's search is the plan's goal, kept once made, and taken over by an edit of the notes.
    const gp::Evaluation ev = gp::evaluate(plan);
    QVERIFY(!ev.keptPlanSearch());
    const gp::OptimizeResult& r = gp::planSearch(ev);
    QVERIFY(ev.keptPlanSearch() == &r);
    QVERIFY(r.recommended);
    QCOMPARE(r.recommended->config.provisioning, gp::Provisioning::Spot);
    QVERIFY(r.recommended->estimate.cost <= 50000);
    QVERIFY(r.recommended->risk->probability >= 0.95);
    gp::Plan noted = plan;
    noted.notes = "reviewed";
    const gp::Evaluation after = gp::evaluate(gp::ValidPlan::check(noted), gp::GraphLibrary::builtin(), nullptr,
                                                 gp::Reuse{&ev, gp::PlanChange(gp::PlanPart::Engagement)});
    QVERIFY(after.keptPlanSearch() == &r);
    // Out of range: named by its field.
    plan.training.search.confidence = 0.3;
    try {
        gp::validate(plan);
        QFAIL("a confidence of 0.3 was accepted");
    } catch (const gp::Error& e) {
        QCOMPARE(e.subject(), std::string("training.search.confidence"));
    }
}

void TestOptimize::theSparesScaleWithTheCount()
{
    // 1,024 nodes failing 0.01 and preempted for maintenance 0.01 a node-day, each node repaired in 24 h: 20.48
    // nodes in repair at once, and the workbench's scale 3 x 20.48 + 3 = 64.44, so up to 65 spares: every count to
    // 8, then 8 x 2^(j/4) rounded (10, 11, 13, 16, 19, 23, 27, 32, 38, 45, 54, 64), then 65.
    const gp::Plan plan = plan405b();
    const gp::OptimizeSpace space(plan, gp::OptimizeGoal{});
    const gp::ProvisioningProfile onDemand{gp::Provisioning::OnDemand, gp::Duration::hours(6)};
    const std::vector<int> expected{0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 16, 19, 23, 27, 32, 38, 45, 54, 64, 65};
    QCOMPARE(space.spares(1024, onDemand), expected);
    // 16 nodes keep 0.32 in repair: the scale's floor of 8.
    QCOMPARE(space.spares(16, onDemand), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8}));
    // The plan's own pool is always tried; a goal that caps the spares caps them.
    gp::Plan own = plan;
    own.goodput.hotSpares = 100;
    const std::vector<int> withOwn = gp::OptimizeSpace(own, gp::OptimizeGoal{}).spares(16, onDemand);
    QVERIFY(std::find(withOwn.begin(), withOwn.end(), 100) != withOwn.end());
    gp::OptimizeGoal capped;
    capped.maxSpares = 2;
    QCOMPARE(gp::OptimizeSpace(plan, capped).spares(1024, onDemand), (std::vector<int>{0, 1, 2}));
}

void TestOptimize::moreThanEightSparesWhenTheyPay()
{
    // The 405B plan on B200 on demand: at a few hundred nodes a pool of 8 leaves requests waiting for a reschedule,
    // and more spares pay for themselves. The brute force over the same scaled axis agrees with the search, and its
    // cheapest is cheaper than the cheapest with the spares capped at 8, the old axis.
    gp::OptimizeGoal goal;
    goal.accelerators = {"b200"};
    goal.provisioning = {gp::Provisioning::OnDemand};
    goal.runs = 100;
    const gp::Plan plan = plan405b();
    const gp::OptimizeResult r = gp::optimize(plan, goal);
    const std::optional<gp::Candidate> brute = gp::optimizeByBruteForce(plan, goal);
    QVERIFY(r.recommended && brute);
    QCOMPARE(r.recommended->config, brute->config);
    QVERIFY(cheapestOf(r).config.hotSpares > 8);
    QVERIFY(r.limits.sparesTo > 8);
    goal.maxSpares = 8;
    const gp::OptimizeResult eight = gp::optimize(plan, goal);
    QVERIFY(eight.recommended);
    QVERIFY(cheapestOf(eight).config.hotSpares <= 8);
    QVERIFY2(cheapestOf(r).estimate.cost < cheapestOf(eight).estimate.cost,
             qPrintable(QStringLiteral("%1 against %2").arg(cheapestOf(r).estimate.cost).arg(cheapestOf(eight).estimate.cost)));
}

void TestOptimize::narrowingNeverGivesAWorseAnswer()
{
    // Every count of the band is searched: narrowing the search to one provisioning, or to one accelerator, keeps
    // every point of the accelerator and provisioning held, so its answer is never costlier than what the
    // unrestricted search held for it (but by a tie the lower risk won).
    for (const gp::Plan& plan : {example(), layoutPlan()}) {
        gp::OptimizeGoal goal;
        goal.runs = 300;
        const gp::OptimizeResult all = gp::optimize(plan, goal);
        QVERIFY(all.recommended && !all.top.empty());
        auto check = [&](const gp::OptimizeGoal& narrow, const gp::Candidate& held) {
            const gp::OptimizeResult r = gp::optimize(plan, narrow);
            QVERIFY(r.recommended);
            QVERIFY2(cheapestOf(r).estimate.cost <= held.estimate.cost,
                     qPrintable(QStringLiteral("%1 %2: %3 against %4")
                                    .arg(QString::fromStdString(held.config.accelerator))
                                    .arg(QString::fromStdString(std::string(gp::provisioningId(held.config.provisioning))))
                                    .arg(cheapestOf(r).estimate.cost)
                                    .arg(held.estimate.cost)));
            QVERIFY(r.recommended->estimate.cost <= held.estimate.cost * (1.0 + gp::kCostTolerance));
        };
        for (const gp::Candidate& held : all.top) {
            gp::OptimizeGoal byProvisioning = goal;
            byProvisioning.provisioning = {held.config.provisioning};
            check(byProvisioning, held);
            gp::OptimizeGoal byAccelerator = goal;
            byAccelerator.accelerators = {held.config.accelerator};
            check(byAccelerator, held);
        }
    }
}

void TestOptimize::theLayoutsLowerBoundIsTrue()
{
    // An 8B model with Adam holds 16 bytes a parameter of states, 128 GB: over TPU v5p's 95 GB less the reserve
    // that is two chips, one host of 4. The tensor degree the slice allows (32) once set the floor at 32 chips.
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-8b-finetune-v5p.gpplan");
    gp::OptimizeGoal goal;
    goal.accelerators = {"tpu-v5p"};
    goal.runs = 300;
    const gp::OptimizeSpace space(plan, goal);
    const gp::Accelerator& v5p = *space.accelerators().front();
    QCOMPARE(*space.fewestForLayouts(v5p), 4.0);
    const gp::OptimizeSpace::Counts counts = space.counts(v5p);
    QVERIFY(!counts.nodes.empty());
    QCOMPARE(counts.nodes.front(), 1);
    // ...and the search prices fewer than 32 chips where they are the cheapest, as the brute force does.
    const gp::OptimizeResult r = gp::optimize(plan, goal);
    const std::optional<gp::Candidate> brute = gp::optimizeByBruteForce(plan, goal);
    QVERIFY(r.recommended && brute);
    QCOMPARE(r.recommended->config, brute->config);
    QVERIFY(cheapestOf(r).estimate.accelerators < 32);
    QVERIFY(r.recommended->estimate.layout);
}

void TestOptimize::aTieGoesToTheLowerRisk()
{
    // The 70B plan on TPU v6e, on demand or with DWS flex-start: flex-start is a hair cheaper, a little less likely
    // in time. Every candidate of the space is simulated here and the rule applied by hand: of those within 0.5 %
    // of the cheapest, the likeliest in time wins, then the soonest at the 90th percentile. A deadline of 15 days
    // leaves the step model's error room to tell them apart.
    const gp::Plan plan = layoutPlan();
    gp::OptimizeGoal goal;
    goal.deadlineHours = 15 * 24.0;
    goal.accelerators = {"tpu-v6e"};
    goal.provisioning = {gp::Provisioning::OnDemand, gp::Provisioning::DwsFlexStart};
    goal.maxSpares = 8;
    goal.runs = 300;
    const gp::OptimizeSpace space(plan, goal);
    std::vector<gp::Candidate> meeting;
    const gp::Accelerator& v6e = *space.accelerators().front();
    for (const gp::ProvisioningProfile& p : space.provisioning())
        for (int n : space.counts(v6e).nodes)
            for (gp::Candidate& c : space.point(v6e, n, p))
                if (space.meetsInExpectation(c) && space.withinBudget(c)) {
                    c.risk = space.risk(c);
                    if (space.meetsGoal(c))
                        meeting.push_back(c);
                }
    QVERIFY(!meeting.empty());
    const auto byCost = [](const gp::Candidate& x, const gp::Candidate& y) {
        return x.estimate.cost != y.estimate.cost ? x.estimate.cost < y.estimate.cost : x.estimate.days < y.estimate.days;
    };
    const gp::Candidate cheapest = *std::min_element(meeting.begin(), meeting.end(), byCost);
    gp::Candidate winner = cheapest;
    // Room in memory first: at least 10 % of the usable memory free beats less.
    const auto room = [](const gp::Candidate& c) {
        const gp::MemoryFit& m = c.estimate.memory;
        return m.fits && (m.usableGb - m.usedGb()) / m.usableGb >= 0.10;
    };
    for (const gp::Candidate& c : meeting) {
        if (c.estimate.cost > cheapest.estimate.cost * 1.005)
            continue;
        if (room(c) != room(winner)) {
            if (room(c))
                winner = c;
            continue;
        }
        const double p = c.risk->probability, q = winner.risk->probability;
        if (p > q || (p == q && (c.risk->wallHoursP90 < winner.risk->wallHoursP90 ||
                                 (c.risk->wallHoursP90 == winner.risk->wallHoursP90 && byCost(c, winner)))))
            winner = c;
    }
    QVERIFY2(!(winner.config == cheapest.config), "the case is meant to be a tie the lower risk wins");
    const gp::OptimizeResult r = gp::optimize(plan, goal);
    QVERIFY(r.recommended && r.tie);
    QCOMPARE(r.recommended->config, winner.config);
    QCOMPARE(r.tie->cheapest.config, cheapest.config);
    QVERIFY(r.tie->candidates >= 2);
    QVERIFY(r.recommended->estimate.cost <= cheapest.estimate.cost * (1.0 + gp::kCostTolerance));
    QVERIFY(r.reason.english().find("A tie: the cheapest") != std::string::npos);
    QCOMPARE(gp::optimizeByBruteForce(plan, goal)->config, winner.config);
}

namespace {

// A candidate for the tie rule alone: its cost, the GB it holds of 72 usable, and its risk.
gp::Candidate tieCandidate(int nodes, double cost, double usedGb, double probability, double p90)
{
    gp::Candidate c;
    c.config.accelerator = "h100-80gb";
    c.config.nodes = nodes;
    c.estimate.cost = cost;
    c.estimate.days = 20;
    c.estimate.memory.statesGb = usedGb;
    c.estimate.memory.usableGb = 72;
    c.estimate.memory.fits = usedGb <= 72;
    c.risk = gp::DeadlineRisk{probability, p90 * 0.9, p90, 300};
    return c;
}

} // namespace

void TestOptimize::aTieGoesToRoomInMemoryFirst()
{
    // Of 72 GB usable: 70 GB is 97.2 % full (2.8 % free), 64.8 GB exactly 90 % (10 % free), 60 GB 83.3 %.
    const gp::Candidate full = tieCandidate(16, 1000, 70, 0.99, 400);
    const gp::Candidate roomy = tieCandidate(17, 1004, 60, 0.95, 450); // 0.4 % dearer: within the tolerance
    const gp::Candidate edge = tieCandidate(18, 1003, 64.8, 0.93, 460);
    const gp::Candidate dear = tieCandidate(19, 1006, 60, 1.00, 300);  // 0.6 % dearer: no tie
    QVERIFY(full.estimate.memory.headroom() < gp::kMemoryHeadroom);
    QVERIFY(edge.estimate.memory.fitsWithRoom());
    // Room decides before the risk: the roomy one wins although 4 points less likely in time...
    QVERIFY(gp::winsTie(roomy, full));
    QVERIFY(!gp::winsTie(full, roomy));
    // ...and between two with room, or two without, the risk decides as before.
    QVERIFY(gp::winsTie(roomy, edge));
    QVERIFY(!gp::winsTie(edge, roomy));
    gp::Candidate fuller = tieCandidate(20, 1001, 71, 0.98, 400);
    QVERIFY(gp::winsTie(full, fuller));
    // The rule as the search and the brute force apply it: the cheapest has no room; of the two within 0.5 % with
    // room the likelier wins; the 0.6 % dearer one is not a tie, however sure.
    gp::OptimizeResult r;
    gp::choose({full, roomy, edge, dear}, r);
    QVERIFY(r.recommended && r.tie);
    QCOMPARE(r.recommended->config.nodes, 17);
    QCOMPARE(r.tie->cheapest.config.nodes, 16);
    QCOMPARE(r.tie->candidates, 3);
    // With none roomy in the tie, the lower risk wins as before: here the cheapest itself, so no tie is told.
    r = {};
    gp::choose({full, fuller, dear}, r);
    QVERIFY(r.recommended && !r.tie);
    QCOMPARE(r.recommended->config.nodes, 16);
}

void TestOptimize::aTpuAnswerIsALayoutThatRuns()
{
    // Google's v6e table: one slice of 1, 4 or 8 chips, or whole multi-host slices of one shape (16, 32, ... 256
    // chips). On nodes of 8, 120 chips are neither; 112 are 7 slices of 4x4, 128 one 8x16 slice, and the example's
    // answer, 48, three slices of 4x4 (its 7B's states, 4 bytes a parameter whole and Adam's 12 over 48 replicas,
    // 29.75 GB, within the 32 GiB chip's 30.9 GB usable).
    QCOMPARE(gp::tpuLayout(120, "tpu-v6e-slice").slices, 0);
    QCOMPARE(gp::tpuLayout(112, "tpu-v6e-slice").slices, 7);
    QCOMPARE(gp::tpuLayout(112, "tpu-v6e-slice").shape.topology, std::string("4x4"));
    QCOMPARE(gp::tpuLayout(48, "tpu-v6e-slice").slices, 3);
    QCOMPARE(gp::tpuLayout(48, "tpu-v6e-slice").shape.topology, std::string("4x4"));
    const gp::OptimizeResult r = gp::optimize(example(), gp::goalOf(example()));
    QVERIFY(r.recommended);
    QCOMPARE(r.recommended->config.accelerator, std::string("tpu-v6e"));
    QCOMPARE(r.recommended->estimate.accelerators, 48.0);
    std::vector<gp::Candidate> all = r.pareto;
    all.push_back(*r.recommended);
    for (const gp::Candidate& c : all)
        if (c.config.accelerator.rfind("tpu-", 0) == 0) {
            const gp::Accelerator* a = gp::builtinCatalog().find(c.config.accelerator);
            QVERIFY(a && a->deploy);
            QVERIFY2(gp::tpuLayout(int(c.estimate.accelerators), a->deploy->gkeAccelerator).slices > 0,
                     qPrintable(QString::number(c.estimate.accelerators)));
        }
}

void TestOptimize::theBoundsAreLowerBounds()
{
    // The search prunes on a cost and a days bound below every candidate of a point, whatever its interval, and,
    // where spares never slow the job, on the share at a count's most spares: checked over every point of plans
    // with each kind of recovery (in-job restart, elastic shrink and stragglers, asynchronous saves, a fast tier).
    std::vector<std::pair<gp::Plan, std::vector<std::string>>> plans;
    plans.emplace_back(example(), std::vector<std::string>{"a100-80gb", "tpu-v6e"});
    plans.emplace_back(layoutPlan(), std::vector<std::string>{"tpu-v6e", "b200"});
    gp::Plan fast = example();
    fast.goodput.fastTier = true;
    plans.emplace_back(fast, std::vector<std::string>{"h100-80gb"});
    for (const char* name : {"in-job-restart", "elastic-stragglers", "checkpoint-async"})
        plans.emplace_back(gp::loadPlanFile(std::string(GOODPUT_TEST_DATA "/plans/") + name + ".gpplan"),
                           std::vector<std::string>{"h100-80gb", "tpu-v5p"});
    int points = 0;
    for (const auto& [plan, accelerators] : plans) {
        gp::OptimizeGoal goal;
        goal.accelerators = accelerators;
        const gp::OptimizeSpace space(plan, goal);
        for (const gp::Accelerator* a : space.accelerators())
            for (int n : space.counts(*a).nodes)
                for (const gp::ProvisioningProfile& p : space.provisioning()) {
                    const std::vector<gp::Candidate> all = space.point(*a, n, p);
                    std::map<bool, double> top; // the share at the most spares, by fast tier
                    for (const gp::Candidate& c : all)
                        top[c.config.fastTier] = c.estimate.productiveHours / (c.estimate.runningDays * 24.0);
                    for (const gp::Candidate& c : all) {
                        if (!std::isfinite(c.estimate.cost))
                            continue;
                        const bool capped = c.config.hotSpares > 0 && space.sparesNeverSlow(c.config);
                        const gp::OptimizeSpace::Bound b = space.bound(
                            *a, c.config, capped ? top[c.config.fastTier] + gp::OptimizeSpace::kShareSlack : 1.0);
                        ++points;
                        QVERIFY2(b.cost <= c.estimate.cost && b.days <= c.estimate.days,
                                 qPrintable(QStringLiteral("%1 x %2 nodes, %3 spares: %4 <= %5, %6 <= %7")
                                                .arg(QString::fromStdString(a->id)).arg(n).arg(c.config.hotSpares)
                                                .arg(b.cost).arg(c.estimate.cost).arg(b.days).arg(c.estimate.days)));
                    }
                }
    }
    QVERIFY(points > 1000);
}

QTEST_APPLESS_MAIN(TestOptimize)
#include "tst_optimize.moc"
