#include "plan/MfuFromThroughput.h"

#include <cmath>

namespace gp {

std::optional<MfuFromThroughput> mfuFromThroughput(const MeasuredThroughput& in)
{
    if (!in.accelerator || !(in.tokensPerSecond > 0))
        return std::nullopt;
    MfuFromThroughput out;
    out.flopsPerToken = trainingFlopsPerToken(in.parameters, in.shape);
    out.mfu = modelFlopsUtilization(in.tokensPerSecond, out.flopsPerToken, in.chips,
                                    peakTflops(*in.accelerator, in.precision));
    for (const PublishedMfu& p : kPublishedMfu)
        out.published.push_back({p.model, p.mfu, std::abs(out.mfu - p.mfu) * 100.0, out.mfu >= p.mfu});
    return out;
}

} // namespace gp
