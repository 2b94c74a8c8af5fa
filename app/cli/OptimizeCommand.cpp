#include "OptimizeCommand.h"

#include "Commands.h"
#include "PerformanceCommand.h"

#include "io/Error.h"
#include "io/SafeWrite.h"
#include "search/ApplySearch.h"
#include "search/Optimize.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Validate.h"

#include <chrono>
#include <cstdio>
#include <sstream>

namespace gpcli {

using nlohmann::json;

namespace {

std::vector<std::string> commaList(const Arguments& a, const std::string& name)
{
    std::vector<std::string> out;
    for (const std::string& value : a.all(name)) {
        std::stringstream in(value);
        std::string item;
        while (std::getline(in, item, ','))
            if (!item.empty())
                out.push_back(item);
    }
    if (a.has(name) && out.empty())
        throw gp::Error(gp::ErrorCode::EmptyText, "--" + name);
    return out;
}

// The plan's own goal (training.search), each flag given taking the place of its part.
gp::OptimizeGoal goalOf(const gp::Plan& plan, const Arguments& a)
{
    gp::OptimizeGoal goal = gp::goalOf(plan);
    if (const auto d = a.optionalDuration("deadline")) {
        gp::checkDeadlineRange(*d, "--deadline"); // the plan file's ranges, not a search of centuries
        goal.deadlineHours = d->inHours();
    }
    if (const auto b = a.optionalNumber("budget")) {
        gp::checkBudgetRange(*b, "--budget");
        goal.budget = *b;
    }
    if (const auto c = a.optionalNumber("confidence")) {
        gp::checkConfidenceRange(*c, "--confidence");
        goal.confidence = *c;
    }
    if (a.has("accelerators"))
        goal.accelerators = commaList(a, "accelerators");
    if (a.has("provisioning"))
        goal.provisioning.clear();
    for (const std::string& id : commaList(a, "provisioning")) {
        gp::Provisioning p;
        if (!gp::parseProvisioning(id, p))
            throw gp::Error(gp::ErrorCode::UnknownValue, "--provisioning", id);
        goal.provisioning.push_back(p);
    }
    return goal;
}

} // namespace

json candidateJson(const gp::Candidate& c, int perNode)
{
    const gp::CostEstimate& e = c.estimate;
    return {{"accelerator", c.config.accelerator},
            {"accelerators", e.accelerators},
            {"nodes", c.config.nodes},
            {"accelerators_per_node", perNode},
            {"scenario", c.scenario.empty() ? json(nullptr) : json(c.scenario)},
            {"layout", e.layout ? layoutJson(e.layout->layout) : json(nullptr)},
            {"provisioning", std::string(gp::provisioningId(c.config.provisioning))},
            {"hot_spares", c.config.hotSpares},
            {"checkpoint_interval", c.config.checkpointInterval.inHours()},
            {"fast_tier", c.config.fastTier},
            {"mfu", e.mfu},
            {"mfu_band", e.mfuBand},
            {"efficiency_extrapolated", e.efficiencyExtrapolated},
            {"ml_productivity_goodput", c.mlProductivity},
            {"wall_days", finiteOrNull(e.days)},
            {"wall_days_p90", c.risk ? finiteOrNull(c.risk->wallHoursP90 / 24.0) : json(nullptr)},
            {"probability_meets_deadline", c.risk ? json(c.risk->probability) : json(nullptr)},
            {"total_cost", finiteOrNull(e.cost)}};
}

json searchSummaryJson(const gp::OptimizeResult& r, int perNode)
{
    json out{{"recommended", r.recommended ? candidateJson(*r.recommended, perNode) : json(nullptr)},
             {"reason", r.reason.english()},
             {"your_plan", r.yours ? candidateJson(*r.yours, perNode) : json(nullptr)}};
    if (!r.recommended)
        out["nearest"] = r.nearest ? candidateJson(*r.nearest, perNode) : json(nullptr);
    return out;
}

namespace {

// The plan with the recommendation applied, written whole or not at all, never through a link, keeping the mode of
// a file it replaces; an existing file only with --force. Says what became of the scenarios and the recommendation.
void applyTo(const gp::Plan& plan, const gp::Candidate& c, const Arguments& a, json& out)
{
    const gp::AppliedSearch applied = gp::applySearchResult(plan, c);
    const std::string path = a.all("apply").front();
    writeFiles({{path, gp::planToJson(applied.plan).dump(2) + "\n"}}, a);
    out["applied"] = path;
    out["scenarios_rebased"] = applied.rebased;
    out["recommendation_cleared"] = applied.recommendationCleared;
}

} // namespace

json optimizeCommand(const Arguments& a)
{
    const gp::Plan plan = withScenario(gp::loadPlanFile(planPath(a)), a);
    const gp::OptimizeGoal goal = goalOf(plan, a);
    if (a.has("apply")) // refused before the search, not after it
        refuseExisting(a.all("apply").front(), a);
    const long long top = a.has("top") ? a.integer("top", 1, 100) : 5;
    const auto start = std::chrono::steady_clock::now();
    const gp::OptimizeResult r = gp::optimize(plan, goal);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const int perNode = plan.goodput.acceleratorsPerNode;
    json pareto = json::array();
    for (const gp::Candidate& c : r.pareto)
        pareto.push_back(candidateJson(c, perNode));
    json best = json::array();
    for (std::size_t i = 0; i < r.top.size() && i < static_cast<std::size_t>(top); ++i)
        best.push_back(candidateJson(r.top[i], perNode));
    json scenarios = json::array();
    for (const gp::Candidate& c : r.scenarios)
        scenarios.push_back(candidateJson(c, perNode));
    json runnersUp = json::array();
    for (const gp::RunnerUp& u : r.runnersUp) {
        json row = u.best ? candidateJson(*u.best, perNode) : json::object();
        row["accelerator"] = u.accelerator;
        row["reason"] = std::string(gp::bindingId(u.reason));
        row["why"] = u.sentence.english();
        runnersUp.push_back(row);
    }
    json out{{"recommended", r.recommended ? candidateJson(*r.recommended, perNode) : json(nullptr)},
             {"reason", r.reason.english()},
             {"your_plan", r.yours ? candidateJson(*r.yours, perNode) : json(nullptr)},
             {"deadline_days", r.deadlineHours / 24.0},
             {"confidence", r.confidence},
             {"budget", r.budget ? json(*r.budget) : json(nullptr)},
             {"scenarios", scenarios},
             {"pareto", pareto},
             {"top", best},
             {"runners_up", runnersUp},
             {"candidates", r.candidates},
             {"evaluated", r.evaluated},
             {"model_evaluations", r.modelEvaluations},
             {"simulated", r.simulated},
             {"pruned", {{"cost_bound", r.prunedBound}, {"deadline", r.prunedDeadline}}},
             {"seconds", seconds}};
    // The axes the search caps, and a recommendation that won a tie of costs on its lower risk.
    out["limits"] = {{"spares", {r.limits.sparesFrom, r.limits.sparesTo}},
                     {"nodes_over_fewest", r.limits.nodesOverFewest},
                     {"checkpoint_interval_over_daly", {r.limits.intervalFrom, r.limits.intervalTo}}};
    out["tie"] = nullptr;
    if (r.tie && r.recommended) {
        const double more = r.recommended->estimate.cost - r.tie->cheapest.estimate.cost;
        out["tie"] = {{"cheapest", candidateJson(r.tie->cheapest, perNode)},
                      {"cost_difference", more},
                      {"cost_difference_share", more / r.tie->cheapest.estimate.cost},
                      {"tolerance", gp::kCostTolerance},
                      {"candidates", r.tie->candidates}};
    }
    if (!r.recommended) {
        out["nearest"] = r.nearest ? candidateJson(*r.nearest, perNode) : json(nullptr);
        out["nearest_binding"] = std::string(gp::bindingId(r.nearestBinding));
    }
    if (a.has("apply")) {
        if (!r.recommended)
            throw gp::Error(gp::ErrorCode::MissingField, "--apply", "nothing meets the goal: " + r.reason.english());
        applyTo(plan, *r.recommended, a, out);
    }
    return out;
}

} // namespace gpcli
