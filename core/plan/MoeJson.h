#pragma once

#include "training/TrainingRun.h"

#include <nlohmann/json_fwd.hpp>

namespace gp {

class JsonFields;

// training.shape.moe (docs/model.md section 26): the preset it was taken from, where one was, and the experts, by
// the names goodput-cli's flags take.
MoeExperts moeExpertsFromJson(const JsonFields& moe);
nlohmann::json moeExpertsJson(const MoeExperts& e);

} // namespace gp
