#pragma once

#include "plan/Evaluate.h"

namespace gp {

// The share of the plan's window a job's log would count as productive steps: scheduling goodput x runtime goodput,
// the straggler hours included, as a log records a slow step as a step (the "Productive" group of
// compareWithPlan()). The Measured view states it beside the job's goodput.
double plannedProductiveShare(const Evaluation& ev);

} // namespace gp
