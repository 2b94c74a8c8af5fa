#include "goodput/Sensitivity.h"

#include "goodput/PlanningModel.h"
#include "io/Error.h"

#include <algorithm>
#include <utility>
#include <cmath>
#include <functional>

namespace gp {
namespace {

struct Knob {
    const char* id;
    std::function<double(const GoodputInputs&)> get;
    std::function<void(GoodputInputs&, double)> set;
    double lo;
    double hi;
    bool integer = false;
};

double hoursOf(Duration d)
{
    return d.inHours();
}

const std::vector<Knob>& knobs()
{
    using D = Duration;
    static const std::vector<Knob> all{
        {"scale.nodes", [](const GoodputInputs& i) { return double(i.nodes); },
         [](GoodputInputs& i, double v) { i.nodes = int(std::lround(v)); }, 1, 100000, true},
        {"scheduling.initial_wait", [](const GoodputInputs& i) { return hoursOf(i.initialWait); },
         [](GoodputInputs& i, double v) { i.initialWait = D::hours(v); }, 0, 1e6},
        {"scheduling.reschedule", [](const GoodputInputs& i) { return hoursOf(i.reschedule); },
         [](GoodputInputs& i, double v) { i.reschedule = D::hours(v); }, 0, 1e6},
        {"scheduling.spare_swap", [](const GoodputInputs& i) { return hoursOf(i.spareSwap); },
         [](GoodputInputs& i, double v) { i.spareSwap = D::hours(v); }, 0, 1e6},
        {"runtime.unwarned_per_node_day", [](const GoodputInputs& i) { return i.unwarnedPerNodeDay; },
         [](GoodputInputs& i, double v) { i.unwarnedPerNodeDay = v; }, 0, 100},
        {"runtime.warned_per_node_day", [](const GoodputInputs& i) { return i.warnedPerNodeDay; },
         [](GoodputInputs& i, double v) { i.warnedPerNodeDay = v; }, 0, 100},
        {"runtime.checkpoint_interval", [](const GoodputInputs& i) { return hoursOf(i.checkpointInterval); },
         [](GoodputInputs& i, double v) { i.checkpointInterval = D::hours(v); }, 1e-4, 1e6},
        {"runtime.checkpoint_save", [](const GoodputInputs& i) { return hoursOf(i.checkpointSave); },
         [](GoodputInputs& i, double v) { i.checkpointSave = D::hours(v); }, 0, 1e6},
        {"runtime.restore", [](const GoodputInputs& i) { return hoursOf(i.restore); },
         [](GoodputInputs& i, double v) { i.restore = D::hours(v); }, 0, 1e6},
        {"runtime.image_size_gb", [](const GoodputInputs& i) { return i.imageSizeGb; },
         [](GoodputInputs& i, double v) { i.imageSizeGb = v; }, 0, 10000},
        {"program.mfu", [](const GoodputInputs& i) { return i.mfu; },
         [](GoodputInputs& i, double v) { i.mfu = v; }, 1e-4, 1},
    };
    return all;
}

double mpg(const GoodputInputs& in)
{
    try {
        return evaluateGoodput(in).mlProductivity;
    } catch (const Error&) {
        return std::nan(""); // a move the model refuses: left out below
    }
}

// Adds the bar for one input moved to two states, unless the model refuses either.
void addBar(Sensitivity& s, const char* id, const GoodputInputs& down, const GoodputInputs& up, double lo, double hi)
{
    const double a = mpg(down);
    const double b = mpg(up);
    if (std::isfinite(a) && std::isfinite(b))
        s.bars.push_back({id, a, b, lo, hi});
}

} // namespace

Sensitivity sensitivity(const GoodputInputs& in, double step)
{
    Sensitivity s;
    s.step = step;
    s.base = evaluateGoodput(in).mlProductivity;
    for (const Knob& k : knobs()) {
        const double v = k.get(in);
        double lo = std::clamp(v * (1.0 - step), k.lo, k.hi);
        double hi = std::clamp(v * (1.0 + step), k.lo, k.hi);
        if (k.integer) {
            const double delta = std::max(1.0, std::round(v * step));
            lo = std::max(k.lo, v - delta);
            hi = std::min(k.hi, v + delta);
        }
        GoodputInputs down = in;
        GoodputInputs up = in;
        k.set(down, lo);
        k.set(up, hi);
        addBar(s, k.id, down, up, lo, hi);
    }
    // Each switch turned off and on.
    for (const auto& [id, member] : {std::pair{"runtime.auto_checkpoint", &GoodputInputs::autoCheckpoint},
                                     std::pair{"runtime.preload", &GoodputInputs::preload},
                                     std::pair{"runtime.async_checkpoint", &GoodputInputs::asyncCheckpoint},
                                     std::pair{"runtime.fast_tier", &GoodputInputs::fastTier}}) {
        GoodputInputs off = in;
        GoodputInputs on = in;
        off.*member = false;
        on.*member = true;
        addBar(s, id, off, on, 0, 1);
    }
    GoodputInputs off = in;
    GoodputInputs on = in;
    off.hotSpares = 0;
    on.hotSpares = std::max(1, in.hotSpares);
    addBar(s, "scheduling.hot_spares", off, on, 0, on.hotSpares);
    std::stable_sort(s.bars.begin(), s.bars.end(),
                     [](const SensitivityBar& x, const SensitivityBar& y) { return x.swing() > y.swing(); });
    return s;
}

} // namespace gp
