#pragma once

#include "catalog/CostModel.h"
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
    int maxSpares = 8;       // hot spares 0 to this (and the plan's own count)
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
    std::vector<int> spares() const;
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
    // The node counts searched on `a`: whole nodes from the fewest its memory holds (and, with the layout as the
    // MFU's source, at which a layout divides the batch) to its largest job, starting from the fewest that could
    // meet the deadline at a goodput of one and reaching four times that, at most kMaxCounts of them; the plan's
    // own count on its own accelerator is always among them.
    Counts counts(const Accelerator& a) const;
    static constexpr int kMaxCounts = 48;

    // The checkpoint intervals tried at one point: Daly's optimum there times 1/2, 1/sqrt 2, 1, sqrt 2 and 2, in
    // whole minutes, and the plan's own interval.
    std::vector<Duration> intervals(const GoodputInputs& in) const;

    // The inputs of a configuration: the plan's, with its count, provisioning and wait, spares, interval and fast tier.
    GoodputInputs inputsOf(const Configuration& c) const;

    // A lower bound on the cost of `a` at `nodes` under a provisioning, whatever its spares and interval: the work at
    // its MFU, every hour productive, billed as the provisioning bills.
    double costBound(const Accelerator& a, int nodes, const ProvisioningProfile& profile) const;
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

    // The candidate's risk: the Monte Carlo of its window to the deadline.
    DeadlineRisk risk(const Candidate& c, const SimulationControl& control = {}) const;
    bool meetsInExpectation(const Candidate& c) const;
    // Whether the goal allows its accelerator and provisioning (the plan's own may be outside them).
    bool allows(const Configuration& c) const;
    bool withinBudget(const Candidate& c) const;
    // Meets the goal: within the budget, the deadline met in expectation and with the required confidence.
    bool meetsGoal(const Candidate& c) const;

    std::int64_t spaceSize(const std::vector<Counts>& counts) const;
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
    using Key = std::tuple<int, int, int, int, std::int64_t>; // nodes, provisioning, spares, fast, interval (ms)
    mutable std::mutex mutex_;
    mutable std::map<Key, std::shared_ptr<const GoodputEvaluation>> memo_;
    mutable std::int64_t evaluations_ = 0;
    std::shared_ptr<const Catalog> catalog_;
};

} // namespace gp
