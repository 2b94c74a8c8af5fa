#pragma once

#include <nlohmann/json_fwd.hpp>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// What a catalog price covers: the accelerator alone (the host's share is then given apart), or a machine's price
// divided among its accelerators (host CPU, memory and network included).
enum class PriceBasis { Accelerator, Machine };
std::string_view priceBasisId(PriceBasis basis); // "accelerator", "machine"

// How the step model's matrix efficiency of an accelerator was set (docs/model.md section 23).
enum class EfficiencyBasis { Given, Calibrated, Extrapolated, Assumed, Checked };
// "given", "calibrated", "extrapolated", "assumed", "checked"
std::string_view efficiencyBasisId(EfficiencyBasis b);
// No published run on the accelerator checks its step times: extrapolated or assumed.
inline bool extrapolated(EfficiencyBasis b) { return b == EfficiencyBasis::Extrapolated || b == EfficiencyBasis::Assumed; }

// How the schedulers a deployment export writes for (core/deploy) name an accelerator (docs/deploy.md), from the
// catalog's "deploy" object with its source in sources["deploy"].
struct DeployNames {
    std::string gkeAccelerator; // GKE's node label value: cloud.google.com/gke-accelerator, or gke-tpu-accelerator
    std::string skypilot;       // SkyPilot's accelerator name ("H100"), or a TPU's version ("tpu-v5p")
    int skypilotCoresPerChip = 0; // a TPU's TensorCores per chip: SkyPilot names a slice by its cores; 0 for a GPU
    int topologyDimensions = 0;   // a TPU slice's topology: 2 (4x4) or 3 (2x2x2); 0 for a GPU
    std::string slurmGres;      // the GRES type Slurm clusters commonly configure ("h100"); empty: Slurm has none
    std::map<int, std::string> machineTypes; // accelerators per node to the Compute Engine machine type
    bool tpu() const { return topologyDimensions > 0; }
    friend bool operator==(const DeployNames&, const DeployNames&) = default;
};

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
    std::optional<double> peakFp4Tflops; // dense FP4 (Blackwell's NVFP4); none where the tensor cores lack it
    double memoryGb = 0;
    double memoryBandwidthGbps = 0;
    std::string interconnect;                 // "NVLink", "ICI", "PCIe"
    std::optional<double> interconnectGbps;   // GB/s; none for PCIe-only cards
    std::optional<double> powerW;
    double priceOnDemand = 0; // USD per accelerator-hour, on the price basis
    double priceSpot = 0;
    // No list price is published for it (a machine sold by reservation, or not by the clouds the catalog cites):
    // the prices are an estimate, which sources["prices"] explains and every view that prices it should say.
    bool pricePublished = true;
    double cud1yrPercent = 0;
    double cud3yrPercent = 0;
    PriceBasis priceBasis = PriceBasis::Machine;
    double hostPricePerHour = 0;  // USD per accelerator-hour for the host, on demand; only on the accelerator basis
    std::string machineType;      // "a3-highgpu-8g": the machine the price is taken from
    std::optional<double> typicalMfu;       // MFU typical of LLM training on it, with sources["mfu"]; none published
    std::optional<double> largestJob;       // the most accelerators one job can have; none stated: no limit
    int perVm = 1; // the most accelerators one VM (or TPU host) has: a serving replica's tensor-parallel domain
    // What the step-time model needs (docs/model.md section 23), each with its source in sources[] ("scale_up",
    // "scale_out", "matrix_efficiency"); none stated: the model refuses the accelerator and names the field.
    std::optional<double> scaleUpGbps;      // GB/s one direction per accelerator in its scale-up domain (NVLink, ICI)
    std::optional<double> scaleUpDomain;    // accelerators in one scale-up domain (an NVLink node, a TPU slice)
    std::optional<double> scaleOutGbps;     // GB/s per accelerator between domains (the machine's network, DCN)
    std::optional<double> matrixEfficiency; // the share of the dense peak a training step's matrix work reaches
    // Where that share comes from ("matrix_efficiency_basis"): fitted on published runs on this accelerator
    // (calibrated), taken from a calibrated one's and checked on published runs on this one (checked), taken
    // from a calibrated one's (extrapolated: no published run checks the step model on it), assumed, or given by
    // the user (a custom accelerator's, the default).
    EfficiencyBasis efficiencyBasis = EfficiencyBasis::Given;
    std::optional<DeployNames> deploy;      // none: the deployment exports name no scheduler's label for it
    std::map<std::string, std::string> sources; // "specs", "prices", "discounts", "mfu", "largest_job", "deploy"
    std::string asOf;
    bool custom = false; // added by the user (the plan's custom accelerators), not from the built-in catalog
    friend bool operator==(const Accelerator&, const Accelerator&) = default;
};

// The host's share of a price, added where the price basis leaves it out (docs/model.md section 10): on demand as
// stated, on Spot in the accelerator's own Spot-to-on-demand ratio.
double hostShare(const Accelerator& a, bool spot);

// The object storage that keeps the checkpoints, priced per GB-month (docs/model.md section 20).
struct StoragePrice {
    std::string name;
    double perGbMonth = 0.02;
    std::string asOf;
    std::string source;
};

struct Catalog {
    std::string currency = "USD";
    std::string note;
    StoragePrice checkpointStorage;
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

// The lowest price accepted, USD per accelerator-hour (docs/model.md section 10). A price above zero but far below
// any real one (1e-300) would rank its accelerator first and print as $0: it is refused wherever a price enters,
// the catalog (embedded or imported), a plan's custom accelerators and price overrides, and every edit.
inline constexpr double kPriceFloor = 0.001;

// Checks one price per accelerator-hour: NotFinite, Negative, NotPositive for zero, BelowPriceFloor under
// kPriceFloor (detail: the price given). The subject names the field ("price_overrides.h100-80gb.on_demand").
void checkPrice(double price, const std::string& subject);

// Reads and validates a catalog: format and version; unique ids; every number finite and in range (peaks and
// memory positive, prices at least kPriceFloor, spot at most on-demand, discounts 0 to 100 %); one price basis
// for every row. Errors name the accelerator and field. With a list, every key the catalog may not have is added
// to it by its path ("catalog.json: accelerators: accelerator 'h100'.typical_mf"); such keys are ignored.
Catalog catalogFromText(std::string_view text, const std::string& source,
                        std::vector<std::string>* unknownKeys = nullptr);
Catalog catalogFromJson(const nlohmann::json& json, const std::string& source,
                        std::vector<std::string>* unknownKeys = nullptr);
// One catalog row, as the catalog file and a plan's custom accelerators write it.
nlohmann::json acceleratorToJson(const Accelerator& a);
// The whole catalog in its own file format (catalog.json), which catalogFromJson() reads back as it was.
nlohmann::json catalogToJson(const Catalog& catalog);
// Rows read as a catalog's "accelerators" array (path names them in errors); ids unique among themselves. Unknown
// keys of a row are added to unknownKeys, when given.
std::vector<Accelerator> acceleratorsFromJson(const nlohmann::json& list, const std::string& path,
                                              std::vector<std::string>* unknownKeys = nullptr);

// The catalog with more rows appended: each id new, the same price basis, prices checked as a catalog's. Throws
// gp::Error naming the row.
Catalog withAdditions(const Catalog& catalog, const std::vector<Accelerator>& additions);

// The catalog shipped in resources/catalog (embedded). Empty if it were broken (a test guards it).
const Catalog& builtinCatalog();

// The catalog with the overrides applied (unknown ids are ignored). Throws gp::Error naming the override's field
// ("price_overrides.h100-80gb.spot") for a price checkPrice() refuses, or a spot price above on-demand.
Catalog withOverrides(Catalog catalog, const PriceOverrides& overrides); // taken by value: a temporary moves in
// The checks of withOverrides() alone, without copying the catalog.
void checkOverrides(const Catalog& catalog, const PriceOverrides& overrides);

} // namespace gp
