#include "plan/PlanConditions.h"

namespace gp {

FigureValues conditionValues(const Evaluation& e)
{
    const Plan& plan = *e.plan;
    FigureValues v;
    v["kind"] = std::string(planKindId(plan.kind));
    v["latency_critical"] = plan.inference.latencyCritical;
    v["spot"] = plan.goodput.provisioning == Provisioning::Spot;
    v["hot_spares"] = static_cast<double>(plan.goodput.hotSpares);
    v["goodput"] = e.goodput.mlProductivity;
    v["scheduling_goodput"] = e.goodput.scheduling;
    v["runtime_goodput"] = e.goodput.runtime;
    v["program_goodput"] = e.goodput.program;
    v["mtbf_hours"] = e.goodput.jobMtbf;
    if (plan.kind == PlanKind::Inference) {
        v["parameters"] = plan.inference.request.model.parameters;
        const ServingAdvice& advice = e.servingAdvice;
        if (advice.basisAccelerators > 0) {
            v["accelerators"] = static_cast<double>(advice.basisAccelerators);
            if (const Accelerator* a = e.catalog().find(advice.basis))
                v["accelerators_per_vm"] = static_cast<double>(a->perVm);
        }
        return v;
    }
    v["parameters"] = plan.training.parameters;
    v["tokens"] = plan.training.tokens;
    v["deadline_days"] = e.deadlineDays;
    if (const CostEstimate* est = e.selectedEstimate()) {
        v["accelerators"] = est->accelerators;
        v["wall_days"] = est->days;
        v["meets_deadline"] = est->meetsDeadline;
        v["total_cost"] = est->cost;
        v["mfu"] = est->mfu;
        v["fits"] = est->memory.fits;
    }
    if (const Accelerator* a = e.selectedAccelerator())
        v["accelerators_per_vm"] = static_cast<double>(a->perVm);
    return v;
}

} // namespace gp
