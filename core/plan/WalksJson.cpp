#include "plan/WalksJson.h"

#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "io/Error.h"
#include "io/JsonFields.h"

#include <nlohmann/json.hpp>

namespace gp {
namespace {

// Walks are kept as answers; one that no longer fits its graph (a graph changed between versions) is cut back to the
// answers that still fit, so that opening an old plan never fails on it.
// "walk_packs": the graph pack each walk of a pack's graph was made with.
std::map<std::string, GraphOrigin> walkPacksFromJson(const JsonFields& root)
{
    std::map<std::string, GraphOrigin> out;
    const nlohmann::json* packs = root.find("walk_packs");
    if (!packs)
        return out;
    if (!packs->is_object() || packs->size() > 64)
        throw Error(ErrorCode::WrongType, "walk_packs", "expected an object of graph ids to packs");
    for (const auto& [graphId, pack] : packs->items()) {
        const JsonFields f = root.child(pack, "walk_packs." + graphId.substr(0, 40));
        f.knownKeys({"pack", "version", "title"});
        GraphOrigin origin{f.requiredString("pack"), f.string("version", ""), f.string("title", "")};
        for (const std::string* text :
             std::initializer_list<const std::string*>{&graphId, &origin.pack, &origin.version, &origin.title})
            if (text->size() > 200)
                throw Error(ErrorCode::TooLong, "walk_packs." + graphId.substr(0, 40), "at most 200 bytes a text");
        out[graphId] = std::move(origin);
    }
    return out;
}

std::map<std::string, std::vector<std::string>> walksFromJson(const nlohmann::json& root, const JsonFields& fields,
                                                               const std::map<std::string, GraphOrigin>& packs)
{
    std::map<std::string, std::vector<std::string>> walks;
    const auto it = root.find("walks");
    if (it == root.end())
        return walks;
    if (!it->is_object())
        throw Error(ErrorCode::WrongType, "walks", "expected an object of graph ids to answer lists");
    const JsonFields listed = fields.child(*it, "walks");
    for (const auto& [graphId, answers] : it->items()) {
        if (!answers.is_array() || answers.size() > 1000)
            throw Error(ErrorCode::WrongType, "walks." + graphId.substr(0, 40), "expected a list of choice ids");
        // Read against the built-in graphs alone, so that a file reads the same whatever packs are in use.
        const Graph* graph = builtinGraph(graphId);
        if (!graph && packs.count(graphId)) {
            // A pack's graph: the answers are kept as they are; walkOf() replays those that fit the pack in use.
            std::vector<std::string> kept;
            for (const auto& a : answers) {
                if (!a.is_string() || a.get_ref<const std::string&>().size() > 200)
                    throw Error(ErrorCode::WrongType, "walks." + graphId.substr(0, 40), "expected a list of choice ids");
                kept.push_back(a.get<std::string>());
            }
            walks[graphId] = std::move(kept);
            continue;
        }
        if (!graph) {
            listed.unknownKey(graphId); // a graph this build does not have: the walk is dropped
            continue;
        }
        Walk walk(*graph);
        for (const auto& a : answers) {
            if (!a.is_string())
                throw Error(ErrorCode::WrongType, "walks." + graphId, "expected a list of choice ids");
            if (!walk.current().choice(a.get<std::string>()))
                break;
            walk.choose(a.get<std::string>());
        }
        walks[graphId] = walk.answers();
    }
    return walks;
}

// "walks_from_plan": of each walk, the steps its plan's figures answered. A step the walk does not have (its answers
// were cut back) or a graph without a walk is dropped; anything but a list of step numbers is an error.
std::map<std::string, std::vector<std::size_t>> answeredFromPlanJson(
    const nlohmann::json& root, const std::map<std::string, std::vector<std::string>>& walks)
{
    std::map<std::string, std::vector<std::size_t>> out;
    const auto it = root.find("walks_from_plan");
    if (it == root.end())
        return out;
    if (!it->is_object())
        throw Error(ErrorCode::WrongType, "walks_from_plan", "expected an object of graph ids to step lists");
    for (const auto& [graphId, steps] : it->items()) {
        const std::string subject = "walks_from_plan." + graphId.substr(0, 40);
        if (!steps.is_array() || steps.size() > 1000)
            throw Error(ErrorCode::WrongType, subject, "expected a list of step numbers");
        const auto walk = walks.find(graphId);
        std::vector<std::size_t> kept;
        for (const auto& s : steps) {
            if (!s.is_number_integer() || (!s.is_number_unsigned() && s.get<long long>() < 0))
                throw Error(ErrorCode::WrongType, subject, "expected a list of step numbers");
            const auto step = s.get<std::size_t>();
            if (walk != walks.end() && step < walk->second.size() &&
                (kept.empty() || step > kept.back()))
                kept.push_back(step);
        }
        if (!kept.empty())
            out[graphId] = std::move(kept);
    }
    return out;
}

} // namespace

void readWalks(const nlohmann::json& json, const JsonFields& root, Plan& plan)
{
    plan.walkPacks = walkPacksFromJson(root);
    plan.walks = walksFromJson(json, root, plan.walkPacks);
    plan.answeredFromPlan = answeredFromPlanJson(json, plan.walks);
}

void writeWalks(const Plan& plan, nlohmann::json& j)
{
    j["walks"] = nlohmann::json::object();
    for (const auto& [graphId, answers] : plan.walks)
        j["walks"][graphId] = answers;
    for (const auto& [graphId, origin] : plan.walkPacks)
        j["walk_packs"][graphId] = {{"pack", origin.pack}, {"version", origin.version}, {"title", origin.title}};
    for (const auto& [graphId, steps] : plan.answeredFromPlan)
        if (!steps.empty())
            j["walks_from_plan"][graphId] = steps;
}

} // namespace gp
