#include "measure/StepTimes.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace gp {
namespace {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    const std::size_t n = v.size();
    std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(n / 2), v.end());
    const double hi = v[n / 2];
    if (n % 2 == 1)
        return hi;
    const double lo = *std::max_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(n / 2));
    return (lo + hi) / 2;
}

// ml-goodput-measurement's compute_percentile: linear between the closest ranks.
double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const double index = static_cast<double>(v.size() - 1) * p / 100.0;
    const auto lower = static_cast<std::size_t>(index);
    const std::size_t upper = std::min(lower + 1, v.size() - 1);
    return v[lower] + (v[upper] - v[lower]) * (index - static_cast<double>(lower));
}

// Step times of consecutive steps, keyed by the earlier step; a step timed again later replaces its first time
// in place (a Python dict keeps the first insertion's position).
// compute_ideal_step_time's steps: those of at least a second within the median + 3 MAD, in order.
std::vector<double> keptSteps(const std::vector<std::pair<std::int64_t, double>>& times)
{
    std::vector<double> v;
    for (const auto& [step, t] : times)
        if (t >= 1.0)
            v.push_back(t);
    if (v.empty())
        return v;
    const double med = median(v);
    std::vector<double> dev;
    dev.reserve(v.size());
    for (double t : v)
        dev.push_back(std::abs(t - med));
    const double mad = median(dev);
    std::vector<double> kept;
    for (double t : v)
        if (t <= med + mad * 3)
            kept.push_back(t);
    return kept;
}

} // namespace

std::vector<std::pair<std::int64_t, double>> stepTimes(const std::vector<const LogEvent*>& events)
{
    std::vector<std::pair<std::int64_t, double>> out;
    std::unordered_map<std::int64_t, std::size_t> at;
    bool have = false;
    std::int64_t prevStep = 0;
    double prevTime = 0;
    for (const LogEvent* e : events) {
        if (e->kind != LogEventKind::Step)
            continue;
        if (have && e->step == prevStep + 1) {
            const double dt = e->time - prevTime;
            const auto it = at.find(prevStep);
            if (it == at.end()) {
                at.emplace(prevStep, out.size());
                out.emplace_back(prevStep, dt);
            } else {
                out[it->second].second = dt;
            }
        }
        have = true;
        prevStep = e->step;
        prevTime = e->time;
    }
    return out;
}

// compute_ideal_step_time: the mean of the kept steps.
std::optional<double> idealStepTime(const std::vector<std::pair<std::int64_t, double>>& times)
{
    const std::vector<double> kept = keptSteps(times);
    if (kept.empty())
        return std::nullopt;
    double sum = 0;
    for (double t : kept)
        sum += t;
    return sum / static_cast<double>(kept.size());
}

// The step time's band: the kept steps in order, in ten windows of (nearly) equal count; the median of each
// window's mean over the ideal step time, less one, in absolute value.
std::optional<double> stepTimeBand(const std::vector<std::pair<std::int64_t, double>>& times, double ideal)
{
    const std::vector<double> kept = keptSteps(times);
    constexpr std::size_t kWindows = 10;
    if (kept.size() < 3 * kWindows || !(ideal > 0))
        return std::nullopt;
    std::vector<double> off;
    for (std::size_t w = 0; w < kWindows; ++w) {
        const std::size_t from = kept.size() * w / kWindows, to = kept.size() * (w + 1) / kWindows;
        double sum = 0;
        for (std::size_t i = from; i < to; ++i)
            sum += kept[i];
        off.push_back(std::abs(sum / static_cast<double>(to - from) / ideal - 1.0));
    }
    return median(off);
}

double stepDeviation(const std::vector<double>& deviations)
{
    constexpr std::size_t kRecent = 100, kBaseline = 1000;
    if (deviations.empty())
        return 0;
    if (deviations.size() < kRecent) {
        double sum = 0;
        for (double d : deviations)
            sum += d;
        return sum / static_cast<double>(deviations.size());
    }
    const std::vector<double> recent(deviations.end() - kRecent, deviations.end());
    const double spike = percentile(recent, 90);
    if (deviations.size() < kRecent + kBaseline)
        return spike;
    const std::vector<double> baseline(deviations.end() - kRecent - kBaseline, deviations.end() - kRecent);
    return spike - median(baseline);
}

} // namespace gp
