// libFuzzer target: graph packs, the walks through their usable graphs, and the answers' conditions (each input is
// also read as one condition, and evaluated against figures with and without values).
#include "decision/Condition.h"
#include "decision/GraphPack.h"
#include "decision/Walk.h"
#include "io/Error.h"

#include <cstdint>
#include <limits>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const gp::FigureValues values{{"kind", std::string("training")},
                                  {"accelerators", 64.0},
                                  {"accelerators_per_vm", 8.0},
                                  {"latency_critical", true},
                                  {"deadline_days", std::numeric_limits<double>::infinity()},
                                  {"goodput", std::numeric_limits<double>::quiet_NaN()}};
    try {
        const gp::Condition c = gp::Condition::parse(text, "fuzz");
        c.evaluate(values);
        c.evaluate({});
        c.figures();
    } catch (const gp::Error&) {
    }
    try {
        const gp::GraphPack pack = gp::graphPackFromText(text, "fuzz");
        for (const gp::PackGraph& g : pack.graphs) {
            if (!g.usable())
                continue;
            gp::Walk walk(g.graph);
            walk.answerFrom(values);
            for (int i = 0; i < 64 && !walk.current().choices.empty(); ++i)
                walk.choose(walk.current().choices[static_cast<std::size_t>(i) % walk.current().choices.size()].id);
        }
    } catch (const gp::Error&) {
    }
    return 0;
}
