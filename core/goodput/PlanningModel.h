#pragma once

#include "goodput/GoodputInputs.h"

namespace gp {

// Where the window's hours go (docs/model.md sections 1 and 3). The buckets add up to the window.
struct Badput {
    double waiting = 0;    // t_wait
    double reschedule = 0; // N t_re
    double resume = 0;     // N t_rm
    double lost = 0;       // L: progress lost since the last checkpoint (with the interrupted save)
    double saves = 0;      // periodic saves plus emergency saves on SIGTERM
    double program = 0;    // productive time x (1 - MFU): the hardware's peak not extracted
    double goodput = 0;    // productive time x MFU
};

// The expected outcome of the planning model of docs/model.md section 3 for one set of parameters.
struct GoodputEvaluation {
    double interruptions = 0;       // N, expected count in the window
    double unwarned = 0;            // of which unwarned failures
    double warned = 0;              // of which warned (SIGTERM) interruptions
    double losing = 0;              // interruptions that lose progress
    double running = 0;             // U = W - t_wait - N (t_re + t_rm)
    double productive = 0;          // P
    double scheduling = 1;          // SG = (W - t_wait - N t_re) / W
    double runtime = 1;             // RG = P / (W - t_wait - N t_re)
    double program = 1;             // PG = MFU
    double mlProductivity = 1;      // MPG = SG x RG x PG
    double jobMtbf = 0;             // 1 / (n (lambda_u + lambda_w)), hours; +inf without interruptions
    double lossMtbf = 0;            // mean time between interruptions that lose progress
    double lostAcceleratorHours = 0; // G (N t_re + N t_rm + L): accelerators idled by interruptions (section 4)
    bool saturated = false;         // lost progress exceeded the running time: P was clamped to 0
    Badput hours;                   // where the window went, in hours
};

// docs/model.md section 3. Never NaN for parameters produced by resolve().
GoodputEvaluation evaluateModel(const ModelParameters& p);

// The same with another checkpoint interval, for the interval curve.
GoodputEvaluation evaluateModelAtInterval(ModelParameters p, double interval);

// resolve() and evaluateModel() together.
GoodputEvaluation evaluateGoodput(const GoodputInputs& in);

// The checkpoint optima of section 5 for these parameters (hours; +inf without interruptions that lose progress,
// NaN-free). efficiencyAtDaly is Daly's complete model at the Daly interval.
struct CheckpointOptima {
    double young = 0;
    double daly = 0;
    double efficiencyAtDaly = 1;
    double efficiencyAtCurrent = 1;
    double restart = 0; // R = t_re + t_rm
    double mtbf = 0;    // M
    bool defined = false; // false when delta = 0 or M is infinite: no finite optimum
};
CheckpointOptima checkpointOptima(const ModelParameters& p);

} // namespace gp
