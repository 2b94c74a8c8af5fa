#pragma once

#include <optional>
#include <string_view>

namespace gp {

// A checkpoint's size and the time to write it (docs/model.md section 20).

// Bytes: "980GB", "1.2TB", "512MiB", "2e12" (decimal units are powers of 1000, binary ones of 1024). None for text
// that is not a size.
std::optional<double> parseSize(std::string_view text);
// Bytes per second: "128GB/s", "2 GB/s", "800MiB/s", "1e9".
std::optional<double> parseRate(std::string_view text);

// Bytes checkpointed per parameter with mixed-precision Adam: 16-bit weights (2) and the FP32 master weights and
// two moments (12): 14. ZeRO (Rajbhandari et al. 2020) counts 16 per parameter in memory, the 16-bit gradients
// included; gradients are not checkpointed.
inline constexpr double kCheckpointBytesPerParameterAdam = 14.0;

// Seconds to write `bytes` at `bytesPerSecond`, plus a fixed overhead (opening, metadata, the commit).
double saveSeconds(double bytes, double bytesPerSecond, double overheadSeconds);

} // namespace gp
