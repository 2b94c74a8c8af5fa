#include "plan/Sizing.h"

#include "goodput/InputRanges.h"
#include "io/Error.h"
#include "training/MoeRun.h"
#include "training/RunLayout.h"
#include "plan/Evaluate.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace gp {
namespace {

double roundTo(double value, double step)
{
    return std::round(value / step) * step;
}

// The exact model at n nodes, each once: every accelerator's search asks for the same counts again.
class GoodputByNodes {
public:
    explicit GoodputByNodes(const GoodputInputs& in) : in_(in) {}
    const GoodputEvaluation& at(int nodes)
    {
        auto it = memo_.find(nodes);
        if (it != memo_.end())
            return it->second;
        GoodputInputs q = in_;
        q.nodes = nodes;
        GoodputEvaluation g;
        try {
            g = evaluateGoodput(q);
        } catch (const Error&) {
            g.productive = 0; // recovery fills the window at this scale: no progress
            g.scheduling = g.runtime = 0;
        }
        return memo_.emplace(nodes, g).first->second;
    }

private:
    GoodputInputs in_;
    std::map<int, GoodputEvaluation> memo_;
};

} // namespace

std::string_view sizingLimitId(SizingLimit l)
{
    switch (l) {
    case SizingLimit::None: return "none";
    case SizingLimit::Memory: return "memory";
    case SizingLimit::LargestJob: return "largest_job";
    case SizingLimit::Saturated: return "saturated";
    }
    return "none";
}

namespace {

// The node counts a size may take, ascending: every whole number from `from` to `to`, or those listed (with the
// layout as the MFU's source, the counts at which some layout divides the batch).
class Counts {
public:
    Counts(int from, int to) : from_(from), to_(to) {}
    explicit Counts(std::vector<int> listed) : listed_(std::move(listed)), isListed_(true) {}
    int size() const { return isListed_ ? static_cast<int>(listed_.size()) : std::max(0, to_ - from_ + 1); }
    int at(int i) const { return isListed_ ? listed_[static_cast<std::size_t>(i)] : from_ + i; }
    // The index of the first count of at least n, the last when none is.
    int firstAtLeast(int n) const
    {
        if (!isListed_)
            return std::clamp(n - from_, 0, size() - 1);
        const auto it = std::lower_bound(listed_.begin(), listed_.end(), n);
        return std::min(static_cast<int>(it - listed_.begin()), size() - 1);
    }

private:
    std::vector<int> listed_;
    bool isListed_ = false;
    int from_ = 1;
    int to_ = 0;
};

bool runs(const CostEstimate& e)
{
    return e.memory.fits && e.meetsDeadline;
}

// One accelerator sized for the deadline: the fewest whole nodes that fit its memory and finish in time.
Sizing sizeFor(const Accelerator& a, const Plan& plan, bool priced, GoodputByNodes& goodput)
{
    const GoodputInputs& in = plan.goodput;
    const int perNode = std::max(1, in.acceleratorsPerNode);
    const int maxNodes = static_cast<int>(findInputRange("scale.nodes")->maximum);
    auto at = [&](int nodes) { return estimateCost(a, plan.training, in, goodput.at(nodes), priced, nodes); };
    Sizing s;
    s.accelerator = a.id;
    // With the layout as the source, the fewest accelerators any layout could hold the model on; else the plan's.
    const bool layout = programSource(plan.training) == ProgramSource::Layout &&
                        !plan.training.mfuByAccelerator.count(a.id) && runLayout(plan.training, a, perNode).applies;
    const std::optional<double> fewest =
        layout ? fewestLayoutAccelerators(plan.training, a, perNode)
               : memoryFit(heldParameters(plan.training), plan.training.shape, plan.training.optimizer,
                           plan.training.parallel, perNode, perNode, a.memoryGb)
                     .minAccelerators;
    const int largest = a.largestJob ? std::min(maxNodes, static_cast<int>(std::floor(*a.largestJob / perNode)))
                                     : maxNodes;
    if (!fewest) {
        s.limit = SizingLimit::Memory;
        s.estimate = at(in.nodes);
        return s;
    }
    s.minMemoryAccelerators = *fewest;
    const int from = std::max(1, static_cast<int>(std::ceil(*fewest / perNode - 1e-9)));
    const Counts counts = layout ? Counts(layoutNodeCounts(plan.training, a, perNode, from, largest))
                                 : Counts(from, largest);
    if (from > largest || largest < 1 || counts.size() == 0) {
        s.limit = SizingLimit::LargestJob;
        s.estimate = at(std::max(1, std::min(from, maxNodes)));
        return s;
    }
    // Double the count until the deadline is met, then halve the gap back to the fewest nodes that meet it.
    int lo = 0;
    CostEstimate low = at(counts.at(0));
    if (runs(low)) {
        s.nodes = counts.at(0);
        s.estimate = low;
        return s;
    }
    std::optional<int> hi;
    CostEstimate high;
    while (!hi) {
        if (lo >= counts.size() - 1) {
            s.limit = SizingLimit::LargestJob;
            break;
        }
        const int next = std::max(lo + 1, counts.firstAtLeast(counts.at(lo) * 2));
        CostEstimate e = at(counts.at(next));
        if (runs(e)) {
            hi = next;
            high = e;
        } else if (e.memory.fits && low.memory.fits && !(e.days < low.days)) {
            s.limit = SizingLimit::Saturated; // more nodes, no sooner
            break;
        } else {
            lo = next;
            if (e.memory.fits || !low.memory.fits)
                low = e;
        }
    }
    if (!hi) {
        s.estimate = low;
        return s;
    }
    while (*hi - lo > 1) {
        const int mid = lo + (*hi - lo) / 2;
        CostEstimate e = at(counts.at(mid));
        if (runs(e)) {
            hi = mid;
            high = e;
        } else {
            lo = mid;
        }
    }
    s.nodes = counts.at(*hi);
    s.estimate = high;
    return s;
}

// Why the recommendation is what it is, in a sentence; with none, the closest accelerator and what would admit it.
void explain(Recommendation& r, const Plan& plan, const Evaluation& ev)
{
    const int perNode = std::max(1, plan.goodput.acceleratorsPerNode);
    const double deadlineDays = roundTo(deadlineHours(plan.training, plan.goodput) / 24.0, 0.1);
    auto name = [&](std::size_t i) {
        const Accelerator* a = ev.catalog().find(r.sizes[i].accelerator);
        return Text::verbatim(a ? a->name : r.sizes[i].accelerator);
    };
    if (r.recommended) {
        const Sizing& s = r.sizes[*r.recommended];
        r.reason = Text(GP_TEXT("%1 is the cheapest accelerator that fits the model and finishes within the deadline "
                                "of %2 days: %3 accelerators, %4 days."),
                        {name(*r.recommended), Text::number(deadlineDays), Text::number(*s.nodes * perNode),
                         Text::number(roundTo(s.estimate.days, 0.1))});
        return;
    }
    for (std::size_t i = 0; i < r.sizes.size(); ++i)
        if (r.sizes[i].limit != SizingLimit::Memory && std::isfinite(r.sizes[i].estimate.days) &&
            (!r.closest || r.sizes[i].estimate.days < r.sizes[*r.closest].estimate.days))
            r.closest = i;
    if (!r.closest) {
        r.reason = Text(GP_TEXT("The model fits no accelerator's memory under the plan's parallelism: shard the "
                                "optimizer states and parameters (ZeRO-3 or FSDP), raise the tensor or pipeline "
                                "parallel degree, or checkpoint activations."));
        return;
    }
    const Sizing& c = r.sizes[*r.closest];
    const std::vector<Text> parts{Text::number(deadlineDays), name(*r.closest), Text::number(roundTo(c.estimate.days, 0.1)),
                                  Text::number(c.estimate.accelerators),
                                  Text::number(std::ceil(c.estimate.days * 10) / 10)};
    if (c.limit == SizingLimit::Saturated)
        r.reason = Text(GP_TEXT("No accelerator fits the model and finishes within %1 days. Closest: %2, %3 days on "
                                "%4 accelerators; more nodes would bring more interruptions than progress. A deadline "
                                "of %5 days, rarer interruptions or a faster recovery would admit it."),
                        parts);
    else
        r.reason = Text(GP_TEXT("No accelerator fits the model and finishes within %1 days. Closest: %2, %3 days on "
                                "%4 accelerators, the most its largest job allows. A deadline of %5 days, or a "
                                "shorter run, would admit it."),
                        parts);
    }

} // namespace

Recommendation recommend(const Plan& plan, const Evaluation& ev)
{
    Recommendation r;
    const Accelerator* selected = selectedAccelerator(plan, ev.catalog()); // where a measured throughput applies
    GoodputByNodes goodput(plan.goodput);
    for (const Accelerator& a : ev.catalog().accelerators)
        r.sizes.push_back(sizeFor(a, plan, selected && selected->id == a.id, goodput));
    // The cheapest that meets the deadline; among equals, the sooner.
    for (std::size_t i = 0; i < r.sizes.size(); ++i) {
        const Sizing& s = r.sizes[i];
        if (!s.nodes || !std::isfinite(s.estimate.cost))
            continue;
        if (!r.recommended) {
            r.recommended = i;
            continue;
        }
        const CostEstimate& best = r.sizes[*r.recommended].estimate;
        if (s.estimate.cost < best.cost || (s.estimate.cost == best.cost && s.estimate.days < best.days))
            r.recommended = i;
    }
    explain(r, plan, ev);
    return r;
}

} // namespace gp
