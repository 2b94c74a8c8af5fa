#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// goodput-cli measure LOG [--job NAME] [--from T] [--to T]: a job's goodput log measured as
// ml-goodput-measurement measures it (docs/model.md section 18).
nlohmann::json measureCommand(const Arguments& a);

} // namespace gpcli
