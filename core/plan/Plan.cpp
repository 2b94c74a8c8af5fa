#include "plan/Plan.h"

#include "decision/GraphLibrary.h"
#include "io/Error.h"

namespace gp {

std::string_view planKindId(PlanKind k)
{
    return k == PlanKind::Inference ? "inference" : "training";
}

bool parsePlanKind(std::string_view id, PlanKind& out)
{
    if (id == "training" || id == "inference") {
        out = id == "inference" ? PlanKind::Inference : PlanKind::Training;
        return true;
    }
    return false;
}

bool isInferenceWalk(const std::vector<std::string>& answers)
{
    return !answers.empty() && answers.front() == "inferencing";
}

void takeMfuSetByHand(Plan& plan, double before)
{
    if (plan.goodput.mfu != before && programSource(plan.training) == ProgramSource::Layout)
        plan.training.programSource = ProgramSource::Plan;
}

void applyWalkKind(Plan& plan)
{
    const auto it = plan.walks.find(kGpuSelectionGraph);
    if (it == plan.walks.end() || it->second.empty())
        return;
    if (isInferenceWalk(it->second))
        plan.kind = PlanKind::Inference;
    else if (it->second.front() == "training")
        plan.kind = PlanKind::Training;
    for (const std::string& answer : it->second) {
        if (answer == "critical")
            plan.inference.latencyCritical = true;
        else if (answer == "not-critical")
            plan.inference.latencyCritical = false;
    }
}

std::optional<Walk> walkOf(const Plan& plan, const GraphLibrary& graphs, std::string_view graphId)
{
    const Graph* graph = graphs.find(graphId);
    if (!graph)
        return std::nullopt;
    Walk walk(*graph);
    const auto it = plan.walks.find(graph->id);
    if (it == plan.walks.end())
        return walk;
    for (const std::string& answer : it->second) {
        if (!walk.current().choice(answer))
            break; // the answers after one that no longer fits are dropped, as the loader does
        walk.choose(answer);
    }
    return walk;
}

std::vector<Text> walkPackNotes(const Plan& plan, const GraphLibrary& graphs)
{
    std::vector<Text> notes;
    for (const auto& [graphId, made] : plan.walkPacks) {
        const std::optional<GraphOrigin> now = graphs.origin(graphId);
        const Text graph = Text::verbatim(graphId);
        const Text pack = Text::verbatim(made.title.empty() ? made.pack : made.title);
        if (!now)
            notes.push_back(Text(GP_TEXT("The walk of %1 comes from the graph pack %2 %3, which is not in use: its "
                                         "answers are kept and shown again when the pack is."),
                                 {graph, pack, Text::verbatim(made.version)}));
        else if (now->version != made.version)
            notes.push_back(Text(GP_TEXT("The walk of %1 was made with the graph pack %2 %3; %4 is in use: the "
                                         "answers that still fit are kept."),
                                 {graph, pack, Text::verbatim(made.version), Text::verbatim(now->version)}));
    }
    return notes;
}

void markAnsweredFromPlan(Walk& walk, const Plan& plan)
{
    const auto it = plan.answeredFromPlan.find(walk.graph().id);
    if (it != plan.answeredFromPlan.end())
        for (const std::size_t step : it->second)
            walk.markAutomatic(step);
}

std::vector<std::size_t> stepsFromPlan(const Walk& walk)
{
    std::vector<std::size_t> steps;
    for (std::size_t i = 0; i < walk.steps().size(); ++i)
        if (walk.steps()[i].automatic)
            steps.push_back(i);
    return steps;
}

std::vector<std::string> recommendedAccelerators(const Plan& plan)
{
    const auto walk = walkOf(plan, GraphLibrary::builtin(), kGpuSelectionGraph);
    if (!walk || walk->current().kind != NodeKind::Recommendation)
        return {};
    return walk->current().accelerators;
}

} // namespace gp
