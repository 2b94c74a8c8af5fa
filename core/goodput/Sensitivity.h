#pragma once

#include "goodput/GoodputInputs.h"

#include <string>
#include <vector>

namespace gp {

// One bar of the tornado chart: ML Productivity Goodput with one input moved down and up by the stated step, all
// else held.
struct SensitivityBar {
    std::string input;  // plan field name, e.g. "runtime.checkpoint_interval"
    double low = 0;     // MPG with the input moved down (or the switch off)
    double high = 0;    // MPG with the input moved up (or the switch on)
    double lowValue = 0;  // the input's values at the two ends (1 / 0 for switches)
    double highValue = 0;
    double swing() const { return high > low ? high - low : low - high; }
};

// Each continuous input is multiplied by (1 - step) and (1 + step); switches are turned off and on; counts move
// by the step too (at least one). Inputs whose move would be invalid are clamped to their range. Sorted by swing,
// largest first. `base` is the MPG of the inputs as they are.
struct Sensitivity {
    double base = 0;
    double step = 0.2;
    std::vector<SensitivityBar> bars;
};
Sensitivity sensitivity(const GoodputInputs& in, double step = 0.2);

} // namespace gp
