#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// goodput-cli measure LOG [--job NAME] [--from T] [--to T] [--time-unit s|ms|us|ns]: a job's goodput log measured
// as ml-goodput-measurement measures it (docs/model.md section 18), read as it streams by.
nlohmann::json measureCommand(const Arguments& a);

} // namespace gpcli
