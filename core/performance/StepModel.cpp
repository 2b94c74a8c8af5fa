#include "performance/StepModel.h"

#include "performance/StepFields.h"

#include "goodput/ProgramGoodput.h"
#include "io/Error.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace gp {
namespace {

constexpr double kGb = 1e9;
constexpr double kActivationBytes = 2.0; // BF16 activations on every link
constexpr double kParameterBytes = 2.0;  // BF16 weights gathered by ZeRO-3

void positive(double v, const char* field)
{
    if (!std::isfinite(v))
        throw Error(ErrorCode::NotFinite, field);
    if (!(v > 0))
        throw Error(v < 0 ? ErrorCode::Negative : ErrorCode::NotPositive, field);
}

void whole(double v, const char* field)
{
    positive(v, field);
    if (v != std::floor(v))
        throw Error(ErrorCode::NotAnInteger, field, stepNumber(v));
}

// The accelerator's figures within the catalog's ranges, in its units (a Fabric need not come from fabricOf): a
// rate of zero, a denormal one or one that is not finite would make the step infinite or NaN rather than refused.
void checkFabric(const Fabric& f)
{
    const struct {
        double value, unit, least, most;
        const char* field;
        const char* units;
    } figures[] = {{f.peakFlops, 1e12, 1e-3, 1e7, "peak_tflops", " TFLOP/s"},
                   {f.matrixEfficiency, 1, 1e-3, 1, "matrix_efficiency", ""},
                   {f.memoryBandwidth, kGb, 1e-3, 1e7, "memory_bandwidth_gbps", " GB/s"},
                   {f.scaleUpBandwidth, kGb, 1e-3, 1e7, "scale_up_gbps", " GB/s"},
                   {f.scaleUpDomain, 1, 1, 1e6, "scale_up_domain", " accelerators"},
                   {f.scaleOutBandwidth, kGb, 1e-3, 1e6, "scale_out_gbps", " GB/s"},
                   {f.memoryGb, 1, 1e-3, 1e6, "memory_gb", " GB"},
                   {f.perNode, 1, 1, 1e6, "accelerators_per_vm", ""}};
    for (const auto& x : figures) {
        if (!std::isfinite(x.value))
            throw Error(ErrorCode::NotFinite, x.field, "the step model needs a finite figure");
        if (!(x.value > 0))
            throw Error(ErrorCode::NotPositive, x.field, "the step model needs a figure above zero");
        const double v = x.value / x.unit;
        if (v < x.least || v > x.most)
            throw Error(ErrorCode::OutOfRange, x.field,
                        stepNumber(v) + x.units + "; " + stepNumber(x.least) + " to " + stepNumber(x.most) + x.units);
    }
    if (f.scaleUpDomain != std::floor(f.scaleUpDomain))
        throw Error(ErrorCode::NotAnInteger, "scale_up_domain", stepNumber(f.scaleUpDomain));
}

std::string rowField(const Accelerator& a, const char* field)
{
    return "accelerator '" + a.id.substr(0, 40) + "'." + field;
}


// A ring all-gather (or reduce-scatter) of `bytes` per accelerator over d members, k of them in each domain:
// (k - 1) / k of it inside the domain, then (D - 1) / D of a k-th of it between the D = d / k domains, each
// member on its own link (docs/model.md section 23, "hierarchical collectives").
double hierarchicalGather(double bytes, double d, double k, const Fabric& f)
{
    const double domains = d / k;
    const double inside = k > 1 ? (k - 1) / k * bytes / (f.scaleUpBandwidth * kLinkEfficiency) : 0.0;
    const double between = domains > 1 ? (domains - 1) / domains * bytes / k / (f.scaleOutBandwidth * kLinkEfficiency)
                                       : 0.0;
    return inside + between;
}

struct Flops {
    double model = 0;       // per token, 6 N + 12 L h s
    double attention = 0;   // per token, 12 L h s, part of model
    double recompute = 0;   // per token, the recomputed forward
    double recomputeAttention = 0; // of which the attention core, 4 L h s
};

Flops flopsPerToken(const StepJob& job, Recompute r)
{
    const TransformerShape& m = job.shape;
    Flops f;
    const double q = m.attentionWidth(); // a d_h, h unless the heads are wider or narrower than the model
    f.model = trainingFlopsPerToken(m.parameters, ModelShape{m.layers, m.heads, q / m.heads, m.seqLen});
    f.attention = 12.0 * m.layers * q * m.seqLen;
    if (r != Recompute::None)
        f.recomputeAttention = 4.0 * m.layers * q * m.seqLen;
    f.recompute = f.recomputeAttention;
    if (r == Recompute::Full)
        f.recompute += 2.0 * (m.parameters - m.vocabulary * m.hidden);
    return f;
}

// Activation bytes per layer and micro-batch on one accelerator (Korthikanti et al. 2022, table 2, with sequence
// parallelism: s b (26 h + 8 a d_h) / t, s b h 34 / t where a d_h = h, and 5 a s / (h t) more for an attention
// whose scores reach memory).
double activationBytes(const StepJob& job, const Layout& l)
{
    const TransformerShape& m = job.shape;
    const double s = m.seqLen / l.context, t = l.tensor;
    const double scores = m.fusedAttention ? 0.0 : 5.0 * m.heads * s / t;
    return s * l.microBatch * ((26.0 * m.hidden + 8.0 * m.attentionWidth()) / t + scores);
}

// Bytes a layer keeps a token under MaxText's minimal policy, before the tensor split: the outputs of its matrix
// multiplications in 16 bits, queries q, keys and values 2 k d_h, the attention's projection h, a gated MLP's two
// inputs 2 f and its output h, and the layer's input h. f from the layer's weights W = (N - V h) / L less the
// attention's 2 h q + 2 h k d_h, as three matrices of h x f.
double minimalBytesPerToken(const TransformerShape& m)
{
    const double q = m.attentionWidth(), h = m.hidden;
    const double kv = m.kvHeads > 0 ? m.kvHeads * q / m.heads : q;
    const double mlp = std::max(0.0, (m.parameters - m.vocabulary * h) / m.layers - 2.0 * h * q - 2.0 * h * kv);
    const double f = mlp / (3.0 * h);
    return kActivationBytes * (q + 2.0 * kv + 3.0 * h + 2.0 * f);
}

bool keepsMatrixOutputs(Recompute r)
{
    return r == Recompute::Minimal || r == Recompute::Offloaded;
}

// The fullest stage's layers over the mean L / p: the slowest stage sets the pipeline's pace, 1 for an even split.
double paceOf(const StepJob& job, const Layout& l, const StageSplit& split)
{
    return split.most() * static_cast<double>(l.pipeline) / job.shape.layers;
}

void computeTerms(const StepJob& job, const Fabric& f, const Layout& l, double m, const StageSplit& split,
                  StepBreakdown& out)
{
    const Flops fl = flopsPerToken(job, l.recompute);
    const double rate = job.accelerators * f.peakFlops * f.matrixEfficiency / paceOf(job, l, split);
    // In FP8 the linear layers run at the FP8 peak and kFp8GemmEfficiency of the 16-bit efficiency; the attention
    // core and the output layer (6 V h a token) at the 16-bit peak. In 16 bits all of it at the one peak.
    const double half = f.fp8 && f.halfPeakFlops > 0 ? f.peakFlops / f.halfPeakFlops : 1.0;
    const double linear = f.fp8 ? 1.0 / kFp8GemmEfficiency : 1.0;
    const double output = f.fp8 ? 6.0 * job.shape.vocabulary * job.shape.hidden : 0.0;
    const double attention = (job.shape.fusedAttention ? 1.0 / kAttentionEfficiency : 1.0) * half;
    const double tokens = job.globalBatchTokens;
    out.compute =
        tokens * ((fl.model - fl.attention - output) * linear + output * half + fl.attention * attention) / rate;
    out.recompute =
        tokens * ((fl.recompute - fl.recomputeAttention) * linear + fl.recomputeAttention * attention) / rate;
    // Memory-bound operations (norms, activations, dropout, residuals, softmax): their traffic in HBM passes.
    const double layers = split.most();
    const double elementwise = kElementwiseTraffic * activationBytes(job, l) * layers * m / f.memoryBandwidth;
    out.compute += elementwise;
    if (f.fp8) {
        // Each linear layer's input cast forward and its output gradient backward: 16 h elements a token for a
        // layer of 12 h^2 weights (inputs h, h, h, 4 h; outputs 3 h, h, 4 h, h), in proportion to its weights.
        const TransformerShape& sh = job.shape;
        const double layerWeights = (sh.parameters - sh.vocabulary * sh.hidden) / sh.layers;
        const double perToken = 16.0 / 12.0 * layerWeights / sh.hidden / l.tensor;
        const double localTokens = sh.seqLen / l.context * l.microBatch * m;
        out.compute += kFp8CastBytes * perToken * localTokens * layers / f.memoryBandwidth;
    }
    if (l.recompute == Recompute::Full || keepsMatrixOutputs(l.recompute))
        out.recompute += 0.5 * elementwise; // the forward's half of the traffic, again
    if (l.recompute == Recompute::Offloaded) {
        // The kept activations go to the host in the forward pass and come back in the backward: what the
        // step's compute does not hide of the transfers.
        const double kept = minimalBytesPerToken(job.shape) / l.tensor * job.shape.seqLen / l.context *
                            l.microBatch * m * layers;
        out.recompute += std::max(0.0, 2.0 * kept / kHostBandwidth - (out.compute + out.recompute));
    }
}

// Seconds of the data-parallel collectives no compute hides (docs/model.md section 23, "Overlap"). Gradients are
// reduced in buckets as the last micro-batch's backward pass (2/3 of its work w) produces them; a distributed
// optimizer (ZeRO-1, ZeRO-2) reduce-scatters them and all-gathers the updated 16-bit weights behind the next
// step's first forward pass (1/3 w: Megatron-Core's --overlap-grad-reduce and --overlap-param-gather), replicated
// data parallel all-reduces them; ZeRO-3 (FSDP) gathers the weights before each micro-batch's forward and backward
// and reduce-scatters its gradients, every micro-batch. The last bucket is never hidden.
double dataParallelExposed(const StepJob& job, const Fabric& f, const Layout& l, double m, const StageSplit& split,
                           double w)
{
    const double d = l.data, k = domainMembers(l, f.scaleUpDomain);
    const double shard = job.shape.parameters / (static_cast<double>(l.tensor) * l.pipeline) * paceOf(job, l, split);
    const double gradientBytes = l.gradientPrecision == GradientPrecision::Fp32 ? kGradientBytes : kParameterBytes;
    const double scatter = hierarchicalGather(gradientBytes * shard, d, k, f);
    const double gather = hierarchicalGather(kParameterBytes * shard, d, k, f);
    const double last = std::min(1.0, kBucketParameters / shard);
    const double forward = kOverlapEfficiency * w / 3.0, backward = 2.0 * forward;
    auto exposed = [last](double comm, double window) { return std::max(comm - window, last * comm); };
    switch (l.sharding) {
    case Sharding::Replicated: return exposed(2.0 * scatter, backward);
    case Sharding::Zero1:
    case Sharding::Zero2: return exposed(scatter, backward) + exposed(gather, forward);
    case Sharding::Zero3: return m * (exposed(gather, forward) + exposed(gather + scatter, backward));
    case Sharding::Hsdp: {
        // ZeRO-3 among the k members of one domain, every micro-batch, over its scale-up link; then each member's
        // reduced k-th of the gradients all-reduced with its peers of the other d / k domains, behind the last
        // backward pass (PyTorch FSDP's HYBRID_SHARD; MaxText's FSDP in a slice, data parallel between slices).
        const double inGroupGather = hierarchicalGather(kParameterBytes * shard, k, k, f);
        const double inGroupScatter = hierarchicalGather(gradientBytes * shard, k, k, f);
        const double between = hierarchicalGather(gradientBytes * shard, d, k, f) - inGroupScatter;
        return m * (exposed(inGroupGather, forward) + exposed(inGroupGather + inGroupScatter, backward)) +
               exposed(2.0 * between, backward);
    }
    }
    return 0;
}

void communicationTerms(const StepJob& job, const Fabric& f, const Layout& l, double m, const StageSplit& split,
                        StepBreakdown& out)
{
    const TransformerShape& sh = job.shape;
    const double layers = split.most(), t = l.tensor, c = l.context, b = l.microBatch;
    const double tokensPerMicroBatch = b * sh.seqLen / c;
    if (l.tensor > 1) {
        // Megatron-LM: 2 all-reduces forward and 2 backward per layer, 2 more with the forward recomputed.
        const double collectives = l.recompute == Recompute::Full ? 6.0 : 4.0;
        const double bytes = 2.0 * (t - 1) / t * kActivationBytes * tokensPerMicroBatch * sh.hidden;
        out.tensorParallel = m * layers * collectives * bytes / (f.scaleUpBandwidth * kLinkEfficiency);
        // --tp-comm-overlap: the collectives run in chunks behind the matrix multiplications that consume or produce
        // them; what the GEMMs cannot cover, and the share the chunking leaves, stays exposed.
        if (l.tpCommOverlap)
            out.tensorParallel = std::max((1.0 - kTpOverlapHidden) * out.tensorParallel,
                                          out.tensorParallel - kOverlapEfficiency * out.compute);
    }
    if (l.context > 1) {
        // All-gather of the keys and values forward, reduce-scatter of their gradients backward (Llama 3).
        const double kv = sh.kvHeads > 0 ? sh.kvHeads : sh.heads;
        const double local = std::max(1.0, kv / t) * sh.attentionWidth() / sh.heads;
        const double bytes = (c - 1) / c * 2.0 * kActivationBytes * b * sh.seqLen * local;
        const double bw = t * c <= f.scaleUpDomain ? f.scaleUpBandwidth : f.scaleOutBandwidth;
        const double collectives = l.recompute == Recompute::Full ? 3.0 : 2.0;
        out.contextParallel = m * layers * collectives * bytes / (bw * kLinkEfficiency);
    }
    const double work = out.compute + out.recompute + out.tensorParallel + out.contextParallel;
    if (l.pipeline > 1) {
        // Narayanan et al. 2021: the bubble is (p - 1) / (v m) of the ideal time; each micro-batch crosses each of
        // a rank's v chunks forward and back, 2 b s h bytes split over the t ranks (scatter/gather).
        out.pipelineBubble = work * (l.pipeline - 1.0) / (static_cast<double>(l.interleave) * m);
        const double bytes = kActivationBytes * tokensPerMicroBatch * sh.hidden / t;
        const double bw = t * c * l.pipeline <= f.scaleUpDomain ? f.scaleUpBandwidth : f.scaleOutBandwidth;
        out.pipelineP2p = m * 2.0 * l.interleave * bytes / (bw * kLinkEfficiency);
        // The interleaved schedule overlaps its sends and receives with the next chunk's compute (Megatron-Core's
        // overlap_p2p_comm): only the fill and the drain wait for them, the bubble's share. 1F1B blocks on each.
        if (l.interleave > 1)
            out.pipelineP2p *= (l.pipeline - 1.0) / (static_cast<double>(l.interleave) * m);
    }
    if (l.data > 1)
        out.dataParallel = dataParallelExposed(job, f, l, m, split, work / m);
}

// Seconds a step of `step` seconds waits at the reduction between TPU slices for the slowest of them (docs/model.md
// section 23, "Multislice"): MaxText's table loses MFU from 1 to 8 to 32 slices of v5e in proportion to the square
// root of the slices added, at every model size; the bandwidth between slices explains 1 to 2 % of it.
double sliceWait(const Fabric& f, const Layout& l, double step)
{
    if (!f.slices || l.data <= 1)
        return 0.0;
    const double slices = dataDomains(l, f.scaleUpDomain);
    return slices > 1 ? kSliceWait * std::sqrt(slices - 1.0) * step : 0.0;
}

double memoryGb(const StepJob& job, const Fabric& f, const Layout& l, const StageSplit& split, double& states,
                double& usable, bool& fits)
{
    const TransformerShape& sh = job.shape;
    const double s = sh.seqLen / l.context;
    Parallelism par;
    par.sharding = l.sharding;
    par.tensor = l.tensor;
    par.pipeline = l.pipeline;
    par.microBatch = l.microBatch;
    par.activationCheckpointing = l.recompute == Recompute::Full;
    par.sequenceParallel = true; // Megatron's with t > 1, as the step's activationBytes() counts them
    par.shardGroup = domainMembers(l, f.scaleUpDomain);
    const MemoryFit fit = memoryFit(sh.parameters,
                                    ModelShape{sh.layers, sh.heads, sh.attentionWidth() / sh.heads, s, 0, 0, sh.hidden},
                                    job.optimizer, par, job.accelerators, f.perNode, f.memoryGb);
    double activations = fit.activationsGb;
    // The attention scores are not kept when recomputed (selective) or never written (a fused kernel):
    // Korthikanti et al. 2022, table 2, without the 5 a s / (h t) term.
    if (l.recompute != Recompute::Full && (l.recompute == Recompute::Selective || sh.fusedAttention))
        activations -= sh.layers * s * l.microBatch * 5.0 * sh.heads * s / l.tensor / kGb;
    // Minimal keeps its matrix outputs in place of Korthikanti's activations; offloaded holds two layers of them
    // (the one computing and the one in transfer), the rest on the host.
    const double keptLayer = minimalBytesPerToken(sh) / l.tensor * s * l.microBatch / kGb;
    if (keepsMatrixOutputs(l.recompute))
        activations = sh.layers * keptLayer;
    // memoryFit counts p micro-batches of L / p layers and N / (t p) parameters a stage: the fullest stage's states
    // and the stage with the most layers in flight instead (the same for an even split).
    activations *= split.inFlightLayers() / sh.layers;
    if (l.recompute == Recompute::Offloaded)
        activations = std::min(activations, 2.0 * keptLayer);
    usable = fit.usableGb;
    states = fit.statesGb * paceOf(job, l, split);
    const double used = states + std::max(0.0, activations);
    fits = used <= usable;
    return used;
}

} // namespace

std::string stepNumber(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

void checkDegree(int v, const char* field)
{
    if (v < 1)
        throw Error(ErrorCode::NotPositive, field, std::to_string(v));
}

// Members of one data-parallel group inside one scale-up domain (the order [t, c, p, d]): the largest divisor of d
// that the domain still holds beside t x c x p.
double domainMembers(const Layout& l, double domain)
{
    const double room = std::floor(domain / (static_cast<double>(l.tensor) * l.context * l.pipeline));
    if (room < 2)
        return 1;
    const auto k = static_cast<long long>(std::min<double>(room, l.data));
    return static_cast<double>(std::gcd(static_cast<long long>(l.data), k));
}

double dataDomains(const Layout& l, double domain)
{
    return l.data / domainMembers(l, domain);
}

std::string_view recomputeId(Recompute r)
{
    switch (r) {
    case Recompute::None: return "none";
    case Recompute::Selective: return "selective";
    case Recompute::Full: return "full";
    case Recompute::Minimal: return "minimal";
    case Recompute::Offloaded: return "offloaded";
    }
    return "none";
}

bool parseRecompute(std::string_view id, Recompute& out)
{
    for (Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full, Recompute::Minimal,
                        Recompute::Offloaded})
        if (recomputeId(r) == id) {
            out = r;
            return true;
        }
    return false;
}

Fabric fabricOf(const Accelerator& a, Precision precision)
{
    Fabric f;
    f.peakFlops = peakTflops(a, precision) * 1e12;
    if (!a.matrixEfficiency)
        throw Error(ErrorCode::MissingField, rowField(a, "matrix_efficiency"), "the step model needs it");
    f.matrixEfficiency = *a.matrixEfficiency;
    f.fp8 = precision == Precision::Fp8 && a.peakFp8Tflops.has_value();
    f.halfPeakFlops = peakTflops(a, Precision::Half) * 1e12;
    f.memoryBandwidth = a.memoryBandwidthGbps * kGb;
    if (a.scaleUpGbps)
        f.scaleUpBandwidth = *a.scaleUpGbps * kGb;
    else if (a.interconnectGbps && *a.interconnectGbps > 0)
        f.scaleUpBandwidth = *a.interconnectGbps / 2.0 * kGb; // both directions stated: half each way
    else
        throw Error(ErrorCode::MissingField, rowField(a, "scale_up_gbps"), "the step model needs it");
    f.scaleUpDomain = a.scaleUpDomain.value_or(static_cast<double>(std::max(1, a.perVm)));
    if (!a.scaleOutGbps)
        throw Error(ErrorCode::MissingField, rowField(a, "scale_out_gbps"), "the step model needs it");
    f.scaleOutBandwidth = *a.scaleOutGbps * kGb;
    f.slices = a.interconnect == "ICI";
    f.memoryGb = a.memoryGb;
    f.perNode = std::max(1, a.perVm);
    // A link of no (or no finite) rate would make the step infinite rather than refused: name the row's figure.
    try {
        checkFabric(f);
    } catch (const Error& e) {
        const bool halved = e.subject() == "scale_up_gbps" && !a.scaleUpGbps; // from interconnect_gbps
        throw Error(e.code(), rowField(a, halved ? "interconnect_gbps" : e.subject().c_str()), e.detail());
    }
    return f;
}

void checkJob(const StepJob& job)
{
    const TransformerShape& s = job.shape;
    positive(s.parameters, "params");
    whole(s.layers, "layers");
    positive(s.hidden, "hidden");
    whole(s.heads, "heads");
    if (s.headDim != 0)
        whole(s.headDim, "head_dim");
    if (s.kvHeads != 0) {
        whole(s.kvHeads, "kv_heads");
        if (s.kvHeads > s.heads || std::fmod(s.heads, s.kvHeads) != 0)
            throw Error(ErrorCode::OutOfRange, "kv_heads", "must divide the " + stepNumber(s.heads) + " heads");
    }
    whole(s.seqLen, "sequence");
    if (!std::isfinite(s.vocabulary) || s.vocabulary < 0)
        throw Error(ErrorCode::OutOfRange, "vocab", "0 or more");
    if (s.vocabulary * s.hidden >= s.parameters)
        throw Error(ErrorCode::OutOfRange, "vocab", "its embedding alone would hold every parameter");
    if (s.parameters > kMaxParameters)
        throw Error(ErrorCode::OutOfRange, "params", "at most " + stepNumber(kMaxParameters));
    positive(job.globalBatchTokens, "global_batch_tokens");
    if (job.globalBatchTokens > kMaxBatchTokens)
        throw Error(ErrorCode::OutOfRange, "global_batch_tokens", "at most " + stepNumber(kMaxBatchTokens) + " tokens a step");
    const double sequences = job.globalBatchTokens / s.seqLen;
    if (sequences < 1 || sequences != std::floor(sequences))
        throw Error(ErrorCode::OutOfRange, "global_batch_tokens",
                    "a whole number of sequences of " + stepNumber(s.seqLen) + " tokens");
    whole(job.accelerators, "accelerators");
    if (job.accelerators > kMaxAccelerators)
        throw Error(ErrorCode::OutOfRange, "accelerators", "at most " + stepNumber(kMaxAccelerators));
    if (s.layers > 1e5)
        throw Error(ErrorCode::OutOfRange, "layers", "at most 100000");
}

void checkLayout(const StepJob& job, const Fabric& f, const Layout& l)
{
    checkDegree(l.tensor, "tensor");
    checkDegree(l.pipeline, "pipeline");
    checkDegree(l.context, "context");
    checkDegree(l.data, "data");
    checkDegree(l.microBatch, "micro_batch");
    checkDegree(l.interleave, "interleave");
    checkFabric(f);
    const TransformerShape& s = job.shape;
    // Stages before divisibility: a pipeline above the layers is refused for the layers, whatever the count.
    const StageSplit split = stageSplit(s.layers, l.pipeline, l.firstStageLayers, l.lastStageLayers);
    const auto g = static_cast<long long>(job.accelerators);
    if (g % l.tensor != 0)
        throw Error(ErrorCode::OutOfRange, "tensor", "must divide the " + std::to_string(g) + " accelerators");
    if (g % (static_cast<long long>(l.tensor) * l.pipeline) != 0)
        throw Error(ErrorCode::OutOfRange, "pipeline",
                    "tensor x pipeline must divide the " + std::to_string(g) + " accelerators");
    if (g % (static_cast<long long>(l.tensor) * l.pipeline * l.context) != 0)
        throw Error(ErrorCode::OutOfRange, "context",
                    "tensor x pipeline x context must divide the " + std::to_string(g) + " accelerators");
    if (static_cast<long long>(l.tensor) * l.pipeline * l.context * l.data != g)
        throw Error(ErrorCode::OutOfRange, "data", "tensor x pipeline x context x data must be the " +
                                                       std::to_string(g) + " accelerators");
    if (l.tensor > f.scaleUpDomain)
        throw Error(ErrorCode::OutOfRange, "tensor",
                    "at most the " + stepNumber(f.scaleUpDomain) + " accelerators of one scale-up domain");
    if (std::fmod(s.heads, l.tensor) != 0)
        throw Error(ErrorCode::OutOfRange, "tensor", "must divide the " + stepNumber(s.heads) + " heads");
    if (!interleaves(split, l.interleave))
        throw Error(ErrorCode::OutOfRange, "interleave",
                    "must divide the layers of every stage (" + stageSplitText(split) +
                        "), or those with the embedding and the loss counted as one layer each");
    if (std::fmod(s.seqLen, l.context) != 0)
        throw Error(ErrorCode::OutOfRange, "context", "must divide the sequence of " + stepNumber(s.seqLen) + " tokens");
    const double perReplica = job.globalBatchTokens / s.seqLen / l.data;
    if (perReplica != std::floor(perReplica))
        throw Error(ErrorCode::OutOfRange, "global_batch_tokens",
                    "its sequences must divide among the " + std::to_string(l.data) + " data-parallel replicas");
    if (l.microBatch > perReplica)
        throw Error(ErrorCode::OutOfRange, "micro_batch",
                    "at most the " + stepNumber(perReplica) + " sequences of one replica's batch");
    if (std::fmod(perReplica, l.microBatch) != 0)
        throw Error(ErrorCode::OutOfRange, "micro_batch",
                    "must divide the " + stepNumber(perReplica) + " sequences of one replica's batch");
}

StepTime stepTime(const StepJob& job, const Fabric& fabric, const Layout& layout)
{
    checkJob(job);
    checkLayout(job, fabric, layout);
    StepTime r;
    r.layout = layout;
    r.stages = stageSplit(job.shape.layers, layout.pipeline, layout.firstStageLayers, layout.lastStageLayers);
    r.microBatches = job.globalBatchTokens / job.shape.seqLen / layout.data / layout.microBatch;
    computeTerms(job, fabric, layout, r.microBatches, r.stages, r.breakdown);
    communicationTerms(job, fabric, layout, r.microBatches, r.stages, r.breakdown);
    r.breakdown.multislice = sliceWait(fabric, layout, r.breakdown.total());
    r.stepSeconds = r.breakdown.total();
    r.tokensPerSecond = job.globalBatchTokens / r.stepSeconds;
    const Flops fl = flopsPerToken(job, layout.recompute);
    const double peak = job.accelerators * fabric.peakFlops;
    r.mfu = r.tokensPerSecond * fl.model / peak;
    r.hfu = r.tokensPerSecond * (fl.model + fl.recompute) / peak;
    r.memoryGb = memoryGb(job, fabric, layout, r.stages, r.statesGb, r.usableGb, r.fits);
    return r;
}

} // namespace gp
