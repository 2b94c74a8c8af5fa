#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// deploy: the plan's configuration as a scheduler's files (core/deploy). plan-from: a SkyPilot task or a JobSet
// read back into a plan.
nlohmann::json deployCommand(const Arguments& a);
nlohmann::json planFromCommand(const Arguments& a);

} // namespace gpcli
