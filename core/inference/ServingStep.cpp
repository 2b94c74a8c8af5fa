#include "inference/ServingStep.h"

#include "catalog/Precision.h"

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

constexpr double kActivationBytes = 2.0; // the all-reduced activations travel in 16 bits

// The tensor-parallel all-reduces of one step over n tokens: two a layer (after attention and after the MLP),
// each its latency per doubling of the degree plus a ring's 2 (g - 1) / g of the tokens' activations over the link.
double allReduceSeconds(const ServingShape& s, const ServingConstants& k, double tokens)
{
    const int g = s.tensorParallel;
    if (g <= 1)
        return 0.0;
    const double bytes = 2.0 * (g - 1) / g * tokens * s.hidden * kActivationBytes;
    const double one = k.allReduceLatency * std::log2(static_cast<double>(g)) + bytes / (s.linkBytes * k.linkShare);
    return 2.0 * s.layers * one;
}

// A step's fixed costs: each layer's kernels beyond their work, and the sampling.
double fixedSeconds(const ServingShape& s, const ServingConstants& k)
{
    const double perLayer = k.layerOverhead + (s.cudaGraphs ? 0.0 : k.eagerLayerOverhead);
    return s.layers * perLayer + k.sampling;
}

double computeRate(const ServingShape& s, const ServingConstants& k)
{
    return s.tensorParallel * s.peakFlops * k.computeShare;
}

} // namespace

double servingPeakTflops(const Accelerator& a, WeightPrecision p)
{
    if (p == WeightPrecision::Fp4)
        return a.peakFp4Tflops.value_or(a.peakBf16Tflops);
    if (p == WeightPrecision::Fp8 && a.peakFp8Tflops)
        return peakTflops(a, Precision::Fp8);
    if (p == WeightPrecision::Int8 && a.peakInt8Tops)
        return peakTflops(a, Precision::Int8);
    return a.peakBf16Tflops;
}

ServingShape servingShape(const ServedModel& m, WeightPrecision p, const Accelerator& a, int tensorParallel)
{
    ServingShape s;
    s.parameters = m.parameters;
    s.layers = m.layers;
    s.hidden = std::sqrt(m.parameters / (12.0 * m.layers));
    s.weightBytes = m.parameters * weightBytes(p);
    s.kvBytesPerToken = 2.0 * m.layers * m.kvHeads * m.headDim * kvCacheBytes(p);
    s.tensorParallel = std::max(1, tensorParallel);
    s.bandwidth = a.memoryBandwidthGbps * 1e9;
    s.peakFlops = servingPeakTflops(a, p) * 1e12;
    // The scale-up link: the catalog's, else the interconnect's, else PCIe 4.0 x16 (32 GB/s a direction).
    s.linkBytes = a.scaleUpGbps.value_or(a.interconnectGbps.value_or(32.0)) * 1e9;
    return s;
}

double decodeStepSeconds(const ServingShape& s, const ServingConstants& k, double batch, double context)
{
    const double bytes = s.weightBytes + batch * context * s.kvBytesPerToken;
    const double memory = bytes / (s.tensorParallel * s.bandwidth * k.bandwidthShare);
    // The matrix work, 2 N a token, and the attention's, 4 d a cached token per layer (scores and values).
    const double flops = batch * (2.0 * s.parameters + 4.0 * s.layers * s.hidden * context);
    const double compute = flops / computeRate(s, k);
    // Reads and work add up: at a decode batch the matrix units wait on the reads of each layer in turn.
    return memory + compute + allReduceSeconds(s, k, batch) + fixedSeconds(s, k);
}

double prefillSeconds(const ServingShape& s, const ServingConstants& k, double tokens)
{
    const double chunks = std::max(1.0, std::ceil(tokens / k.chunkTokens));
    // Causal attention: each token attends to those before it, T^2 / 2 pairs, 4 d FLOPs a pair per layer.
    const double flops = 2.0 * s.parameters * tokens + 4.0 * s.layers * s.hidden * tokens * tokens / 2.0;
    const double weightsRead = chunks * s.weightBytes / (s.tensorParallel * s.bandwidth * k.bandwidthShare);
    return std::max(flops / computeRate(s, k), weightsRead) + allReduceSeconds(s, k, tokens) +
           chunks * fixedSeconds(s, k);
}

} // namespace gp
