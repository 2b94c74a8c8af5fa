#pragma once

#include "catalog/Catalog.h"
#include "i18n/Text.h"
#include "search/Optimize.h"

namespace gp {

// The plan search's answer (docs/model.md section 24) from what it found: the tie rule that picks the
// recommendation, each other accelerator's runner-up and the nearest when nothing meets the goal, and its words:
// the recommendation's reason, or what would admit the nearest, and why each runner-up lost. English; the user
// interface translates them.

// What the search of one accelerator under one provisioning found.
struct TaskOutcome {
    const Accelerator* accelerator = nullptr;
    const std::optional<Candidate>* best = nullptr;       // the cheapest that meets the goal
    const std::optional<Candidate>* overBudget = nullptr; // the cheapest that meets the deadline with confidence
    const std::optional<Candidate>* likeliest = nullptr;  // of those that missed the confidence, the likeliest
    const Candidate* soonest = nullptr;                   // of all evaluated, the soonest in expectation
};

// The tie rule: of `pool` (candidates that meet the goal), those within kCostTolerance of the cheapest's cost tie,
// and the winner by winsTie wins: room in memory, then the likeliest to meet the deadline, then the soonest at the
// 90th percentile, then the cheapest. Sets
// r.recommended, and r.tie when the winner is not the cheapest.
void choose(const std::vector<Candidate>& pool, OptimizeResult& r);

// One accelerator's runner-up from its tasks' outcomes: its best, or the constraint that bound it with its nearest
// candidate (`limit`: why its counts were none).
RunnerUp runnerUpOf(const Accelerator& a, OptimizeSpace::CountLimit limit, const std::vector<TaskOutcome>& tasks);

// Whether `u`, which missed the goal, comes nearer to it than the nearest so far.
bool nearer(const RunnerUp& u, const std::optional<Candidate>& nearest, Binding nearestBinding);

// Why a runner-up lost, without its name (which stands beside it wherever it is shown).
Text runnerUpSentence(const Catalog& catalog, const RunnerUp& r, const OptimizeResult& result);

// Sets r.reason from the recommendation, or from the nearest and the constraint it misses.
void explain(OptimizeResult& r, const Catalog& catalog);

} // namespace gp
