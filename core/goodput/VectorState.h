#pragma once

namespace gp {

// Clears the upper halves of the AVX registers on x86-64 processors that have them. Code elsewhere in the
// process (a graphics library's AVX paths, for one) may leave them dirty; until they are cleared, every SSE
// instruction of the model and of libm's exp and log pays Intel's AVX-SSE transition penalty, measured at five
// times the model's cost (docs/architecture.md, "Speed"). Calling it at the entry of a hot loop costs a cycle.
inline void clearUpperVectorState()
{
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    static const bool avx = __builtin_cpu_supports("avx");
    if (avx)
        asm volatile("vzeroupper" ::: "memory");
#endif
}

} // namespace gp
