#pragma once

#include "decision/Condition.h"
#include "plan/Evaluate.h"

namespace gp {

// The figures an answer's condition may name (decision/Condition.h), from a plan's evaluation (docs/model.md
// section 14, "Conditions"). A figure the plan does not give is absent: a training run's figures for a serving
// plan, the serving deployment of a model neither T4 nor L4 serves, anything of an accelerator not priced.
FigureValues conditionValues(const Evaluation& evaluation);

} // namespace gp
