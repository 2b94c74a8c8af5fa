#pragma once

#include "goodput/GoodputInputs.h"
#include "plan/Plan.h"

#include <string>
#include <string_view>
#include <vector>

namespace gp {

// A named starting point for the workbench: a typical shape labelled as illustrative, or a deployment whose
// reliability was published, with its source and what the preset assumes beyond it.
struct Preset {
    std::string id;          // "llama3-405b", for goodput-cli --preset
    std::string name;
    std::string description;
    std::string source;      // where its figures come from ("illustrative" for a typical shape)
    std::string assumptions; // the figures it adds to its source
    Plan plan;               // the preset as a plan: its inputs, and its training run where it has one
    GoodputInputs inputs;    // plan.goodput
};

// Reads a presets file: {"format": "goodput-planner-presets", "version": 1, "presets": [{"id", "name",
// "description", "source", "assumptions", "plan": {sections of a plan}}]}. Throws gp::Error.
std::vector<Preset> presetsFromText(std::string_view text, const std::string& source);

// The presets shipped in resources/presets (embedded); empty if that file were broken (a test guards it).
const std::vector<Preset>& builtinPresets();

// The built-in preset with this id; throws UnknownValue naming the ids there are.
const Preset& findPreset(std::string_view id);

} // namespace gp
