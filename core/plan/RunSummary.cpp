#include "plan/RunSummary.h"

#include "catalog/Catalog.h"
#include "plan/Plan.h"

#include <algorithm>

namespace gp {

RunSummary runSummary(const Evaluation& ev)
{
    const GoodputInputs& in = ev.plan->goodput;
    RunSummary s;
    s.nodes = in.nodes;
    s.acceleratorsPerNode = in.acceleratorsPerNode;
    s.accelerators = in.nodes * in.acceleratorsPerNode;
    const CostEstimate* chosen = ev.selectedEstimate();
    if (!chosen)
        return s;
    RunSummary::Priced& p = s.priced.emplace();
    p.days = chosen->days;
    p.deadlineDays = ev.deadlineDays;
    p.meetsDeadline = chosen->meetsDeadline;
    p.daysLate = chosen->meetsDeadline ? 0.0 : std::max(0.0, chosen->days - ev.deadlineDays);
    p.waitHours = chosen->waitHours;
    p.billedAcceleratorHours = chosen->billedAcceleratorHours;
    p.memory = chosen->memory;
    p.cost = chosen->cost;
    p.costPerProductiveHour = chosen->costPerProductiveHour;
    p.storageCost = chosen->storageCost;
    p.retainedCheckpoints = in.retainedCheckpoints;
    p.checkpointGb = in.checkpointStateGb;
    // The price the cost model charges the storage at (training/CostModel.cpp).
    p.storagePerGbMonth = builtinCatalog().checkpointStorage.perGbMonth;
    return s;
}

} // namespace gp
