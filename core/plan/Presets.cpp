#include "plan/Presets.h"

#include "io/EmbeddedFile.h"
#include "io/Error.h"
#include "io/JsonFields.h"
#include "io/JsonLoad.h"
#include "plan/PlanJson.h"

#include <nlohmann/json.hpp>

namespace gp {

std::vector<Preset> presetsFromText(std::string_view text, const std::string& source)
{
    const nlohmann::json json = parseJson(text, source);
    const JsonFields root(json, source);
    root.requireFormat("goodput-planner-presets", 1);
    const auto list = json.find("presets");
    if (list == json.end() || !list->is_array())
        throw Error(ErrorCode::MissingField, source + ": presets");
    if (list->size() > 100)
        throw Error(ErrorCode::TooMany, source + ": presets", "at most 100");
    std::vector<Preset> out;
    for (const auto& item : *list) {
        const JsonFields f(item, source + ": preset");
        Preset p;
        p.id = f.requiredString("id");
        p.name = f.requiredString("name");
        p.description = f.string("description", "");
        p.source = f.requiredString("source");
        p.assumptions = f.string("assumptions", "");
        for (const Preset& other : out)
            if (other.id == p.id)
                throw Error(ErrorCode::DuplicateId, source + ": preset " + p.id.substr(0, 40));
        // A preset's inputs are read as a plan's, with the plan's checks.
        nlohmann::json plan = item.contains("plan") ? item["plan"] : nlohmann::json::object();
        if (!plan.is_object())
            throw Error(ErrorCode::WrongType, source + ": preset '" + p.name + "' plan");
        plan["format"] = kPlanFormat;
        plan["version"] = kPlanVersion;
        if (!plan.contains("title"))
            plan["title"] = p.name;
        p.plan = planFromJson(plan);
        p.inputs = p.plan.goodput;
        out.push_back(std::move(p));
    }
    return out;
}

const std::vector<Preset>& builtinPresets()
{
    static const std::vector<Preset> presets = [] {
        for (const EmbeddedFile& f : embeddedPresetFiles()) {
            try {
                return presetsFromText(f.text, std::string(f.name));
            } catch (const Error&) {
            }
        }
        return std::vector<Preset>{};
    }();
    return presets;
}

const Preset& findPreset(std::string_view id)
{
    std::string ids;
    for (const Preset& p : builtinPresets()) {
        if (p.id == id)
            return p;
        ids += (ids.empty() ? "" : ", ") + p.id;
    }
    throw Error(ErrorCode::UnknownValue, "--preset", "'" + std::string(id.substr(0, 40)) + "'; presets: " + ids);
}

} // namespace gp
