#pragma once

#include "units/Duration.h"

#include <vector>

namespace gp {

// One interruption in the guide's runtime goodput model (docs/model.md section 2).
struct Interruption {
    Duration resume;     // t_rm: time to resume training
    Duration lost;       // t_ch: progress lost since the last checkpoint
    Duration reschedule; // t_re: time to reschedule the slice
};

struct RuntimeGoodputResult {
    double runtimeGoodput = 1.0; // (t_w - t_c - sum t_re) / (t_w - sum t_re)
    double badputHours = 0.0;    // t_c = sum (t_rm + t_ch)
    double rescheduleHours = 0.0; // sum t_re, accounted under scheduling goodput
};

// The guide's formula, kept exactly: t_c = sum_i (t_rm,i + t_ch,i);
// RG = (t_w - t_c - sum_i t_re,i) / (t_w - sum_i t_re,i).
// Throws gp::Error: NotPositive for a zero window, RecoveryExceedsWindow when the reschedule time fills the window
// or the interruptions cost more than the time left.
RuntimeGoodputResult seedRuntimeGoodput(Duration window, const std::vector<Interruption>& interruptions);

// The same with N equal interruptions; N may be fractional (an expected count).
RuntimeGoodputResult seedRuntimeGoodput(Duration window, double count, const Interruption& each);

} // namespace gp
