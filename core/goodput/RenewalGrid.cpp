#include "goodput/RenewalGrid.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

constexpr int kMinSteps = 32;          // the span's shape needs a few steps whatever the error
constexpr double kHeldShare = 0.2;     // the error is held against at least a fifth of the window
// The scheme's error constants, measured against grids 32 times finer over random plans of the whole input space
// (docs/model.md section 3): the error in hours is at most k h min(Lambda h, 1) from the gaps between
// interruptions, with k the share interruptions take of the long run and at most kKernelError, and kSawtoothError
// tau delta / (tau + delta) from a checkpoint cycle the step does not resolve, falling with the square of the step
// below half a cycle.
constexpr double kKernelError = 0.25;
constexpr double kSawtoothError = 0.5;
constexpr double kMostSteps = 1e8;     // beyond any tolerance a caller can mean: the count stays an int

} // namespace

int renewalSteps(const GridScales& s, const RenewalGrid& grid)
{
    const double tolerance = grid.tolerance > 0.0 ? grid.tolerance : RenewalGrid{}.tolerance;
    const double held = std::max(s.scheduled, kHeldShare * s.window);
    const double allowed = tolerance * held; // hours
    // k h min(Lambda h, 1) <= allowed: second order while the gaps are resolved, first beyond.
    const double k = s.unproductive >= 0.0 ? std::min(s.unproductive, kKernelError) : kKernelError;
    const double q = allowed / k; // infinite for a job that loses nothing: the span's few steps hold it
    double h = s.rate * q <= 1.0 ? std::sqrt(q / s.rate) : q;
    const double cycle = s.interval + s.save;
    if (cycle > 0.0) {
        const double sawtooth = kSawtoothError * s.interval * s.save / cycle;
        if (sawtooth > allowed)
            h = std::min(h, 0.5 * cycle * std::sqrt(allowed / sawtooth));
    }
    double base = std::ceil(s.span / h);
    if (!(base >= kMinSteps)) // also a step that came out NaN: a span without scale to it
        base = kMinSteps;
    const double scale = grid.scale > 0.0 ? grid.scale : 1.0;
    return static_cast<int>(std::min(std::ceil(scale * std::min(base, kMostSteps)), kMostSteps));
}

RenewalGrid& renewalGrid()
{
    thread_local RenewalGrid grid;
    return grid;
}

RenewalGridScope::RenewalGridScope(RenewalGrid grid) : saved_(renewalGrid())
{
    renewalGrid() = grid;
}

RenewalGridScope::~RenewalGridScope()
{
    renewalGrid() = saved_;
}

} // namespace gp
