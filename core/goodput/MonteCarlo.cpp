#include "goodput/MonteCarlo.h"

#include "goodput/Random.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <thread>

namespace gp {
namespace {

// Parameters of the simulation, derived once.
struct Prepared {
    double available = 0; // W - t_wait
    double wait = 0;
    double meanGap = 0;   // 1 / Lambda, hours between interruptions while running
    bool anyInterruptions = false;
    double tau = 0;
    double delta = 0;
    double cycle = 0;
    double invCycle = 0;
    double reschedule = 0;
    double resume = 0;
    double recovery = 0;
    bool warnedSaved = false;
    double warnedShare = 0;
};

Prepared prepare(const ModelParameters& p)
{
    Prepared c;
    c.wait = std::min(p.wait, p.window);
    c.available = p.window - c.wait;
    const double rate = p.nodes * (p.unwarnedRate + p.warnedRate);
    c.anyInterruptions = rate > 0.0;
    c.meanGap = c.anyInterruptions ? 1.0 / rate : 0.0;
    c.tau = p.interval;
    c.delta = p.save;
    c.cycle = p.interval + p.save;
    c.invCycle = 1.0 / c.cycle;
    c.reschedule = p.reschedule;
    c.resume = p.resume;
    c.recovery = p.reschedule + p.resume;
    c.warnedSaved = p.warnedSaved && p.warnedRate > 0.0;
    c.warnedShare = c.anyInterruptions ? p.nodes * p.warnedRate / rate : 0.0;
    return c;
}

std::uint64_t runSeed(std::uint64_t seed, std::uint64_t run)
{
    std::uint64_t s = seed ^ (run * 0xD1B54A32D192ED03ULL);
    return splitMix64(s);
}

// Accumulates a run into a RunRecord: the hot path. Whole cycles, full recoveries and interruptions are counted as
// integers and turned into hours once, at the end, so that the loop carries no chain of floating-point additions
// besides the lost progress.
struct RecordSink {
    std::int64_t cycles_ = 0;
    std::int64_t recoveries_ = 0;
    std::int64_t interruptions_ = 0;
    double lost_ = 0;
    RunRecord r;

    void waiting(double d) { r.waiting += d; }
    void cycles(std::int64_t k) { cycles_ += k; }
    void productive(double d) { r.productive += d; }
    void saving(double d) { r.saves += d; }
    void lost(double d) { lost_ += d; }
    void rescheduling(double d) { r.reschedule += d; }
    void resuming(double d) { r.resume += d; }
    void fullRecovery() { ++recoveries_; }
    void interruption() { ++interruptions_; }

    RunRecord finish(const Prepared& c)
    {
        const double k = static_cast<double>(cycles_);
        const double n = static_cast<double>(recoveries_);
        r.productive += k * c.tau;
        r.saves += k * c.delta;
        r.reschedule += n * c.reschedule;
        r.resume += n * c.resume;
        r.lost += lost_;
        r.interruptions = static_cast<double>(interruptions_);
        return r;
    }
};

// Records the run as segments on a clock.
struct TimelineSink {
    const Prepared& c;
    std::vector<TimelineSegment> segments;
    double clock = 0;
    void add(Phase phase, double d)
    {
        if (!(d > 0.0))
            return;
        if (!segments.empty() && segments.back().phase == phase)
            segments.back().end += d;
        else
            segments.push_back({phase, clock, clock + d});
        clock += d;
    }
    void waiting(double d) { add(Phase::Waiting, d); }
    void cycles(std::int64_t k)
    {
        // Thousands of tiny cycles cannot be told apart on a chart: draw them as one block of each.
        if (k > 2000) {
            add(Phase::Productive, static_cast<double>(k) * c.tau);
            add(Phase::Saving, static_cast<double>(k) * c.delta);
            return;
        }
        for (std::int64_t i = 0; i < k; ++i) {
            add(Phase::Productive, c.tau);
            add(Phase::Saving, c.delta);
        }
    }
    void productive(double d) { add(Phase::Productive, d); }
    void saving(double d) { add(Phase::Saving, d); }
    void lost(double d) { add(Phase::Lost, d); }
    void rescheduling(double d) { add(Phase::Rescheduling, d); }
    void resuming(double d) { add(Phase::Resuming, d); }
    void fullRecovery()
    {
        add(Phase::Rescheduling, c.reschedule);
        add(Phase::Resuming, c.resume);
    }
    void interruption() {}
};

// A stretch of running time of length x that starts at a checkpoint: whole cycles, then a part cycle.
// Returns the part cycle's length, never negative.
template <class Sink>
[[gnu::always_inline]] inline double runStretch(const Prepared& c, Sink& sink, double x)
{
    const auto k = static_cast<std::int64_t>(x * c.invCycle);
    sink.cycles(k);
    return std::max(0.0, x - static_cast<double>(k) * c.cycle);
}

// The part cycle is kept (window end, or a warned interruption saved on SIGTERM): its work is productive and any
// save in flight counts as saving.
template <class Sink>
[[gnu::always_inline]] inline void keepPart(const Prepared& c, Sink& sink, double part)
{
    sink.productive(std::min(part, c.tau));
    sink.saving(std::max(0.0, part - c.tau));
}

// Recovery of the given length, cut by the window end; returns the time it took.
template <class Sink>
[[gnu::always_inline]] inline double recover(const Prepared& c, Sink& sink, double remaining, double length)
{
    const double re = std::min({c.reschedule, remaining, length});
    sink.rescheduling(re);
    const double rm = std::min(length - re, remaining - re);
    sink.resuming(rm);
    return re + rm;
}

// The interruption at x: the part cycle is lost, or kept by an emergency save. Returns the emergency save's length.
template <class Sink>
[[gnu::always_inline]] inline double interrupt(const Prepared& c, Xoshiro256Plus& rng, Sink& sink, double part)
{
    sink.interruption();
    if (c.warnedSaved && rng.uniform() < c.warnedShare) {
        keepPart(c, sink, part);
        return c.delta;
    }
    sink.lost(part);
    return 0.0;
}

template <bool DuringRecovery, class Sink>
[[gnu::always_inline]] inline void simulateRun(const Prepared& c, Xoshiro256Plus& rng, const ExponentialZiggurat& exponential, Sink& sink)
{
    sink.waiting(c.wait);
    double remaining = c.available;
    if (!c.anyInterruptions) {
        keepPart(c, sink, runStretch(c, sink, remaining));
        return;
    }
    for (;;) {
        const double x = exponential(rng) * c.meanGap;
        if constexpr (!DuringRecovery) {
            // The common case: the interruption, its emergency save and its whole recovery fit in the window.
            // remaining is the only value carried from one interruption to the next.
            const double needed = x + c.delta + c.recovery;
            if (needed < remaining) {
                const double part = runStretch(c, sink, x);
                sink.fullRecovery();
                if (c.warnedSaved) {
                    const double emergency = interrupt(c, rng, sink, part);
                    sink.saving(emergency);
                    remaining -= emergency;
                } else {
                    sink.interruption();
                    sink.lost(part);
                }
                remaining -= x + c.recovery;
                continue;
            }
        }
        // Near the window's end: the window may end in this stretch, or during this interruption's save or
        // recovery.
        if (x >= remaining) {
            keepPart(c, sink, runStretch(c, sink, remaining));
            return;
        }
        const double part = runStretch(c, sink, x);
        remaining -= x;
        const double emergency = std::min(interrupt(c, rng, sink, part), remaining);
        sink.saving(emergency);
        remaining -= emergency;
        if constexpr (DuringRecovery) {
            // Memoryless arrivals: an interruption during recovery restarts it from the beginning.
            for (;;) {
                const double y = exponential(rng) * c.meanGap;
                if (y >= c.recovery || y >= remaining) {
                    remaining -= recover(c, sink, remaining, c.recovery);
                    break;
                }
                remaining -= recover(c, sink, remaining, y);
                sink.interruption();
            }
        } else {
            remaining -= recover(c, sink, remaining, c.recovery);
        }
        if (remaining <= 0.0)
            return;
    }
}

template <bool DuringRecovery>
void simulateRange(const Prepared& c, std::uint64_t seed, int first, int last, RunRecord* out)
{
    // Local copies: the loop then keeps the parameters, the generator and the sums in registers.
    const ExponentialZiggurat& exponential = ExponentialZiggurat::instance();
    const Prepared local = c;
    for (int i = first; i < last; ++i) {
        Xoshiro256Plus rng(runSeed(seed, static_cast<std::uint64_t>(i)));
        RecordSink sink;
        simulateRun<DuringRecovery>(local, rng, exponential, sink);
        out[i] = sink.finish(local);
    }
}

Summary summarize(std::vector<double>& v)
{
    Summary s;
    if (v.empty())
        return s;
    double sum = 0;
    for (double x : v)
        sum += x;
    const double n = static_cast<double>(v.size());
    s.mean = sum / n;
    double ss = 0;
    for (double x : v)
        ss += (x - s.mean) * (x - s.mean);
    s.standardError = v.size() > 1 ? std::sqrt(ss / (n - 1.0) / n) : 0.0;
    auto pick = [&](double q) {
        const auto k = static_cast<std::size_t>(std::llround(q * (n - 1.0)));
        std::nth_element(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(k), v.end());
        return v[k];
    };
    s.p5 = pick(0.05);
    s.p50 = pick(0.50);
    s.p95 = pick(0.95);
    return s;
}

} // namespace

std::vector<RunRecord> simulateRuns(const ModelParameters& p, const SimulationOptions& options,
                                    const SimulationControl& control)
{
    const Prepared c = prepare(p);
    const int runs = std::max(0, options.runs);
    std::vector<RunRecord> records(static_cast<std::size_t>(runs));
    int threads = options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, 64);

    // Runs are handed out in chunks of about a million interruptions (a few milliseconds), at most 256 runs, so
    // that a cancel is seen quickly whatever a run costs and both cores stay busy to the end.
    const double perRun =
        c.anyInterruptions ? c.available / (c.meanGap + c.recovery) + 1.0 : 1.0; // expected interruptions
    const int kChunk = static_cast<int>(std::clamp(std::floor(1048576.0 / perRun), 1.0, 256.0));
    std::atomic<int> next{0};
    auto worker = [&] {
        for (;;) {
            if (control.cancel && control.cancel->load(std::memory_order_relaxed))
                return;
            const int first = next.fetch_add(kChunk, std::memory_order_relaxed);
            if (first >= runs)
                return;
            const int last = std::min(runs, first + kChunk);
            if (options.interruptionsDuringRecovery)
                simulateRange<true>(c, options.seed, first, last, records.data());
            else
                simulateRange<false>(c, options.seed, first, last, records.data());
            if (control.completedRuns)
                control.completedRuns->fetch_add(last - first, std::memory_order_relaxed);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::min(threads, (runs + kChunk - 1) / kChunk); ++t)
        pool.emplace_back(worker);
    worker();
    for (auto& t : pool)
        t.join();
    if (control.cancel && control.cancel->load())
        records.clear();
    return records;
}

SimulationResult simulate(const ModelParameters& p, const SimulationOptions& options, const SimulationControl& control)
{
    SimulationResult result;
    result.seed = options.seed;
    std::vector<RunRecord> records = simulateRuns(p, options, control);
    if (control.cancel && control.cancel->load()) {
        result.cancelled = true;
        return result;
    }
    result.runs = static_cast<int>(records.size());
    const std::size_t n = records.size();
    std::vector<double> col(n);
    auto column = [&](auto get) {
        for (std::size_t i = 0; i < n; ++i)
            col[i] = get(records[i]);
        return summarize(col);
    };
    for (const RunRecord& r : records)
        result.totalInterruptions += r.interruptions;
    result.interruptions = column([](const RunRecord& r) { return r.interruptions; });
    const double window = p.window;
    auto schedulable = [window](const RunRecord& r) { return window - r.waiting - r.reschedule; };
    result.scheduling = column([&](const RunRecord& r) { return schedulable(r) / window; });
    auto runtimeOf = [&](const RunRecord& r) {
        const double s = schedulable(r);
        return s > 0.0 ? r.productive / s : 0.0;
    };
    result.runtimeSamples.reserve(n);
    for (const RunRecord& r : records)
        result.runtimeSamples.push_back(runtimeOf(r));
    result.runtime = column(runtimeOf);
    result.mlProductivity = column([&](const RunRecord& r) { return r.productive / window * p.mfu; });
    result.waiting = column([](const RunRecord& r) { return r.waiting; });
    result.reschedule = column([](const RunRecord& r) { return r.reschedule; });
    result.resume = column([](const RunRecord& r) { return r.resume; });
    result.lost = column([](const RunRecord& r) { return r.lost; });
    result.saves = column([](const RunRecord& r) { return r.saves; });
    result.productive = column([](const RunRecord& r) { return r.productive; });
    return result;
}

std::vector<TimelineSegment> simulateTimeline(const ModelParameters& p, std::uint64_t seed,
                                              bool interruptionsDuringRecovery)
{
    const Prepared c = prepare(p);
    Xoshiro256Plus rng(runSeed(seed, 0));
    TimelineSink sink{c, {}, 0.0};
    if (interruptionsDuringRecovery)
        simulateRun<true>(c, rng, ExponentialZiggurat::instance(), sink);
    else
        simulateRun<false>(c, rng, ExponentialZiggurat::instance(), sink);
    return std::move(sink.segments);
}

} // namespace gp
