#pragma once

#include "Arguments.h"

#include "performance/LayoutSearch.h"
#include "performance/StepModel.h"

#include <nlohmann/json.hpp>

namespace gpcli {

// goodput-cli performance [PLAN] --params N --layers L --hidden H --heads A ... : one training step's time, MFU and
// HFU from the parallel layout, or the fastest layout that fits (docs/model.md section 23).
nlohmann::json performanceCommand(const Arguments& a);

// A layout as the command prints it: {"tensor", "pipeline", "data", "context", "micro_batch", "interleave",
// "sharding", "recompute"}.
nlohmann::json layoutJson(const gp::Layout& l);

// The layout the flags give (--tensor and --pipeline at least) on `accelerators`: what they leave out is its
// default (no context parallelism, one sequence a micro-batch, no interleave, ZeRO-1, no recomputation), and the
// data degree is what is left of the accelerators (1 where the model degrees do not divide them).
gp::Layout givenLayout(const gp::LayoutChoices& c, double accelerators);
// A step as the command prints it: "mfu", "hfu", "tokens_per_second", "step_seconds", "breakdown_seconds",
// "memory_gb_per_accelerator", "fits" and "layout".
nlohmann::json stepJson(const gp::StepTime& st);

} // namespace gpcli
