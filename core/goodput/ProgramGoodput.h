#pragma once

#include <optional>

namespace gp {

// The shape of a dense decoder, for the attention term of PaLM's FLOPs per token.
struct ModelShape {
    double layers = 0;  // L
    double heads = 0;   // H
    double headDim = 0; // Q
    double seqLen = 0;  // T
    double kvHeads = 0;    // grouped-query attention's key and value heads; 0: as many as heads
    double vocabulary = 0; // V; 0: not stated
    // The model's width d_model where it differs from heads x head dimension (MaxText's emb_dim 4,096 beside 64
    // heads of 128); 0: heads x head dimension.
    double hidden = 0;
    double width() const { return hidden > 0 ? hidden : heads * headDim; }
    friend bool operator==(const ModelShape&, const ModelShape&) = default;
};

// Training FLOPs per token (PaLM, Chowdhery et al. 2022, appendix B): 6 N + 12 L H Q T, or 6 N without a shape.
// Throws gp::Error for a non-positive or non-finite parameter count or shape entry.
double trainingFlopsPerToken(double parameters, const std::optional<ModelShape>& shape);

// MFU = tokens/s x FLOPs per token / (chips x peak FLOP/s per chip), peak given in TFLOP/s (dense, for the
// precision used). Throws gp::Error(ImpossibleUtilization) above 1, and for bad inputs.
double modelFlopsUtilization(double tokensPerSecond, double flopsPerToken, double chips, double peakTflops);

// Model FLOP utilization reported for well-known training runs (PaLM, Chowdhery et al. 2022, table 3), for
// comparison with a measured figure.
struct PublishedMfu {
    const char* model;
    double mfu;
};
inline constexpr PublishedMfu kPublishedMfu[] = {
    {"GPT-3 (175B)", 0.213},
    {"Gopher (280B)", 0.325},
    {"Megatron-Turing NLG (530B)", 0.302},
    {"PaLM (540B)", 0.462},
};

} // namespace gp
