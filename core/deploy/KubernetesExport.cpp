// The Kubernetes manifests of a serving plan (docs/deploy.md, "Serving"): a Deployment of vLLM replicas, its
// Service and a HorizontalPodAutoscaler (autoscaling/v2), three documents of one file.
#include "deploy/DeployWriters.h"

#include "catalog/TpuSlices.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <cmath>

namespace gp {
namespace {

// The metric the autoscaler reads: vLLM's gauge vllm:num_requests_running, the requests a replica runs, under the
// name a Prometheus Adapter gives it (as Kubernetes' own vLLM example names it).
constexpr const char* kInFlightMetric = "vllm_num_requests_running";

// The job's name, quoted wherever it is written: a name such as "yes" is a string, not YAML 1.1's true.
void name(YAML::Emitter& out, const char* key, const std::string& value)
{
    out << YAML::Key << key << YAML::Value;
    quoted(out, value);
}

void labels(YAML::Emitter& out, const std::string& jobName)
{
    out << YAML::Key << "labels" << YAML::Value << YAML::BeginMap;
    name(out, "app.kubernetes.io/name", jobName);
    out << YAML::Key << "app.kubernetes.io/managed-by" << YAML::Value << "goodput-planner"
        << YAML::EndMap;
}

void metadata(YAML::Emitter& out, const std::string& jobName)
{
    out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
    name(out, "name", jobName);
    labels(out, jobName);
    out << YAML::EndMap;
}

// The node selector: the accelerator by GKE's label, Spot nodes on Spot; a TPU slice by its topology too.
void nodeSelector(YAML::Emitter& out, const DeploymentConfig& c, std::vector<Text>& dropped)
{
    const DeployNames* names = c.accelerator.deploy ? &*c.accelerator.deploy : nullptr;
    const bool spot = c.provisioning == Provisioning::Spot;
    if (!names || names->gkeAccelerator.empty()) {
        dropped.push_back(Text(GP_TEXT("The %1 has no GKE node label known to this catalog: the pods ask for the "
                                       "accelerators without choosing the nodes' type."),
                               {Text::verbatim(c.accelerator.name)}));
        if (!spot)
            return;
    }
    out << YAML::Key << "nodeSelector" << YAML::Value << YAML::BeginMap;
    if (names && names->tpu()) {
        const TpuLayout layout = tpuLayout(c.serving->tensorParallel, names->gkeAccelerator);
        out << YAML::Key << "cloud.google.com/gke-tpu-accelerator" << YAML::Value << names->gkeAccelerator;
        out << YAML::Key << "cloud.google.com/gke-tpu-topology" << YAML::Value << layout.shape.topology;
    } else if (names && !names->gkeAccelerator.empty()) {
        out << YAML::Key << "cloud.google.com/gke-accelerator" << YAML::Value << names->gkeAccelerator;
    }
    if (spot) {
        out << YAML::Key << "cloud.google.com/gke-spot" << YAML::Value;
        quoted(out, "true");
    }
    out << YAML::EndMap;
}

void probe(YAML::Emitter& out, const char* key, int delay, int period, int failures)
{
    out << YAML::Key << key << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "httpGet" << YAML::Value << YAML::BeginMap << YAML::Key << "path" << YAML::Value << "/health"
        << YAML::Key << "port" << YAML::Value << "http" << YAML::EndMap;
    if (delay > 0)
        out << YAML::Key << "initialDelaySeconds" << YAML::Value << delay;
    out << YAML::Key << "periodSeconds" << YAML::Value << period;
    out << YAML::Key << "failureThreshold" << YAML::Value << failures;
    out << YAML::EndMap;
}

void container(YAML::Emitter& out, const DeploymentConfig& c)
{
    const ServingDeploymentConfig& s = *c.serving;
    const bool tpu = c.accelerator.deploy && c.accelerator.deploy->tpu();
    out << YAML::BeginMap;
    out << YAML::Key << "name" << YAML::Value << "vllm";
    out << YAML::Key << "image" << YAML::Value << kVllmImage;
    out << YAML::Key << "command" << YAML::Value << YAML::Flow << YAML::BeginSeq << "vllm" << "serve" << YAML::EndSeq;
    // Arguments are passed to the program as they are: no shell reads them.
    out << YAML::Key << "args" << YAML::Value << YAML::BeginSeq;
    quoted(out, s.modelId);
    for (const std::string& a : vllmArguments(s))
        quoted(out, a);
    out << YAML::EndSeq;
    out << YAML::Key << "env" << YAML::Value << YAML::BeginSeq;
    out << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "GOODPUT_PLAN" << YAML::Key << "value"
        << YAML::Value;
    quoted(out, c.title);
    out << YAML::EndMap;
    out << YAML::BeginMap << YAML::Key << "name" << YAML::Value << "HF_TOKEN" << YAML::Key << "valueFrom" << YAML::Value
        << YAML::BeginMap << YAML::Key << "secretKeyRef" << YAML::Value << YAML::BeginMap << YAML::Key << "name"
        << YAML::Value << "hf-token" << YAML::Key << "key" << YAML::Value << "token" << YAML::Key << "optional"
        << YAML::Value << true << YAML::EndMap << YAML::EndMap << YAML::EndMap;
    out << YAML::EndSeq;
    out << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "name"
        << YAML::Value << "http" << YAML::Key << "containerPort" << YAML::Value << kVllmPort << YAML::EndMap
        << YAML::EndSeq;
    const char* resource = tpu ? "google.com/tpu" : "nvidia.com/gpu";
    out << YAML::Key << "resources" << YAML::Value << YAML::BeginMap << YAML::Key << "limits" << YAML::Value
        << YAML::BeginMap << YAML::Key << resource << YAML::Value << s.tensorParallel << YAML::EndMap << YAML::EndMap;
    // The weights' load before the first probe; then readiness every 5 s, liveness every 10 s.
    const int start = servingStartSeconds(s);
    probe(out, "startupProbe", 0, 10, std::max(1, start / 10));
    probe(out, "readinessProbe", 0, 5, 3);
    probe(out, "livenessProbe", 0, 10, 3);
    out << YAML::Key << "volumeMounts" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "name"
        << YAML::Value << "shm" << YAML::Key << "mountPath" << YAML::Value << "/dev/shm" << YAML::EndMap
        << YAML::EndSeq;
    out << YAML::EndMap;
}

// Shared memory for the tensor-parallel workers' exchange: 2 GiB an accelerator, at least 8 GiB.
std::string shmSize(const ServingDeploymentConfig& s)
{
    return std::to_string(std::max(8, 2 * s.tensorParallel)) + "Gi";
}

std::string deploymentDocument(const DeploymentConfig& c, std::vector<Text>& dropped)
{
    const ServingDeploymentConfig& s = *c.serving;
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "apiVersion" << YAML::Value << "apps/v1" << YAML::Key << "kind" << YAML::Value << "Deployment";
    metadata(out, c.jobName);
    out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "replicas" << YAML::Value << s.minReplicas;
    out << YAML::Key << "selector" << YAML::Value << YAML::BeginMap << YAML::Key << "matchLabels" << YAML::Value
        << YAML::BeginMap;
    name(out, "app.kubernetes.io/name", c.jobName);
    out << YAML::EndMap << YAML::EndMap;
    out << YAML::Key << "template" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "metadata" << YAML::Value << YAML::BeginMap;
    labels(out, c.jobName);
    out << YAML::EndMap;
    out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    nodeSelector(out, c, dropped);
    out << YAML::Key << "containers" << YAML::Value << YAML::BeginSeq;
    container(out, c);
    out << YAML::EndSeq;
    out << YAML::Key << "volumes" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "name"
        << YAML::Value << "shm" << YAML::Key << "emptyDir" << YAML::Value << YAML::BeginMap << YAML::Key << "medium"
        << YAML::Value << "Memory" << YAML::Key << "sizeLimit" << YAML::Value << shmSize(s) << YAML::EndMap
        << YAML::EndMap << YAML::EndSeq;
    out << YAML::EndMap << YAML::EndMap << YAML::EndMap << YAML::EndMap;
    return emitted(out);
}

std::string serviceDocument(const DeploymentConfig& c)
{
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "apiVersion" << YAML::Value << "v1" << YAML::Key << "kind" << YAML::Value << "Service";
    metadata(out, c.jobName);
    out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "type" << YAML::Value << "ClusterIP";
    out << YAML::Key << "selector" << YAML::Value << YAML::BeginMap;
    name(out, "app.kubernetes.io/name", c.jobName);
    out << YAML::EndMap;
    out << YAML::Key << "ports" << YAML::Value << YAML::BeginSeq << YAML::BeginMap << YAML::Key << "name"
        << YAML::Value << "http" << YAML::Key << "port" << YAML::Value << kVllmPort << YAML::Key << "targetPort"
        << YAML::Value << "http" << YAML::Key << "protocol" << YAML::Value << "TCP" << YAML::EndMap << YAML::EndSeq;
    out << YAML::EndMap << YAML::EndMap;
    return emitted(out);
}

std::string autoscalerDocument(const DeploymentConfig& c)
{
    const ServingDeploymentConfig& s = *c.serving;
    YAML::Emitter out;
    out << YAML::BeginMap;
    out << YAML::Key << "apiVersion" << YAML::Value << "autoscaling/v2" << YAML::Key << "kind" << YAML::Value
        << "HorizontalPodAutoscaler";
    metadata(out, c.jobName);
    out << YAML::Key << "spec" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "scaleTargetRef" << YAML::Value << YAML::BeginMap << YAML::Key << "apiVersion" << YAML::Value
        << "apps/v1" << YAML::Key << "kind" << YAML::Value << "Deployment";
    name(out, "name", c.jobName);
    out << YAML::EndMap;
    out << YAML::Key << "minReplicas" << YAML::Value << s.minReplicas;
    out << YAML::Key << "maxReplicas" << YAML::Value << s.maxReplicas;
    out << YAML::Key << "metrics" << YAML::Value << YAML::BeginSeq << YAML::BeginMap;
    out << YAML::Key << "type" << YAML::Value << "Pods";
    out << YAML::Key << "pods" << YAML::Value << YAML::BeginMap;
    out << YAML::Key << "metric" << YAML::Value << YAML::BeginMap << YAML::Key << "name" << YAML::Value
        << kInFlightMetric << YAML::EndMap;
    out << YAML::Key << "target" << YAML::Value << YAML::BeginMap << YAML::Key << "type" << YAML::Value
        << "AverageValue" << YAML::Key << "averageValue" << YAML::Value;
    quoted(out, std::to_string(static_cast<int>(std::lround(s.inFlightPerReplica))));
    out << YAML::EndMap << YAML::EndMap << YAML::EndMap << YAML::EndSeq;
    out << YAML::EndMap << YAML::EndMap;
    return emitted(out);
}

} // namespace

Deployment exportKubernetes(const DeploymentConfig& c)
{
    Deployment d;
    d.format = DeployFormat::Kubernetes;
    for (Text& t : servingDropped(c, "Kubernetes"))
        d.dropped.push_back(std::move(t));
    const std::string deployment = deploymentDocument(c, d.dropped);
    const std::string body = deployment + "---\n" + serviceDocument(c) + "---\n" + autoscalerDocument(c);
    d.files.push_back({c.jobName + ".k8s.yaml", withHeader(servingHeader(c, d.format, d.dropped), body)});
    return d;
}

} // namespace gp
