#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gp {
struct Candidate;
struct OptimizeResult;
} // namespace gp

namespace gpcli {

// goodput-cli optimize PLAN: the plan search (docs/model.md section 24).
nlohmann::json optimizeCommand(const Arguments& a);

// One candidate as optimize prints it; the search's answer in brief (its recommendation, or nearest, with its
// reason, and the plan's own configuration), as compare prints it beside its rows.
nlohmann::json candidateJson(const gp::Candidate& c, int perNode);
nlohmann::json searchSummaryJson(const gp::OptimizeResult& r, int perNode);

} // namespace gpcli
