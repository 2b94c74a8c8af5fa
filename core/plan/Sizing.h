#pragma once

#include "training/CostModel.h"
#include "i18n/Text.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct Plan;
struct Evaluation;

// Why an accelerator cannot meet the deadline at any count.
enum class SizingLimit {
    None,        // it meets the deadline at `nodes`
    Memory,      // the model never fits its memory under the plan's parallelism
    LargestJob,  // it would need more accelerators than the catalog's largest job
    Saturated,   // more nodes add more interruptions than progress: the deadline is out of reach
};
std::string_view sizingLimitId(SizingLimit l); // "none", "memory", "largest_job", "saturated"

// One accelerator sized for the deadline: the fewest whole nodes that fit its memory and finish in time, and its
// cost there (docs/model.md section 17).
struct Sizing {
    std::string accelerator;
    std::optional<int> nodes;  // none when no count meets the deadline
    SizingLimit limit = SizingLimit::None;
    CostEstimate estimate;     // at `nodes`, or at the largest count tried when none meets it
    double minMemoryAccelerators = 0; // the memory fit's minimum, 0 when it never fits
};

struct Recommendation {
    std::vector<Sizing> sizes;             // in catalog order
    std::optional<std::size_t> recommended; // the cheapest that fits and meets the deadline
    std::optional<std::size_t> closest;     // when none does: the one that finishes soonest
    Text reason;                            // why, in a sentence (English; the user interface translates it)
};

// The plan's accelerators sized for its deadline under its own provisioning. Each count is evaluated with the
// exact model at that many nodes (more nodes, more interruptions).
Recommendation recommend(const Plan& plan, const Evaluation& evaluation);

} // namespace gp
