// The SkyPilot Serve task of a serving plan (docs/deploy.md, "Serving"): vLLM replicas behind SkyPilot's load
// balancer, as sky/utils/schemas.py defines a task with a service: section.
#include "deploy/DeployWriters.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace gp {
namespace {

// The accelerators of one replica: "H100:8", or its TPU slice by its TensorCores ("tpu-v6e-8").
std::string replicaAccelerators(const DeploymentConfig& c, std::vector<Text>& dropped)
{
    const int perReplica = c.serving->tensorParallel;
    const DeployNames* names = c.accelerator.deploy ? &*c.accelerator.deploy : nullptr;
    if (!names || names->skypilot.empty()) {
        dropped.push_back(Text(GP_TEXT("The %1 has no SkyPilot name known to this catalog: the task names it by the "
                                       "catalog's id, which SkyPilot may not know."),
                               {Text::verbatim(c.accelerator.name)}));
        return c.accelerator.id + ":" + std::to_string(perReplica);
    }
    if (names->tpu())
        return names->skypilot + "-" + std::to_string(perReplica * names->skypilotCoresPerChip);
    return names->skypilot + ":" + std::to_string(perReplica);
}

// The disk of a replica, GB: the image and the weights twice (the download and its cache), in 64 GB steps.
int servingDiskGb(const ServingDeploymentConfig& s)
{
    const double gb = std::ceil((32.0 + 2.0 * std::max(0.0, s.weightsGb)) / 64.0) * 64.0;
    return static_cast<int>(std::clamp(std::isfinite(gb) ? gb : 65536.0, 256.0, 65536.0));
}

// The rate as a plain YAML number of three decimals, at least a thousandth (0 would never scale up).
std::string qps(double v)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3f", std::max(0.001, std::isfinite(v) ? v : 0.001));
    return buf;
}

void service(YAML::Emitter& out, const ServingDeploymentConfig& s)
{
    out << YAML::Key << "service" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "readiness_probe" << YAML::Value << YAML::BeginMap << YAML::Key << "path" << YAML::Value
        << "/health" << YAML::Key << "initial_delay_seconds" << YAML::Value << servingStartSeconds(s)
        << YAML::EndMap;
    const bool scales = s.minReplicas < s.maxReplicas && s.requestsPerSecondPerReplica > 0;
    if (scales) {
        out << YAML::Key << "replica_policy" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "min_replicas" << YAML::Value << s.minReplicas;
        out << YAML::Key << "max_replicas" << YAML::Value << s.maxReplicas;
        out << YAML::Key << "target_qps_per_replica" << YAML::Value << qps(s.requestsPerSecondPerReplica);
        out << YAML::EndMap;
    } else {
        out << YAML::Key << "replicas" << YAML::Value << s.maxReplicas;
    }
    out << YAML::EndMap;
}

// The command: the plan's texts reach it as variables, quoted, never as shell text.
std::string runScript(const ServingDeploymentConfig& s)
{
    std::string run = "# vLLM's OpenAI-compatible server; MODEL_ID is set under envs.\nexec vllm serve \"$MODEL_ID\"";
    for (const std::string& a : vllmArguments(s))
        run += " " + a; // numbers and fixed words only
    return run + "\n";
}

} // namespace

Deployment exportSkyPilotServe(const DeploymentConfig& c)
{
    const ServingDeploymentConfig& s = *c.serving;
    Deployment d;
    d.format = DeployFormat::SkyPilot;
    const std::string accelerators = replicaAccelerators(c, d.dropped);
    for (Text& t : servingDropped(c, "SkyPilot Serve"))
        d.dropped.push_back(std::move(t));
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value; // quoted: a name such as "yes" is a string, not YAML 1.1's true
    quoted(out, c.jobName);
    out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "infra" << YAML::Value << "gcp";
    out << YAML::Key << "accelerators" << YAML::Value << accelerators;
    out << YAML::Key << "use_spot" << YAML::Value << (c.provisioning == Provisioning::Spot);
    out << YAML::Key << "disk_size" << YAML::Value << servingDiskGb(s);
    out << YAML::Key << "ports" << YAML::Value << kVllmPort;
    out << YAML::Key << "image_id" << YAML::Value << std::string("docker:") + kVllmImage;
    out << YAML::EndMap;
    service(out, s);
    out << YAML::Key << "envs" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "MODEL_ID" << YAML::Value;
    quoted(out, s.modelId);
    out << YAML::Key << "GOODPUT_PLAN" << YAML::Value;
    quoted(out, c.title);
    out << YAML::EndMap;
    out << YAML::Key << "run" << YAML::Value << YAML::Literal << runScript(s);
    out << YAML::EndMap;
    d.files.push_back({c.jobName + ".serve.yaml", withHeader(servingHeader(c, d.format, d.dropped), emitted(out))});
    return d;
}

} // namespace gp
