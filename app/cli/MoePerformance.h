#pragma once

#include "Arguments.h"

#include "catalog/Catalog.h"
#include "performance/StepModel.h"
#include "performance/LayoutSearch.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace gpcli {

// The flags ask for a Mixture-of-Experts model: --model (a preset) or --experts.
bool wantsMoe(const Arguments& a);

// The dense step's options with the Mixture-of-Experts ones after them: --model, --experts, --experts-per-token,
// --shared-experts, --expert-ffn, --dense-layers, --ffn, --expert-parallel, --expert-tensor, --routing and
// --capacity-factor.
std::vector<OptionSpec> withMoeOptions(std::vector<OptionSpec> options);

// goodput-cli performance --model deepseek-v3 | --experts E --experts-per-token K --expert-ffn F ...: one step of
// the MoE model on the layout given (docs/model.md section 26), with `job` holding what the plan and the dense
// flags set (batch, accelerators, precision, optimizer, and the shape's fields a flag gave). Prints the dense step's
// keys and "active_parameters", "total_parameters", "routing", "breakdown_seconds"."expert_all_to_all", and
// "expert_parallel", "expert_tensor" and "expert_data" in "layout".
nlohmann::json moePerformance(const Arguments& a, const gp::StepJob& job, const gp::LayoutChoices& choices,
                              const gp::Accelerator& accelerator);

} // namespace gpcli
