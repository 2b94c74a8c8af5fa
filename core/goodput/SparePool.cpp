#include "goodput/SparePool.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

// P(Poisson(a) <= m), m >= 0: summed exactly around the mean for moderate a, by Wilson and Hilferty's cube-root
// normal approximation of the gamma distribution for large a (accurate to about 1e-3 there).
double poissonAtMost(double m, double a)
{
    if (a <= 0.0)
        return 1.0;
    if (a > 2000.0) {
        // P(X <= m) = P(Gamma(m + 1, 1) > a).
        const double k = m + 1.0;
        const double z = (std::cbrt(a / k) - (1.0 - 1.0 / (9.0 * k))) / std::sqrt(1.0 / (9.0 * k));
        return std::clamp(0.5 * std::erfc(z / std::sqrt(2.0)), 0.0, 1.0);
    }
    const double spread = 12.0 * std::sqrt(a) + 12.0;
    if (m > a + spread)
        return 1.0;
    const double from = std::max(0.0, std::floor(a - spread));
    if (m < from)
        return 0.0;
    // Terms from 'from' to m, starting from the log of the first one.
    double term = std::exp(-a + from * std::log(a) - std::lgamma(from + 1.0));
    double sum = 0.0;
    for (double j = from; j <= m; j += 1.0) {
        sum += term;
        term *= a / (j + 1.0);
    }
    return std::clamp(sum, 0.0, 1.0);
}

} // namespace

double poissonAtLeast(int k, double a)
{
    if (k <= 0)
        return 1.0;
    return 1.0 - poissonAtMost(static_cast<double>(k) - 1.0, a);
}

double poissonExcess(int k, double a)
{
    if (k <= 0)
        return a;
    return std::max(0.0, a * poissonAtLeast(k, a) - static_cast<double>(k) * poissonAtLeast(k + 1, a));
}

double spareShortfall(int spares, double rate, double repair, double window)
{
    if (spares <= 0)
        return 1.0;
    if (!(rate > 0.0) || !(window > 0.0))
        return 0.0;
    double share;
    if (window <= repair)
        share = poissonExcess(spares, rate * window) / (rate * window);
    else {
        const double a = rate * repair;
        share = (poissonExcess(spares, a) / rate + (window - repair) * poissonAtLeast(spares, a)) / window;
    }
    return std::clamp(share, 0.0, 1.0);
}

} // namespace gp
