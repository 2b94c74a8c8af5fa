// The SkyPilot task (docs/deploy.md, "SkyPilot"): a managed job's YAML as sky/utils/schemas.py defines it.
#include "deploy/DeployWriters.h"

#include "training/CostModel.h"

#include <yaml-cpp/yaml.h>

namespace gp {
namespace {

// SkyPilot's name for the job's accelerators: "H100:8" a node, or its one TPU slice by its TensorCores ("tpu-v5p-16").
std::string acceleratorsOf(const DeploymentConfig& c, std::vector<Text>& dropped)
{
    const DeployNames* names = c.accelerator.deploy ? &*c.accelerator.deploy : nullptr;
    if (!names || names->skypilot.empty()) {
        dropped.push_back(Text(GP_TEXT("The %1 has no SkyPilot name known to this catalog: the task names it by the "
                                     "catalog's id, which SkyPilot may not know."),
                             {Text::verbatim(c.accelerator.name)}));
        return c.accelerator.id + ":" + std::to_string(c.acceleratorsPerNode);
    }
    if (names->tpu()) // one slice: exportDeployment refuses a job of several, which a task cannot hold
        return names->skypilot + "-" + std::to_string(c.accelerators() * names->skypilotCoresPerChip);
    return names->skypilot + ":" + std::to_string(c.acceleratorsPerNode);
}

} // namespace

Deployment exportSkyPilot(const DeploymentConfig& c)
{
    Deployment d;
    d.format = DeployFormat::SkyPilot;
    const bool tpu = c.accelerator.deploy && c.accelerator.deploy->tpu();
    const std::string accelerators = acceleratorsOf(c, d.dropped);
    if (c.hotSpares > 0)
        d.dropped.push_back(droppedHotSpares("SkyPilot"));
    // A task names no reservation: SkyPilot reads gcp.specific_reservations from its own configuration only.
    if (!provisioningWaits(c.provisioning)) // a reservation, or DWS calendar mode's
        d.dropped.push_back(Text(GP_TEXT("The reservation: a SkyPilot task cannot name one. Add its name to "
                                         "gcp.specific_reservations in SkyPilot's configuration.")));

    for (Text& t : deployClamped(c, d.format))
        d.dropped.push_back(std::move(t));
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value; // quoted: a name such as "yes" is a string, not YAML 1.1's true
    quoted(out, c.jobName);
    // A TPU slice is one SkyPilot node, its hosts included.
    out << YAML::Key << "num_nodes" << YAML::Value << (tpu ? 1 : c.nodes);
    out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "infra" << YAML::Value << "gcp";
    out << YAML::Key << "accelerators" << YAML::Value << accelerators;
    out << YAML::Key << "use_spot" << YAML::Value << (c.provisioning == Provisioning::Spot);
    out << YAML::Key << "disk_size" << YAML::Value << deployDiskGb(c);
    out << YAML::Key << "job_recovery" << YAML::Value << YAML::BeginMap << YAML::Key << "strategy" << YAML::Value
        << "FAILOVER" << YAML::Key << "max_restarts_on_errors" << YAML::Value << deployMaxRestarts(c) << YAML::EndMap;
    out << YAML::EndMap;
    out << YAML::Key << "file_mounts" << YAML::Value << YAML::BeginMap << YAML::Key << "/checkpoints" << YAML::Value
        << YAML::BeginMap << YAML::Key << "name" << YAML::Value << c.jobName + "-checkpoints" << YAML::Key << "store"
        << YAML::Value << "gcs" << YAML::Key << "mode" << YAML::Value << "MOUNT_CACHED" << YAML::EndMap << YAML::EndMap;
    out << YAML::Key << "envs" << YAML::Value << YAML::BeginMap;
    for (const auto& [k, v] : deployEnvironment(c)) {
        out << YAML::Key << k << YAML::Value;
        quoted(out, v);
    }
    out << YAML::EndMap;
    // DWS flex-start: SkyPilot's managed instance group on GCP, each request running at most 7 days.
    if (c.provisioning == Provisioning::DwsFlexStart)
        out << YAML::Key << "config" << YAML::Value << YAML::BeginMap << YAML::Key << "gcp" << YAML::Value
            << YAML::BeginMap << YAML::Key << "managed_instance_group" << YAML::Value << YAML::BeginMap << YAML::Key
            << "run_duration" << YAML::Value << static_cast<long>(kFlexStartLongestRunHours * 3600.0) << YAML::EndMap
            << YAML::EndMap << YAML::EndMap;
    out << YAML::Key << "run" << YAML::Value << YAML::Literal
        << "# The training command: replace these lines with the job's own.\n"
           "echo 'Set run: in this task to the training command.' >&2\nexit 1\n";
    out << YAML::EndMap;
    d.files.push_back({c.jobName + ".sky.yaml", withHeader(deployHeader(c, d.format, d.dropped), emitted(out))});
    return d;
}

} // namespace gp
