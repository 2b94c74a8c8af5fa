#include "plan/MeasuredBesidePlan.h"

namespace gp {

double plannedProductiveShare(const Evaluation& ev)
{
    const double window = ev.parameters.window;
    return window > 0 ? (ev.goodput.productive + ev.goodput.hours.straggler) / window : 0.0;
}

} // namespace gp
