#pragma once

#include <span>
#include <vector>

namespace gp {

// The step-time model's own error, as the published runs it was not fitted to show it (docs/model.md section 23,
// "Held-out error"): for each check run, the predicted MFU over the published one, which is also the real step
// time over the predicted. tests/performance/heldout_error.py prints the table and checks this copy of it.
std::span<const double> heldOutStepRatios();

// The held-out spread: the median of |ratio - 1| over the table (half the check runs are within it), and the
// 90th percentile, both linear between the closest ranks.
struct ModelErrorSpread {
    double median = 0;
    double p90 = 0;
    int runs = 0;
};
ModelErrorSpread heldOutSpread();
// The median to two places: the "error_band" `goodput-cli performance` prints, the ± of an MFU the views show.
double heldOutErrorBand();

// A measured throughput's own spread as step ratios for the risk (docs/model.md section 24): the 20 quantiles
// (i + 1/2) / 20 of a normal distribution of mean 1 whose median |ratio - 1| is `band`. Empty for a band of 0.
std::vector<double> measuredStepRatios(double band);

} // namespace gp
