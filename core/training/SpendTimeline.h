#pragma once

#include "training/CostModel.h"

#include <cstdint>
#include <vector>

namespace gp {

// Money spent against training progress over wall time, for one accelerator and provisioning: one simulated run of
// the goodput inputs (the Monte Carlo's timeline at the run's scale) from the start until the training is done.
struct SpendPoint {
    double hours = 0;    // wall time from the start
    double spent = 0;    // USD billed so far (the wait for capacity is not billed)
    double progress = 0; // share of the run's productive computing done and kept, 0 to 1
};
struct SpendTimeline {
    std::vector<SpendPoint> points;
    std::vector<double> restarts; // wall hours at which a recovery began
    double lostHours = 0;         // progress lost to interruptions, in hours of computing
    double finishHours = 0;       // when the last productive hour was done; 0 when not within the horizon
    bool finished = false;        // false when the run did not finish within twice its expected wall time
};

// Throws gp::Error (EventBudget) for a run whose interruptions exceed the simulation's budget.
SpendTimeline spendTimeline(const GoodputInputs& in, const CostEstimate& estimate, std::uint64_t seed);

} // namespace gp
