#include "measure/MeasuredJob.h"

#include <algorithm>

namespace gp {

std::optional<double> elasticSharesSum(const Measurement& m)
{
    const int elastic = m.elasticSliceDowns + m.elasticScaleUps + m.elasticReinitializations;
    if (elastic == 0 || m.totalSeconds <= 0)
        return std::nullopt;
    double counted = m.productiveSeconds;
    for (std::size_t b = 0; b < kBuckets; ++b)
        if (b != static_cast<std::size_t>(Bucket::DataLoadingAsync))
            counted += m.badputSeconds[b];
    // A hundredth of a percent over is rounding, not counting twice.
    if (counted <= m.totalSeconds * 1.0001)
        return std::nullopt;
    return counted / m.totalSeconds;
}

MeasuredJob measuredJob(const JobLog& job)
{
    MeasureOptions options;
    options.timeline = true;
    MeasuredJob out;
    out.measurement = measureJob(job, options);
    const double span = out.measurement.totalSeconds;
    out.rolling = rollingGoodput(job, std::max(span / 20.0, 1.0), std::max(span / 40.0, 0.5));
    out.sharesSum = elasticSharesSum(out.measurement);
    return out;
}

} // namespace gp
