#pragma once

#include "plan/Plan.h"

namespace gpbench {

void benchEvaluate(const gp::Plan& plan);
void benchIntervalCurve(const gp::Plan& plan);
// The deployment exports of the plan (deploy_export), and a JobSet read back (deploy_plan_from).
void benchDeploy(const gp::Plan& plan);
void benchRecommend(const gp::Plan& plan);
void benchMeasure();
// The plan search with its risk for the example and the 70B case, each in a process of its own
// ("optimize_example", "optimize_70b", "optimize_405b"), and the 70B case again with the layouts remembered
// ("optimize_70b_warm").
void benchOptimize(const gp::Plan& plan);
// One step-time evaluation ("layout_model") and the layout search for the 70B model on 512 H100
// ("layout_search"), docs/model.md section 23.
void benchLayout();
// threads = 1 is the "monte_carlo" figure: simulated interruptions per second on one core.
// Returns simulated interruptions per second (median).
double benchMonteCarlo(const gp::Plan& plan, int threads);

// The same simulation in vectorized numpy (tests/bench/montecarlo_numpy.py, run by /usr/bin/python3), timed in
// this run; reports its throughput and the ratios to ours. Skipped, with a line on stderr, without numpy.
void benchMonteCarloNumpy(const gp::Plan& plan, double oneCore, double allCores);

} // namespace gpbench
