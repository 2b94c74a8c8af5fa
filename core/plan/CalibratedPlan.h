#pragma once

#include "plan/Calibrate.h"
#include "plan/Plan.h"

#include <vector>

namespace gp {

// The plan inputs a measurement proposes (calibrate()), with `tokensPerStep` when positive; none for a measurement
// whose implausible values the user has not confirmed.
std::vector<CalibrationProposal> calibrationProposals(const Measurement& m, const Plan& plan, double tokensPerStep,
                                                      DoubtfulValues doubtful);

// The plan with each accepted proposal applied in turn; a proposal whose value the plan's ranges refuse is left
// out, and the others are applied all the same.
Plan calibratedPlan(const Plan& plan, const std::vector<CalibrationProposal>& accepted);

} // namespace gp
