#pragma once

#include "goodput/GoodputInputs.h"
#include "goodput/MonteCarlo.h"

namespace gp {

// How likely a run is to finish by its deadline (docs/model.md section 24, "The risk"), from the Monte Carlo of
// section 9: each simulated run is the job's window from its request to the deadline, and the run finishes in time
// when the progress it keeps by then reaches the work it needs. That share is the probability, as the process
// draws it. Each run's time to finish is the deadline less its surplus of progress (or plus its shortfall) at the
// expected productive share: exact at the deadline, a linearisation away from it, from which the median and the
// 90th percentile of the wall time come.
struct DeadlineRisk {
    double probability = 0;  // of finishing within the deadline
    double wallHoursP50 = 0; // wait included
    double wallHoursP90 = 0;
    int runs = 0;
};

// `p`: the job's parameters (its wait included; its window is replaced by the deadline less `extraWaitHours`, the
// waits beyond the first, such as DWS flex-start's further requests); `workHours`: the productive hours the run
// needs; `share`: the expected productive share of running time. Runs fewer windows when the event budget would
// not hold `options.runs` (at least 100), and throws gp::Error when not even that fits.
DeadlineRisk deadlineRisk(ModelParameters p, double workHours, double deadlineHours, double extraWaitHours,
                          double share, const SimulationOptions& options, const SimulationControl& control = {});

} // namespace gp
