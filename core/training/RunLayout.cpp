#include "training/RunLayout.h"

#include "io/Error.h"
#include "training/ModelFamilies.h"
#include "training/MoeRun.h"
#include "performance/MoeLayoutSearch.h"
#include "performance/Network.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <mutex>
#include <string>
#include <unordered_map>

namespace gp {
namespace {

// The widest tensor degree the heads and the scale-up domain allow.
int widestTensor(double heads, double domain)
{
    int best = 1;
    for (int t = 1; t <= domain && t <= heads; ++t)
        if (std::fmod(heads, t) == 0)
            best = t;
    return best;
}

// Every figure the search reads, exactly, as one key: the job, the choices and the accelerator's fabric.
std::string keyOf(const StepJob& job, const LayoutChoices& c, const Fabric& f)
{
    std::string key;
    key.reserve(400);
    char buf[40];
    const auto add = [&](double v) {
        std::snprintf(buf, sizeof buf, "%a,", v);
        key += buf;
    };
    const auto held = [&](const auto& v) { add(v ? static_cast<double>(*v) : -1.0); };
    const TransformerShape& s = job.shape;
    for (double v : {s.parameters, s.layers, s.hidden, s.heads, s.headDim, s.kvHeads, s.seqLen, s.vocabulary,
                     s.fusedAttention ? 1.0 : 0.0, job.globalBatchTokens, job.accelerators,
                     static_cast<double>(job.precision), static_cast<double>(job.optimizer), f.peakFlops,
                     f.matrixEfficiency, f.halfPeakFlops, f.fp8 ? 1.0 : 0.0, f.memoryBandwidth, f.scaleUpBandwidth, f.scaleUpDomain, f.scaleOutBandwidth,
                     f.memoryGb, f.perNode})
        add(v);
    held(c.tensor);
    held(c.pipeline);
    held(c.context);
    held(c.microBatch);
    held(c.interleave);
    held(c.sharding);
    held(c.recompute);
    return key;
}

// The remembered answers; emptied when full (a session asks for a few hundred).
constexpr std::size_t kRemembered = 4096;
std::mutex rememberedMutex;
std::unordered_map<std::string, std::optional<StepTime>>& remembered()
{
    static std::unordered_map<std::string, std::optional<StepTime>> all;
    return all;
}

// The MoE step job of an MoE run (docs/model.md section 26), dropless as production runs train; none for a dense
// run or experts that cannot be counted.
std::optional<MoeStepJob> moeStepJobOf(const TrainingRun& run, const StepJob& dense)
{
    if (!run.moe || !run.shape)
        return std::nullopt;
    MoeStepJob job;
    job.shape = moeShapeOf(run);
    try {
        checkMoeShape(job.shape);
    } catch (const Error&) {
        return std::nullopt;
    }
    job.globalBatchTokens = dense.globalBatchTokens;
    job.accelerators = dense.accelerators;
    job.precision = dense.precision;
    job.optimizer = dense.optimizer;
    return job;
}

// The experts' figures, for the key.
std::string moeKeyOf(const MoeStepJob& job)
{
    std::string key = "moe:";
    char buf[40];
    const MoeShape& s = job.shape;
    for (double v : {s.experts, s.expertsPerToken, s.sharedExperts, s.expertFfn, s.denseLayers, s.ffn,
                     s.latent.qRank, s.latent.kvRank, s.latent.ropeDim, s.latent.nopeDim, s.latent.valueDim,
                     s.tiedEmbeddings ? 1.0 : 0.0}) {
        std::snprintf(buf, sizeof buf, "%a,", v);
        key += buf;
    }
    return key;
}

// The fastest fitting layout of the job, MoE or dense; none when none fits or the held one cannot run it.
std::optional<StepTime> fastestLayout(const StepJob& job, const std::optional<MoeStepJob>& moe, const Fabric& fabric,
                                      const LayoutChoices& choices)
{
    try {
        if (moe) {
            std::vector<MoeStepTime> found = searchMoeLayouts(*moe, fabric, choices, 1);
            if (!found.empty())
                return std::move(found.front().step);
            return std::nullopt;
        }
        std::vector<StepTime> found = searchLayouts(job, fabric, choices, 1);
        if (!found.empty())
            return std::move(found.front());
    } catch (const Error&) {
        // The held layout cannot run this job at this count (a degree that does not divide it): nothing fits.
    }
    return std::nullopt;
}

std::optional<Fabric> fabricIfComplete(const Accelerator& a, Precision precision)
{
    try {
        return fabricOf(a, precision);
    } catch (const Error&) {
        return std::nullopt; // a row without the figures the step model reads
    }
}

} // namespace

std::optional<StepJob> stepJobOf(const TrainingRun& run, double accelerators)
{
    // The plan's shape, or the nearest published family's for a plan that gives only its parameter count.
    const std::optional<ModelShape> shape = modelShapeOf(run);
    if (!shape)
        return std::nullopt;
    const ModelShape& m = *shape;
    if (!(m.layers > 0 && m.heads > 0 && m.headDim > 0 && m.seqLen > 0))
        return std::nullopt;
    StepJob job;
    job.shape.parameters = run.parameters;
    job.shape.layers = m.layers;
    job.shape.heads = m.heads;
    job.shape.hidden = m.width();
    job.shape.headDim = m.width() != m.heads * m.headDim ? m.headDim : 0.0; // 0: h / a
    job.shape.kvHeads = m.kvHeads;
    job.shape.seqLen = m.seqLen;
    job.shape.vocabulary = m.vocabulary;
    // Whole sequences, at least one: the stated batch rounded to the sequence length.
    job.globalBatchTokens = std::max(1.0, std::round(run.globalBatchTokens / m.seqLen)) * m.seqLen;
    job.accelerators = accelerators;
    job.precision = run.precision;
    job.optimizer = run.optimizer;
    return job;
}

LayoutChoices layoutChoicesOf(const TrainingRun& run)
{
    LayoutChoices c;
    if (run.parallel.search)
        return c;
    const Parallelism& p = run.parallel;
    c.tensor = p.tensor;
    c.pipeline = p.pipeline;
    c.microBatch = std::max(1, static_cast<int>(std::lround(p.microBatch)));
    c.interleave = 1;
    c.sharding = p.sharding;
    c.recompute = p.activationCheckpointing ? Recompute::Full : Recompute::None;
    return c;
}

RunLayout runLayout(const TrainingRun& run, const Accelerator& a, double accelerators)
{
    RunLayout out;
    const std::optional<StepJob> job = stepJobOf(run, accelerators);
    if (!job)
        return out;
    // The plan's network (training.network) in place of the catalog's machine type's, on this copy only.
    const std::optional<Fabric> fabric = fabricIfComplete(withNetwork(a, run.network), run.precision);
    if (!fabric)
        return out;
    out.applies = true;
    const LayoutChoices choices = layoutChoicesOf(run);
    const std::optional<MoeStepJob> moe = moeStepJobOf(run, *job);
    const std::string key = keyOf(*job, choices, *fabric) + (moe ? moeKeyOf(*moe) : std::string());
    {
        const std::lock_guard<std::mutex> lock(rememberedMutex);
        const auto it = remembered().find(key);
        if (it != remembered().end()) {
            out.best = it->second;
            return out;
        }
    }
    out.best = fastestLayout(*job, moe, *fabric, choices);
    const std::lock_guard<std::mutex> lock(rememberedMutex);
    if (remembered().size() >= kRemembered)
        remembered().clear();
    remembered().emplace(key, out.best);
    return out;
}

std::vector<int> layoutNodeCounts(const TrainingRun& run, const Accelerator& a, int perNode, int from, int to)
{
    std::vector<int> out;
    const std::optional<StepJob> job = stepJobOf(run, perNode);
    const std::optional<Fabric> fabric = fabricIfComplete(withNetwork(a, run.network), run.precision);
    if (!job || !fabric || perNode < 1 || to < from)
        return out;
    const double sequences = job->globalBatchTokens / job->shape.seqLen;
    if (!(sequences >= 1) || sequences != std::floor(sequences) || sequences > 1e9)
        return out;
    const auto n = static_cast<long long>(sequences);
    const LayoutChoices choices = layoutChoicesOf(run);
    std::vector<int> tensors, pipelines;
    for (int t = 1; t <= fabric->scaleUpDomain && t <= job->shape.heads; ++t)
        if (std::fmod(job->shape.heads, t) == 0 && (!choices.tensor || *choices.tensor == t))
            tensors.push_back(t);
    for (int p = 1; p <= job->shape.layers; ++p) // any p up to the layers: uneven stages where p does not divide
        if (!choices.pipeline || *choices.pipeline == p)
            pipelines.push_back(p);
    for (long long d = 1; d * d <= n; ++d) {
        if (n % d != 0)
            continue;
        for (long long replicas : {d, n / d})
            for (int t : tensors)
                for (int p : pipelines) {
                    const long long g = replicas * t * p;
                    if (g % perNode != 0)
                        continue;
                    const long long nodes = g / perNode;
                    if (nodes >= from && nodes <= to)
                        out.push_back(static_cast<int>(nodes));
                }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::optional<double> fewestLayoutAccelerators(const TrainingRun& run, const Accelerator& a, int perNode)
{
    const std::optional<StepJob> job = stepJobOf(run, perNode);
    const std::optional<Fabric> fabric = fabricIfComplete(withNetwork(a, run.network), run.precision);
    if (!job || !fabric)
        return std::nullopt;
    Parallelism frugal;
    frugal.sharding = Sharding::Zero3;
    frugal.tensor = widestTensor(job->shape.heads, fabric->scaleUpDomain);
    frugal.pipeline = 1;
    frugal.microBatch = 1;
    frugal.activationCheckpointing = true;
    // An MoE run holds every expert.
    return memoryFit(heldParameters(run), modelShapeOf(run), run.optimizer, frugal, perNode, perNode, a.memoryGb).minAccelerators;
}

} // namespace gp
