#pragma once

#include "i18n/Text.h"
#include "search/OptimizeSpace.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace gp {

struct Evaluation; // plan/Evaluate.h

struct Plan;

// Find the plan (docs/model.md section 24): the cheapest configuration of accelerator, node count, layout,
// provisioning, hot spares, checkpoint interval and fast tier that meets the deadline with the required confidence,
// within the budget; the front of cost against the 90th-percentile wall days; each other accelerator's best with
// the constraint that bound it.

// The constraint that keeps a candidate, or an accelerator, from being the recommendation.
enum class Binding {
    None,       // it is the recommendation
    Memory,     // the model fits its memory at no count
    LargestJob, // the deadline would need more accelerators than its largest job
    Deadline,   // no count meets the deadline in expectation
    Budget,     // it meets the deadline, but over the budget
    Confidence, // it meets the deadline in expectation, but not with the required confidence
    Cost,       // it meets the goal, at a higher cost than the recommendation
};
std::string_view bindingId(Binding b); // "none", "memory", "largest_job", "deadline", "budget", "confidence", "cost"

// Costs this close to the cheapest's (a share of it) are a tie: the planning model's grid holds the productive share
// to about a tenth of a point and the spare pool's to a few tenths (docs/model.md sections 3 and 5), so a smaller
// difference decides nothing. Of tied candidates one with room in memory wins, then the lower risk (docs/model.md
// section 24).
inline constexpr double kCostTolerance = 0.005;

// Whether x wins a tie against y: one that leaves kMemoryHeadroom of its usable memory free beats one that does not,
// then the likelier to meet the deadline, then the sooner at the 90th percentile, then the cheaper. Both simulated.
bool winsTie(const Candidate& x, const Candidate& y);

// The cheapest options the answer lists (OptimizeResult::top) that are sure to be the cheapest of all; beyond
// them it lists the bests it found on the way (docs/model.md section 24).
inline constexpr std::size_t kTopExact = 5;

// A recommendation that the tie rule chose over a cheaper candidate within kCostTolerance.
struct Tie {
    Candidate cheapest; // the cheapest candidate that meets the goal
    int candidates = 0; // the candidates that meet the goal within the tolerance of its cost, both included
};

// Where the search stops on the axes it caps (docs/model.md section 24), for the answer to say so.
struct SearchLimits {
    int sparesFrom = 0;
    int sparesTo = 0;               // the most hot spares tried at any count
    double nodesOverFewest = 0;     // counts up to this times the fewest that could meet the deadline
    double intervalFrom = 0.5;      // checkpoint intervals from this times Daly's optimum...
    double intervalTo = 2.0;        // ...to this times it (and the plan's own)
};

struct RunnerUp {
    std::string accelerator;
    Binding reason = Binding::Cost;
    std::optional<Candidate> best; // its cheapest that meets the goal, else its nearest
    Text sentence; // why it lost, in a sentence without its name (English; the user interface translates it)
};

struct OptimizeResult {
    double deadlineHours = 0;
    double confidence = 0;
    std::optional<double> budget;
    std::optional<Candidate> recommended;
    std::optional<Tie> tie; // set when a cheaper candidate tied with the recommendation and lost on room or risk
    // When nothing meets the goal: the nearest candidate, the constraint it misses and what would admit it.
    std::optional<Candidate> nearest;
    Binding nearestBinding = Binding::None;
    Text reason;
    std::optional<Candidate> yours; // the plan's own configuration, evaluated the same way
    std::vector<Candidate> scenarios; // each scenario's own configuration with its inputs, evaluated the same way
    std::vector<Candidate> pareto;  // cost against p90 wall days, cheapest first, each faster than every cheaper one
    // The cheapest that meet the goal, one per accelerator and provisioning, cheapest first: the first kTopExact
    // of them the cheapest of all; beyond, those the search found (a provisioning whose candidates all cost more
    // than its accelerator's best, and than these, is not simulated).
    std::vector<Candidate> top;
    std::vector<RunnerUp> runnersUp; // each other accelerator, in catalog order
    std::int64_t candidates = 0;     // configurations in the space
    std::int64_t evaluated = 0;      // configurations priced with the planning model
    std::int64_t modelEvaluations = 0; // distinct planning-model evaluations
    std::int64_t simulated = 0;      // candidates whose risk was simulated
    std::int64_t prunedBound = 0;    // (count, provisioning, spares, fast tier) points never evaluated: their cost
                                     //   bound lost, or no point of the front could come of them
    std::int64_t prunedDeadline = 0; //   or they could not meet the deadline at their share bound
    SearchLimits limits;
    bool cancelled = false;
};

// Asked and told from the searching threads (so both must be safe to call from any thread, at once). Both optional.
struct OptimizeControl {
    std::function<bool()> cancelled;                      // true: the search stops at its next step
    std::function<void(int done, int total)> progressed;  // tasks (accelerator and provisioning) searched so far
    int threads = 0;                                      // 0: one per hardware thread
    bool stop() const { return cancelled && cancelled(); }
    // The same cancel and threads, telling no progress (the search's inner steps).
    OptimizeControl quiet() const { return {cancelled, {}, threads}; }
};

// The plan's own goal: its deadline and its training.search (budget, confidence, accelerators, provisioning).
OptimizeGoal goalOf(const Plan& plan);

// The plan search for the evaluated plan's goal: the one its evaluation keeps (Evaluation::keptPlanSearch), else
// computed here and kept. Throws gp::Error for a goal the plan's catalog cannot meet (an unknown accelerator).
const OptimizeResult& planSearch(const Evaluation& ev);

// The search (docs/model.md section 24). Best first: each accelerator and provisioning's (count, spares, fast tier)
// points in the order of their cost bound, evaluated until the cheapest evaluated candidate costs less than the
// next bound, whose risk is then simulated; it is that accelerator and provisioning's best when it meets the goal.
// Of the candidates within kCostTolerance of the cheapest best, the lower risk wins. Throws gp::Error for a bad
// goal.
OptimizeResult optimize(const Plan& plan, const OptimizeGoal& goal = {}, const OptimizeControl& control = {});

// The plan with the candidate applied: its scenario's inputs where it comes from one, and its configuration.
Plan applyCandidate(const Plan& plan, const Candidate& c);

// Every point of the space evaluated and simulated, and the plan's and its scenarios' own configurations, the
// recommendation chosen by the same rule (ties included), for tests on a space small enough.
std::optional<Candidate> optimizeByBruteForce(const Plan& plan, const OptimizeGoal& goal);

} // namespace gp
