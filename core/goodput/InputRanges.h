#pragma once

#include "goodput/GoodputInputs.h"

#include <span>
#include <string_view>

namespace gp {

// The guide's grouping of the planning model's inputs; each group is one part of a plan (plan/PlanChange.h).
enum class InputGroup { Scale, Scheduling, Runtime, Checkpoint, Program };

// The unit an input is kept in. Durations are kept in hours whatever unit a control shows them in.
enum class InputUnit { Count, Hours, PerNodeDay, Gigabytes, GigabytesPerMinute, GigabytesPerSecond, Factor, Fraction };

// The unit's id in the command line's output: "count", "hours", "per_node_day", "gigabytes",
// "gigabytes_per_minute", "gigabytes_per_second", "factor", "fraction".
std::string_view inputUnitId(InputUnit unit);

// How the user interface sets an input: a slider with a spin box beside it; a count typed in a spin box, which the
// sensitivity moves between none and some (a pool of none moved by a share stays none: the hot spares); a check box;
// a choice among named values (the provisioning).
enum class InputControl { Slider, Counter, Toggle, Choice };

// One numeric input of the planning model: its plan field, the values it may take, and the span a slider covers.
// This table is the only definition of the ranges: validate() checks against it, so the loader, the command line
// and the document refuse the same values, and every control of the user interface offers exactly them.
struct InputRange {
    std::string_view key; // the plan field, "runtime.checkpoint_interval"
    InputGroup group;
    InputUnit unit;
    double minimum;        // smallest valid value, inclusive
    double maximum;        // largest valid value, inclusive
    double typicalMinimum; // the span a slider covers (positive where it is logarithmic); a spin box beside it
    double typicalMaximum; //   takes any valid value beyond it
    bool logarithmic;      // the typical span covers decades
    double (*get)(const GoodputInputs&);
    void (*set)(GoodputInputs&, double); // counts are rounded
    bool (*applies)(const GoodputInputs&) = nullptr; // whether it takes effect, inputApplies(); nullptr: always
    InputControl control = InputControl::Slider;
};

// Every numeric input, in the guide's order and grouping.
std::span<const InputRange> inputRanges();

// The inputs that are not numbers: provisioning and the switches. With inputRanges() they name every field of
// GoodputInputs once (a test counts the fields), so that gp::diff() and the user interface miss none.
struct InputSwitch {
    std::string_view key; // the plan field, "runtime.auto_checkpoint"
    InputGroup group;
    int (*get)(const GoodputInputs&); // the value as a number: the enumeration's, or 0 and 1
    void (*set)(GoodputInputs&, int);
    bool technique; // a technique the guide names, which the sensitivity turns off and on
    bool (*applies)(const GoodputInputs&) = nullptr; // whether it takes effect, inputApplies(); nullptr: always
    InputControl control = InputControl::Toggle;    // Choice: a string in the plan file, the provisioning
    bool isProvisioning() const { return control == InputControl::Choice; }
};
std::span<const InputSwitch> inputSwitches();
const InputSwitch* findInputSwitch(std::string_view key); // nullptr for a field that is not a switch

// The plan file's section and field of a key: "runtime" and "checkpoint_interval".
std::string_view inputSection(std::string_view key);
std::string_view inputField(std::string_view key);

// The range of a plan field; nullptr for a field that is not a numeric input.
const InputRange* findInputRange(std::string_view key);

// Whether an input or a switch takes effect with these inputs, by its row's rule: the spare pool's swap and repair
// only with spares, Spot's rate, reschedule and grace period only on Spot, the grace periods only with
// auto-checkpointing, the pull speed-up only when preloading, the initial wait only where capacity is waited for, a
// typed save only when it is not derived, a save marked measured, the bandwidths and the retained checkpoints only
// with a state, the fast tier's inputs only with a fast tier, in-job restart's only with it, the stragglers' only
// with stragglers. True for every other key.
bool inputApplies(const GoodputInputs& in, std::string_view key);

// Checks one value against its range: NotFinite, Negative (below a minimum of 0), NotPositive (at or below 0 where
// the minimum is above 0), OutOfRange otherwise (counts are always OutOfRange); the detail gives the range.
void checkInputRange(const InputRange& range, double value);

} // namespace gp
