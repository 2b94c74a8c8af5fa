#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// goodput-cli optimize PLAN: the plan search (docs/model.md section 24).
nlohmann::json optimizeCommand(const Arguments& a);

} // namespace gpcli
