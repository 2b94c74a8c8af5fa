#pragma once

#include "search/Optimize.h"
#include "plan/Plan.h"
#include "plan/ScenarioCompare.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

// Whether the recommendation a plan records still holds against its figures (docs/model.md section 24, "One
// answer"): the option the figures pick is the cheapest of the compared options that meets the deadline (the
// base's name is empty), and the plan search's answer beats them all when it costs less than that pick by more
// than the search's tie tolerance. The architect's reason stands only when the figures pick the option it was
// written for and the search does not beat it; otherwise the views flag it and the proposal does not print it.
struct RecommendationCheck {
    std::optional<std::string> figuresPick; // none when no option meets the deadline
    bool recordedIsPick = true;             // the option the plan records is the figures' pick (or none meets)
    std::optional<Candidate> searchBeats;   // the search's answer, when it is cheaper than every option that meets
    double pickCost = 0;                    // the pick's cost, for the text that compares them
    bool reasonStands() const { return recordedIsPick && !searchBeats; }
};

RecommendationCheck checkRecommendation(const Plan& stored, const std::vector<ScenarioFigures>& figures,
                                        const OptimizeResult* search);

} // namespace gp
