// libFuzzer target: duration strings, and what the formatter writes back.
#include "io/Error.h"
#include "units/Duration.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        const gp::Duration d = gp::parseDuration(std::string_view(reinterpret_cast<const char*>(data), size));
        if (!std::isfinite(d.inHours()) || d.inHours() < 0)
            std::abort(); // the parser promises neither
        gp::parseDuration(gp::formatDuration(d));
    } catch (const gp::Error&) {
    }
    return 0;
}
