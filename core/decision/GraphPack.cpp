#include "decision/GraphPack.h"

#include "decision/GraphJson.h"
#include "decision/GraphLibrary.h"
#include "io/Error.h"
#include "io/JsonFields.h"
#include "io/JsonLoad.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>

namespace gp {

bool validGraphId(std::string_view id)
{
    if (id.empty() || id.size() > 60)
        return false;
    for (char c : id)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
              c == '.'))
            return false;
    return true;
}

namespace {

// A pack installs as ID.gpgraphs: a leading '.' would make it a hidden file, never listed but still replaced.
bool validPackId(std::string_view id)
{
    return validGraphId(id) && ((id[0] >= 'a' && id[0] <= 'z') || (id[0] >= 'A' && id[0] <= 'Z') ||
                                (id[0] >= '0' && id[0] <= '9'));
}

} // namespace

const PackGraph* GraphPack::find(const std::string& graphId) const
{
    for (const PackGraph& g : graphs)
        if (g.graph.id == graphId)
            return &g;
    return nullptr;
}

GraphPack readGraphPack(const nlohmann::json& json, const std::string& source, std::vector<std::string>* unknownKeys)
{
    const JsonFields root(json, source);
    checkFileHeader(json, source, kGraphPackFormat, kGraphPackVersion,
                    {"format", "version", "id", "title", "author", "pack_version", "licence", "description", "graphs"},
                    unknownKeys);
    GraphPack pack;
    pack.id = root.requiredString("id");
    if (!validPackId(pack.id))
        throw Error(ErrorCode::UnknownValue, source + ": id",
                    "'" + pack.id.substr(0, 40) +
                        "'; 1 to 60 letters, digits, '-', '_' or '.', starting with a letter or digit");
    pack.title = root.requiredString("title");
    pack.author = root.string("author", "");
    pack.version = root.string("pack_version", "");
    pack.licence = root.string("licence", "");
    pack.description = root.string("description", "");
    for (const std::string* text : {&pack.title, &pack.author, &pack.version, &pack.licence, &pack.description})
        checkPlainText(*text, source);
    const auto graphs = json.find("graphs");
    if (graphs == json.end() || !graphs->is_array() || graphs->empty())
        throw Error(ErrorCode::MissingField, source + ": graphs", "expected a list of one or more graphs");
    if (graphs->size() > kMaxPackGraphs)
        throw Error(ErrorCode::TooMany, source + ": graphs", "at most " + std::to_string(kMaxPackGraphs));
    std::size_t nodes = 0;
    std::set<std::string> ids;
    for (std::size_t i = 0; i < graphs->size(); ++i) {
        const std::string where = source + ": graphs[" + std::to_string(i) + "]";
        PackGraph g{readGraphDraft((*graphs)[i], where, unknownKeys), {}};
        const std::string subject = source + ": graph '" + g.graph.id.substr(0, 60) + "'";
        if (!validGraphId(g.graph.id))
            throw Error(ErrorCode::UnknownValue, subject, "an id is 1 to 60 letters, digits, '-', '_' or '.'");
        if (std::any_of(builtinGraphs().begin(), builtinGraphs().end(),
                        [&g](const Graph& b) { return b.id == g.graph.id; }))
            throw Error(ErrorCode::DuplicateId, subject, "the id of a built-in graph; a copy takes an id of its own");
        if (!ids.insert(g.graph.id).second)
            throw Error(ErrorCode::DuplicateId, subject);
        nodes += g.graph.nodes.size();
        if (nodes > kMaxPackNodes)
            throw Error(ErrorCode::TooMany, source + ": graphs",
                        "at most " + std::to_string(kMaxPackNodes) + " nodes in all");
        g.problems = checkGraph(g.graph);
        pack.graphs.push_back(std::move(g));
    }
    return pack;
}

GraphPack graphPackFromText(std::string_view text, const std::string& source, std::vector<std::string>* unknownKeys)
{
    JsonLimits limits;
    limits.maxBytes = kMaxPackBytes;
    limits.maxDepth = 16;
    return readGraphPack(parseJson(text, source, limits), source, unknownKeys);
}

GraphPack loadGraphPackFile(const std::string& path, std::vector<std::string>* unknownKeys)
{
    return graphPackFromText(readFileLimited(path, kMaxPackBytes), path, unknownKeys);
}

nlohmann::json graphPackToJson(const GraphPack& pack)
{
    nlohmann::json graphs = nlohmann::json::array();
    for (const PackGraph& g : pack.graphs)
        graphs.push_back(graphToJson(g.graph));
    nlohmann::json out{{"format", kGraphPackFormat}, {"version", kGraphPackVersion}, {"id", pack.id},
                       {"title", pack.title}};
    const std::pair<const char*, const std::string*> texts[] = {{"author", &pack.author},
                                                                {"pack_version", &pack.version},
                                                                {"licence", &pack.licence},
                                                                {"description", &pack.description}};
    for (const auto& [key, value] : texts)
        if (!value->empty())
            out[key] = *value;
    out["graphs"] = std::move(graphs);
    return out;
}

} // namespace gp
