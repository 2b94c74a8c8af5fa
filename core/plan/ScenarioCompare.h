#pragma once

#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace gp {

// One option of a plan evaluated for the comparison: its expected figures, and the Monte Carlo's spread of ML
// Productivity Goodput over windows of the plan's seed (the risk). docs/model.md section 19.
struct ScenarioFigures {
    std::string name; // empty for the base
    std::optional<Evaluation> evaluation;
    std::optional<Error> error; // why the scenario could not be evaluated
    double p5 = NAN, p95 = NAN;  // NaN when the simulation is beyond its budget
    std::vector<double> samples; // ML Productivity Goodput of each simulated window
};

// The base first, then every scenario in the plan's order, evaluated with `graphs`. `runs` windows each (0: no
// simulation).
std::vector<ScenarioFigures> compareScenarios(const Plan& plan, const GraphLibrary& graphs, int runs = 500);

// The plan as its recommended option sets it (the base when it recommends none), evaluated with the plan's
// scenarios as its options: what the proposal presents. Throws gp::Error for an invalid plan.
Evaluation evaluateRecommended(const Plan& plan, const GraphLibrary& graphs = GraphLibrary::builtin());

} // namespace gp
