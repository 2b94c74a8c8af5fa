#pragma once

#include "plan/Plan.h"

#include <string>
#include <utility>
#include <vector>

namespace gp {

// The plan's input sections a scenario may override: scale, scheduling, runtime, program, training, price
// overrides, custom accelerators and provisioning profiles (docs/model.md section 19).
const std::vector<std::string>& scenarioSections();

// The scenario of that name, names compared as a reader tells them apart: without the white space around them and
// whatever their case ("TPU v5e" is "tpu v5e "). Null when the plan has none.
const Scenario* findScenario(const Plan& plan, const std::string& name);

// The plan as the named scenario sets it: the base plan's JSON with the scenario's overrides merged in (RFC 7386
// merge patch), read and checked as a plan. The base itself for an empty name. Throws gp::Error naming the
// scenario and the field ("scenarios.TPU v5e.training.accelerator"), and UnknownValue for an unknown name.
Plan scenarioPlan(const Plan& plan, const std::string& name);

// Checks every scenario: names unique as findScenario() compares them and not blank, overrides only in
// scenarioSections() and only of keys the plan has (UnknownKey otherwise), each plan valid.
void validateScenarios(const Plan& plan);

// A scenario's overrides as field paths and values, in the plan's order ("scheduling.provisioning",
// "dws_calendar"); a field set back to the default reads "default". Throws gp::Error for overrides that are not
// JSON.
std::vector<std::pair<std::string, std::string>> overrideFields(const Scenario& scenario);

// The overrides that turn the base into `variant`, as a merge patch of the input sections (JSON text).
std::string overridesBetween(const Plan& base, const Plan& variant);

} // namespace gp
