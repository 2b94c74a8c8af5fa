#pragma once

namespace gp {

struct Plan;

// Checks a whole plan: every model input against the input-range table, the simulation settings, the training run
// (sizes, shape, measured throughput), the price overrides and provisioning profiles, the length of every text,
// and that the measured throughput gives an MFU of at most 100 % on the priced accelerator. Throws gp::Error
// naming the plan field of the first problem. The loader, the document and the command line all call it: a plan
// that passes always evaluates.
void validate(const Plan& plan);

// The largest text a plan field may hold, in bytes.
inline constexpr unsigned long kMaxPlanText = 1000000;

} // namespace gp
