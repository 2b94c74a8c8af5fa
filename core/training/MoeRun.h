#pragma once

#include "performance/MoeShape.h"
#include "training/TrainingRun.h"

namespace gp {

// A Mixture-of-Experts run in the plan (training.shape.moe, docs/model.md section 26): the shape the MoE step model
// reads is training.shape's attention, width, vocabulary and sequence length with training.shape.moe's experts, and a
// named preset's latent attention and tied embeddings.

// The run's MoE shape. The run must have a shape and experts (run.shape and run.moe).
MoeShape moeShapeOf(const TrainingRun& run);

// Throws gp::Error naming the plan's field for experts that cannot be counted: experts without a shape, a preset
// this build does not know, a shape MoeShape refuses (top-k above the experts, shared experts without routed ones,
// more dense layers than layers, ...), or training.parameters (the active ones) above the shape's total.
void checkMoeRun(const TrainingRun& run);

// The parameters the accelerators' memory holds, as training.parameters counts them (the embeddings apart): for an
// MoE run every expert's, its total less the embeddings, where the FLOPs count only the active ones; for a dense
// run, or experts that cannot be counted, training.parameters.
double heldParameters(const TrainingRun& run);

// The run set to the published model: its shape, its experts with the preset named, and its active parameters
// excluding embeddings as training.parameters.
void applyMoePreset(TrainingRun& run, const MoePreset& preset);

} // namespace gp
