#pragma once

#include "catalog/Catalog.h"
#include "catalog/MemoryFit.h"
#include "catalog/Precision.h"
#include "goodput/GoodputInputs.h"
#include "goodput/ProgramGoodput.h"
#include "performance/Network.h"
#include "units/Duration.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// Where program goodput (MFU) comes from (program.mfu_source, docs/model.md section 23, "In the plan"): the layout
// the step model finds fastest on each accelerator, the plan's own figure, the throughput measured on the priced
// accelerator, or the catalog's typical figure.
enum class ProgramSource { Layout, Plan, Measured, Catalog };
std::string_view programSourceId(ProgramSource s); // "layout", "plan", "measured", "catalog"
bool parseProgramSource(std::string_view id, ProgramSource& out);

// What the plan search is asked (training.search, docs/model.md section 24): the budget, the confidence of meeting the
// deadline it requires, and the accelerators and provisioning it may choose (empty: every one).
struct SearchGoal {
    std::optional<double> budget; // USD
    double confidence = 0.9;
    std::vector<std::string> accelerators;
    std::vector<Provisioning> provisioning;
    friend bool operator==(const SearchGoal&, const SearchGoal&) = default;
};

// A Mixture-of-Experts model's experts (training.shape.moe, docs/model.md section 26), beside training.shape's
// attention, embeddings and sequence length; the names are the plan's keys and goodput-cli's flags. With them
// the run's parameters are the active ones, excluding embeddings: what a token's FLOPs count.
struct MoeExperts {
    std::string preset;          // the published model they were taken from, if any: its latent attention is kept
    double experts = 0;          // experts: E routed experts a MoE layer
    double expertsPerToken = 0;  // experts_per_token: k
    double sharedExperts = 0;    // shared_experts: S
    double expertFfn = 0;        // expert_ffn: f_e
    double denseLayers = 0;      // dense_layers: D at the bottom
    double ffn = 0;              // ffn: the dense layers' FFN width
    friend bool operator==(const MoeExperts&, const MoeExperts&) = default;
};

// The training run to price (docs/model.md section 10).
struct TrainingRun {
    double parameters = 7e9;  // N, excluding embeddings
    double tokens = 1e12;     // D
    std::string accelerator;  // catalog id; empty: the first of the family the GPU walk recommends
    Precision precision = Precision::Half;
    std::optional<ModelShape> shape;               // PaLM's attention term, and the activations' memory
    std::optional<MoeExperts> moe;                 // with a shape: a Mixture-of-Experts model; none: dense
    std::optional<double> measuredTokensPerSecond; // on the chosen accelerator; replaces the MFU estimate there
    // The measurement's own spread, a fraction: half of its windows of steps within it of the whole (the log's
    // "step_time_band", docs/model.md section 24); none or 0: the throughput is taken as it is.
    std::optional<double> measuredBand;
    Optimizer optimizer = Optimizer::Adam;
    Parallelism parallel;
    std::optional<Duration> deadline;              // finish within this of the start; none: the evaluation window
    std::map<std::string, double> mfuByAccelerator; // the plan's own MFU for an accelerator, over the catalog's
    double commitmentUse = 0; // the share of a commitment's term beyond this run the customer expects to use
    std::optional<ProgramSource> programSource; // program.mfu_source; none: chosen by programSource() below
    SearchGoal search;                          // what the plan search is asked
    std::optional<ClusterNetwork> network;      // none: the catalog's machine type's network
    double globalBatchTokens = 4194304;         // B, tokens a step (4M, as Llama 2 and 3 trained): the step model's
    friend bool operator==(const TrainingRun&, const TrainingRun&) = default;
};

// The source in effect: the plan's own, else "measured" where a throughput was measured, else "layout" where the
// model's shape is known, else "plan" (the priced accelerator at the plan's MFU, the others at the catalog's
// typical figure where one is published; docs/model.md section 23).
ProgramSource programSource(const TrainingRun& run);

// The run's deadline in hours: its own, or the evaluation window.
double deadlineHours(const TrainingRun& run, const GoodputInputs& in);

} // namespace gp
