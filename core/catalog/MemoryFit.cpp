#include "catalog/MemoryFit.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace gp {
namespace {

constexpr double kBytesPerGb = 1e9;
constexpr double kWeightBytes = 2.0;   // BF16 or FP16
constexpr double kGradientBytes = 2.0; // BF16 or FP16


} // namespace

std::string_view optimizerId(Optimizer o)
{
    switch (o) {
    case Optimizer::Adam: return "adam";
    case Optimizer::Adam8bit: return "adam_8bit";
    case Optimizer::SgdMomentum: return "sgd_momentum";
    }
    return "adam";
}

bool parseOptimizer(std::string_view id, Optimizer& out)
{
    for (Optimizer o : {Optimizer::Adam, Optimizer::Adam8bit, Optimizer::SgdMomentum})
        if (optimizerId(o) == id) {
            out = o;
            return true;
        }
    return false;
}

std::string_view shardingId(Sharding s)
{
    switch (s) {
    case Sharding::Replicated: return "replicated";
    case Sharding::Zero1: return "zero1";
    case Sharding::Zero2: return "zero2";
    case Sharding::Zero3: return "zero3";
    case Sharding::Hsdp: return "hsdp";
    }
    return "zero1";
}

bool parseSharding(std::string_view id, Sharding& out)
{
    if (id == "fsdp") {
        out = Sharding::Zero3;
        return true;
    }
    for (Sharding s : {Sharding::Replicated, Sharding::Zero1, Sharding::Zero2, Sharding::Zero3, Sharding::Hsdp})
        if (shardingId(s) == id) {
            out = s;
            return true;
        }
    return false;
}

double optimizerBytesPerParameter(Optimizer o)
{
    switch (o) {
    case Optimizer::Adam: return 12.0;
    case Optimizer::Adam8bit: return 6.0;
    case Optimizer::SgdMomentum: return 8.0;
    }
    return 12.0;
}

MemoryFit memoryFit(double parameters, const std::optional<ModelShape>& shape, Optimizer optimizer,
                    const Parallelism& parallel, double accelerators, double acceleratorsPerNode, double memoryGb)
{
    MemoryFit m;
    const double t = std::max(1, parallel.tensor);
    const double p = std::max(1, parallel.pipeline);
    const double modelParallel = t * p;
    const double perShard = parameters / modelParallel; // parameters held by one model-parallel rank
    const double k = optimizerBytesPerParameter(optimizer);
    // Bytes per parameter of the shard that every data-parallel replica keeps whole, and those divided among them.
    double whole = 0, divided = 0;
    switch (parallel.sharding) {
    case Sharding::Replicated: whole = kWeightBytes + kGradientBytes + k; break;
    case Sharding::Zero1: whole = kWeightBytes + kGradientBytes; divided = k; break;
    case Sharding::Zero2: whole = kWeightBytes; divided = kGradientBytes + k; break;
    case Sharding::Zero3:
    case Sharding::Hsdp: divided = kWeightBytes + kGradientBytes + k; break;
    }
    const double dataParallel = std::max(1.0, std::floor(accelerators / modelParallel));
    // Hybrid sharding divides the states among one shard group's replicas only, however many groups there are.
    const double group = parallel.shardGroup > 0 ? parallel.shardGroup
                                                 : std::max(1.0, std::floor(acceleratorsPerNode / modelParallel));
    const double shardedOver = parallel.sharding == Sharding::Hsdp ? std::min(dataParallel, group) : dataParallel;
    m.statesGb = perShard * (whole + divided / shardedOver) / kBytesPerGb;
    if (shape && shape->layers > 0 && shape->heads > 0 && shape->headDim > 0 && shape->seqLen > 0) {
        const double s = shape->seqLen, b = std::max(1e-9, parallel.microBatch), h = shape->width();
        const double q = shape->heads * shape->headDim; // the attention's width, h unless the heads differ
        const double a = shape->heads, layers = shape->layers;
        const bool sp = parallel.sequenceParallel && t > 1;
        // Korthikanti et al. 2022, table 2: of the 34 s b h, 8 s b h are the attention's queries, keys, values and
        // output (a d_h wide), and 10 s b h stay whole on each tensor rank without sequence parallelism.
        const double perLayer = parallel.activationCheckpointing
                                    ? 2.0 * s * b * h / (sp ? t : 1.0)
                                    : s * b * ((sp ? (26.0 * h + 8.0 * q) / t : 10.0 * h + (16.0 * h + 8.0 * q) / t)
                                               + 5.0 * a * s / t);
        m.activationsGb = layers * perLayer / kBytesPerGb;
        m.activationsCounted = true;
    }
    m.usableGb = deviceMemoryGb(memoryGb) * (1.0 - kMemoryReserve);
    m.fits = accelerators >= modelParallel && m.statesGb + m.activationsGb <= m.usableGb;
    // The fewest replicas d with perShard (whole + divided / d) + activations <= usable.
    const double room = m.usableGb * kBytesPerGb - m.activationsGb * kBytesPerGb - perShard * whole;
    if (room > 0) {
        const double replicas = divided > 0 ? std::max(1.0, std::ceil(perShard * divided / room - 1e-9)) : 1.0;
        // A shard group larger than one domain is not hybrid sharding: more replicas than the group do not help.
        const bool reachable = parallel.sharding != Sharding::Hsdp || replicas <= group;
        if (reachable && std::isfinite(replicas) && replicas < 1e9) {
            const double count = replicas * modelParallel;
            const double node = std::max(1.0, acceleratorsPerNode);
            // Whole nodes, and a whole number of model-parallel groups: the least common multiple's multiples.
            const auto lcm = static_cast<double>(std::lcm(static_cast<long long>(node), static_cast<long long>(modelParallel)));
            m.minAccelerators = std::ceil(count / lcm) * lcm;
        }
    }
    return m;
}

} // namespace gp
