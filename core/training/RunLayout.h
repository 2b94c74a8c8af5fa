#pragma once

#include "training/CostModel.h"
#include "performance/LayoutSearch.h"

#include <optional>
#include <vector>

namespace gp {

// A training run's step on the accelerators it is priced on (docs/model.md section 23, "In the plan"): the job the
// step model reads from the plan, what the search may choose, and the fastest layout found, remembered.

// The step job of the run on `accelerators`: its shape (all four figures given, the key and value heads and the
// vocabulary where stated; for a plan without one, the nearest published family's, modelShapeOf), global batch,
// precision and optimizer. None without a shape or a usable parameter count.
std::optional<StepJob> stepJobOf(const TrainingRun& run, double accelerators);

// What the search may choose: everything with training.parallelism.search on, else the plan's own degrees,
// micro-batch, sharding and recomputation, held.
LayoutChoices layoutChoicesOf(const TrainingRun& run);

struct RunLayout {
    bool applies = false;         // the run has a shape and the accelerator's row the figures the step model reads
    std::optional<StepTime> best; // the fastest layout that fits its memory; none when none does
};

// The fastest layout of the run on `accelerators` of `a` that fits (searchLayouts). A pure function: each answer is
// remembered under a key of every figure the search reads, exactly (the job, the choices, the fabric, the MoE
// job), so a remembered answer is the one the search would give, and a slider that moves no part of the job asks
// for the same layouts again. The memo is the core's one process-wide cache: at most 4,096 answers (emptied when
// full), guarded by a mutex. Safe from any thread; the search runs outside the lock, so two threads asking for one
// new key both search and store the same answer.
RunLayout runLayout(const TrainingRun& run, const Accelerator& a, double accelerators);

// The accelerator counts, in whole nodes of `perNode` between `from` and `to`, at which some layout of the run
// can divide its batch: t dividing the heads within the scale-up domain, p up to the layers (uneven stages where it
// does not divide them, as searchLayouts takes them) and d dividing the batch's sequences, with t x p x d a whole
// number of nodes. Ascending.
std::vector<int> layoutNodeCounts(const TrainingRun& run, const Accelerator& a, int perNode, int from, int to);

// The fewest accelerators any layout could hold the run on: its states sharded over all of them (ZeRO-3), each
// layer split over the widest tensor degree the scale-up domain and the heads allow, every activation recomputed.
// None when not even that fits, or the step model does not apply.
std::optional<double> fewestLayoutAccelerators(const TrainingRun& run, const Accelerator& a, int perNode);

} // namespace gp
