#pragma once

#include "Arguments.h"

#include "decision/GraphLibrary.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// The decision graphs: trees, decide, graph-check.
nlohmann::json graphListCommand(const Arguments& a);
nlohmann::json decideCommand(const Arguments& a);
nlohmann::json graphCheckCommand(const Arguments& a);
// The command's graphs in use: the built-in ones and the usable graphs of --pack, when given. The command line's one
// library, made for the command it runs and passed to what walks, evaluates or draws questions.
gp::GraphLibrary graphsOf(const Arguments& a);
// graph-check's exit status: 1 when a graph it checked has problems.
int graphCheckStatus(const nlohmann::json& result);

} // namespace gpcli
