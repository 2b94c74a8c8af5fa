#include "DeployCommand.h"

#include "Commands.h"
#include "deploy/DeployFiles.h"
#include "deploy/Deployment.h"
#include "deploy/PlanFrom.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Scenarios.h"

#include <chrono>
#include <ctime>

namespace gpcli {
namespace {

using nlohmann::json;

// Today in UTC, "2026-12-06": the day an export names.
std::string today()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    char buf[16];
    std::strftime(buf, sizeof buf, "%Y-%m-%d", &utc);
    return buf;
}

gp::DeployFormat formatOption(const Arguments& a)
{
    const std::string id = a.all("format").front();
    gp::DeployFormat f;
    if (!gp::parseDeployFormat(id, f))
        throw gp::Error(gp::ErrorCode::UnknownValue, "--format", "'" + id.substr(0, 40) + "': skypilot, gke, slurm or kubernetes");
    return f;
}

} // namespace

json deployCommand(const Arguments& a)
{
    const gp::DeployFormat format = formatOption(a);
    const gp::Plan plan = gp::loadPlanFile(planPath(a));
    // The recommendation unless --scenario names another; "base" is always the base plan, as the manual says, even
    // where a scenario has that name.
    std::string scenario = a.has("scenario") ? a.all("scenario").front() : plan.recommendedScenario;
    if (a.has("scenario") && scenario == "base")
        scenario.clear();
    const gp::Plan exported = scenario.empty() ? plan : gp::scenarioPlan(plan, scenario);
    const gp::Evaluation evaluation = gp::evaluate(exported);
    const gp::DeploymentConfig config =
        gp::deploymentConfig(evaluation, scenario, today(), a.has("name") ? a.all("name").front() : "");
    const gp::Deployment d = gp::exportDeployment(config, format);

    json result{{"format", std::string(gp::deployFormatId(format))},
                {"plan", plan.title},
                {"scenario", scenario.empty() ? json(nullptr) : json(scenario)},
                {"name", config.jobName},
                {"dropped", json::array()},
                {"files", json::array()}};
    for (const gp::Text& t : d.dropped)
        result["dropped"].push_back(t.english());
    if (!a.has("out")) {
        for (const gp::DeploymentFile& f : d.files)
            result["files"].push_back({{"name", f.name}, {"text", f.text}});
        return result;
    }
    try {
        const std::vector<std::string> paths = gp::writeDeployment(d, a.all("out").front(), a.flag("force"));
        for (std::size_t i = 0; i < paths.size(); ++i)
            result["files"].push_back(
                {{"name", d.files[i].name}, {"path", paths[i]}, {"bytes", d.files[i].text.size()}});
    } catch (const gp::Error& e) {
        if (e.code() == gp::ErrorCode::FileExists)
            throw existsAlready(e.subject());
        throw;
    }
    return result;
}

json planFromCommand(const Arguments& a)
{
    const gp::Plan base = a.has("plan") ? gp::loadPlanFile(a.all("plan").front()) : gp::Plan{};
    const gp::PlanFromDeployment read = gp::readPlanFromDeployment(planPath(a), base);
    return gp::planToJson(read.plan);
}

} // namespace gpcli
