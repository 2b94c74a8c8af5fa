#pragma once

#include "goodput/GoodputInputs.h"

#include <string>
#include <vector>

namespace gp {

// The effect of each technique of the seed on the plan, by the planning model: ML Productivity Goodput with the
// technique applied to the plan's inputs and without it. Program-goodput techniques (custom kernels, host offload,
// int8 AQT) raise MFU by an amount only a measurement can tell, so they carry no figure.
struct TechniqueEffect {
    std::string id;        // the goodput-improvement graph's recommendation node
    std::string factor;    // "scheduling", "runtime" or "program"
    bool modelled = false; // false: no figure, measure it
    bool alreadyUsed = false;
    double before = 0;     // MPG as planned
    double after = 0;      // MPG with the technique
};

std::vector<TechniqueEffect> techniqueEffects(const GoodputInputs& in);

} // namespace gp
