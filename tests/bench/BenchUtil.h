#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace gpbench {

// Timings of repeated samples, reported as one JSON object per line.
struct Samples {
    std::vector<double> ms;

    double percentile(double q) const
    {
        std::vector<double> v = ms;
        std::sort(v.begin(), v.end());
        if (v.empty())
            return 0;
        const auto k = static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5);
        return v[std::min(k, v.size() - 1)];
    }
    double median() const { return percentile(0.5); }
    double p95() const { return percentile(0.95); }
};

template <class F>
Samples time(int repeats, F&& f)
{
    Samples s;
    for (int i = 0; i < repeats; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        f();
        const auto t1 = std::chrono::steady_clock::now();
        s.ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
    }
    return s;
}

// Samples of `calls` calls each, as the time of one call: for what is too fast for the clock's resolution alone.
inline Samples perCall(const Samples& s, int calls)
{
    Samples each;
    for (double v : s.ms)
        each.ms.push_back(v / calls);
    return each;
}

// per_second: items per second at the median (0 when it does not apply). extra: more JSON members, already
// formatted (", \"threads\": 1").
inline void report(const std::string& name, const Samples& s, double itemsPerSample, const std::string& extra = {})
{
    const double median = s.median();
    const double perSecond = median > 0 && itemsPerSample > 0 ? itemsPerSample / (median / 1000.0) : 0.0;
    std::printf("{\"name\": \"%s\", \"median_ms\": %.4f, \"p95_ms\": %.4f, \"per_second\": %.6g, \"samples\": %zu%s}\n",
                name.c_str(), median, s.p95(), perSecond, s.ms.size(), extra.c_str());
    std::fflush(stdout);
}

} // namespace gpbench
