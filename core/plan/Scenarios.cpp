#include "plan/Scenarios.h"

#include "io/SafeText.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "plan/InputsJson.h"
#include "plan/PlanJson.h"
#include "plan/ScenarioEdit.h"
#include "plan/Validate.h"
#include "goodput/InputRanges.h"
#include "io/JsonFields.h"
#include "units/Trim.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <set>

namespace gp {
namespace {

// The simple case folding of one code point, for the scripts a scenario is named in: Latin (ASCII, Latin-1 and
// Latin Extended-A), Greek and Cyrillic. Others are kept as they are.
char32_t foldCase(char32_t c)
{
    if ((c >= U'A' && c <= U'Z') || (c >= 0xC0 && c <= 0xDE && c != 0xD7) || (c >= 0x391 && c <= 0x3AB && c != 0x3A2) ||
        (c >= 0x410 && c <= 0x42F))
        return c + 0x20;
    if (c >= 0x400 && c <= 0x40F)
        return c + 0x50;
    if (c == 0x178)
        return 0xFF;
    if (c == 0x130) // capital I with dot: i
        return U'i';
    // Latin Extended-A pairs capitals and small letters: even-odd from U+0100, odd-even in U+0139-U+0148 and
    // U+0179-U+017E.
    if ((c >= 0x100 && c <= 0x137) || (c >= 0x14A && c <= 0x177))
        return c % 2 == 0 ? c + 1 : c;
    if ((c >= 0x139 && c <= 0x148) || (c >= 0x179 && c <= 0x17E))
        return c % 2 == 1 ? c + 1 : c;
    return c;
}

void appendUtf8(std::string& out, char32_t c)
{
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
}

// A scenario's name as names are compared: without leading and trailing white space, case folded. Bytes that are
// not UTF-8 are kept as they are.
std::string nameKey(std::string_view name)
{
    const std::string_view s = trimSpace(name);
    std::string out;
    out.reserve(s.size());
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t n = b < 0x80 ? 1 : (b >> 5) == 0x6 ? 2 : (b >> 4) == 0xE ? 3 : (b >> 3) == 0x1E ? 4 : 0;
        bool valid = n > 0 && i + n <= s.size();
        char32_t c = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
        for (std::size_t k = 1; valid && k < n; ++k) {
            const auto next = static_cast<unsigned char>(s[i + k]);
            valid = (next & 0xC0) == 0x80;
            c = (c << 6) | (next & 0x3F);
        }
        if (!valid) {
            out += s[i];
            ++i;
            continue;
        }
        appendUtf8(out, foldCase(c));
        i += n;
    }
    return out;
}

// The plan file's sections that hold the model's inputs; a scenario keeps their fields typed.
constexpr std::array<std::string_view, 4> kInputSections{"scale", "scheduling", "runtime", "program"};

std::string inputKey(std::string_view section, std::string_view field)
{
    std::string key(section);
    key += '.';
    key += field;
    return key;
}

bool isInputKey(const std::string& key)
{
    return findInputRange(key) || findInputSwitch(key);
}

nlohmann::json inputJson(const InputOverride& i)
{
    if (const InputRange* r = findInputRange(i.key))
        return inputValueJson(*r, i.value);
    return switchValueJson(*findInputSwitch(i.key), static_cast<int>(std::lround(i.value)));
}

void applyInputs(GoodputInputs& in, const std::vector<InputOverride>& inputs)
{
    for (const InputOverride& i : inputs) {
        if (const InputRange* r = findInputRange(i.key))
            r->set(in, i.value);
        else if (const InputSwitch* sw = findInputSwitch(i.key))
            sw->set(in, static_cast<int>(std::lround(i.value)));
    }
}

// Takes the model inputs' fields out of a merge patch; their values, null ones left out, into `taken`.
void eraseInputs(nlohmann::json& patch, nlohmann::json* taken, std::vector<std::string>* keys)
{
    for (std::string_view name : kInputSections) {
        const auto section = patch.find(name);
        if (section == patch.end() || !section->is_object())
            continue;
        for (auto field = section->begin(); field != section->end();) {
            const std::string key = inputKey(name, field.key());
            if (!isInputKey(key)) {
                ++field; // not an input: the scenario's check names it
                continue;
            }
            if (taken && !field->is_null())
                (*taken)[std::string(name)][field.key()] = *field;
            if (keys)
                keys->push_back(key);
            field = section->erase(field);
        }
        if (section->empty())
            patch.erase(section);
    }
}

// Whether two plans agree on every input section but the model's inputs.
bool sameOtherSections(const Plan& a, const Plan& b)
{
    return a.training == b.training && a.priceOverrides == b.priceOverrides &&
           a.customAccelerators == b.customAccelerators && a.provisioningProfiles == b.provisioningProfiles;
}

nlohmann::json mergePatch(const nlohmann::json& from, const nlohmann::json& to);

// The merge patch of the input sections but the model's inputs that turns the base into `variant`.
std::string otherSectionsPatch(const Plan& base, const Plan& variant)
{
    if (sameOtherSections(base, variant))
        return "{}";
    // Only the input sections are compared: the plans' scenarios take no part (and are not copied away).
    const nlohmann::json from = planToJson(base), to = planToJson(variant);
    nlohmann::json patch = nlohmann::json::object();
    for (const std::string& key : scenarioSections()) {
        if (std::find(kInputSections.begin(), kInputSections.end(), key) != kInputSections.end())
            continue;
        const nlohmann::json f = from.value(key, nlohmann::json()), t = to.value(key, nlohmann::json());
        if (f != t)
            patch[key] = mergePatch(f, t);
    }
    return patch.dump();
}

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
    for (const InputOverride& i : s.inputs)
        o[std::string(inputSection(i.key))][std::string(inputField(i.key))] = inputJson(i);
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
    const std::string key = nameKey(name);
    for (const Scenario& s : plan.scenarios)
        if (nameKey(s.name) == key)
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
    const std::string at = "scenarios." + s->name.substr(0, 60);
    if (s->overrides == "{}") {
        // Only the model's inputs: set on a copy of the base and checked as the loader checks a plan.
        Plan out = plan;
        applyInputs(out.goodput, s->inputs);
        try {
            validate(out);
        } catch (const Error& e) {
            throw Error(e.code(), at + "." + e.subject(), e.detail());
        }
        return out;
    }
    Plan base = plan;
    base.scenarios.clear();
    base.recommendedScenario.clear(); // names a scenario the plan read back has not got
    nlohmann::json json = planToJson(base);
    const nlohmann::json overrides = parseOverrides(*s);
    json.merge_patch(overrides);
    std::vector<std::string> unknown;
    Plan out;
    try {
        out = planFromJson(json, unknown);
    } catch (const Error& e) {
        throw Error(e.code(), at + "." + e.subject(), e.detail());
    }
    // The base's JSON has only known keys: any other is the scenario's, and an override that sets nothing would
    // leave the scenario's figures the base's under another name. A price or MFU figure for an accelerator that
    // exists nowhere is the scenario's only when its overrides set it; otherwise it is the base's (its warning), or
    // one the scenario left behind by removing a custom accelerator.
    const auto setBy = [&overrides](const char* section, const char* map, const std::string& id) {
        const nlohmann::json* j = &overrides;
        for (const char* key : {section, map}) {
            if (!key)
                continue;
            const auto it = j->find(key);
            if (it == j->end() || !it->is_object())
                return false;
            j = &*it;
        }
        return j->contains(id);
    };
    const std::vector<std::string> ofAccelerators = unknownAcceleratorKeys(out);
    const std::string prices = "price_overrides.", mfus = "training.mfu_by_accelerator.";
    for (const std::string& key : unknown) {
        const bool accelerator = std::find(ofAccelerators.begin(), ofAccelerators.end(), key) != ofAccelerators.end();
        const bool scenarios =
            !accelerator ||
            (key.rfind(prices, 0) == 0 && setBy("price_overrides", nullptr, key.substr(prices.size()))) ||
            (key.rfind(mfus, 0) == 0 && setBy("training", "mfu_by_accelerator", key.substr(mfus.size())));
        if (scenarios)
            throw Error(ErrorCode::UnknownKey, at + ".overrides." + key,
                        "a scenario overrides the plan's own inputs; this key sets none");
    }
    out.scenarios = plan.scenarios;
    out.recommendedScenario = plan.recommendedScenario;
    out.recommendationReason = plan.recommendationReason;
    return out;
}

void validateScenarios(const Plan& plan)
{
    checkScenarioNames(plan);
    for (const Scenario& s : plan.scenarios)
        scenarioPlan(plan, s.name);
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
        if (path.empty())
            return; // a patch of nothing
        out.emplace_back(path, j.is_null() ? std::string("default") : j.is_string() ? j.get<std::string>() : j.dump());
    };
    walk(walk, parseOverrides(scenario), std::string());
    return out;
}

std::vector<InputOverride> inputOverrides(const GoodputInputs& base, const GoodputInputs& variant)
{
    std::vector<InputOverride> out;
    for (const InputRange& r : inputRanges())
        if (r.get(base) != r.get(variant))
            out.push_back({r.key, r.get(variant)});
    for (const InputSwitch& sw : inputSwitches())
        if (sw.get(base) != sw.get(variant))
            out.push_back({sw.key, static_cast<double>(sw.get(variant))});
    return out;
}

Scenario scenarioBetween(std::string name, const Plan& base, const Plan& variant)
{
    return {std::move(name), otherSectionsPatch(base, variant), inputOverrides(base.goodput, variant.goodput)};
}

void refoldScenario(Scenario& scenario, const Plan& base, const Plan& before, const Plan& after)
{
    scenario.inputs = inputOverrides(base.goodput, after.goodput);
    if (!sameOtherSections(before, after)) {
        scenario.overrides = otherSectionsPatch(base, after);
        return;
    }
    if (scenario.overrides == "{}")
        return;
    // Inputs the patch held are now typed: left in the patch they would come back when set to the base's value.
    nlohmann::json patch = nlohmann::json::parse(scenario.overrides, nullptr, false);
    if (!patch.is_object())
        return;
    std::vector<std::string> keys;
    eraseInputs(patch, nullptr, &keys);
    if (!keys.empty())
        scenario.overrides = patch.dump();
}

nlohmann::json scenarioOverridesJson(const Scenario& scenario)
{
    nlohmann::json o = nlohmann::json::parse(scenario.overrides);
    for (const InputOverride& i : scenario.inputs)
        o[std::string(inputSection(i.key))][std::string(inputField(i.key))] = inputJson(i);
    return o;
}

void takeInputsOut(Scenario& scenario)
{
    nlohmann::json patch = nlohmann::json::parse(scenario.overrides, nullptr, false);
    if (!patch.is_object())
        return; // the scenario's check reports it
    nlohmann::json taken = nlohmann::json::object();
    std::vector<std::string> keys;
    eraseInputs(patch, &taken, &keys);
    if (keys.empty())
        return;
    // Read as the plan file's inputs are; a field set to null is the default.
    const GoodputInputs read = inputsFromJson(JsonFields(taken, "scenarios." + scenario.name.substr(0, 60)));
    std::vector<InputOverride> inputs;
    const auto named = [&keys](std::string_view key) { return std::find(keys.begin(), keys.end(), key) != keys.end(); };
    for (const InputRange& r : inputRanges())
        if (named(r.key))
            inputs.push_back({r.key, r.get(read)});
    for (const InputSwitch& sw : inputSwitches())
        if (named(sw.key))
            inputs.push_back({sw.key, static_cast<double>(sw.get(read))});
    scenario.inputs = std::move(inputs);
    scenario.overrides = patch.dump();
}

} // namespace gp
