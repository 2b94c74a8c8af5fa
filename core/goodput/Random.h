#pragma once

#include <array>
#include <cstdint>

namespace gp {

// SplitMix64 (Steele, Lea, Flood 2014): turns a seed and a run index into a well-mixed generator state.
constexpr std::uint64_t splitMix64(std::uint64_t& state)
{
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// xoshiro256+ (Blackman and Vigna 2018): a small, fast generator whose upper 53 bits are used for doubles.
class Xoshiro256Plus {
public:
    explicit Xoshiro256Plus(std::uint64_t seed)
    {
        std::uint64_t sm = seed;
        for (auto& w : s_)
            w = splitMix64(sm);
    }

    std::uint64_t next()
    {
        const std::uint64_t result = s_[0] + s_[3];
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return result;
    }

    // Uniform in [0, 1).
    double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
    std::array<std::uint64_t, 4> s_{};
};

// Standard exponential variates (mean 1) by the ziggurat method (Marsaglia and Tsang 2000, 256 layers): one
// generator call, a table look-up and a compare in about 99% of draws; no logarithm on the fast path.
class ExponentialZiggurat {
public:
    static const ExponentialZiggurat& instance();

    double operator()(Xoshiro256Plus& rng) const
    {
        const std::uint64_t u = rng.next();
        const unsigned layer = static_cast<unsigned>(u & 0xFF);
        const std::uint64_t j = u >> 11; // 53 bits
        if (j < k_[layer])
            return static_cast<double>(j) * w_[layer];
        // The generator goes to the rare slow path by value, so that it never has to live in memory.
        const Draw d = slow(rng, layer, j);
        rng = d.rng;
        return d.value;
    }

private:
    ExponentialZiggurat();
    struct Draw {
        double value;
        Xoshiro256Plus rng;
    };
    Draw slow(Xoshiro256Plus rng, unsigned layer, std::uint64_t j) const;

    std::array<std::uint64_t, 256> k_{};
    std::array<double, 256> w_{};
    std::array<double, 256> f_{};
};

} // namespace gp
