#include "goodput/Curves.h"

#include "goodput/Checkpoint.h"
#include "goodput/Parallel.h"
#include "goodput/PlanningModel.h"
#include "io/Error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gp {
namespace {

void checkGrid(double from, double to, int points)
{
    if (!(from > 0.0) || !(to > from) || !std::isfinite(to))
        throw Error(ErrorCode::OutOfRange, "curve range", "0 < from < to");
    if (points < 2 || points > 1000000)
        throw Error(ErrorCode::OutOfRange, "curve points", "2 to 1000000");
}

double logPoint(double from, double to, int i, int points)
{
    return from * std::pow(to / from, static_cast<double>(i) / (points - 1));
}

// Between interruptions that lose progress back to the tier the interval belongs to: with a fast tier, those it
// does not outlive (as checkpointOptima()).
double lossMtbf(const ModelParameters& p)
{
    double rate = p.losingRate();
    if (p.fast.on)
        for (std::size_t c = 0; c < p.classes.size(); ++c)
            if (!p.classes[c].saved && p.fast.survives[c])
                rate -= p.nodes * p.classes[c].rate;
    return rate > 0.0 ? 1.0 / rate : std::numeric_limits<double>::infinity();
}

double dalyAt(const ModelParameters& q)
{
    const double mtbf = lossMtbf(q);
    return (q.save > 0.0 && std::isfinite(mtbf)) ? std::max(dalyInterval(q.save, mtbf), 1e-6) : q.interval;
}

} // namespace

IntervalCurve intervalCurve(const ModelParameters& p, double from, double to, int points)
{
    checkGrid(from, to, points);
    const auto n = static_cast<std::size_t>(points);
    IntervalCurve c;
    c.interval.resize(n);
    c.fullModel.resize(n);
    c.seedFormula.resize(n);
    c.daly.resize(n);
    ModelParameters noSave = p;
    noSave.save = 0.0;
    noSave.fast.save = 0.0;
    const double restart = p.restartAfterFailure();
    const double mtbf = lossMtbf(p);
    // Each interval is a model of its own: on every core.
    parallelFor(n, 0, [&](std::size_t i) {
        const double tau = logPoint(from, to, static_cast<int>(i), points);
        c.interval[i] = tau;
        c.fullModel[i] = evaluateModelAtInterval(p, tau).runtime;
        c.seedFormula[i] = evaluateModelAtInterval(noSave, tau).runtime;
        c.daly[i] = dalyEfficiency(tau, p.save, restart, mtbf);
    });
    return c;
}

std::pair<double, double> intervalRange(const ModelParameters& p)
{
    const double mtbf = lossMtbf(p);
    const double upper = std::isfinite(mtbf) ? std::clamp(10.0 * mtbf, 48.0, 8766.0) : 48.0;
    return {1.0 / 60.0, std::max(upper, p.interval * 2.0)};
}

namespace {

// The plan at another size: its accelerators per node kept.
ModelParameters atSize(const ModelParameters& p, double nodes)
{
    ModelParameters q = p;
    q.nodes = nodes;
    q.accelerators = nodes * (p.accelerators / p.nodes);
    return q;
}

// The same training compute: the plan's accelerator-hours of window, spread over this many nodes.
ModelParameters fixedCompute(const ModelParameters& p, const ModelParameters& q)
{
    ModelParameters f = q;
    const double busy = p.window - p.wait;
    f.window = std::max(busy * p.nodes / q.nodes, 1.0 / 60.0) + p.wait;
    return f;
}

} // namespace

ScaleCurve scaleCurveOptimal(const ModelParameters& p, double fromNodes, double toNodes, int points)
{
    checkGrid(fromNodes, toNodes, points);
    const auto n = static_cast<std::size_t>(points);
    ScaleCurve c;
    c.nodes.resize(n);
    c.goodputOptimal.resize(n);
    c.lostHoursOptimal.resize(n);
    c.lostHoursFixedComputeOptimal.resize(n);
    // Each count is a model of its own: on every core.
    parallelFor(n, 0, [&](std::size_t i) {
        const ModelParameters q = atSize(p, logPoint(fromNodes, toNodes, static_cast<int>(i), points));
        const GoodputEvaluation atOpt = evaluateModelAtInterval(q, dalyAt(q));
        c.nodes[i] = q.nodes;
        c.goodputOptimal[i] = atOpt.mlProductivity;
        c.lostHoursOptimal[i] = atOpt.lostAcceleratorHours + atOpt.saveAcceleratorHours;
        const ModelParameters f = fixedCompute(p, q);
        const GoodputEvaluation fixedOpt = evaluateModelAtInterval(f, dalyAt(f));
        c.lostHoursFixedComputeOptimal[i] = fixedOpt.lostAcceleratorHours + fixedOpt.saveAcceleratorHours;
    });
    return c;
}

void scaleCurveAtPlan(ScaleCurve& c, const ModelParameters& p)
{
    const std::size_t n = c.nodes.size();
    c.goodput.assign(n, 0.0);
    c.lostHours.assign(n, 0.0);
    c.lostHoursFixedCompute.assign(n, 0.0);
    parallelFor(n, 0, [&](std::size_t i) {
        const ModelParameters q = atSize(p, c.nodes[i]);
        const GoodputEvaluation atPlan = evaluateModel(q);
        c.goodput[i] = atPlan.mlProductivity;
        c.lostHours[i] = atPlan.lostAcceleratorHours;
        c.lostHoursFixedCompute[i] = evaluateModel(fixedCompute(p, q)).lostAcceleratorHours;
    });
}

ScaleCurve scaleCurve(const ModelParameters& p, double fromNodes, double toNodes, int points)
{
    ScaleCurve c = scaleCurveOptimal(p, fromNodes, toNodes, points);
    scaleCurveAtPlan(c, p);
    return c;
}

SpareCurve spareCurve(const ModelParameters& p, int maxSpares)
{
    SpareCurve c;
    // Every count up to kSparePoints of them; beyond, evenly spaced counts, the plan's own and the last among them.
    const int last = std::max(0, maxSpares);
    const int step = std::max(1, static_cast<int>(std::ceil(last / static_cast<double>(kSparePoints))));
    std::vector<int> counts;
    for (int k = 0; k <= last; k += step)
        counts.push_back(k);
    for (int k : {p.spares, last})
        if (k >= 0 && k <= last && !std::binary_search(counts.begin(), counts.end(), k))
            counts.insert(std::upper_bound(counts.begin(), counts.end(), k), k);
    for (int k : counts) {
        ModelParameters q = p;
        q.spares = k;
        const GoodputEvaluation e = evaluateModel(q);
        c.spares.push_back(k);
        c.goodput.push_back(e.mlProductivity);
        c.shortfall.push_back(k > 0 ? e.spareShortfall : 1.0);
    }
    return c;
}

int spareCurveRange(const ModelParameters& p)
{
    double served = 0;
    for (const ClassParameters& c : p.classes)
        served += c.spareServed ? c.rate : 0.0;
    const double inRepair = p.nodes * served * p.spareRepair; // requests per hour x repair, at most
    // Three times the nodes in repair at once, and past the plan's own pool: at 10,000 nodes a few hundred.
    return static_cast<int>(std::clamp(std::ceil(3.0 * inRepair + 3.0), std::max(8.0, p.spares * 1.5), kMaxSpareRange));
}

} // namespace gp
