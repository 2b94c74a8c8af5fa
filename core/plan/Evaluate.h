#pragma once

#include "catalog/Catalog.h"
#include "catalog/CostModel.h"
#include "plan/Pricing.h"
#include "goodput/PlanningModel.h"
#include "i18n/Text.h"
#include "plan/Plan.h"
#include "plan/ServingAdvice.h"
#include "plan/Techniques.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gp {

// Something about a plan that its figures alone do not say. Each code has one sentence in the core (English, a
// GP_TEXT pattern the user interface translates).
enum class WarningCode {
    Saturated,                 // runtime goodput below 5 %: almost no progress survives the interruptions
    AutoCheckpointTooSlow,     // auto-checkpointing is on but one save takes longer than a grace period
    IntervalBeyondWindow,      // the checkpoint interval is longer than the running part of the window
    SaveLongerThanInterval,    // one save takes longer than the progress between saves
    IntervalFarFromOptimum,    // the interval is less than half or more than twice Daly's optimum
    SparePoolExhausted,        // the hot-spare pool is empty for most failures
    SparePoolUncertain,        // the simulated pool share can still move scheduling goodput by more than a point
    RecoveryRarelyCompletes,   // interruptions during recovery outnumber a tenth of all: recoveries restart often
    BeyondSimulation,          // the Monte Carlo's event budget cannot hold this plan's window
    // An inference plan's:
    NothingServes,             // no accelerator of the catalog fits the model and meets the latency targets
    ServedMissesTargets,       // the plan's accelerator does not fit or misses a latency target
    WalkDisagrees,             // the GPU walk recommends other accelerators than the serving figures give
    // A training plan's accelerator:
    AcceleratorNotChosen,      // neither the plan nor its walk names one that fits: priced by docs/model.md section 10
    NoAcceleratorFits,         // the plan names none and the model fits no accelerator at the plan's count
};
struct Warning {
    WarningCode code;
    std::string subject; // the plan field it concerns; the user interface shows the warning beside it
    friend bool operator==(const Warning&, const Warning&) = default;
};
const char* warningCodeName(WarningCode code); // "saturated", for JSON output
Text warningText(const Warning& warning);      // the sentence, in English; the user interface translates it

// Where the GPU-selection walk stands: the recommendation node it reached and the accelerator families it names.
struct GpuRecommendation {
    std::string node; // empty until the walk reaches a recommendation
    std::string text; // the node's text (English; the user interface translates it)
    std::vector<std::string> families;
};

// Indexes into Evaluation::accelerators (and, for the provisioning, into Evaluation::provisioning).
struct Rankings {
    std::optional<std::size_t> selected; // the accelerator the plan prices
    std::optional<std::size_t> cheapest; // lowest finite total cost of the rows that fit and meet the deadline
    std::optional<std::size_t> fastest;  // fewest finite days of the rows that fit
    std::vector<std::size_t> recommended; // the families the GPU walk recommends, cheapest first
    std::optional<std::size_t> cheapestProvisioning; // lowest finite cost per productive accelerator-hour
};

// Everything a view, the command line or the proposal shows about a plan, computed from the plan alone
// (docs/model.md gives every formula). Views format these figures; they compute none of their own.
struct Evaluation {
    ModelParameters parameters;
    GoodputEvaluation goodput;
    CheckpointOptima checkpoint;

    Catalog catalog;      // the built-in catalog with the plan's prices
    double trainingFlops = 0; // C = 6 N D
    std::vector<CostEstimate> accelerators;           // one per catalog entry, in catalog order
    std::vector<ProvisioningComparison> provisioning; // the priced accelerator under each provisioning
    AcceleratorChoice acceleratorChoice = AcceleratorChoice::Plan; // why the priced accelerator is priced
    Rankings rankings;
    GpuRecommendation gpu;
    std::vector<TechniqueEffect> techniques;
    std::vector<Warning> warnings;
    // An inference plan's serving (docs/model.md section 21): every accelerator, those that fit and meet the
    // targets cheapest first; what the GPU tree recommends for its figures; and the one served: the plan's
    // accelerator, or the tree's pick, or (when none of its families serves) the first.
    std::vector<InferencePlan> serving;
    ServingAdvice servingAdvice;
    std::optional<InferencePlan> served;
    // The served accelerator under each provisioning a service runs on: on demand, Spot and 1- and 3-year
    // commitments (DWS's requests of at most 7 days or whole reserved days do not serve a standing service).
    std::vector<std::pair<Provisioning, InferencePlan>> servingProvisioning;

    const CostEstimate* selectedEstimate() const;
    const Accelerator* selectedAccelerator() const;
    bool recommended(std::size_t index) const;
};

// validate(plan), then every figure. Throws gp::Error for an invalid plan, and never for a valid one.
Evaluation evaluate(const Plan& plan);

} // namespace gp
