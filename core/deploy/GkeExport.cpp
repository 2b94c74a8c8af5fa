// The GKE export (docs/deploy.md, "GKE"): a JobSet (jobset.x-k8s.io/v1alpha2) whose pods GKE places by its node
// labels, and the Kueue objects that queue it: a ResourceFlavor, a ClusterQueue, a LocalQueue and, for DWS
// flex-start, the AdmissionCheck and ProvisioningRequestConfig of GKE's queued provisioning.
#include "deploy/DeployWriters.h"

#include "training/CostModel.h"

#include <yaml-cpp/yaml.h>

#include <cmath>

namespace gp {
namespace {

constexpr const char* kJobSetApi = "jobset.x-k8s.io/v1alpha2";
constexpr const char* kKueueApi = "kueue.x-k8s.io/v1beta2"; // Kueue v0.19's storage version
constexpr const char* kQueueLabel = "kueue.x-k8s.io/queue-name";
constexpr const char* kTrainingImage = "TRAINING_IMAGE";
constexpr const char* kSpareImage = "registry.k8s.io/pause:3.9";

// How the pods ask for the accelerators and where GKE puts them.
struct Placement {
    std::string resource; // "nvidia.com/gpu", "google.com/tpu"
    std::vector<std::pair<std::string, std::string>> nodeSelector;
    std::vector<std::pair<std::string, std::string>> tolerations; // key, effect (operator Exists)
    bool queued = false; // DWS flex-start through Kueue's ProvisioningRequest
    int replicas = 1;    // the workers' Jobs: one, or one a TPU slice
    int podsPerReplica = 1;
    int perPod = 1; // the accelerators a pod (a node) asks for
    int spares = 0; // the spare pods, each holding a node's accelerators
};

// A TPU job's slices (exportDeployment refuses a job no layout runs): each slice one Job of its nodes, each node a
// VM of the table's machine type holding chipsPerNode chips.
void tpuPlacement(const DeploymentConfig& c, const DeployNames& names, Placement& p)
{
    const TpuLayout layout = tpuLayout(c.accelerators(), names.gkeAccelerator);
    p.nodeSelector.emplace_back("cloud.google.com/gke-tpu-accelerator", names.gkeAccelerator);
    p.nodeSelector.emplace_back("cloud.google.com/gke-tpu-topology", layout.shape.topology);
    p.nodeSelector.emplace_back("node.kubernetes.io/instance-type", layout.shape.machineType);
    p.replicas = layout.slices;
    p.podsPerReplica = layout.shape.nodes();
    p.perPod = layout.shape.chipsPerNode;
}

void gpuPlacement(const DeploymentConfig& c, const DeployNames* names, Placement& p, std::vector<Text>& dropped)
{
    if (!names || names->gkeAccelerator.empty()) {
        dropped.push_back(Text(GP_TEXT("The %1 has no GKE node label known to this catalog: the pods ask for the "
                                     "accelerators without choosing the node type."),
                             {Text::verbatim(c.accelerator.name)}));
    } else {
        p.nodeSelector.emplace_back("cloud.google.com/gke-accelerator", names->gkeAccelerator);
        p.tolerations.emplace_back("nvidia.com/gpu", "NoSchedule");
    }
    if (names) {
        const auto type = names->machineTypes.find(c.acceleratorsPerNode);
        if (type != names->machineTypes.end())
            p.nodeSelector.emplace_back("node.kubernetes.io/instance-type", type->second);
        else if (!names->gkeAccelerator.empty())
            dropped.push_back(Text(GP_TEXT("The machine type: no machine of the %1 has %2 of them. The node pool "
                                         "decides it."),
                                 {Text::verbatim(c.accelerator.name), Text::number(c.acceleratorsPerNode)}));
    }
}

Placement placementOf(const DeploymentConfig& c, std::vector<Text>& dropped)
{
    Placement p;
    p.podsPerReplica = c.nodes;
    p.perPod = c.acceleratorsPerNode;
    p.spares = c.hotSpares;
    const DeployNames* names = c.accelerator.deploy ? &*c.accelerator.deploy : nullptr;
    const bool tpu = names && names->tpu();
    p.resource = tpu ? "google.com/tpu" : "nvidia.com/gpu";
    if (tpu) {
        tpuPlacement(c, *names, p);
        if (c.hotSpares > 0) { // a slice's nodes are replaced together: no node stands in for one of them
            p.spares = 0;
            dropped.push_back(Text(GP_TEXT("The hot spares: GKE replaces a TPU slice's nodes together, so a spare "
                                           "node cannot stand in for one of them.")));
        }
    } else {
        gpuPlacement(c, names, p, dropped);
    }
    switch (c.provisioning) {
    case Provisioning::OnDemand:
        break;
    case Provisioning::Spot:
        p.nodeSelector.emplace_back("cloud.google.com/gke-spot", "true");
        break;
    case Provisioning::DwsFlexStart:
        p.queued = true;
        p.tolerations.emplace_back("cloud.google.com/gke-queued", "NoSchedule");
        break;
    case Provisioning::DwsCalendar:
    case Provisioning::Reservation:
    case Provisioning::Reservation3y:
        p.nodeSelector.emplace_back("cloud.google.com/reservation-name", "RESERVATION_NAME");
        p.nodeSelector.emplace_back("cloud.google.com/reservation-affinity", "specific");
        break;
    }
    return p;
}

void stringMap(YAML::Emitter& out, const char* key, const std::vector<std::pair<std::string, std::string>>& entries)
{
    out << YAML::Key << key << YAML::Value << YAML::BeginMap;
    for (const auto& [k, v] : entries) {
        out << YAML::Key << k << YAML::Value;
        quoted(out, v);
    }
    out << YAML::EndMap;
}

void metadata(YAML::Emitter& out, const std::string& name, const std::vector<std::pair<std::string, std::string>>& labels = {},
              const std::vector<std::pair<std::string, std::string>>& annotations = {})
{
    out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value;
    quoted(out, name); // a name such as "yes" is a string, not YAML 1.1's true
    if (!labels.empty())
        stringMap(out, "labels", labels);
    if (!annotations.empty())
        stringMap(out, "annotations", annotations);
    out << YAML::EndMap;
}

// One replicated job: `replicas` Jobs of `pods` pods, one a node, each holding a node's accelerators. The workers run the training
// image with the plan's environment and the checkpoint bucket; the spares hold their nodes with a pause container.
void replicatedJob(YAML::Emitter& out, const DeploymentConfig& c, const Placement& p, const std::string& name,
                   int replicas, int pods, bool spare)
{
    out << YAML::BeginMap << YAML::Key << "name" << YAML::Value << name << YAML::Key << "replicas" << YAML::Value
        << replicas;
    out << YAML::Key << "template" << YAML::Value << YAML::BeginMap << YAML::Key << "spec" << YAML::Value
        << YAML::BeginMap;
    out << YAML::Key << "parallelism" << YAML::Value << pods << YAML::Key << "completions" << YAML::Value << pods
        << YAML::Key << "backoffLimit" << YAML::Value << 0;
    out << YAML::Key << "template" << YAML::Value << YAML::BeginMap;
    if (!spare) {
        out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
        stringMap(out, "annotations", {{"gke-gcsfuse/volumes", "true"}});
        out << YAML::EndMap;
    }
    out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "restartPolicy" << YAML::Value << "Never";
    out << YAML::Key << "terminationGracePeriodSeconds" << YAML::Value
        << std::max(1L, std::lround(c.gracePeriod.inSeconds()));
    if (!p.nodeSelector.empty())
        stringMap(out, "nodeSelector", p.nodeSelector);
    if (!p.tolerations.empty()) {
        out << YAML::Key << "tolerations" << YAML::Value << YAML::BeginSeq;
        for (const auto& [key, effect] : p.tolerations)
            out << YAML::BeginMap << YAML::Key << "key" << YAML::Value << key << YAML::Key << "operator" << YAML::Value
                << "Exists" << YAML::Key << "effect" << YAML::Value << effect << YAML::EndMap;
        out << YAML::EndSeq;
    }
    out << YAML::Key << "containers" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value << (spare ? "spare" : "trainer");
    out << YAML::Key << "image" << YAML::Value << (spare ? kSpareImage : kTrainingImage);
    if (!spare) {
        out << YAML::Key << "command" << YAML::Value << YAML::BeginSeq << "bash"
            << "-c" << "echo 'Set the trainer container command to the training command.' >&2; exit 1"
            << YAML::EndSeq;
        out << YAML::Key << "env" << YAML::Value << YAML::BeginSeq;
        for (const auto& [k, v] : deployEnvironment(c)) {
            out << YAML::BeginMap << YAML::Key << "name" << YAML::Value << k << YAML::Key << "value" << YAML::Value;
            quoted(out, v);
            out << YAML::EndMap;
        }
        out << YAML::EndSeq;
    }
    out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap;
    for (const char* kind : {"requests", "limits"})
        out << YAML::Key << kind << YAML::Value << YAML::BeginMap << YAML::Key << p.resource << YAML::Value
            << p.perPod << YAML::EndMap;
    out << YAML::EndMap;
    if (!spare)
        out << YAML::Key << "volumeMounts" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "name"
            << YAML::Value << "checkpoints" << YAML::Key << "mountPath" << YAML::Value << "/checkpoints"
            << YAML::EndMap << YAML::EndSeq;
    out << YAML::EndMap << YAML::EndSeq; // the container
    if (!spare) {
        out << YAML::Key << "volumes" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        out << YAML::Key << "name" << YAML::Value << "checkpoints";
        out << YAML::Key << "csi" << YAML::Value << YAML::BeginMap << YAML::Key << "driver" << YAML::Value
            << "gcsfuse.csi.storage.gke.io";
        stringMap(out, "volumeAttributes", {{"bucketName", c.jobName + "-checkpoints"}});
        out << YAML::EndMap << YAML::EndMap << YAML::EndSeq;
    }
    out << YAML::EndMap;                 // the pod's spec
    out << YAML::EndMap;                 // the pod template
    out << YAML::EndMap << YAML::EndMap; // the Job's spec and template
    out << YAML::EndMap;
}

std::string jobSet(const DeploymentConfig& c, const Placement& p)
{
    YAML::Emitter out;
    out << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << kJobSetApi << YAML::Key << "kind"
        << YAML::Value << "JobSet";
    std::vector<std::pair<std::string, std::string>> annotations;
    if (p.replicas > 1) // a multislice job: each slice on a node pool of its own
        annotations.emplace_back("alpha.jobset.sigs.k8s.io/exclusive-topology", "cloud.google.com/gke-nodepool");
    if (p.queued) // a flex-start request runs at most 7 days
        annotations.emplace_back("provreq.kueue.x-k8s.io/maxRunDurationSeconds",
                                 std::to_string(static_cast<long>(kFlexStartLongestRunHours * 3600.0)));
    metadata(out, c.jobName, {{kQueueLabel, c.jobName + "-queue"}}, annotations);
    out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "failurePolicy" << YAML::Value << YAML::BeginMap << YAML::Key << "maxRestarts" << YAML::Value
        << deployMaxRestarts(c) << YAML::EndMap;
    out << YAML::Key << "successPolicy" << YAML::Value << YAML::BeginMap << YAML::Key << "operator" << YAML::Value
        << "All" << YAML::Key << "targetReplicatedJobs" << YAML::Value << YAML::Flow << YAML::BeginSeq << "workers"
        << YAML::EndSeq << YAML::EndMap;
    out << YAML::Key << "replicatedJobs" << YAML::Value << YAML::BeginSeq;
    replicatedJob(out, c, p, "workers", p.replicas, p.podsPerReplica, false);
    if (p.spares > 0)
        replicatedJob(out, c, p, "spares", 1, p.spares, true);
    out << YAML::EndSeq << YAML::EndMap << YAML::EndMap;
    return emitted(out);
}

std::string kueueObjects(const DeploymentConfig& c, const Placement& p)
{
    const std::string flavor = c.jobName + "-flavor";
    const std::string check = c.jobName + "-queued-provisioning";
    std::vector<std::string> docs;
    {
        YAML::Emitter out;
        out << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << kKueueApi << YAML::Key << "kind"
            << YAML::Value << "ResourceFlavor";
        metadata(out, flavor);
        out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        std::vector<std::pair<std::string, std::string>> labels;
        for (const auto& [k, v] : p.nodeSelector)
            if (k.rfind("cloud.google.com/gke-", 0) == 0 || k == "node.kubernetes.io/instance-type")
                labels.emplace_back(k, v);
        if (!labels.empty())
            stringMap(out, "nodeLabels", labels);
        out << YAML::EndMap << YAML::EndMap;
        docs.push_back(emitted(out));
    }
    {
        YAML::Emitter out;
        out << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << kKueueApi << YAML::Key << "kind"
            << YAML::Value << "ClusterQueue";
        metadata(out, c.jobName + "-cluster-queue");
        out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
        out << YAML::Key << "namespaceSelector" << YAML::Value << YAML::Flow << YAML::BeginMap << YAML::EndMap;
        out << YAML::Key << "resourceGroups" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
        out << YAML::Key << "coveredResources" << YAML::Value << YAML::Flow << YAML::BeginSeq << p.resource
            << YAML::EndSeq;
        out << YAML::Key << "flavors" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "name"
            << YAML::Value << flavor << YAML::Key << "resources" << YAML::Value << YAML::BeginSeq << YAML::BeginMap
            << YAML::Key << "name" << YAML::Value << p.resource << YAML::Key << "nominalQuota" << YAML::Value
            << (p.replicas * p.podsPerReplica + p.spares) * p.perPod << YAML::EndMap << YAML::EndSeq << YAML::EndMap
            << YAML::EndSeq;
        out << YAML::EndMap << YAML::EndSeq;
        if (p.queued)
            out << YAML::Key << "admissionChecksStrategy" << YAML::Value << YAML::BeginMap << YAML::Key
                << "admissionChecks" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "name"
                << YAML::Value << check << YAML::EndMap << YAML::EndSeq << YAML::EndMap;
        out << YAML::EndMap << YAML::EndMap;
        docs.push_back(emitted(out));
    }
    {
        YAML::Emitter out;
        out << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << kKueueApi << YAML::Key << "kind"
            << YAML::Value << "LocalQueue";
        out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value
            << c.jobName + "-queue" << YAML::Key << "namespace" << YAML::Value << "default" << YAML::EndMap;
        out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap << YAML::Key << "clusterQueue" << YAML::Value
            << c.jobName + "-cluster-queue" << YAML::EndMap << YAML::EndMap;
        docs.push_back(emitted(out));
    }
    if (p.queued) {
        YAML::Emitter out;
        out << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << kKueueApi << YAML::Key << "kind"
            << YAML::Value << "AdmissionCheck";
        metadata(out, check);
        out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap << YAML::Key << "controllerName" << YAML::Value
            << "kueue.x-k8s.io/provisioning-request" << YAML::Key << "parameters" << YAML::Value << YAML::BeginMap
            << YAML::Key << "apiGroup" << YAML::Value << "kueue.x-k8s.io" << YAML::Key << "kind" << YAML::Value
            << "ProvisioningRequestConfig" << YAML::Key << "name" << YAML::Value << check + "-config" << YAML::EndMap
            << YAML::EndMap << YAML::EndMap;
        docs.push_back(emitted(out));
        YAML::Emitter config;
        config << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value << kKueueApi << YAML::Key << "kind"
               << YAML::Value << "ProvisioningRequestConfig";
        metadata(config, check + "-config");
        config << YAML::Key << "spec" << YAML::Value << YAML::BeginMap << YAML::Key << "provisioningClassName"
               << YAML::Value << "queued-provisioning.gke.io" << YAML::Key << "managedResources" << YAML::Value
               << YAML::Flow << YAML::BeginSeq << p.resource << YAML::EndSeq << YAML::EndMap << YAML::EndMap;
        docs.push_back(emitted(config));
    }
    std::string text;
    for (const std::string& doc : docs)
        text += (text.empty() ? "" : "---\n") + doc;
    return text;
}

} // namespace

Deployment exportGke(const DeploymentConfig& c)
{
    Deployment d;
    d.format = DeployFormat::Gke;
    const Placement p = placementOf(c, d.dropped);
    for (Text& t : deployClamped(c, d.format))
        d.dropped.push_back(std::move(t));
    const std::vector<std::string> header = deployHeader(c, d.format, d.dropped);
    d.files.push_back({c.jobName + "-jobset.yaml", withHeader(header, jobSet(c, p))});
    d.files.push_back({c.jobName + "-kueue.yaml", withHeader(header, kueueObjects(c, p))});
    return d;
}

} // namespace gp
