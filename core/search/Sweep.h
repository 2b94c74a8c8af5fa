#pragma once

#include "goodput/InputRanges.h"
#include "io/Error.h"
#include "plan/Plan.h"

#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

struct Evaluation; // plan/Evaluate.h

// A plan input a sweep may vary (docs/model.md section 19): every numeric input of the range table
// (goodput/InputRanges.h), with its unit and range from there, and whether its values are spread evenly on a
// logarithmic scale.
using SweepUnit = InputUnit;

struct SweepInput {
    std::string id;      // "nodes": goodput-cli sweep --input, the plan field's name
    std::string section; // "scale"
    std::string field;   // "nodes"
    SweepUnit unit = SweepUnit::Count;
    bool logarithmic = false;
    double lo = 0, hi = 0;                 // the values a sweep may reach: the input's range
    double defaultFrom = 0, defaultTo = 0; // a useful range to start from: the span its slider covers
    const InputRange* range = nullptr;
};

// One per row of the range table, in its order.
const std::vector<SweepInput>& sweepInputs();
// Throws UnknownValue naming "--input" and listing the ids.
const SweepInput& sweepInput(std::string_view id);

// The input's value in the plan (hours for a duration).
double sweepValueOf(const Plan& plan, const SweepInput& input);

// `steps` values from `from` to `to`, both included: evenly spaced, or evenly on a log scale; counts are rounded
// and repeated ones dropped. Throws OutOfRange naming "--from", "--to" or "--steps".
std::vector<double> sweepValues(const SweepInput& input, double from, double to, int steps);

// The plan with the input set to `value`, read and checked as a plan: throws gp::Error naming the field.
Plan withSweepValue(const Plan& plan, const SweepInput& input, double value);

struct SweepOutcome {
    double mlProductivity = 0, scheduling = 0, runtime = 0, program = 0;
    double wallDays = NAN, cost = NAN, costPerProductiveHour = NAN; // NaN without a priced accelerator
    bool meetsDeadline = false;
};

struct SweepPoint {
    double value = 0;
    std::optional<SweepOutcome> outcome;
    std::optional<Error> error; // the value makes the plan invalid
};

// The plan's outcome at each value, by the planning model.
std::vector<SweepPoint> sweep(const Plan& plan, const SweepInput& input, const std::vector<double>& values);

// The same for an evaluated plan, kept by its evaluation (Evaluation::keptSweep) until another input or other
// values are swept.
const std::vector<SweepPoint>& sweep(const Evaluation& ev, const SweepInput& input, const std::vector<double>& values);

} // namespace gp
