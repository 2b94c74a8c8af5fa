#pragma once

#include "goodput/GoodputInputs.h"

#include <string>
#include <vector>

namespace gp {

// The effect of each technique of the guide on the plan, by the planning model: ML Productivity Goodput with the
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

// The n techniques not in the plan yet with the largest modelled gain in ML Productivity Goodput, largest first;
// only those that raise it (a gain of at least a hundredth of a point).
std::vector<TechniqueEffect> largestGains(const std::vector<TechniqueEffect>& effects, std::size_t n);

} // namespace gp
