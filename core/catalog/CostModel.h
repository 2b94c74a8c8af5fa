#pragma once

#include "catalog/Catalog.h"
#include "goodput/GoodputInputs.h"
#include "goodput/PlanningModel.h"
#include "goodput/ProgramGoodput.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct Plan;

enum class Precision { Half, Fp8, Int8 };
std::string_view precisionId(Precision p); // "bf16", "fp8", "int8"
bool parsePrecision(std::string_view id, Precision& out);

// The training run to price (docs/model.md section 10).
struct TrainingRun {
    double parameters = 7e9;  // N, excluding embeddings
    double tokens = 1e12;     // D
    std::string accelerator;  // catalog id; empty: the first of the family the GPU walk recommends
    Precision precision = Precision::Half;
    std::optional<ModelShape> shape;               // for PaLM's attention term when deriving MFU
    std::optional<double> measuredTokensPerSecond; // on the chosen accelerator; replaces the MFU estimate there
    friend bool operator==(const TrainingRun&, const TrainingRun&) = default;
};

// Provisioning as the comparison sees an alternative to the plan's own: its wait for capacity. Its interruptions
// are the plan's own classes, as the workbench applies them (Spot preemptions on Spot only). Illustrative
// defaults; editable.
struct ProvisioningProfile {
    Provisioning provisioning = Provisioning::OnDemand;
    Duration initialWait;
    friend bool operator==(const ProvisioningProfile&, const ProvisioningProfile&) = default;
};
std::vector<ProvisioningProfile> defaultProvisioningProfiles();

// The dense peak for the precision, falling back to the 16-bit figure where the card has no such format.
double peakTflops(const Accelerator& a, Precision p);

// USD per accelerator-hour: on-demand for on-demand and both DWS modes, Spot for Spot, and on-demand less the
// 1-year committed use discount for a reservation.
double hourlyPrice(const Accelerator& a, Provisioning p);

// C = 6 N D (EleutherAI, "Transformer Math 101").
double trainingFlops(const TrainingRun& run);

// MFU from measured throughput on G accelerators (PaLM's FLOPs per token, docs/model.md section 8).
double measuredMfu(const TrainingRun& run, const Accelerator& a, double accelerators);

struct CostEstimate {
    std::string accelerator;
    double peakTflops = 0;
    double mfu = 0;
    bool measured = false;            // MFU from measured throughput rather than the plan's estimate
    double days = 0;                  // wall time to train: T = C / (G x peak x MFU x SG x RG)
    double acceleratorHours = 0;      // T x G
    double pricePerHour = 0;
    double cost = 0;                  // T x G x price
    double costPerProductiveHour = 0; // price / (SG x RG)
};

// One accelerator's time and cost for the plan's run, at the goodput given. With useMeasured, the MFU comes from
// the run's measured throughput instead of the plan's estimate.
CostEstimate estimateCost(const Accelerator& a, const Plan& plan, const GoodputEvaluation& goodput,
                          Provisioning provisioning, bool useMeasured);

// The built-in catalog with the plan's price overrides.
Catalog effectiveCatalog(const Plan& plan);

// The accelerator the plan prices: its training.accelerator, else the first catalog entry of the family the GPU
// walk recommends, else the first entry.
const Accelerator* selectedAccelerator(const Plan& plan, const Catalog& catalog);

// Every accelerator of the catalog (with the plan's price overrides) for the plan's goodput and provisioning.
std::vector<CostEstimate> compareAccelerators(const Plan& plan, const Catalog& catalog);
// The same for a goodput already evaluated (evaluate() passes its own).
std::vector<CostEstimate> compareAccelerators(const Plan& plan, const Catalog& catalog, const GoodputEvaluation& goodput);

struct ProvisioningComparison {
    Provisioning provisioning;
    bool fromPlan = false; // the plan's own provisioning: the workbench's goodput exactly
    double scheduling = 0;
    double runtime = 0;
    CostEstimate estimate;
};

// The selected accelerator under each provisioning: the plan's own row uses the plan's inputs; every other row uses
// them with that provisioning and that profile's wait, through the same resolve() as the workbench, so "is Spot
// still cheaper per productive hour?" is answered by the goodput model, not a constant.
std::vector<ProvisioningComparison> compareProvisioning(const Plan& plan, const Catalog& catalog);

} // namespace gp
