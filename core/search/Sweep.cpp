#include "search/Sweep.h"

#include "plan/Evaluate.h"
#include "plan/Validate.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace gp {

const std::vector<SweepInput>& sweepInputs()
{
    static const std::vector<SweepInput> all = [] {
        std::vector<SweepInput> out;
        for (const InputRange& r : inputRanges()) {
            SweepInput s;
            s.id = std::string(inputField(r.key));
            s.section = std::string(inputSection(r.key));
            s.field = s.id;
            s.unit = r.unit;
            s.logarithmic = r.logarithmic;
            s.lo = r.minimum;
            s.hi = r.maximum;
            s.defaultFrom = r.typicalMinimum;
            s.defaultTo = r.typicalMaximum;
            s.range = &r;
            out.push_back(std::move(s));
        }
        return out;
    }();
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
    return input.range->get(plan.goodput);
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
    checkInputRange(*input.range, value);
    Plan out = plan;
    input.range->set(out.goodput, value);
    validate(out); // the plan's other rules: a whole plan, as the loader checks it (its options apart)
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

const std::vector<SweepPoint>& sweep(const Evaluation& ev, const SweepInput& input, const std::vector<double>& values)
{
    if (!ev.keptSweep(input.id, values))
        ev.keepSweep(input.id, values, std::make_shared<const std::vector<SweepPoint>>(sweep(*ev.plan, input, values)));
    return *ev.keptSweep(input.id, values);
}

} // namespace gp
