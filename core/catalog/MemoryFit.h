#pragma once

#include "goodput/ProgramGoodput.h"

#include <optional>
#include <string_view>

namespace gp {

// What the optimizer keeps per parameter, besides the 16-bit weights and gradients (docs/model.md section 16).
enum class Optimizer { Adam, Adam8bit, SgdMomentum };
std::string_view optimizerId(Optimizer o); // "adam", "adam_8bit", "sgd_momentum"
bool parseOptimizer(std::string_view id, Optimizer& out);

// How the model states are divided among the data-parallel replicas (ZeRO, Rajbhandari et al. 2020): replicated,
// optimizer states sharded (ZeRO-1), gradients too (ZeRO-2), parameters too (ZeRO-3, which FSDP implements), or
// ZeRO-3 within each scale-up domain and replicated between domains (hybrid sharding: PyTorch FSDP's HYBRID_SHARD,
// MaxText's FSDP inside a TPU slice with data parallelism between slices).
enum class Sharding { Replicated, Zero1, Zero2, Zero3, Hsdp };
std::string_view shardingId(Sharding s); // "replicated", "zero1", "zero2", "zero3", "hsdp"
bool parseSharding(std::string_view id, Sharding& out); // also reads "fsdp" as ZeRO-3

struct Parallelism {
    Sharding sharding = Sharding::Zero1;
    int tensor = 1;   // tensor-parallel degree t
    int pipeline = 1; // pipeline-parallel degree p
    double microBatch = 1; // sequences per micro-batch, b
    bool activationCheckpointing = false; // full recomputation: only each layer's input is kept
    // Sequence parallelism with t > 1 (Megatron's default with tensor parallelism): the norms' and dropouts'
    // activations split over the t ranks too, 34 / t bytes a token-hidden instead of 10 + 24 / t (Korthikanti et
    // al. 2022, section 4 and table 2), and a recomputed layer's input 2 / t.
    bool sequenceParallel = false;
    // With hybrid sharding, the replicas one shard group holds (those in one scale-up domain); 0: those of one node
    // (acceleratorsPerNode / (t p)).
    double shardGroup = 0;
    // With the layout as the MFU's source, the step model chooses the degrees, micro-batch, sharding and
    // recomputation for each accelerator and count (training.parallelism.search); off, it holds these.
    bool search = true;
    friend bool operator==(const Parallelism&, const Parallelism&) = default;
};

// Bytes per parameter (ZeRO, section 3.1): 2 for 16-bit weights, 2 for gradients, and the optimizer's K: Adam 12
// (FP32 master weights, momentum, variance), 8-bit Adam 6 (FP32 master weights, two 8-bit moments: Dettmers et al.
// 2022), SGD with momentum 8 (FP32 master weights, momentum).
double optimizerBytesPerParameter(Optimizer o);

// An accelerator's memory as the vendors state it is in binary gigabytes: HBM and GDDR come in stacks and chips
// of 2^k bytes, so NVIDIA's "80 GB" H100 holds 80 x 2^30 bytes (nvidia-smi: 81,559 MiB of it addressable) and
// Google's "16 GB" TPU v5e 16 GiB. Everything else here counts 10^9 bytes a GB, as a model's weights are quoted
// (70B parameters in 16 bits: 140 GB), so the fit compares them with the stated figure in the same unit
// (docs/model.md section 16).
inline constexpr double kGbPerStatedGb = 1.073741824;
inline double deviceMemoryGb(double statedGb) { return statedGb * kGbPerStatedGb; }

// The share of an accelerator's memory the fit leaves for the CUDA or XLA context, workspaces and fragmentation.
inline constexpr double kMemoryReserve = 0.10;

// The share of the usable memory a fit should leave free: less is a warning, and of tied candidates the plan search
// prefers one that leaves it (docs/model.md sections 16 and 24). A longer batch, a framework's own buffers or
// fragmentation beyond the reserve push a fuller accelerator out of memory.
inline constexpr double kMemoryHeadroom = 0.10;

struct MemoryFit {
    double statesGb = 0;      // weights, gradients and optimizer states on one accelerator
    double activationsGb = 0; // activations of the micro-batches in flight, or 0 without a shape
    bool activationsCounted = false; // false without the model's shape
    double usableGb = 0;      // the accelerator's memory less the reserve
    bool fits = false;
    // The fewest accelerators on which the model fits (a multiple of t x p, then of whole nodes); none when no
    // count does (the unsharded part alone is too large: raise t or p, or shard more).
    std::optional<double> minAccelerators;
    // What one accelerator holds: the states and the activations.
    double usedGb() const { return statesGb + activationsGb; }
    // The share of the usable memory left free: (usable - used) / usable; 0 without usable memory.
    double headroom() const { return usableGb > 0 ? (usableGb - usedGb()) / usableGb : 0.0; }
    // It fits with at least kMemoryHeadroom of its usable memory free.
    bool fitsWithRoom() const { return fits && headroom() >= kMemoryHeadroom; }
};

// Memory per accelerator for training `parameters` on `accelerators` of `memoryGb` each (docs/model.md section 16).
// Activations (Korthikanti et al. 2022, "Reducing Activation Recomputation in Large Transformer Models", eq. 2 and
// table 2) need the shape: per layer s b h (10 + 24/t + 5 a s / (h t)) bytes in 16 bits, or 2 s b h with full
// recomputation, times L layers (the first pipeline stage holds p micro-batches of L/p layers).
MemoryFit memoryFit(double parameters, const std::optional<ModelShape>& shape, Optimizer optimizer,
                    const Parallelism& parallel, double accelerators, double acceleratorsPerNode, double memoryGb);

} // namespace gp
