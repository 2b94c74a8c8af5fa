#include "plan/Briefing.h"

#include "plan/Techniques.h"

#include <algorithm>
#include <array>
#include <utility>

namespace gp {
namespace {

using Risk = Briefing::Risk;
using Step = Briefing::Step;

void trainingBriefing(const Plan& plan, const Evaluation& ev, const Recommendation& sizing, Briefing& b)
{
    const GoodputEvaluation& g = ev.goodput;
    const std::array<std::pair<const char*, double>, 3> factors{
        {{"scheduling", g.scheduling}, {"runtime", g.runtime}, {"program", g.program}}};
    const auto lowest = std::min_element(factors.begin(), factors.end(),
                                         [](const auto& x, const auto& y) { return x.second < y.second; });
    b.lowestFactor = lowest->first;
    b.lowestValue = lowest->second;
    const std::array<std::pair<Briefing::Loss, double>, 7> losses{{{Briefing::Loss::Waiting, g.hours.waiting},
                                                                   {Briefing::Loss::Reschedule, g.hours.reschedule},
                                                                   {Briefing::Loss::Resume, g.hours.resume},
                                                                   {Briefing::Loss::Lost, g.hours.lost},
                                                                   {Briefing::Loss::Saves, g.hours.saves},
                                                                   {Briefing::Loss::Shrunk, g.hours.shrunk},
                                                                   {Briefing::Loss::Straggler, g.hours.straggler}}};
    const auto largest = std::max_element(losses.begin(), losses.end(),
                                          [](const auto& x, const auto& y) { return x.second < y.second; });
    b.largestLoss = largest->first;
    b.largestLossHours = largest->second;
    b.window = ev.parameters.window;

    const CostEstimate* e = ev.selectedEstimate();
    const double deadline = deadlineHours(plan.training, plan.goodput) / 24.0;
    if (e && !e->meetsDeadline)
        b.risks.push_back({Risk::Kind::DeadlineMissed, e->days - deadline});
    else if (e && deadline - e->days < deadline / 10)
        b.risks.push_back({Risk::Kind::DeadlineTight, deadline - e->days});
    if (e && !e->memory.fits)
        b.risks.push_back({Risk::Kind::DoesNotFit, e->memory.statesGb + e->memory.activationsGb, e->memory.usableGb});
    if (plan.goodput.provisioning == Provisioning::Spot)
        b.risks.push_back({Risk::Kind::SpotPreemption, plan.goodput.spotPerNodeDay});
    if (g.interruptions >= 0.5)
        b.risks.push_back({Risk::Kind::Interruptions, g.interruptions,
                           double(plan.goodput.nodes) * plan.goodput.acceleratorsPerNode});
    if (!plan.measured && !(e && e->measured))
        b.risks.push_back({Risk::Kind::MfuEstimated, e ? e->mfu : plan.goodput.mfu});
    for (const Warning& w : ev.warnings)
        b.risks.push_back({Risk::Kind::Warning, 0, 0, w});

    // The two techniques with the largest modelled gain, then what the deadline needs, then the checks.
    for (const TechniqueEffect& t : ev.largestGains(2))
        b.nextSteps.push_back({Step::Kind::ApplyTechnique, t.id, (t.after - t.before) * 100.0});
    // A missed deadline: the plan's accelerator at the count that meets it, else the one the sizing recommends.
    if (e && !e->meetsDeadline) {
        const auto own = std::find_if(sizing.sizes.begin(), sizing.sizes.end(),
                                      [&](const Sizing& s) { return s.accelerator == e->accelerator && s.nodes; });
        if (own != sizing.sizes.end())
            b.nextSteps.push_back({Step::Kind::MoreNodes, {}, double(*own->nodes), own->estimate.days});
        else if (sizing.recommended && *sizing.recommended < sizing.sizes.size()) {
            const Sizing& s = sizing.sizes[*sizing.recommended];
            const Accelerator* a = ev.catalog().find(s.accelerator);
            if (a && s.nodes)
                b.nextSteps.push_back({Step::Kind::Switch, {}, s.estimate.accelerators,
                                       s.estimate.days, a->name});
        }
    }
    b.nextSteps.push_back({plan.measured ? Step::Kind::CompareMeasured : Step::Kind::Pilot});
    b.nextSteps.push_back({Step::Kind::ConfirmCapacity});
}

void servingBriefing(const Plan& plan, const Evaluation& ev, Briefing& b)
{
    const InferenceRequest& r = plan.inference.request;
    if (ev.served && r.peakRequestsPerSecond > r.requestsPerSecond)
        b.risks.push_back({Risk::Kind::LatencyAtPeak, r.peakRequestsPerSecond});
    if (plan.goodput.provisioning == Provisioning::Spot)
        b.risks.push_back({Risk::Kind::SpotServing});
    for (const Warning& w : ev.warnings)
        b.risks.push_back({Risk::Kind::Warning, 0, 0, w});
    if (ev.served)
        b.nextSteps.push_back({Step::Kind::BenchmarkServing});
    // A standing service on demand: what a 1-year commitment would save.
    for (const auto& [provisioning, served] : ev.servingProvisioning)
        if (provisioning == Provisioning::Reservation && ev.served && ev.served->pricePerHour > 0 &&
            plan.goodput.provisioning == Provisioning::OnDemand && served.pricePerHour < ev.served->pricePerHour)
            b.nextSteps.push_back({Step::Kind::Commit, {}, 1.0 - served.pricePerHour / ev.served->pricePerHour});
    b.nextSteps.push_back({Step::Kind::ConfirmCapacity});
}

} // namespace

Briefing brief(const Plan& plan, const Evaluation& evaluation, const Recommendation& sizing)
{
    Briefing b;
    b.plan = plan.kind;
    if (plan.kind == PlanKind::Inference)
        servingBriefing(plan, evaluation, b);
    else
        trainingBriefing(plan, evaluation, sizing, b);
    return b;
}

} // namespace gp
