#pragma once

#include "performance/MoeShape.h"
#include "performance/StepModel.h"

#include <string_view>

namespace gp {

// How the router spreads the tokens over the experts (docs/model.md section 26, "Routing"): evenly, as the
// frameworks' benchmarks force it; by the router's own choice with no token dropped, as production runs train; or
// with each expert's tokens capped at a capacity factor over the even share, the rest dropped and the padding
// computed (MaxText's "dropped" models).
enum class Routing { Balanced, Dropless, Dropped };
std::string_view routingId(Routing r); // "balanced", "dropless", "dropped"
bool parseRouting(std::string_view id, Routing& out);

// The experts' own split: the routed experts over `expertParallel` accelerators (EP), each expert's matrices over
// `expertTensor` (ETP). The experts' data parallelism is what is left: G / (EP x ETP x p).
struct ExpertLayout {
    int expertParallel = 1;
    int expertTensor = 1;
    friend bool operator==(const ExpertLayout&, const ExpertLayout&) = default;
};

struct MoeStepJob {
    MoeShape shape;
    double globalBatchTokens = 0;
    double accelerators = 0;
    Precision precision = Precision::Half;
    Optimizer optimizer = Optimizer::Adam;
    Routing routing = Routing::Dropless;
    double capacityFactor = 1.25; // with Routing::Dropped
};

struct MoeStepTime {
    StepTime step;               // the step, its breakdown with expertAllToAll, the memory with every expert
    ExpertLayout experts;
    double expertData = 1;       // G / (EP x ETP x p)
    double activeParameters = 0; // N_active: the MFU's 6 N_active + attention
    double totalParameters = 0;
    double expertGemmSeconds = 0; // of the compute, the routed experts' grouped matrix products
};

// The calibrated constants of the MoE step (docs/model.md section 26, "What is calibrated"), fitted on the ten
// calibration runs of the published MoE set only (the least mean |log(predicted / published)|, 0.196).
// A grouped matrix product of experts of width f (over ETP) runs at f / (f + kExpertWidthHalf) of a dense one's rate:
// Mixtral's 16,384 at 0.85, DeepSeek-V3's 2,048 at 0.41, Qwen3-30B-A3B's 768 at 0.20.
inline constexpr double kExpertWidthHalf = 3000;
// Share of the all-to-all the schedule hides behind compute (Megatron-Core's overlapped dispatch, DeepSeek's
// DualPipe): the fit is flat from 0.75 to 1.
inline constexpr double kAllToAllHidden = 0.9;
// The busiest expert's load over the mean with dropless routing: the calibration runs leave it undetermined (their
// one dropless run moves the fit by under 0.001 from 1.0 to 1.1); 1.05 so dropless is never faster than balanced.
inline constexpr double kDroplessImbalance = 1.05;

// The dense transformer the step model reads for the parts an MoE model shares with one: N_active parameters, the
// layers, width, heads and, for latent attention, a head width that gives its FLOPs (the query-key and the value
// widths' mean). Checks the shape first.
TransformerShape denseEquivalent(const MoeShape& s);

// The model FLOPs a token the MFU counts: 6 N_active + 12 L a d_h s, the attention in full as for a dense model
// (docs/model.md section 23), d_h the dense equivalent's.
double moeModelFlopsPerToken(const MoeShape& s);

// Throws gp::Error naming "expert_parallel" (below 1, not dividing the experts, or EP x ETP x p not dividing the
// accelerators) or "expert_tensor" (below 1, or not dividing the expert FFN width).
void checkExpertLayout(const MoeStepJob& job, const Layout& l, const ExpertLayout& e);

// One step of the MoE job on the layout (docs/model.md section 26, "The step"); checks the shape, the job and both
// layouts first.
MoeStepTime moeStepTime(const MoeStepJob& job, const Fabric& fabric, const Layout& layout, const ExpertLayout& experts);

} // namespace gp
