#pragma once

#include "decision/Graph.h"
#include "goodput/GoodputInputs.h"
#include "inference/Inference.h"
#include "plan/Evaluate.h"

#include <QString>

namespace gpui {

// The translated names of the core's enumerations, in one place for every view and the proposal.
QString provisioningName(gp::Provisioning p);
QString optimizerName(gp::Optimizer o);
QString shardingName(gp::Sharding s);
QString nodeKindName(gp::NodeKind kind);
// A goodput factor by its id in the core ("scheduling", "runtime", "program"): "Scheduling", ...
QString factorName(const std::string& factor);
// What a warning of the evaluation means for the plan, as one sentence.
QString describeWarning(const gp::Warning& warning);
// A served model's name as its makers write it: "llama-3.1-8b" is "Llama 3.1 8B"; an empty or "custom" one is
// "Custom model".
QString servedModelName(const std::string& id);
QString weightPrecisionName(gp::WeightPrecision p);
// The GPU tree's answers for a serving plan, as the flowchart words them, ending at its recommendation:
// "Inferencing → Multiple GPUs in a single VM → T4 or L4 (if performance validates)".
QString servingPath(const gp::ServingAdvice& advice);
// Why the figures give that branch, in one sentence.
QString servingReason(const gp::ServingAdvice& advice);
// An accelerator's name without its vendor, for a chart's axis: "H100 80 GB".
QString shortAcceleratorName(const gp::Accelerator& a);

} // namespace gpui
