#pragma once

#include "catalog/Catalog.h"
#include "inference/Inference.h"

namespace gp {

// The serving step model (docs/model.md section 21, "The step"): the time of one decode step of a batch and of a
// prompt's prefill on one replica of g accelerators joined by their scale-up link (NVLink, ICI). Each constant
// has its source beside it; the four marked "fitted" were set on the calibration rows of
// tests/data/inference/published-serving.json, whose check rows measure the error (docs/model.md).
struct ServingConstants {
    double bandwidthShare = 0.80; // fitted: the share of the memory bandwidth a decode step's reads reach
    double computeShare = 0.60;   // fitted: the share of the precision's dense peak the matrix work reaches
    // fitted: FP4's share of its own peak (B200's 9 PFLOPS dense): attention and the activations' scaling run
    // outside the FP4 matrix units, so it reaches less of its peak than FP8 of its own
    double fp4ComputeShare = 0.40;
    double layerOverhead = 45e-6; // fitted: seconds a layer's kernels cost a step beyond their work, CUDA graphs on
    double allReduceLatency = 8e-6; // fitted: seconds per all-reduce and per doubling of the tensor degree (alpha)
    // Without CUDA graphs each of a layer's dozen kernels is launched from the host, about 5 us each (vLLM's
    // --enforce-eager, NVIDIA's CUDA graphs guide): 60 us more a layer.
    double eagerLayerOverhead = 60e-6;
    double linkShare = 0.70; // of the scale-up bandwidth an all-reduce reaches (NCCL's bus bandwidth on NVLink)
    double sampling = 0.2e-3; // seconds a step spends in logits, sampling and the scheduler
    double chunkTokens = 2048; // the prefill chunk (vLLM's max_num_batched_tokens with chunked prefill)
};

// One replica's figures for the step model.
struct ServingShape {
    double parameters = 0;
    double layers = 0;
    double hidden = 0;          // d = sqrt(N / 12 L), as the memory fit takes it
    double weightBytes = 0;     // all the replica's weights
    double kvBytesPerToken = 0; // a token's cache, all layers
    int tensorParallel = 1;
    double bandwidth = 0;       // bytes/s of one accelerator's memory
    double peakFlops = 0;       // FLOP/s of one accelerator at the precision
    double linkBytes = 0;       // bytes/s of one accelerator's scale-up link, one direction
    bool cudaGraphs = true;
};

// The dense peak an accelerator runs a precision at, TFLOP/s: FP4's where it has one, the 8-bit peak for FP8 and
// INT8 where it has one, else the 16-bit peak.
double servingPeakTflops(const Accelerator& a, WeightPrecision p);
ServingShape servingShape(const ServedModel& m, WeightPrecision p, const Accelerator& a, int tensorParallel);

// One decode step of 'batch' sequences whose caches hold 'context' tokens each, seconds.
double decodeStepSeconds(const ServingShape& s, const ServingConstants& k, double batch, double context);
// The prefill of 'tokens' prompt tokens, alone, in chunks, seconds: its matrix work, its attention over itself,
// its all-reduces and a step's fixed costs per chunk.
double prefillSeconds(const ServingShape& s, const ServingConstants& k, double tokens);

} // namespace gp
