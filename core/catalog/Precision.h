#pragma once

#include "catalog/Catalog.h"

#include <string_view>

namespace gp {

// The number format of the matrix work: 16-bit (BF16 or FP16), FP8 or INT8.
enum class Precision { Half, Fp8, Int8 };
std::string_view precisionId(Precision p); // "bf16", "fp8", "int8"
bool parsePrecision(std::string_view id, Precision& out);

// The dense peak for the precision, falling back to the 16-bit figure where the card has no such format.
double peakTflops(const Accelerator& a, Precision p);

} // namespace gp
