#include "plan/Sweep.h"

#include "plan/Evaluate.h"
#include "plan/PlanJson.h"
#include "units/Duration.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <sstream>

namespace gp {

const std::vector<SweepInput>& sweepInputs()
{
    static const std::vector<SweepInput> all{
        {"nodes", "scale", "nodes", SweepUnit::Count, true, 1, 100000, 16, 1024},
        {"hot_spares", "scheduling", "hot_spares", SweepUnit::Count, false, 0, 1000, 0, 8},
        {"checkpoint_interval", "runtime", "checkpoint_interval", SweepUnit::Hours, true, 1.0 / 60.0, 24 * 30, 0.1, 8},
        {"checkpoint_save", "runtime", "checkpoint_save", SweepUnit::Hours, true, 1.0 / 3600.0, 24, 10.0 / 3600.0, 0.5},
        {"initial_wait", "scheduling", "initial_wait", SweepUnit::Hours, false, 0, 24 * 365, 0, 72},
        {"spot_per_node_day", "runtime", "spot_per_node_day", SweepUnit::PerNodeDay, false, 0, 100, 0, 0.2},
        {"unwarned_per_node_day", "runtime", "unwarned_per_node_day", SweepUnit::PerNodeDay, false, 0, 100, 0, 0.05},
        {"mfu", "program", "mfu", SweepUnit::Fraction, false, 0.01, 1, 0.2, 0.6},
    };
    return all;
}

const SweepInput& sweepInput(std::string_view id)
{
    std::string ids;
    for (const SweepInput& s : sweepInputs()) {
        if (s.id == id)
            return s;
        ids += (ids.empty() ? "" : ", ") + s.id;
    }
    throw Error(ErrorCode::UnknownValue, "--input", "'" + std::string(id.substr(0, 60)) + "'; inputs: " + ids);
}

double sweepValueOf(const Plan& plan, const SweepInput& input)
{
    const nlohmann::json j = planToJson(plan);
    const nlohmann::json& v = j.at(input.section).at(input.field);
    if (v.is_string())
        return parseDuration(v.get<std::string>(), input.section + "." + input.field).inHours();
    return v.get<double>();
}

std::vector<double> sweepValues(const SweepInput& input, double from, double to, int steps)
{
    std::ostringstream range;
    range << input.lo << " to " << input.hi << (input.unit == SweepUnit::Hours ? " hours" : "");
    for (const auto& [name, v] : {std::pair<const char*, double>{"--from", from}, {"--to", to}})
        if (!std::isfinite(v) || v < input.lo || v > input.hi)
            throw Error(ErrorCode::OutOfRange, name, input.id + " from " + range.str());
    if (steps < 2 || steps > 50)
        throw Error(ErrorCode::OutOfRange, "--steps", "2 to 50");
    const bool log = input.logarithmic && from > 0 && to > 0;
    std::vector<double> values;
    for (int i = 0; i < steps; ++i) {
        const double t = static_cast<double>(i) / (steps - 1);
        double v = log ? std::exp(std::log(from) + t * (std::log(to) - std::log(from))) : from + t * (to - from);
        if (i == steps - 1)
            v = to; // exactly the end the user asked for
        if (input.unit == SweepUnit::Count)
            v = std::round(v);
        if (values.empty() || v != values.back())
            values.push_back(v);
    }
    return values;
}

Plan withSweepValue(const Plan& plan, const SweepInput& input, double value)
{
    Plan base = plan;
    std::vector<Scenario> scenarios = std::move(base.scenarios);
    const std::string recommended = base.recommendedScenario;
    base.scenarios.clear();
    base.recommendedScenario.clear();
    nlohmann::json j = planToJson(base);
    if (input.unit == SweepUnit::Count)
        j[input.section][input.field] = static_cast<long long>(std::llround(value));
    else
        j[input.section][input.field] = value; // a bare number of hours for a duration
    Plan out = planFromJson(j);
    out.scenarios = std::move(scenarios);
    out.recommendedScenario = recommended;
    return out;
}

std::vector<SweepPoint> sweep(const Plan& plan, const SweepInput& input, const std::vector<double>& values)
{
    std::vector<SweepPoint> points;
    points.reserve(values.size());
    for (double v : values) {
        SweepPoint point;
        point.value = v;
        try {
            const Evaluation e = evaluate(withSweepValue(plan, input, v));
            SweepOutcome o;
            o.mlProductivity = e.goodput.mlProductivity;
            o.scheduling = e.goodput.scheduling;
            o.runtime = e.goodput.runtime;
            o.program = e.goodput.program;
            if (const CostEstimate* c = e.selectedEstimate()) {
                o.wallDays = c->days;
                o.cost = c->cost;
                o.costPerProductiveHour = c->costPerProductiveHour;
                o.meetsDeadline = c->meetsDeadline;
            }
            point.outcome = o;
        } catch (const Error& e) {
            point.error = e;
        }
        points.push_back(std::move(point));
    }
    return points;
}

} // namespace gp
