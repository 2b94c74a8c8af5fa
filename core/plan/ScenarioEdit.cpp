#include "plan/ScenarioEdit.h"

#include "io/Error.h"
#include "io/SafeText.h"
#include "plan/Scenarios.h"
#include "units/Trim.h"

#include <algorithm>

namespace gp {
namespace {

std::vector<Scenario>::iterator at(Plan& plan, const std::string& name)
{
    const Scenario* found = findScenario(plan, name);
    return found ? plan.scenarios.begin() + (found - plan.scenarios.data()) : plan.scenarios.end();
}

std::string shortName(const std::string& name)
{
    return safeLine(clipUtf8(name, 60));
}

// Throws the error of a name's problem, for the field `field`.
void refuseName(ScenarioNameProblem problem, const std::string& name, const std::string& field)
{
    switch (problem) {
    case ScenarioNameProblem::Fine: return;
    case ScenarioNameProblem::Empty:
    case ScenarioNameProblem::TooLong:
        throw Error(ErrorCode::OutOfRange, field, "a name of 1 to 80 characters");
    case ScenarioNameProblem::Unsafe: requireSafeText(name, field); return;
    case ScenarioNameProblem::Taken:
        throw Error(ErrorCode::DuplicateId, field + "." + shortName(name),
                    "scenario names are unique, whatever their case and the spaces around them");
    }
}

void checkRoom(const Plan& plan)
{
    if (plan.scenarios.size() >= kMaxScenarios)
        throw Error(ErrorCode::TooMany, "scenarios", "at most 50");
}

} // namespace

ScenarioNameProblem scenarioNameProblem(const Plan& plan, const std::string& name, const std::string& renaming)
{
    const std::string_view trimmed = trimSpace(name);
    if (trimmed.empty())
        return ScenarioNameProblem::Empty;
    if (trimmed.size() > kMaxScenarioNameBytes)
        return ScenarioNameProblem::TooLong;
    if (hasUnsafeText(trimmed))
        return ScenarioNameProblem::Unsafe;
    const Scenario* same = findScenario(plan, std::string(trimmed));
    if (same && !(!renaming.empty() && same == findScenario(plan, renaming)))
        return ScenarioNameProblem::Taken;
    return ScenarioNameProblem::Fine;
}

std::string uniqueScenarioName(const Plan& plan, const std::string& wanted)
{
    const std::string base(clipUtf8(trimSpace(wanted), kMaxScenarioNameBytes));
    const std::string stem(trimSpace(base));
    if (stem.empty())
        return {};
    if (!findScenario(plan, stem))
        return stem;
    for (std::size_t n = 2;; ++n) {
        const std::string suffix = " (" + std::to_string(n) + ")";
        const std::string candidate =
            std::string(trimSpace(clipUtf8(stem, kMaxScenarioNameBytes - suffix.size()))) + suffix;
        if (!findScenario(plan, candidate))
            return candidate;
    }
}

void addScenario(Plan& plan, Scenario scenario)
{
    checkRoom(plan);
    scenario.name = std::string(trimSpace(scenario.name));
    refuseName(scenarioNameProblem(plan, scenario.name), scenario.name, "scenarios");
    plan.scenarios.push_back(std::move(scenario));
}

std::string duplicateScenario(Plan& plan, const std::string& name, const std::string& copyName)
{
    checkRoom(plan);
    const auto source = at(plan, name);
    if (!name.empty() && source == plan.scenarios.end())
        throw Error(ErrorCode::UnknownValue, "scenarios", shortName(name));
    Scenario copy = name.empty() ? Scenario{} : *source; // the base's copy overrides nothing
    copy.name = uniqueScenarioName(plan, copyName);
    refuseName(scenarioNameProblem(plan, copy.name), copy.name, "scenarios");
    // Right after its original (the base's copy first among the scenarios).
    const auto where = name.empty() ? plan.scenarios.begin() : source + 1;
    const std::string out = copy.name;
    plan.scenarios.insert(where, std::move(copy));
    return out;
}

void renameScenario(Plan& plan, const std::string& from, const std::string& to)
{
    const auto it = at(plan, from);
    if (it == plan.scenarios.end())
        throw Error(ErrorCode::UnknownValue, "scenarios", shortName(from));
    const std::string name(trimSpace(to));
    refuseName(scenarioNameProblem(plan, name, it->name), name, "scenarios");
    if (findScenario(plan, plan.recommendedScenario) == &*it)
        plan.recommendedScenario = name;
    it->name = name;
}

void deleteScenario(Plan& plan, const std::string& name)
{
    const auto it = at(plan, name);
    if (it == plan.scenarios.end())
        return;
    if (findScenario(plan, plan.recommendedScenario) == &*it)
        plan.recommendedScenario.clear();
    plan.scenarios.erase(it);
}

void moveScenario(Plan& plan, const std::string& name, int by)
{
    const auto it = at(plan, name);
    if (it == plan.scenarios.end())
        return;
    const auto i = it - plan.scenarios.begin();
    const auto j = std::clamp<std::ptrdiff_t>(i + by, 0, static_cast<std::ptrdiff_t>(plan.scenarios.size()) - 1);
    std::swap(plan.scenarios[static_cast<std::size_t>(i)], plan.scenarios[static_cast<std::size_t>(j)]);
}

void checkScenarioNames(const Plan& plan)
{
    if (plan.scenarios.size() > kMaxScenarios)
        throw Error(ErrorCode::TooMany, "scenarios", "at most 50");
    for (const Scenario& s : plan.scenarios) {
        if (trimSpace(s.name).empty() || s.name.size() > kMaxScenarioNameBytes)
            throw Error(ErrorCode::OutOfRange, "scenarios", "a name of 1 to 80 characters");
        requireSafeText(s.name, "scenarios." + shortName(s.name));
        // Compared as a reader tells them apart: "TPU v5e" and "tpu v5e " are one name.
        if (findScenario(plan, s.name) != &s)
            throw Error(ErrorCode::DuplicateId, "scenarios." + s.name.substr(0, 60),
                        "scenario names are unique, whatever their case and the spaces around them");
    }
    if (!plan.recommendedScenario.empty() && !findScenario(plan, plan.recommendedScenario))
        throw Error(ErrorCode::UnknownValue, "recommended_scenario.name", plan.recommendedScenario.substr(0, 60));
}

} // namespace gp
