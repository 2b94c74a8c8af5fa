#pragma once

#include "decision/Graph.h"

#include <string>
#include <vector>

namespace gp {

// The decision graphs shipped with the application, parsed and validated on first use. The embedded files are
// checked by the tests, so a broken one cannot ship; should one fail anyway, it is left out rather than crash.
const std::vector<Graph>& builtinGraphs();

// The graph with this id, or nullptr.
const Graph* findGraph(const std::string& id);

} // namespace gp
