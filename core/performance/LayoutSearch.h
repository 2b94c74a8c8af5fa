#pragma once

#include "performance/StepModel.h"

#include <optional>
#include <vector>

namespace gp {

// What the search may choose; a set field is held at that value (docs/model.md section 23, "The search").
struct LayoutChoices {
    std::optional<int> tensor;
    std::optional<int> pipeline;
    std::optional<int> context;    // none: 1
    std::optional<int> microBatch; // none: 1, 2, 4 or 8
    std::optional<int> interleave; // none: 1, 2, 4 or 8 (1 without a pipeline)
    std::optional<Sharding> sharding;   // none: ZeRO-1, ZeRO-2 or ZeRO-3
    std::optional<Recompute> recompute; // none: each of the three
    // Not searched, taken by every layout: the framework's choice, not the layout's (docs/model.md section 23).
    bool tpCommOverlap = false;
    GradientPrecision gradientPrecision = GradientPrecision::Fp32;
};

// The layouts of the job on the accelerator that fit its memory, fastest first (most tokens per second; on a tie
// the one with less memory), at most `keep` of them: t a divisor of G and of the heads within the scale-up domain,
// p up to the layers (uneven stages where it does not divide them: stageSplit) with t x p dividing G, c as given,
// d the rest; every micro-batch that divides a replica's batch, the interleave 1, 2, 4 or 8 where it divides the
// stages (interleaves), each sharding and recomputation.
// Empty when nothing fits. Throws gp::Error for a bad job or a held value no layout can take.
std::vector<StepTime> searchLayouts(const StepJob& job, const Fabric& fabric, const LayoutChoices& choices,
                                    int keep = 1);

} // namespace gp
