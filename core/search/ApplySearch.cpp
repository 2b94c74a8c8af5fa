#include "search/ApplySearch.h"

#include "plan/Scenarios.h"

namespace gp {

AppliedSearch applySearchResult(const Plan& plan, const Candidate& c)
{
    AppliedSearch out;
    Plan next = applyCandidate(plan, c);
    next.scenarios.clear();
    for (const Scenario& s : plan.scenarios) {
        // What the scenario set against the old base, now written against the new one.
        Scenario rebased = scenarioBetween(s.name, next, scenarioPlan(plan, s.name));
        if (!(rebased == s))
            out.rebased.push_back(s.name);
        next.scenarios.push_back(std::move(rebased));
    }
    out.recommendationCleared = !plan.recommendedScenario.empty() || !plan.recommendationReason.empty();
    next.recommendedScenario.clear();
    next.recommendationReason.clear();
    out.plan = std::move(next);
    return out;
}

} // namespace gp
