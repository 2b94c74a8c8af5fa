#include "plan/Optimize.h"

#include "plan/OptimizeText.h"

#include "goodput/VectorState.h"
#include "io/Error.h"
#include "plan/Plan.h"
#include "plan/Pricing.h"
#include "plan/Scenarios.h"

#include <algorithm>
#include <exception>
#include <cmath>
#include <mutex>
#include <queue>
#include <thread>

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

bool cheaper(const Candidate& x, const Candidate& y)
{
    if (x.estimate.cost != y.estimate.cost)
        return x.estimate.cost < y.estimate.cost;
    return x.estimate.days < y.estimate.days;
}

struct CostlierFirst {
    bool operator()(const Candidate& x, const Candidate& y) const { return cheaper(y, x); }
};

// One accelerator under one provisioning, searched best first (docs/model.md section 24).
struct Task {
    const Accelerator* accelerator = nullptr;
    const ProvisioningProfile* profile = nullptr;
    const OptimizeSpace::Counts* counts = nullptr;
    struct Point {
        int nodes;
        double bound;
    };
    std::vector<Point> points; // the counts that could meet the deadline, by their cost bound
    std::size_t next = 0;      // the first point not yet evaluated
    std::int64_t prunedDeadline = 0;
    std::vector<Candidate> evaluated; // every candidate priced, for the front
    std::optional<Candidate> best;       // the cheapest that meets the goal
    std::optional<Candidate> overBudget; // the cheapest that meets the deadline with confidence, over the budget
    std::optional<Candidate> likeliest;  // of those simulated that missed the confidence, the likeliest in time
    std::optional<Candidate> soonest;    // of all evaluated, the soonest in expectation
    std::int64_t simulated = 0;
    bool cancelled = false;

    void prepare(const OptimizeSpace& space)
    {
        for (int n : counts->nodes) {
            if (!space.couldMeetDeadline(*accelerator, n, *profile)) {
                ++prunedDeadline;
                continue;
            }
            points.push_back({n, space.costBound(*accelerator, n, *profile)});
        }
        std::stable_sort(points.begin(), points.end(), [](const Point& x, const Point& y) { return x.bound < y.bound; });
    }

    void expand(const OptimizeSpace& space, std::priority_queue<Candidate, std::vector<Candidate>, CostlierFirst>* heap)
    {
        for (Candidate& c : space.point(*accelerator, points[next].nodes, *profile)) {
            if (!soonest || c.estimate.days < soonest->estimate.days)
                soonest = c;
            if (heap && space.meetsInExpectation(c))
                heap->push(c);
            evaluated.push_back(std::move(c));
        }
        ++next;
    }

    void search(const OptimizeSpace& space, const OptimizeControl& control)
    {
        prepare(space);
        std::priority_queue<Candidate, std::vector<Candidate>, CostlierFirst> heap;
        const SimulationControl sc{control.cancel, nullptr};
        for (;;) {
            if (control.cancel && control.cancel->load(std::memory_order_relaxed)) {
                cancelled = true;
                return;
            }
            const bool more = next < points.size();
            // Strictly below the next bound: a point at the same cost may be sooner, which breaks the tie.
            if (!heap.empty() && (!more || heap.top().estimate.cost < points[next].bound)) {
                Candidate c = heap.top();
                heap.pop();
                c.risk = space.risk(c, sc);
                ++simulated;
                const bool confident = c.risk->probability >= space.goal().confidence - 1e-12;
                if (confident && space.withinBudget(c)) {
                    best = std::move(c);
                    return;
                }
                if (confident) { // every candidate left costs at least as much: over the budget too
                    overBudget = std::move(c);
                    return;
                }
                if (!likeliest || c.risk->probability > likeliest->risk->probability)
                    likeliest = std::move(c);
                continue;
            }
            if (!more)
                return;
            expand(space, &heap);
        }
    }

    // The points left whose bound is under `cap`, evaluated for the front.
    void widen(const OptimizeSpace& space, double cap, const OptimizeControl& control)
    {
        while (next < points.size() && points[next].bound < cap) {
            if (control.cancel && control.cancel->load(std::memory_order_relaxed))
                return;
            expand(space, nullptr);
        }
    }

    std::int64_t prunedBound() const { return static_cast<std::int64_t>(points.size() - next); }
};

// The tasks on the machine's cores. An error in one (a gp::Error of the model) stops the others at their next task
// and is thrown again once every thread is joined.
void runTasks(std::vector<Task>& tasks, const OptimizeControl& control, auto work)
{
    std::atomic<std::size_t> next{0};
    std::mutex failed;
    std::exception_ptr error;
    auto worker = [&] {
        clearUpperVectorState();
        for (;;) {
            const std::size_t i = next.fetch_add(1);
            if (i >= tasks.size())
                return;
            try {
                work(tasks[i]);
            } catch (...) {
                std::lock_guard lock(failed);
                if (!error)
                    error = std::current_exception();
                next.store(tasks.size());
                return;
            }
            if (control.done)
                control.done->fetch_add(1);
        }
    };
    int threads = control.threads > 0 ? control.threads : static_cast<int>(std::thread::hardware_concurrency());
    threads = std::clamp(threads, 1, 16);
    std::vector<std::thread> pool;
    for (int t = 1; t < std::min<int>(threads, static_cast<int>(tasks.size())); ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread& t : pool)
        t.join();
    if (error)
        std::rethrow_exception(error);
}

// Of the candidates that meet the deadline in expectation within the budget and cost at most `cap`: the front of
// cost against expected days, then simulated, the front of cost against p90 days.
std::vector<Candidate> paretoFront(const OptimizeSpace& space, std::vector<Candidate> pool, double cap,
                                   const std::optional<Candidate>& recommended, std::int64_t& simulated,
                                   const SimulationControl& control)
{
    constexpr std::size_t kMostPoints = 40;
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
    for (Candidate& c : front)
        if (!c.risk) {
            c.risk = space.risk(c, control);
            ++simulated;
        }
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

int priority(Binding b)
{
    switch (b) {
    case Binding::Budget: return 5;
    case Binding::Confidence: return 4;
    case Binding::Deadline: return 3;
    case Binding::LargestJob: return 2;
    case Binding::Memory: return 1;
    default: return 0;
    }
}

Binding limitBinding(OptimizeSpace::CountLimit l)
{
    switch (l) {
    case OptimizeSpace::CountLimit::Memory: return Binding::Memory;
    case OptimizeSpace::CountLimit::LargestJob: return Binding::LargestJob;
    default: return Binding::Deadline;
    }
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

namespace {

std::vector<Task> makeTasks(const OptimizeSpace& space, const std::vector<OptimizeSpace::Counts>& counts)
{
    std::vector<Task> tasks;
    for (std::size_t i = 0; i < space.accelerators().size(); ++i)
        for (const ProvisioningProfile& p : space.provisioning()) {
            Task t;
            t.accelerator = space.accelerators()[i];
            t.profile = &p;
            t.counts = &counts[i];
            tasks.push_back(std::move(t));
        }
    return tasks;
}

// The plan's own configuration and each scenario's, with the scenario's other inputs: the recommendation instead
// when one meets the goal at a lower cost, so that the search is never worse than where it started.
void addStartingPoints(const Plan& plan, const OptimizeGoal& goal, const OptimizeSpace& space, OptimizeResult& r,
                       const SimulationControl& sc)
{
    auto consider = [&](const OptimizeSpace& own, Candidate& c) {
        c.risk = own.risk(c, sc);
        ++r.simulated;
        if (own.allows(c.config) && own.meetsGoal(c) && (!r.recommended || cheaper(c, *r.recommended)))
            r.recommended = c;
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
}

// One accelerator's runner-up: its best, or the constraint that bound it with its nearest candidate.
RunnerUp runnerUpOf(const Accelerator& a, const OptimizeSpace::Counts& counts, const std::vector<Task>& tasks)
{
    RunnerUp u;
    u.accelerator = a.id;
    u.reason = counts.limit == OptimizeSpace::CountLimit::None ? Binding::Deadline : limitBinding(counts.limit);
    for (const Task& t : tasks) {
        if (t.accelerator != &a)
            continue;
        auto consider = [&](Binding b, const std::optional<Candidate>& c, auto better) {
            if (!c)
                return;
            if (priority(b) > priority(u.reason) && u.reason != Binding::Cost) {
                u.reason = b;
                u.best = c;
            } else if (b == u.reason && (!u.best || better(*c, *u.best))) {
                u.best = c;
            }
        };
        if (t.best && (u.reason != Binding::Cost || cheaper(*t.best, *u.best))) {
            u.reason = Binding::Cost;
            u.best = t.best;
        }
        if (u.reason == Binding::Cost)
            continue;
        consider(Binding::Budget, t.overBudget, cheaper);
        consider(Binding::Confidence, t.likeliest,
                 [](const Candidate& x, const Candidate& y) { return x.risk->probability > y.risk->probability; });
        consider(Binding::Deadline, t.soonest,
                 [](const Candidate& x, const Candidate& y) { return x.estimate.days < y.estimate.days; });
    }
    return u;
}

// Whether `u`, which missed the goal, comes nearer to it than the nearest so far.
bool nearer(const RunnerUp& u, const std::optional<Candidate>& nearest, Binding nearestBinding)
{
    if (u.reason == Binding::Cost || !u.best)
        return false;
    if (priority(u.reason) != priority(nearestBinding))
        return priority(u.reason) > priority(nearestBinding);
    if (!nearest)
        return true;
    switch (u.reason) {
    case Binding::Budget: return cheaper(*u.best, *nearest);
    case Binding::Confidence: return u.best->risk->probability > nearest->risk->probability;
    default: return u.best->estimate.days < nearest->estimate.days;
    }
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

// The runners-up, the counts of the search and, when nothing meets the goal, the nearest.
void summarize(const OptimizeSpace& space, const std::vector<OptimizeSpace::Counts>& counts,
               const std::vector<Task>& tasks, const Catalog& catalog, OptimizeResult& r)
{
    for (const Task& t : tasks) {
        r.evaluated += static_cast<std::int64_t>(t.evaluated.size());
        r.prunedBound += t.prunedBound();
        r.prunedDeadline += t.prunedDeadline;
        r.simulated += t.simulated;
    }
    for (std::size_t i = 0; i < space.accelerators().size(); ++i) {
        RunnerUp u = runnerUpOf(*space.accelerators()[i], counts[i], tasks);
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

    std::vector<OptimizeSpace::Counts> counts;
    for (const Accelerator* a : space.accelerators())
        counts.push_back(space.counts(*a));
    r.candidates = space.spaceSize(counts);
    std::vector<Task> tasks = makeTasks(space, counts);
    if (control.total)
        control.total->store(static_cast<int>(tasks.size()));
    runTasks(tasks, control, [&](Task& t) { t.search(space, control); });
    const SimulationControl sc{control.cancel, nullptr};
    if (control.cancel && control.cancel->load()) {
        r.cancelled = true;
        return r;
    }
    // Each accelerator and provisioning's best; the recommendation is the cheapest of them, or a starting point.
    for (const Task& t : tasks)
        if (t.best)
            r.top.push_back(*t.best);
    std::sort(r.top.begin(), r.top.end(), cheaper);
    if (!r.top.empty())
        r.recommended = r.top.front();
    addStartingPoints(plan, goal, space, r, sc);
    // The front: the points whose bound is within half again the recommendation's cost, evaluated too.
    if (r.recommended) {
        const double cap = 1.5 * r.recommended->estimate.cost;
        runTasks(tasks, {control.cancel, nullptr, control.threads, nullptr},
                 [&](Task& t) { t.widen(space, cap, control); });
        std::vector<Candidate> pool;
        for (const Task& t : tasks)
            pool.insert(pool.end(), t.evaluated.begin(), t.evaluated.end());
        r.pareto = paretoFront(space, std::move(pool), cap, r.recommended, r.simulated, sc);
    }
    if (control.cancel && control.cancel->load()) { // a risk cut short holds no figure
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
    std::optional<Candidate> best;
    auto consider = [&](Candidate c) {
        if (!space.meetsInExpectation(c) || !space.withinBudget(c))
            return;
        c.risk = space.risk(c);
        if (space.meetsGoal(c) && (!best || cheaper(c, *best)))
            best = std::move(c);
    };
    for (const Accelerator* a : space.accelerators()) {
        const OptimizeSpace::Counts counts = space.counts(*a);
        for (const ProvisioningProfile& p : space.provisioning())
            for (int n : counts.nodes)
                for (Candidate& c : space.point(*a, n, p))
                    consider(std::move(c));
    }
    const Catalog catalog = effectiveCatalog(plan);
    if (const Accelerator* a = catalog.find(space.planAccelerator()); a && space.allows(yoursOf(space)))
        consider(space.evaluate(*a, yoursOf(space)));
    return best;
}

} // namespace gp
