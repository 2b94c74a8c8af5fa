#pragma once

#include "catalog/Catalog.h"
#include "catalog/Precision.h"
#include "goodput/ProgramGoodput.h"

#include <optional>
#include <string>
#include <vector>

namespace gp {

// A training job's measured throughput, as the MFU calculator takes it.
struct MeasuredThroughput {
    double parameters = 0; // excluding embeddings
    std::optional<ModelShape> shape;
    double tokensPerSecond = 0; // of the whole job
    double chips = 0;
    const Accelerator* accelerator = nullptr;
    Precision precision = Precision::Half;
};

// A published MFU beside the measured one: how many percentage points apart, and on which side.
struct PublishedMfuGap {
    std::string model;
    double mfu = 0;
    double points = 0; // |measured - published| x 100
    bool above = false; // the measured MFU at or above the published one
};

// The MFU the throughput implies (docs/model.md section 8), its FLOPs per token, and each published figure beside it.
struct MfuFromThroughput {
    double mfu = 0;
    double flopsPerToken = 0;
    std::vector<PublishedMfuGap> published;
};

// None without an accelerator or a positive throughput. Throws gp::Error as trainingFlopsPerToken() and
// modelFlopsUtilization() do: for a bad count, and for an MFU above 1.
std::optional<MfuFromThroughput> mfuFromThroughput(const MeasuredThroughput& in);

} // namespace gp
