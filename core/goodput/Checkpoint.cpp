#include "goodput/Checkpoint.h"

#include <cmath>
#include <limits>

namespace gp {

double youngInterval(double delta, double mtbf)
{
    if (std::isinf(mtbf))
        return std::numeric_limits<double>::infinity();
    return std::sqrt(2.0 * delta * mtbf);
}

double youngWasteFraction(double tau, double delta, double restart, double mtbf)
{
    const double failures = std::isinf(mtbf) ? 0.0 : (tau / 2.0 + restart) / mtbf;
    return delta / tau + failures;
}

double dalyInterval(double delta, double mtbf)
{
    if (std::isinf(mtbf))
        return std::numeric_limits<double>::infinity();
    if (delta >= 2.0 * mtbf)
        return mtbf;
    const double x = delta / (2.0 * mtbf);
    return std::sqrt(2.0 * delta * mtbf) * (1.0 + std::sqrt(x) / 3.0 + x / 9.0) - delta;
}

double dalyEfficiency(double tau, double delta, double restart, double mtbf)
{
    if (!(tau > 0.0))
        return 0.0;
    if (std::isinf(mtbf))
        return tau / (tau + delta);
    // Written with expm1 so that a long MTBF keeps its precision; an overflow gives infinity and so 0.
    const double wallPerWork = mtbf * std::exp(restart / mtbf) * std::expm1((tau + delta) / mtbf) / tau;
    if (!std::isfinite(wallPerWork))
        return 0.0;
    return 1.0 / wallPerWork;
}

} // namespace gp
