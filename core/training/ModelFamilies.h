#pragma once

#include "training/TrainingRun.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// The shapes of published dense decoder-only models (docs/model.md section 23, "A shape from the parameter
// count"): what the step model assumes for a plan that gives its parameter count and no shape.
struct ModelFamily {
    std::string_view name;   // "Llama 3 70B"
    double parameters = 0;   // N of the released model, embeddings included
    double layers = 0;       // L
    double hidden = 0;       // h, d_model
    double heads = 0;        // a
    double kvHeads = 0;      // key and value heads (as many as the heads without grouped-query attention)
    double vocabulary = 0;   // V
    double seqLen = 0;       // the pre-training sequence length
    std::string_view source; // the paper, table or model card each figure is taken from
};

// The table, ascending by parameter count.
const std::vector<ModelFamily>& modelFamilies();

// The family nearest to `parameters` on a log scale, the least |ln(N / N_family)|; on a tie the smaller.
// Throws gp::Error naming "training.parameters" for a count that is not positive and finite.
const ModelFamily& nearestModelFamily(double parameters);

// The shape the step model reads for the run: the plan's own where it gives one, else the nearest family's
// (its vocabulary left out where its embedding alone would hold the plan's parameters); none for a parameter
// count that is not positive and finite.
std::optional<ModelShape> modelShapeOf(const TrainingRun& run);

// The family the run's shape is assumed from: none where the plan gives its shape (or no usable count).
const ModelFamily* assumedModelFamily(const TrainingRun& run);

// Where the shape comes from, as the command line writes it: "plan", or "assumed from Llama 3 70B".
std::string shapeSourceText(const TrainingRun& run);

} // namespace gp
