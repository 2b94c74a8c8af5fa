#include "goodput/MonteCarlo.h"

#include "goodput/Random.h"
#include "goodput/TierModel.h"
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
    bool replicated = false; // saved without an emergency save: the state is replicated in memory
    bool spareServed = false;
    bool fast = false;  // the fast tier outlives it
    double resume = 0;  // t_rm from the tier the restore reads
    double slow = 0;    // a straggler's slow period, as the pause it is worth
    double shrunk = 0;  // an elastic shrink's, as the pause it is worth, when no spare is free
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
    bool tiered = false; // a fast tier beside the persistent one
    TierShape tiers;
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
        recovery += share * (k.reschedule + p.resumeOf(id) + k.degraded());
        const bool fast = p.fast.on && p.fast.survives[id];
        c.classes[static_cast<std::size_t>(c.classCount++)] = {cumulative, k.reschedule, k.saved, k.replicated,
                                                               k.spareServed && p.spares > 0, fast,
                                                               p.resumeOf(id), k.slow, k.shrunk,
                                                               static_cast<int>(id)};
    }
    if (p.fast.on) {
        c.tiered = true;
        c.tiers.rate = rate;
        c.tiers.fastInterval = p.fast.interval;
        c.tiers.fastSave = p.fast.save;
        c.tiers.persistentSave = p.save;
        c.tiers.upload = c.upload;
        c.tiers.every = std::max(1, p.fast.every);
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
    void shrinking(double d) { r.shrunk += d; }
    void slowing(double d) { r.straggler += d; }
    void interruption(int) { ++interruptions_; }
    void fastSaving(double d)
    {
        r.saves += d;
        r.fastSaves += d;
    }
    void fastLost(double d)
    {
        r.lost += d;
        r.fastLost += d;
    }
    // Segments of the tiers: count segments from position 'from', persistent of them ending with a persistent save.
    void tierSegments(const TierShape& t, int, std::int64_t count, std::int64_t persistent)
    {
        const auto n = static_cast<double>(count);
        r.productive += n * t.fastInterval;
        fastSaving(n * t.fastSave);
        r.saves += static_cast<double>(persistent) * t.persistentSave;
    }
    // Work already counted, rolled back to the persistent checkpoint: now lost.
    void rollBack(double work, double fastSaves, double persistentSaves)
    {
        r.productive -= work;
        r.saves -= fastSaves + persistentSaves;
        r.fastSaves -= fastSaves;
        r.lost += work + fastSaves + persistentSaves;
    }

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
        const bool caused = phase == Phase::Lost || phase == Phase::Rescheduling || phase == Phase::Resuming ||
                            phase == Phase::Shrunk || phase == Phase::Slow;
        const int why = caused ? cause : -1;
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
    void shrinking(double d) { add(Phase::Shrunk, d); }
    void slowing(double d) { add(Phase::Slow, d); }
    void interruption(int why)
    {
        cause = why;
        boundary = true;
    }
    void fastSaving(double d) { saving(d); }
    void fastLost(double d) { lost(d); }
    void tierSegments(const TierShape& t, int from, std::int64_t count, std::int64_t persistent)
    {
        if (count > 2000) {
            add(Phase::Productive, static_cast<double>(count) * t.fastInterval);
            add(Phase::Saving, static_cast<double>(count) * t.fastSave + static_cast<double>(persistent) * t.persistentSave);
            return;
        }
        for (std::int64_t i = 0; i < count; ++i) {
            add(Phase::Productive, t.fastInterval);
            const bool last = (from + i + 1) % t.every == 0;
            add(Phase::Saving, t.fastSave + (last ? t.persistentSave : 0.0));
        }
    }
    // Turns the latest productive and saving time, back to the given hours, into lost time.
    void rollBack(double work, double fastSaves, double persistentSaves)
    {
        double left = work + fastSaves + persistentSaves;
        std::vector<TimelineSegment> tail;
        while (left > 0.0 && !segments.empty()) {
            TimelineSegment s = segments.back();
            segments.pop_back();
            if (s.phase != Phase::Productive && s.phase != Phase::Saving) {
                tail.push_back(s);
                continue;
            }
            const double take = std::min(left, s.end - s.start);
            left -= take;
            if (take < s.end - s.start) {
                segments.push_back({s.phase, s.start, s.end - take, s.cause});
                s.start = s.end - take;
            }
            tail.push_back({Phase::Lost, s.start, s.end, cause});
        }
        for (auto it = tail.rbegin(); it != tail.rend(); ++it) {
            if (!segments.empty() && segments.back().phase == it->phase && segments.back().cause == it->cause &&
                segments.back().end == it->start)
                segments.back().end = it->end;
            else
                segments.push_back(*it);
        }
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

// What a recovery waits for the lost node's replacement, and the pause an elastic shrink is worth instead.
struct Replacement {
    double reschedule = 0;
    double shrunk = 0;
};

// Draws the class of an interruption and, when a hot spare takes the lost node's place, its swap time: a free spare
// joins, so the job neither waits nor shrinks (docs/model.md section 25).
template <class Sink>
[[gnu::always_inline]] inline const SimClass& drawClass(const Prepared& c, Xoshiro256Plus& rng, Sink& sink,
                                                        RepairQueue& repairs, double now, Replacement& replacement)
{
    const double u = c.classCount > 1 ? rng.uniform() : 0.0;
    int k = 0;
    while (u >= c.classes[static_cast<std::size_t>(k)].threshold)
        ++k;
    const SimClass& cls = c.classes[static_cast<std::size_t>(k)];
    sink.interruption(cls.id);
    replacement = {cls.reschedule, cls.shrunk};
    if (cls.spareServed && repairs.take(now, c.spares, c.spareRepair))
        replacement = {c.spareSwap, 0.0};
    return cls;
}

// An emergency save on SIGTERM, drawn before the stretch is recorded: it keeps the progress unless an
// interruption strikes it first, which fails it. Either way its time is spent saving.
struct Emergency {
    double time = 0;
    bool kept = true;
};
inline Emergency drawEmergency(const Prepared& c, const SimClass& cls, Xoshiro256Plus& rng,
                               const ExponentialZiggurat& exponential, double remaining)
{
    if (cls.replicated)
        return Emergency{0, true};
    const double save = std::min(c.emergency, remaining);
    const double strike = c.duringRecovery ? exponential(rng) * c.meanGap : save + 1.0;
    return strike < save ? Emergency{strike, false} : Emergency{save, true};
}
template <class Sink>
inline void spendEmergency(Sink& sink, const Emergency& e, int cause, double& remaining)
{
    sink.saving(e.time);
    if (!e.kept)
        sink.interruption(cause);
    remaining -= e.time;
}

// The reschedule and resume after an interruption, started again by interruptions that strike them.
template <class Sink>
[[gnu::always_inline]] inline void recoverFrom(const Prepared& c, Xoshiro256Plus& rng,
                                               const ExponentialZiggurat& exponential, Sink& sink,
                                               const SimClass& cls, const Replacement& replacement,
                                               double& remaining)
{
    if (remaining <= 0.0)
        return;
    // The pauses slow and shrunk running are worth come first, and no interruption strikes them.
    const double slow = std::min(cls.slow, remaining);
    sink.slowing(slow);
    remaining -= slow;
    const double shrunk = std::min(replacement.shrunk, remaining);
    sink.shrinking(shrunk);
    remaining -= shrunk;
    if (remaining <= 0.0)
        return;
    const double reschedule = replacement.reschedule;
    const double recovery = reschedule + cls.resume;
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
}

// Keeps what a stretch with tiers reached (window end, or an emergency save): its segments and the part of the
// one it ends in.
template <class Sink>
inline void keepTiers(const Prepared& c, Sink& sink, int start, const TierWalk& w)
{
    const TierShape& t = c.tiers;
    sink.tierSegments(t, start, w.segments, w.persistent);
    sink.productive(std::min(w.offset, t.fastInterval));
    sink.fastSaving(std::clamp(w.offset - t.fastInterval, 0.0, t.fastSave));
    sink.saving(std::max(0.0, w.offset - t.fastInterval - t.fastSave));
}

// A run with a fast tier: the state is the number of fast saves since the last persistent one.
template <class Sink>
void simulateTieredRun(const Prepared& c, Xoshiro256Plus& rng, const ExponentialZiggurat& exponential, Sink& sink,
                       RepairQueue& repairs)
{
    const TierShape& t = c.tiers;
    sink.waiting(c.wait);
    double remaining = c.available;
    int state = 0;
    repairs.reset();
    for (;;) {
        const double x = c.anyInterruptions ? exponential(rng) * c.meanGap : remaining;
        if (x >= remaining) {
            keepTiers(c, sink, state, walkTiers(t, state, remaining));
            return;
        }
        const TierWalk w = walkTiers(t, state, x);
        remaining -= x;
        Replacement replacement;
        const SimClass& cls = drawClass(c, rng, sink, repairs, c.available - remaining, replacement);
        const Emergency emergency = cls.saved ? drawEmergency(c, cls, rng, exponential, remaining) : Emergency{0, false};
        if (emergency.kept) {
            keepTiers(c, sink, state, w);
            state = 0; // the emergency save is a persistent one
        } else if (cls.fast) {
            sink.tierSegments(t, state, w.segments, w.persistent);
            sink.fastLost(w.offset);
            state = w.position;
        } else {
            // Back to the last persistent save whose upload finished: the segments since are rolled back.
            sink.tierSegments(t, state, w.segments, w.persistent);
            sink.lost(w.offset);
            const bool inFlight = t.upload > 0.0 && w.sincePersistent >= 0.0 && w.sincePersistent < t.upload;
            const double rolled = w.position + (inFlight ? t.every : 0);
            sink.rollBack(rolled * t.fastInterval, rolled * t.fastSave, inFlight ? t.persistentSave : 0.0);
            state = 0;
        }
        if (cls.saved)
            spendEmergency(sink, emergency, cls.id, remaining);
        recoverFrom(c, rng, exponential, sink, cls, replacement, remaining);
        if (remaining <= 0.0)
            return;
    }
}

template <class Sink>
void simulateRun(const Prepared& c, Xoshiro256Plus& rng, const ExponentialZiggurat& exponential, Sink& sink,
                 RepairQueue& repairs)
{
    if (c.tiered) {
        simulateTieredRun(c, rng, exponential, sink, repairs);
        return;
    }
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
        remaining -= x;
        Replacement replacement;
        const SimClass& cls = drawClass(c, rng, sink, repairs, c.available - remaining, replacement);
        const Emergency emergency = cls.saved ? drawEmergency(c, cls, rng, exponential, remaining) : Emergency{0, false};
        if (emergency.kept) {
            sink.cycles(whole);
            keepPart(c, sink, part);
        } else {
            sink.cycles(inFlight ? whole - 1 : whole);
            sink.lost(inFlight ? part + c.cycle : part);
        }
        if (cls.saved)
            spendEmergency(sink, emergency, cls.id, remaining);
        recoverFrom(c, rng, exponential, sink, cls, replacement, remaining);
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
    std::atomic<int> completed{0};
    auto worker = [&] {
        clearUpperVectorState();
        for (;;) {
            if (control.stop())
                return;
            const int first = next.fetch_add(kChunk, std::memory_order_relaxed);
            if (first >= runs)
                return;
            const int last = std::min(runs, first + kChunk);
            simulateRange(c, options.seed, first, last, records.data());
            const int sofar = completed.fetch_add(last - first, std::memory_order_relaxed) + (last - first);
            if (control.runsCompleted)
                control.runsCompleted(sofar);
        }
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::min(threads, (runs + kChunk - 1) / kChunk); ++t)
        pool.emplace_back(worker);
    worker();
    for (auto& t : pool)
        t.join();
    if (control.stop())
        records.clear();
    return records;
}

SimulationResult simulate(const ModelParameters& p, const SimulationOptions& options, const SimulationControl& control)
{
    SimulationResult result;
    result.seed = options.seed;
    std::vector<RunRecord> records = simulateRuns(p, options, control);
    if (control.stop()) {
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
        return s > 0.0 ? (r.productive + r.straggler) / s : 0.0;
    };
    result.runtimeSamples.reserve(n);
    for (const RunRecord& r : records)
        result.runtimeSamples.push_back(runtimeOf(r));
    result.runtime = column(runtimeOf);
    // The mean is the runtime goodput of the expected window, E[P] / E[W - t_wait - t_re], as the planning model
    // gives it: the ratio of the sums, with its standard error by the delta method. The percentiles are per run.
    double sumP = 0, sumS = 0;
    for (const RunRecord& r : records) {
        sumP += r.productive + r.straggler;
        sumS += schedulable(r);
    }
    if (n > 0 && sumS > 0.0) {
        const double ratio = sumP / sumS;
        double ss = 0;
        for (const RunRecord& r : records) {
            const double d = r.productive + r.straggler - ratio * schedulable(r);
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
    result.fastSaves = column([](const RunRecord& r) { return r.fastSaves; });
    result.fastLost = column([](const RunRecord& r) { return r.fastLost; });
    result.shrunk = column([](const RunRecord& r) { return r.shrunk; });
    result.straggler = column([](const RunRecord& r) { return r.straggler; });
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
