#pragma once

#include "catalog/Catalog.h"
#include "i18n/Text.h"
#include "inference/Inference.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

// What the GPU tree's inferencing branch recommends for a serving plan's figures (docs/model.md section 21):
// "How is inference served?" is answered by the smallest deployment (replicas × accelerators per replica) that T4
// or L4, the branch's first recommendation, can serve within the targets: 1 accelerator is a single GPU, at most one
// VM's accelerators is several GPUs in one VM, at most 32 is distributed up to 4 VMs / 32 GPUs (where "Is latency
// critical?" is the plan's latencyCritical) and more is distributed beyond. A model neither T4 nor L4 can serve
// within the targets is large: the NVLink options, as the branch recommends for large or latency-critical serving.
struct ServingAdvice {
    std::string node;                  // the gpu-selection recommendation node reached
    std::string text;                  // its text (English; the user interface translates it)
    std::vector<std::string> answers;  // the tree's choice ids from its start; for a large model, "inferencing" only
    std::vector<std::string> families; // the node's accelerator families
    bool large = false;                // neither T4 nor L4 serves it within the targets
    bool latencyTargets = false;       // the request sets a TTFT or TPOT target: "within the targets" means one
    std::string basis;                 // the accelerator whose deployment answered the scale question
    int basisAccelerators = 0;         // its replicas × accelerators per replica
    std::optional<std::size_t> pick;   // into the serving plans: the cheapest of the families that serves
    std::optional<std::size_t> cheapest; // the cheapest of every accelerator that serves, in or out of the families
};

// Serving plans are compareInference's (any order); the catalog gives each accelerator's family and VM size.
ServingAdvice adviseServing(const std::vector<InferencePlan>& serving, const Catalog& catalog, bool latencyCritical);

// The path the advice takes through the GPU tree, a step each: the labels of the answers, "beyond T4 and L4" for a
// large model, and the recommendation reached (English; the user interface translates each). Empty without advice.
std::vector<Text> servingSteps(const ServingAdvice& advice);

// Serves within the targets: the replica fits and meets the latency targets.
inline bool serves(const InferencePlan& p) { return p.fits && p.meetsLatency; }

} // namespace gp
