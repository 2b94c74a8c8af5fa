#include "training/CostModel.h"

#include "io/Error.h"
#include "performance/ModelError.h"
#include "training/MoeRun.h"
#include "training/RunLayout.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gp {

std::vector<ProvisioningProfile> defaultProvisioningProfiles()
{
    return {
        {Provisioning::OnDemand, Duration::hours(2)},
        {Provisioning::Spot, Duration::hours(6)},
        {Provisioning::DwsFlexStart, Duration::hours(12)},
        {Provisioning::DwsCalendar, Duration::hours(0)},
        {Provisioning::Reservation, Duration::hours(0)},
        {Provisioning::Reservation3y, Duration::hours(0)},
    };
}

std::string_view mfuSourceId(MfuSource s)
{
    switch (s) {
    case MfuSource::Measured: return "measured";
    case MfuSource::PlanOverride: return "plan_override";
    case MfuSource::Plan: return "plan";
    case MfuSource::Catalog: return "catalog";
    case MfuSource::Layout: return "layout";
    }
    return "plan";
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

double productiveShare(const GoodputEvaluation& g)
{
    const Badput& h = g.hours;
    const double running = g.productive + h.reschedule + h.resume + h.lost + h.saves + h.shrunk + h.straggler;
    return running > 0 ? g.productive / running : 0.0;
}

CostEstimate estimateCost(const Accelerator& a, const TrainingRun& run, const GoodputInputs& in,
                          const GoodputEvaluation& g, bool useMeasured, std::optional<int> nodes)
{
    constexpr double kInf = std::numeric_limits<double>::infinity();
    const Provisioning provisioning = in.provisioning;
    const double perNode = in.acceleratorsPerNode;
    const double G = static_cast<double>(nodes.value_or(in.nodes)) * perNode;
    CostEstimate e;
    e.accelerator = a.id;
    e.provisioning = provisioning;
    e.accelerators = G;
    e.peakTflops = peakTflops(a, run.precision);
    // The MFU by the plan's source (docs/model.md section 23, "In the plan"): a throughput measured on the priced
    // accelerator, then the plan's own figure for this accelerator, then the source's.
    const ProgramSource source = programSource(run);
    const bool implicit = !run.programSource.has_value();
    e.measured = useMeasured && run.measuredTokensPerSecond.has_value() &&
                 (implicit || source == ProgramSource::Measured);
    const auto own = run.mfuByAccelerator.find(a.id);
    const RunLayout layout = source == ProgramSource::Layout && !e.measured && own == run.mfuByAccelerator.end()
                                 ? runLayout(run, a, G)
                                 : RunLayout{};
    if (e.measured) {
        // As measured on the plan's own count, and taken to hold at another.
        e.mfu = measuredMfu(run, a, static_cast<double>(in.nodes) * perNode);
        e.mfuSource = MfuSource::Measured;
        e.mfuBand = e.mfu * run.measuredBand.value_or(0); // the measurement's own spread, not the model's
    } else if (own != run.mfuByAccelerator.end()) {
        e.mfu = own->second;
        e.mfuSource = MfuSource::PlanOverride;
    } else if (layout.best) {
        e.mfu = layout.best->mfu;
        e.mfuSource = MfuSource::Layout;
        e.mfuBand = e.mfu * heldOutErrorBand();
        e.layout = layout.best;
        e.efficiencyExtrapolated = extrapolated(a.efficiencyBasis);
    } else if (a.typicalMfu && (source == ProgramSource::Catalog || !useMeasured)) {
        // The catalog's typical figure: everywhere it is published when the plan asks for it, else on every
        // accelerator but the priced one, which runs at the plan's.
        e.mfu = *a.typicalMfu;
        e.mfuSource = MfuSource::Catalog;
    } else {
        e.mfu = in.mfu; // the priced accelerator's, or where no figure is published
        e.mfuSource = MfuSource::Plan;
    }
    e.memory = memoryFit(heldParameters(run), run.shape, run.optimizer,
                         run.parallel, G, perNode, a.memoryGb);
    if (layout.applies) {
        // The memory is the layout's; with no layout fitting, the row does not fit.
        e.noLayoutFits = !layout.best;
        if (layout.best) {
            e.memory.statesGb = layout.best->statesGb;
            e.memory.activationsGb = layout.best->memoryGb - layout.best->statesGb;
            e.memory.activationsCounted = true;
            e.memory.usableGb = layout.best->usableGb;
            e.memory.fits = layout.best->fits;
        } else {
            e.memory.fits = false;
        }
        e.memory.minAccelerators = fewestLayoutAccelerators(run, a, static_cast<int>(perNode));
    }
    const double share = productiveShare(g);
    const double flopsPerSecond = G * e.peakTflops * 1e12 * e.mfu;
    e.productiveHours = flopsPerSecond > 0 ? trainingFlops(run) / flopsPerSecond / 3600.0 : kInf;
    if (e.layout) // the tokens at the layout's rate: its MFU counts the attention's FLOPs as well as 6 N
        e.productiveHours = run.tokens / e.layout->tokensPerSecond / 3600.0;
    const double running = share > 0 ? e.productiveHours / share : kInf;
    const double wait = provisioningWaits(provisioning) ? in.initialWait.inHours() : 0.0;
    e.runningDays = running / 24.0;
    e.flexRequests = provisioning == Provisioning::DwsFlexStart && std::isfinite(running)
                         ? static_cast<int>(std::clamp(std::ceil(running / kFlexStartLongestRunHours - 1e-9), 1.0,
                                                       1e9)) // a run of millennia stays a count
                         : 1;
    e.waitHours = wait * e.flexRequests;
    e.days = (e.waitHours + running) / 24.0;
    e.acceleratorHours = G * running;
    const double billed = G + static_cast<double>(in.hotSpares) * perNode; // spares are billed like nodes
    double billedHours = running;
    // At least one whole block: the tolerance would round a run of microseconds down to zero (and -0) days.
    if (provisioning == Provisioning::DwsCalendar && std::isfinite(running))
        billedHours = std::max(1.0, std::ceil(running / kCalendarBlockHours - 1e-9)) * kCalendarBlockHours;
    e.usedAcceleratorHours = billed * running;
    e.billedAcceleratorHours = billed * billedHours;
    e.pricePerHour = hourlyPrice(a, provisioning);
    e.cost = e.billedAcceleratorHours * e.pricePerHour;
    if (const double term = commitmentTermHours(provisioning); term > 0) {
        // Paid for the whole term, used or not: the run carries its own hours and the part of the rest of the
        // term the customer does not expect to use elsewhere.
        const double terms = std::isfinite(running) ? std::max(1.0, std::ceil(running / term - 1e-9)) : 1.0;
        e.billedAcceleratorHours = billed * terms * term;
        e.committedCost = e.billedAcceleratorHours * e.pricePerHour;
        const double rest = std::max(0.0, terms * term - running);
        e.cost = billed * e.pricePerHour * (running + (1.0 - run.commitmentUse) * rest);
        e.breakEvenUtilization = e.pricePerHour / hourlyPrice(a, Provisioning::OnDemand);
    }
    // The checkpoints kept in object storage, billed per GB-month for as long as the run lasts (docs/model.md
    // section 20): retained x state x price x running months.
    if (in.checkpointStateGb > 0 && std::isfinite(running)) {
        const double storagePrice = builtinCatalog().checkpointStorage.perGbMonth;
        e.storageCost = in.retainedCheckpoints * in.checkpointStateGb * storagePrice * (running / kHoursPerMonth);
        e.cost += e.storageCost;
    }
    e.costPerProductiveHour = e.productiveHours > 0 && std::isfinite(e.productiveHours)
                                  ? e.cost / (G * e.productiveHours)
                                  : kInf;
    e.meetsDeadline = e.days * 24.0 <= deadlineHours(run, in) + 1e-9;
    return e;
}

} // namespace gp
