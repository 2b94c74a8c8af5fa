#pragma once

#include "catalog/Catalog.h"
#include "catalog/MemoryFit.h"
#include "catalog/Precision.h"

#include <string>
#include <string_view>
#include <vector>

namespace gp {

// Which activations the backward pass recomputes (Korthikanti et al. 2022): none, the attention core only
// (selective), or each whole layer from its input (full). And MaxText's remat policies (docs/model.md section 23,
// "Recomputation policies"): the matrix multiplications' outputs kept and everything else recomputed (minimal:
// remat_policy minimal), and the same kept activations held in host memory (offloaded: minimal_offloaded).
enum class Recompute { None, Selective, Full, Minimal, Offloaded };
std::string_view recomputeId(Recompute r); // "none", "selective", "full", "minimal", "offloaded"
bool parseRecompute(std::string_view id, Recompute& out);

// The precision of the data-parallel gradient reduction: FP32 (Megatron-LM's and Megatron-Core's default with BF16,
// Llama 3's reduce-scatter) or the training precision (FSDP's mixed precision "PURE", --no-grad-reduce-in-fp32).
enum class GradientPrecision { Fp32, Training };

// The shape of a dense decoder-only transformer, as the step model reads it.
struct TransformerShape {
    double parameters = 0; // N, all of them (embeddings included)
    double layers = 0;     // L
    double hidden = 0;     // h
    double heads = 0;      // a
    double kvHeads = 0;    // grouped-query attention's key and value heads; 0: as many as heads
    double seqLen = 0;     // s
    double vocabulary = 0; // V; 0: not given, the embeddings count as layer weights when recomputed
    // Attention computed by a fused kernel (FlashAttention): its score matrix never reaches memory. Off for the
    // unfused attention of Megatron-LM 2021-2022, whose softmax and dropout traffic the model then counts.
    bool fusedAttention = true;
    // d_h, each head's width, where heads x d_h differs from h (MaxText's 64 heads of 128 on a width of 4,096,
    // PaLM's 48 of 256 on 18,432); 0: h / a. The attention's FLOPs and its activations follow a d_h.
    double headDim = 0;
    double attentionWidth() const { return headDim > 0 ? heads * headDim : hidden; }
    friend bool operator==(const TransformerShape&, const TransformerShape&) = default;
};

// How one training job is split over its accelerators: G = tensor x context x pipeline x data.
struct Layout {
    int tensor = 1;     // t: each layer's matrices split over t accelerators of one scale-up domain
    int pipeline = 1;   // p: the layers split into p stages
    int data = 1;       // d: replicas, each on its share of the global batch
    int context = 1;    // c: each sequence split over c accelerators
    int microBatch = 1; // b: sequences per micro-batch
    int interleave = 1; // v: model chunks per pipeline rank (the interleaved schedule); 1: one stage each
    // Layers on the first and the last stage (Megatron-LM's --decoder-first/last-pipeline-num-layers); 0: the
    // balanced split of stageSplit().
    int firstStageLayers = 0;
    int lastStageLayers = 0;
    Sharding sharding = Sharding::Zero1;
    Recompute recompute = Recompute::None;
    // Tensor-parallel collectives split and overlapped with the matrix multiplications (Megatron-Core's
    // --tp-comm-overlap, Transformer Engine's userbuffers); off: exposed, as Megatron-LM runs them by default.
    bool tpCommOverlap = false;
    GradientPrecision gradientPrecision = GradientPrecision::Fp32;
    // A Mixture-of-Experts step's expert degrees, as moeStepTime() ran it (docs/model.md section 26): the routed
    // experts over EP accelerators, each expert's matrices over ETP; 0 for a dense model, whose step never reads
    // them. The experts' data parallelism is the rest, t c d / (EP ETP).
    int expertParallel = 0;
    int expertTensor = 0;
    bool experts() const { return expertParallel > 0; }
    double expertData() const
    {
        return experts() ? static_cast<double>(tensor) * context * data / (double(expertParallel) * expertTensor) : 0.0;
    }
    friend bool operator==(const Layout&, const Layout&) = default;
};

// What one step of training is asked to do.
struct StepJob {
    TransformerShape shape;
    double globalBatchTokens = 0; // B tokens per step
    double accelerators = 0;      // G
    Precision precision = Precision::Half;
    Optimizer optimizer = Optimizer::Adam;
};

// How the L layers fall on the p pipeline stages (docs/model.md section 23, "Uneven stages"): the embedding and
// the loss each take one layer's place on the first and the last stage (Megatron-LM's
// --account-for-embedding-in-pipeline-split and --account-for-loss-in-pipeline-split; Llama 3's one layer fewer on
// the first and last stage), so 126 layers on 16 stages are 7 + 8x14 + 7. Stored in the form first, the middle
// stages (the earliest `fewer` of them with one layer less), last.
struct StageSplit {
    int stages = 1;
    int first = 0;  // layers on the first stage (all of them when p = 1)
    int middle = 0; // on the fullest middle stage
    int fewer = 0;  // middle stages, the earliest, with middle - 1
    int last = 0;   // on the last stage (p >= 2)
    int most() const;              // the fullest stage's layers
    int inFlightLayers() const;    // max over stages i = 0.. of (p - i) x its layers: 1F1B's activations
    bool divisibleBy(int v) const; // every stage's layers a multiple of v
    std::vector<int> layers() const; // each stage's, first to last
    friend bool operator==(const StageSplit&, const StageSplit&) = default;
};

// The split of `layers` over `pipeline` stages, the first and last as given (0: the balanced rule, which keeps the
// fullest stage's layers plus its embedding or loss, max(n_1 + 1, n_i, n_p + 1), as low as any split can), the
// middle stages evenly. Throws gp::Error naming "pipeline" (below 1, or above the layers: a stage with no layer),
// "first_stage_layers" or "last_stage_layers" (below 0, or leaving a stage with no layer).
StageSplit stageSplit(double layers, int pipeline, int firstStageLayers = 0, int lastStageLayers = 0);
// Whether the interleaved schedule's v chunks a rank divide the split evenly: every stage's layers a multiple of v,
// or (p >= 2) every stage's layers with the embedding and the loss counted as one layer each (7 + 8x14 + 7 in 8
// chunks, as Llama 3 ran it).
bool interleaves(const StageSplit& split, int v);
// "7 + 8×14 + 7": the stages' layers, repeated ones as n×count.
std::string stageSplitText(const StageSplit& split);

// The accelerator as the step model reads it: the catalog's row for the precision (docs/model.md section 23).
struct Fabric {
    double peakFlops = 0;          // dense, for the precision (FLOP/s)
    // FP8: the linear layers' matrix work at the FP8 peak; the attention core and the output layer stay at the
    // 16-bit peak, and the casts to FP8 are memory traffic (docs/model.md section 23, "FP8").
    bool fp8 = false;
    double halfPeakFlops = 0;      // the 16-bit peak (FLOP/s); 0: the same as peakFlops
    double matrixEfficiency = 0;   // of the peak, the matrix work's rate
    double memoryBandwidth = 0;    // bytes/s of HBM
    double scaleUpBandwidth = 0;   // bytes/s one direction per accelerator inside a domain
    double scaleUpDomain = 1;      // accelerators per domain
    double scaleOutBandwidth = 0;  // bytes/s per accelerator between domains
    // The domains are TPU slices on their ICI, joined by the data-centre network (Multislice): data parallelism
    // across them waits for the slowest slice each step.
    bool slices = false;
    double memoryGb = 0;
    double perNode = 1;
};

// Members of one data-parallel group inside one scale-up domain (the order [t, c, p, d]): the largest divisor of d
// that the domain still holds beside t x c x p. Hybrid sharding's shard group.
double domainMembers(const Layout& l, double domain);
// Slices (scale-up domains) the data-parallel replicas span: d over the members one domain holds.
double dataDomains(const Layout& l, double domain);

// The fabric of a catalog row; throws gp::Error(MissingField) naming the row's field it lacks
// ("accelerator 'x'.matrix_efficiency").
Fabric fabricOf(const Accelerator& a, Precision precision);

// Seconds of one step on the critical path of one accelerator, by cause (docs/model.md section 23).
struct StepBreakdown {
    double compute = 0;         // the model's FLOPs at the achievable rate, with their memory-bound operations
    double tensorParallel = 0;  // all-reduces (or reduce-scatters and all-gathers) of each layer, scale-up link
    double contextParallel = 0; // the keys' and values' all-gather and its reduce-scatter, each layer
    double pipelineBubble = 0;  // fill and drain of the pipeline
    double pipelineP2p = 0;     // activations and their gradients between stages
    double dataParallel = 0;    // gradient reduction and ZeRO-3 gathers left after the overlap
    double recompute = 0;       // the recomputed forward work
    double multislice = 0;      // the wait for the slowest TPU slice at each step's reduction between slices
    // A Mixture-of-Experts model's token dispatch and combine, what the schedule leaves exposed (docs/model.md
    // section 26); 0 for a dense model.
    double expertAllToAll = 0;
    double total() const
    {
        return compute + tensorParallel + contextParallel + pipelineBubble + pipelineP2p + dataParallel + recompute +
               multislice + expertAllToAll;
    }
};

struct StepTime {
    Layout layout;
    StageSplit stages;         // the layers on each pipeline stage
    double microBatches = 0;   // m per replica per step
    double stepSeconds = 0;
    double tokensPerSecond = 0;
    double mfu = 0;            // model FLOPs (6 N + 12 L h s per token) over the job's peak
    double hfu = 0;            // the FLOPs the hardware does, recomputation included
    StepBreakdown breakdown;
    double memoryGb = 0;       // one accelerator's states and activations (MemoryFit)
    double statesGb = 0;       // of which the weights, gradients and optimizer states
    double usableGb = 0;
    bool fits = false;
};

// The calibrated constants of the model (docs/model.md section 23, "What is calibrated").
inline constexpr double kLinkEfficiency = 0.8;       // share of a link's rate a collective reaches
inline constexpr double kElementwiseTraffic = 8.5;   // HBM passes over the activations' bytes per layer
inline constexpr double kAttentionEfficiency = 0.63; // a fused attention kernel's rate, relative to matrices
inline constexpr double kGradientBytes = 4.0;        // FP32 gradient reduction (Megatron-LM, Llama 3)
// Share of an overlap window's compute a collective can run behind (fitted on the calibration runs: all of it).
inline constexpr double kOverlapEfficiency = 1.0;
// Share of the tensor-parallel collectives --tp-comm-overlap hides behind the matrix multiplications.
inline constexpr double kTpOverlapHidden = 0.6;
// An FP8 matrix multiplication's efficiency relative to a 16-bit one's, each of its own peak (Transformer Engine's
// scaled GEMMs; calibrated on llm-foundry's MPT-3B FP8 run).
inline constexpr double kFp8GemmEfficiency = 0.69;
// Bytes/s an accelerator moves to and from its host's memory (PCIe 4.0 x16 one way, PCI-SIG: assumed for every
// accelerator), for activations offloaded to the host.
inline constexpr double kHostBandwidth = 32e9;
// Bytes a cast to FP8 moves per element: the 16-bit value read, the 8-bit one and its transpose written.
inline constexpr double kFp8CastBytes = 4.0;
// The step's stretch per square root of the TPU slices added beyond the first (Multislice): 1 + k sqrt(S - 1).
// Calibrated on MaxText's 32B on 1 and 8 slices of 256 TPU v5e (66.86 % and 63.67 % MFU).
inline constexpr double kSliceWait = 0.019;
// Parameters a gradient bucket holds (Megatron's and PyTorch DDP's 40M default): the last bucket's reduction waits
// for the backward pass to end, so it is never hidden.
inline constexpr double kBucketParameters = 40e6;
inline constexpr double kMaxAccelerators = 1e7;      // the most a job may have
// The most parameters and tokens a step the model takes, as a plan may state them (training.parameters,
// training.global_batch_tokens): beyond them a step's FLOPs overflow to an infinite time.
inline constexpr double kMaxParameters = 1e16;
inline constexpr double kMaxBatchTokens = 1e10;

// Checks the layout against the job: every degree at least 1, the fabric's figures finite and within the
// catalog's ranges (named as the catalog names them: "scale_out_gbps", "scale_up_domain", "peak_tflops" ...), p at
// most the layers and a first or last stage that leaves every stage a layer (stageSplit, before any divisibility),
// t x c x p x d = G, t within the scale-up domain, t dividing the heads, the interleave every stage's layers (or
// every stage's layers with the embedding and the loss counted as one each), and the micro-batch the batch of a
// replica. Throws gp::Error naming the field ("tensor", "pipeline", "first_stage_layers", "last_stage_layers",
// "context", "data", "micro_batch", "interleave", "global_batch_tokens", a fabric's field).
void checkLayout(const StepJob& job, const Fabric& fabric, const Layout& layout);
// Checks the job alone: positive, finite figures, a whole number of sequences per step, at most kMaxParameters,
// kMaxBatchTokens, kMaxAccelerators and 100,000 layers.
void checkJob(const StepJob& job);

// One step of the job on the layout; checks both first.
StepTime stepTime(const StepJob& job, const Fabric& fabric, const Layout& layout);

} // namespace gp
