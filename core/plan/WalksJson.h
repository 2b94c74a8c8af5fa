#pragma once

#include "plan/Plan.h"

#include <nlohmann/json_fwd.hpp>

namespace gp {

class JsonFields;

// A plan file's decision walks (docs/model.md section 14): "walks", the answers of each graph's walk, cut back to
// those that still fit; "walk_packs", the graph pack each walk of a pack's graph was made with (the walk of a pack
// not in use is kept as read); "walks_from_plan", the steps the plan's figures answered.
void readWalks(const nlohmann::json& json, const JsonFields& root, Plan& plan);
void writeWalks(const Plan& plan, nlohmann::json& out);

} // namespace gp
