#include "performance/ModelError.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace gp {
namespace {

// held-out ratios begin: the check runs of tests/data/performance/published-runs.json, predicted / published MFU,
// sorted, as tests/performance/heldout_error.py prints them (test heldout_table_current)
constexpr std::array kRatios = {
    0.730, 0.735, 0.800, 0.814, 0.834, 0.836, 0.849, 0.880, 0.886, 0.888,
    0.896, 0.912, 0.914, 0.923, 0.924, 0.925, 0.927, 0.933, 0.942, 0.942,
    0.945, 0.948, 0.949, 0.957, 0.957, 0.958, 0.971, 0.980, 0.985, 0.989,
    1.001, 1.008, 1.011, 1.015, 1.020, 1.024, 1.025, 1.031, 1.033, 1.042,
    1.046, 1.048, 1.051, 1.053, 1.055, 1.064, 1.079, 1.093, 1.100, 1.145,
    1.174, 1.246, 1.352,
};
// held-out ratios end

double percentile(std::vector<double> xs, double q)
{
    std::sort(xs.begin(), xs.end());
    const double k = static_cast<double>(xs.size() - 1) * q;
    const auto lo = static_cast<std::size_t>(std::floor(k));
    const auto hi = static_cast<std::size_t>(std::ceil(k));
    return xs[lo] + (xs[hi] - xs[lo]) * (k - static_cast<double>(lo));
}

} // namespace

std::span<const double> heldOutStepRatios()
{
    return kRatios;
}

ModelErrorSpread heldOutSpread()
{
    std::vector<double> off;
    for (double r : kRatios)
        off.push_back(std::abs(r - 1.0));
    return {percentile(off, 0.5), percentile(off, 0.9), static_cast<int>(kRatios.size())};
}

double heldOutErrorBand()
{
    return std::round(heldOutSpread().median * 100.0) / 100.0;
}

std::vector<double> measuredStepRatios(double band)
{
    // The standard normal's quantiles at (i + 1/2) / 20, i = 10 ... 19 (the lower half mirrors them), and its
    // median absolute value, 0.6744898: sigma = band / 0.6744898.
    static constexpr std::array kUpper = {0.0627068, 0.1891184, 0.3186394, 0.4537622, 0.5977601,
                                          0.7554150, 0.9345893, 1.1503494, 1.4395315, 1.9599640};
    if (!(band > 0))
        return {};
    const double sigma = band / 0.6744898;
    std::vector<double> out;
    for (auto it = kUpper.rbegin(); it != kUpper.rend(); ++it)
        out.push_back(std::max(0.05, 1.0 - sigma * *it));
    for (double z : kUpper)
        out.push_back(1.0 + sigma * z);
    return out;
}

} // namespace gp
