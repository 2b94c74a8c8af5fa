#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// goodput-cli sweep PLAN --input ID [--from X] [--to Y] [--steps N] [--scenario NAME]: one input varied over a
// range, the plan's outcome at each value (docs/model.md section 19).
nlohmann::json sweepCommand(const Arguments& a);

} // namespace gpcli
