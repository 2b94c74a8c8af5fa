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
    double shrunk = 0;     // elastic shrinks: the throughput the smaller job lacked, and its regrow pauses
    double program = 0;    // productive time x (1 - MFU) and straggler: the hardware's peak not extracted
    double straggler = 0;  // of program: the throughput slow nodes took before their eviction (section 25)
    double goodput = 0;    // productive time x MFU
};

// The expected outcome of the planning model of docs/model.md section 3 for one set of parameters.
struct GoodputEvaluation {
    double interruptions = 0;       // N, expected count in the window, strikes during recovery included
    double unwarned = 0;            // of which unwarned failures
    double warned = 0;              // of which warned (SIGTERM) interruptions: maintenance and Spot
    std::array<double, kInterruptionClasses> byClass{}; // by class
    double losing = 0;              // interruptions that lose progress
    double duringRecovery = 0;      // interruptions that strike during a recovery or an emergency save
    double spareShortfall = 0;      // share of failures and maintenance preemptions that find no hot spare
    double spareShortfallError = 0; // its standard error: the share is simulated (docs/model.md section 5)
    double spareGoodputError = 0;   // the error that leaves in scheduling goodput (a fraction, like scheduling), or
                                    //   in runtime goodput where the job shrinks instead of waiting
    double running = 0;             // U = W - t_wait - reschedule - resume hours
    double productive = 0;          // P
    double scheduling = 1;          // SG = (W - t_wait - N t_re) / W
    double runtime = 1;             // RG = (P + straggler hours) / (W - t_wait - N t_re)
    double program = 1;             // PG = MFU x P / (P + straggler hours)
    double mlProductivity = 1;      // MPG = SG x RG x PG
    double jobMtbf = 0;             // 1 / Lambda, hours; +inf without interruptions
    double lossMtbf = 0;            // mean time between interruptions that lose progress
    double lostAcceleratorHours = 0; // G (reschedule + resume + lost hours): accelerators idled by interruptions
    double saveAcceleratorHours = 0; // G x save hours: accelerators stalled by checkpoint saves
    bool saturated = false;         // runtime goodput below 5 %: interruptions leave almost no progress
    Badput hours;                   // where the window went, in hours
    double fastSaves = 0;           // of hours.saves: the fast tier's (docs/model.md section 20)
    double fastLost = 0;            // of hours.lost: lost back to the fast tier
};

// docs/model.md section 3: the renewal-reward expectation over the finite window. Never NaN for parameters
// produced by resolve().
GoodputEvaluation evaluateModel(const ModelParameters& p);

// Program goodput at this MFU: the MFU, less what stragglers' slow periods took of the running time (docs/model.md
// section 25).
double programGoodputOf(const GoodputEvaluation& e, double mfu);

// The same with another checkpoint interval, for the interval curve.
GoodputEvaluation evaluateModelAtInterval(ModelParameters p, double interval);
// Sets program goodput to `mfu` and what it scales: ML Productivity Goodput and the productive hours' split into
// goodput and the peak not extracted. The other factors do not depend on it.
void setProgramGoodput(GoodputEvaluation& e, double mfu);

// resolve() and evaluateModel() together.
GoodputEvaluation evaluateGoodput(const GoodputInputs& in);

// The checkpoint optima of docs/model.md section 7 for these parameters (hours; +inf without interruptions that lose progress,
// NaN-free). efficiencyAtDaly is Daly's complete model at the Daly interval.
struct CheckpointOptima {
    double young = 0;
    double daly = 0;
    double efficiencyAtDaly = 1;
    double efficiencyAtCurrent = 1;
    double restart = 0; // R = t_re + t_rm of a failure, the interruption the optima guard against
    double mtbf = 0;    // M: mean time between interruptions that lose progress (1 / losingRate())
    bool defined = false; // false when delta = 0 or M is infinite: no finite optimum
    // With a fast tier: the persistent tier's optima (above) guard against the interruptions the fast tier does not
    // outlive; the fast tier's against those it does, with its own save.
    double fastYoung = 0;
    double fastDaly = 0;
    double fastMtbf = 0;
    bool fastDefined = false;
};
CheckpointOptima checkpointOptima(const ModelParameters& p);

} // namespace gp
