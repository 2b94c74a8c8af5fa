#include "deploy/Deployment.h"

#include "deploy/DeployNames.h"
#include "deploy/DeployWriters.h"
#include "io/Error.h"
#include "io/SafeText.h"
#include "plan/Evaluate.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace gp {

std::string deployFixed(double v, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::vector<std::string> withDropped(std::vector<std::string> lines, const std::vector<Text>& dropped)
{
    if (dropped.empty()) {
        lines.emplace_back("Nothing of the plan was dropped.");
    } else {
        lines.emplace_back("Dropped, as this format cannot express it:");
        for (const Text& t : dropped)
            lines.push_back("  - " + t.english());
    }
    for (std::string& line : lines)
        line = safeLine(line);
    return lines;
}

namespace {

// 1234567.8 -> "1,234,568"
std::string dollars(double v)
{
    std::string digits = deployFixed(std::round(v), 0);
    std::string out;
    const std::size_t n = digits.size();
    for (std::size_t i = 0; i < n; ++i) {
        out += digits[i];
        if (i + 1 < n && (n - i - 1) % 3 == 0)
            out += ',';
    }
    return "$" + out;
}

// The accelerator as the files name it: every text through the safe-text rule, whatever catalog it came from.
Accelerator safeAccelerator(Accelerator a)
{
    a.id = safeLine(a.id);
    a.name = safeLine(a.name);
    a.vendor = safeLine(a.vendor);
    a.family = safeLine(a.family);
    return a;
}

} // namespace

std::string_view deployFormatId(DeployFormat f)
{
    switch (f) {
    case DeployFormat::SkyPilot:
        return "skypilot";
    case DeployFormat::Gke:
        return "gke";
    case DeployFormat::Slurm:
        return "slurm";
    case DeployFormat::Kubernetes:
        return "kubernetes";
    }
    return "skypilot";
}

const std::vector<DeployFormat>& deployFormats()
{
    static const std::vector<DeployFormat> all{DeployFormat::SkyPilot, DeployFormat::Gke, DeployFormat::Slurm,
                                               DeployFormat::Kubernetes};
    return all;
}

bool parseDeployFormat(std::string_view id, DeployFormat& out)
{
    for (DeployFormat f : deployFormats())
        if (deployFormatId(f) == id) {
            out = f;
            return true;
        }
    return false;
}

DeploymentConfig deploymentConfig(const Evaluation& e, std::string scenario, std::string date, const std::string& name)
{
    const Plan& plan = *e.plan;
    const std::string subject = plan.title.empty() ? std::string("the plan") : std::string(clipUtf8(safeLine(plan.title), 60));
    if (plan.kind != PlanKind::Training)
        return servingDeploymentConfig(e, std::move(scenario), std::move(date), name);
    const CostEstimate* estimate = e.selectedEstimate();
    const Accelerator* accelerator = e.selectedAccelerator();
    if (!estimate || !accelerator)
        throw Error(ErrorCode::NothingToDeploy, subject, "no accelerator is priced");
    const GoodputInputs& in = plan.goodput;
    if (!name.empty())
        checkDeployName(name, "--name");
    DeploymentConfig c;
    c.title = safeLine(plan.title);
    c.scenario = safeLine(scenario);
    c.date = safeLine(date);
    c.jobName = name.empty() ? deployNameFor(plan.title, scenario) : name;
    c.accelerator = safeAccelerator(*accelerator);
    c.nodes = in.nodes;
    c.acceleratorsPerNode = in.acceleratorsPerNode;
    c.hotSpares = in.hotSpares;
    c.provisioning = in.provisioning;
    c.checkpointInterval = in.checkpointInterval;
    c.asyncCheckpoint = in.asyncCheckpoint;
    c.autoCheckpoint = in.autoCheckpoint;
    c.gracePeriod = in.provisioning == Provisioning::Spot ? std::min(in.gracePeriod, in.spotGracePeriod) : in.gracePeriod;
    c.retainedCheckpoints = in.retainedCheckpoints;
    c.fastTier = in.fastTier;
    c.fastInterval = in.fastInterval;
    c.inJobRestart = in.inJobRestart;
    c.checkpointStateGb = in.checkpointStateGb > 0 ? in.checkpointStateGb : e.runStateGb;
    c.imageSizeGb = in.imageSizeGb;
    c.goodput = e.goodput.mlProductivity;
    c.wallDays = estimate->days;
    c.runningDays = estimate->runningDays;
    c.cost = estimate->cost;
    const double windowHours = e.parameters.window;
    c.interruptions = windowHours > 0 ? e.goodput.interruptions * estimate->runningDays * 24.0 / windowHours : 0;
    c.flexRequests = estimate->flexRequests;
    return c;
}

namespace {

// Each sized figure as the plan asks for it, and the range a scheduler takes (docs/deploy.md, "Sizing"): the files
// write it clamped, and deployClamped() says where the clamp bit.
struct Sized {
    double wanted;
    double least;
    double most;
    int written() const
    {
        return static_cast<int>(std::isfinite(wanted) ? std::clamp(wanted, least, most) : most);
    }
};

Sized timeLimitHours(const DeploymentConfig& c) { return {std::ceil(c.wallDays * 24.0 * 1.25), 1.0, 365.0 * 24.0}; }
Sized maxRestarts(const DeploymentConfig& c) { return {std::ceil(2.0 * c.interruptions), 3.0, 10000.0}; }
Sized diskGb(const DeploymentConfig& c)
{
    const double shard = c.checkpointStateGb / std::max(1, c.nodes);
    return {std::ceil((c.imageSizeGb + 2.0 * shard) / 64.0) * 64.0, 256.0, 65536.0};
}
Sized signalSeconds(const DeploymentConfig& c) { return {std::round(c.gracePeriod.inSeconds()), 1.0, 65535.0}; }

} // namespace

int deployTimeLimitHours(const DeploymentConfig& c) { return timeLimitHours(c).written(); }
int deployMaxRestarts(const DeploymentConfig& c) { return maxRestarts(c).written(); }
int deployDiskGb(const DeploymentConfig& c) { return diskGb(c).written(); }
int slurmSignalSeconds(const DeploymentConfig& c) { return signalSeconds(c).written(); }

std::vector<Text> deployClamped(const DeploymentConfig& c, DeployFormat format)
{
    std::vector<Text> notes;
    auto note = [&notes](const char* what, const Sized& s) {
        if (!(s.wanted <= s.most))
            notes.push_back(Text(GP_TEXT("%1: the plan asks for %2, more than the scheduler takes; the file says %3."),
                                 {Text(what), Text::number(std::isfinite(s.wanted) ? s.wanted : 0.0),
                                  Text::number(s.written())}));
    };
    // Each figure where the format writes it: the time limit and --signal in a Slurm script, the restarts in a
    // task and a JobSet, the disk in a task.
    if (format == DeployFormat::Slurm)
        note(GP_TEXT("The time limit in hours"), timeLimitHours(c));
    else
        note(GP_TEXT("The restarts allowed"), maxRestarts(c));
    if (format == DeployFormat::SkyPilot)
        note(GP_TEXT("The disk in GB"), diskGb(c));
    if (format == DeployFormat::Slurm && c.autoCheckpoint)
        note(GP_TEXT("The grace period in seconds (sbatch's --signal)"), signalSeconds(c));
    return notes;
}

namespace {

const DeployNames* tpuNames(const DeploymentConfig& c)
{
    return c.accelerator.deploy && c.accelerator.deploy->tpu() ? &*c.accelerator.deploy : nullptr;
}

// Why no TPU layout runs the job: the generation is not in the table, or no slices give its chips.
std::optional<Text> tpuLayoutRefusal(const DeploymentConfig& c, const DeployNames& names)
{
    const Text accelerator = Text::verbatim(c.accelerator.name);
    if (tpuShapes(names.gkeAccelerator).empty())
        return Text(GP_TEXT("The %1 is not in the table of TPU slice shapes this version knows: its slices, machine "
                            "types and topology cannot be written."),
                    {accelerator});
    const TpuLayout layout = tpuLayout(c.accelerators(), names.gkeAccelerator);
    if (layout.slices > 0)
        return std::nullopt;
    const Text chips = Text::number(c.accelerators());
    if (layout.below == 0)
        return Text(GP_TEXT("No TPU job of %1 chips of the %2 runs on Google Cloud: a slice has one of the shapes "
                            "Google lists, and a job of several slices takes multi-host slices of one shape. The "
                            "nearest count that runs is %3 chips; change the plan's nodes to it."),
                    {chips, accelerator, Text::number(layout.above)});
    return Text(GP_TEXT("No TPU job of %1 chips of the %2 runs on Google Cloud: a slice has one of the shapes Google "
                        "lists, and a job of several slices takes multi-host slices of one shape. The nearest counts "
                        "that run are %3 and %4 chips; change the plan's nodes to one of them."),
                {chips, accelerator, Text::number(layout.below), Text::number(layout.above)});
}

} // namespace

std::optional<Text> deployRefusal(const DeploymentConfig& c, DeployFormat format)
{
    if (std::optional<Text> kind = servingRefusal(c, format))
        return kind;
    if (c.serving)
        return std::nullopt;
    const DeployNames* names = tpuNames(c);
    if (!names)
        return std::nullopt;
    if (format == DeployFormat::Slurm)
        return Text(GP_TEXT("Slurm cannot run the %1: it schedules a cluster's GPUs, and Cloud TPU is reached through "
                            "GKE or the TPU API. Export it for GKE, or SkyPilot for one slice."),
                    {Text::verbatim(c.accelerator.name)});
    if (std::optional<Text> noLayout = tpuLayoutRefusal(c, *names))
        return noLayout;
    const TpuLayout layout = tpuLayout(c.accelerators(), names->gkeAccelerator);
    if (format == DeployFormat::SkyPilot && layout.slices > 1)
        return Text(GP_TEXT("A SkyPilot task asks for one TPU slice, and the plan prices %1 chips of the %2: %3 "
                            "slices of %4. Export it for GKE, whose JobSet runs every slice."),
                    {Text::number(c.accelerators()), Text::verbatim(c.accelerator.name), Text::number(layout.slices),
                     Text::verbatim(layout.shape.topology)});
    return std::nullopt;
}

DeployRefused::DeployRefused(Text reason) : std::runtime_error(reason.english()), reason_(std::move(reason)) {}

std::vector<std::pair<std::string, std::string>> deployEnvironment(const DeploymentConfig& c)
{
    auto seconds = [](Duration d) { return std::to_string(std::lround(d.inSeconds())); };
    std::vector<std::pair<std::string, std::string>> env{
        {"GOODPUT_PLAN", std::string(clipUtf8(c.title, 200))},
        {"GOODPUT_CHECKPOINT_DIR", "/checkpoints/" + c.jobName},
        {"GOODPUT_CHECKPOINT_INTERVAL_SECONDS", seconds(c.checkpointInterval)},
        {"GOODPUT_CHECKPOINT_ASYNC", c.asyncCheckpoint ? "true" : "false"},
        {"GOODPUT_CHECKPOINTS_RETAINED", std::to_string(c.retainedCheckpoints)},
        {"GOODPUT_CHECKPOINT_ON_SIGTERM", c.autoCheckpoint ? "true" : "false"},
        {"GOODPUT_GRACE_PERIOD_SECONDS", seconds(c.gracePeriod)},
        {"GOODPUT_IN_JOB_RESTART", c.inJobRestart ? "true" : "false"},
        {"GOODPUT_HOT_SPARES", std::to_string(c.hotSpares)},
    };
    if (c.fastTier)
        env.emplace_back("GOODPUT_FAST_CHECKPOINT_INTERVAL_SECONDS", seconds(c.fastInterval));
    return env;
}

namespace {

// The job's nodes as the file asks for them: "16 nodes of 8"; a TPU job's slices and the nodes of its machine type,
// "7 slices of 4x4, 28 nodes of 4, ct6e-standard-4t".
std::string nodesText(const DeploymentConfig& c)
{
    const DeployNames* names = tpuNames(c);
    const TpuLayout layout = names ? tpuLayout(c.accelerators(), names->gkeAccelerator) : TpuLayout{};
    if (layout.slices == 0)
        return std::to_string(c.nodes) + " nodes of " + std::to_string(c.acceleratorsPerNode);
    return std::to_string(layout.slices) + (layout.slices == 1 ? " slice of " : " slices of ") +
           layout.shape.topology + ", " + std::to_string(layout.nodes()) + " nodes of " +
           std::to_string(layout.shape.chipsPerNode) + ", " + layout.shape.machineType;
}

} // namespace

std::vector<std::string> deployHeader(const DeploymentConfig& c, DeployFormat format, const std::vector<Text>& dropped)
{
    std::vector<std::string> lines{
        "Goodput Planner deployment (" + std::string(deployFormatId(format)) + ") of the plan \"" + c.title + "\"" +
            (c.scenario.empty() ? std::string() : ", scenario \"" + c.scenario + "\""),
        "Exported " + c.date + ". What each field comes from: Goodput Planner's manual, \"Deployment files\" "
                               "(installed as /usr/share/doc/goodput-planner/deploy.md.gz).",
        std::to_string(c.accelerators()) + " x " + c.accelerator.name + " (" + nodesText(c) + ")" +
            (c.hotSpares > 0 ? " and " + std::to_string(c.hotSpares) + " hot spare nodes" : std::string()) + ", " +
            std::string(provisioningId(c.provisioning)),
        "ML Productivity Goodput " + deployFixed(100.0 * c.goodput, 1) + " %; wall time " + deployFixed(c.wallDays, 1) +
            " days; cost " + dollars(c.cost) + "; expected interruptions " + deployFixed(c.interruptions, 1),
        "Checkpoint every " + formatDuration(c.checkpointInterval) +
            (c.autoCheckpoint ? ", and on SIGTERM within a grace period of " + formatDuration(c.gracePeriod) : std::string()),
    };
    if (c.provisioning == Provisioning::DwsFlexStart && c.flexRequests > 1)
        lines.push_back("DWS flex-start runs a request at most 7 days: the plan needs " + std::to_string(c.flexRequests) +
                        " requests; submit again when one ends, and the job resumes from its checkpoint");
    return withDropped(std::move(lines), dropped);
}

std::string withHeader(const std::vector<std::string>& header, const std::string& body)
{
    std::string s;
    for (const std::string& line : header)
        s += "# " + line + "\n";
    return s + (body.empty() ? "" : "\n" + body);
}

void quoted(YAML::Emitter& out, const std::string& s)
{
    out << YAML::DoubleQuoted << s;
}

std::string emitted(const YAML::Emitter& out)
{
    if (!out.good())
        throw std::logic_error("deployment YAML: " + out.GetLastError());
    std::string text = out.c_str();
    if (text.empty() || text.back() != '\n')
        text += '\n';
    return text;
}

Text droppedHotSpares(std::string_view format)
{
    return Text(GP_TEXT("The hot spares: %1 holds no idle nodes for a job; it relaunches the job instead."),
                {Text::verbatim(std::string(format))});
}

Text droppedProvisioning(Provisioning p, std::string_view format)
{
    static const char* const names[] = {GP_TEXT("On-demand"), GP_TEXT("Spot"), GP_TEXT("DWS flex-start"),
                                        GP_TEXT("DWS calendar mode"), GP_TEXT("A 1-year reservation"),
                                        GP_TEXT("A 3-year reservation")};
    return Text(GP_TEXT("%1 provisioning: %2 takes nodes from the cluster it runs on, not from the cloud's offers."),
                {Text(names[static_cast<int>(p)]), Text::verbatim(std::string(format))});
}

void recordDeployment(Plan& plan, const Deployment& d, const DeploymentConfig& c)
{
    DeploymentRecord r{std::string(deployFormatId(d.format)), c.scenario, c.date, {}};
    for (const DeploymentFile& f : d.files)
        r.files.push_back(f.name);
    plan.deployments.push_back(std::move(r));
    if (plan.deployments.size() > kMaxDeploymentRecords)
        plan.deployments.erase(plan.deployments.begin());
}

Deployment exportDeployment(const DeploymentConfig& config, DeployFormat format)
{
    // Whoever built the configuration, its texts reach the files only through the safe-text rule.
    DeploymentConfig c = config;
    c.title = safeLine(c.title);
    c.scenario = safeLine(c.scenario);
    c.date = safeLine(c.date);
    c.accelerator = safeAccelerator(std::move(c.accelerator));
    if (c.serving) {
        c.serving->model = safeLine(c.serving->model);
        // One argument of vLLM's, never an option: a name that begins with '-' is read as a folder's.
        c.serving->modelId = safeLine(c.serving->modelId);
        if (c.serving->modelId.empty() || c.serving->modelId.front() == '-')
            c.serving->modelId = "./" + c.serving->modelId;
    }
    checkDeployName(c.jobName, "name");
    if (std::optional<Text> refusal = deployRefusal(c, format))
        throw DeployRefused(std::move(*refusal));
    if (c.serving)
        return format == DeployFormat::Kubernetes ? exportKubernetes(c) : exportSkyPilotServe(c);
    switch (format) {
    case DeployFormat::SkyPilot:
        return exportSkyPilot(c);
    case DeployFormat::Gke:
        return exportGke(c);
    case DeployFormat::Slurm:
        return exportSlurm(c);
    case DeployFormat::Kubernetes: // refused above: a training job is no service
        break;
    }
    return exportSkyPilot(c);
}

} // namespace gp
