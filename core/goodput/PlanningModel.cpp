#include "goodput/PlanningModel.h"

#include "goodput/Checkpoint.h"
#include "goodput/RenewalModel.h"
#include "io/Error.h"

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
    const WindowExpectation x = expectWindow(p);
    GoodputEvaluation e;
    e.interruptions = x.interruptions;
    const double rate = p.jobRate();
    for (std::size_t c = 0; c < e.byClass.size(); ++c) {
        const double share = rate > 0.0 ? p.nodes * p.classes[c].rate / rate : 0.0;
        e.byClass[c] = x.interruptions * share;
        (p.classes[c].warned ? e.warned : e.unwarned) += e.byClass[c];
    }
    e.losing = x.losing;
    e.duringRecovery = x.duringRecovery;
    e.spareShortfall = x.spareShortfall;
    e.spareShortfallError = x.spareShortfallError;
    e.spareGoodputError = x.spareGoodputError;
    const double available = p.window - p.wait;
    // W - t_wait - N t_re, summed from the buckets it holds rather than subtracted: a window spent almost wholly
    // in rescheduling keeps its precision.
    const double schedulable =
        std::min(available, x.productive + x.saves + x.lost + x.resume + x.shrunk + x.straggler);
    const double reschedule = available - schedulable;
    e.running = schedulable - x.resume - x.shrunk;
    e.productive = x.productive;
    e.hours.shrunk = x.shrunk;
    e.hours.straggler = x.straggler;

    // A straggler's slow period is running time, slower: the job's runtime goodput holds it and its program
    // goodput loses it (docs/model.md section 25).
    e.scheduling = schedulable / p.window;
    e.runtime = schedulable > 0.0 ? std::clamp((x.productive + x.straggler) / schedulable, 0.0, 1.0) : 0.0;
    setProgramGoodput(e, p.mfu);
    e.saturated = e.runtime < 0.05;

    e.jobMtbf = inverseOrInfinity(rate);
    e.lossMtbf = inverseOrInfinity(p.losingRate());
    e.lostAcceleratorHours = p.accelerators * (reschedule + x.resume + x.lost + x.shrunk);
    e.saveAcceleratorHours = p.accelerators * x.saves;

    e.hours.waiting = p.wait;
    e.hours.reschedule = reschedule;
    e.hours.resume = x.resume;
    e.hours.lost = x.lost;
    e.hours.saves = x.saves;
    e.fastSaves = x.fastSaves;
    e.fastLost = x.fastLost;
    // Every figure finite (docs/model.md section 13); the guard names the inputs that could not be evaluated.
    for (double v : {e.interruptions, e.productive, e.scheduling, e.runtime, e.mlProductivity, e.lostAcceleratorHours,
                     e.saveAcceleratorHours, e.hours.reschedule, e.hours.resume, e.hours.lost, e.hours.saves, e.hours.shrunk, e.hours.straggler})
        if (!std::isfinite(v))
            throw Error(ErrorCode::NotFinite, "runtime", "the planning model could not evaluate these inputs");
    return e;
}

double programGoodputOf(const GoodputEvaluation& e, double mfu)
{
    const double slowed = e.productive + e.hours.straggler;
    return e.hours.straggler > 0.0 && slowed > 0.0 ? mfu * (e.productive / slowed) : mfu;
}

void setProgramGoodput(GoodputEvaluation& e, double mfu)
{
    e.program = programGoodputOf(e, mfu);
    e.mlProductivity = e.scheduling * e.runtime * e.program;
    e.hours.goodput = e.productive * mfu;
    e.hours.program = e.productive + e.hours.straggler - e.hours.goodput;
}

GoodputEvaluation evaluateModelAtInterval(ModelParameters p, double interval)
{
    if (p.fast.on) {
        // The persistent save comes with a fast one: the nearest whole number of fast intervals, at most the
        // 1,000 a plan may have.
        p.fast.every = static_cast<int>(std::clamp(std::round(interval / p.fast.interval), 1.0, 1000.0));
        p.interval = p.fast.every * p.fast.interval;
    } else {
        p.interval = interval;
    }
    return evaluateModel(p);
}

GoodputEvaluation evaluateGoodput(const GoodputInputs& in)
{
    return evaluateModel(resolve(in));
}

CheckpointOptima checkpointOptima(const ModelParameters& p)
{
    CheckpointOptima o;
    o.restart = p.restartAfterFailure();
    double persistentRate = p.losingRate();
    if (p.fast.on) {
        double fastRate = 0;
        for (std::size_t c = 0; c < p.classes.size(); ++c)
            if (!p.classes[c].saved && p.fast.survives[c])
                fastRate += p.nodes * p.classes[c].rate;
        persistentRate -= fastRate;
        o.fastMtbf = inverseOrInfinity(fastRate);
        o.fastDefined = p.fast.save > 0.0 && std::isfinite(o.fastMtbf);
        o.fastYoung = o.fastDefined ? youngInterval(p.fast.save, o.fastMtbf) : kInf;
        o.fastDaly = o.fastDefined ? dalyInterval(p.fast.save, o.fastMtbf) : kInf;
    }
    o.mtbf = inverseOrInfinity(std::max(0.0, persistentRate));
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
