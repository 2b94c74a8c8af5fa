#pragma once

#include "goodput/GoodputInputs.h"

#include <string>
#include <string_view>
#include <vector>

namespace gp {

// A named starting point for the workbench, labelled as illustrative: a typical shape, not a measurement.
struct Preset {
    std::string name;
    std::string description;
    GoodputInputs inputs;
};

// Reads a presets file: {"format": "goodput-planner-presets", "version": 1, "presets": [{"name", "description",
// "plan": {the scale, scheduling, runtime and program sections of a plan}}]}. Throws gp::Error.
std::vector<Preset> presetsFromText(std::string_view text, const std::string& source);

// The presets shipped in resources/presets (embedded); empty if that file were broken (a test guards it).
const std::vector<Preset>& builtinPresets();

} // namespace gp
