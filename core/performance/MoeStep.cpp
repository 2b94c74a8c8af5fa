// One training step of a Mixture-of-Experts model (docs/model.md section 26, "The step"): the dense step model for
// what the layers share with a dense transformer of N_active parameters, and the experts' own terms beside it.
#include "performance/MoeStep.h"

#include "io/Error.h"
#include "performance/StepFields.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace gp {
namespace {

constexpr double kBytesPerGb = 1e9;
constexpr double kDispatchBytes = 2.0; // BF16 hidden states dispatched and combined

// The work on the fullest stage's MoE layers, as shares of the step.
struct ExpertShares {
    double moeLayers = 0;   // MoE layers on the fullest stage
    double load = 1;        // the busiest expert's tokens over the even share
    double bubble = 1;      // 1 + (p - 1) / (v m): the pipeline's fill and drain stretch what each stage does
    double tokensMicro = 0; // tokens of one micro-batch on one accelerator
};

ExpertShares sharesOf(const MoeStepJob& job, const Layout& l, const StepTime& r)
{
    const MoeShape& s = job.shape;
    ExpertShares x;
    x.moeLayers = r.stages.most() * (s.layers - s.denseLayers) / s.layers;
    x.load = job.routing == Routing::Dropless  ? kDroplessImbalance
             : job.routing == Routing::Dropped ? job.capacityFactor
                                               : 1.0;
    x.bubble = 1.0 + (l.pipeline - 1.0) / (static_cast<double>(l.interleave) * r.microBatches);
    x.tokensMicro = l.microBatch * s.seqLen / (static_cast<double>(l.context) * l.tensor);
    return x;
}

// Seconds of the routed experts' matrix products on the fullest stage at a dense matrix product's rate: 6 k 3 h f_e
// FLOPs a token and MoE layer (8 k with the forward recomputed), the linear layers' rate in FP8.
double routedDenseSeconds(const MoeStepJob& job, const Fabric& f, const Layout& l, const ExpertShares& x,
                          const MoeParameters& p)
{
    const double passes = l.recompute == Recompute::Full ? 8.0 : 6.0;
    const double perToken = passes * job.shape.expertsPerToken * p.expert * x.moeLayers * l.pipeline;
    const double linear = f.fp8 ? 1.0 / kFp8GemmEfficiency : 1.0;
    return job.globalBatchTokens * perToken * linear / (job.accelerators * f.peakFlops * f.matrixEfficiency);
}

// Seconds of the causal attention's masked half: the step model counts the attention core in full (12 L a d_h s a
// token, 4 L a d_h s recomputed); a causal kernel skips the blocks above the diagonal (FlashAttention-2, Dao 2023).
double maskedAttentionSeconds(const StepJob& dense, const Fabric& f, const Layout& l, const StageSplit& split)
{
    const TransformerShape& m = dense.shape;
    const double pace = split.most() * static_cast<double>(l.pipeline) / m.layers;
    const double half = f.fp8 && f.halfPeakFlops > 0 ? f.peakFlops / f.halfPeakFlops : 1.0;
    const double passes = l.recompute == Recompute::None ? 12.0 : 16.0;
    const double perToken = passes * m.layers * m.attentionWidth() * m.seqLen / kAttentionEfficiency * half;
    return 0.5 * dense.globalBatchTokens * perToken * pace / (dense.accelerators * f.peakFlops * f.matrixEfficiency);
}

// The bytes of one token's dispatch (or combine) that leave one accelerator: its k copies to the experts of its own
// scale-up domain's other members over the link, and one copy to each other domain its experts lie in over the
// scale-out network, forwarded there over that domain's link (DeepEP; DeepSeek-V3 report, section 3.2.2). Of n
// domains a token's k experts touch n (1 - (1 - 1/n)^k) on average, (n - 1) / n of them remote.
struct DispatchBytes {
    double inside = 0;
    double outside = 0;
};

// The EP members one scale-up domain holds: the most that divide EP and fit it with their ETP shares, so that the
// EP group fills whole domains (EP 128 on NVL72's 72 GPUs: 64 a domain, two domains).
double membersInDomain(const Fabric& f, const ExpertLayout& e)
{
    const int room = static_cast<int>(std::clamp(std::floor(f.scaleUpDomain / e.expertTensor), 1.0,
                                                 static_cast<double>(e.expertParallel)));
    for (int m = room; m > 1; --m)
        if (e.expertParallel % m == 0)
            return m;
    return 1.0;
}

DispatchBytes dispatchBytes(double tokenBytes, double k, const Fabric& f, const ExpertLayout& e)
{
    const double ep = e.expertParallel;
    const double inDomain = membersInDomain(f, e);
    const double domains = ep / inDomain;
    DispatchBytes b;
    b.inside = tokenBytes * k * (inDomain - 1.0) / ep;
    if (domains > 1)
        b.outside = tokenBytes * domains * (1.0 - std::pow(1.0 - 1.0 / domains, k)) * (domains - 1.0) / domains;
    b.inside += b.outside * (inDomain - 1.0) / inDomain; // forwarded inside the receiving domain
    return b;
}

// Seconds of one all-to-all of `tokens` hidden states from each EP member: the link and the network at once.
double allToAllSeconds(double tokens, double tokenBytes, double k, const Fabric& f, const ExpertLayout& e)
{
    const DispatchBytes b = dispatchBytes(tokenBytes, k, f, e);
    return tokens * std::max(b.inside / (f.scaleUpBandwidth * kLinkEfficiency),
                             b.outside / (f.scaleOutBandwidth * kLinkEfficiency));
}

// A ring all-gather or reduce-scatter of `bytes` over d members, k in each domain (as the dense step model's).
double ringSeconds(double bytes, double d, double k, const Fabric& f)
{
    const double domains = d / k;
    const double inside = k > 1 ? (k - 1) / k * bytes / (f.scaleUpBandwidth * kLinkEfficiency) : 0.0;
    const double between =
        domains > 1 ? (domains - 1) / domains * bytes / k / (f.scaleOutBandwidth * kLinkEfficiency) : 0.0;
    return inside + between;
}

// The experts' gradients reduced over their own data parallelism (G / (EP ETP p) replicas), behind the last
// micro-batch's backward pass as the dense gradients are; ZeRO-3 gathers them every micro-batch.
double expertGradientSeconds(const Fabric& f, const Layout& l, const ExpertLayout& e, double edp, double shard,
                             double work, double m)
{
    if (edp <= 1)
        return 0.0;
    const double room = std::floor(f.scaleUpDomain / (static_cast<double>(e.expertTensor) * e.expertParallel));
    const double k = room < 2 ? 1.0
                              : static_cast<double>(std::gcd(static_cast<long long>(edp),
                                                             static_cast<long long>(std::min(room, edp))));
    const double scatter = ringSeconds(kGradientBytes * shard, edp, k, f);
    const double gather = ringSeconds(2.0 * shard, edp, k, f);
    const double w = work / m, last = std::min(1.0, kBucketParameters / shard);
    auto exposed = [last](double comm, double window) { return std::max(comm - window, last * comm); };
    if (l.sharding == Sharding::Zero3 || l.sharding == Sharding::Hsdp)
        return m * (exposed(gather, w / 3.0) + exposed(gather + scatter, 2.0 * w / 3.0));
    if (l.sharding == Sharding::Replicated)
        return exposed(2.0 * scatter, 2.0 * w / 3.0);
    return exposed(scatter, 2.0 * w / 3.0) + exposed(gather, w / 3.0);
}

// Bytes a parameter holds on one accelerator with its states sharded over d replicas (ZeRO): 16-bit weights and
// gradients and the optimizer's states.
double stateBytes(Sharding s, Optimizer o, double d)
{
    const double k = optimizerBytesPerParameter(o);
    switch (s) {
    case Sharding::Replicated: return 4.0 + k;
    case Sharding::Zero1: return 4.0 + k / d;
    case Sharding::Zero2: return 2.0 + (2.0 + k) / d;
    case Sharding::Zero3:
    case Sharding::Hsdp: return (4.0 + k) / d;
    }
    return 4.0 + k;
}

// Every expert resident: the dense part's states over t p and its data parallelism, the routed experts' over
// EP ETP p and theirs; the dense step's activations and, per routed token, the experts' input and their three
// products of f_e / ETP.
void expertMemory(const MoeStepJob& job, const Layout& l, const ExpertLayout& e, const ExpertShares& x,
                  const MoeParameters& p, MoeStepTime& out)
{
    const MoeShape& s = job.shape;
    StepTime& r = out.step;
    const double pace = r.stages.most() * static_cast<double>(l.pipeline) / s.layers;
    const double routed = (s.layers - s.denseLayers) * s.experts * p.expert;
    const double dense = (p.total - routed) / (static_cast<double>(l.tensor) * l.pipeline) * pace *
                         stateBytes(l.sharding, job.optimizer, l.data);
    const double experts = routed / (static_cast<double>(e.expertParallel) * e.expertTensor * l.pipeline) * pace *
                           stateBytes(l.sharding, job.optimizer, out.expertData);
    double activations = std::max(0.0, r.memoryGb - r.statesGb);
    if (l.recompute == Recompute::None || l.recompute == Recompute::Selective) {
        // Korthikanti's layer keeps 19 s b h bytes for a dense MLP of 4 h (its input, the 4 h output and its
        // activation, the dropout mask): an MoE layer keeps its experts' instead.
        const double inFlight = r.stages.inFlightLayers() * (s.layers - s.denseLayers) / s.layers;
        const double routedBytes = kDispatchBytes * s.expertsPerToken * x.load *
                               (s.hidden + 3.0 * s.expertFfn / e.expertTensor);
        activations += inFlight * x.tokensMicro * (routedBytes - 19.0 * s.hidden) / kBytesPerGb;
    }
    r.statesGb = (dense + experts) / kBytesPerGb;
    r.memoryGb = r.statesGb + activations;
    r.fits = r.memoryGb <= r.usableGb;
}

} // namespace

std::string_view routingId(Routing r)
{
    switch (r) {
    case Routing::Balanced: return "balanced";
    case Routing::Dropless: return "dropless";
    case Routing::Dropped: return "dropped";
    }
    return "dropless";
}

bool parseRouting(std::string_view id, Routing& out)
{
    for (Routing r : {Routing::Balanced, Routing::Dropless, Routing::Dropped})
        if (routingId(r) == id) {
            out = r;
            return true;
        }
    return false;
}

TransformerShape denseEquivalent(const MoeShape& s)
{
    const MoeParameters p = moeParameters(s);
    TransformerShape t;
    t.parameters = p.active;
    t.layers = s.layers;
    t.hidden = s.hidden;
    t.heads = s.heads;
    t.kvHeads = s.latent.used() ? 0.0 : s.kvHeads;
    t.seqLen = s.seqLen;
    t.vocabulary = s.vocabulary;
    // Latent attention's scores take heads of d_n + d_r, its weighted sum values of d_v: the mean width for both.
    t.headDim = s.latent.used() ? (s.latent.nopeDim + s.latent.ropeDim + s.latent.valueDim) / 2.0 : s.headDim;
    return t;
}

double moeModelFlopsPerToken(const MoeShape& s)
{
    const TransformerShape t = denseEquivalent(s);
    return 6.0 * t.parameters + 12.0 * t.layers * t.attentionWidth() * t.seqLen;
}

void checkExpertLayout(const MoeStepJob& job, const Layout& l, const ExpertLayout& e)
{
    checkDegree(e.expertParallel, "expert_parallel");
    checkDegree(e.expertTensor, "expert_tensor");
    if (std::fmod(job.shape.experts, e.expertParallel) != 0)
        throw Error(ErrorCode::OutOfRange, "expert_parallel",
                    "must divide the " + stepNumber(job.shape.experts) + " routed experts");
    if (std::fmod(job.shape.expertFfn, e.expertTensor) != 0)
        throw Error(ErrorCode::OutOfRange, "expert_tensor",
                    "must divide the expert FFN width " + stepNumber(job.shape.expertFfn));
    const double group = static_cast<double>(e.expertParallel) * e.expertTensor * l.pipeline;
    if (std::fmod(job.accelerators, group) != 0)
        throw Error(ErrorCode::OutOfRange, "expert_parallel",
                    "expert parallel x expert tensor x pipeline must divide the " + stepNumber(job.accelerators) +
                        " accelerators");
    if (job.routing == Routing::Dropped && !(job.capacityFactor >= 1 && job.capacityFactor <= 100))
        throw Error(ErrorCode::OutOfRange, "capacity_factor", "1 to 100");
}

MoeStepTime moeStepTime(const MoeStepJob& job, const Fabric& fabric, const Layout& layout, const ExpertLayout& experts)
{
    const MoeParameters p = moeParameters(job.shape);
    const StepJob dense{denseEquivalent(job.shape), job.globalBatchTokens, job.accelerators, job.precision,
                        job.optimizer};
    checkJob(dense);
    checkLayout(dense, fabric, layout);
    checkExpertLayout(job, layout, experts);
    MoeStepTime out;
    out.step = stepTime(dense, fabric, layout);
    out.step.layout.expertParallel = experts.expertParallel;
    out.step.layout.expertTensor = experts.expertTensor;
    out.experts = experts;
    out.activeParameters = p.active;
    out.totalParameters = p.total;
    out.expertData = job.accelerators / (static_cast<double>(experts.expertParallel) * experts.expertTensor *
                                         layout.pipeline);
    StepTime& r = out.step;
    const double hfuOverMfu = r.mfu > 0 ? r.hfu / r.mfu : 1.0;
    const ExpertShares x = sharesOf(job, layout, r);
    // Grouped matrix products of experts f wide run at f / (f + kExpertWidthHalf) of a dense product's rate, on the
    // busiest expert's tokens.
    const double width = job.shape.expertFfn / experts.expertTensor;
    const double routed = routedDenseSeconds(job, fabric, layout, x, p);
    out.expertGemmSeconds = routed * x.load * (width + kExpertWidthHalf) / width;
    const double extra = out.expertGemmSeconds - routed;
    const double masked = maskedAttentionSeconds(dense, fabric, layout, r.stages);
    r.breakdown.compute += extra - masked;
    // Dispatch and combine, forward and backward (and again with the forward recomputed): k copies of each
    // token's hidden state to its experts' accelerators and back.
    const double collectives = layout.recompute == Recompute::Full ? 6.0 : 4.0;
    const double oneAllToAll = allToAllSeconds(x.tokensMicro * x.load, job.shape.hidden * kDispatchBytes,
                                               job.shape.expertsPerToken, fabric, experts);
    const double raw = r.microBatches * x.moeLayers * collectives * oneAllToAll;
    r.breakdown.expertAllToAll = (1.0 - kAllToAllHidden) * raw * x.bubble;
    r.breakdown.pipelineBubble += (extra - masked) * (x.bubble - 1.0);
    const double work = r.breakdown.compute + r.breakdown.recompute + r.breakdown.tensorParallel;
    const double routedParameters = (job.shape.layers - job.shape.denseLayers) * job.shape.experts * p.expert;
    const double shard = routedParameters / (static_cast<double>(experts.expertParallel) * experts.expertTensor *
                                             layout.pipeline);
    r.breakdown.dataParallel +=
        expertGradientSeconds(fabric, layout, experts, out.expertData, shard, work, r.microBatches);
    expertMemory(job, layout, experts, x, p, out);
    r.stepSeconds = r.breakdown.total();
    r.tokensPerSecond = job.globalBatchTokens / r.stepSeconds;
    r.mfu = r.tokensPerSecond * moeModelFlopsPerToken(job.shape) / (job.accelerators * fabric.peakFlops);
    r.hfu = r.mfu * hfuOverMfu;
    return out;
}

} // namespace gp
