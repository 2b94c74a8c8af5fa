#include "goodput/ProgramGoodput.h"

#include "io/Error.h"

#include <cmath>
#include <string>

namespace gp {
namespace {

void requirePositive(double v, const char* subject)
{
    if (!std::isfinite(v))
        throw Error(ErrorCode::NotFinite, subject);
    if (!(v > 0.0))
        throw Error(ErrorCode::NotPositive, subject);
}

void requireWhole(double v, const char* subject)
{
    requirePositive(v, subject);
    if (std::floor(v) != v)
        throw Error(ErrorCode::NotAnInteger, subject);
}

} // namespace

double trainingFlopsPerToken(double parameters, const std::optional<ModelShape>& shape)
{
    requirePositive(parameters, "params");
    double flops = 6.0 * parameters;
    if (shape) {
        requireWhole(shape->layers, "layers");
        requireWhole(shape->heads, "heads");
        requireWhole(shape->headDim, "head-dim");
        requireWhole(shape->seqLen, "seq-len");
        flops += 12.0 * shape->layers * shape->heads * shape->headDim * shape->seqLen;
    }
    if (!std::isfinite(flops))
        throw Error(ErrorCode::OutOfRange, "params", "FLOPs per token overflow");
    return flops;
}

double modelFlopsUtilization(double tokensPerSecond, double flopsPerToken, double chips, double peakTflops)
{
    requirePositive(tokensPerSecond, "tokens-per-second");
    requirePositive(flopsPerToken, "flops-per-token");
    requireWhole(chips, "chips");
    requirePositive(peakTflops, "peak-tflops");
    const double mfu = tokensPerSecond * flopsPerToken / (chips * peakTflops * 1e12);
    if (!std::isfinite(mfu))
        throw Error(ErrorCode::OutOfRange, "tokens-per-second");
    if (mfu > 1.0)
        throw Error(ErrorCode::ImpossibleUtilization, "mfu", std::to_string(mfu * 100.0) + "%");
    return mfu;
}

} // namespace gp
