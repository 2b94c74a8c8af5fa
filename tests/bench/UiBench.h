#pragma once

namespace gpbench {

// Layout (Graphviz dot) and painting of the largest decision graph.
void benchFlowchart();

} // namespace gpbench
