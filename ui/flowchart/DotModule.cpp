// The widgets' side of flowchart/DotBridge.h: loads goodput-dot.so when the first flowchart is laid out.
// GOODPUT_DOT_MODULE, when set, names the one file to load instead.
#include "flowchart/DotBridge.h"

#include "io/Modules.h"

namespace gpui::dotbridge {
namespace {

struct Loaded {
    const Functions* functions = nullptr;
    std::string error; // why not, when functions is null
};

Loaded load()
{
    Loaded loaded;
    loaded.functions =
        static_cast<const Functions*>(gp::loadModule(kModuleFile, kEntryPoint, "GOODPUT_DOT_MODULE", loaded.error));
    if (loaded.functions && loaded.functions->version != kVersion) {
        loaded.functions = nullptr;
        loaded.error = std::string(kModuleFile) + ": built for another version of Goodput Planner";
    }
    return loaded;
}

} // namespace

Output layout(const Input& input, std::string& error)
{
    static const Loaded loaded = load();
    if (!loaded.functions) {
        error = loaded.error;
        return {};
    }
    Output out = loaded.functions->layout(input);
    if (!out.ok)
        error = "Graphviz could not lay the graph out";
    return out;
}

} // namespace gpui::dotbridge
