#include "goodput/Random.h"

#include <cmath>

namespace gp {
namespace {

constexpr double kScale = 9007199254740992.0; // 2^53
constexpr double kR = 7.69711747013104972;     // start of the tail for 256 layers
constexpr double kV = 3.949659822581572e-3;    // area of each layer

} // namespace

const ExponentialZiggurat& ExponentialZiggurat::instance()
{
    static const ExponentialZiggurat z;
    return z;
}

// Table set-up of Marsaglia and Tsang's zigset() for the exponential, with 53-bit integers instead of 32-bit.
ExponentialZiggurat::ExponentialZiggurat()
{
    double de = kR;
    double te = de;
    const double q = kV / std::exp(-de);
    k_[0] = static_cast<std::uint64_t>((de / q) * kScale);
    k_[1] = 0;
    w_[0] = q / kScale;
    w_[255] = de / kScale;
    f_[0] = 1.0;
    f_[255] = std::exp(-de);
    for (int i = 254; i >= 1; --i) {
        de = -std::log(kV / de + std::exp(-de));
        k_[i + 1] = static_cast<std::uint64_t>((de / te) * kScale);
        te = de;
        f_[i] = std::exp(-de);
        w_[i] = de / kScale;
    }
}

ExponentialZiggurat::Draw ExponentialZiggurat::slow(Xoshiro256Plus rng, unsigned layer, std::uint64_t j) const
{
    for (;;) {
        if (layer == 0) {
            const double tail = kR - std::log1p(-rng.uniform()); // beyond R: R plus a fresh exponential
            return {tail, rng};
        }
        const double x = static_cast<double>(j) * w_[layer];
        if (f_[layer] + rng.uniform() * (f_[layer - 1] - f_[layer]) < std::exp(-x))
            return {x, rng};
        const std::uint64_t u = rng.next();
        layer = static_cast<unsigned>(u & 0xFF);
        j = u >> 11;
        if (j < k_[layer])
            return {static_cast<double>(j) * w_[layer], rng};
    }
}

} // namespace gp
