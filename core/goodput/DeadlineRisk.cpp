#include "goodput/DeadlineRisk.h"

#include "io/Error.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace gp {
namespace {

double quantile(std::vector<double>& values, double q)
{
    if (values.empty())
        return 0;
    const std::size_t k = std::min(values.size() - 1, static_cast<std::size_t>(std::ceil(q * values.size()) - 1));
    std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(k), values.end());
    return values[k];
}

} // namespace

DeadlineRisk deadlineRisk(ModelParameters p, double workHours, double deadlineHours, double extraWaitHours,
                          double share, const SimulationOptions& options, const SimulationControl& control,
                          std::span<const double> stepRatios)
{
    DeadlineRisk risk;
    const double window = deadlineHours - extraWaitHours;
    if (!(window > p.wait) || !(share > 0) || !std::isfinite(workHours)) {
        // Not even the wait fits before the deadline, or the run makes no progress: it never finishes in time.
        risk.wallHoursP50 = risk.wallHoursP90 = std::isfinite(workHours) && share > 0
                                                    ? extraWaitHours + p.wait + workHours / share
                                                    : deadlineHours;
        return risk;
    }
    p.window = window;
    // As many runs as the event budget holds, down to a hundred.
    const double perRun = std::max(1.0, expectedSimulationEvents(p));
    const int runs = static_cast<int>(
        std::clamp(std::floor(kMaxSimulationEvents / perRun), 100.0, static_cast<double>(std::max(100, options.runs))));
    SimulationOptions o = options;
    o.runs = runs;
    const std::vector<RunRecord> records = simulateRuns(p, o, control);
    if (records.empty())
        return risk; // cancelled
    std::vector<double> finish;
    finish.reserve(records.size());
    int inTime = 0;
    for (std::size_t i = 0; i < records.size(); ++i) {
        const RunRecord& r = records[i];
        const double need = workHours * stepRatioForRun(stepRatios, options.seed, static_cast<int>(i));
        if (r.productive >= need)
            ++inTime;
        finish.push_back(deadlineHours + (need - r.productive) / share);
    }
    risk.runs = static_cast<int>(records.size());
    risk.probability = static_cast<double>(inTime) / static_cast<double>(records.size());
    risk.wallHoursP50 = quantile(finish, 0.5);
    risk.wallHoursP90 = quantile(finish, 0.9);
    return risk;
}

double stepRatioForRun(std::span<const double> ratios, std::uint64_t seed, int run)
{
    if (ratios.empty())
        return 1.0;
    const std::uint64_t n = ratios.size();
    // A stride coprime with the table's size: any n runs in a row take each entry once, neighbours far apart.
    std::uint64_t stride = 17;
    while (std::gcd(stride, n) != 1)
        stride += 2;
    const std::uint64_t at = (seed * 0x9E3779B97F4A7C15ULL + static_cast<std::uint64_t>(run) * stride) % n;
    return ratios[at];
}

} // namespace gp
