#include "plan/Briefing.h"
#include "plan/PlanFile.h"
#include "plan/Sizing.h"

#include <QTest>

#include <algorithm>

namespace {

using Risk = gp::Briefing::Risk::Kind;
using Step = gp::Briefing::Step::Kind;

const gp::Briefing::Risk* findRisk(const gp::Briefing& b, Risk kind)
{
    const auto it = std::find_if(b.risks.begin(), b.risks.end(), [&](const auto& r) { return r.kind == kind; });
    return it == b.risks.end() ? nullptr : &*it;
}

const gp::Briefing::Step* findStep(const gp::Briefing& b, Step kind)
{
    const auto it = std::find_if(b.nextSteps.begin(), b.nextSteps.end(), [&](const auto& s) { return s.kind == kind; });
    return it == b.nextSteps.end() ? nullptr : &*it;
}

gp::Briefing briefOf(const gp::Plan& plan)
{
    const gp::Evaluation ev = gp::evaluate(plan);
    return gp::brief(plan, ev, plan.kind == gp::PlanKind::Training ? gp::recommend(plan, ev) : gp::Recommendation{});
}

} // namespace

class TestBriefing : public QObject {
    Q_OBJECT
private slots:
    void exampleOnSpot();
    void missedDeadlineNamesWhatMeetsIt();
    void tightDeadline();
    void servingOnDemandOffersTheCommitment();
    void servingOnSpotIsARisk();
};

// The example: 16 nodes of 8 H100 on Spot for 30 days, failures and maintenance at 0.01 and Spot at 0.04 a
// node-day, MFU 40 %.
void TestBriefing::exampleOnSpot()
{
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    const gp::Briefing b = briefOf(plan);
    // MFU 40 % is below the other two factors (both above 90 %).
    QCOMPARE(b.lowestFactor, std::string("program"));
    QCOMPARE(b.lowestValue, 0.40);
    // Rescheduling by hand: 16 nodes × about 29.7 running days × (0.04 × 1 h + 0.01 × 0.5 h + 0.01 × 0.5 h)
    // = 23.8 h, more than the lost progress (the failures' 4.75 × half an hour's interval, with the interrupted saves)
    // or the 6 h wait.
    QVERIFY(b.largestLoss == gp::Briefing::Loss::Reschedule);
    QVERIFY(std::abs(b.largestLossHours - 23.8) < 1.0);
    QCOMPARE(b.window, 720.0);
    const auto* spot = findRisk(b, Risk::SpotPreemption);
    QVERIFY(spot);
    QCOMPARE(spot->a, 0.04);
    // 16 × 0.06 a node-day × about 29.75 days = 28.6 interruptions, each idling all 128 accelerators.
    const auto* interruptions = findRisk(b, Risk::Interruptions);
    QVERIFY(interruptions);
    QVERIFY(std::abs(interruptions->a - 28.6) < 0.5);
    QCOMPARE(interruptions->b, 128.0);
    QVERIFY(findRisk(b, Risk::MfuEstimated));
    QVERIFY(!findRisk(b, Risk::DeadlineMissed));
    // The two largest modelled gains come first, then the pilot and the capacity check.
    QVERIFY(b.nextSteps.size() >= 4);
    QCOMPARE(b.nextSteps[0].kind, Step::ApplyTechnique);
    QCOMPARE(b.nextSteps[1].kind, Step::ApplyTechnique);
    QVERIFY(b.nextSteps[0].a >= b.nextSteps[1].a);
    QVERIFY(findStep(b, Step::Pilot));
    QCOMPARE(b.nextSteps.back().kind, Step::ConfirmCapacity);
}

void TestBriefing::missedDeadlineNamesWhatMeetsIt()
{
    // 70B on 1.4 T tokens on 512 H100 in 14 days: 39.3 days, 25.3 late; 64 nodes of H100 cannot make it (more nodes
    // add interruptions), the sizing's pick can.
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan");
    const gp::Briefing b = briefOf(plan);
    const auto* late = findRisk(b, Risk::DeadlineMissed);
    QVERIFY(late);
    QVERIFY(std::abs(late->a - 25.3) < 0.1);
    const auto* sw = findStep(b, Step::Switch);
    const auto* more = findStep(b, Step::MoreNodes);
    QVERIFY(sw || more);
    if (sw) {
        QVERIFY(!sw->name.empty());
        QVERIFY(sw->b <= 14.0);
        QVERIFY(sw->a > 0);
    }
}

void TestBriefing::tightDeadline()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_EXAMPLE_PLAN);
    const gp::Evaluation ev = gp::evaluate(plan);
    const double days = ev.selectedEstimate()->days; // 10.7
    plan.training.deadline = gp::Duration::hours((days + 0.5) * 24);
    const gp::Briefing b = briefOf(plan);
    const auto* tight = findRisk(b, Risk::DeadlineTight);
    QVERIFY(tight);
    QVERIFY(std::abs(tight->a - 0.5) < 1e-6);
    // A comfortable deadline is no risk.
    plan.training.deadline = gp::Duration::hours(days * 2 * 24);
    QVERIFY(!findRisk(briefOf(plan), Risk::DeadlineTight));
}

void TestBriefing::servingOnDemandOffersTheCommitment()
{
    // 70B on H100 on demand; the catalog's 1-year committed use discount for H100 is 37 %.
    const gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan");
    const gp::Briefing b = briefOf(plan);
    QCOMPARE(b.plan, gp::PlanKind::Inference);
    const auto* commit = findStep(b, Step::Commit);
    QVERIFY(commit);
    QVERIFY(std::abs(commit->a - 0.37) < 1e-9);
    QVERIFY(findStep(b, Step::BenchmarkServing));
    // Peak 30 requests/s above the average 20.
    const auto* peak = findRisk(b, Risk::LatencyAtPeak);
    QVERIFY(peak);
    QCOMPARE(peak->a, 30.0);
    QVERIFY(!findRisk(b, Risk::SpotServing));
}

void TestBriefing::servingOnSpotIsARisk()
{
    gp::Plan plan = gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/inference-70b.gpplan");
    plan.goodput.provisioning = gp::Provisioning::Spot;
    const gp::Briefing b = briefOf(plan);
    QVERIFY(findRisk(b, Risk::SpotServing));
    QVERIFY(!findStep(b, Step::Commit)); // only a service on demand is offered the commitment
}

QTEST_APPLESS_MAIN(TestBriefing)
#include "tst_briefing.moc"
