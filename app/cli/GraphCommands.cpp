#include "GraphCommands.h"

#include "Commands.h"

#include "decision/GraphCheck.h"
#include "decision/GraphJson.h"
#include "decision/GraphLibrary.h"
#include "decision/GraphPack.h"
#include "decision/Walk.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "plan/Evaluate.h"
#include "plan/PlanConditions.h"
#include "plan/PlanFile.h"

#include <optional>

namespace gpcli {

using nlohmann::json;

namespace {

std::optional<gp::GraphPack> packOf(const Arguments& a)
{
    if (!a.has("pack"))
        return std::nullopt;
    return gp::loadGraphPackFile(a.all("pack").front());
}

std::string graphIds(const gp::GraphPack* pack)
{
    std::string ids;
    for (const gp::Graph& g : gp::builtinGraphs())
        ids += (ids.empty() ? "" : ", ") + g.id;
    if (pack)
        for (const gp::PackGraph& g : pack->graphs)
            ids += ", " + g.graph.id;
    return ids;
}

json graphEntry(const gp::Graph& g)
{
    return {{"id", g.id}, {"title", g.title}, {"short_title", g.shortTitle}, {"summary", g.summary},
            {"nodes", g.nodes.size()}};
}

// The graph TREE names: a built-in one, or one of the pack's that has no problems.
const gp::Graph& graphNamed(const std::string& id, const gp::GraphPack* pack, const std::string& packPath)
{
    if (const gp::Graph* g = gp::builtinGraph(id))
        return *g;
    if (const gp::PackGraph* g = pack ? pack->find(id) : nullptr) {
        if (!g->usable())
            throw gp::Error(gp::ErrorCode::GraphProblems, packPath + ": graph '" + id + "'",
                            gp::graphProblemText(g->problems.front()).english());
        return g->graph;
    }
    throw gp::Error(gp::ErrorCode::UnknownValue, "TREE", "'" + id.substr(0, 40) + "'; trees: " + graphIds(pack));
}

json problemsJson(const std::vector<gp::GraphProblem>& problems)
{
    json list = json::array();
    for (const gp::GraphProblem& p : problems) {
        json item{{"code", gp::graphProblemName(p.code)}, {"node", p.node},
                  {"message", gp::graphProblemText(p).english()}};
        if (!p.choice.empty())
            item["answer"] = p.choice;
        list.push_back(std::move(item));
    }
    return list;
}

} // namespace

gp::GraphLibrary graphsOf(const Arguments& a)
{
    if (const std::optional<gp::GraphPack> pack = packOf(a))
        return gp::GraphLibrary({*pack});
    return gp::GraphLibrary::builtin();
}

json graphListCommand(const Arguments& a)
{
    const std::optional<gp::GraphPack> pack = packOf(a);
    json list = json::array();
    for (const gp::Graph& g : gp::builtinGraphs())
        list.push_back(graphEntry(g));
    if (pack)
        for (const gp::PackGraph& g : pack->graphs) {
            json entry = graphEntry(g.graph);
            entry["pack"] = pack->id;
            entry["problems"] = g.problems.size();
            list.push_back(std::move(entry));
        }
    return {{"trees", list}};
}

json decideCommand(const Arguments& a)
{
    const std::optional<gp::GraphPack> pack = packOf(a);
    if (a.positional().empty())
        throw UsageError("missing the TREE argument; trees: " + graphIds(pack ? &*pack : nullptr));
    const gp::Graph& graph =
        graphNamed(a.positional().front(), pack ? &*pack : nullptr, a.has("pack") ? a.all("pack").front() : "");
    gp::Walk walk(graph);
    walk.replay(a.all("answer"));
    if (a.has("plan"))
        walk.answerFrom(gp::conditionValues(gp::evaluate(gp::loadPlanFile(a.all("plan").front()), graphsOf(a))));
    const gp::Node& node = walk.current();
    json choices = json::array();
    for (const gp::Choice& c : node.choices) {
        json choice{{"id", c.id}, {"label", c.label}};
        if (!c.condition.empty())
            choice["condition"] = c.condition;
        choices.push_back(std::move(choice));
    }
    json automatic = json::array();
    for (const gp::Step& s : walk.steps())
        automatic.push_back(s.automatic);
    json out{{"tree", graph.id},
             {"path", walk.path()},
             {"answers", walk.answers()},
             {"automatic", automatic},
             {"current", node.id},
             {"kind", gp::nodeKindId(node.kind)},
             {"text", node.text},
             {"help", node.help},
             {"choices", choices}};
    if (pack && pack->find(graph.id))
        out["pack"] = {{"id", pack->id}, {"version", pack->version}};
    if (node.kind == gp::NodeKind::Recommendation)
        out["recommendation"] = {{"text", node.text},       {"rationale", node.rationale},
                                 {"gotchas", node.gotchas}, {"accelerators", node.accelerators},
                                 {"improves", node.improves}, {"seed", node.seed}};
    return out;
}

json graphCheckCommand(const Arguments& a)
{
    if (a.positional().empty())
        throw UsageError("missing the FILE argument");
    const std::string& path = a.positional().front();
    gp::JsonLimits limits;
    limits.maxBytes = gp::kMaxPackBytes;
    limits.maxDepth = 16;
    const json file = gp::parseJson(gp::readFileLimited(path, gp::kMaxPackBytes), path, limits);
    std::vector<std::string> unknown;
    json graphs = json::array();
    const auto add = [&graphs](const gp::Graph& g, const std::vector<gp::GraphProblem>& problems) {
        graphs.push_back({{"id", g.id}, {"nodes", g.nodes.size()}, {"problems", problemsJson(problems)}});
    };
    json out;
    if (file.is_object() && file.value("format", "") == gp::kGraphFormat) {
        const gp::Graph g = gp::readGraphDraft(file, path, &unknown);
        add(g, gp::checkGraph(g));
    } else {
        const gp::GraphPack pack = gp::readGraphPack(file, path, &unknown);
        for (const gp::PackGraph& g : pack.graphs)
            add(g.graph, g.problems);
        out["pack"] = {{"id", pack.id}, {"title", pack.title}, {"author", pack.author}, {"version", pack.version},
                       {"licence", pack.licence}};
    }
    out["graphs"] = std::move(graphs);
    if (!unknown.empty())
        out["unknown_keys"] = unknown;
    // A problem quotes texts clipped by bytes (a label, an id), which can end inside a UTF-8 sequence: such bytes
    // become U+FFFD, so the report is still printed as JSON and the problem listed, not the JSON library's error.
    return json::parse(out.dump(-1, ' ', false, json::error_handler_t::replace));
}

int graphCheckStatus(const json& result)
{
    for (const json& g : result.at("graphs"))
        if (!g.at("problems").empty())
            return 1;
    return 0;
}

} // namespace gpcli
