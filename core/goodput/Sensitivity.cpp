#include "goodput/Sensitivity.h"

#include "goodput/InputRanges.h"
#include "goodput/PlanningModel.h"
#include "io/Error.h"

#include <algorithm>
#include <utility>
#include <cmath>

namespace gp {
namespace {

double mpg(const GoodputInputs& in)
{
    try {
        return evaluateGoodput(in).mlProductivity;
    } catch (const Error&) {
        return std::nan(""); // a move the model refuses: left out below
    }
}

// Adds the bar for one input moved to two states, unless the model refuses either.
void addBar(Sensitivity& s, std::string id, const GoodputInputs& down, const GoodputInputs& up, double lo, double hi)
{
    const double a = mpg(down);
    const double b = mpg(up);
    if (std::isfinite(a) && std::isfinite(b))
        s.bars.push_back({std::move(id), a, b, lo, hi});
}

// Adds the bar for a counter at none against the plan's count, or one where the plan has none.
void addNoneOrSome(Sensitivity& s, const GoodputInputs& in, const InputRange& r)
{
    GoodputInputs none = in;
    GoodputInputs some = in;
    const double v = std::max(1.0, r.get(in));
    r.set(none, 0);
    r.set(some, v);
    addBar(s, std::string(r.key), none, some, 0, v);
}

} // namespace

Sensitivity sensitivity(const GoodputInputs& in, double step)
{
    Sensitivity s;
    s.step = step;
    s.base = evaluateGoodput(in).mlProductivity;
    // Every numeric input that takes effect, within its range (goodput/InputRanges.h); a counter (the hot spares)
    // as none against some below, since a pool of none moved by a share stays none.
    for (const InputRange& r : inputRanges()) {
        if (r.control == InputControl::Counter || !inputApplies(in, r.key))
            continue;
        const double v = r.get(in);
        double lo = std::clamp(v * (1.0 - step), r.minimum, r.maximum);
        double hi = std::clamp(v * (1.0 + step), r.minimum, r.maximum);
        if (r.unit == InputUnit::Count) {
            const double delta = std::max(1.0, std::round(v * step));
            lo = std::max(r.minimum, v - delta);
            hi = std::min(r.maximum, v + delta);
        }
        if (lo == hi)
            continue; // nothing to move: an input of 0 stays 0
        GoodputInputs down = in;
        GoodputInputs up = in;
        r.set(down, lo);
        r.set(up, hi);
        addBar(s, std::string(r.key), down, up, lo, hi);
    }
    // Each technique the guide names turned off and on.
    for (const InputSwitch& sw : inputSwitches()) {
        if (!sw.technique)
            continue;
        GoodputInputs off = in;
        GoodputInputs on = in;
        sw.set(off, 0);
        sw.set(on, 1);
        addBar(s, std::string(sw.key), off, on, 0, 1);
    }
    for (const InputRange& r : inputRanges())
        if (r.control == InputControl::Counter)
            addNoneOrSome(s, in, r);
    std::stable_sort(s.bars.begin(), s.bars.end(),
                     [](const SensitivityBar& x, const SensitivityBar& y) { return x.swing() > y.swing(); });
    return s;
}

} // namespace gp
