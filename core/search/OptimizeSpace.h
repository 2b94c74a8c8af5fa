#pragma once

#include "training/CostModel.h"
#include "goodput/DeadlineRisk.h"
#include "goodput/PlanningModel.h"
#include "units/Duration.h"

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace gp {

struct Plan;

// The design space the plan search walks (docs/model.md section 24): its axes, one configuration of them, and the
// evaluation of a configuration with the exact planning model, priced as sold.

// What the search is asked for. Empty lists allow everything the plan's catalog and provisioning profiles have.
struct OptimizeGoal {
    std::optional<double> deadlineHours; // none: the plan's deadline
    std::optional<double> budget;        // USD; none: no budget
    std::vector<std::string> accelerators;
    std::vector<Provisioning> provisioning;
    double confidence = 0.9; // the probability of meeting the deadline the recommendation must reach
    // Hot spares 0 to this (and the plan's own count); none: scaled with each count's nodes in repair at once
    // (OptimizeSpace::spares).
    std::optional<int> maxSpares;
    int runs = 1000;         // simulated runs for each candidate's risk
};

// One point of the space: an accelerator at a count, provisioned one way, with its spares, interval and fast tier.
struct Configuration {
    std::string accelerator;
    int nodes = 0;
    Provisioning provisioning = Provisioning::OnDemand;
    Duration initialWait; // the provisioning's wait for capacity (the plan's own for the plan's provisioning)
    int hotSpares = 0;
    Duration checkpointInterval;
    bool fastTier = false;
    friend bool operator==(const Configuration&, const Configuration&) = default;
};

// A configuration evaluated: the exact model's expectation, the price as sold, and (once simulated) the risk.
struct Candidate {
    Configuration config;
    std::string scenario; // the plan's scenario whose other inputs it takes; empty: the plan's own
    CostEstimate estimate; // cost, wall days, MFU and its layout, memory
    double scheduling = 0;
    double runtime = 0;
    double mlProductivity = 0;
    std::optional<DeadlineRisk> risk;
};

// Whether x is cheaper than y: the lower cost, then the fewer wall days.
bool cheaper(const Candidate& x, const Candidate& y);

// The plan with a configuration applied: the accelerator, count, provisioning and its wait, spares, interval and
// fast tier (docs/model.md section 24, "Applied").
Plan applyConfiguration(Plan plan, const Configuration& c);

// The axes of the space for one accelerator, and the evaluation of its points. Shared by the search and by a brute
// force over the same space (tests), so both see the same candidates.
class OptimizeSpace {
public:
    OptimizeSpace(const Plan& plan, const OptimizeGoal& goal);

    double deadlineHours() const { return deadline_; }
    const std::string& planAccelerator() const { return planAccelerator_; }
    const Plan& plan() const { return plan_; }
    const OptimizeGoal& goal() const { return goal_; }
    const std::vector<const Accelerator*>& accelerators() const { return accelerators_; }
    const std::vector<ProvisioningProfile>& provisioning() const { return provisioning_; }
    // The hot spares tried at a count: every count to 8, then four to each doubling up to three times the nodes in
    // repair at once plus three (the workbench's spare chart, spareCurveRange), and the plan's own count.
    std::vector<int> spares(int nodes, const ProvisioningProfile& profile) const;
    std::vector<bool> fastTiers() const;

    // Why an accelerator has no counts to search.
    enum class CountLimit { None, Memory, LargestJob, Deadline };
    struct Counts {
        std::vector<int> nodes; // ascending
        CountLimit limit = CountLimit::None;
        int largest = 0;        // the most nodes its largest job allows
        // With no count to search for the deadline: the most nodes that fit (where the deadline comes nearest).
        std::optional<int> nearest;
    };
    // The node counts searched on `a`: every whole count from the fewest its memory could hold (and, with the
    // layout as the MFU's source, at which a layout divides the batch) to its largest job, starting from the
    // fewest that could meet the deadline at a goodput of one and reaching kCountsOverFewest times that; the plan's
    // own count on its own accelerator is always among them.
    Counts counts(const Accelerator& a) const;
    static constexpr double kCountsOverFewest = 4;
    // The fewest accelerators a layout could hold the run on: its states sharded over all of them, no activations.
    // None where the step model does not apply.
    std::optional<double> fewestForLayouts(const Accelerator& a) const;

    // The checkpoint intervals tried at one point: Daly's optimum there times 1/2, 1/sqrt 2, 1, sqrt 2 and 2, in
    // whole minutes, and the plan's own interval.
    std::vector<Duration> intervals(const GoodputInputs& in) const;

    // The inputs of a configuration: the plan's, with its count, provisioning and wait, spares, interval and fast tier.
    GoodputInputs inputsOf(const Configuration& c) const;

    // An upper bound on the productive share of running time at a configuration, whatever its interval: each
    // interruption while the job runs is followed by at least its class's shortest recovery (docs/model.md
    // section 24). 1 where the model's parameters cannot be had.
    double shareBound(const Configuration& c) const;
    // Lower bounds on the cost and the wall days of `a` at a configuration, whatever its interval: priced as a
    // candidate is, at the share bound (cost and days only grow as the share falls).
    struct Bound {
        double cost = 0;
        double days = 0;
    };
    // `shareCap`: a share known of this point by other means (below the bound's own, it takes its place).
    Bound bound(const Accelerator& a, const Configuration& c, double shareCap = 1.0) const;
    static constexpr double kShareSlack = 0.005;
    // Whether a spare's swap is never longer than the wait it saves (the reschedule, or a shrink's pause) for every
    // class a spare serves: then more spares never lower the share (docs/model.md section 24).
    bool sparesNeverSlow(const Configuration& c) const;
    // Whether `a` at `nodes` could meet the deadline at a goodput of one, and fits its memory there.
    bool couldMeetDeadline(const Accelerator& a, int nodes, const ProvisioningProfile& profile) const;
    bool fits(const Accelerator& a, int nodes) const;

    // The configuration evaluated: the exact model (each model evaluation kept, shared by the accelerators with the
    // same count) and the price. Safe from any thread.
    Candidate evaluate(const Accelerator& a, const Configuration& c) const;
    // The best interval of a point: the lowest cost, then the fewest days, among intervals().
    Candidate bestInterval(const Accelerator& a, Configuration c) const;
    // Every configuration of one count and provisioning, its best interval each (spares by fast tier).
    std::vector<Candidate> point(const Accelerator& a, int nodes, const ProvisioningProfile& profile) const;
    // The configuration of a count, provisioning, spares and fast tier (its interval to be chosen).
    Configuration configuration(const std::string& accelerator, int nodes, const ProvisioningProfile& profile,
                                int spares, bool fast) const;

    // The candidate's risk: the Monte Carlo of its window to the deadline.
    DeadlineRisk risk(const Candidate& c, const SimulationControl& control = {}) const;
    bool meetsInExpectation(const Candidate& c) const;
    // Whether the goal allows its accelerator and provisioning (the plan's own may be outside them).
    bool allows(const Configuration& c) const;
    bool withinBudget(const Candidate& c) const;
    // Meets the goal: within the budget, the deadline met in expectation and with the required confidence.
    bool meetsGoal(const Candidate& c) const;

    std::int64_t spaceSize(const std::vector<Counts>& counts) const;
    // The most hot spares tried at any count of these.
    int mostSpares(const std::vector<Counts>& counts) const;
    std::int64_t modelEvaluations() const;

private:
    const Plan& plan_;
    OptimizeGoal goal_;
    double deadline_ = 0;
    TrainingRun run_; // the plan's run with the goal's deadline
    std::vector<const Accelerator*> accelerators_;
    std::vector<ProvisioningProfile> provisioning_;
    std::string measuredOn_;
    std::string planAccelerator_; // the accelerator the plan is priced on
    // The model sees a provisioning only as its wait and whether Spot preemptions come: one evaluation serves the
    // provisionings alike in both (reservations and DWS calendar; on demand and flex-start with the same wait).
    using Key = std::tuple<int, bool, std::int64_t, int, int, std::int64_t>; // nodes, Spot, wait (ms), spares, fast,
                                                                              // interval (ms)
    mutable std::mutex mutex_;
    mutable std::map<Key, std::shared_ptr<const GoodputEvaluation>> memo_;
    using PoolKey = std::tuple<int, bool, std::int64_t, int, std::int64_t>; // the Key without the spares
    mutable std::map<PoolKey, int> saturated_; // the fewest spares whose pool no request found empty
    // The planning model at a configuration, each evaluation kept.
    std::shared_ptr<const GoodputEvaluation> model(const Configuration& c) const;
    static Key keyOf(const Configuration& c);
    // The model's, the work, the later waits, the share, and whether the step time is the step model's (its error
    // drawn).
    // The last: -1 for the step model's held-out ratios, else the measured band drawn from (0: none).
    using RiskKey = std::tuple<Key, double, double, double, double>;
    mutable std::map<RiskKey, DeadlineRisk> risks_;
    mutable std::int64_t evaluations_ = 0;
    std::shared_ptr<const Catalog> catalog_;
};

} // namespace gp
