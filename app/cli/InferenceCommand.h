#pragma once

#include "Arguments.h"
#include "inference/Inference.h"
#include "plan/ServingAdvice.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace gpcli {

// goodput-cli inference --params N --layers L --kv-heads K --head-dim D --context T --batch B --precision P
// --accelerator ID [...]: one model served on one accelerator (docs/model.md section 21).
nlohmann::json inferenceCommand(const Arguments& a);

// One serving plan as inference prints it, and evaluate for an inference plan.
nlohmann::json inferencePlanJson(const gp::InferencePlan& p);
// What the GPU tree recommends for a plan's figures: {"node", "answers", "families", "large", "basis",
// "basis_accelerators", "accelerator"}, the accelerator being the cheapest of the families that serves (or null).
nlohmann::json servingAdviceJson(const gp::ServingAdvice& advice, const std::vector<gp::InferencePlan>& serving);
// The keys of a plan file no reader knows, as warnings of the shape evaluate prints: [{"code": "unknown_key",
// "subject": "scale.nodez", "message"}].
nlohmann::json unknownKeyWarnings(const std::vector<std::string>& unknownKeys);


} // namespace gpcli
