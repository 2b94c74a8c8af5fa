#pragma once

#include "plan/Plan.h"

#include <nlohmann/json_fwd.hpp>

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

// The scenario that turns the base into `variant`: the model's inputs that differ, typed, and a merge patch of the
// other input sections where they differ (none is built when they are equal).
Scenario scenarioBetween(std::string name, const Plan& base, const Plan& variant);

// A scenario brought up to date after an edit of its plan from `before` to `after`, `base` being the plan it
// overrides: its inputs set again from `after`, and its merge patch rebuilt only when the edit changed a section
// other than the model's inputs. The edit of a slider builds no JSON of either plan.
void refoldScenario(Scenario& scenario, const Plan& base, const Plan& before, const Plan& after);

// The model's inputs that differ between two plans, typed, in the table's order.
std::vector<InputOverride> inputOverrides(const GoodputInputs& base, const GoodputInputs& variant);

// A scenario's whole merge patch, as the plan file writes it: its JSON with its typed inputs set in it.
nlohmann::json scenarioOverridesJson(const Scenario& scenario);

// A scenario as read from a plan file: the model's inputs its merge patch sets (each a field of the range table or
// the switches) taken out into `inputs`, the rest left as it is. Throws gp::Error naming the scenario and the field
// for a value of the wrong type.
void takeInputsOut(Scenario& scenario);

} // namespace gp
