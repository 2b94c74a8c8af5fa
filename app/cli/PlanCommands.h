#pragma once

#include "Arguments.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// The commands that read a plan (evaluate, simulate, compare, scenarios, plan), and the catalog and presets they
// price and start from.
nlohmann::json evaluateCommand(const Arguments& a);
nlohmann::json simulateCommand(const Arguments& a);
nlohmann::json presetsCommand(const Arguments& a);
nlohmann::json catalogCommand(const Arguments& a);
nlohmann::json compareCommand(const Arguments& a);
nlohmann::json scenariosCommand(const Arguments& a);
nlohmann::json planCommand(const Arguments& a);

} // namespace gpcli
