#include "goodput/PlanningModel.h"

#include "goodput/Checkpoint.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gp {
namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

double inverseOrInfinity(double rate)
{
    return rate > 0.0 ? 1.0 / rate : kInf;
}

} // namespace

GoodputEvaluation evaluateModel(const ModelParameters& p)
{
    GoodputEvaluation e;
    const double tau = p.interval;
    const double delta = p.save;
    const double cycle = tau + delta;
    const double recovery = p.reschedule + p.resume;
    const double available = p.window - p.wait; // W - t_wait

    const double jobRate = p.nodes * (p.unwarnedRate + p.warnedRate); // Lambda
    e.interruptions = jobRate * available / (1.0 + jobRate * recovery);
    const double warnedShare = jobRate > 0.0 ? p.nodes * p.warnedRate / jobRate : 0.0;
    e.warned = e.interruptions * warnedShare;
    e.unwarned = e.interruptions - e.warned;
    const double saved = p.warnedSaved ? e.warned : 0.0;
    e.losing = e.interruptions - saved;

    e.running = available - e.interruptions * recovery;
    double lost = e.losing * cycle / 2.0;
    const double emergency = saved * delta;
    double kept = e.running - lost;
    if (kept < 0.0) {
        // The first-order model is outside its range (interval far beyond the MTBF): nothing is kept.
        e.saturated = true;
        lost = e.running;
        kept = 0.0;
    }
    double productive = kept * tau / cycle - emergency;
    double periodicSaves = kept * delta / cycle;
    double emergencySaves = emergency;
    if (productive < 0.0) {
        e.saturated = true;
        emergencySaves = kept * tau / cycle;
        productive = 0.0;
    }
    e.productive = productive;

    const double schedulable = available - e.interruptions * p.reschedule; // W - t_wait - N t_re
    e.scheduling = schedulable / p.window;
    e.runtime = schedulable > 0.0 ? productive / schedulable : 0.0;
    e.program = p.mfu;
    e.mlProductivity = e.scheduling * e.runtime * e.program;

    e.jobMtbf = inverseOrInfinity(jobRate);
    e.lossMtbf = inverseOrInfinity(p.nodes * (p.unwarnedRate + (p.warnedSaved ? 0.0 : p.warnedRate)));
    e.lostAcceleratorHours = p.accelerators * (e.interruptions * recovery + lost);

    e.hours.waiting = p.wait;
    e.hours.reschedule = e.interruptions * p.reschedule;
    e.hours.resume = e.interruptions * p.resume;
    e.hours.lost = lost;
    e.hours.saves = periodicSaves + emergencySaves;
    e.hours.goodput = productive * p.mfu;
    e.hours.program = productive - e.hours.goodput;
    return e;
}

GoodputEvaluation evaluateModelAtInterval(ModelParameters p, double interval)
{
    p.interval = interval;
    return evaluateModel(p);
}

GoodputEvaluation evaluateGoodput(const GoodputInputs& in)
{
    return evaluateModel(resolve(in));
}

CheckpointOptima checkpointOptima(const ModelParameters& p)
{
    CheckpointOptima o;
    o.restart = p.reschedule + p.resume;
    o.mtbf = inverseOrInfinity(p.nodes * (p.unwarnedRate + (p.warnedSaved ? 0.0 : p.warnedRate)));
    o.efficiencyAtCurrent = dalyEfficiency(p.interval, p.save, o.restart, o.mtbf);
    o.defined = p.save > 0.0 && std::isfinite(o.mtbf);
    if (!o.defined) {
        o.young = o.daly = kInf;
        o.efficiencyAtDaly = o.efficiencyAtCurrent;
        return o;
    }
    o.young = youngInterval(p.save, o.mtbf);
    o.daly = dalyInterval(p.save, o.mtbf);
    o.efficiencyAtDaly = dalyEfficiency(o.daly, p.save, o.restart, o.mtbf);
    return o;
}

} // namespace gp
