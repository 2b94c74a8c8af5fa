#include "plan/Scenarios.h"

#include "io/Error.h"
#include "io/JsonLoad.h"
#include "plan/PlanJson.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

namespace gp {
namespace {

nlohmann::json parseOverrides(const Scenario& s)
{
    nlohmann::json o = parseJson(s.overrides, "scenarios." + s.name.substr(0, 60));
    if (!o.is_object())
        throw Error(ErrorCode::WrongType, "scenarios." + s.name.substr(0, 60) + ".overrides", "an object");
    for (const auto& [key, value] : o.items())
        if (std::find(scenarioSections().begin(), scenarioSections().end(), key) == scenarioSections().end())
            throw Error(ErrorCode::UnknownValue, "scenarios." + s.name.substr(0, 60) + ".overrides." + key.substr(0, 40),
                        "a scenario overrides the inputs: scale, scheduling, runtime, program, training, "
                        "price_overrides, custom_accelerators, provisioning_profiles");
    return o;
}

// The merge patch that turns `from` into `to` (RFC 7386): changed values, added keys, removed keys as null.
nlohmann::json mergePatch(const nlohmann::json& from, const nlohmann::json& to)
{
    if (!from.is_object() || !to.is_object())
        return to;
    nlohmann::json patch = nlohmann::json::object();
    for (const auto& [key, value] : to.items()) {
        const auto it = from.find(key);
        if (it == from.end())
            patch[key] = value;
        else if (*it != value)
            patch[key] = value.is_object() && it->is_object() ? mergePatch(*it, value) : value;
    }
    for (const auto& [key, value] : from.items())
        if (!to.contains(key))
            patch[key] = nullptr;
    return patch;
}

} // namespace

const std::vector<std::string>& scenarioSections()
{
    static const std::vector<std::string> sections{"scale",           "scheduling",          "runtime",
                                                   "program",         "training",            "price_overrides",
                                                   "custom_accelerators", "provisioning_profiles"};
    return sections;
}

const Scenario* findScenario(const Plan& plan, const std::string& name)
{
    for (const Scenario& s : plan.scenarios)
        if (s.name == name)
            return &s;
    return nullptr;
}

Plan scenarioPlan(const Plan& plan, const std::string& name)
{
    if (name.empty())
        return plan;
    const Scenario* s = findScenario(plan, name);
    if (!s) {
        std::string names;
        for (const Scenario& other : plan.scenarios)
            names += (names.empty() ? "" : ", ") + other.name;
        throw Error(ErrorCode::UnknownValue, "--scenario",
                    "'" + name.substr(0, 60) + "'; scenarios: " + (names.empty() ? std::string("none") : names));
    }
    Plan base = plan;
    base.scenarios.clear();
    base.recommendedScenario.clear(); // names a scenario the plan read back has not got
    nlohmann::json json = planToJson(base);
    json.merge_patch(parseOverrides(*s));
    try {
        Plan out = planFromJson(json);
        out.scenarios = plan.scenarios;
        out.recommendedScenario = plan.recommendedScenario;
        out.recommendationReason = plan.recommendationReason;
        return out;
    } catch (const Error& e) {
        throw Error(e.code(), "scenarios." + name.substr(0, 60) + "." + e.subject(), e.detail());
    }
}

void validateScenarios(const Plan& plan)
{
    std::set<std::string> names;
    if (plan.scenarios.size() > 50)
        throw Error(ErrorCode::TooMany, "scenarios", "at most 50");
    for (const Scenario& s : plan.scenarios) {
        if (s.name.empty() || s.name.size() > 80)
            throw Error(ErrorCode::OutOfRange, "scenarios", "a name of 1 to 80 characters");
        if (!names.insert(s.name).second)
            throw Error(ErrorCode::DuplicateId, "scenarios." + s.name.substr(0, 60), "scenario names are unique");
        scenarioPlan(plan, s.name);
    }
    if (!plan.recommendedScenario.empty() && !findScenario(plan, plan.recommendedScenario))
        throw Error(ErrorCode::UnknownValue, "recommended_scenario.name", plan.recommendedScenario.substr(0, 60));
}

std::vector<std::pair<std::string, std::string>> overrideFields(const Scenario& scenario)
{
    std::vector<std::pair<std::string, std::string>> out;
    const auto walk = [&](const auto& self, const nlohmann::json& j, const std::string& path) -> void {
        if (j.is_object() && !j.empty()) {
            for (const auto& [key, value] : j.items())
                self(self, value, path.empty() ? key : path + "." + key);
            return;
        }
        out.emplace_back(path, j.is_null() ? std::string("default") : j.is_string() ? j.get<std::string>() : j.dump());
    };
    walk(walk, parseOverrides(scenario), std::string());
    return out;
}

std::string overridesBetween(const Plan& base, const Plan& variant)
{
    Plan a = base, b = variant;
    a.scenarios.clear();
    b.scenarios.clear();
    const nlohmann::json from = planToJson(a), to = planToJson(b);
    nlohmann::json patch = nlohmann::json::object();
    for (const std::string& key : scenarioSections()) {
        const nlohmann::json f = from.value(key, nlohmann::json()), t = to.value(key, nlohmann::json());
        if (f != t)
            patch[key] = mergePatch(f, t);
    }
    return patch.dump();
}

} // namespace gp
