#include "plan/MoeJson.h"

#include "io/JsonFields.h"

#include <nlohmann/json.hpp>

namespace gp {

MoeExperts moeExpertsFromJson(const JsonFields& f)
{
    f.knownKeys({"preset", "experts", "experts_per_token", "shared_experts", "expert_ffn", "dense_layers", "ffn"});
    MoeExperts e;
    e.preset = f.string("preset", "");
    e.experts = f.number("experts", 0);
    e.expertsPerToken = f.number("experts_per_token", 0);
    e.sharedExperts = f.number("shared_experts", 0);
    e.expertFfn = f.number("expert_ffn", 0);
    e.denseLayers = f.number("dense_layers", 0);
    e.ffn = f.number("ffn", 0);
    return e;
}

nlohmann::json moeExpertsJson(const MoeExperts& e)
{
    nlohmann::json j{{"experts", e.experts},
                     {"experts_per_token", e.expertsPerToken},
                     {"shared_experts", e.sharedExperts},
                     {"expert_ffn", e.expertFfn},
                     {"dense_layers", e.denseLayers},
                     {"ffn", e.ffn}};
    if (!e.preset.empty())
        j["preset"] = e.preset;
    return j;
}

} // namespace gp
