#include "CoreBench.h"

#include "BenchUtil.h"
#include "goodput/MonteCarlo.h"
#include "goodput/PlanningModel.h"
#include "plan/Evaluate.h"

#include <string>

namespace gpbench {

void benchEvaluate(const gp::Plan& plan)
{
    volatile double sink = 0;
    // One sample evaluates the plan 1,000 times, so that the clock's resolution does not dominate.
    const Samples s = time(200, [&] {
        for (int i = 0; i < 1000; ++i)
            sink = sink + gp::evaluate(plan).goodput.mlProductivity;
    });
    Samples each;
    for (double v : s.ms)
        each.ms.push_back(v / 1000.0);
    report("evaluate", each, 1.0);
}

void benchIntervalCurve(const gp::Plan& plan)
{
    const gp::ModelParameters p = gp::resolve(plan.goodput);
    volatile double sink = 0;
    const Samples s = time(200, [&] {
        for (int i = 0; i < 2000; ++i)
            sink = sink + gp::evaluateModelAtInterval(p, 0.01 + i * 0.005).runtime;
    });
    report("interval_curve_2000_points", s, 2000.0);
}

void benchMonteCarlo(const gp::Plan& plan, int threads)
{
    const gp::ModelParameters p = gp::resolve(plan.goodput);
    gp::SimulationOptions o;
    o.runs = 20000;
    o.seed = 7;
    o.threads = threads;
    double interruptions = 0;
    gp::simulateRuns(p, o); // warm-up: page in the tables and let the clock settle
    const Samples s = time(21, [&] {
        const auto runs = gp::simulateRuns(p, o);
        interruptions = 0;
        for (const auto& r : runs)
            interruptions += r.interruptions;
    });
    report(threads == 1 ? "monte_carlo" : "monte_carlo_all_cores", s, interruptions,
           ", \"threads\": " + std::to_string(threads) + ", \"runs\": " + std::to_string(o.runs) +
               ", \"interruptions_per_sample\": " + std::to_string(static_cast<long long>(interruptions)));
}

} // namespace gpbench
