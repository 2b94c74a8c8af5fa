#pragma once

#include "plan/Plan.h"

namespace gpbench {

void benchEvaluate(const gp::Plan& plan);
void benchIntervalCurve(const gp::Plan& plan);
// threads = 1 is the "monte_carlo" figure: simulated interruptions per second on one core.
void benchMonteCarlo(const gp::Plan& plan, int threads);

} // namespace gpbench
