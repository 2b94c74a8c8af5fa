#include "catalog/Catalog.h"

#include "io/EmbeddedFile.h"
#include "io/Error.h"
#include "io/JsonFields.h"
#include "io/JsonLoad.h"
#include "io/SafeText.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <set>

namespace gp {
namespace {

bool parseEfficiencyBasis(std::string_view id, EfficiencyBasis& out)
{
    for (EfficiencyBasis b : {EfficiencyBasis::Given, EfficiencyBasis::Calibrated, EfficiencyBasis::Extrapolated,
                              EfficiencyBasis::Assumed, EfficiencyBasis::Checked})
        if (efficiencyBasisId(b) == id) {
            out = b;
            return true;
        }
    return false;
}

double required(const JsonFields& f, const char* key, double lo, double hi)
{
    if (!f.has(key))
        throw Error(ErrorCode::MissingField, f.pathOf(key));
    const double v = f.number(key, 0);
    if (v < lo || v > hi)
        throw Error(ErrorCode::OutOfRange, f.pathOf(key), std::to_string(lo) + " to " + std::to_string(hi));
    return v;
}

std::optional<double> optional(const JsonFields& f, const char* key, double lo, double hi)
{
    if (!f.has(key))
        return std::nullopt;
    return required(f, key, lo, hi);
}

std::string priceText(double price)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", price);
    return buf;
}

// subject names the accelerator ("catalog.json: accelerators: accelerator 'h100'."); the field follows.
void checkPrices(double onDemand, double spot, const std::string& subject, const char* onDemandField,
                 const char* spotField)
{
    checkPrice(onDemand, subject + onDemandField);
    checkPrice(spot, subject + spotField);
    if (spot > onDemand)
        throw Error(ErrorCode::OutOfRange, subject + spotField, "the Spot price is above the on-demand price");
}

bool parsePriceBasis(const std::string& id, PriceBasis& out)
{
    for (PriceBasis b : {PriceBasis::Accelerator, PriceBasis::Machine})
        if (priceBasisId(b) == id) {
            out = b;
            return true;
        }
    return false;
}

// A name a scheduler reads: letters, digits, '-', '_' and '.', 1 to 63 characters (a Kubernetes label value's
// characters), so that an export never carries markup or a line break from a catalog.
std::string deployName(const JsonFields& f, const char* key)
{
    const std::string s = f.string(key, "");
    const bool ok = !s.empty() && s.size() <= 63 && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.';
    });
    if (!s.empty() && !ok)
        throw Error(ErrorCode::OutOfRange, f.pathOf(key), "letters, digits, '-', '_' and '.', at most 63");
    return s;
}

DeployNames deployNamesFromJson(const nlohmann::json& j, const std::string& path, std::vector<std::string>* unknownKeys)
{
    if (!j.is_object())
        throw Error(ErrorCode::WrongType, path, "an object");
    const JsonFields f(j, path, unknownKeys);
    f.knownKeys({"gke_accelerator", "skypilot", "skypilot_cores_per_chip", "topology_dimensions", "slurm_gres",
                 "machine_types"});
    DeployNames d;
    d.gkeAccelerator = deployName(f, "gke_accelerator");
    d.skypilot = deployName(f, "skypilot");
    d.slurmGres = deployName(f, "slurm_gres");
    d.skypilotCoresPerChip = static_cast<int>(std::lround(optional(f, "skypilot_cores_per_chip", 1, 8).value_or(0)));
    d.topologyDimensions = static_cast<int>(std::lround(optional(f, "topology_dimensions", 2, 3).value_or(0)));
    if (d.tpu() && d.skypilotCoresPerChip == 0)
        d.skypilotCoresPerChip = 1;
    if (const auto m = j.find("machine_types"); m != j.end()) {
        if (!m->is_object())
            throw Error(ErrorCode::WrongType, f.pathOf("machine_types"), "an object");
        const JsonFields types(*m, f.pathOf("machine_types"));
        for (const auto& [count, type] : m->items()) {
            int n = 0;
            const auto [end, ec] = std::from_chars(count.data(), count.data() + count.size(), n);
            if (ec != std::errc() || end != count.data() + count.size() || n < 1 || n > 64)
                throw Error(ErrorCode::OutOfRange, types.pathOf(count.c_str()), "a count of accelerators from 1 to 64");
            d.machineTypes[n] = deployName(types, count.c_str());
        }
    }
    return d;
}

// A text the exports, the proposal and the views show: refused with a control character, a line or paragraph
// separator or a bidirectional control in it (io/SafeText.h), which would end a line of a script or a YAML comment.
std::string shownText(const JsonFields& f, const char* key, std::string value)
{
    requireSafeText(value, f.pathOf(key));
    return value;
}

// One row; listPath names the list in errors ("catalog.json: accelerators"), by index until the id is known and by
// id after: "catalog.json: accelerators: accelerator 'h100'.price_spot".
Accelerator acceleratorFromJson(const nlohmann::json& row, const std::string& listPath, std::size_t index,
                                std::vector<std::string>* unknownKeys)
{
    const JsonFields f(row, listPath + "[" + std::to_string(index) + "]");
    Accelerator a;
    a.id = shownText(f, "id", f.requiredString("id"));
    if (a.id.empty() || a.id.size() > 64)
        throw Error(ErrorCode::OutOfRange, f.pathOf("id"), "1 to 64 characters");
    const JsonFields g(row, listPath + ": accelerator '" + a.id.substr(0, 40) + "'", unknownKeys);
    g.knownKeys({"id", "name", "vendor", "family", "half_precision", "peak_bf16_tflops", "peak_fp8_tflops",
                 "peak_int8_tops", "peak_fp4_tflops", "memory_gb", "memory_bandwidth_gbps", "interconnect", "interconnect_gbps",
                 "power_w", "price_on_demand", "price_spot", "price_published", "cud_1yr_percent", "cud_3yr_percent", "price_basis",
                 "host_price_per_hour", "machine_type", "typical_mfu", "largest_job_accelerators",
                 "accelerators_per_vm", "scale_up_gbps", "scale_up_domain", "scale_out_gbps",
                 "matrix_efficiency", "matrix_efficiency_basis", "as_of", "sources", "custom", "deploy"});
    a.name = shownText(g, "name", g.requiredString("name"));
    a.vendor = shownText(g, "vendor", g.string("vendor", ""));
    a.family = shownText(g, "family", g.string("family", a.id));
    a.halfPrecision = g.string("half_precision", "BF16");
    a.peakBf16Tflops = required(g, "peak_bf16_tflops", 1e-3, 1e6);
    a.peakFp8Tflops = optional(g, "peak_fp8_tflops", 1e-3, 1e6);
    a.peakInt8Tops = optional(g, "peak_int8_tops", 1e-3, 1e6);
    a.peakFp4Tflops = optional(g, "peak_fp4_tflops", 1e-3, 1e7);
    a.memoryGb = required(g, "memory_gb", 1e-3, 1e6);
    a.memoryBandwidthGbps = required(g, "memory_bandwidth_gbps", 1e-3, 1e7);
    a.interconnect = g.string("interconnect", "");
    a.interconnectGbps = optional(g, "interconnect_gbps", 0, 1e7);
    a.powerW = optional(g, "power_w", 0, 1e5);
    a.priceOnDemand = required(g, "price_on_demand", 0, 1e5);
    a.priceSpot = required(g, "price_spot", 0, 1e5);
    checkPrices(a.priceOnDemand, a.priceSpot, g.pathOf(""), "price_on_demand", "price_spot");
    a.pricePublished = g.boolean("price_published", true);
    a.cud1yrPercent = required(g, "cud_1yr_percent", 0, 100);
    a.cud3yrPercent = required(g, "cud_3yr_percent", 0, 100);
    const std::string basis = g.requiredString("price_basis");
    if (!parsePriceBasis(basis, a.priceBasis))
        throw Error(ErrorCode::UnknownValue, g.pathOf("price_basis"), basis.substr(0, 20) + "; one of accelerator, machine");
    if (a.priceBasis == PriceBasis::Accelerator) {
        if (!g.has("host_price_per_hour"))
            throw Error(ErrorCode::MissingField, g.pathOf("host_price_per_hour"),
                        "a price per accelerator leaves out the host: state its share");
        a.hostPricePerHour = required(g, "host_price_per_hour", 0, 1e5);
    } else if (g.has("host_price_per_hour")) {
        throw Error(ErrorCode::OutOfRange, g.pathOf("host_price_per_hour"),
                    "a machine price includes its host already");
    }
    a.machineType = g.string("machine_type", "");
    a.typicalMfu = optional(g, "typical_mfu", 1e-3, 1.0);
    a.largestJob = optional(g, "largest_job_accelerators", 1, 1e7);
    a.perVm = static_cast<int>(std::lround(optional(g, "accelerators_per_vm", 1, 64).value_or(1.0)));
    a.scaleUpGbps = optional(g, "scale_up_gbps", 1e-3, 1e6);
    a.scaleUpDomain = optional(g, "scale_up_domain", 1, 1e6);
    if (a.scaleUpDomain && *a.scaleUpDomain != std::floor(*a.scaleUpDomain))
        throw Error(ErrorCode::NotAnInteger, g.pathOf("scale_up_domain"));
    a.scaleOutGbps = optional(g, "scale_out_gbps", 1e-3, 1e6);
    a.matrixEfficiency = optional(g, "matrix_efficiency", 0.01, 1.0);
    const std::string effBasis = g.string("matrix_efficiency_basis", "given");
    if (!parseEfficiencyBasis(effBasis, a.efficiencyBasis))
        throw Error(ErrorCode::UnknownValue, g.pathOf("matrix_efficiency_basis"),
                    effBasis.substr(0, 20) + "; one of given, calibrated, extrapolated, assumed");
    a.asOf = g.requiredString("as_of");
    if (const auto d = row.find("deploy"); d != row.end())
        a.deploy = deployNamesFromJson(*d, g.pathOf("deploy"), unknownKeys);
    const auto src = row.find("sources");
    if (src == row.end() || !src->is_object())
        throw Error(ErrorCode::MissingField, g.pathOf("sources"));
    for (const auto& [key, value] : src->items()) {
        if (!value.is_string())
            throw Error(ErrorCode::WrongType, g.pathOf("sources") + "." + key);
        a.sources[key] = value.get<std::string>();
    }
    for (const char* needed : {"specs", "prices"})
        if (!a.sources.count(needed))
            throw Error(ErrorCode::MissingField, g.pathOf("sources") + "." + needed);
    if (a.deploy && !a.sources.count("deploy"))
        throw Error(ErrorCode::MissingField, g.pathOf("sources") + ".deploy", "the schedulers' names need their source");
    if (a.typicalMfu && !a.sources.count("mfu"))
        throw Error(ErrorCode::MissingField, g.pathOf("sources") + ".mfu", "a typical MFU needs its source");
    a.custom = g.boolean("custom", false);
    return a;
}

} // namespace

void checkPrice(double price, const std::string& subject)
{
    if (!std::isfinite(price))
        throw Error(ErrorCode::NotFinite, subject);
    if (!(price > 0))
        throw Error(price < 0 ? ErrorCode::Negative : ErrorCode::NotPositive, subject,
                    "a price of zero would rank this accelerator free");
    if (price < kPriceFloor)
        throw Error(ErrorCode::BelowPriceFloor, subject, priceText(price));
}

std::string_view efficiencyBasisId(EfficiencyBasis b)
{
    switch (b) {
    case EfficiencyBasis::Given: return "given";
    case EfficiencyBasis::Calibrated: return "calibrated";
    case EfficiencyBasis::Extrapolated: return "extrapolated";
    case EfficiencyBasis::Assumed: return "assumed";
    case EfficiencyBasis::Checked: return "checked";
    }
    return "given";
}


std::string_view priceBasisId(PriceBasis basis)
{
    return basis == PriceBasis::Accelerator ? "accelerator" : "machine";
}

double hostShare(const Accelerator& a, bool spot)
{
    if (a.priceBasis == PriceBasis::Machine)
        return 0.0;
    return spot ? a.hostPricePerHour * a.priceSpot / a.priceOnDemand : a.hostPricePerHour;
}

const Accelerator* Catalog::find(const std::string& id) const
{
    for (const Accelerator& a : accelerators)
        if (a.id == id)
            return &a;
    return nullptr;
}

std::vector<Accelerator> acceleratorsFromJson(const nlohmann::json& list, const std::string& path,
                                              std::vector<std::string>* unknownKeys)
{
    if (!list.is_array())
        throw Error(ErrorCode::WrongType, path, "expected an array of accelerators");
    if (list.size() > 200)
        throw Error(ErrorCode::TooMany, path, "at most 200");
    std::vector<Accelerator> out;
    std::set<std::string> ids;
    for (std::size_t i = 0; i < list.size(); ++i) {
        Accelerator a = acceleratorFromJson(list[i], path, i, unknownKeys);
        if (!ids.insert(a.id).second)
            throw Error(ErrorCode::DuplicateId, path + ": accelerator '" + a.id.substr(0, 40) + "'.id");
        out.push_back(std::move(a));
    }
    return out;
}

nlohmann::json acceleratorToJson(const Accelerator& a)
{
    nlohmann::json j{{"id", a.id},
                     {"name", a.name},
                     {"vendor", a.vendor},
                     {"family", a.family},
                     {"half_precision", a.halfPrecision},
                     {"peak_bf16_tflops", a.peakBf16Tflops},
                     {"memory_gb", a.memoryGb},
                     {"memory_bandwidth_gbps", a.memoryBandwidthGbps},
                     {"interconnect", a.interconnect},
                     {"price_on_demand", a.priceOnDemand},
                     {"price_spot", a.priceSpot},
                     {"cud_1yr_percent", a.cud1yrPercent},
                     {"cud_3yr_percent", a.cud3yrPercent},
                     {"price_basis", std::string(priceBasisId(a.priceBasis))},
                     {"machine_type", a.machineType},
                     {"sources", a.sources},
                     {"as_of", a.asOf}};
    if (a.peakFp8Tflops)
        j["peak_fp8_tflops"] = *a.peakFp8Tflops;
    if (a.peakInt8Tops)
        j["peak_int8_tops"] = *a.peakInt8Tops;
    if (a.peakFp4Tflops)
        j["peak_fp4_tflops"] = *a.peakFp4Tflops;
    if (a.interconnectGbps)
        j["interconnect_gbps"] = *a.interconnectGbps;
    if (a.powerW)
        j["power_w"] = *a.powerW;
    if (!a.pricePublished)
        j["price_published"] = false;
    if (a.priceBasis == PriceBasis::Accelerator)
        j["host_price_per_hour"] = a.hostPricePerHour;
    if (a.typicalMfu)
        j["typical_mfu"] = *a.typicalMfu;
    if (a.largestJob)
        j["largest_job_accelerators"] = *a.largestJob;
    j["accelerators_per_vm"] = a.perVm;
    if (a.scaleUpGbps)
        j["scale_up_gbps"] = *a.scaleUpGbps;
    if (a.scaleUpDomain)
        j["scale_up_domain"] = *a.scaleUpDomain;
    if (a.scaleOutGbps)
        j["scale_out_gbps"] = *a.scaleOutGbps;
    if (a.matrixEfficiency)
        j["matrix_efficiency"] = *a.matrixEfficiency;
    if (a.efficiencyBasis != EfficiencyBasis::Given)
        j["matrix_efficiency_basis"] = std::string(efficiencyBasisId(a.efficiencyBasis));
    if (a.deploy) {
        nlohmann::json d{{"gke_accelerator", a.deploy->gkeAccelerator}, {"skypilot", a.deploy->skypilot}};
        if (!a.deploy->slurmGres.empty())
            d["slurm_gres"] = a.deploy->slurmGres;
        if (a.deploy->tpu()) {
            d["skypilot_cores_per_chip"] = a.deploy->skypilotCoresPerChip;
            d["topology_dimensions"] = a.deploy->topologyDimensions;
        }
        for (const auto& [count, type] : a.deploy->machineTypes)
            d["machine_types"][std::to_string(count)] = type;
        j["deploy"] = std::move(d);
    }
    if (a.custom)
        j["custom"] = true;
    return j;
}

nlohmann::json catalogToJson(const Catalog& c)
{
    nlohmann::json accelerators = nlohmann::json::array();
    for (const Accelerator& a : c.accelerators)
        accelerators.push_back(acceleratorToJson(a));
    return {{"format", "goodput-planner-catalog"},
            {"version", 1},
            {"currency", c.currency},
            {"note", c.note},
            {"checkpoint_storage",
             {{"name", c.checkpointStorage.name},
              {"price_per_gb_month", c.checkpointStorage.perGbMonth},
              {"as_of", c.checkpointStorage.asOf},
              {"source", c.checkpointStorage.source}}},
            {"accelerators", accelerators}};
}

Catalog catalogFromJson(const nlohmann::json& json, const std::string& source, std::vector<std::string>* unknownKeys)
{
    const JsonFields root(json, source);
    root.requireFormat("goodput-planner-catalog", 1);
    Catalog c;
    c.currency = root.string("currency", "USD");
    c.note = root.string("note", "");
    const JsonFields storage = root.object("checkpoint_storage");
    if (unknownKeys) {
        // Named as the catalog's errors name its fields: "catalog.json: checkpoint_storage.source".
        std::vector<std::string> found;
        const JsonFields top(json, "", &found);
        top.knownKeys({"format", "version", "currency", "note", "checkpoint_storage", "accelerators"});
        top.object("checkpoint_storage").knownKeys({"name", "price_per_gb_month", "as_of", "source"});
        for (const std::string& key : found)
            if (unknownKeys->size() < kMaxUnknownKeys)
                unknownKeys->push_back(source + ": " + key);
    }
    c.checkpointStorage.name = storage.string("name", "object storage");
    c.checkpointStorage.perGbMonth = storage.number("price_per_gb_month", c.checkpointStorage.perGbMonth);
    c.checkpointStorage.asOf = storage.string("as_of", "");
    c.checkpointStorage.source = storage.string("source", "");
    if (!std::isfinite(c.checkpointStorage.perGbMonth) || !(c.checkpointStorage.perGbMonth > 0) ||
        c.checkpointStorage.perGbMonth > 100)
        throw Error(ErrorCode::OutOfRange, source + ": checkpoint_storage.price_per_gb_month", "above 0, at most 100");
    const auto list = json.find("accelerators");
    if (list == json.end() || !list->is_array() || list->empty())
        throw Error(ErrorCode::MissingField, source + ": accelerators");
    c.accelerators = acceleratorsFromJson(*list, source + ": accelerators", unknownKeys);
    for (const Accelerator& a : c.accelerators)
        if (a.priceBasis != c.accelerators.front().priceBasis)
            throw Error(ErrorCode::OutOfRange, source + ": accelerator '" + a.id.substr(0, 40) + "'.price_basis",
                        "every row on one basis, as the first: " +
                            std::string(priceBasisId(c.accelerators.front().priceBasis)));
    return c;
}

Catalog catalogFromText(std::string_view text, const std::string& source, std::vector<std::string>* unknownKeys)
{
    return catalogFromJson(parseJson(text, source), source, unknownKeys);
}

Catalog withAdditions(const Catalog& catalog, const std::vector<Accelerator>& additions)
{
    Catalog out = catalog;
    for (const Accelerator& a : additions) {
        const std::string at = "custom_accelerators: accelerator '" + a.id.substr(0, 40) + "'";
        if (out.find(a.id))
            throw Error(ErrorCode::DuplicateId, at + ".id", "the catalog has this id already");
        if (!out.accelerators.empty() && a.priceBasis != out.accelerators.front().priceBasis)
            throw Error(ErrorCode::OutOfRange, at + ".price_basis",
                        "the catalog's basis: " + std::string(priceBasisId(out.accelerators.front().priceBasis)));
        checkPrices(a.priceOnDemand, a.priceSpot, at + ".", "price_on_demand", "price_spot"); // an edited row too
        out.accelerators.push_back(a);
        out.accelerators.back().custom = true;
    }
    if (out.accelerators.size() > 200)
        throw Error(ErrorCode::TooMany, "custom_accelerators", "at most 200 accelerators in all");
    return out;
}

const Catalog& builtinCatalog()
{
    static const Catalog catalog = [] {
        for (const EmbeddedFile& f : embeddedCatalogFiles()) {
            try {
                return catalogFromText(f.text, std::string(f.name));
            } catch (const Error&) {
            }
        }
        return Catalog{};
    }();
    return catalog;
}

namespace {

// An override's own prices, each named by its field; then Spot against on-demand, naming the field the override
// sets (the Spot one when it sets both).
void checkOverride(const Accelerator& a, const PriceOverride& o)
{
    const std::string at = "price_overrides." + a.id.substr(0, 40);
    if (o.onDemand)
        checkPrice(*o.onDemand, at + ".on_demand");
    if (o.spot)
        checkPrice(*o.spot, at + ".spot");
    if (o.spot.value_or(a.priceSpot) > o.onDemand.value_or(a.priceOnDemand))
        throw Error(ErrorCode::OutOfRange, at + (o.spot ? ".spot" : ".on_demand"),
                    "the Spot price is above the on-demand price");
}

} // namespace

void checkOverrides(const Catalog& catalog, const PriceOverrides& overrides)
{
    for (const Accelerator& a : catalog.accelerators) {
        const auto it = overrides.find(a.id);
        if (it != overrides.end())
            checkOverride(a, it->second);
    }
}

Catalog withOverrides(Catalog out, const PriceOverrides& overrides)
{
    for (Accelerator& a : out.accelerators) {
        const auto it = overrides.find(a.id);
        if (it == overrides.end())
            continue;
        checkOverride(a, it->second);
        if (it->second.onDemand)
            a.priceOnDemand = *it->second.onDemand;
        if (it->second.spot)
            a.priceSpot = *it->second.spot;
    }
    return out;
}

} // namespace gp
