#pragma once

#include "goodput/GoodputInputs.h"
#include "goodput/InputRanges.h"
#include "io/JsonFields.h"

#include <nlohmann/json.hpp>

namespace gp {

// A duration as the plan file writes it: its text ("30m") where that reads back exactly, hours otherwise.
nlohmann::json durationJson(Duration d);

// The planning model's inputs in the plan file, a section each (scale, scheduling, runtime, program), read and
// written row by row from the input table (goodput/InputRanges.h): a field added there is read and written here.
GoodputInputs inputsFromJson(const JsonFields& root);
void writeInputs(nlohmann::json& plan, const GoodputInputs& in);

// One numeric input's value as the plan file writes it: a whole number for a count, a duration's text for hours.
nlohmann::json inputValueJson(const InputRange& range, double value);
// One switch's value as the plan file writes it: the provisioning's id, or true and false.
nlohmann::json switchValueJson(const InputSwitch& s, int value);

} // namespace gp
