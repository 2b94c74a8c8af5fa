#include "catalog/Precision.h"

namespace gp {

std::string_view precisionId(Precision p)
{
    switch (p) {
    case Precision::Half: return "bf16";
    case Precision::Fp8: return "fp8";
    case Precision::Int8: return "int8";
    }
    return "bf16";
}

bool parsePrecision(std::string_view id, Precision& out)
{
    for (Precision p : {Precision::Half, Precision::Fp8, Precision::Int8})
        if (precisionId(p) == id) {
            out = p;
            return true;
        }
    return false;
}

double peakTflops(const Accelerator& a, Precision p)
{
    switch (p) {
    case Precision::Fp8: return a.peakFp8Tflops.value_or(a.peakBf16Tflops);
    case Precision::Int8: return a.peakInt8Tops.value_or(a.peakBf16Tflops);
    case Precision::Half: break;
    }
    return a.peakBf16Tflops;
}

} // namespace gp
