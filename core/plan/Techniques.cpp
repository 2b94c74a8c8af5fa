#include "plan/Techniques.h"

#include "goodput/Checkpoint.h"
#include "goodput/InputRanges.h"
#include "goodput/PlanningModel.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace gp {

std::vector<TechniqueEffect> techniqueEffects(const GoodputInputs& in)
{
    const double before = evaluateGoodput(in).mlProductivity;
    std::vector<TechniqueEffect> out;
    auto modelled = [&](const char* id, const char* factor, bool used, const std::function<void(GoodputInputs&)>& apply) {
        GoodputInputs with = in;
        apply(with);
        // A technique the plan already uses changes nothing: no second solve on each slider step.
        out.push_back({id, factor, true, used, before, with == in ? before : evaluateGoodput(with).mlProductivity});
    };
    modelled("reservation", "scheduling", !provisioningWaits(in.provisioning),
             [](GoodputInputs& i) { i.provisioning = Provisioning::DwsCalendar; });
    modelled("hot-spares", "scheduling", in.hotSpares > 0, [](GoodputInputs& i) { i.hotSpares = std::max(1, i.hotSpares); });
    // Elastic training shrinks instead of waiting for the replacement: it needs the in-job restart and two replicas.
    modelled("elastic-training", "scheduling", in.inJobRestart && in.elasticShrink, [](GoodputInputs& i) {
        i.inJobRestart = true;
        i.elasticShrink = true;
        i.elasticReplicas = std::max(2, i.elasticReplicas);
    });
    modelled("auto-checkpoint", "runtime", in.autoCheckpoint && checkpointSaveTime(in) <= in.gracePeriod,
             [](GoodputInputs& i) {
                 i.autoCheckpoint = true;
                 i.gracePeriod = std::max(i.gracePeriod, checkpointSaveTime(i));
             });
    {
        // The interval at Daly's optimum for the plan's own failure rate.
        const CheckpointOptima o = checkpointOptima(resolve(in));
        const bool defined = o.defined && std::isfinite(o.daly) && o.daly > 0;
        // Within the interval's range: an optimum below a second is not an interval anyone can set.
        const InputRange* range = findInputRange("runtime.checkpoint_interval");
        const double daly =
            defined ? std::clamp(o.daly, range->minimum, range->maximum) : in.checkpointInterval.inHours();
        modelled("checkpoint-interval", "runtime",
                 defined && std::abs(daly - in.checkpointInterval.inHours()) < 0.05 * daly,
                 [daly](GoodputInputs& i) { i.checkpointInterval = Duration::hours(daly); });
    }
    modelled("preloading", "runtime", in.preload, [](GoodputInputs& i) { i.preload = true; });
    modelled("in-job-restart", "runtime", in.inJobRestart, [](GoodputInputs& i) { i.inJobRestart = true; });
    // Without stragglers in the plan it changes nothing, and the recommendations leave it out.
    modelled("straggler-detection", "program", in.stragglerDetection, [](GoodputInputs& i) {
        if (i.stragglerPerNodeDay > 0) // without stragglers the switch changes no figure
            i.stragglerDetection = true;
    });
    for (const char* id : {"custom-kernels", "host-offload", "int8-aqt"})
        out.push_back({id, "program", false, false, before, before});
    return out;
}

std::vector<TechniqueEffect> largestGains(const std::vector<TechniqueEffect>& effects, std::size_t n)
{
    std::vector<TechniqueEffect> out;
    for (const TechniqueEffect& t : effects)
        if (t.modelled && !t.alreadyUsed && t.after - t.before >= 1e-4)
            out.push_back(t);
    std::stable_sort(out.begin(), out.end(), [](const TechniqueEffect& a, const TechniqueEffect& b) {
        return a.after - a.before > b.after - b.before;
    });
    if (out.size() > n)
        out.resize(n);
    return out;
}

} // namespace gp
