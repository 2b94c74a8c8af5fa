#pragma once

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// One accelerator of the catalog (resources/catalog/accelerators.json). Figures are per accelerator (GPU or TPU
// chip); peaks are dense, without sparsity. Every figure has a source note and the catalog an as-of date.
struct Accelerator {
    std::string id;     // "h100-80gb"
    std::string name;   // "NVIDIA H100 80 GB"
    std::string vendor;
    std::string family; // what decision graphs recommend: "h100", "tpu-v5e"
    std::string halfPrecision = "BF16"; // the 16-bit format the peak refers to (T4 and V100: FP16)
    double peakBf16Tflops = 0;
    std::optional<double> peakFp8Tflops;
    std::optional<double> peakInt8Tops;
    double memoryGb = 0;
    double memoryBandwidthGbps = 0;
    std::string interconnect;                 // "NVLink", "ICI", "PCIe"
    std::optional<double> interconnectGbps;   // GB/s; none for PCIe-only cards
    std::optional<double> powerW;
    double priceOnDemand = 0; // USD per accelerator-hour
    double priceSpot = 0;
    double cud1yrPercent = 0;
    double cud3yrPercent = 0;
    std::map<std::string, std::string> sources; // "specs", "prices", "discounts"
    std::string asOf;
};

struct Catalog {
    std::string currency = "USD";
    std::string note;
    std::vector<Accelerator> accelerators;

    const Accelerator* find(const std::string& id) const;
};

// A user's price for one accelerator, replacing the list price. Either may be absent.
struct PriceOverride {
    std::optional<double> onDemand;
    std::optional<double> spot;
    bool empty() const { return !onDemand && !spot; }
    friend bool operator==(const PriceOverride&, const PriceOverride&) = default;
};
using PriceOverrides = std::map<std::string, PriceOverride>;

// Reads and validates a catalog: format and version; unique ids; every number finite and in range (peaks and
// memory positive, spot at most on-demand, discounts 0 to 100 %). Errors name the accelerator and field.
Catalog catalogFromText(std::string_view text, const std::string& source);

// The catalog shipped in resources/catalog (embedded). Empty if it were broken (a test guards it).
const Catalog& builtinCatalog();

// The catalog with the overrides applied (unknown ids are ignored). Throws gp::Error for a negative or non-finite
// override, or a spot price above on-demand.
Catalog withOverrides(const Catalog& catalog, const PriceOverrides& overrides);
// The checks of withOverrides() alone, without copying the catalog.
void checkOverrides(const Catalog& catalog, const PriceOverrides& overrides);

} // namespace gp
