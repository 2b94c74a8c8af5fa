#pragma once

#include "plan/Plan.h"

#include <cstddef>
#include <string>

namespace gp {

// The edits of a plan's scenarios, each keeping the rules the plan file holds them to (docs/model.md section 19,
// "Scenarios"): at most kMaxScenarios, names of 1 to kMaxScenarioNameBytes bytes of safe text, unique as
// findScenario() compares them. An edit the rules refuse throws gp::Error and leaves the plan as it was. The views
// call these; none writes a scenario rule of its own.
inline constexpr std::size_t kMaxScenarios = 50;
inline constexpr std::size_t kMaxScenarioNameBytes = 80;

// Why a name cannot be a scenario's, or Fine. `renaming`: the scenario the name is for, whose own name is no clash.
enum class ScenarioNameProblem { Fine, Empty, TooLong, Unsafe, Taken };
ScenarioNameProblem scenarioNameProblem(const Plan& plan, const std::string& name, const std::string& renaming = {});

// `wanted` without the white space around it, clipped to the longest name on a character boundary, and when a
// scenario has it already, the first of "wanted (2)", "wanted (3)", ... that none has, clipped so that the number
// stays whole. Empty for a blank `wanted`.
std::string uniqueScenarioName(const Plan& plan, const std::string& wanted);

// Adds the scenario at the end, its name trimmed. Throws TooMany beyond kMaxScenarios and OutOfRange or
// DuplicateId for its name.
void addScenario(Plan& plan, Scenario scenario);

// Adds a copy of the scenario `name` (the base's, overriding nothing, for an empty name) right after it, named
// uniqueScenarioName(`copyName`): the copy's name. Throws TooMany beyond kMaxScenarios, UnknownValue for a name
// the plan has not.
std::string duplicateScenario(Plan& plan, const std::string& name, const std::string& copyName);

// Renames the scenario, and the recommendation with it. Throws UnknownValue for a name the plan has not, and
// OutOfRange or DuplicateId for the new name.
void renameScenario(Plan& plan, const std::string& from, const std::string& to);

// Deletes the scenario, and the recommendation of it; none of that name is no edit.
void deleteScenario(Plan& plan, const std::string& name);

// Moves the scenario `by` places, held within the list.
void moveScenario(Plan& plan, const std::string& name, int by);

// The rules above over the plan's scenarios as they stand (validate() checks them on every edit; a scenario's own
// plan is checked where it is read, validateScenarios()).
void checkScenarioNames(const Plan& plan);

} // namespace gp
