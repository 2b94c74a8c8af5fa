#pragma once

#include "io/JsonFields.h"
#include "plan/Plan.h"

#include <nlohmann/json.hpp>

namespace gp {

// The plan's "inference" section (docs/model.md section 21): the model's shape (or a published model by name),
// precision, context, batch, request shape, traffic, latency targets, availability, accelerator and efficiencies.
InferenceSettings inferenceFromJson(const JsonFields& root);
nlohmann::json inferenceToJson(const InferenceSettings& s);

// Checks the settings as the plan names them: "inference.model.parameters", "inference.ttft_seconds", ...
void validateInference(const InferenceSettings& s);

} // namespace gp
