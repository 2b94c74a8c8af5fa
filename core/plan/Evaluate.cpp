#include "plan/Evaluate.h"

namespace gp {

Evaluation evaluate(const Plan& plan)
{
    Evaluation e;
    e.parameters = resolve(plan.goodput);
    e.goodput = evaluateModel(e.parameters);
    e.checkpoint = checkpointOptima(e.parameters);
    return e;
}

} // namespace gp
