#include "plan/Evaluate.h"

#include "goodput/CheckpointSize.h"
#include "goodput/MonteCarlo.h"
#include "plan/Figures.h"
#include "plan/PlanConditions.h"
#include "plan/Validate.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gp {
namespace {

// The index of the lowest finite value of `value` over the items; none when no value is finite.
template <class T, class Value>
std::optional<std::size_t> lowestFinite(const std::vector<T>& items, Value value)
{
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (std::isfinite(value(items[i])) && (!best || value(items[i]) < value(items[*best])))
            best = i;
    return best;
}

Rankings rank(const std::vector<CostEstimate>& estimates, const Catalog& catalog, std::optional<std::size_t> selected,
              const std::vector<std::string>& families)
{
    Rankings r;
    r.selected = selected;
    for (std::size_t i = 0; i < estimates.size(); ++i) {
        const CostEstimate& e = estimates[i];
        const Accelerator* a = catalog.find(e.accelerator);
        if (a && std::find(families.begin(), families.end(), a->family) != families.end())
            r.recommended.push_back(i);
    }
    // Only a row that can run the plan ranks: it fits the model's memory and finishes by the deadline.
    constexpr double kInf = std::numeric_limits<double>::infinity();
    r.cheapest = lowestFinite(estimates, [](const CostEstimate& e) {
        return e.memory.fits && e.meetsDeadline ? e.cost : kInf;
    });
    r.fastest = lowestFinite(estimates, [](const CostEstimate& e) { return e.memory.fits ? e.days : kInf; });
    std::stable_sort(r.recommended.begin(), r.recommended.end(),
                     [&](std::size_t a, std::size_t b) { return estimates[a].cost < estimates[b].cost; });
    return r;
}

std::vector<Warning> servingWarnings(const Plan& plan, const Evaluation& e)
{
    std::vector<Warning> out;
    if (std::none_of(e.serving.begin(), e.serving.end(), serves))
        out.push_back({WarningCode::NothingServes, "inference"});
    else if (!plan.inference.accelerator.empty() && e.served && !serves(*e.served))
        out.push_back({WarningCode::ServedMissesTargets, "inference.accelerator"});
    if (const auto walk = walkOf(plan, e.graphs, kGpuSelectionGraph);
        walk && walk->current().kind == NodeKind::Recommendation && isInferenceWalk(walk->answers()) &&
        !e.servingAdvice.node.empty() &&
        walk->current().accelerators != e.servingAdvice.families) // T4 or L4 in one VM or on one GPU agree
        out.push_back({WarningCode::WalkDisagrees, "walks.gpu-selection"});
    return out;
}

std::vector<Warning> warnings(const Plan& plan, const Evaluation& e)
{
    if (plan.kind == PlanKind::Inference)
        return servingWarnings(plan, e);
    std::vector<Warning> out;
    if (e.goodput.saturated)
        out.push_back({WarningCode::Saturated, "runtime"});
    if (e.acceleratorChoice == AcceleratorChoice::NothingFits)
        out.push_back({WarningCode::NoAcceleratorFits, "training.accelerator"});
    else if (e.acceleratorChoice == AcceleratorChoice::Cheapest || e.acceleratorChoice == AcceleratorChoice::Fastest)
        out.push_back({WarningCode::AcceleratorNotChosen, "training.accelerator"}); // neither the plan nor its walk
    if (const CostEstimate* priced = e.selectedEstimate();
        priced && priced->memory.fits && priced->memory.headroom() < kMemoryHeadroom)
        out.push_back({WarningCode::MemoryTight, "training.accelerator"});
    const GoodputInputs& in = plan.goodput;
    const bool onSpot = in.provisioning == Provisioning::Spot && in.spotPerNodeDay > 0;
    const Duration save = checkpointSaveTime(in);
    if (in.autoCheckpoint && (save > in.gracePeriod || (onSpot && save > in.spotGracePeriod)))
        out.push_back({WarningCode::AutoCheckpointTooSlow, "runtime.auto_checkpoint"});
    if (e.parameters.interval > e.parameters.window - e.parameters.wait)
        out.push_back({WarningCode::IntervalBeyondWindow, "runtime.checkpoint_interval"});
    if (e.parameters.save > e.parameters.interval)
        out.push_back({WarningCode::SaveLongerThanInterval, "runtime.checkpoint_save"});
    const double daly = e.checkpoint.daly;
    if (e.checkpoint.defined && std::isfinite(daly) && daly > 0 &&
        (e.parameters.interval < daly / 2 || e.parameters.interval > daly * 2))
        out.push_back({WarningCode::IntervalFarFromOptimum, "runtime.checkpoint_interval"});
    if (in.hotSpares > 0 && e.goodput.spareShortfall > 0.5)
        out.push_back({WarningCode::SparePoolExhausted, "scheduling.hot_spares"});
    // The pool's share is simulated (docs/model.md section 5): within half a point of the Monte Carlo beyond its
    // standard error; three standard errors more than the other half point can put the figure off by a point.
    if (in.hotSpares > 0 && 0.005 + 3.0 * e.goodput.spareGoodputError > 0.01)
        out.push_back({WarningCode::SparePoolUncertain, "scheduling.hot_spares"});
    if (e.goodput.duringRecovery > 0.1 * e.goodput.interruptions)
        out.push_back({WarningCode::RecoveryRarelyCompletes, "runtime.failures_during_recovery"});
    if (expectedSimulationEvents(e.parameters) > kMaxWindowEvents)
        out.push_back({WarningCode::BeyondSimulation, "simulation"});
    return out;
}

} // namespace

namespace {

struct WarningEntry {
    WarningCode code;
    const char* id;
    const char* text;
};

// The one table of warnings: the console tool prints the English, the user interface translates it.
const WarningEntry kWarnings[] = {
    {WarningCode::Saturated, "saturated",
     GP_TEXT("Runtime goodput is below 5 %: interruptions come so often that almost no progress survives them. "
             "Shorten the checkpoint interval, shorten recovery or lower the interruption rates.")},
    {WarningCode::AutoCheckpointTooSlow, "auto_checkpoint_too_slow",
     GP_TEXT("Auto-checkpointing on SIGTERM cannot take effect: one checkpoint save takes longer than a grace "
             "period, so those warned interruptions lose progress like failures.")},
    {WarningCode::IntervalBeyondWindow, "interval_beyond_window",
     GP_TEXT("The checkpoint interval is longer than the running part of the window: no periodic checkpoint "
             "completes, so every interruption loses all progress made since the one before.")},
    {WarningCode::SaveLongerThanInterval, "save_longer_than_interval",
     GP_TEXT("One checkpoint save takes longer than the progress between saves: the job spends more time saving "
             "than training.")},
    {WarningCode::IntervalFarFromOptimum, "interval_far_from_optimum",
     GP_TEXT("The checkpoint interval is less than half or more than twice Daly's optimum for this plan's failure "
             "rate: moving it towards the optimum raises runtime goodput.")},
    {WarningCode::SparePoolExhausted, "spare_pool_exhausted",
     GP_TEXT("The hot-spare pool is empty for most failures: nodes come back from repair more slowly than they "
             "fail. Add spares or shorten the repair time.")},
    {WarningCode::SparePoolUncertain, "spare_pool_uncertain",
     GP_TEXT("How often the hot-spare pool is empty is simulated for this plan within a time budget, and what is "
             "left uncertain could move scheduling goodput by more than a point. The Monte Carlo in the simulation "
             "tab gives the figure with its spread.")},
    {WarningCode::RecoveryRarelyCompletes, "recovery_rarely_completes",
     GP_TEXT("More than a tenth of all interruptions strike during a recovery and start it again: recovery takes "
             "about as long as the time between interruptions. Shorten recovery or lower the rates.")},
    {WarningCode::BeyondSimulation, "beyond_simulation",
     GP_TEXT("This window holds more interruptions than the Monte Carlo's event budget: the simulation cannot "
             "check these figures. A shorter window or rarer interruptions bring it within reach.")},
    {WarningCode::NothingServes, "nothing_serves",
     GP_TEXT("No accelerator of the catalog serves this model within its targets: it fits nowhere, or no replica "
             "reaches the latency targets. A lower precision, a shorter context, a smaller batch or looser targets "
             "bring it within reach.")},
    {WarningCode::ServedMissesTargets, "served_misses_targets",
     GP_TEXT("The plan's accelerator cannot serve this model within its targets: it does not fit, or a replica "
             "misses a latency target. The costs view lists the accelerators that can.")},
    {WarningCode::AcceleratorNotChosen, "accelerator_not_chosen",
     GP_TEXT("The plan names no accelerator, and the GPU walk recommends none that fits the model's memory: it is "
             "priced on the cheapest that fits and meets the deadline, else on the soonest that fits. Choose one in "
             "the costs view to price another.")},
    {WarningCode::NoAcceleratorFits, "no_accelerator_fits",
     GP_TEXT("The plan names no accelerator and the model fits none at the plan's count: its figures price one "
             "that cannot hold it. Shard the optimizer states and parameters, raise the tensor or pipeline degree, "
             "checkpoint activations or add nodes.")},
    {WarningCode::MemoryTight, "memory_tight",
     GP_TEXT("The priced accelerator holds the model with less than 10 % of its usable memory free: a longer "
             "batch, the framework's own buffers or fragmentation can run it out of memory. More nodes, more "
             "sharding, activation recomputation or an accelerator with more memory leave room.")},
    {WarningCode::WalkDisagrees, "walk_disagrees",
     GP_TEXT("The GPU walk's answers lead to another recommendation than the serving figures: the deployment "
             "needs a different scale, or latency is critical. The overview names the branch the figures give.")},
};

const WarningEntry* warningEntry(WarningCode code)
{
    for (const WarningEntry& w : kWarnings)
        if (w.code == code)
            return &w;
    return nullptr;
}

} // namespace

const char* warningCodeName(WarningCode code)
{
    const WarningEntry* w = warningEntry(code);
    return w ? w->id : "unknown";
}

Text warningText(const Warning& warning)
{
    const WarningEntry* w = warningEntry(warning.code);
    return w ? Text(w->text) : Text::verbatim(warning.subject);
}

const Catalog& Evaluation::catalog() const
{
    static const Catalog empty;
    return sharedCatalog ? *sharedCatalog : empty;
}

const CostEstimate* Evaluation::selectedEstimate() const
{
    return rankings.selected ? &accelerators[*rankings.selected] : nullptr;
}

const Accelerator* Evaluation::selectedAccelerator() const
{
    const CostEstimate* e = selectedEstimate();
    return e ? catalog().find(e->accelerator) : nullptr;
}

std::optional<std::size_t> Evaluation::cheapestProvisioning() const
{
    return lowestFinite(provisioning(),
                        [](const ProvisioningComparison& p) { return p.estimate.costPerProductiveHour; });
}

bool Evaluation::recommended(std::size_t index) const
{
    return std::find(rankings.recommended.begin(), rankings.recommended.end(), index) != rankings.recommended.end();
}

ValidPlan ValidPlan::check(std::shared_ptr<const Plan> plan)
{
    validate(*plan);
    return ValidPlan(std::move(plan));
}

ValidPlan ValidPlan::trusted(std::shared_ptr<const Plan> plan)
{
    return ValidPlan(std::move(plan));
}

Evaluation evaluate(const Plan& plan, const GraphLibrary& graphs)
{
    return evaluate(ValidPlan::check(plan), graphs);
}

Evaluation evaluate(const Plan& plan)
{
    return evaluate(plan, GraphLibrary::builtin());
}

Evaluation evaluate(const ValidPlan& valid, const GraphLibrary& graphs, std::shared_ptr<const Plan> options,
                    Reuse reuse)
{
    const Plan& plan = *valid;
    Evaluation e;
    e.plan = valid.shared();
    e.options = options ? std::move(options) : e.plan;
    e.graphs = graphs;
    e.walkNotes = walkPackNotes(plan, graphs);
    e.cache = std::make_shared<FigureCache>();
    if (reuse.previous && reuse.previous->cache) {
        const Evaluation& before = *reuse.previous;
        const bool sameOptions = before.options == e.options; // the same stored plan: the same options
        const bool sameScenarios = before.options && before.options->scenarios == e.options->scenarios;
        e.cache->takeOver(*before.cache, reuse.change, sameOptions, sameScenarios);
    }
    e.parameters = resolve(plan.goodput);
    e.goodput = evaluateModel(e.parameters);
    e.checkpoint = checkpointOptima(e.parameters);
    e.checkpointTiers = checkpointFigures(plan.goodput, e.parameters, e.goodput);
    e.runStateGb = plan.training.parameters * kCheckpointBytesPerParameterAdam / 1e9;
    e.deadlineDays = deadlineHours(plan.training, plan.goodput) / 24.0;
    {
        const GoodputInputs& in = plan.goodput;
        const double shortfall = in.hotSpares > 0 ? std::clamp(e.goodput.spareShortfall, 0.0, 1.0) : 1.0;
        e.failureReschedule = Duration::hours(shortfall * in.reschedule.inHours() +
                                              (1.0 - shortfall) * in.spareSwap.inHours());
    }

    e.sharedCatalog = reuse.previous && reuse.previous->sharedCatalog && !reuse.change.has(PlanPart::Prices)
                          ? reuse.previous->sharedCatalog
                          : sharedEffectiveCatalog(plan);
    e.trainingFlops = trainingFlops(plan.training);
    e.accelerators = compareAccelerators(plan, e.catalog(), e.goodput);
    const PricedAccelerator priced = pricedAccelerator(plan, e.catalog(), e.accelerators);
    e.acceleratorChoice = priced.choice;
    // Program goodput is the priced accelerator's layout where the layout is the source (docs/model.md section 23):
    // the factor multiplies the others, so only it and the figures it scales change.
    if (priced.index && e.accelerators[*priced.index].mfuSource == MfuSource::Layout) {
        e.parameters.mfu = e.accelerators[*priced.index].mfu;
        setProgramGoodput(e.goodput, e.parameters.mfu);
    }
    if (const auto walk = walkOf(plan, graphs, kGpuSelectionGraph); walk && walk->current().kind == NodeKind::Recommendation)
        e.gpu = {walk->current().id, walk->current().text, walk->current().accelerators};
    e.rankings = rank(e.accelerators, e.catalog(), priced.index, e.gpu.families);
    if (plan.kind == PlanKind::Inference) {
        e.serving = compareInference(plan.inference.request, e.catalog(), plan.goodput.provisioning);
        e.servingAdvice = adviseServing(e.serving, e.catalog(), plan.inference.latencyCritical);
        e.servingAdvice.latencyTargets = plan.inference.request.ttft || plan.inference.request.tpot;
        if (!plan.inference.accelerator.empty()) {
            if (const Accelerator* a = e.catalog().find(plan.inference.accelerator))
                e.served = planInference(plan.inference.request, *a, plan.goodput.provisioning);
        } else if (!e.serving.empty()) {
            e.served = e.serving[e.servingAdvice.pick.value_or(0)];
        }
        if (e.served)
            if (const Accelerator* a = e.catalog().find(e.served->accelerator))
                for (Provisioning p : {Provisioning::OnDemand, Provisioning::Spot, Provisioning::Reservation,
                                       Provisioning::Reservation3y})
                    e.servingProvisioning.emplace_back(p, planInference(plan.inference.request, *a, p));
    }
    if (const auto it = plan.walks.find(kGpuSelectionGraph); it != plan.walks.end() && !it->second.empty()) {
        e.shownGpuWalk = it->second;
    } else if (plan.kind == PlanKind::Inference && !e.servingAdvice.large && !e.servingAdvice.answers.empty()) {
        e.shownGpuWalk = e.servingAdvice.answers;
        e.shownGpuWalkDerived = true;
    }
    e.warnings = warnings(plan, e);
    e.conditionFigures = conditionValues(e);
    return e;
}

} // namespace gp
