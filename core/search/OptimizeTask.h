#pragma once

// The search of one accelerator under one provisioning (docs/model.md section 24): its points in the order of their
// cost bound, evaluated and simulated best first. Internal to search/Optimize.cpp, which alone includes it.

#include "search/Optimize.h"
#include "search/OptimizeSpace.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <queue>
#include <vector>

namespace gp::search {

inline constexpr double kInfinity = std::numeric_limits<double>::infinity();

// One accelerator under one provisioning, searched best first (docs/model.md section 24). Its points are a count,
// a fast tier and a number of spares; with one spare or more the share bound no longer depends on the number, so
// past the first spare the bounds of one count grow with the spares, and each count's spares enter the queue one
// after the other, as their turn comes.
struct Task {
    const OptimizeSpace* space = nullptr;
    const Accelerator* accelerator = nullptr;
    const ProvisioningProfile* profile = nullptr;
    const OptimizeSpace::Counts* counts = nullptr;
    struct Chain {
        int nodes;
        bool fast;
        std::vector<int> spares;
        // Its most spares, evaluated first once a point past the first spare comes up: more spares never lower
        // the share, so the share there (with the bound's slack) bounds every other point of the chain.
        std::optional<std::size_t> top;
        double topShare = 1.0;
        std::uint32_t last() const { return static_cast<std::uint32_t>(spares.size() - 1); }
        std::uint32_t end() const { return top ? last() : last() + 1; } // past the points still to take in turn
    };
    struct Point {
        double bound; // of its cost
        double days;  // of its wall days
        std::uint32_t chain;
        std::uint32_t spare; // index into its chain's spares; from 1 on, the rest of the chain follows it
        std::uint32_t order; // the order it was made in, which breaks a tie of bounds
    };
    struct LaterFirst {
        bool operator()(const Point& x, const Point& y) const
        {
            return x.bound != y.bound ? x.bound > y.bound : x.order > y.order;
        }
    };
    std::vector<Chain> chains;
    std::priority_queue<Point, std::vector<Point>, LaterFirst> queue; // the points not yet evaluated, by bound
    std::vector<Point> hopeless; // points whose days bound misses the deadline: evaluated only for the soonest
    std::uint32_t made = 0;
    std::int64_t points = 0;         // the task's points in the space
    std::int64_t prunedDeadline = 0; // of them, never evaluated: no goodput could meet the deadline there
    std::int64_t skipped = 0;        //   or, searched for the soonest, more spares were as soon
    struct Evaluated {
        Candidate candidate;
        double bound;
    };
    std::vector<Evaluated> evaluated; // every candidate priced, for the front
    struct CostlierFirst {
        const std::vector<Evaluated>* all;
        bool operator()(std::size_t x, std::size_t y) const { return cheaper((*all)[y].candidate, (*all)[x].candidate); }
    };
    // The evaluated candidates that meet the deadline in expectation, not yet simulated, cheapest on top.
    std::priority_queue<std::size_t, std::vector<std::size_t>, CostlierFirst> heap{CostlierFirst{&evaluated}};
    std::optional<Candidate> best;       // the cheapest that meets the goal
    std::vector<Candidate> ties;         // those that meet it within the tolerance of the cheapest of all
    std::optional<Candidate> overBudget; // the cheapest that meets the deadline with confidence, over the budget
    std::optional<Candidate> likeliest;  // of those simulated that missed the confidence, the likeliest in time
    std::optional<std::size_t> soonest;  // of all evaluated, the soonest in expectation (then the lowest bound)
    std::int64_t simulated = 0;
    bool resolved = false; // its best is found, or what bounds it: no candidate of it is left to simulate
    bool sparesHelp = false; // more spares never lower the share here (OptimizeSpace::sparesNeverSlow)
    bool cancelled = false;

    Configuration configurationOf(const Point& p) const
    {
        const Chain& c = chains[p.chain];
        return space->configuration(accelerator->id, c.nodes, *profile, c.spares[p.spare], c.fast);
    }

    // The point's bounds; it joins the queue, or the hopeless when it cannot meet the deadline in expectation.
    void add(std::uint32_t chain, std::uint32_t spare)
    {
        Point p{0, 0, chain, spare, made++};
        const Chain& c = chains[chain];
        const OptimizeSpace::Bound b = space->bound(*accelerator, configurationOf(p),
                                                    c.top ? c.topShare + OptimizeSpace::kShareSlack : 1.0);
        p.bound = b.cost;
        p.days = b.days;
        if (std::isfinite(b.days) && b.days * 24.0 <= space->deadlineHours() + 1e-9)
            queue.push(p);
        else
            hopeless.push_back(p);
    }

    // The rest of a chain after a point taken from it.
    void follow(const Point& p)
    {
        if (p.spare >= 1 && p.spare + 1 < chains[p.chain].end())
            add(p.chain, p.spare + 1);
    }

    std::int64_t remaining(const Point& p) const
    {
        return p.spare == 0 ? 1 : std::max<std::int64_t>(0, chains[p.chain].end() - p.spare);
    }

    // A point past the first spare whose chain's most spares are not yet evaluated: they are, first, and the point
    // goes back to the queue (or the hopeless) at its bound from theirs.
    bool topFirst(const Point& p)
    {
        Chain& c = chains[p.chain];
        if (!sparesHelp || p.spare == 0 || c.top || p.spare >= c.last())
            return false;
        Point top = p;
        top.spare = c.last();
        top.bound = space->bound(*accelerator, configurationOf(top)).cost;
        c.top = evaluate(top);
        const CostEstimate& e = evaluated[*c.top].candidate.estimate;
        const double running = e.runningDays * 24.0;
        c.topShare = running > 0 && std::isfinite(running) ? e.productiveHours / running : 0.0;
        add(p.chain, p.spare);
        return true;
    }

    void prepare()
    {
        heap = decltype(heap)(CostlierFirst{&evaluated}); // the task has found its place in memory
        const std::vector<bool> tiers = space->fastTiers();
        if (!counts->nodes.empty())
            sparesHelp = space->sparesNeverSlow(space->configuration(accelerator->id, counts->nodes.front(), *profile,
                                                                     1, false));
        for (int n : counts->nodes) {
            const std::vector<int> spares = space->spares(n, *profile);
            const auto size = static_cast<std::int64_t>(spares.size() * tiers.size());
            points += size;
            if (!space->couldMeetDeadline(*accelerator, n, *profile)) {
                prunedDeadline += size;
                continue;
            }
            for (bool fast : tiers) {
                const auto chain = static_cast<std::uint32_t>(chains.size());
                chains.push_back({n, fast, spares, std::nullopt, 1.0});
                add(chain, 0);
                if (spares.size() > 1)
                    add(chain, 1);
            }
        }
    }

    std::size_t evaluate(const Point& p)
    {
        Candidate c = space->bestInterval(*accelerator, configurationOf(p));
        const std::size_t i = evaluated.size();
        if (!soonest || c.estimate.days < evaluated[*soonest].candidate.estimate.days ||
            (c.estimate.days == evaluated[*soonest].candidate.estimate.days && p.bound < evaluated[*soonest].bound))
            soonest = i;
        const bool eligible = space->meetsInExpectation(c);
        evaluated.push_back({std::move(c), p.bound});
        if (eligible)
            heap.push(i);
        return i;
    }

    void expand()
    {
        const Point p = queue.top();
        queue.pop();
        if (topFirst(p))
            return;
        follow(p);
        evaluate(p);
    }

    double nextBound() const { return queue.empty() ? std::numeric_limits<double>::infinity() : queue.top().bound; }

    bool stopped(const OptimizeControl& control)
    {
        if (control.stop())
            cancelled = true;
        return cancelled;
    }

    // The cheapest candidate left, simulated.
    Candidate& simulateNext(const SimulationControl& sc)
    {
        Candidate& c = evaluated[heap.top()].candidate;
        heap.pop();
        if (!c.risk) {
            c.risk = space->risk(c, sc);
            ++simulated;
        }
        return c;
    }

    // Best first until the task's best (or what bounds it) is found; with `simulate` false, only until the cheapest
    // candidate left is known (`lowest()`), before any risk is simulated.
    void search(const OptimizeControl& control, bool simulate)
    {
        const SimulationControl sc{control.cancelled, {}};
        while (!resolved && !stopped(control)) {
            // Strictly below the next bound: a point at the same cost may be sooner, which breaks the tie.
            if (!heap.empty() && evaluated[heap.top()].candidate.estimate.cost < nextBound()) {
                if (!simulate)
                    return;
                Candidate& c = simulateNext(sc);
                const bool confident = c.risk->probability >= space->goal().confidence - 1e-12;
                if (confident && space->withinBudget(c))
                    best = c;
                else if (confident) // every candidate left costs at least as much: over the budget too
                    overBudget = c;
                else if (!likeliest || c.risk->probability > likeliest->risk->probability)
                    likeliest = c;
                resolved = best || overBudget;
                continue;
            }
            if (queue.empty()) {
                resolved = heap.empty();
                return;
            }
            expand();
        }
    }

    // The least any candidate still to be simulated can cost; infinite when the search is done.
    double lowest() const
    {
        return resolved || heap.empty() ? kInfinity : evaluated[heap.top()].candidate.estimate.cost;
    }

    // Every candidate that meets the goal at a cost up to `limit`, beyond the best (the tie rule's candidates).
    void gatherTies(double limit, const OptimizeControl& control)
    {
        const SimulationControl sc{control.cancelled, {}};
        while (!stopped(control)) {
            const double next = nextBound();
            if (!heap.empty()) {
                const double cost = evaluated[heap.top()].candidate.estimate.cost;
                if (cost <= limit && cost < next) {
                    Candidate& c = simulateNext(sc);
                    if (space->meetsGoal(c))
                        ties.push_back(c);
                    continue;
                }
            }
            if (!(next <= limit))
                return;
            expand();
        }
    }

    // The points left whose bound is under `cap`, evaluated for the front, but for those that a cheaper candidate
    // at least as soon excludes from it: one whose cost is below the point's bound and whose days are no more than
    // its days bound (`dominated`). The rest of a count's spares past the first have higher bounds and the same
    // days bound: excluded with it.
    template <class Dominated>
    void widen(double cap, const Dominated& dominated, const OptimizeControl& control)
    {
        std::vector<std::pair<double, double>> own; // this task's new candidates that may stand on the front
        while (!queue.empty() && queue.top().bound < cap && !stopped(control)) {
            const Point p = queue.top();
            queue.pop();
            const bool excluded = dominated(p.bound, p.days) ||
                                  std::any_of(own.begin(), own.end(), [&](const std::pair<double, double>& y) {
                                      return y.first < p.bound && y.second <= p.days;
                                  });
            if (excluded || topFirst(p))
                continue;
            follow(p);
            const Candidate& c = evaluated[evaluate(p)].candidate;
            if (space->meetsInExpectation(c) && space->withinBudget(c) && c.estimate.cost <= cap)
                own.emplace_back(c.estimate.cost, c.estimate.days);
        }
    }

    // With nothing that meets the deadline in expectation: the hopeless points too, soonest bound first, until no
    // point left could be sooner than the soonest evaluated. More spares never slow a job, so a count's soonest
    // with spares is at its most spares, or at the fewest whose pool no request finds empty (the same evaluation,
    // found by halving): the spares between are not evaluated.
    void fillSoonest()
    {
        std::stable_sort(hopeless.begin(), hopeless.end(), [](const Point& x, const Point& y) { return x.days < y.days; });
        std::size_t used = 0;
        for (; used < hopeless.size(); ++used) {
            const Point& p = hopeless[used];
            if (soonest && p.days > evaluated[*soonest].candidate.estimate.days)
                break;
            Chain& c = chains[p.chain];
            auto at = [&](std::uint32_t spare) {
                if (spare == c.last() && c.top)
                    return evaluated[*c.top].candidate.estimate.days;
                Point q = p;
                q.spare = spare;
                q.bound = space->bound(*accelerator, configurationOf(q)).cost;
                const std::size_t i = evaluate(q);
                if (spare == c.last())
                    c.top = i;
                return evaluated[i].candidate.estimate.days;
            };
            if (p.spare == 0) {
                at(0);
                continue;
            }
            if (!sparesHelp) { // each of the chain's spares, then
                for (std::uint32_t k = p.spare; k <= c.last(); ++k)
                    at(k);
                continue;
            }
            const std::int64_t left = remaining(p); // before the top is known: the top among them
            std::uint32_t lo = p.spare, hi = c.last();
            const double most = at(hi);
            std::int64_t probes = 0;
            while (lo < hi) { // the fewest spares as soon as the most
                const std::uint32_t mid = lo + (hi - lo) / 2;
                ++probes;
                if (at(mid) == most)
                    hi = mid;
                else
                    lo = mid + 1;
            }
            skipped += std::max<std::int64_t>(0, left - probes - 1);
        }
        hopeless.erase(hopeless.begin(), hopeless.begin() + static_cast<std::ptrdiff_t>(used));
    }

    std::int64_t notEvaluated(bool deadline) const
    {
        std::int64_t hopelessLeft = 0;
        for (const Point& p : hopeless)
            hopelessLeft += remaining(p);
        if (deadline)
            return prunedDeadline + hopelessLeft + skipped;
        return std::max<std::int64_t>(
            0, points - prunedDeadline - hopelessLeft - skipped - static_cast<std::int64_t>(evaluated.size()));
    }
};

} // namespace gp::search
