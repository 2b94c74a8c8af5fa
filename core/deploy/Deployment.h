#pragma once

#include "catalog/Catalog.h"
#include "catalog/TpuSlices.h"
#include "goodput/GoodputInputs.h"
#include "i18n/Text.h"
#include "plan/Plan.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

struct Evaluation;

// The schedulers' files a plan is exported as (docs/deploy.md): a SkyPilot task, a GKE JobSet with its Kueue
// queue, a Slurm batch script; a serving plan as a SkyPilot Serve task or Kubernetes manifests for vLLM.
enum class DeployFormat { SkyPilot, Gke, Slurm, Kubernetes };
std::string_view deployFormatId(DeployFormat f); // "skypilot", "gke", "slurm", "kubernetes"
bool parseDeployFormat(std::string_view id, DeployFormat& out);
const std::vector<DeployFormat>& deployFormats();

// What a serving plan's exports run (docs/deploy.md, "Serving"): vLLM replicas of the served accelerator, sized by
// the plan's serving figures. Texts pass the safe-text rule.
struct ServingDeploymentConfig {
    std::string model;          // the plan's model, as it names it
    std::string modelId;        // what vLLM loads: the model's Hugging Face id where it is known, else its name
    bool modelIdKnown = false;  // false: the files name the model by the plan's name (listed as dropped)
    std::string precision;      // "bf16", "fp8", ...: the weights' format
    int tensorParallel = 1;     // accelerators a replica (--tensor-parallel-size)
    int batchCap = 1;           // sequences a replica serves at once (--max-num-seqs)
    int contextTokens = 4096;   // --max-model-len
    double memoryUtilization = 0.9; // --gpu-memory-utilization: the memory the runtime does not keep
    bool cudaGraphs = true;     // false: --enforce-eager
    double weightsGb = 0;       // a replica's weights, for the start-up delay
    int minReplicas = 1;        // for the average traffic, spares included
    int maxReplicas = 1;        // for the peak traffic, spares included (the plan's replicas)
    int spareReplicas = 0;
    double requestsPerSecond = 0;     // average
    double peakRequestsPerSecond = 0;
    double requestsPerSecondPerReplica = 0; // what one replica serves within the targets
    double inFlightPerReplica = 1;    // requests in flight on a replica at that rate (Little's law), the HPA's target
    std::optional<double> ttftTarget; // seconds
    std::optional<double> tpotTarget;
    double ttftP90 = 0;
    double tpotP90 = 0;
    bool fits = true;                 // the replica holds the model
    bool meetsLatency = true;
    double pricePerMonth = 0;         // USD, every replica
    std::optional<double> costPerMillionTokens; // none without traffic
};

// What a deployment runs: the evaluated plan's configuration and the figures its header states. Every field comes
// from the plan or its evaluation (docs/deploy.md maps each to where it goes).
struct DeploymentConfig {
    std::string title;    // the plan's title, as the header names it (one line, no control characters)
    std::string scenario; // the scenario exported; empty: the base
    std::string date;     // the day of the export, "2026-12-06"
    std::string jobName;  // the user's, or from the title and scenario (deployNameFor: "llm-70b-pretraining-k3x9q2")
    Accelerator accelerator;
    int nodes = 1;
    int acceleratorsPerNode = 1;
    int hotSpares = 0;
    Provisioning provisioning = Provisioning::OnDemand;
    // Checkpointing, as the job's environment carries it.
    Duration checkpointInterval;
    bool asyncCheckpoint = false;
    bool autoCheckpoint = false;
    Duration gracePeriod;     // the shorter of the maintenance and (on Spot) the Spot grace period
    int retainedCheckpoints = 3;
    bool fastTier = false;
    Duration fastInterval;
    bool inJobRestart = false;
    double checkpointStateGb = 0;
    double imageSizeGb = 0;
    // The figures the header states.
    double goodput = 0;       // ML Productivity Goodput
    double wallDays = 0;      // the run's wall time: the waits and the running time, interruptions included
    double runningDays = 0;   // from the first start to the end
    double cost = 0;          // USD, as the provisioning is sold
    double interruptions = 0; // expected over the running time
    int flexRequests = 0;     // DWS flex-start: requests of at most 7 days
    // A serving plan's service; none for a training plan. Set, the formats are SkyPilot (a SkyPilot Serve task)
    // and Kubernetes, and accelerators() counts the peak's replicas.
    std::optional<ServingDeploymentConfig> serving;

    int accelerators() const { return nodes * acceleratorsPerNode; }
};

// The configuration of an evaluated plan, exported on `date`, its job named `name` (checkDeployName) or, when that
// is empty, from the plan (deployNameFor). Every text passes the one safe-text rule (io/SafeText.h). A serving plan
// gives its service (servingDeploymentConfig). Throws gp::Error for a training plan that prices no accelerator, a
// serving plan that serves on none, and a name that is not one.
DeploymentConfig deploymentConfig(const Evaluation& evaluation, std::string scenario, std::string date,
                                  const std::string& name = {});

// The figures that size the files (docs/deploy.md, "Sizing"):
int deployTimeLimitHours(const DeploymentConfig& c);   // the wall days with a quarter's margin, whole hours
int deployMaxRestarts(const DeploymentConfig& c);      // twice the run's expected interruptions, at least 3
int deployDiskGb(const DeploymentConfig& c);           // the image and two checkpoint shards, at least 256 GB

// Why `format` cannot run the configuration as it was priced, or nothing: a training job is no service (Kubernetes),
// a service no batch job (GKE, Slurm), a replica that does not hold the model or spans TPU hosts; Slurm schedules no TPU; a SkyPilot task
// asks for one TPU slice; a TPU job no slice layout runs (see tpuLayout), or a TPU generation the table lacks.
std::optional<Text> deployRefusal(const DeploymentConfig& c, DeployFormat format);
// exportDeployment()'s refusal: what() is the reason in English.
class DeployRefused : public std::runtime_error {
public:
    explicit DeployRefused(Text reason);
    const Text& reason() const { return reason_; }

private:
    Text reason_;
};

// One file of an export: its name (no folder) and its text.
struct DeploymentFile {
    std::string name;
    std::string text;
};

// An export: the files, and what of the plan the format cannot express (each a sentence; never silently dropped).
struct Deployment {
    DeployFormat format = DeployFormat::SkyPilot;
    std::vector<DeploymentFile> files;
    std::vector<Text> dropped;
};

// Throws DeployRefused where deployRefusal() gives a reason: no file is written for a job the format cannot run.
Deployment exportDeployment(const DeploymentConfig& c, DeployFormat format);

// Notes in the plan that `d` was exported (Plan::deployments, which the proposal lists), the oldest record dropped
// past kMaxDeploymentRecords.
void recordDeployment(Plan& plan, const Deployment& d, const DeploymentConfig& c);

// The environment every export gives the training job (docs/deploy.md, "The job's environment"), in order.
std::vector<std::pair<std::string, std::string>> deployEnvironment(const DeploymentConfig& c);
// What the sizing had to clamp to a scheduler's range (docs/deploy.md, "Sizing"), a sentence each for "Dropped",
// where the format writes the figure: a Slurm time limit past 365 days or grace period past sbatch's 65,535 s,
// more than 10,000 restarts of a task or a JobSet, a task's disk past 64 TB.
std::vector<Text> deployClamped(const DeploymentConfig& c, DeployFormat format);
// sbatch's --signal time: the grace period in whole seconds, 1 to 65,535.
int slurmSignalSeconds(const DeploymentConfig& c);
// The comment lines every file opens with: the plan, its figures, the date and what was dropped (without "# "),
// each through safeLine().
std::vector<std::string> deployHeader(const DeploymentConfig& c, DeployFormat format, const std::vector<Text>& dropped);

} // namespace gp
