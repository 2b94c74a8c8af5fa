#include "catalog/TpuSlices.h"

#include <algorithm>

namespace gp {

namespace {

// Google's tables of TPU slice shapes, one a generation (docs/deploy.md, "TPU slices"). A row the source read does
// not state is marked unconfirmed, and the manual says so.
struct TpuGeneration {
    std::string_view gkeAccelerator;
    std::vector<TpuShape> shapes;
};

// TPU v6e (Trillium): Cloud TPU documentation, "TPU v6e", Supported configurations (topology, chips, hosts, VMs,
// machine type (GKE API), scope). Its 8-chip slice on two ct6e-standard-4t VMs is left out: GKE only.
TpuGeneration v6e()
{
    const std::string multi = "ct6e-standard-4t";
    return {"tpu-v6e-slice",
            {{1, "1x1", "ct6e-standard-1t", 1},
             {4, "2x2", "ct6e-standard-4t", 4},
             {8, "2x4", "ct6e-standard-8t", 8},
             {16, "4x4", multi, 4},
             {32, "4x8", multi, 4},
             {64, "8x8", multi, 4},
             {128, "8x16", multi, 4},
             {256, "16x16", multi, 4}}};
}

// TPU v5e: Cloud TPU documentation, "TPU v5e" (the 2-D shapes and their hosts; VMs of 1, 4 or 8 chips,
// ct5lp-hightpu-1t, -4t and -8t; the 1x1, 2x2 and 2x4 slices one VM each). The multi-host slices' nodes,
// ct5lp-hightpu-4t of 4 chips as for v6e, are GKE's "Plan TPUs in GKE" table, not stated by the page read: to confirm.
TpuGeneration v5e()
{
    const std::string multi = "ct5lp-hightpu-4t";
    return {"tpu-v5-lite-podslice",
            {{1, "1x1", "ct5lp-hightpu-1t", 1},
             {4, "2x2", "ct5lp-hightpu-4t", 4},
             {8, "2x4", "ct5lp-hightpu-8t", 8},
             {16, "4x4", multi, 4, false},
             {32, "4x8", multi, 4, false},
             {64, "8x8", multi, 4, false},
             {128, "8x16", multi, 4, false},
             {256, "16x16", multi, 4, false}}};
}

// TPU v5p: Cloud TPU documentation, "TPU v5p", Configurations ("All v5p TPU VMs use the ct5p-hightpu-4t machine
// type", 4 chips a VM; the shapes to 16x16x24, the largest single slice, 6,144 chips). 2x2x4 (16 chips, the
// accelerator type v5p-32) is not in that table: to confirm.
TpuGeneration v5p()
{
    const std::string type = "ct5p-hightpu-4t";
    return {"tpu-v5p-slice",
            {{4, "2x2x1", type, 4},
             {8, "2x2x2", type, 4},
             {16, "2x2x4", type, 4, false},
             {32, "2x4x4", type, 4},
             {64, "4x4x4", type, 4},
             {128, "4x4x8", type, 4},
             {256, "4x8x8", type, 4},
             {512, "8x8x8", type, 4},
             {1024, "8x8x16", type, 4},
             {2048, "8x16x16", type, 4},
             {4096, "16x16x16", type, 4},
             {6144, "16x16x24", type, 4}}};
}

// The nearest counts of chips around `chips` that a layout runs: a slice's, or whole multi-host slices'.
void nearestLayouts(int chips, const std::vector<TpuShape>& shapes, TpuLayout& out)
{
    for (const TpuShape& s : shapes) {
        const int down = s.multiHost() ? chips / s.chips * s.chips : (s.chips <= chips ? s.chips : 0);
        const int up = s.multiHost() ? (chips + s.chips - 1) / s.chips * s.chips : (s.chips >= chips ? s.chips : 0);
        out.below = std::max(out.below, down);
        if (up > 0 && (out.above == 0 || up < out.above))
            out.above = up;
    }
}

} // namespace

const std::vector<TpuShape>& tpuShapes(std::string_view gkeAccelerator)
{
    static const std::vector<TpuGeneration> table{v6e(), v5e(), v5p()};
    static const std::vector<TpuShape> none;
    for (const TpuGeneration& g : table)
        if (g.gkeAccelerator == gkeAccelerator)
            return g.shapes;
    return none;
}

TpuLayout tpuLayout(int chips, std::string_view gkeAccelerator)
{
    const std::vector<TpuShape>& shapes = tpuShapes(gkeAccelerator);
    TpuLayout out;
    for (const TpuShape& s : shapes)
        if (s.chips == chips)
            return {1, s, 0, 0};
    for (auto s = shapes.rbegin(); s != shapes.rend(); ++s)
        if (s->multiHost() && chips > 0 && chips % s->chips == 0)
            return {chips / s->chips, *s, 0, 0};
    if (chips > 0)
        nearestLayouts(chips, shapes, out);
    return out;
}

} // namespace gp
