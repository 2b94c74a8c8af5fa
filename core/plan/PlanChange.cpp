#include "plan/PlanChange.h"

#include "plan/Plan.h"

#include <atomic>
#include <tuple>

namespace gp {
namespace {

auto engagement(const Plan& p)
{
    return std::tie(p.title, p.engagement, p.notes, p.deployments);
}

} // namespace

PlanPart partOf(InputGroup group)
{
    switch (group) {
    case InputGroup::Scale: return PlanPart::Scale;
    case InputGroup::Scheduling: return PlanPart::Scheduling;
    case InputGroup::Runtime:
    case InputGroup::Checkpoint: return PlanPart::Runtime;
    case InputGroup::Program: return PlanPart::Program;
    }
    return PlanPart::Runtime;
}

namespace {
std::atomic<std::uint64_t> diffs{0};
} // namespace

std::uint64_t diffsMade()
{
    return diffs.load(std::memory_order_relaxed);
}

PlanChange diff(const Plan& a, const Plan& b)
{
    diffs.fetch_add(1, std::memory_order_relaxed);
    PlanChange c;
    if (!(a.goodput == b.goodput)) {
        // Every input has one row (goodput/InputRanges.h; a test counts the fields): no part by default.
        for (const InputRange& r : inputRanges())
            if (r.get(a.goodput) != r.get(b.goodput))
                c |= partOf(r.group);
        for (const InputSwitch& s : inputSwitches())
            if (s.get(a.goodput) != s.get(b.goodput))
                c |= partOf(s.group);
    }
    if (a.training != b.training || a.kind != b.kind || a.inference != b.inference)
        c |= PlanPart::Training; // what is priced: the training run, or the model served
    if (a.priceOverrides != b.priceOverrides || a.provisioningProfiles != b.provisioningProfiles ||
        a.customAccelerators != b.customAccelerators)
        c |= PlanPart::Prices;
    if (engagement(a) != engagement(b))
        c |= PlanPart::Engagement;
    if (a.walks != b.walks || a.answeredFromPlan != b.answeredFromPlan || a.walkPacks != b.walkPacks)
        c |= PlanPart::Walks;
    if (a.simulation != b.simulation)
        c |= PlanPart::Simulation;
    if (a.measured != b.measured)
        c |= PlanPart::Measured;
    if (a.scenarios != b.scenarios || a.recommendedScenario != b.recommendedScenario ||
        a.recommendationReason != b.recommendationReason)
        c |= PlanPart::Engagement; // the options the proposal presents
    return c;
}

} // namespace gp
