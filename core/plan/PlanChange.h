#pragma once

#include "goodput/InputRanges.h"

#include <cstdint>

namespace gp {

struct Plan;

// The parts of a plan that a view can depend on. Each plan field belongs to exactly one part; the input-range
// table (plan/InputRanges.h) names the part of every numeric input.
enum class PlanPart : std::uint32_t {
    Scale = 1u << 0,       // nodes, accelerators per node, the evaluation window
    Scheduling = 1u << 1,  // provisioning, initial wait, rescheduling, hot spares
    Runtime = 1u << 2,     // interruption rates, checkpointing, recovery
    Program = 1u << 3,     // MFU
    Training = 1u << 4,    // the training run that is priced
    Prices = 1u << 5,      // price overrides, custom accelerators and the provisioning profiles the costs compare
    Engagement = 1u << 6,  // title, customer, engagement, architect, date, notes and the deployments exported
    Walks = 1u << 7,       // the decision walks
    Simulation = 1u << 8,  // Monte Carlo runs and seed
    Measured = 1u << 9,    // the measured baseline: a real job's goodput beside the plan
};

// A set of plan parts: what one edit changed, or what one view shows.
class PlanChange {
public:
    constexpr PlanChange() = default;
    constexpr PlanChange(PlanPart part) : bits_(static_cast<std::uint32_t>(part)) {} // NOLINT: a part is a set

    static constexpr PlanChange all() { return PlanChange(0x3ffu); }
    // The inputs of the planning model (scale, scheduling, runtime, program).
    static constexpr PlanChange goodputInputs()
    {
        return PlanChange(PlanPart::Scale) | PlanPart::Scheduling | PlanPart::Runtime | PlanPart::Program;
    }
    // Everything evaluate() reads: all but the engagement texts and the simulation settings.
    static constexpr PlanChange evaluationInputs()
    {
        return goodputInputs() | PlanPart::Training | PlanPart::Prices | PlanPart::Walks;
    }

    constexpr bool empty() const { return bits_ == 0; }
    constexpr bool has(PlanPart part) const { return (bits_ & static_cast<std::uint32_t>(part)) != 0; }
    // True when the two sets share a part: "does this change touch what I show?"
    constexpr bool touches(PlanChange other) const { return (bits_ & other.bits_) != 0; }
    constexpr std::uint32_t bits() const { return bits_; }

    friend constexpr PlanChange operator|(PlanChange a, PlanChange b) { return PlanChange(a.bits_ | b.bits_); }
    constexpr PlanChange& operator|=(PlanChange o)
    {
        bits_ |= o.bits_;
        return *this;
    }
    friend constexpr bool operator==(PlanChange, PlanChange) = default;

private:
    explicit constexpr PlanChange(std::uint32_t bits) : bits_(bits) {}
    std::uint32_t bits_ = 0;
};

// The part of the plan an input group belongs to: the checkpoint's inputs are the runtime's.
PlanPart partOf(InputGroup group);

// The parts in which two plans differ, field by field; the goodput inputs by their rows in goodput/InputRanges.h.
PlanChange diff(const Plan& before, const Plan& after);

// Counts the calls of diff() in this process, as PlanCopies counts copies: an edit of the base diffs once (the
// document's tests and goodput-bench read it).
std::uint64_t diffsMade();

} // namespace gp
