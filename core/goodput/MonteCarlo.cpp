#include "goodput/MonteCarlo.h"

#include "goodput/Random.h"
#include "goodput/VectorState.h"
#include "io/Error.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cmath>
#include <cstdint>
#include <limits>
#include <thread>

namespace gp {
namespace {

// Parameters of the simulation, derived once.
struct SimClass {
    double threshold = 1; // the class is drawn when a uniform number is below this (cumulative share)
    double reschedule = 0;
    bool saved = false;
    bool spareServed = false;
    int id = 0; // the InterruptionClass
};

struct Prepared {
    double available = 0; // W - t_wait
    double wait = 0;
    double meanGap = 0;   // 1 / Lambda, hours between interruptions while running
    bool anyInterruptions = false;
    double tau = 0;
    double delta = 0;
    double upload = 0;    // an asynchronous save's part behind the training
    double emergency = 0; // an emergency save on SIGTERM: the whole save
    double cycle = 0;
    double invCycle = 0;
    double resume = 0;
    bool duringRecovery = false;
    int spares = 0;
    double spareSwap = 0;
    double spareRepair = 0;
    std::array<SimClass, kInterruptionClasses> classes{};
    int classCount = 0;
    double expectedPerRun = 1; // interruptions, for the chunk size
};

Prepared prepare(const ModelParameters& p)
{
    Prepared c;
    c.wait = std::min(p.wait, p.window);
    c.available = p.window - c.wait;
    const double rate = p.jobRate();
    c.anyInterruptions = rate > 0.0;
    c.meanGap = c.anyInterruptions ? 1.0 / rate : 0.0;
    c.tau = p.interval;
    c.delta = p.save;
    c.upload = std::max(0.0, p.upload);
    c.emergency = p.save + c.upload;
    c.cycle = p.interval + p.save;
    c.invCycle = 1.0 / c.cycle;
    c.resume = p.resume;
    c.duringRecovery = p.duringRecovery;
    c.spares = p.spares;
    c.spareSwap = p.spareSwap;
    c.spareRepair = p.spareRepair;
    double cumulative = 0;
    double recovery = 0;
    for (std::size_t id = 0; id < p.classes.size(); ++id) {
        const ClassParameters& k = p.classes[id];
        if (!(k.rate > 0.0))
            continue;
        const double share = p.nodes * k.rate / rate;
        cumulative += share;
        recovery += share * (k.reschedule + p.resume);
        c.classes[static_cast<std::size_t>(c.classCount++)] = {cumulative, k.reschedule, k.saved,
                                                               k.spareServed && p.spares > 0, static_cast<int>(id)};
    }
    if (c.classCount > 0)
        c.classes[static_cast<std::size_t>(c.classCount - 1)].threshold = 2.0; // rounding never skips the last
    // With failures during recovery every hour of the window is exposed: at most Lambda (W - t_wait) on average.
    c.expectedPerRun = !c.anyInterruptions ? 1.0
                       : c.duringRecovery  ? rate * c.available + 1.0
                                           : c.available / (c.meanGap + recovery) + 1.0;
    return c;
}

std::uint64_t runSeed(std::uint64_t seed, std::uint64_t run)
{
    std::uint64_t s = seed ^ (run * 0xD1B54A32D192ED03ULL);
    return splitMix64(s);
}

// Nodes in repair, by the time each is back: a FIFO, since every repair takes the same time. Reused across runs.
struct RepairQueue {
    std::vector<double> back;
    std::size_t head = 0;
    void reset()
    {
        back.clear();
        head = 0;
    }
    // True when a spare is free at 'now'; the failed node goes to repair either way.
    bool take(double now, int spares, double repair)
    {
        while (head < back.size() && back[head] <= now)
            ++head;
        if (head > 4096 && head * 2 > back.size()) {
            back.erase(back.begin(), back.begin() + static_cast<std::ptrdiff_t>(head));
            head = 0;
        }
        const bool free = static_cast<int>(back.size() - head) < spares;
        back.push_back(now + repair);
        return free;
    }
};

// Accumulates a run into a RunRecord: the hot path. Whole cycles and interruptions are counted as integers and
// turned into hours once, at the end.
struct RecordSink {
    std::int64_t cycles_ = 0;
    std::int64_t interruptions_ = 0;
    RunRecord r;

    void waiting(double d) { r.waiting += d; }
    void cycles(std::int64_t k) { cycles_ += k; }
    void productive(double d) { r.productive += d; }
    void saving(double d) { r.saves += d; }
    void lost(double d) { r.lost += d; }
    void rescheduling(double d) { r.reschedule += d; }
    void resuming(double d) { r.resume += d; }
    void interruption(int) { ++interruptions_; }

    RunRecord finish(const Prepared& c)
    {
        const double k = static_cast<double>(cycles_);
        r.productive += k * c.tau;
        r.saves += k * c.delta;
        r.interruptions = static_cast<double>(interruptions_);
        return r;
    }
};

// Records the run as segments on a clock.
struct TimelineSink {
    const Prepared& c;
    std::vector<TimelineSegment> segments;
    double clock = 0;
    int cause = -1;
    bool boundary = false; // an interruption since the last segment: start a new one
    void add(Phase phase, double d)
    {
        if (!(d > 0.0))
            return;
        const int why = (phase == Phase::Lost || phase == Phase::Rescheduling || phase == Phase::Resuming) ? cause : -1;
        if (!boundary && !segments.empty() && segments.back().phase == phase && segments.back().cause == why)
            segments.back().end += d;
        else
            segments.push_back({phase, clock, clock + d, why});
        boundary = false;
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
    void interruption(int why)
    {
        cause = why;
        boundary = true;
    }
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

// A recovery phase of the given length, cut by the window end; returns the time it took.
template <class Sink>
[[gnu::always_inline]] inline double recover(Sink& sink, double reschedule, double remaining, double length)
{
    const double re = std::min({reschedule, remaining, length});
    sink.rescheduling(re);
    const double rm = std::min(length - re, remaining - re);
    sink.resuming(rm);
    return re + rm;
}

template <class Sink>
void simulateRun(const Prepared& c, Xoshiro256Plus& rng, const ExponentialZiggurat& exponential, Sink& sink,
                 RepairQueue& repairs)
{
    sink.waiting(c.wait);
    double remaining = c.available;
    if (!c.anyInterruptions) {
        keepPart(c, sink, runStretch(c, sink, remaining));
        return;
    }
    repairs.reset();
    for (;;) {
        const double x = exponential(rng) * c.meanGap;
        if (x >= remaining) {
            keepPart(c, sink, runStretch(c, sink, remaining));
            return;
        }
        // The whole cycles and the part one; the cycles are recorded once it is known whether the last of them
        // survives (an asynchronous save still uploading is lost with the part cycle).
        const auto whole = static_cast<std::int64_t>(x * c.invCycle);
        const double part = std::max(0.0, x - static_cast<double>(whole) * c.cycle);
        const bool inFlight = c.upload > 0.0 && whole >= 1 && part < c.upload;
        const auto lose = [&] {
            sink.cycles(inFlight ? whole - 1 : whole);
            sink.lost(inFlight ? part + c.cycle : part);
        };
        remaining -= x;
        // Which class, and whether a spare takes the lost node's place.
        const double u = c.classCount > 1 ? rng.uniform() : 0.0;
        int k = 0;
        while (u >= c.classes[static_cast<std::size_t>(k)].threshold)
            ++k;
        const SimClass& cls = c.classes[static_cast<std::size_t>(k)];
        sink.interruption(cls.id);
        double reschedule = cls.reschedule;
        if (cls.spareServed && repairs.take(c.available - remaining, c.spares, c.spareRepair))
            reschedule = c.spareSwap;
        if (cls.saved) {
            const double save = std::min(c.emergency, remaining);
            const double strike = c.duringRecovery ? exponential(rng) * c.meanGap : save + 1.0;
            if (strike < save) {
                // Another interruption during the emergency save: the save fails, the progress is lost.
                lose();
                sink.saving(strike);
                sink.interruption(cls.id);
                remaining -= strike;
            } else {
                sink.cycles(whole);
                keepPart(c, sink, part);
                sink.saving(save);
                remaining -= save;
            }
        } else {
            lose();
        }
        if (remaining <= 0.0)
            return;
        const double recovery = reschedule + c.resume;
        if (c.duringRecovery) {
            // Memoryless arrivals: an interruption during recovery starts it again.
            for (;;) {
                const double y = exponential(rng) * c.meanGap;
                if (y >= recovery || y >= remaining) {
                    remaining -= recover(sink, reschedule, remaining, recovery);
                    break;
                }
                remaining -= recover(sink, reschedule, remaining, y);
                sink.interruption(cls.id);
            }
        } else {
            remaining -= recover(sink, reschedule, remaining, recovery);
        }
        if (remaining <= 0.0)
            return;
    }
}

void simulateRange(const Prepared& c, std::uint64_t seed, int first, int last, RunRecord* out)
{
    const ExponentialZiggurat& exponential = ExponentialZiggurat::instance();
    const Prepared local = c;
    RepairQueue repairs;
    for (int i = first; i < last; ++i) {
        Xoshiro256Plus rng(runSeed(seed, static_cast<std::uint64_t>(i)));
        RecordSink sink;
        simulateRun(local, rng, exponential, sink, repairs);
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
    checkEventBudget(c.expectedPerRun, runs);
    std::vector<RunRecord> records(static_cast<std::size_t>(runs));
    int threads = options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, 64);

    // Runs are handed out in chunks of about a million interruptions (a few milliseconds), at most 256 runs, so
    // that a cancel is seen quickly whatever a run costs and both cores stay busy to the end.
    const int kChunk = static_cast<int>(std::clamp(std::floor(1048576.0 / c.expectedPerRun), 1.0, 256.0));
    std::atomic<int> next{0};
    auto worker = [&] {
        clearUpperVectorState();
        for (;;) {
            if (control.cancel && control.cancel->load(std::memory_order_relaxed))
                return;
            const int first = next.fetch_add(kChunk, std::memory_order_relaxed);
            if (first >= runs)
                return;
            const int last = std::min(runs, first + kChunk);
            simulateRange(c, options.seed, first, last, records.data());
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
    // The mean is the runtime goodput of the expected window, E[P] / E[W - t_wait - t_re], as the planning model
    // gives it: the ratio of the sums, with its standard error by the delta method. The percentiles are per run.
    double sumP = 0, sumS = 0;
    for (const RunRecord& r : records) {
        sumP += r.productive;
        sumS += schedulable(r);
    }
    if (n > 0 && sumS > 0.0) {
        const double ratio = sumP / sumS;
        double ss = 0;
        for (const RunRecord& r : records) {
            const double d = r.productive - ratio * schedulable(r);
            ss += d * d;
        }
        const double meanS = sumS / static_cast<double>(n);
        result.runtime.mean = ratio;
        result.runtime.standardError =
            n > 1 ? std::sqrt(ss / static_cast<double>(n - 1) / static_cast<double>(n)) / meanS : 0.0;
    }
    const auto mlProductivityOf = [&](const RunRecord& r) { return r.productive / window * p.mfu; };
    result.mlProductivitySamples.reserve(n);
    for (const RunRecord& r : records)
        result.mlProductivitySamples.push_back(mlProductivityOf(r));
    result.mlProductivity = column(mlProductivityOf);
    result.waiting = column([](const RunRecord& r) { return r.waiting; });
    result.reschedule = column([](const RunRecord& r) { return r.reschedule; });
    result.resume = column([](const RunRecord& r) { return r.resume; });
    result.lost = column([](const RunRecord& r) { return r.lost; });
    result.saves = column([](const RunRecord& r) { return r.saves; });
    result.productive = column([](const RunRecord& r) { return r.productive; });
    return result;
}

std::vector<TimelineSegment> simulateTimeline(const ModelParameters& p, std::uint64_t seed)
{
    const Prepared c = prepare(p);
    checkEventBudget(c.expectedPerRun, 1);
    Xoshiro256Plus rng(runSeed(seed, 0));
    TimelineSink sink{c, {}, 0.0};
    RepairQueue repairs;
    simulateRun(c, rng, ExponentialZiggurat::instance(), sink, repairs);
    return std::move(sink.segments);
}

double expectedSimulationEvents(const ModelParameters& p)
{
    return prepare(p).expectedPerRun;
}

void checkEventBudget(double expectedPerWindow, int runs)
{
    char detail[160];
    if (!(expectedPerWindow <= kMaxWindowEvents)) {
        std::snprintf(detail, sizeof detail, "about %.3g interruptions per window; at most %.0f", expectedPerWindow,
                      kMaxWindowEvents);
        throw Error(ErrorCode::EventBudget, "scale.window", detail);
    }
    const double total = expectedPerWindow * std::max(1, runs);
    if (!(total <= kMaxSimulationEvents)) {
        std::snprintf(detail, sizeof detail, "about %.3g interruptions in %d runs; at most %.0f", total, runs,
                      kMaxSimulationEvents);
        throw Error(ErrorCode::EventBudget, "simulation.runs", detail);
    }
}

} // namespace gp
