#include "plan/InputsJson.h"

#include "io/Error.h"
#include "units/DurationField.h"

#include <cmath>
#include <map>
#include <string>
#include <vector>

namespace gp {

nlohmann::json durationJson(Duration d)
{
    const std::string text = formatDuration(d);
    try {
        if (parseDuration(text) == d)
            return text;
    } catch (const Error&) {
    }
    return d.inHours();
}

nlohmann::json inputValueJson(const InputRange& range, double value)
{
    switch (range.unit) {
    case InputUnit::Count: return static_cast<long long>(std::llround(value));
    case InputUnit::Hours: return durationJson(Duration::hours(value));
    default: return value;
    }
}

nlohmann::json switchValueJson(const InputSwitch& s, int value)
{
    if (s.isProvisioning())
        return std::string(provisioningId(static_cast<Provisioning>(value)));
    return value != 0;
}

namespace {

// The sections in the plan file's order, each with the fields the table gives it.
struct Section {
    std::string name;
    std::vector<std::string_view> fields;
};

const std::vector<Section>& sections()
{
    static const std::vector<Section> all = [] {
        std::vector<Section> out;
        const auto add = [&out](std::string_view key) {
            const std::string_view name = inputSection(key);
            auto it = std::find_if(out.begin(), out.end(), [&](const Section& s) { return s.name == name; });
            if (it == out.end())
                it = out.insert(out.end(), Section{std::string(name), {}});
            it->fields.push_back(inputField(key));
        };
        for (const InputRange& r : inputRanges())
            add(r.key);
        for (const InputSwitch& s : inputSwitches())
            add(s.key);
        // Read with the training run, which they concern (plan/PlanJson.cpp).
        for (std::string_view key : {"program.mfu_source"})
            add(key);
        return out;
    }();
    return all;
}

void readSwitch(const JsonFields& f, const InputSwitch& s, GoodputInputs& in)
{
    const std::string field(inputField(s.key));
    if (!s.isProvisioning()) {
        s.set(in, f.boolean(field.c_str(), s.get(in) != 0) ? 1 : 0);
        return;
    }
    Provisioning p = in.provisioning;
    const std::string id = f.string(field.c_str(), std::string(provisioningId(p)));
    if (!parseProvisioning(id, p))
        throw Error(ErrorCode::UnknownValue, f.pathOf(field.c_str()),
                    id.substr(0, 40) + "; one of on_demand, spot, dws_flex_start, dws_calendar, reservation");
    s.set(in, static_cast<int>(p));
}

void readRange(const JsonFields& f, const InputRange& r, GoodputInputs& in)
{
    const std::string field(inputField(r.key));
    switch (r.unit) {
    case InputUnit::Count: r.set(in, f.integer(field.c_str(), static_cast<int>(std::lround(r.get(in))))); break;
    case InputUnit::Hours: r.set(in, durationField(f, field.c_str(), Duration::hours(r.get(in))).inHours()); break;
    default: r.set(in, f.number(field.c_str(), r.get(in))); break;
    }
}

} // namespace

GoodputInputs inputsFromJson(const JsonFields& root)
{
    GoodputInputs in;
    std::map<std::string, JsonFields, std::less<>> objects;
    for (const Section& s : sections()) {
        const JsonFields f = root.object(s.name.c_str());
        f.knownKeys(s.fields);
        objects.emplace(s.name, f);
    }
    for (const InputSwitch& s : inputSwitches())
        readSwitch(objects.find(inputSection(s.key))->second, s, in);
    for (const InputRange& r : inputRanges())
        readRange(objects.find(inputSection(r.key))->second, r, in);
    return in;
}

void writeInputs(nlohmann::json& plan, const GoodputInputs& in)
{
    for (const Section& s : sections())
        plan[s.name] = nlohmann::json::object();
    for (const InputRange& r : inputRanges())
        plan[std::string(inputSection(r.key))][std::string(inputField(r.key))] = inputValueJson(r, r.get(in));
    for (const InputSwitch& s : inputSwitches())
        plan[std::string(inputSection(s.key))][std::string(inputField(s.key))] = switchValueJson(s, s.get(in));
}

} // namespace gp
