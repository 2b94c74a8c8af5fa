#include "SweepCommand.h"

#include "Commands.h"

#include "io/Error.h"
#include "plan/PlanFile.h"
#include "search/Sweep.h"

namespace gpcli {
namespace {

using nlohmann::json;

// A duration for an input in hours (30m, 1.5h; a bare number is hours), a number otherwise.
double bound(const Arguments& a, const char* name, const gp::SweepInput& input, double fallback)
{
    if (!a.has(name))
        return fallback;
    return input.unit == gp::SweepUnit::Hours ? a.duration(name).inHours() : a.number(name);
}

json countOrNumber(const gp::SweepInput& input, double v)
{
    return input.unit == gp::SweepUnit::Count ? json(static_cast<long long>(v)) : json(v);
}

} // namespace

json sweepCommand(const Arguments& a)
{
    const gp::Plan plan = withScenario(gp::loadPlanFile(planPath(a)), a);
    const gp::SweepInput& input = gp::sweepInput(a.all("input").front());
    const double from = bound(a, "from", input, input.defaultFrom);
    const double to = bound(a, "to", input, input.defaultTo);
    const int steps = a.has("steps") ? static_cast<int>(a.integer("steps", 2, 50)) : 7;
    const std::vector<double> values = gp::sweepValues(input, from, to, steps);
    json points = json::array();
    for (const gp::SweepPoint& p : gp::sweep(plan, input, values)) {
        json item{{"value", countOrNumber(input, p.value)}};
        if (p.outcome) {
            const gp::SweepOutcome& o = *p.outcome;
            item.update({{"ml_productivity_goodput", o.mlProductivity},
                         {"scheduling_goodput", o.scheduling},
                         {"runtime_goodput", o.runtime},
                         {"program_goodput", o.program},
                         {"wall_days", finiteOrNull(o.wallDays)},
                         {"total_cost", finiteOrNull(o.cost)},
                         {"cost_per_productive_hour", finiteOrNull(o.costPerProductiveHour)},
                         {"meets_deadline", o.meetsDeadline}});
        } else if (p.error) {
            item["error"] = gp::errorText(*p.error).english();
        }
        points.push_back(item);
    }
    return {{"input", input.id},
            {"unit", std::string(gp::inputUnitId(input.unit))},
            {"plan_value", countOrNumber(input, gp::sweepValueOf(plan, input))},
            {"points", points}};
}

} // namespace gpcli
