#include "plan/ScenarioCompare.h"

#include "goodput/MonteCarlo.h"
#include "plan/Scenarios.h"

namespace gp {

std::vector<ScenarioFigures> compareScenarios(const Plan& plan, const GraphLibrary& graphs, int runs)
{
    std::vector<std::string> names{std::string()};
    for (const Scenario& s : plan.scenarios)
        names.push_back(s.name);
    std::vector<ScenarioFigures> all;
    all.reserve(names.size());
    for (const std::string& name : names) {
        ScenarioFigures f;
        f.name = name;
        try {
            const Plan p = scenarioPlan(plan, name);
            f.evaluation = evaluate(p, graphs);
            if (runs > 0) {
                SimulationOptions o;
                o.runs = runs;
                o.seed = p.simulation.seed;
                try {
                    SimulationResult r = simulate(f.evaluation->parameters, o);
                    f.p5 = r.mlProductivity.p5;
                    f.p95 = r.mlProductivity.p95;
                    f.samples = std::move(r.mlProductivitySamples);
                } catch (const Error&) {
                    // beyond the simulation's budget of events: no spread
                }
            }
        } catch (const Error& e) {
            f.error = e;
        }
        all.push_back(std::move(f));
    }
    return all;
}

Evaluation evaluateRecommended(const Plan& plan, const GraphLibrary& graphs)
{
    const ValidPlan stored = ValidPlan::check(plan);
    if (plan.recommendedScenario.empty())
        return evaluate(stored, graphs);
    // A scenario's plan is checked with the plan's own (validate() checks every scenario).
    return evaluate(ValidPlan::trusted(std::make_shared<const Plan>(scenarioPlan(plan, plan.recommendedScenario))),
                    graphs, stored.shared());
}

} // namespace gp
