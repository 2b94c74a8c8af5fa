#pragma once

#include "goodput/GoodputInputs.h"
#include "goodput/MonteCarlo.h"

#include <cstdint>
#include <span>

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
// not hold `options.runs` (at least 100), and throws gp::Error when not even that fits. With `stepRatios` (the step
// model's held-out error, performance/ModelError.h), each run needs workHours times its own ratio: the real step
// time over the predicted, drawn independently of the run's interruptions.
DeadlineRisk deadlineRisk(ModelParameters p, double workHours, double deadlineHours, double extraWaitHours,
                          double share, const SimulationOptions& options, const SimulationControl& control = {},
                          std::span<const double> stepRatios = {});

// For run i of a simulation seeded `seed`: the ratio of `ratios` its step time is drawn at. The runs take the
// entries in turn from an offset the seed sets, so that any n runs in a row take each of n entries once (a
// stratified draw: the risk's spread is the table's, not a sample of it), independent of the run's own stream.
double stepRatioForRun(std::span<const double> ratios, std::uint64_t seed, int run);

} // namespace gp
