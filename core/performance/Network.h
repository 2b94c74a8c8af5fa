#pragma once

#include "catalog/Catalog.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// The cluster's network as the plan states it (training.network, docs/model.md section 23): a preset below,
// or the figures themselves; each figure given replaces the preset's, and either the
// accelerator's catalog figure. Applied to the copy of the accelerator the step model reads (withNetwork).
struct ClusterNetwork {
    std::string preset;                   // "a3-mega"; empty: none
    std::optional<double> scaleOutGbps;   // Gb/s (gigabits) per accelerator between scale-up domains
    std::optional<double> scaleUpDomain;  // accelerators in one scale-up domain
    friend bool operator==(const ClusterNetwork&, const ClusterNetwork&) = default;
};

// A cluster's network as sold (docs/model.md section 23, "The cluster's network"): the scale-out bandwidth per
// accelerator in Gb/s (gigabits, as network interfaces are rated) and, where it differs from the catalog's, the
// scale-up domain, each preset with its source.
struct NetworkPreset {
    std::string_view id;   // "a3-mega"
    std::string_view name; // "Google Cloud A3 Mega (GPUDirect-TCPXO)"
    double scaleOutGbps = 0;
    std::optional<double> scaleUpDomain; // none: the accelerator's own
    std::string_view source;
};

const std::vector<NetworkPreset>& networkPresets();
const NetworkPreset* findNetworkPreset(std::string_view id);

// The range of a scale-out bandwidth given, Gb/s an accelerator: 10 Mb/s, below any network a training job runs on
// (and above the catalog's least, 1 MB/s), to 100 Tb/s.
inline constexpr double kLeastScaleOutGbps = 0.01;
inline constexpr double kMostScaleOutGbps = 1e5;

// The figures in effect: the preset's, each replaced by the plan's own where given. Throws gp::Error naming
// `field` + ".preset" for an unknown preset, + ".scale_out_gbps" for a bandwidth that is NaN or infinite
// (NotFinite), zero or negative (NotPositive) or outside 0.01 to 100,000 Gb/s (OutOfRange),
// + ".scale_up_domain" for a domain that is not a whole number from 1 to 100,000.
struct NetworkFigures {
    std::optional<double> scaleOutGbps;
    std::optional<double> scaleUpDomain;
};
NetworkFigures networkFigures(const ClusterNetwork& n, const std::string& field = "training.network");
void checkNetwork(const ClusterNetwork& n, const std::string& field = "training.network");

// The accelerator with the network's figures in place of its catalog's: the scale-out bandwidth (the catalog's
// scale_out_gbps is in GB/s, so Gb/s / 8) and the scale-up domain. Unchanged without a network.
Accelerator withNetwork(const Accelerator& a, const std::optional<ClusterNetwork>& n);

} // namespace gp
