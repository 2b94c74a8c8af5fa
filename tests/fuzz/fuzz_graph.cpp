// libFuzzer target: decision graph files, and walks through what loads.
#include "decision/GraphJson.h"
#include "decision/Walk.h"
#include "io/Error.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        const gp::Graph g = gp::graphFromText(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
        gp::Walk walk(g);
        for (int i = 0; i < 64 && !walk.current().choices.empty(); ++i)
            walk.choose(walk.current().choices[static_cast<std::size_t>(i) % walk.current().choices.size()].id);
    } catch (const gp::Error&) {
    }
    return 0;
}
