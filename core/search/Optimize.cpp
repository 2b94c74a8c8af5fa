#include "search/Optimize.h"

#include "search/OptimizeTask.h"
#include "search/OptimizeText.h"

#include "goodput/Parallel.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "plan/Pricing.h"
#include "plan/Scenarios.h"

#include <algorithm>
#include <cmath>
#include <queue>
#include <limits>

namespace gp {

std::string_view bindingId(Binding b)
{
    switch (b) {
    case Binding::None: return "none";
    case Binding::Memory: return "memory";
    case Binding::LargestJob: return "largest_job";
    case Binding::Deadline: return "deadline";
    case Binding::Budget: return "budget";
    case Binding::Confidence: return "confidence";
    case Binding::Cost: return "cost";
    }
    return "none";
}

namespace {

using search::kInfinity;
using search::Task;

// Work items 0 to count - 1 on the machine's cores (goodput/Parallel.h).
void runParallel(std::size_t count, const OptimizeControl& control, auto work)
{
    std::function<void(int)> done;
    if (control.progressed)
        done = [&control, count](int n) { control.progressed(n, static_cast<int>(count)); };
    parallelFor(count, control.threads, work, done);
}

// Each task, or those `which` picks, on the machine's cores.
void runTasks(std::vector<Task>& tasks, const OptimizeControl& control, auto work)
{
    runParallel(tasks.size(), control, [&](std::size_t i) { work(tasks[i]); });
}

// Of the candidates that meet the deadline in expectation within the budget and cost at most `cap`: the front of
// cost against expected days, then simulated, the front of cost against p90 days.
std::vector<Candidate> paretoFront(const OptimizeSpace& space, std::vector<Candidate> pool, double cap,
                                   const std::optional<Candidate>& recommended, std::int64_t& simulated,
                                   const SimulationControl& control, int threads)
{
    constexpr std::size_t kMostPoints = 20;
    std::erase_if(pool, [&](const Candidate& c) {
        return !space.meetsInExpectation(c) || !space.withinBudget(c) || !(c.estimate.cost <= cap);
    });
    std::sort(pool.begin(), pool.end(), cheaper);
    std::vector<Candidate> front;
    for (Candidate& c : pool)
        if (front.empty() || c.estimate.days < front.back().estimate.days)
            front.push_back(std::move(c));
    if (front.size() > kMostPoints) {
        std::vector<Candidate> thin;
        for (std::size_t j = 0; j < kMostPoints; ++j)
            thin.push_back(front[j * (front.size() - 1) / (kMostPoints - 1)]);
        front = std::move(thin);
    }
    std::vector<Candidate*> unknown;
    for (Candidate& c : front)
        if (!c.risk)
            unknown.push_back(&c);
    // Each risk is a simulation of its own, with its own seed: on every core, the same figures.
    runParallel(unknown.size(), {control.cancelled, {}, threads},
                [&](std::size_t i) { unknown[i]->risk = space.risk(*unknown[i], control); });
    simulated += static_cast<std::int64_t>(unknown.size());
    if (recommended && std::none_of(front.begin(), front.end(), [&](const Candidate& c) {
            return c.config == recommended->config;
        }))
        front.push_back(*recommended);
    std::sort(front.begin(), front.end(), cheaper);
    std::vector<Candidate> out;
    for (Candidate& c : front)
        if (out.empty() || c.risk->wallHoursP90 < out.back().risk->wallHoursP90)
            out.push_back(std::move(c));
    return out;
}

// The plan's own configuration in the space's terms.
Configuration yoursOf(const OptimizeSpace& space)
{
    const Plan& plan = space.plan();
    const GoodputInputs& in = plan.goodput;
    return {space.planAccelerator(), in.nodes,           in.provisioning, in.initialWait,
            in.hotSpares,           in.checkpointInterval, in.fastTier};
}

} // namespace

OptimizeGoal goalOf(const Plan& plan)
{
    OptimizeGoal goal;
    const SearchGoal& s = plan.training.search;
    goal.budget = s.budget;
    goal.confidence = s.confidence;
    goal.accelerators = s.accelerators;
    goal.provisioning = s.provisioning;
    return goal;
}

const OptimizeResult& planSearch(const Evaluation& ev)
{
    if (!ev.keptPlanSearch())
        ev.keepPlanSearch(std::make_shared<const OptimizeResult>(optimize(*ev.plan, goalOf(*ev.plan))));
    return *ev.keptPlanSearch();
}

namespace {

std::vector<Task> makeTasks(const OptimizeSpace& space, const std::vector<OptimizeSpace::Counts>& counts)
{
    std::vector<Task> tasks;
    for (std::size_t i = 0; i < space.accelerators().size(); ++i)
        for (const ProvisioningProfile& p : space.provisioning()) {
            Task t;
            t.space = &space;
            t.accelerator = space.accelerators()[i];
            t.profile = &p;
            t.counts = &counts[i];
            tasks.push_back(std::move(t));
        }
    return tasks;
}

// The plan's own configuration and each scenario's, with the scenario's other inputs, evaluated and simulated: the
// recommendation instead when one meets the goal at a lower cost (or wins a tie), so that the search is never worse
// than where it started. Returns those that meet the goal.
std::vector<Candidate> startingPoints(const Plan& plan, const OptimizeGoal& goal, const OptimizeSpace& space,
                                      OptimizeResult& r, const SimulationControl& sc)
{
    std::vector<Candidate> meeting;
    auto consider = [&](const OptimizeSpace& own, Candidate& c) {
        c.risk = own.risk(c, sc);
        ++r.simulated;
        if (own.allows(c.config) && own.meetsGoal(c))
            meeting.push_back(c);
    };
    const Catalog catalog = effectiveCatalog(plan);
    if (const Accelerator* a = catalog.find(space.planAccelerator())) {
        Candidate yours = space.evaluate(*a, yoursOf(space));
        consider(space, yours);
        r.yours = std::move(yours);
    }
    for (const Scenario& s : plan.scenarios) {
        Plan variant;
        try {
            variant = scenarioPlan(plan, s.name);
        } catch (const Error&) {
            continue; // a scenario this plan makes invalid (a throughput measured elsewhere) starts nothing
        }
        if (variant.kind != PlanKind::Training)
            continue;
        OptimizeGoal sameGoal = goal;
        sameGoal.deadlineHours = space.deadlineHours();
        const OptimizeSpace other(variant, sameGoal);
        const Catalog variantCatalog = effectiveCatalog(variant);
        const Accelerator* a = variantCatalog.find(other.planAccelerator());
        if (!a)
            continue;
        Candidate c = other.evaluate(*a, yoursOf(other));
        c.scenario = s.name;
        consider(other, c);
        r.scenarios.push_back(std::move(c));
    }
    return meeting;
}

// With no count of any accelerator able to meet the deadline: the soonest at the most nodes each can take.
void nearestAtTheMost(const OptimizeSpace& space, const std::vector<OptimizeSpace::Counts>& counts, OptimizeResult& r)
{
    for (std::size_t i = 0; i < space.accelerators().size(); ++i) {
        if (!counts[i].nearest)
            continue;
        for (const ProvisioningProfile& p : space.provisioning())
            for (Candidate& c : space.point(*space.accelerators()[i], *counts[i].nearest, p))
                if (c.estimate.memory.fits && std::isfinite(c.estimate.days) &&
                    (!r.nearest || c.estimate.days < r.nearest->estimate.days)) {
                    r.nearestBinding = Binding::Deadline;
                    r.nearest = std::move(c);
                }
    }
}

// An accelerator none of whose points meets the deadline in expectation is bound by the deadline, at its soonest:
// the points skipped for their days bound are searched for it too.
void fillSoonest(const OptimizeSpace& space, std::vector<Task>& tasks, const OptimizeControl& control)
{
    std::vector<std::size_t> which;
    for (const Accelerator* a : space.accelerators()) {
        bool near = false;
        for (const Task& t : tasks)
            near = near || (t.accelerator == a && (t.best || t.overBudget || t.likeliest));
        for (std::size_t i = 0; i < tasks.size() && !near; ++i)
            if (tasks[i].accelerator == a)
                which.push_back(i);
    }
    runParallel(which.size(), control.quiet(),
                [&](std::size_t i) { tasks[which[i]].fillSoonest(); });
}

// The runners-up, the counts of the search and, when nothing meets the goal, the nearest.
void summarize(const OptimizeSpace& space, const std::vector<OptimizeSpace::Counts>& counts,
               const std::vector<Task>& tasks, const Catalog& catalog, OptimizeResult& r)
{
    for (const Task& t : tasks) {
        r.evaluated += static_cast<std::int64_t>(t.evaluated.size());
        r.prunedBound += t.notEvaluated(false);
        r.prunedDeadline += t.notEvaluated(true);
        r.simulated += t.simulated;
    }
    std::vector<TaskOutcome> outcomes;
    for (const Task& t : tasks)
        outcomes.push_back({t.accelerator, &t.best, &t.overBudget, &t.likeliest,
                            t.soonest ? &t.evaluated[*t.soonest].candidate : nullptr});
    for (std::size_t i = 0; i < space.accelerators().size(); ++i) {
        RunnerUp u = runnerUpOf(*space.accelerators()[i], counts[i].limit, outcomes);
        if (!r.recommended && nearer(u, r.nearest, r.nearestBinding)) {
            r.nearest = u.best;
            r.nearestBinding = u.reason;
        }
        if (r.recommended && r.recommended->config.accelerator == u.accelerator)
            continue;
        u.sentence = runnerUpSentence(catalog, u, r);
        r.runnersUp.push_back(std::move(u));
    }
    if (!r.recommended && !r.nearest)
        nearestAtTheMost(space, counts, r);
}

// The tasks whose candidates can still matter, to be simulated next: those that may hold the recommendation or a
// tie with it (their cheapest left within the tolerance of the cheapest known), or their accelerator's best (no
// more than it; where it has none yet, its task with the cheapest left), or, while fewer than kTopExact bests
// are sure to be the cheapest, the task with the cheapest left of all.
std::vector<std::size_t> needed(const OptimizeSpace& space, const std::vector<Task>& tasks,
                                const std::vector<Candidate>& starts)
{
    double known = kInfinity;
    for (const Candidate& c : starts)
        known = std::min(known, c.estimate.cost);
    for (const Task& t : tasks)
        if (t.best)
            known = std::min(known, t.best->estimate.cost);
    std::vector<std::size_t> out;
    for (const Accelerator* a : space.accelerators()) {
        double own = kInfinity;
        std::optional<std::size_t> next;
        for (std::size_t i = 0; i < tasks.size(); ++i)
            if (tasks[i].accelerator == a) {
                if (tasks[i].best)
                    own = std::min(own, tasks[i].best->estimate.cost);
                if (tasks[i].lowest() < kInfinity && (!next || tasks[i].lowest() < tasks[*next].lowest()))
                    next = i;
            }
        for (std::size_t i = 0; i < tasks.size(); ++i) {
            const double l = tasks[i].lowest();
            if (tasks[i].accelerator == a && l < kInfinity &&
                ((own < kInfinity && l <= own) || (known < kInfinity && l <= known * (1.0 + kCostTolerance)) ||
                 (own == kInfinity && i == next)))
                out.push_back(i);
        }
    }
    if (!out.empty())
        return out;
    std::vector<double> bests;
    std::optional<std::size_t> next;
    for (std::size_t i = 0; i < tasks.size(); ++i) {
        if (tasks[i].best)
            bests.push_back(tasks[i].best->estimate.cost);
        if (tasks[i].lowest() < kInfinity && (!next || tasks[i].lowest() < tasks[*next].lowest()))
            next = i;
    }
    if (next && std::count_if(bests.begin(), bests.end(), [&](double b) { return b < tasks[*next].lowest(); }) <
                    static_cast<std::ptrdiff_t>(kTopExact))
        out.push_back(*next);
    return out;
}

// Only the tasks that can still matter simulate (needed()), round after round, each round on every core.
void resolve(const OptimizeSpace& space, std::vector<Task>& tasks, const std::vector<Candidate>& starts,
             const OptimizeControl& control)
{
    for (;;) {
        const std::vector<std::size_t> which = needed(space, tasks, starts);
        if (which.empty() || control.stop())
            return;
        runParallel(which.size(), control.quiet(),
                    [&](std::size_t i) { tasks[which[i]].search(control, true); });
    }
}

// The tie rule's candidates: every task whose best is within the tolerance of the cheapest searches on to it.
std::vector<Candidate> withTies(std::vector<Task>& tasks, std::vector<Candidate> pool, const OptimizeControl& control)
{
    for (const Task& t : tasks)
        if (t.best)
            pool.push_back(*t.best);
    const auto cheapest = std::min_element(pool.begin(), pool.end(), cheaper);
    if (cheapest == pool.end())
        return pool;
    const double limit = cheapest->estimate.cost * (1.0 + kCostTolerance);
    runTasks(tasks, control.quiet(), [&](Task& t) {
        if (t.best && t.best->estimate.cost <= limit)
            t.gatherTies(limit, control);
    });
    for (const Task& t : tasks)
        pool.insert(pool.end(), t.ties.begin(), t.ties.end());
    return pool;
}

// The front: the points whose bound is within half again the recommendation's cost, evaluated too, but for those
// that a cheaper candidate at least as soon keeps off it.
void findFront(const OptimizeSpace& space, std::vector<Task>& tasks, OptimizeResult& r, const OptimizeControl& control)
{
    const double cap = 1.5 * r.recommended->estimate.cost;
    auto standing = [&](const Candidate& c) {
        return space.meetsInExpectation(c) && space.withinBudget(c) && c.estimate.cost <= cap;
    };
    // The candidates so far as a staircase: by cost, the fewest days of any at most that cost.
    std::vector<std::pair<double, double>> stairs;
    for (const Task& t : tasks)
        for (const Task::Evaluated& e : t.evaluated)
            if (standing(e.candidate))
                stairs.emplace_back(e.candidate.estimate.cost, e.candidate.estimate.days);
    std::sort(stairs.begin(), stairs.end());
    for (std::size_t i = 1; i < stairs.size(); ++i)
        stairs[i].second = std::min(stairs[i].second, stairs[i - 1].second);
    auto dominated = [&](double bound, double days) {
        const auto it = std::lower_bound(stairs.begin(), stairs.end(), std::make_pair(bound, -kInfinity));
        return it != stairs.begin() && std::prev(it)->second <= days;
    };
    runTasks(tasks, control.quiet(),
             [&](Task& t) { t.widen(cap, dominated, control); });
    std::vector<Candidate> pool;
    for (const Task& t : tasks)
        for (const Task::Evaluated& e : t.evaluated)
            pool.push_back(e.candidate);
    r.pareto = paretoFront(space, std::move(pool), cap, r.recommended, r.simulated, {control.cancelled, {}},
                           control.threads);
}

} // namespace

OptimizeResult optimize(const Plan& plan, const OptimizeGoal& goal, const OptimizeControl& control)
{
    if (plan.kind != PlanKind::Training)
        throw Error(ErrorCode::UnknownValue, "kind", "the search sizes a training run");
    const OptimizeSpace space(plan, goal);
    const Catalog catalog = effectiveCatalog(plan);
    OptimizeResult r;
    r.deadlineHours = space.deadlineHours();
    r.confidence = goal.confidence;
    r.budget = goal.budget;

    // Each accelerator's counts, on every core: its layouts are searched for them.
    std::vector<OptimizeSpace::Counts> counts(space.accelerators().size());
    runParallel(counts.size(), control.quiet(),
                [&](std::size_t i) { counts[i] = space.counts(*space.accelerators()[i]); });
    r.candidates = space.spaceSize(counts);
    r.limits.sparesTo = space.mostSpares(counts);
    r.limits.nodesOverFewest = OptimizeSpace::kCountsOverFewest;
    std::vector<Task> tasks = makeTasks(space, counts);
    runTasks(tasks, control, [&](Task& t) {
        t.prepare();
        t.search(control, false);
    });
    const SimulationControl sc{control.cancelled, {}};
    std::vector<Candidate> starts = startingPoints(plan, goal, space, r, sc);
    resolve(space, tasks, starts, control);
    if (control.stop()) {
        r.cancelled = true;
        return r;
    }
    // Each accelerator and provisioning's best; the recommendation is the cheapest of them or a starting point,
    // or what ties with it at a lower risk.
    for (const Task& t : tasks)
        if (t.best)
            r.top.push_back(*t.best);
    std::sort(r.top.begin(), r.top.end(), cheaper);
    choose(withTies(tasks, std::move(starts), control), r);
    if (r.recommended)
        findFront(space, tasks, r, control);
    fillSoonest(space, tasks, control);
    if (control.stop()) { // a risk cut short holds no figure
        r = {};
        r.cancelled = true;
        return r;
    }
    summarize(space, counts, tasks, catalog, r);
    r.modelEvaluations = space.modelEvaluations();
    explain(r, catalog);
    return r;
}

Plan applyCandidate(const Plan& plan, const Candidate& c)
{
    Plan out = applyConfiguration(c.scenario.empty() ? plan : scenarioPlan(plan, c.scenario), c.config);
    // The MFU it was priced with, and its source, stay the plan's: an accelerator the plan did not price runs at the
    // catalog's typical figure, which would otherwise give way to the plan's own figure once it is the one priced.
    if (c.estimate.mfuSource == MfuSource::Catalog) {
        out.training.programSource = ProgramSource::Catalog;
        out.goodput.mfu = c.estimate.mfu;
    }
    return out;
}

std::optional<Candidate> optimizeByBruteForce(const Plan& plan, const OptimizeGoal& goal)
{
    const OptimizeSpace space(plan, goal);
    OptimizeResult r;
    std::vector<Candidate> pool = startingPoints(plan, goal, space, r, {});
    for (const Accelerator* a : space.accelerators()) {
        const OptimizeSpace::Counts counts = space.counts(*a);
        for (const ProvisioningProfile& p : space.provisioning())
            for (int n : counts.nodes)
                for (Candidate& c : space.point(*a, n, p)) {
                    if (!space.meetsInExpectation(c) || !space.withinBudget(c))
                        continue;
                    c.risk = space.risk(c);
                    if (space.meetsGoal(c))
                        pool.push_back(std::move(c));
                }
    }
    choose(pool, r);
    return r.recommended;
}

} // namespace gp
