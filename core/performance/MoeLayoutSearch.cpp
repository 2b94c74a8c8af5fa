#include "performance/MoeLayoutSearch.h"

#include "io/Error.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

// Each value of `all` the held choice allows.
template <typename T>
std::vector<T> allowed(const std::vector<T>& all, const std::optional<T>& held)
{
    if (held)
        return {*held};
    return all;
}

bool divides(double whole, double part) { return part >= 1 && std::fmod(whole, part) == 0; }

// The expert layouts of the job with `pipeline` stages: EP a divisor of the experts, ETP 1 or, for wide experts, a
// power of two leaving each share at least 4,096 wide; EP x ETP x p dividing the accelerators.
std::vector<ExpertLayout> expertLayouts(const MoeStepJob& job, int pipeline)
{
    std::vector<ExpertLayout> out;
    for (int etp = 1; etp <= 8; etp *= 2) {
        if (etp > 1 && (job.shape.expertFfn / etp < 4096 || !divides(job.shape.expertFfn, etp)))
            break;
        for (int ep = 1; ep <= job.shape.experts; ++ep)
            if (divides(job.shape.experts, ep) && divides(job.accelerators, double(ep) * etp * pipeline))
                out.push_back({ep, etp});
    }
    return out;
}

// The attention's layouts: t, p and d, each micro-batch, sharding and recomputation the choices allow.
std::vector<Layout> denseLayouts(const MoeStepJob& job, const Fabric& fabric, const LayoutChoices& c)
{
    std::vector<int> tensors, pipelines;
    for (int t = 1; t <= fabric.scaleUpDomain && t <= job.shape.heads; ++t)
        if (divides(job.shape.heads, t))
            tensors.push_back(t);
    for (int p = 1; p <= job.shape.layers; p *= 2)
        pipelines.push_back(p);
    const double sequences = std::round(job.globalBatchTokens / job.shape.seqLen);
    std::vector<Layout> out;
    for (int t : allowed(tensors, c.tensor))
        for (int p : allowed(pipelines, c.pipeline)) {
            const double d = job.accelerators / (double(t) * p);
            if (d != std::floor(d) || !divides(sequences, d))
                continue;
            for (int b : allowed(std::vector<int>{1, 2, 4, 8}, c.microBatch)) {
                if (!divides(sequences / d, b))
                    continue;
                for (Sharding s : allowed(std::vector<Sharding>{Sharding::Zero1, Sharding::Zero2, Sharding::Zero3},
                                          c.sharding))
                    for (Recompute r : allowed(std::vector<Recompute>{Recompute::None, Recompute::Selective,
                                                                      Recompute::Full},
                                               c.recompute)) {
                        Layout l;
                        l.tensor = t;
                        l.pipeline = p;
                        l.data = static_cast<int>(d);
                        l.microBatch = b;
                        l.sharding = s;
                        l.recompute = r;
                        l.tpCommOverlap = c.tpCommOverlap;
                        l.gradientPrecision = c.gradientPrecision;
                        out.push_back(l);
                    }
            }
        }
    return out;
}

} // namespace

std::vector<MoeStepTime> searchMoeLayouts(const MoeStepJob& job, const Fabric& fabric, const LayoutChoices& choices,
                                          int keep)
{
    std::vector<MoeStepTime> found;
    for (const Layout& l : denseLayouts(job, fabric, choices))
        for (const ExpertLayout& e : expertLayouts(job, l.pipeline)) {
            try {
                MoeStepTime r = moeStepTime(job, fabric, l, e);
                if (r.step.fits)
                    found.push_back(std::move(r));
            } catch (const Error&) {
                // a layout the step cannot run (a stage without a layer, a degree the job does not allow)
            }
        }
    std::sort(found.begin(), found.end(), [](const MoeStepTime& a, const MoeStepTime& b) {
        if (a.step.tokensPerSecond != b.step.tokensPerSecond)
            return a.step.tokensPerSecond > b.step.tokensPerSecond;
        return a.step.memoryGb < b.step.memoryGb;
    });
    if (found.size() > static_cast<std::size_t>(std::max(keep, 0)))
        found.resize(static_cast<std::size_t>(std::max(keep, 0)));
    return found;
}

} // namespace gp
