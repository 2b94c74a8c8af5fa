#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// The decision graphs: trees, decide, graph-check.
nlohmann::json graphListCommand(const Arguments& a);
nlohmann::json decideCommand(const Arguments& a);
nlohmann::json graphCheckCommand(const Arguments& a);
// graph-check's exit status: 1 when a graph it checked has problems.
int graphCheckStatus(const nlohmann::json& result);

} // namespace gpcli
