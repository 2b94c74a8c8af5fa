#include "search/RecommendationCheck.h"

#include <cmath>

namespace gp {

RecommendationCheck checkRecommendation(const Plan& stored, const std::vector<ScenarioFigures>& figures,
                                        const OptimizeResult* search)
{
    RecommendationCheck out;
    const ScenarioFigures* pick = nullptr;
    for (const ScenarioFigures& f : figures) {
        const CostEstimate* e = f.evaluation ? f.evaluation->selectedEstimate() : nullptr;
        if (!e || !e->meetsDeadline || !std::isfinite(e->cost))
            continue;
        const CostEstimate* best = pick ? pick->evaluation->selectedEstimate() : nullptr;
        if (!best || e->cost < best->cost || (e->cost == best->cost && e->days < best->days))
            pick = &f;
    }
    if (pick) {
        out.figuresPick = pick->name;
        out.pickCost = pick->evaluation->selectedEstimate()->cost;
        out.recordedIsPick = pick->name == stored.recommendedScenario;
    }
    if (search && search->recommended &&
        (!pick || search->recommended->estimate.cost < out.pickCost * (1.0 - kCostTolerance)))
        out.searchBeats = search->recommended;
    return out;
}

} // namespace gp
