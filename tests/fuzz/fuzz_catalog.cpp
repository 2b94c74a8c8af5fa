// libFuzzer target: accelerator catalogs, presets and study progress (the other JSON files).
#include "catalog/Catalog.h"
#include "io/Error.h"
#include "plan/Presets.h"
#include "study/Progress.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    try {
        gp::catalogFromText(text, "fuzz");
    } catch (const gp::Error&) {
    }
    try {
        gp::presetsFromText(text, "fuzz");
    } catch (const gp::Error&) {
    }
    try {
        gp::progressToText(gp::progressFromText(text, "fuzz"));
    } catch (const gp::Error&) {
    }
    return 0;
}
