#pragma once

#include "plan/Plan.h"

namespace gpbench {

void benchEvaluate(const gp::Plan& plan);
void benchIntervalCurve(const gp::Plan& plan);
void benchRecommend(const gp::Plan& plan);
void benchMeasure();
// threads = 1 is the "monte_carlo" figure: simulated interruptions per second on one core.
// Returns simulated interruptions per second (median).
double benchMonteCarlo(const gp::Plan& plan, int threads);

// The same simulation in vectorized numpy (tests/bench/montecarlo_numpy.py, run by /usr/bin/python3), timed in
// this run; reports its throughput and the ratios to ours. Skipped, with a line on stderr, without numpy.
void benchMonteCarloNumpy(const gp::Plan& plan, double oneCore, double allCores);

} // namespace gpbench
