#include "goodput/SparePool.h"

#include "goodput/Random.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <vector>

namespace gp {
namespace {

// P(Poisson(a) <= m), m >= 0: summed exactly around the mean for moderate a, by Wilson and Hilferty's cube-root
// normal approximation of the gamma distribution for large a (accurate to about 1e-3 there).
double poissonAtMost(double m, double a)
{
    if (a <= 0.0)
        return 1.0;
    if (a > 2000.0) {
        // P(X <= m) = P(Gamma(m + 1, 1) > a).
        const double k = m + 1.0;
        const double z = (std::cbrt(a / k) - (1.0 - 1.0 / (9.0 * k))) / std::sqrt(1.0 / (9.0 * k));
        return std::clamp(0.5 * std::erfc(z / std::sqrt(2.0)), 0.0, 1.0);
    }
    const double spread = 12.0 * std::sqrt(a) + 12.0;
    if (m > a + spread)
        return 1.0;
    const double from = std::max(0.0, std::floor(a - spread));
    if (m < from)
        return 0.0;
    // Terms from 'from' to m, starting from the log of the first one.
    // lgamma_r, not std::lgamma, which writes the global signgam: a data race when the search evaluates on several
    // threads (ThreadSanitizer found it).
    int sign = 0;
    double term = std::exp(-a + from * std::log(a) - ::lgamma_r(from + 1.0, &sign));
    double sum = 0.0;
    for (double j = from; j <= m; j += 1.0) {
        sum += term;
        term *= a / (j + 1.0);
    }
    return std::clamp(sum, 0.0, 1.0);
}

} // namespace

double poissonAtLeast(int k, double a)
{
    if (k <= 0)
        return 1.0;
    return 1.0 - poissonAtMost(static_cast<double>(k) - 1.0, a);
}

double poissonExcess(int k, double a)
{
    if (k <= 0)
        return a;
    return std::max(0.0, a * poissonAtLeast(k, a) - static_cast<double>(k) * poissonAtLeast(k + 1, a));
}

double spareShortfall(int spares, double rate, double repair, double window)
{
    if (spares <= 0)
        return 1.0;
    if (!(rate > 0.0) || !(window > 0.0))
        return 0.0;
    double share;
    if (window <= repair)
        share = poissonExcess(spares, rate * window) / (rate * window);
    else {
        const double a = rate * repair;
        share = (poissonExcess(spares, a) / rate + (window - repair) * poissonAtLeast(spares, a)) / window;
    }
    return std::clamp(share, 0.0, 1.0);
}

} // namespace gp


namespace gp {
namespace {

// A class as the request process sees it.
struct PoolClass {
    double threshold = 1; // drawn when a uniform number is below this (cumulative share)
    double reschedule = 0;
    double resume = 0;
    bool saved = false;
    bool served = false;
    double prefix = 0; // the pause a slow run is worth, which no interruption strikes
    double shrunk = 0; // the pause a shrink is worth, struck by none either: only when the pool is empty
};

// Sums over windows of the empty requests (y) and all requests (x), for the ratio estimator and its error.
struct RatioSums {
    double y = 0, x = 0, yy = 0, xx = 0, xy = 0;
    void add(double yw, double xw)
    {
        y += yw;
        x += xw;
        yy += yw * yw;
        xx += xw * xw;
        xy += xw * yw;
    }
};

// 1 - e^-x, x >= 0: 1 outright far out, where it is 1 to double precision.
inline double chance(double x)
{
    return x > 40.0 ? 1.0 : -std::expm1(-x);
}

} // namespace

namespace {

// Everything the request process depends on: the checkpoint interval is not among it, so the interval curve
// simulates the pool once.
std::vector<double> poolKey(const ModelParameters& p, double extraHours)
{
    std::vector<double> key{p.window,    p.wait,      p.resume,     p.save + std::max(0.0, p.upload),
                            double(p.duringRecovery), double(p.spares), p.spareSwap, p.spareRepair,
                            p.nodes,     double(p.fast.on), p.fast.resume, extraHours};
    for (std::size_t id = 0; id < p.classes.size(); ++id) {
        const ClassParameters& c = p.classes[id];
        key.insert(key.end(), {c.rate, c.reschedule, double(c.saved), double(c.spareServed), double(p.fast.survives[id]),
                               double(c.inJob), c.restart, c.slow, c.shrunk, double(c.replicated)});
    }
    return key;
}

SparePoolEstimate simulatePool(const ModelParameters& p, double extraHours);

} // namespace

SparePoolEstimate simulateSparePool(const ModelParameters& p, double extraHours)
{
    // The last answer, kept per thread: the curves evaluate the model hundreds of times in a row, and the same
    // inputs always give the same answer (a fixed seed).
    thread_local std::vector<double> lastKey;
    thread_local SparePoolEstimate last;
    std::vector<double> key = poolKey(p, extraHours);
    if (key == lastKey)
        return last;
    last = simulatePool(p, extraHours);
    lastKey = std::move(key);
    return last;
}

namespace {

// The pool over one stretch of the window: the expected requests and those that find the pool empty, over the
// stretch and (for a window simulated in part) over its second half, which stands for the rest.
struct PoolRun {
    std::array<PoolClass, kInterruptionClasses> classes{};
    int count = 0;
    double served = 0, rate = 0, meanGap = 0, emergency = 0, repair = 0, swap = 0;
    bool strikes = false, partial = false;
    std::size_t k = 0;
    double span = 0, half = 0, rest = 0;

    // Adds this window's (empties, requests) to the sums and its draws to events.
    void window(int windows, std::vector<double>& ring, RatioSums& sums, double& events) const
    {
        const ExponentialZiggurat& exponential = ExponentialZiggurat::instance();
        std::uint64_t state = 0x5350415245ULL ^ (static_cast<std::uint64_t>(windows) * 0xD1B54A32D192ED03ULL);
        Xoshiro256Plus rng(splitMix64(state));
        double remaining = span;
        std::size_t i = 0;    // requests so far
        std::size_t slot = 0; // i mod k: where the k-th request before the next one is kept
        double empties = 0, requests = 0;         // conditional expectations over [0, span]
        double lateEmpties = 0, lateRequests = 0; // indicators over [half, span]
        for (;;) {
            const double now = span - remaining;
            // The chance that this stretch ends in a request, and in one that finds the pool empty: the next
            // interruption comes after an exponential time, and the pool is empty until the k-th request
            // before it is back from repair.
            requests += served * chance(rate * remaining);
            if (i >= k) {
                const double until = ring[slot] + repair - now;
                if (until > 0.0)
                    empties += served * chance(rate * std::min(until, remaining));
            }
            const double x = exponential(rng) * meanGap;
            events += 1;
            if (x >= remaining)
                break;
            remaining -= x;
            const double u = count > 1 ? rng.uniform() : 0.0;
            int c = 0;
            while (u >= classes[static_cast<std::size_t>(c)].threshold)
                ++c;
            const PoolClass& cls = classes[static_cast<std::size_t>(c)];
            double reschedule = cls.reschedule;
            double shrunk = cls.shrunk;
            if (cls.served) {
                const double at = span - remaining;
                const bool empty = i >= k && ring[slot] + repair > at;
                ring[slot] = at;
                ++i;
                if (++slot == k)
                    slot = 0;
                if (!empty) {
                    reschedule = swap; // the spare joins: nothing waits or shrinks
                    shrunk = 0.0;
                }
                if (partial && at >= half) {
                    lateRequests += 1;
                    lateEmpties += empty ? 1.0 : 0.0;
                }
            }
            if (cls.saved) {
                // The emergency save; a strike ends it early.
                double save = std::min(emergency, remaining);
                if (strikes) {
                    const double strike = exponential(rng) * meanGap;
                    events += 1;
                    save = std::min(save, strike);
                }
                remaining -= save;
            }
            remaining -= std::min(cls.prefix + shrunk, remaining);
            if (remaining <= 0.0)
                break;
            // The recovery, started again by each strike.
            const double recovery = reschedule + cls.resume;
            if (strikes) {
                for (;;) {
                    const double y = exponential(rng) * meanGap;
                    events += 1;
                    if (y >= recovery || y >= remaining)
                        break;
                    remaining -= y;
                }
            }
            remaining -= std::min(recovery, remaining);
            if (remaining <= 0.0)
                break;
        }
        sums.add(empties + rest * lateEmpties, requests + rest * lateRequests);
    }
};

SparePoolEstimate simulatePool(const ModelParameters& p, double extraHours)
{
    SparePoolEstimate out;
    const double available = p.window - std::min(p.wait, p.window);
    const double rate = p.jobRate();
    if (p.spares <= 0 || !(rate > 0.0) || !(available > 0.0))
        return out;
    std::array<PoolClass, kInterruptionClasses> classes{};
    int count = 0;
    double cumulative = 0;
    double served = 0; // share of interruptions that are requests
    for (std::size_t id = 0; id < p.classes.size(); ++id) {
        const ClassParameters& c = p.classes[id];
        if (!(c.rate > 0.0))
            continue;
        const double share = p.nodes * c.rate / rate;
        cumulative += share;
        if (c.spareServed)
            served += share;
        // A replicated state is kept without an emergency save: no save to spend.
        classes[static_cast<std::size_t>(count++)] = {cumulative, c.reschedule, p.resumeOf(id),
                                                      c.saved && !c.replicated, c.spareServed, c.slow, c.shrunk};
    }
    if (count == 0 || !(served > 0.0))
        return out;
    classes[static_cast<std::size_t>(count - 1)].threshold = 2.0; // rounding never skips the last
    // Requests come while the job runs, at most the whole window: their count is at most Poisson with mean
    // served Lambda (W - t_wait), and only those beyond the k-th can find the pool empty.
    if (poissonExcess(p.spares, served * rate * available) < 1e-12)
        return out;
    const double meanGap = 1.0 / rate;
    const double emergency = p.save + std::max(0.0, p.upload);
    const double repair = p.spareRepair;
    const double swap = p.spareSwap;
    const bool strikes = p.duringRecovery;
    const auto k = static_cast<std::size_t>(p.spares);

    // A window longer than the draws allow is simulated in part: kSparePoolBatch stretches of length span, their
    // second half standing for the rest of the window (the pool's transient after the window's start lasts about
    // a repair and the recoveries around it).
    const double perWindow = rate * available + 1.0;
    double span = available;
    if (perWindow * kSparePoolBatch > kSparePoolEvents)
        span = available * kSparePoolEvents / (perWindow * kSparePoolBatch);
    const bool partial = span < available;
    double longest = swap;
    for (int c = 0; c < count; ++c) {
        const PoolClass& cls = classes[static_cast<std::size_t>(c)];
        longest = std::max(longest, cls.reschedule + cls.shrunk);
    }
    const double transient = repair + longest + emergency + p.resume;
    const double half = 0.5 * span;
    const double rest = partial ? (available - span) / half : 0.0; // weight of the second half

    // Request times, the last k of them: the pool is empty for request i when the one k before came less than a
    // repair ago (every request sends a node to repair, with or without a spare).
    thread_local std::vector<double> ring;
    ring.assign(k, 0.0);
    PoolRun run;
    run.classes = classes;
    run.count = count;
    run.served = served;
    run.rate = rate;
    run.meanGap = meanGap;
    run.emergency = emergency;
    run.repair = repair;
    run.swap = swap;
    run.strikes = strikes;
    run.partial = partial;
    run.k = k;
    run.span = span;
    run.half = half;
    run.rest = rest;
    RatioSums sums;
    double events = 0;
    int windows = 0;
    for (;;) {
        for (int b = 0; b < kSparePoolBatch; ++b, ++windows) {
            run.window(windows, ring, sums, events);
        }
        const double m = windows;
        const double meanX = sums.x / m;
        out.windows = windows;
        out.events = events;
        out.requests = meanX;
        if (!(sums.x > 0.0))
            return out;
        const double f = std::clamp(sums.y / sums.x, 0.0, 1.0);
        // The ratio estimator's standard error by the delta method: sum (y - f x)^2 / (m (m - 1)) / mean(x)^2.
        const double ss = std::max(0.0, sums.yy - 2.0 * f * sums.xy + f * f * sums.xx);
        out.shortfall = f;
        out.standardError = std::sqrt(ss / (m - 1.0) / m) / meanX;
        // Scheduling goodput per unit of share; the error it gives is at most the window's whole schedulable part
        // (where a recovery rarely completes, the linear figure is far beyond it).
        const double sensitivity = meanX * std::max(0.0, extraHours) / p.window;
        const double whole = available / p.window;
        out.goodputError = std::min(out.standardError * sensitivity, whole);
        if (partial && half < transient) {
            out.settled = false;
            out.goodputError = std::min(std::max(out.goodputError, sensitivity), whole);
            return out;
        }
        if (out.goodputError <= kSparePoolTarget || events >= kSparePoolEvents || partial)
            return out;
    }
}

} // namespace

} // namespace gp
