#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// goodput-cli performance [PLAN] --params N --layers L --hidden H --heads A ... : one training step's time, MFU and
// HFU from the parallel layout, or the fastest layout that fits (docs/model.md section 23).
nlohmann::json performanceCommand(const Arguments& a);

} // namespace gpcli
