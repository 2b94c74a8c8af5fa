#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gp {

// The slice shapes of a TPU generation as Google's tables give them (docs/deploy.md, "TPU slices"): a slice's chips,
// its topology (gke-tpu-topology) and the machine type of its nodes, each node one TPU VM of chipsPerNode chips. A
// slice of one node is single-host; of more, multi-host. The exports write these layouts, and the plan search prices
// only the counts one of them runs (docs/model.md section 24).
struct TpuShape {
    int chips = 0;
    std::string topology;    // "4x4", "2x2x1"
    std::string machineType; // GKE's machine type of the slice's nodes: "ct6e-standard-4t"
    int chipsPerNode = 1;
    bool confirmed = true; // false: the source read does not state this row; docs/deploy.md asks to confirm it
    int nodes() const { return chips / chipsPerNode; }
    bool multiHost() const { return nodes() > 1; }
};
// The shapes of the generation GKE labels `gkeAccelerator` (cloud.google.com/gke-tpu-accelerator), smallest first;
// empty for one the table does not hold.
const std::vector<TpuShape>& tpuShapes(std::string_view gkeAccelerator);
// A TPU job on Google Cloud: one slice of exactly its chips, or several slices of one multi-host shape (GKE's
// Multislice takes multi-host slices only, all of one shape), the largest that divides the chips. slices is 0 where
// no layout runs the chips; then below and above are the nearest counts that run (below 0: none).
struct TpuLayout {
    int slices = 0;
    TpuShape shape;
    int below = 0;
    int above = 0;
    int nodes() const { return slices * shape.nodes(); }
};
TpuLayout tpuLayout(int chips, std::string_view gkeAccelerator);

} // namespace gp
