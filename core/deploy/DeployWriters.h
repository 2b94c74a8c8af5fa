#pragma once

// The three writers behind exportDeployment() (core/deploy/Deployment.h), and what they share.
#include "deploy/Deployment.h"

#include <string>
#include <vector>

namespace YAML {
class Emitter;
}

namespace gp {

Deployment exportSkyPilot(const DeploymentConfig& c);
Deployment exportGke(const DeploymentConfig& c);
Deployment exportSlurm(const DeploymentConfig& c);
// A serving plan's (ServingExport.cpp, KubernetesExport.cpp).
Deployment exportSkyPilotServe(const DeploymentConfig& c);
Deployment exportKubernetes(const DeploymentConfig& c);

// A serving plan's configuration (ServingConfig.cpp), for deploymentConfig().
DeploymentConfig servingDeploymentConfig(const Evaluation& e, std::string scenario, std::string date,
                                         const std::string& name);
// Why the format cannot run the configuration for its kind: a training job as Kubernetes manifests, a service as a
// GKE JobSet or a Slurm script, or a service whose replica does not hold the model or spans several TPU hosts.
std::optional<Text> servingRefusal(const DeploymentConfig& c, DeployFormat format);
// A serving export's header lines (without "# "), each through safeLine().
std::vector<std::string> servingHeader(const DeploymentConfig& c, DeployFormat format, const std::vector<Text>& dropped);
// What both serving formats cannot carry: the latency targets, a reservation, a model without a known id, weights
// vLLM quantizes only from a quantized checkpoint, a TPU's image.
std::vector<Text> servingDropped(const DeploymentConfig& c, std::string_view format);
// vLLM's arguments after "vllm serve MODEL", every value from the plan.
std::vector<std::string> vllmArguments(const ServingDeploymentConfig& s);
// Seconds before the first readiness probe: the weights' download and load (docs/deploy.md, "Serving").
int servingStartSeconds(const ServingDeploymentConfig& s);
// The container image the service runs (pinned).
inline constexpr const char* kVllmImage = "vllm/vllm-openai:v0.11.0";
inline constexpr int kVllmPort = 8000;

// The header's lines as comments ("# ..."), then the body.
std::string withHeader(const std::vector<std::string>& header, const std::string& body);
// A string scalar in double quotes: a label's "true" or an environment variable's "3600" stays a string.
void quoted(YAML::Emitter& out, const std::string& s);
// The emitter's document; throws std::logic_error if the emitter holds an error (a writer's mistake, never input's).
std::string emitted(const YAML::Emitter& out);

// v with `decimals` digits after the point, as the files' headers and arguments write figures ("0.90").
std::string deployFixed(double v, int decimals);

// A header's lines, then what was dropped (or that nothing was), each through safeLine().
std::vector<std::string> withDropped(std::vector<std::string> lines, const std::vector<Text>& dropped);

// Sentences shared by the writers' lists of what was dropped.
Text droppedHotSpares(std::string_view format);
Text droppedProvisioning(Provisioning p, std::string_view format);

} // namespace gp
