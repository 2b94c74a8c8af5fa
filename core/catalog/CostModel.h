#pragma once

#include "catalog/Catalog.h"
#include "catalog/MemoryFit.h"
#include "catalog/Precision.h"
#include "goodput/GoodputInputs.h"
#include "goodput/PlanningModel.h"
#include "goodput/ProgramGoodput.h"
#include "performance/StepModel.h"

#include <map>
#include <optional>
#include <string>
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

// The cluster's network as the plan states it (training.network, docs/model.md section 23): a preset of
// core/performance/Network.h, or the figures themselves; each figure given replaces the preset's, and either the
// accelerator's catalog figure. Applied to the copy of the accelerator the step model reads (withNetwork).
struct ClusterNetwork {
    std::string preset;                   // "a3-mega"; empty: none
    std::optional<double> scaleOutGbps;   // Gb/s (gigabits) per accelerator between scale-up domains
    std::optional<double> scaleUpDomain;  // accelerators in one scale-up domain
    friend bool operator==(const ClusterNetwork&, const ClusterNetwork&) = default;
};

// The training run to price (docs/model.md section 10).
struct TrainingRun {
    double parameters = 7e9;  // N, excluding embeddings
    double tokens = 1e12;     // D
    std::string accelerator;  // catalog id; empty: the first of the family the GPU walk recommends
    Precision precision = Precision::Half;
    std::optional<ModelShape> shape;               // PaLM's attention term, and the activations' memory
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

// Provisioning as the comparison sees an alternative to the plan's own: its wait for capacity. Its interruptions
// are the plan's own classes, as the workbench applies them (Spot preemptions on Spot only). Illustrative
// defaults; editable.
struct ProvisioningProfile {
    Provisioning provisioning = Provisioning::OnDemand;
    Duration initialWait;
    friend bool operator==(const ProvisioningProfile&, const ProvisioningProfile&) = default;
};
std::vector<ProvisioningProfile> defaultProvisioningProfiles();

// USD per accelerator-hour, host included where the price basis leaves it out: on-demand for on-demand and both
// DWS modes, Spot for Spot, and on-demand less the 1-year or 3-year committed use discount for a reservation.
double hourlyPrice(const Accelerator& a, Provisioning p);

// How each provisioning is sold (docs/model.md section 10, each rule with its source).
inline constexpr double kFlexStartLongestRunHours = 7 * 24.0; // DWS flex-start: a request runs at most 7 days
inline constexpr double kHoursPerMonth = 365.2425 * 24.0 / 12.0; // storage is billed per GB-month: 730.5 hours
inline constexpr double kCalendarBlockHours = 24.0;           // DWS calendar: whole days, each paid in full
inline constexpr double kCalendarLongestDays = 90.0;          //   of 1 to 90 days a reservation
double commitmentTermHours(Provisioning p); // 1 or 3 years for a reservation's commitment; 0 for the others

// C = 6 N D (EleutherAI, "Transformer Math 101").
double trainingFlops(const TrainingRun& run);

// MFU from measured throughput on G accelerators (PaLM's FLOPs per token, docs/model.md section 8).
double measuredMfu(const TrainingRun& run, const Accelerator& a, double accelerators);

// Where a row's MFU comes from: the throughput measured on it, the plan's figure for it, the plan's program
// goodput (the workbench's MFU, for the priced accelerator or where none is published), the catalog's typical
// figure, or the fastest layout of the step model that fits the accelerator's memory.
enum class MfuSource { Measured, PlanOverride, Plan, Catalog, Layout };
std::string_view mfuSourceId(MfuSource s); // "measured", "plan_override", "plan", "catalog", "layout"

// The running share of the window that is productive: P / (W - t_wait), from the window's expectation.
double productiveShare(const GoodputEvaluation& g);

struct CostEstimate {
    std::string accelerator;
    Provisioning provisioning = Provisioning::OnDemand;
    double accelerators = 0;          // G, in the job
    double peakTflops = 0;
    double mfu = 0;
    MfuSource mfuSource = MfuSource::Plan;
    // The MFU's band where the step model predicts it (the source is the layout): +/- mfu x the held-out median
    // error (performance/ModelError.h), half the published runs it was not fitted to within it; where it is
    // measured, mfu x the measurement's own band (TrainingRun::measuredBand). 0 for the plan's figure and a
    // published one, which stand as they are.
    double mfuBand = 0;
    // The step model's fastest layout on this accelerator and count, where the source is the layout: its MFU is
    // the row's, its memory the row's memory, and productive hours are the tokens at its rate.
    std::optional<StepTime> layout;
    // The layout's MFU rests on a matrix efficiency no published run on this accelerator checks (the catalog's
    // matrix_efficiency_basis extrapolated or assumed): every view that recommends it says so.
    bool efficiencyExtrapolated = false;
    bool noLayoutFits = false;        // the source is the layout, and no layout fits the memory at this count
    bool measured = false;            // MFU from measured throughput rather than the plan's estimate
    double productiveHours = 0;       // C / (G x peak x MFU): the computing the run needs
    double runningDays = 0;           // from the first start to the end, interruptions included
    double waitHours = 0;             // waits for capacity, unbilled: once, or once per flex-start request
    double days = 0;                  // wall time: the waits + running time
    double acceleratorHours = 0;      // G x running time
    double usedAcceleratorHours = 0;   // (G + hot-spare accelerators) x running time: what the run occupies
    double billedAcceleratorHours = 0; // (G + hot-spare accelerators) x billed hours (DWS calendar: whole days;
                                       // a commitment: its whole terms)
    double pricePerHour = 0;          // the rate billed, host included
    double cost = 0;                  // what the run costs as the provisioning is sold, checkpoint storage included
    double storageCost = 0;           // the retained checkpoints in object storage while the run lasts
    double costPerProductiveHour = 0; // cost / (G x productive hours)
    std::optional<double> committedCost;       // a commitment: accelerators x term hours x discounted rate
    std::optional<double> breakEvenUtilization; // the share of the term at which it costs what on demand would
    int flexRequests = 0;             // DWS flex-start: requests of at most 7 days each
    bool meetsDeadline = false;
    MemoryFit memory;
};

// One accelerator's time and cost for the run, at the goodput given for the inputs given (their provisioning and
// wait: each provisioning row passes its own), evaluated at `nodes` (the inputs' count unless given). With
// useMeasured, the MFU comes from the run's measured throughput instead of the estimate.
CostEstimate estimateCost(const Accelerator& a, const TrainingRun& run, const GoodputInputs& in,
                          const GoodputEvaluation& goodput, bool useMeasured, std::optional<int> nodes = std::nullopt);

} // namespace gp
