#include "plan/OptimizeSpace.h"

#include "goodput/InputRanges.h"
#include "io/Error.h"
#include "performance/RunLayout.h"
#include "plan/Plan.h"
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
    if (goal.maxSpares < 0 || goal.maxSpares > 64)
        throw Error(ErrorCode::OutOfRange, "spares", "0 to 64");
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

std::vector<int> OptimizeSpace::spares() const
{
    std::vector<int> out;
    for (int k = 0; k <= goal_.maxSpares; ++k)
        out.push_back(k);
    if (plan_.goodput.hotSpares > goal_.maxSpares)
        out.push_back(plan_.goodput.hotSpares);
    return out;
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

double OptimizeSpace::costBound(const Accelerator& a, int nodes, const ProvisioningProfile& profile) const
{
    const CostEstimate e = baseEstimate(a, run_, plan_.goodput, profile, a.id == measuredOn_, nodes);
    const double X = e.productiveHours;
    if (!std::isfinite(X))
        return kInf;
    const double G = static_cast<double>(nodes) * perNodeOf(plan_);
    double hours = X; // every hour productive: the least any spares and interval could bill
    if (profile.provisioning == Provisioning::DwsCalendar)
        hours = std::ceil(X / kCalendarBlockHours - 1e-9) * kCalendarBlockHours;
    if (const double term = commitmentTermHours(profile.provisioning); term > 0) {
        const double terms = std::max(1.0, std::ceil(X / term - 1e-9));
        hours = run_.commitmentUse * X + (1.0 - run_.commitmentUse) * terms * term;
    }
    double cost = G * e.pricePerHour * hours;
    if (plan_.goodput.checkpointStateGb > 0)
        cost += plan_.goodput.retainedCheckpoints * plan_.goodput.checkpointStateGb *
                builtinCatalog().checkpointStorage.perGbMonth * (X / kHoursPerMonth);
    return cost;
}

bool OptimizeSpace::couldMeetDeadline(const Accelerator& a, int nodes, const ProvisioningProfile& profile) const
{
    const CostEstimate e = baseEstimate(a, run_, plan_.goodput, profile, a.id == measuredOn_, nodes);
    if (!e.memory.fits || !std::isfinite(e.productiveHours))
        return false;
    const double wait = provisioningWaits(profile.provisioning) ? profile.initialWait.inHours() : 0.0;
    return wait * flexRequests(profile.provisioning, e.productiveHours) + e.productiveHours <= deadline_ + 1e-9;
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
        layout ? fewestLayoutAccelerators(run, a, perNode)
               : memoryFit(run.parameters, run.shape, run.optimizer, run.parallel, perNode, perNode, a.memoryGb)
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
    if (layout) {
        for (int n : listed)
            if (couldMeet(n)) {
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
    const int last = static_cast<int>(std::min<double>(out.largest, 4.0 * *first));
    std::vector<int> band;
    if (layout) {
        for (int n : listed)
            if (n >= *first && n <= last)
                band.push_back(n);
    } else {
        for (int n = *first; n <= last; ++n)
            band.push_back(n);
    }
    if (static_cast<int>(band.size()) > kMaxCounts) {
        // Evenly on a logarithmic scale, the fewest count always first.
        std::vector<int> thin;
        const double ratio = static_cast<double>(band.back()) / band.front();
        for (int j = 0; j < kMaxCounts; ++j) {
            const double target = band.front() * std::pow(ratio, static_cast<double>(j) / (kMaxCounts - 1));
            const auto it = std::lower_bound(band.begin(), band.end(), static_cast<int>(std::ceil(target - 1e-9)));
            if (it != band.end() && (thin.empty() || *it != thin.back()))
                thin.push_back(*it);
        }
        band = std::move(thin);
    }
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

Candidate OptimizeSpace::evaluate(const Accelerator& a, const Configuration& c) const
{
    const GoodputInputs q = inputsOf(c);
    const Key key{c.nodes, static_cast<int>(c.provisioning), c.hotSpares, c.fastTier ? 1 : 0,
                  static_cast<std::int64_t>(std::llround(c.checkpointInterval.inHours() * 3.6e6))};
    std::shared_ptr<const GoodputEvaluation> g;
    {
        std::lock_guard lock(mutex_);
        if (auto it = memo_.find(key); it != memo_.end())
            g = it->second;
    }
    if (!g) {
        GoodputEvaluation e;
        try {
            e = evaluateGoodput(q);
        } catch (const Error&) {
            e.productive = 0; // recovery fills the window at this scale: no progress
            e.scheduling = e.runtime = 0;
        }
        g = std::make_shared<const GoodputEvaluation>(e);
        std::lock_guard lock(mutex_);
        if (memo_.emplace(key, g).second)
            ++evaluations_;
    }
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

namespace {

bool cheaper(const Candidate& x, const Candidate& y)
{
    if (x.estimate.cost != y.estimate.cost)
        return x.estimate.cost < y.estimate.cost;
    return x.estimate.days < y.estimate.days;
}

} // namespace

Candidate OptimizeSpace::bestInterval(const Accelerator& a, Configuration c) const
{
    std::optional<Candidate> best;
    for (Duration tau : intervals(inputsOf(c))) {
        c.checkpointInterval = tau;
        Candidate x = evaluate(a, c);
        if (!best || cheaper(x, *best))
            best = std::move(x);
    }
    return *best;
}

std::vector<Candidate> OptimizeSpace::point(const Accelerator& a, int nodes, const ProvisioningProfile& profile) const
{
    std::vector<Candidate> out;
    for (bool fast : fastTiers())
        for (int k : spares()) {
            Configuration c{a.id, nodes, profile.provisioning, profile.initialWait, k,
                            plan_.goodput.checkpointInterval, fast};
            out.push_back(bestInterval(a, c));
        }
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
    SimulationOptions o;
    o.runs = goal_.runs;
    o.seed = plan_.simulation.seed;
    o.threads = 1;
    try {
        return deadlineRisk(resolve(q), e.productiveHours, deadline_, e.waitHours - firstWait,
                            e.productiveHours / running, o, control);
    } catch (const Error&) {
        // Beyond the simulation's event budget: the risk is unknown, and the candidate is not confirmed.
        DeadlineRisk unknown;
        unknown.wallHoursP50 = unknown.wallHoursP90 = kInf;
        return unknown;
    }
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
        n += static_cast<std::int64_t>(c.nodes.size());
    return n * static_cast<std::int64_t>(provisioning_.size() * spares().size() * fastTiers().size()) * 6;
}

std::int64_t OptimizeSpace::modelEvaluations() const
{
    std::lock_guard lock(mutex_);
    return evaluations_;
}

} // namespace gp
