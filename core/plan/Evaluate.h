#pragma once

#include "goodput/PlanningModel.h"
#include "plan/Plan.h"

namespace gp {

// Everything the views show about a plan, computed from it alone.
struct Evaluation {
    ModelParameters parameters;
    GoodputEvaluation goodput;
    CheckpointOptima checkpoint;
};

// Throws gp::Error for invalid inputs (as validate()).
Evaluation evaluate(const Plan& plan);

} // namespace gp
