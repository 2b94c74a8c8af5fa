#include "decision/GraphLibrary.h"

#include "decision/GraphJson.h"
#include "io/EmbeddedFile.h"
#include "io/Error.h"

namespace gp {

const std::vector<Graph>& builtinGraphs()
{
    static const std::vector<Graph> graphs = [] {
        // The order in which the views list them: the seed's order.
        const char* order[] = {"gpu-selection", "cost-efficiency", "training-time", "goodput-improvement"};
        std::vector<Graph> loaded;
        for (const char* id : order)
            for (const EmbeddedFile& f : embeddedGraphFiles())
                if (f.name == std::string(id) + ".json") {
                    try {
                        loaded.push_back(graphFromText(f.text, std::string(f.name)));
                    } catch (const Error&) {
                    }
                }
        return loaded;
    }();
    return graphs;
}

const Graph* findGraph(const std::string& id)
{
    for (const Graph& g : builtinGraphs())
        if (g.id == id)
            return &g;
    return nullptr;
}

} // namespace gp
