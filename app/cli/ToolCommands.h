#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// The calculators and the study: runtime, checkpoint, mfu, quiz.
nlohmann::json runtimeCommand(const Arguments& a);
nlohmann::json checkpointCommand(const Arguments& a);
nlohmann::json mfuCommand(const Arguments& a);
nlohmann::json quizCommand(const Arguments& a);

} // namespace gpcli
