#include "performance/Network.h"

#include "io/Error.h"

#include <cmath>

namespace gp {

const std::vector<NetworkPreset>& networkPresets()
{
    // Google Cloud's figures: "GPU machine types" and "Accelerator-optimized machine family" (Compute Engine
    // documentation, as of 2025-06): the GPU network interfaces of each machine type, divided by its 8 GPUs.
    static const std::vector<NetworkPreset> all{
        {"a3-high", "Google Cloud A3 High (GPUDirect-TCPX)", 100, 8,
         "a3-highgpu-8g: 4 GPU NICs of 200 Gbps for 8 H100, 100 Gbps a GPU (Compute Engine GPU machine types)"},
        {"a3-mega", "Google Cloud A3 Mega (GPUDirect-TCPXO)", 200, 8,
         "a3-megagpu-8g: 8 GPU NICs of 200 Gbps for 8 H100, 200 Gbps a GPU (Compute Engine GPU machine types)"},
        {"a3-ultra", "Google Cloud A3 Ultra (RoCE)", 400, 8,
         "a3-ultragpu-8g: 8 ConnectX-7 NICs of 400 Gbps (RDMA over Converged Ethernet) for 8 H200, 400 Gbps a GPU "
         "(Compute Engine GPU machine types)"},
        {"a4", "Google Cloud A4 (RoCE)", 400, 8,
         "a4-highgpu-8g: 8 ConnectX-7 NICs of 400 Gbps (RoCE) for 8 B200, 400 Gbps a GPU (Compute Engine GPU machine "
         "types)"},
        {"infiniband-400", "InfiniBand NDR, one 400 Gb/s adapter a GPU", 400, 8,
         "An NVIDIA DGX H100-style node: 8 ConnectX-7 InfiniBand NDR adapters of 400 Gb/s, one a GPU, on a "
         "non-blocking fabric (NVIDIA DGX H100 user guide)"},
        {"tpu-v5e-dcn", "Cloud TPU v5e Multislice: ICI within a slice, DCN between", 25, 256,
         "The catalog's figures: one slice of at most 256 v5e chips on ICI, 200 Gbps of data-centre network per 8-chip "
         "host between slices, 25 Gbps a chip (Cloud TPU v5e and Multislice documentation; illustrative)"},
        {"tpu-v5p-dcn", "Cloud TPU v5p Multislice: ICI within a slice, DCN between", 50, std::nullopt,
         "The catalog's figures: 200 Gbps of data-centre network per 4-chip host between slices, 50 Gbps a chip "
         "(Cloud TPU v5p and Multislice documentation; illustrative)"},
        {"tpu-v6e-dcn", "Cloud TPU v6e Multislice: ICI within a slice, DCN between", 25, 256,
         "The catalog's figures: one slice of at most 256 v6e chips on ICI, 200 Gbps of data-centre network per 8-chip "
         "host between slices, 25 Gbps a chip (Cloud TPU v6e and Multislice documentation; illustrative)"},
    };
    return all;
}

const NetworkPreset* findNetworkPreset(std::string_view id)
{
    for (const NetworkPreset& p : networkPresets())
        if (p.id == id)
            return &p;
    return nullptr;
}

NetworkFigures networkFigures(const ClusterNetwork& n, const std::string& field)
{
    NetworkFigures f;
    if (!n.preset.empty()) {
        const NetworkPreset* p = findNetworkPreset(n.preset);
        if (!p) {
            std::string ids;
            for (const NetworkPreset& q : networkPresets())
                ids += (ids.empty() ? "" : ", ") + std::string(q.id);
            throw Error(ErrorCode::UnknownValue, field + ".preset", "'" + n.preset.substr(0, 40) + "'; one of " + ids);
        }
        f.scaleOutGbps = p->scaleOutGbps;
        f.scaleUpDomain = p->scaleUpDomain;
    }
    if (n.scaleOutGbps) {
        const double g = *n.scaleOutGbps;
        if (!std::isfinite(g))
            throw Error(ErrorCode::NotFinite, field + ".scale_out_gbps");
        if (g <= 0)
            throw Error(ErrorCode::NotPositive, field + ".scale_out_gbps", "0.01 to 100,000 Gb/s an accelerator");
        if (g < kLeastScaleOutGbps || g > kMostScaleOutGbps)
            throw Error(ErrorCode::OutOfRange, field + ".scale_out_gbps", "0.01 to 100,000 Gb/s an accelerator");
        f.scaleOutGbps = g;
    }
    if (n.scaleUpDomain) {
        const double d = *n.scaleUpDomain;
        if (!std::isfinite(d))
            throw Error(ErrorCode::NotFinite, field + ".scale_up_domain");
        if (d < 1 || d > 1e5 || d != std::floor(d))
            throw Error(ErrorCode::OutOfRange, field + ".scale_up_domain", "a whole number of accelerators, 1 to 100,000");
        f.scaleUpDomain = d;
    }
    return f;
}

void checkNetwork(const ClusterNetwork& n, const std::string& field)
{
    networkFigures(n, field);
}

Accelerator withNetwork(const Accelerator& a, const std::optional<ClusterNetwork>& n)
{
    if (!n)
        return a;
    const NetworkFigures f = networkFigures(*n);
    Accelerator out = a;
    if (f.scaleOutGbps)
        out.scaleOutGbps = *f.scaleOutGbps / 8.0; // the catalog's figure is GB/s
    if (f.scaleUpDomain)
        out.scaleUpDomain = *f.scaleUpDomain;
    return out;
}

} // namespace gp
