#include "plan/ServingAdvice.h"

#include "decision/GraphLibrary.h"
#include "decision/Walk.h"

#include <algorithm>

namespace gp {
namespace {

constexpr int kDistributedLimit = 32; // the tree's "up to 4 VMs / 32 GPUs"

bool inFamilies(const Catalog& catalog, const InferencePlan& p, const std::vector<std::string>& families)
{
    const Accelerator* a = catalog.find(p.accelerator);
    return a && std::find(families.begin(), families.end(), a->family) != families.end();
}

int deployment(const InferencePlan& p) { return p.replicas * p.acceleratorsPerReplica; }

} // namespace

ServingAdvice adviseServing(const std::vector<InferencePlan>& serving, const Catalog& catalog, bool latencyCritical)
{
    ServingAdvice advice;
    const Graph* graph = builtinGraph(kGpuSelectionGraph);
    if (!graph)
        return advice;
    Walk walk(*graph);
    walk.choose("inferencing");
    // The single-GPU answer's recommendation names the branch's first candidates (T4 and L4).
    const Choice* single = walk.current().choice("single-gpu");
    const Node* first = single ? graph->node(single->target) : nullptr;
    const std::vector<std::string> candidates = first ? first->accelerators : std::vector<std::string>{};

    const InferencePlan* basis = nullptr;
    for (const InferencePlan& p : serving)
        if (serves(p) && inFamilies(catalog, p, candidates) &&
            (!basis || deployment(p) < deployment(*basis) ||
             (deployment(p) == deployment(*basis) && cheaperToServe(p, *basis))))
            basis = &p;

    std::vector<std::string> answers{"inferencing"};
    if (!basis) {
        advice.large = true;
        const Choice* beyond = walk.current().choice("more-than-32");
        const Node* nvlink = beyond ? graph->node(beyond->target) : nullptr;
        if (nvlink) {
            advice.node = nvlink->id;
            advice.text = nvlink->text;
            advice.families = nvlink->accelerators;
        }
    } else {
        advice.basis = basis->accelerator;
        advice.basisAccelerators = deployment(*basis);
        const Accelerator* a = catalog.find(basis->accelerator);
        const int perVm = a ? std::max(1, a->perVm) : 1;
        const int n = advice.basisAccelerators;
        if (n <= 1)
            answers.push_back("single-gpu");
        else if (n <= perVm)
            answers.push_back("multi-gpu-vm");
        else if (n <= kDistributedLimit) {
            answers.push_back("up-to-32");
            answers.push_back(latencyCritical ? "critical" : "not-critical");
        } else
            answers.push_back("more-than-32");
        walk.replay(answers);
        advice.node = walk.current().id;
        advice.text = walk.current().text;
        advice.families = walk.current().accelerators;
    }
    advice.answers = answers;

    for (std::size_t i = 0; i < serving.size(); ++i)
        if (serves(serving[i]) && inFamilies(catalog, serving[i], advice.families) &&
            (!advice.pick || cheaperToServe(serving[i], serving[*advice.pick])))
            advice.pick = i;
    for (std::size_t i = 0; i < serving.size(); ++i)
        if (serves(serving[i]) && (!advice.cheapest || cheaperToServe(serving[i], serving[*advice.cheapest])))
            advice.cheapest = i;
    return advice;
}

std::vector<Text> servingSteps(const ServingAdvice& advice)
{
    const Graph* graph = builtinGraph(kGpuSelectionGraph);
    if (!graph || advice.node.empty())
        return {};
    std::vector<Text> steps;
    const Node* node = graph->node(graph->start);
    for (const std::string& answer : advice.answers) {
        const Choice* c = node ? node->choice(answer) : nullptr;
        if (!c)
            break;
        steps.push_back(Text(c->label.c_str()));
        node = graph->node(c->target);
    }
    if (advice.large)
        steps.push_back(Text(GP_TEXT("beyond T4 and L4")));
    if (const Node* end = graph->node(advice.node))
        steps.push_back(Text(end->text.c_str()));
    return steps;
}

} // namespace gp
