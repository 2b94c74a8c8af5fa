#pragma once

#include "Arguments.h"
#include "inference/Inference.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// goodput-cli inference --params N --layers L --kv-heads K --head-dim D --context T --batch B --precision P
// --accelerator ID [...]: one model served on one accelerator (docs/model.md section 21).
nlohmann::json inferenceCommand(const Arguments& a);

// One serving plan as inference prints it, and evaluate for an inference plan.
nlohmann::json inferencePlanJson(const gp::InferencePlan& p);


} // namespace gpcli
