#pragma once

#include "decision/Graph.h"
#include "goodput/GoodputInputs.h"
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

} // namespace gpui
