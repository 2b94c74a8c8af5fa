#pragma once

#include "training/CostModel.h"

#include <memory>
#include <optional>
#include <vector>

namespace gp {

struct Plan;

// The built-in catalog with the plan's custom accelerators and price overrides.
Catalog effectiveCatalog(const Plan& plan);
// The same, shared: the built-in catalog itself, not a copy, when the plan neither adds rows nor overrides a price.
std::shared_ptr<const Catalog> sharedEffectiveCatalog(const Plan& plan);

// Whether the model fits the accelerator's memory at the plan's count, under the plan's parallelism.
bool fitsAtPlanCount(const Plan& plan, const Accelerator& a);

// The accelerator the plan prices before any cost is known: its training.accelerator, else the first catalog entry
// of the families the GPU walk recommends (in the walk's order) that fits the model at the plan's count; none
// otherwise. A measured throughput belongs to this accelerator.
const Accelerator* selectedAccelerator(const Plan& plan, const Catalog& catalog);

// Why the plan is priced on the accelerator it is (docs/model.md section 10).
enum class AcceleratorChoice {
    Plan,       // the plan names it
    Walk,       // the first the GPU walk recommends that fits the model
    Cheapest,   // no walk's pick fits (or none was made): the cheapest that fits and meets the deadline
    Fastest,    // none that fits meets the deadline: the soonest of those that fit
    NothingFits // the model fits no accelerator at the plan's count: the walk's pick, else the catalog's first
};
std::string_view acceleratorChoiceId(AcceleratorChoice c); // "plan", "walk", "cheapest", "fastest", "nothing_fits"

struct PricedAccelerator {
    std::optional<std::size_t> index; // into the rows; none only for an empty catalog
    AcceleratorChoice choice = AcceleratorChoice::Plan;
};
// The accelerator the plan prices, given every accelerator's row (compareAccelerators): never one that does not
// fit while one fits.
PricedAccelerator pricedAccelerator(const Plan& plan, const Catalog& catalog, const std::vector<CostEstimate>& rows);

// The GPU walk's answer in the catalog: the first accelerator of its recommendation that fits the model at the
// plan's count; none while the walk is unfinished or none of its families fits.
const Accelerator* walkAnswer(const Plan& plan, const Catalog& catalog);
// Exploring the GPU walk never edits the price (docs/model.md section 10): a plan that names no accelerator is
// priced on the walk's answer, so before its walk changes it is made to name the accelerator priced until then.
// Only an explicit "use this answer" (naming the walk's answer) moves the price.
void keepPricedAccelerator(Plan& plan, const std::string& pricedBefore);

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

// The accelerator under each provisioning: the plan's own row uses the plan's inputs; every other row uses them with
// that provisioning and that profile's wait, through the same resolve() as the workbench, so "is Spot still cheaper
// per productive hour?" is answered by the goodput model, not a constant. Each row's wall days, waits and deadline
// use the row's own wait (a DWS flex-start row: its profile's wait for each of its requests).
std::vector<ProvisioningComparison> compareProvisioning(const Plan& plan, const Catalog& catalog,
                                                        const Accelerator& accelerator);

} // namespace gp
