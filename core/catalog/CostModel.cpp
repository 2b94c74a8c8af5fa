#include "catalog/CostModel.h"

#include "io/Error.h"
#include "plan/Plan.h"

#include <cmath>
#include <limits>

namespace gp {

std::string_view precisionId(Precision p)
{
    switch (p) {
    case Precision::Half: return "bf16";
    case Precision::Fp8: return "fp8";
    case Precision::Int8: return "int8";
    }
    return "bf16";
}

bool parsePrecision(std::string_view id, Precision& out)
{
    for (Precision p : {Precision::Half, Precision::Fp8, Precision::Int8})
        if (precisionId(p) == id) {
            out = p;
            return true;
        }
    return false;
}

std::vector<ProvisioningProfile> defaultProvisioningProfiles()
{
    return {
        {Provisioning::OnDemand, Duration::hours(2)},
        {Provisioning::Spot, Duration::hours(6)},
        {Provisioning::DwsFlexStart, Duration::hours(12)},
        {Provisioning::DwsCalendar, Duration::hours(0)},
        {Provisioning::Reservation, Duration::hours(0)},
    };
}

double peakTflops(const Accelerator& a, Precision p)
{
    switch (p) {
    case Precision::Fp8: return a.peakFp8Tflops.value_or(a.peakBf16Tflops);
    case Precision::Int8: return a.peakInt8Tops.value_or(a.peakBf16Tflops);
    case Precision::Half: break;
    }
    return a.peakBf16Tflops;
}

double hourlyPrice(const Accelerator& a, Provisioning p)
{
    switch (p) {
    case Provisioning::Spot: return a.priceSpot;
    case Provisioning::Reservation: return a.priceOnDemand * (1.0 - a.cud1yrPercent / 100.0);
    case Provisioning::OnDemand:
    case Provisioning::DwsFlexStart:
    case Provisioning::DwsCalendar: break;
    }
    return a.priceOnDemand;
}

double trainingFlops(const TrainingRun& run)
{
    if (!std::isfinite(run.parameters) || run.parameters <= 0)
        throw Error(ErrorCode::NotPositive, "training.parameters");
    if (!std::isfinite(run.tokens) || run.tokens <= 0)
        throw Error(ErrorCode::NotPositive, "training.tokens");
    return 6.0 * run.parameters * run.tokens;
}

double measuredMfu(const TrainingRun& run, const Accelerator& a, double accelerators)
{
    const double fpt = trainingFlopsPerToken(run.parameters, run.shape);
    return modelFlopsUtilization(run.measuredTokensPerSecond.value_or(0), fpt, accelerators,
                                 peakTflops(a, run.precision));
}

CostEstimate estimateCost(const Accelerator& a, const Plan& plan, const GoodputEvaluation& g,
                          Provisioning provisioning, bool useMeasured)
{
    const double accelerators = static_cast<double>(plan.goodput.nodes) * plan.goodput.acceleratorsPerNode;
    CostEstimate e;
    e.accelerator = a.id;
    e.peakTflops = peakTflops(a, plan.training.precision);
    e.measured = useMeasured && plan.training.measuredTokensPerSecond.has_value();
    e.mfu = e.measured ? measuredMfu(plan.training, a, accelerators) : plan.goodput.mfu;
    e.pricePerHour = hourlyPrice(a, provisioning);
    const double useful = g.scheduling * g.runtime; // SG x RG
    const double flopsPerSecond = accelerators * e.peakTflops * 1e12 * e.mfu * useful;
    const double hours = useful > 0 ? trainingFlops(plan.training) / flopsPerSecond / 3600.0
                                    : std::numeric_limits<double>::infinity();
    e.days = hours / 24.0;
    e.acceleratorHours = hours * accelerators;
    e.cost = e.acceleratorHours * e.pricePerHour;
    e.costPerProductiveHour = useful > 0 ? e.pricePerHour / useful : std::numeric_limits<double>::infinity();
    return e;
}

Catalog effectiveCatalog(const Plan& plan)
{
    return withOverrides(builtinCatalog(), plan.priceOverrides);
}

const Accelerator* selectedAccelerator(const Plan& plan, const Catalog& catalog)
{
    if (const Accelerator* a = catalog.find(plan.training.accelerator))
        return a;
    for (const std::string& family : recommendedAccelerators(plan))
        for (const Accelerator& a : catalog.accelerators)
            if (a.family == family)
                return &a;
    return catalog.accelerators.empty() ? nullptr : &catalog.accelerators.front();
}

std::vector<CostEstimate> compareAccelerators(const Plan& plan, const Catalog& catalog)
{
    return compareAccelerators(plan, catalog, evaluateGoodput(plan.goodput));
}

std::vector<CostEstimate> compareAccelerators(const Plan& plan, const Catalog& catalog, const GoodputEvaluation& g)
{
    const Accelerator* selected = selectedAccelerator(plan, catalog);
    std::vector<CostEstimate> out;
    for (const Accelerator& a : catalog.accelerators)
        out.push_back(estimateCost(a, plan, g, plan.goodput.provisioning, &a == selected));
    return out;
}

std::vector<ProvisioningComparison> compareProvisioning(const Plan& plan, const Catalog& catalog)
{
    std::vector<ProvisioningComparison> out;
    const Accelerator* a = selectedAccelerator(plan, catalog);
    if (!a)
        return out;
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
        out.push_back(
            {profile.provisioning, own, g.scheduling, g.runtime, estimateCost(*a, plan, g, in.provisioning, true)});
    }
    return out;
}

} // namespace gp
