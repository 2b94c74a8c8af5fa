// Find the plan (docs/model.md section 24): the search against a brute force over the same space, the recommendation
// applied and evaluated again, never worse than the plan or its scenarios, what it says when nothing meets the goal,
// and the deadline's risk against an independent simulation (tests/oracle_deadline_risk.py, written from
// docs/model.md alone: its figures below are from 200,000 runs with seed 7).
#include "goodput/DeadlineRisk.h"
#include "goodput/PlanningModel.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/Optimize.h"
#include "plan/Figures.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Validate.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>

namespace {

gp::Plan example()
{
    return gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
}

gp::Plan layoutPlan()
{
    return gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-layout.gpplan");
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
    for (const gp::Candidate& s : starts)
        if (s.estimate.meetsDeadline && s.risk->probability >= r.confidence)
            QVERIFY2(r.recommended->estimate.cost <= s.estimate.cost, qPrintable(QString::fromStdString(s.scenario)));
    // The example's own plan, 128 H100 on Spot, meets the 30 days; the search finds cheaper.
    QVERIFY(r.yours->estimate.meetsDeadline);
    QVERIFY(r.recommended->estimate.cost < r.yours->estimate.cost);
}

void TestOptimize::theAnswerNamesEveryOtherAccelerator()
{
    const gp::OptimizeResult r = gp::optimize(example());
    QVERIFY(r.recommended);
    QCOMPARE(r.runnersUp.size(), std::size_t{10}); // 11 accelerators, one recommended
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
    const gp::OptimizeResult& r = ev.planSearch();
    QVERIFY(ev.keptPlanSearch() == &r);
    QVERIFY(r.recommended);
    QCOMPARE(r.recommended->config.provisioning, gp::Provisioning::Spot);
    QVERIFY(r.recommended->estimate.cost <= 50000);
    QVERIFY(r.recommended->risk->probability >= 0.95);
    gp::Plan noted = plan;
    noted.notes = "reviewed";
    const gp::Evaluation after = gp::evaluate(gp::ValidPlan::check(noted), nullptr, gp::Reuse{&ev, gp::PlanChange(gp::PlanPart::Engagement)});
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

QTEST_APPLESS_MAIN(TestOptimize)
#include "tst_optimize.moc"
