#include "plan/Evaluate.h"

#include "plan/Validate.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

Rankings rank(const std::vector<CostEstimate>& estimates, const Catalog& catalog, const Accelerator* selected,
              const std::vector<std::string>& families)
{
    Rankings r;
    for (std::size_t i = 0; i < estimates.size(); ++i) {
        const CostEstimate& e = estimates[i];
        if (selected && e.accelerator == selected->id)
            r.selected = i;
        if (std::isfinite(e.cost) && (!r.cheapest || e.cost < estimates[*r.cheapest].cost))
            r.cheapest = i;
        if (std::isfinite(e.days) && (!r.fastest || e.days < estimates[*r.fastest].days))
            r.fastest = i;
        const Accelerator* a = catalog.find(e.accelerator);
        if (a && std::find(families.begin(), families.end(), a->family) != families.end())
            r.recommended.push_back(i);
    }
    std::stable_sort(r.recommended.begin(), r.recommended.end(),
                     [&](std::size_t a, std::size_t b) { return estimates[a].cost < estimates[b].cost; });
    return r;
}

std::vector<Warning> warnings(const Plan& plan, const Evaluation& e)
{
    std::vector<Warning> out;
    if (e.goodput.saturated)
        out.push_back({WarningCode::Saturated, "runtime"});
    const GoodputInputs& in = plan.goodput;
    if (in.autoCheckpoint && in.checkpointSave > in.gracePeriod)
        out.push_back({WarningCode::AutoCheckpointTooSlow, "runtime.checkpoint_save"});
    if (e.parameters.interval > e.parameters.window - e.parameters.wait)
        out.push_back({WarningCode::IntervalBeyondWindow, "runtime.checkpoint_interval"});
    return out;
}

} // namespace

const char* warningCodeName(WarningCode code)
{
    switch (code) {
    case WarningCode::Saturated: return "saturated";
    case WarningCode::AutoCheckpointTooSlow: return "auto_checkpoint_too_slow";
    case WarningCode::IntervalBeyondWindow: return "interval_beyond_window";
    }
    return "unknown";
}

const CostEstimate* Evaluation::selectedEstimate() const
{
    return rankings.selected ? &accelerators[*rankings.selected] : nullptr;
}

const Accelerator* Evaluation::selectedAccelerator() const
{
    const CostEstimate* e = selectedEstimate();
    return e ? catalog.find(e->accelerator) : nullptr;
}

bool Evaluation::recommended(std::size_t index) const
{
    return std::find(rankings.recommended.begin(), rankings.recommended.end(), index) != rankings.recommended.end();
}

Evaluation evaluate(const Plan& plan)
{
    validate(plan);
    Evaluation e;
    e.parameters = resolve(plan.goodput);
    e.goodput = evaluateModel(e.parameters);
    e.checkpoint = checkpointOptima(e.parameters);

    e.catalog = effectiveCatalog(plan);
    e.trainingFlops = trainingFlops(plan.training);
    e.accelerators = compareAccelerators(plan, e.catalog, e.goodput);
    e.provisioning = compareProvisioning(plan, e.catalog);
    if (const auto walk = walkOf(plan, "gpu-selection"); walk && walk->current().kind == NodeKind::Recommendation)
        e.gpu = {walk->current().id, walk->current().text, walk->current().accelerators};
    e.rankings = rank(e.accelerators, e.catalog, selectedAccelerator(plan, e.catalog), e.gpu.families);
    for (std::size_t i = 0; i < e.provisioning.size(); ++i) {
        const double perHour = e.provisioning[i].estimate.costPerProductiveHour;
        const auto& best = e.rankings.cheapestProvisioning;
        if (std::isfinite(perHour) && (!best || perHour < e.provisioning[*best].estimate.costPerProductiveHour))
            e.rankings.cheapestProvisioning = i;
    }
    e.techniques = techniqueEffects(plan.goodput);
    e.warnings = warnings(plan, e);
    return e;
}

} // namespace gp
