#pragma once

#include "performance/LayoutSearch.h"
#include "performance/MoeStep.h"

#include <vector>

namespace gp {

// The layouts of the MoE job that fit its memory, fastest first (most tokens a second; on a tie the one with less
// memory), at most `keep` (docs/model.md section 26, "The search"): the attention's t, p and d as searchLayouts takes
// them (t a divisor of the heads within the scale-up domain, p a power of two up to the layers, d the rest dividing
// the batch's sequences), each micro-batch of 1, 2, 4 or 8 that divides a replica's batch, each sharding and
// recomputation; the experts' EP every divisor of the experts with EP x ETP x p dividing the accelerators, and ETP
// above 1 only where the experts are wide (each ETP share at least 4,096). The held choices hold as for a dense job.
// Empty when nothing fits.
std::vector<MoeStepTime> searchMoeLayouts(const MoeStepJob& job, const Fabric& fabric, const LayoutChoices& choices,
                                          int keep = 1);

} // namespace gp
