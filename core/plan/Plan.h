#pragma once

#include "goodput/GoodputInputs.h"

#include <cstdint>
#include <string>

namespace gp {

// Monte Carlo settings kept with the plan, so that a proposal's percentiles can be reproduced.
struct SimulationSettings {
    int runs = 2000;
    std::uint64_t seed = 1;
};

// The plan document: everything an architect sets for one customer engagement. Later format versions add to it.
struct Plan {
    std::string title;
    GoodputInputs goodput;
    SimulationSettings simulation;
};

} // namespace gp
