#include "training/SpendTimeline.h"

#include "goodput/MonteCarlo.h"

#include <algorithm>
#include <cmath>

namespace gp {

SpendTimeline spendTimeline(const GoodputInputs& inputs, const CostEstimate& estimate, std::uint64_t seed)
{
    SpendTimeline out;
    const double needed = estimate.productiveHours; // hours of computing on the estimate's accelerators
    if (!(needed > 0) || !std::isfinite(needed) || !std::isfinite(estimate.days))
        return out;
    GoodputInputs in = inputs;
    in.provisioning = estimate.provisioning;
    in.nodes = std::max(1, static_cast<int>(std::lround(estimate.accelerators / std::max(1, in.acceleratorsPerNode))));
    ModelParameters p = resolve(in);
    p.wait = estimate.waitHours / std::max(1, estimate.flexRequests); // the first wait; later requests' are not drawn
    p.window = p.wait + 2.0 * std::max(estimate.runningDays * 24.0, needed); // room for an unlucky run
    const double billedPerHour = estimate.runningDays > 0
                                     ? estimate.cost / (estimate.runningDays * 24.0) // the row's cost, spread as billed
                                     : 0.0;
    double spent = 0, kept = 0;
    out.points.push_back({0, 0, 0});
    for (const TimelineSegment& s : simulateTimeline(p, seed)) {
        const double length = s.end - s.start;
        if (s.phase == Phase::Waiting) {
            out.points.push_back({s.end, spent, kept / needed});
            continue;
        }
        if (s.phase == Phase::Rescheduling && (out.restarts.empty() || out.restarts.back() < s.start))
            out.restarts.push_back(s.start);
        if (s.phase == Phase::Productive && kept + length >= needed) {
            const double end = s.start + (needed - kept);
            spent += billedPerHour * (end - s.start);
            out.points.push_back({end, spent, 1.0});
            out.finishHours = end;
            out.finished = true;
            return out;
        }
        spent += billedPerHour * length;
        if (s.phase == Phase::Productive) {
            kept += length;
        } else if (s.phase == Phase::Lost) {
            // The progress was made, then lost: drawn as a rise and a fall back, so the loss can be seen.
            out.points.push_back({s.end, spent, (kept + length) / needed});
            out.lostHours += length;
        }
        out.points.push_back({s.end, spent, kept / needed});
    }
    return out;
}

} // namespace gp
