#pragma once

#include "goodput/GoodputInputs.h"

#include <string>
#include <vector>

namespace gp {

// Runtime goodput against the checkpoint interval (docs/model.md sections 2, 3 and 7), on a logarithmic grid.
struct IntervalCurve {
    std::vector<double> interval;    // hours
    std::vector<double> fullModel;   // RG of section 3, with the save cost delta
    std::vector<double> seedFormula; // the guide's formula (section 2) with the expected loss as t_ch, no save cost
    std::vector<double> daly;        // Daly's complete model, efficiency T_s / T_w
};
// Throws gp::Error for bad parameters; from and to are hours, 0 < from < to, points >= 2.
IntervalCurve intervalCurve(const ModelParameters& p, double from, double to, int points);

// The default range of the interval chart: a minute up to ten times the MTBF that loses progress (at least 2 days,
// at most a year), so that the optimum is always on it.
std::pair<double, double> intervalRange(const ModelParameters& p);

// ML Productivity Goodput and lost accelerator-hours against cluster size (section 6), at the plan's interval and
// at Daly's interval re-optimized for each size. Two conditions: a fixed window (lost hours grow with n^2) and a
// fixed amount of training compute, the plan's accelerator-hours, done in a window that shrinks as 1/n (they grow
// with n).
struct ScaleCurve {
    std::vector<double> nodes;
    std::vector<double> goodput;           // MPG at the plan's checkpoint interval
    std::vector<double> goodputOptimal;    // MPG at Daly's interval for that size
    std::vector<double> lostHours;         // lost accelerator-hours in the plan's window, plan's interval
    std::vector<double> lostHoursOptimal;  // the same at Daly's interval, with the save hours it adds
    std::vector<double> lostHoursFixedCompute;        // the plan's compute at this size, plan's interval
    std::vector<double> lostHoursFixedComputeOptimal; // the same at Daly's interval, with its save hours
};
ScaleCurve scaleCurve(const ModelParameters& p, double fromNodes, double toNodes, int points);
// Its two halves: the figures at the plan's interval, and those at Daly's interval (goodputOptimal,
// lostHoursOptimal, lostHoursFixedComputeOptimal), which do not depend on the plan's interval. scaleCurve() is
// scaleCurveOptimal() with scaleCurveAtPlan() filled in.
ScaleCurve scaleCurveOptimal(const ModelParameters& p, double fromNodes, double toNodes, int points);
void scaleCurveAtPlan(ScaleCurve& curve, const ModelParameters& p);

// ML Productivity Goodput and the pool's shortfall against the number of hot spares (section 5).
struct SpareCurve {
    std::vector<int> spares;
    std::vector<double> goodput;   // MPG
    std::vector<double> shortfall; // share of failures and maintenance preemptions that find no spare
};
// Pool sizes from 0 to maxSpares: each of them up to kSparePoints, evenly spaced beyond (the plan's own and the
// largest always among them).
inline constexpr int kSparePoints = 64;
inline constexpr double kMaxSpareRange = 4096;
SpareCurve spareCurve(const ModelParameters& p, int maxSpares);

// The largest pool worth drawing: enough to cover three times the nodes in repair on average, at least 8 and past
// the plan's own pool, at most kMaxSpareRange.
int spareCurveRange(const ModelParameters& p);

} // namespace gp
