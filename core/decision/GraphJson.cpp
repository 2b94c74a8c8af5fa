#include "decision/GraphJson.h"

#include "decision/GraphCheck.h"
#include "io/Error.h"
#include "io/JsonFields.h"
#include "io/JsonLoad.h"

#include <nlohmann/json.hpp>

#include <cctype>


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
        throw Error(ErrorCode::TooLong, subject + " " + key, "at most " + std::to_string(kMaxTextLength) + " bytes");
    checkPlainText(s, subject + " " + key);
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
            throw Error(ErrorCode::TooLong, subject + " " + key,
                        "at most " + std::to_string(kMaxTextLength) + " bytes a text");
        checkPlainText(v.get_ref<const std::string&>(), subject + " " + key);
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
    n.id = limitedText(f, "id", source + ": nodes[" + std::to_string(index) + "]");
    if (n.id.empty())
        throw Error(ErrorCode::MissingField, source + ": nodes[" + std::to_string(index) + "] id");
    const std::string subject = nodeSubject(source, n.id);
    JsonFields(j, subject, unknownKeys)
        .knownKeys({"id", "kind", "text", "help", "rationale", "seed", "improves", "meaning", "gotchas",
                    "accelerators", "choices"});
    n.kind = parseKind(f.string("kind", ""), subject);
    n.text = limitedText(f, "text", subject);
    n.help = limitedText(f, "help", subject);
    n.rationale = limitedText(f, "rationale", subject);
    n.seed = limitedText(f, "seed", subject);
    n.improves = limitedText(f, "improves", subject);
    n.meaning = limitedText(f, "meaning", subject);
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
                .knownKeys({"id", "label", "target", "finding", "condition"});
            Choice choice{cf.string("id", ""), limitedText(cf, "label", subject), limitedText(cf, "target", subject),
                          limitedText(cf, "finding", subject), limitedText(cf, "condition", subject)};
            if (choice.id.empty())
                throw Error(ErrorCode::MissingField, subject + " choice", "needs an id");
            n.choices.push_back(std::move(choice));
        }
    }
    return n;
}

} // namespace

bool isPlainText(std::string_view text)
{
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
            return false;
        const auto next = i + 1 < text.size() ? static_cast<unsigned char>(text[i + 1]) : 0;
        if (c == '<' && (std::isalpha(next) || next == '/' || next == '!' || next == '?'))
            return false;
        if (c == '&') {
            std::size_t j = i + 1;
            while (j < text.size() && j < i + 12 && (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '#'))
                ++j;
            if (j > i + 1 && j < text.size() && text[j] == ';')
                return false;
        }
    }
    return true;
}

void checkPlainText(std::string_view text, const std::string& subject)
{
    if (!isPlainText(text))
        throw Error(ErrorCode::MarkupInText, subject);
}

void validateGraph(const Graph& g, const std::string& source)
{
    const std::vector<GraphProblem> problems = checkGraph(g);
    if (!problems.empty())
        throw graphProblemError(problems.front(), source);
}

void checkFileHeader(const nlohmann::json& json, const std::string& source, const char* format, int newest,
                     std::initializer_list<std::string_view> keys, std::vector<std::string>* unknownKeys)
{
    const JsonFields root(json, source);
    if (unknownKeys) {
        // Named as the file's errors name its parts: "gpu-selection.json: titel".
        std::vector<std::string> found;
        JsonFields(json, "", &found).knownKeys(keys);
        for (const std::string& key : found)
            if (unknownKeys->size() < kMaxUnknownKeys)
                unknownKeys->push_back(source + ": " + key);
    }
    if (root.string("format", "") != format)
        throw Error(ErrorCode::WrongFormat, source, "expected format \"" + std::string(format) + "\"");
    const int version = root.integer("version", 0);
    if (version < 1 || version > newest)
        throw Error(ErrorCode::UnsupportedVersion, source, "version " + std::to_string(version));
}

Graph readGraphDraft(const nlohmann::json& json, const std::string& source, std::vector<std::string>* unknownKeys)
{
    const JsonFields root(json, source);
    checkFileHeader(json, source, kGraphFormat, kGraphVersion,
                    {"format", "version", "id", "title", "short_title", "summary", "direction", "start", "nodes"},
                    unknownKeys);
    Graph g;
    g.id = root.requiredString("id");
    g.title = root.requiredString("title");
    g.shortTitle = root.string("short_title", "");
    if (g.shortTitle.empty()) // a tab is never blank: an empty short title is the title
        g.shortTitle = g.title;
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
    return g;
}

Graph graphFromJson(const nlohmann::json& json, const std::string& source, std::vector<std::string>* unknownKeys)
{
    Graph g = readGraphDraft(json, source, unknownKeys);
    validateGraph(g, source);
    return g;
}

nlohmann::json graphToJson(const Graph& g)
{
    nlohmann::json nodes = nlohmann::json::array();
    for (const Node& n : g.nodes) {
        nlohmann::json node{{"id", n.id}, {"kind", nodeKindId(n.kind)}, {"text", n.text}};
        const std::pair<const char*, const std::string*> texts[] = {
            {"help", &n.help}, {"rationale", &n.rationale}, {"seed", &n.seed}, {"improves", &n.improves},
            {"meaning", &n.meaning}};
        for (const auto& [key, value] : texts)
            if (!value->empty())
                node[key] = *value;
        if (!n.gotchas.empty())
            node["gotchas"] = n.gotchas;
        if (!n.accelerators.empty())
            node["accelerators"] = n.accelerators;
        if (!n.choices.empty()) {
            nlohmann::json choices = nlohmann::json::array();
            for (const Choice& c : n.choices) {
                nlohmann::json choice{{"id", c.id}, {"label", c.label}, {"target", c.target}};
                if (!c.finding.empty())
                    choice["finding"] = c.finding;
                if (!c.condition.empty())
                    choice["condition"] = c.condition;
                choices.push_back(std::move(choice));
            }
            node["choices"] = std::move(choices);
        }
        nodes.push_back(std::move(node));
    }
    nlohmann::json out{{"format", kGraphFormat}, {"version", kGraphVersion}, {"id", g.id}, {"title", g.title}};
    if (!g.shortTitle.empty() && g.shortTitle != g.title)
        out["short_title"] = g.shortTitle;
    if (!g.summary.empty())
        out["summary"] = g.summary;
    out["direction"] = g.direction;
    out["start"] = g.start;
    out["nodes"] = std::move(nodes);
    return out;
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
