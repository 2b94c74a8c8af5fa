#include "decision/GraphJson.h"

#include "io/Error.h"
#include "io/JsonFields.h"
#include "io/JsonLoad.h"

#include <nlohmann/json.hpp>

#include <set>

namespace gp {
namespace {

std::string nodeSubject(const std::string& source, const std::string& id)
{
    return source + ": node '" + id.substr(0, 60) + "'";
}

std::string limitedText(const JsonFields& f, const char* key, const std::string& subject)
{
    std::string s = f.string(key, "");
    if (s.size() > kMaxTextLength)
        throw Error(ErrorCode::TooMany, subject + " " + key, "at most " + std::to_string(kMaxTextLength) + " bytes");
    return s;
}

NodeKind parseKind(const std::string& kind, const std::string& subject)
{
    for (NodeKind k : {NodeKind::Question, NodeKind::Action, NodeKind::Recommendation, NodeKind::Outcome})
        if (kind == nodeKindId(k))
            return k;
    throw Error(ErrorCode::UnknownValue, subject + " kind",
                kind.substr(0, 40) + "; one of question, action, recommendation, outcome");
}

std::vector<std::string> stringList(const nlohmann::json& node, const char* key, const std::string& subject,
                                    std::size_t limit)
{
    std::vector<std::string> out;
    const auto it = node.find(key);
    if (it == node.end())
        return out;
    if (!it->is_array())
        throw Error(ErrorCode::WrongType, subject + " " + key, "expected a list of strings");
    if (it->size() > limit)
        throw Error(ErrorCode::TooMany, subject + " " + key, "at most " + std::to_string(limit));
    for (const auto& v : *it) {
        if (!v.is_string())
            throw Error(ErrorCode::WrongType, subject + " " + key, "expected a list of strings");
        if (v.get_ref<const std::string&>().size() > kMaxTextLength)
            throw Error(ErrorCode::TooMany, subject + " " + key, "text too long");
        out.push_back(v.get<std::string>());
    }
    return out;
}

Node nodeFromJson(const nlohmann::json& j, std::size_t index, const std::string& source,
                  std::vector<std::string>* unknownKeys)
{
    if (!j.is_object())
        throw Error(ErrorCode::WrongType, source + ": nodes[" + std::to_string(index) + "]", "expected an object");
    const JsonFields f(j, "");
    Node n;
    n.id = f.string("id", "");
    if (n.id.empty())
        throw Error(ErrorCode::MissingField, source + ": nodes[" + std::to_string(index) + "] id");
    const std::string subject = nodeSubject(source, n.id);
    JsonFields(j, subject, unknownKeys)
        .knownKeys({"id", "kind", "text", "help", "rationale", "seed", "improves", "meaning", "gotchas",
                    "accelerators", "choices"});
    n.kind = parseKind(f.string("kind", ""), subject);
    n.text = limitedText(f, "text", subject);
    if (n.text.empty())
        throw Error(ErrorCode::EmptyText, subject);
    n.help = limitedText(f, "help", subject);
    n.rationale = limitedText(f, "rationale", subject);
    n.seed = limitedText(f, "seed", subject);
    n.improves = f.string("improves", "");
    n.meaning = f.string("meaning", "");
    n.gotchas = stringList(j, "gotchas", subject, kMaxGotchas);
    n.accelerators = stringList(j, "accelerators", subject, kMaxChoices);
    const auto choices = j.find("choices");
    if (choices != j.end()) {
        if (!choices->is_array())
            throw Error(ErrorCode::WrongType, subject + " choices", "expected a list");
        if (choices->size() > kMaxChoices)
            throw Error(ErrorCode::TooMany, subject + " choices", "at most " + std::to_string(kMaxChoices));
        for (const auto& c : *choices) {
            const JsonFields cf(c, subject + " choice");
            const std::string id = cf.string("id", "");
            JsonFields(c, subject + " choice '" + id.substr(0, 40) + "'", unknownKeys)
                .knownKeys({"id", "label", "target", "finding"});
            Choice choice{cf.string("id", ""), limitedText(cf, "label", subject), cf.string("target", ""),
                          limitedText(cf, "finding", subject)};
            if (choice.id.empty() || choice.target.empty())
                throw Error(ErrorCode::MissingField, subject + " choice", "needs an id and a target");
            if (choice.label.empty())
                throw Error(ErrorCode::EmptyText, subject + " choice '" + choice.id.substr(0, 40) + "'");
            n.choices.push_back(std::move(choice));
        }
    }
    return n;
}

} // namespace

void validateGraph(const Graph& g, const std::string& source)
{
    if (g.nodes.empty())
        throw Error(ErrorCode::MissingField, source + ": nodes");
    std::set<std::string> ids;
    for (const Node& n : g.nodes) {
        if (!ids.insert(n.id).second)
            throw Error(ErrorCode::DuplicateId, nodeSubject(source, n.id));
        std::set<std::string> choiceIds;
        for (const Choice& c : n.choices)
            if (!choiceIds.insert(c.id).second)
                throw Error(ErrorCode::DuplicateId, nodeSubject(source, n.id) + " choice '" + c.id + "'");
    }
    if (!g.node(g.start))
        throw Error(ErrorCode::UnknownStart, source + ": start '" + g.start.substr(0, 60) + "'");
    for (const Node& n : g.nodes) {
        const std::string subject = nodeSubject(source, n.id);
        if (n.terminal() && !n.choices.empty())
            throw Error(ErrorCode::TerminalWithChoices, subject);
        if (n.kind == NodeKind::Question && n.choices.size() < 2)
            throw Error(ErrorCode::TooFewChoices, subject, "a question has " + std::to_string(n.choices.size()));
        if (n.kind == NodeKind::Action && n.choices.size() != 1)
            throw Error(ErrorCode::TooFewChoices, subject, "an action has " + std::to_string(n.choices.size()));
        for (const Choice& c : n.choices)
            if (!g.node(c.target))
                throw Error(ErrorCode::UnknownTarget, subject,
                            "choice '" + c.id + "' leads to '" + c.target.substr(0, 60) + "'");
    }
    // Reachability from the start.
    std::vector<bool> seen(g.nodes.size(), false);
    std::vector<std::size_t> stack{g.indexOf(g.start)};
    seen[stack.back()] = true;
    while (!stack.empty()) {
        const Node& n = g.nodes[stack.back()];
        stack.pop_back();
        for (const Choice& c : n.choices) {
            const std::size_t t = g.indexOf(c.target);
            if (!seen[t]) {
                seen[t] = true;
                stack.push_back(t);
            }
        }
    }
    for (std::size_t i = 0; i < g.nodes.size(); ++i)
        if (!seen[i])
            throw Error(ErrorCode::Unreachable, nodeSubject(source, g.nodes[i].id));
    // Every cycle passes through a question: the graph without its questions' outgoing edges has no cycle.
    // Depth-first search with colours over action edges only (actions have one edge; terminals none).
    std::vector<int> colour(g.nodes.size(), 0); // 0 white, 1 on the path, 2 done
    for (std::size_t s = 0; s < g.nodes.size(); ++s) {
        std::size_t i = s;
        std::vector<std::size_t> trail;
        while (colour[i] == 0 && g.nodes[i].kind == NodeKind::Action) {
            colour[i] = 1;
            trail.push_back(i);
            i = g.indexOf(g.nodes[i].choices.front().target);
        }
        if (colour[i] == 1)
            throw Error(ErrorCode::CycleWithoutQuestion, nodeSubject(source, g.nodes[i].id));
        for (std::size_t t : trail)
            colour[t] = 2;
    }
}

Graph graphFromJson(const nlohmann::json& json, const std::string& source, std::vector<std::string>* unknownKeys)
{
    const JsonFields root(json, source);
    if (unknownKeys) {
        // Named as the graph's errors name its parts: "gpu-selection.json: titel".
        std::vector<std::string> found;
        JsonFields(json, "", &found)
            .knownKeys({"format", "version", "id", "title", "short_title", "summary", "direction", "start", "nodes"});
        for (const std::string& key : found)
            if (unknownKeys->size() < kMaxUnknownKeys)
                unknownKeys->push_back(source + ": " + key);
    }
    if (root.string("format", "") != kGraphFormat)
        throw Error(ErrorCode::WrongFormat, source, "expected format \"" + std::string(kGraphFormat) + "\"");
    const int version = root.integer("version", 0);
    if (version < 1 || version > kGraphVersion)
        throw Error(ErrorCode::UnsupportedVersion, source, "version " + std::to_string(version));
    Graph g;
    g.id = root.requiredString("id");
    g.title = root.requiredString("title");
    g.shortTitle = root.string("short_title", g.title);
    g.summary = root.string("summary", "");
    g.direction = root.string("direction", "LR");
    if (g.direction != "LR" && g.direction != "TB")
        throw Error(ErrorCode::UnknownValue, source + ": direction", g.direction.substr(0, 20) + "; one of LR, TB");
    g.start = root.requiredString("start");
    const auto nodes = json.find("nodes");
    if (nodes == json.end() || !nodes->is_array())
        throw Error(ErrorCode::MissingField, source + ": nodes", "expected a list of nodes");
    if (nodes->size() > kMaxGraphNodes)
        throw Error(ErrorCode::TooMany, source + ": nodes", "at most " + std::to_string(kMaxGraphNodes));
    for (std::size_t i = 0; i < nodes->size(); ++i)
        g.nodes.push_back(nodeFromJson((*nodes)[i], i, source, unknownKeys));
    validateGraph(g, source);
    return g;
}

Graph graphFromText(std::string_view text, const std::string& source, std::vector<std::string>* unknownKeys)
{
    return graphFromJson(parseJson(text, source), source, unknownKeys);
}

Graph loadGraphFile(const std::string& path, std::vector<std::string>* unknownKeys)
{
    return graphFromJson(loadJsonFile(path), path, unknownKeys);
}

} // namespace gp
