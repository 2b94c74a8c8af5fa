#include "catalog/Catalog.h"

#include "io/EmbeddedFile.h"
#include "io/Error.h"
#include "io/JsonFields.h"
#include "io/JsonLoad.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>

namespace gp {
namespace {

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

void checkPrices(double onDemand, double spot, const std::string& subject)
{
    for (double p : {onDemand, spot})
        if (!std::isfinite(p) || p < 0)
            throw Error(p < 0 ? ErrorCode::Negative : ErrorCode::NotFinite, subject);
    if (spot > onDemand)
        throw Error(ErrorCode::OutOfRange, subject, "the Spot price is above the on-demand price");
}

} // namespace

const Accelerator* Catalog::find(const std::string& id) const
{
    for (const Accelerator& a : accelerators)
        if (a.id == id)
            return &a;
    return nullptr;
}

Catalog catalogFromText(std::string_view text, const std::string& source)
{
    const nlohmann::json json = parseJson(text, source);
    const JsonFields root(json, source);
    root.requireFormat("goodput-planner-catalog", 1);
    Catalog c;
    c.currency = root.string("currency", "USD");
    c.note = root.string("note", "");
    const auto list = json.find("accelerators");
    if (list == json.end() || !list->is_array() || list->empty())
        throw Error(ErrorCode::MissingField, source + ": accelerators");
    if (list->size() > 200)
        throw Error(ErrorCode::TooMany, source + ": accelerators", "at most 200");
    std::set<std::string> ids;
    for (std::size_t i = 0; i < list->size(); ++i) {
        const JsonFields f((*list)[i], source + ": accelerators[" + std::to_string(i) + "]");
        Accelerator a;
        a.id = f.requiredString("id");
        const JsonFields g((*list)[i], source + ": accelerator '" + a.id.substr(0, 40) + "'");
        if (!ids.insert(a.id).second)
            throw Error(ErrorCode::DuplicateId, g.pathOf("id"));
        a.name = g.requiredString("name");
        a.vendor = g.string("vendor", "");
        a.family = g.string("family", a.id);
        a.halfPrecision = g.string("half_precision", "BF16");
        a.peakBf16Tflops = required(g, "peak_bf16_tflops", 1e-3, 1e6);
        a.peakFp8Tflops = optional(g, "peak_fp8_tflops", 1e-3, 1e6);
        a.peakInt8Tops = optional(g, "peak_int8_tops", 1e-3, 1e6);
        a.memoryGb = required(g, "memory_gb", 1e-3, 1e6);
        a.memoryBandwidthGbps = required(g, "memory_bandwidth_gbps", 1e-3, 1e7);
        a.interconnect = g.string("interconnect", "");
        a.interconnectGbps = optional(g, "interconnect_gbps", 0, 1e7);
        a.powerW = optional(g, "power_w", 0, 1e5);
        a.priceOnDemand = required(g, "price_on_demand", 0, 1e5);
        a.priceSpot = required(g, "price_spot", 0, 1e5);
        checkPrices(a.priceOnDemand, a.priceSpot, g.pathOf("price_spot"));
        a.cud1yrPercent = required(g, "cud_1yr_percent", 0, 100);
        a.cud3yrPercent = required(g, "cud_3yr_percent", 0, 100);
        a.asOf = g.requiredString("as_of");
        const auto src = (*list)[i].find("sources");
        if (src == (*list)[i].end() || !src->is_object())
            throw Error(ErrorCode::MissingField, g.pathOf("sources"));
        for (const auto& [key, value] : src->items()) {
            if (!value.is_string())
                throw Error(ErrorCode::WrongType, g.pathOf("sources") + "." + key);
            a.sources[key] = value.get<std::string>();
        }
        for (const char* needed : {"specs", "prices"})
            if (!a.sources.count(needed))
                throw Error(ErrorCode::MissingField, g.pathOf("sources") + "." + needed);
        c.accelerators.push_back(std::move(a));
    }
    return c;
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

void checkOverrides(const Catalog& catalog, const PriceOverrides& overrides)
{
    for (const Accelerator& a : catalog.accelerators) {
        const auto it = overrides.find(a.id);
        if (it != overrides.end())
            checkPrices(it->second.onDemand.value_or(a.priceOnDemand), it->second.spot.value_or(a.priceSpot),
                        "price_overrides." + a.id);
    }
}

Catalog withOverrides(const Catalog& catalog, const PriceOverrides& overrides)
{
    Catalog out = catalog;
    for (Accelerator& a : out.accelerators) {
        const auto it = overrides.find(a.id);
        if (it == overrides.end())
            continue;
        if (it->second.onDemand)
            a.priceOnDemand = *it->second.onDemand;
        if (it->second.spot)
            a.priceSpot = *it->second.spot;
        checkPrices(a.priceOnDemand, a.priceSpot, "price_overrides." + a.id);
    }
    return out;
}

} // namespace gp
