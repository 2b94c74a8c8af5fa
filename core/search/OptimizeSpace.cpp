#include "search/OptimizeSpace.h"

#include "goodput/Curves.h"
#include "goodput/InputRanges.h"
#include "io/Error.h"
#include "performance/ModelError.h"
#include "training/MoeRun.h"
#include "training/RunLayout.h"
#include "plan/Plan.h"
#include "catalog/Precision.h"
#include "catalog/TpuSlices.h"
#include "plan/Pricing.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gp {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

int perNodeOf(const Plan& plan)
{
    return std::max(1, plan.goodput.acceleratorsPerNode);
}

// The model inputs a configuration sets: count, provisioning and its wait, spares, interval and fast tier.
void setInputs(GoodputInputs& in, const Configuration& c)
{
    in.nodes = c.nodes;
    in.provisioning = c.provisioning;
    in.initialWait = c.initialWait;
    in.hotSpares = c.hotSpares;
    in.checkpointInterval = c.checkpointInterval;
    in.fastTier = c.fastTier;
}

} // namespace

Plan applyConfiguration(Plan plan, const Configuration& c)
{
    // A throughput measured on the plan's accelerator: at another count, scaled with it (its MFU, as the search
    // priced it, is taken to hold); on another accelerator it no longer applies.
    if (plan.training.measuredTokensPerSecond) {
        const Catalog catalog = effectiveCatalog(plan);
        const Accelerator* measuredOn = selectedAccelerator(plan, catalog);
        if (!measuredOn || measuredOn->id != c.accelerator)
            plan.training.measuredTokensPerSecond.reset();
        else
            *plan.training.measuredTokensPerSecond *= static_cast<double>(c.nodes) / std::max(1, plan.goodput.nodes);
    }
    plan.training.accelerator = c.accelerator;
    setInputs(plan.goodput, c);
    return plan;
}

OptimizeSpace::OptimizeSpace(const Plan& plan, const OptimizeGoal& goal)
    : plan_(plan), goal_(goal), run_(plan.training), catalog_(std::make_shared<const Catalog>(effectiveCatalog(plan)))
{
    if (!(goal.confidence > 0 && goal.confidence < 1))
        throw Error(ErrorCode::OutOfRange, "confidence", "more than 0 and less than 1");
    if (goal.budget && !(std::isfinite(*goal.budget) && *goal.budget > 0))
        throw Error(ErrorCode::NotPositive, "budget");
    if (goal.maxSpares && (*goal.maxSpares < 0 || *goal.maxSpares > kMaxSpareRange))
        throw Error(ErrorCode::OutOfRange, "spares", "0 to 4096");
    deadline_ = goal.deadlineHours ? *goal.deadlineHours : gp::deadlineHours(plan.training, plan.goodput);
    if (!(std::isfinite(deadline_) && deadline_ > 0))
        throw Error(ErrorCode::NotPositive, "deadline");
    run_.deadline = Duration::hours(deadline_);
    for (const std::string& id : goal.accelerators)
        if (!catalog_->find(id))
            throw Error(ErrorCode::UnknownValue, "accelerators", id);
    for (const Accelerator& a : catalog_->accelerators)
        if (goal.accelerators.empty() ||
            std::find(goal.accelerators.begin(), goal.accelerators.end(), a.id) != goal.accelerators.end())
            accelerators_.push_back(&a);
    // Each provisioning with its profile's wait; the plan's own with the plan's wait.
    std::vector<ProvisioningProfile> profiles = plan.provisioningProfiles;
    if (std::none_of(profiles.begin(), profiles.end(),
                     [&](const ProvisioningProfile& p) { return p.provisioning == plan.goodput.provisioning; }))
        profiles.push_back({plan.goodput.provisioning, plan.goodput.initialWait});
    for (ProvisioningProfile p : profiles) {
        if (!goal.provisioning.empty() &&
            std::find(goal.provisioning.begin(), goal.provisioning.end(), p.provisioning) == goal.provisioning.end())
            continue;
        if (p.provisioning == plan.goodput.provisioning)
            p.initialWait = plan.goodput.initialWait;
        provisioning_.push_back(p);
    }
    if (provisioning_.empty())
        throw Error(ErrorCode::UnknownValue, "provisioning", "none of the plan's provisioning profiles");
    if (const Accelerator* a = selectedAccelerator(plan, *catalog_))
        measuredOn_ = a->id;
    const PricedAccelerator priced = pricedAccelerator(plan, *catalog_, compareAccelerators(plan, *catalog_));
    if (priced.index)
        planAccelerator_ = catalog_->accelerators[*priced.index].id;
}

std::vector<int> OptimizeSpace::spares(int nodes, const ProvisioningProfile& profile) const
{
    constexpr int kEvery = 8; // every count to here; beyond, four to each doubling (19 % apart)
    int most = kEvery;
    if (goal_.maxSpares) {
        most = *goal_.maxSpares;
    } else {
        try {
            // The pool a job of this many nodes keeps busy: the nodes in repair at once, three times over, plus three.
            most = spareCurveRange(resolve(inputsOf(configuration(planAccelerator_, nodes, profile, plan_.goodput.hotSpares, false))));
        } catch (const Error&) {
            // resolve() refused the point: the fixed range
        }
    }
    std::vector<int> out;
    for (int k = 0; k <= std::min(most, kEvery); ++k)
        out.push_back(k);
    for (int j = 1; out.back() < most; ++j)
        out.push_back(std::min(most, static_cast<int>(std::lround(kEvery * std::exp2(j / 4.0)))));
    const int own = plan_.goodput.hotSpares;
    if (std::find(out.begin(), out.end(), own) == out.end())
        out.insert(std::upper_bound(out.begin(), out.end(), own), own);
    return out;
}

Configuration OptimizeSpace::configuration(const std::string& accelerator, int nodes,
                                           const ProvisioningProfile& profile, int spares, bool fast) const
{
    return {accelerator, nodes, profile.provisioning, profile.initialWait, spares, plan_.goodput.checkpointInterval, fast};
}

std::vector<bool> OptimizeSpace::fastTiers() const
{
    // The fast tier is tried where the plan allows one: a plan that has it on may also turn it off.
    return plan_.goodput.fastTier ? std::vector<bool>{false, true} : std::vector<bool>{false};
}

bool OptimizeSpace::fits(const Accelerator& a, int nodes) const
{
    GoodputInputs in = plan_.goodput;
    const CostEstimate e = estimateCost(a, run_, in, GoodputEvaluation{}, a.id == measuredOn_, nodes);
    return e.memory.fits && std::isfinite(e.productiveHours);
}

namespace {

// The work and price of `a` at `nodes`, before any goodput: productive hours at its MFU, the rate billed.
CostEstimate baseEstimate(const Accelerator& a, const TrainingRun& run, GoodputInputs in, const ProvisioningProfile& p,
                          bool measured, int nodes)
{
    in.provisioning = p.provisioning;
    in.initialWait = p.initialWait;
    return estimateCost(a, run, in, GoodputEvaluation{}, measured, nodes);
}

int flexRequests(Provisioning p, double runningHours)
{
    return p == Provisioning::DwsFlexStart
               ? static_cast<int>(std::clamp(std::ceil(runningHours / kFlexStartLongestRunHours - 1e-9), 1.0, 1e9))
               : 1;
}

} // namespace

namespace {

// Of the work done between recoveries at interval tau, the least share lost again or spent saving, per hour kept:
// each stretch from a checkpoint runs X ~ Exp(rate) hours, completing j = floor(X / c) cycles of c = tau + save
// and losing the rest when its interruption is one that loses progress (a share `losing` of them), so
// E[overhead] / E[kept] >= (save E[j] + losing E[X mod c]) / (tau E[j] + (1 - losing) E[X mod c]).
double overheadRatio(double rate, double losing, double tau, double save)
{
    const double c = tau + save;
    const double segments = 1.0 / std::expm1(rate * c); // E[j]
    const double rest = std::max(0.0, 1.0 / rate - c * segments); // E[X mod c]
    const double kept = tau * segments + (1.0 - losing) * rest;
    return kept > 0 && std::isfinite(kept) ? (save * segments + losing * rest) / kept : 0.0;
}

} // namespace

double OptimizeSpace::shareBound(const Configuration& c) const
{
    ModelParameters p;
    try {
        p = resolve(inputsOf(c));
    } catch (const Error&) {
        return 1.0;
    }
    // Interruptions end the job's running stretches at the job's rate, and the stretches hold every productive
    // hour, so at least n lambda P of each class come in the window, each followed by at least its shortest
    // recovery: swap or reschedule (with a shrink's pause), resume or in-job restart, a straggler's slow period.
    // All but the last, which the window's end may cut: recovery >= P sum(n lambda r) - max r.
    double load = 0, longest = 0, losing = 0;
    for (std::size_t id = 0; id < p.classes.size(); ++id) {
        const ClassParameters& k = p.classes[id];
        if (!(k.rate > 0))
            continue;
        double wait = k.reschedule + k.shrunk;
        if (k.spareServed && p.spares > 0)
            wait = std::min(wait, p.spareSwap);
        const double resume =
            k.inJob ? k.restart : (p.fast.on && p.fast.survives[id] ? std::min(p.fast.resume, p.resume) : p.resume);
        const double r = std::max(0.0, wait) + std::max(0.0, resume) + std::max(0.0, k.slow);
        load += p.nodes * k.rate * r;
        longest = std::max(longest, r);
        if (!k.saved && !k.replicated)
            losing += p.nodes * k.rate;
    }
    const double running = p.window - p.wait; // the window's running hours: every bucket but the wait
    const double rate = p.jobRate();
    if (!(running > 0) || !std::isfinite(load) || !std::isfinite(rate))
        return 1.0;
    double share = (1.0 + longest / running) / (1.0 + load);
    // Without a fast tier, the saves and the lost work as well, at the best of the intervals tried (Wald's identity
    // over the stretches; the stretch the window's end cuts, at most 2 / rate long in expectation, is set aside).
    if (!p.fast.on && rate > 0 && p.save >= 0) {
        double ratio = std::numeric_limits<double>::infinity();
        for (Duration tau : intervals(inputsOf(c)))
            ratio = std::min(ratio, overheadRatio(rate, losing / rate, tau.inHours(), p.save));
        if (std::isfinite(ratio) && ratio > 0)
            share = std::min(share, (1.0 + (longest + 2.0 * (1.0 + ratio) / rate) / running) / (1.0 + load + ratio));
    }
    // The model's grid and its spare pool hold the share to a tenth of a point (docs/model.md section 3): the
    // bound allows half a point more.
    return std::min(1.0, share + kShareSlack);
}

bool OptimizeSpace::sparesNeverSlow(const Configuration& c) const
{
    try {
        const ModelParameters p = resolve(inputsOf(c));
        return std::all_of(p.classes.begin(), p.classes.end(), [&](const ClassParameters& k) {
            return !k.spareServed || !(k.rate > 0) || p.spareSwap <= k.reschedule + k.shrunk;
        });
    } catch (const Error&) {
        return false;
    }
}

OptimizeSpace::Bound OptimizeSpace::bound(const Accelerator& a, const Configuration& c, double shareCap) const
{
    // Priced exactly as evaluate() prices a candidate, at a productive share no candidate here can exceed.
    const double share = std::min(shareBound(c), std::max(0.0, shareCap));
    GoodputEvaluation g;
    g.productive = share;
    g.hours.lost = 1.0 - share;
    GoodputInputs priced = inputsOf(c);
    priced.nodes = plan_.goodput.nodes;
    const CostEstimate e = estimateCost(a, run_, priced, g, a.id == measuredOn_, c.nodes);
    return {e.cost, e.days};
}

bool OptimizeSpace::couldMeetDeadline(const Accelerator& a, int nodes, const ProvisioningProfile& profile) const
{
    const CostEstimate e = baseEstimate(a, run_, plan_.goodput, profile, a.id == measuredOn_, nodes);
    if (!e.memory.fits || !std::isfinite(e.productiveHours))
        return false;
    const double wait = provisioningWaits(profile.provisioning) ? profile.initialWait.inHours() : 0.0;
    return wait * flexRequests(profile.provisioning, e.productiveHours) + e.productiveHours <= deadline_ + 1e-9;
}

std::optional<double> OptimizeSpace::fewestForLayouts(const Accelerator& a) const
{
    const int perNode = perNodeOf(plan_);
    if (!fewestLayoutAccelerators(run_, a, perNode))
        return std::nullopt; // no layout holds it at any count
    // The states of every layout are at least those sharded over all the accelerators (ZeRO-3 divides them by the
    // count, whatever the tensor and pipeline degrees): no rounding up to a tensor group, which on a TPU slice
    // would start an 8B model's count at 32 chips where 8 hold it.
    Parallelism sharded;
    sharded.sharding = Sharding::Zero3;
    sharded.tensor = 1;
    sharded.pipeline = 1;
    sharded.microBatch = 1;
    sharded.activationCheckpointing = true;
    return memoryFit(heldParameters(run_), std::nullopt, run_.optimizer, sharded, perNode, perNode, a.memoryGb)
        .minAccelerators;
}

OptimizeSpace::Counts OptimizeSpace::counts(const Accelerator& a) const
{
    Counts out;
    const TrainingRun& run = run_;
    const int perNode = perNodeOf(plan_);
    const int maxNodes = static_cast<int>(findInputRange("scale.nodes")->maximum);
    const bool layout = programSource(run) == ProgramSource::Layout && !run.mfuByAccelerator.count(a.id) &&
                        runLayout(run, a, perNode).applies;
    const std::optional<double> fewest =
        layout ? fewestForLayouts(a)
               : memoryFit(heldParameters(run), run.shape, run.optimizer, run.parallel, perNode, perNode, a.memoryGb)
                     .minAccelerators;
    out.largest = a.largestJob ? std::min(maxNodes, static_cast<int>(std::floor(*a.largestJob / perNode))) : maxNodes;
    if (!fewest) {
        out.limit = CountLimit::Memory;
        return out;
    }
    const int from = std::max(1, static_cast<int>(std::ceil(*fewest / perNode - 1e-9)));
    if (from > out.largest || out.largest < 1) {
        out.limit = CountLimit::LargestJob;
        return out;
    }
    auto couldMeet = [&](int n) {
        return std::any_of(provisioning_.begin(), provisioning_.end(),
                           [&](const ProvisioningProfile& p) { return couldMeetDeadline(a, n, p); });
    };
    std::vector<int> listed;
    if (layout)
        listed = layoutNodeCounts(run, a, perNode, from, out.largest);
    // The fewest count that could meet the deadline at a goodput of one.
    std::optional<int> first;
    // No layout runs above the accelerators' peak: a count whose 6 N T FLOPs at peak outlast the deadline needs no
    // layout searched to know it is too few.
    const double peak = static_cast<double>(perNode) * peakTflops(a, run.precision) * 1e12 * 3600.0;
    const auto tooFew = [&](int n) { return peak > 0 && trainingFlops(run) / (n * peak) > deadline_; };
    if (layout) {
        for (int n : listed)
            if (!tooFew(n) && couldMeet(n)) {
                first = n;
                break;
            }
    } else if (couldMeet(out.largest)) {
        int lo = from - 1, hi = out.largest; // the work shrinks as the count grows: halve the gap
        while (hi - lo > 1) {
            const int mid = lo + (hi - lo) / 2;
            (couldMeet(mid) ? hi : lo) = mid;
        }
        first = hi;
    }
    if (!first) {
        // Beyond its largest job the deadline would come within reach: the job's size binds, else the deadline.
        bool larger = false;
        if (out.largest < maxNodes) {
            if (!layout) {
                larger = couldMeet(maxNodes);
            } else {
                // A handful of the counts beyond it at which a layout divides the batch.
                const std::vector<int> beyond = layoutNodeCounts(run, a, perNode, out.largest + 1, maxNodes);
                const std::size_t step = std::max<std::size_t>(1, beyond.size() / 16);
                for (std::size_t i = 0; i < beyond.size() && !larger; i += step)
                    larger = couldMeet(beyond[i]);
            }
        }
        out.limit = larger ? CountLimit::LargestJob : CountLimit::Deadline;
        if (!layout)
            out.nearest = out.largest;
        for (auto it = listed.rbegin(); layout && it != listed.rend() && it - listed.rbegin() < 16; ++it)
            if (fits(a, *it)) {
                out.nearest = *it;
                break;
            }
        return out;
    }
    const int last = static_cast<int>(std::min<double>(out.largest, kCountsOverFewest * *first));
    std::vector<int> band;
    if (layout) {
        for (int n : listed)
            if (n >= *first && n <= last)
                band.push_back(n);
    } else {
        for (int n = *first; n <= last; ++n)
            band.push_back(n);
    }
    // A TPU job runs as one slice or as whole multi-host slices of one shape: only such counts are priced, so that
    // the answer is one the exports can run (catalog/TpuSlices.h).
    if (a.deploy && a.deploy->tpu() && !tpuShapes(a.deploy->gkeAccelerator).empty())
        std::erase_if(band, [&](int n) { return tpuLayout(n * perNode, a.deploy->gkeAccelerator).slices == 0; });
    // The plan's own count on the plan's own accelerator, so that the plan is a point of the space.
    const int own = plan_.goodput.nodes;
    if (a.id == planAccelerator_ && own >= from && own <= out.largest && fits(a, own) &&
        std::find(band.begin(), band.end(), own) == band.end()) {
        band.push_back(own);
        std::sort(band.begin(), band.end());
    }
    out.nodes = std::move(band);
    return out;
}

std::vector<Duration> OptimizeSpace::intervals(const GoodputInputs& in) const
{
    std::vector<Duration> out;
    auto add = [&](double hours) {
        const InputRange* range = findInputRange("runtime.checkpoint_interval");
        double h = std::clamp(hours, range->minimum, range->maximum);
        if (in.fastTier)
            h = std::max(h, in.fastInterval.inHours());
        const Duration d = Duration::hours(h);
        if (std::none_of(out.begin(), out.end(), [&](Duration x) { return x == d; }))
            out.push_back(d);
    };
    try {
        const CheckpointOptima o = checkpointOptima(resolve(in));
        if (o.defined && std::isfinite(o.daly) && o.daly > 0)
            for (double f : {0.5, 1.0 / std::sqrt(2.0), 1.0, std::sqrt(2.0), 2.0})
                add(std::max(1.0, std::round(o.daly * f * 60.0)) / 60.0);
    } catch (const Error&) {
        // resolve() refused the point: the plan's interval alone
    }
    add(plan_.goodput.checkpointInterval.inHours());
    return out;
}

GoodputInputs OptimizeSpace::inputsOf(const Configuration& c) const
{
    GoodputInputs q = plan_.goodput;
    setInputs(q, c);
    return q;
}

OptimizeSpace::Key OptimizeSpace::keyOf(const Configuration& c)
{
    const auto ms = [](Duration d) { return static_cast<std::int64_t>(std::llround(d.inHours() * 3.6e6)); };
    return {c.nodes, c.provisioning == Provisioning::Spot, provisioningWaits(c.provisioning) ? ms(c.initialWait) : 0,
            c.hotSpares, c.fastTier ? 1 : 0, ms(c.checkpointInterval)};
}

std::shared_ptr<const GoodputEvaluation> OptimizeSpace::model(const Configuration& c) const
{
    Key key = keyOf(c);
    // A pool that no request found empty serves as any larger pool does: the same draws, the same swaps, the same
    // evaluation to the last bit (more spares change the cost alone).
    const PoolKey pool{std::get<0>(key), std::get<1>(key), std::get<2>(key), std::get<4>(key), std::get<5>(key)};
    {
        std::lock_guard lock(mutex_);
        if (auto it = saturated_.find(pool); it != saturated_.end() && it->second <= c.hotSpares)
            std::get<3>(key) = it->second;
        if (auto it = memo_.find(key); it != memo_.end())
            return it->second;
    }
    GoodputEvaluation e;
    try {
        e = evaluateGoodput(inputsOf(c));
    } catch (const Error&) {
        e.productive = 0; // recovery fills the window at this scale: no progress
        e.scheduling = e.runtime = 0;
    }
    auto g = std::make_shared<const GoodputEvaluation>(e);
    std::lock_guard lock(mutex_);
    if (memo_.emplace(key, g).second)
        ++evaluations_;
    if (c.hotSpares > 0 && e.spareShortfall == 0 && e.spareShortfallError == 0) {
        auto [it, added] = saturated_.emplace(pool, c.hotSpares);
        if (!added)
            it->second = std::min(it->second, c.hotSpares);
    }
    return g;
}

Candidate OptimizeSpace::evaluate(const Accelerator& a, const Configuration& c) const
{
    const GoodputInputs q = inputsOf(c);
    const std::shared_ptr<const GoodputEvaluation> g = model(c);
    Candidate out;
    out.config = c;
    // Priced at the candidate's count; a measured throughput's MFU as measured at the plan's own count.
    GoodputInputs priced = q;
    priced.nodes = plan_.goodput.nodes;
    out.estimate = estimateCost(a, run_, priced, *g, a.id == measuredOn_, c.nodes);
    out.scheduling = g->scheduling;
    out.runtime = g->runtime;
    out.mlProductivity = g->scheduling * g->runtime * programGoodputOf(*g, out.estimate.mfu);
    return out;
}

bool cheaper(const Candidate& x, const Candidate& y)
{
    if (x.estimate.cost != y.estimate.cost)
        return x.estimate.cost < y.estimate.cost;
    return x.estimate.days < y.estimate.days;
}

Candidate OptimizeSpace::bestInterval(const Accelerator& a, Configuration c) const
{
    // The lowest cost, then the fewest days, then the first tried. Cost and days fall as the productive share
    // rises, and the share rises and then falls with the interval (saves against lost work): from Daly's optimum,
    // the search walks towards the better neighbour until neither is better.
    const std::vector<Duration> tried = intervals(inputsOf(c));
    std::vector<std::size_t> order(tried.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) { return tried[x] < tried[y]; });
    std::vector<std::optional<Candidate>> at(tried.size());
    auto get = [&](std::size_t pos) -> const Candidate& {
        if (!at[pos]) {
            c.checkpointInterval = tried[order[pos]];
            at[pos] = evaluate(a, c);
        }
        return *at[pos];
    };
    auto better = [&](std::size_t x, std::size_t y) { // by position in `order`
        const Candidate &u = get(x), &v = get(y);
        if (cheaper(u, v) || cheaper(v, u))
            return cheaper(u, v);
        return order[x] < order[y];
    };
    // Daly's optimum is the third tried where it is defined; else the plan's own, alone.
    std::size_t pos = static_cast<std::size_t>(std::find(order.begin(), order.end(), std::min<std::size_t>(2, tried.size() - 1)) - order.begin());
    for (;;) {
        if (pos > 0 && better(pos - 1, pos))
            --pos;
        else if (pos + 1 < order.size() && better(pos + 1, pos))
            ++pos;
        else
            return get(pos);
    }
}

std::vector<Candidate> OptimizeSpace::point(const Accelerator& a, int nodes, const ProvisioningProfile& profile) const
{
    std::vector<Candidate> out;
    for (bool fast : fastTiers())
        for (int k : spares(nodes, profile))
            out.push_back(bestInterval(a, configuration(a.id, nodes, profile, k, fast)));
    return out;
}

DeadlineRisk OptimizeSpace::risk(const Candidate& c, const SimulationControl& control) const
{
    const CostEstimate& e = c.estimate;
    const double running = e.runningDays * 24.0;
    if (!std::isfinite(running) || !(running > 0) || !std::isfinite(e.productiveHours)) {
        DeadlineRisk none;
        none.wallHoursP50 = none.wallHoursP90 = kInf;
        return none;
    }
    const GoodputInputs q = inputsOf(c.config);
    const double firstWait = provisioningWaits(q.provisioning) ? q.initialWait.inHours() : 0.0;
    const double later = e.waitHours - firstWait, share = e.productiveHours / running;
    // The simulation sees what the model sees, and the work, the waits and the share: provisionings alike in those
    // (a reservation and DWS calendar, each committed for its own term) share one simulation.
    // A step time the step model predicts is drawn from its held-out error (docs/model.md section 24), a measured
    // one from the measurement's own band; the plan's or the catalog's figure is taken as it is.
    const bool modelled = e.mfuSource == MfuSource::Layout;
    const double measuredBand = e.mfuSource == MfuSource::Measured ? run_.measuredBand.value_or(0) : 0.0;
    const RiskKey key{keyOf(c.config), e.productiveHours, later, share, modelled ? -1.0 : measuredBand};
    {
        std::lock_guard lock(mutex_);
        if (auto it = risks_.find(key); it != risks_.end())
            return it->second;
    }
    SimulationOptions o;
    o.runs = goal_.runs;
    o.seed = plan_.simulation.seed;
    o.threads = 1;
    DeadlineRisk out;
    try {
        const std::vector<double> measured = measuredStepRatios(measuredBand);
        out = deadlineRisk(resolve(q), e.productiveHours, deadline_, later, share, o, control,
                           modelled ? heldOutStepRatios() : std::span<const double>(measured));
    } catch (const Error&) {
        // Beyond the simulation's event budget: the risk is unknown, and the candidate is not confirmed.
        out.wallHoursP50 = out.wallHoursP90 = kInf;
    }
    if (!control.stop()) { // a simulation cut short is not kept
        std::lock_guard lock(mutex_);
        risks_.emplace(key, out);
    }
    return out;
}

bool OptimizeSpace::meetsInExpectation(const Candidate& c) const
{
    return c.estimate.memory.fits && std::isfinite(c.estimate.cost) && c.estimate.meetsDeadline;
}

bool OptimizeSpace::allows(const Configuration& c) const
{
    return std::any_of(accelerators_.begin(), accelerators_.end(),
                       [&](const Accelerator* a) { return a->id == c.accelerator; }) &&
           std::any_of(provisioning_.begin(), provisioning_.end(),
                       [&](const ProvisioningProfile& p) { return p.provisioning == c.provisioning; });
}

bool OptimizeSpace::withinBudget(const Candidate& c) const
{
    return !goal_.budget || c.estimate.cost <= *goal_.budget;
}

bool OptimizeSpace::meetsGoal(const Candidate& c) const
{
    return meetsInExpectation(c) && withinBudget(c) && c.risk && c.risk->probability >= goal_.confidence - 1e-12;
}

std::int64_t OptimizeSpace::spaceSize(const std::vector<Counts>& counts) const
{
    std::int64_t n = 0;
    for (const Counts& c : counts)
        for (int nodes : c.nodes)
            for (const ProvisioningProfile& p : provisioning_)
                n += static_cast<std::int64_t>(spares(nodes, p).size());
    return n * static_cast<std::int64_t>(fastTiers().size()) * 6;
}

int OptimizeSpace::mostSpares(const std::vector<Counts>& counts) const
{
    int most = 0;
    for (const Counts& c : counts)
        if (!c.nodes.empty())
            for (const ProvisioningProfile& p : provisioning_)
                most = std::max(most, spares(c.nodes.back(), p).back());
    return most;
}

std::int64_t OptimizeSpace::modelEvaluations() const
{
    std::lock_guard lock(mutex_);
    return evaluations_;
}

} // namespace gp
