#include "plan/Pricing.h"

#include "io/Error.h"
#include "training/MoeRun.h"
#include "training/RunLayout.h"
#include "plan/Plan.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gp {

Catalog effectiveCatalog(const Plan& plan)
{
    return withOverrides(withAdditions(builtinCatalog(), plan.customAccelerators), plan.priceOverrides);
}

std::shared_ptr<const Catalog> sharedEffectiveCatalog(const Plan& plan)
{
    if (plan.customAccelerators.empty() && plan.priceOverrides.empty())
        return {std::shared_ptr<const Catalog>(), &builtinCatalog()}; // aliasing: owns nothing, the catalog is static
    return std::make_shared<const Catalog>(effectiveCatalog(plan));
}

bool fitsAtPlanCount(const Plan& plan, const Accelerator& a)
{
    const double perNode = plan.goodput.acceleratorsPerNode;
    const double accelerators = static_cast<double>(plan.goodput.nodes) * perNode;
    if (programSource(plan.training) == ProgramSource::Layout)
        if (const RunLayout layout = runLayout(plan.training, a, accelerators); layout.applies)
            return layout.best.has_value(); // some layout the step model finds fits
    return memoryFit(heldParameters(plan.training), plan.training.shape, plan.training.optimizer, plan.training.parallel,
                     accelerators, perNode, a.memoryGb)
        .fits;
}

namespace {

// The first catalog entry of the walk's families, in the walk's order, that passes `accept`.
template <class Accept>
const Accelerator* firstOfWalk(const Plan& plan, const Catalog& catalog, Accept accept)
{
    for (const std::string& family : recommendedAccelerators(plan))
        for (const Accelerator& a : catalog.accelerators)
            if (a.family == family && accept(a))
                return &a;
    return nullptr;
}

std::optional<std::size_t> indexOf(const Catalog& catalog, const Accelerator* a)
{
    if (!a)
        return std::nullopt;
    for (std::size_t i = 0; i < catalog.accelerators.size(); ++i)
        if (&catalog.accelerators[i] == a)
            return i;
    return std::nullopt;
}

// The row with the lowest finite key among those `accept` takes; the first of equals.
template <class Key>
std::optional<std::size_t> lowest(const std::vector<CostEstimate>& rows, Key key)
{
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double k = key(rows[i]);
        if (std::isfinite(k) && (!best || k < key(rows[*best])))
            best = i;
    }
    return best;
}

} // namespace

const Accelerator* selectedAccelerator(const Plan& plan, const Catalog& catalog)
{
    if (const Accelerator* a = catalog.find(plan.training.accelerator))
        return a;
    return walkAnswer(plan, catalog);
}

const Accelerator* walkAnswer(const Plan& plan, const Catalog& catalog)
{
    return firstOfWalk(plan, catalog, [&](const Accelerator& a) { return fitsAtPlanCount(plan, a); });
}

void keepPricedAccelerator(Plan& plan, const std::string& pricedBefore)
{
    if (plan.kind == PlanKind::Training && plan.training.accelerator.empty())
        plan.training.accelerator = pricedBefore;
}

std::string_view acceleratorChoiceId(AcceleratorChoice c)
{
    switch (c) {
    case AcceleratorChoice::Plan: return "plan";
    case AcceleratorChoice::Walk: return "walk";
    case AcceleratorChoice::Cheapest: return "cheapest";
    case AcceleratorChoice::Fastest: return "fastest";
    case AcceleratorChoice::NothingFits: return "nothing_fits";
    }
    return "plan";
}

PricedAccelerator pricedAccelerator(const Plan& plan, const Catalog& catalog, const std::vector<CostEstimate>& rows)
{
    if (const Accelerator* a = catalog.find(plan.training.accelerator))
        return {indexOf(catalog, a), AcceleratorChoice::Plan};
    if (const Accelerator* a = selectedAccelerator(plan, catalog))
        return {indexOf(catalog, a), AcceleratorChoice::Walk};
    constexpr double kInf = std::numeric_limits<double>::infinity();
    if (const auto i = lowest(rows, [](const CostEstimate& e) { return e.memory.fits && e.meetsDeadline ? e.cost : kInf; }))
        return {i, AcceleratorChoice::Cheapest};
    if (const auto i = lowest(rows, [](const CostEstimate& e) { return e.memory.fits ? e.days : kInf; }))
        return {i, AcceleratorChoice::Fastest};
    if (const Accelerator* a = firstOfWalk(plan, catalog, [](const Accelerator&) { return true; }))
        return {indexOf(catalog, a), AcceleratorChoice::NothingFits};
    if (catalog.accelerators.empty())
        return {std::nullopt, AcceleratorChoice::NothingFits};
    return {std::size_t{0}, AcceleratorChoice::NothingFits};
}

std::vector<CostEstimate> compareAccelerators(const Plan& plan, const Catalog& catalog)
{
    return compareAccelerators(plan, catalog, evaluateGoodput(plan.goodput));
}

std::vector<CostEstimate> compareAccelerators(const Plan& plan, const Catalog& catalog, const GoodputEvaluation& g)
{
    const Accelerator* measuredOn = selectedAccelerator(plan, catalog);
    std::vector<CostEstimate> out;
    out.reserve(catalog.accelerators.size());
    for (const Accelerator& a : catalog.accelerators)
        out.push_back(estimateCost(a, plan.training, plan.goodput, g, &a == measuredOn));
    return out;
}

std::vector<ProvisioningComparison> compareProvisioning(const Plan& plan, const Catalog& catalog,
                                                        const Accelerator& accelerator)
{
    const Accelerator* measuredOn = selectedAccelerator(plan, catalog);
    const bool measured = measuredOn && measuredOn->id == accelerator.id;
    std::vector<ProvisioningComparison> out;
    for (const ProvisioningProfile& profile : plan.provisioningProfiles) {
        GoodputInputs in = plan.goodput;
        const bool own = profile.provisioning == plan.goodput.provisioning;
        if (!own) {
            in.provisioning = profile.provisioning;
            in.initialWait = profile.initialWait;
        }
        GoodputEvaluation g;
        try {
            g = evaluateGoodput(in);
        } catch (const Error&) {
            continue; // a profile that does not fit this plan's window is left out
        }
        if (!std::isfinite(g.scheduling) || !std::isfinite(g.runtime))
            continue;
        out.push_back({profile.provisioning, own, g.scheduling, g.runtime,
                       estimateCost(accelerator, plan.training, in, g, measured)});
    }
    return out;
}

} // namespace gp
