#pragma once

#include "search/Optimize.h"
#include "plan/Plan.h"

#include <string>
#include <vector>

namespace gp {

// A plan search's configuration made the plan's base (docs/model.md section 24, "Applying the answer").
struct AppliedSearch {
    Plan plan;
    // The scenarios whose overrides were rewritten so that each still sets the plan it set before: a scenario that
    // overrode only the provisioning keeps its accelerator instead of taking the new base's.
    std::vector<std::string> rebased;
    // The plan recommended an option for a reason written about the old base: that recommendation no longer holds,
    // so the plan now recommends its base, the search's answer, without the old reason.
    bool recommendationCleared = false;
};

// `plan` with the candidate applied to its base (gp::applyCandidate) and its scenarios re-based. Throws gp::Error
// where a scenario of the plan is itself invalid.
AppliedSearch applySearchResult(const Plan& plan, const Candidate& c);

} // namespace gp
