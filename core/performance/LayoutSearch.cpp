#include "performance/LayoutSearch.h"

#include "io/Error.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

std::vector<int> divisors(long long n)
{
    std::vector<int> out;
    for (long long i = 1; i * i <= n; ++i)
        if (n % i == 0) {
            out.push_back(static_cast<int>(i));
            if (i != n / i)
                out.push_back(static_cast<int>(n / i));
        }
    std::sort(out.begin(), out.end());
    return out;
}

template <typename T> std::vector<T> heldOr(const std::optional<T>& held, std::vector<T> all)
{
    return held ? std::vector<T>{*held} : all;
}

bool faster(const StepTime& a, const StepTime& b)
{
    if (a.tokensPerSecond != b.tokensPerSecond)
        return a.tokensPerSecond > b.tokensPerSecond;
    return a.memoryGb < b.memoryGb;
}

// Keeps the best `keep` of the layouts seen, fastest first.
void offer(std::vector<StepTime>& best, StepTime&& candidate, int keep)
{
    if (static_cast<int>(best.size()) == keep && !faster(candidate, best.back()))
        return;
    auto at = std::upper_bound(best.begin(), best.end(), candidate, faster);
    best.insert(at, std::move(candidate));
    if (static_cast<int>(best.size()) > keep)
        best.pop_back();
}

// Every micro-batch, interleave, sharding and recomputation of one (t, p, c): those that fit are offered.
void searchInner(const StepJob& job, const Fabric& fabric, const LayoutChoices& choices, Layout base, int keep,
                 std::vector<StepTime>& best)
{
    const double perReplica = job.globalBatchTokens / job.shape.seqLen / base.data;
    if (perReplica != std::floor(perReplica) || perReplica < 1)
        return;
    const std::vector<int> micro = heldOr(choices.microBatch, std::vector<int>{1, 2, 4, 8});
    std::vector<Sharding> everySharding{Sharding::Zero1, Sharding::Zero2, Sharding::Zero3};
    if (domainMembers(base, fabric.scaleUpDomain) < base.data) // replicas in more than one domain: hybrid too
        everySharding.push_back(Sharding::Hsdp);
    const std::vector<Sharding> shardings = heldOr(choices.sharding, everySharding);
    const std::vector<Recompute> recomputes =
        heldOr(choices.recompute, std::vector<Recompute>{Recompute::None, Recompute::Selective, Recompute::Full});
    const StageSplit split = stageSplit(job.shape.layers, base.pipeline);
    for (int b : micro) {
        if (b > perReplica || std::fmod(perReplica, b) != 0)
            continue;
        for (int v : heldOr(choices.interleave, std::vector<int>{1, 2, 4, 8})) {
            if ((v > 1 && base.pipeline == 1) || !interleaves(split, v))
                continue;
            for (Sharding s : shardings)
                for (Recompute r : recomputes) {
                    Layout l = base;
                    l.microBatch = b;
                    l.interleave = v;
                    l.sharding = s;
                    l.recompute = r;
                    StepTime st = stepTime(job, fabric, l);
                    if (st.fits)
                        offer(best, std::move(st), keep);
                }
        }
    }
}

// A held degree no layout of the job can take is refused with the words of checkLayout(): the checks that do not
// depend on the degrees left to choose.
void checkHeld(const StepJob& job, const Fabric& fabric, const LayoutChoices& choices)
{
    const auto g = static_cast<long long>(job.accelerators);
    const int t = choices.tensor.value_or(1), p = choices.pipeline.value_or(1), c = choices.context.value_or(1);
    Layout l;
    l.tensor = t;
    l.pipeline = p;
    l.context = c;
    l.interleave = choices.interleave.value_or(1);
    const double model = static_cast<double>(t) * p * c; // in double: held degrees may be large
    if (t >= 1 && p >= 1 && c >= 1 && model <= static_cast<double>(g) && g % static_cast<long long>(model) == 0)
        l.data = static_cast<int>(g / static_cast<long long>(model));
    // The batch is checked with the search: whole sequences per replica depend on the data degree chosen.
    StepJob any = job;
    any.globalBatchTokens = job.shape.seqLen * l.data;
    checkLayout(any, fabric, l);
    if (choices.microBatch) {
        const double sequences = job.globalBatchTokens / job.shape.seqLen;
        if (*choices.microBatch < 1)
            throw Error(ErrorCode::NotPositive, "micro_batch", std::to_string(*choices.microBatch));
        if (*choices.microBatch > sequences)
            throw Error(ErrorCode::OutOfRange, "micro_batch",
                        "at most the " + std::to_string(static_cast<long long>(sequences)) + " sequences of the batch");
    }
}

} // namespace

std::vector<StepTime> searchLayouts(const StepJob& job, const Fabric& fabric, const LayoutChoices& choices, int keep)
{
    checkJob(job);
    if (keep < 1)
        throw Error(ErrorCode::NotPositive, "top");
    checkHeld(job, fabric, choices);
    const auto g = static_cast<long long>(job.accelerators);
    const int c = choices.context.value_or(1);
    std::vector<StepTime> best;
    for (int t : heldOr(choices.tensor, divisors(g))) {
        if (t > fabric.scaleUpDomain || g % t != 0 || std::fmod(job.shape.heads, t) != 0)
            continue;
        for (int p : heldOr(choices.pipeline, divisors(g / t))) {
            const double modelParallel = static_cast<double>(t) * p * c;
            if (modelParallel > static_cast<double>(g))
                continue;
            const auto model = static_cast<long long>(modelParallel);
            // Any p up to the layers: the stages split unevenly where p does not divide them (stageSplit).
            if (g % model != 0 || p > job.shape.layers || std::fmod(job.shape.seqLen, c) != 0)
                continue;
            Layout base;
            base.tensor = t;
            base.pipeline = p;
            base.context = c;
            base.data = static_cast<int>(g / model);
            base.tpCommOverlap = choices.tpCommOverlap;
            base.gradientPrecision = choices.gradientPrecision;
            searchInner(job, fabric, choices, base, keep, best);
        }
    }
    return best;
}

} // namespace gp
