// The widgets' side of flowchart/DotBridge.h: loads goodput-dot.so when the first flowchart is laid out.
// GOODPUT_DOT_MODULE, when set, names the one file to load instead.
#include "flowchart/DotBridge.h"

#include "io/Modules.h"

namespace gpui::dotbridge {

Output layout(const Input& input, std::string& error)
{
    static const gp::LoadedModule<Functions> loaded =
        gp::loadModuleOf<Functions>(kModuleFile, kEntryPoint, "GOODPUT_DOT_MODULE", kVersion);
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
