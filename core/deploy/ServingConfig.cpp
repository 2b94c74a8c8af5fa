// A serving plan's deployment (docs/deploy.md, "Serving"): the configuration its exports run, what each format
// refuses and drops, the header, and vLLM's command line, shared by the SkyPilot Serve task and the Kubernetes
// manifests.
#include "deploy/DeployNames.h"
#include "deploy/DeployWriters.h"
#include "io/Error.h"
#include "io/SafeText.h"
#include "plan/Evaluate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

namespace gp {
namespace {

// The Hugging Face repositories of the served models' instruction-tuned releases: a chat service serves these, and
// their shapes are the base models' the plan sizes.
struct ModelRepository {
    const char* model;
    const char* id;
};
constexpr ModelRepository kModelRepositories[] = {
    {"llama-2-7b", "meta-llama/Llama-2-7b-chat-hf"},
    {"llama-2-70b", "meta-llama/Llama-2-70b-chat-hf"},
    {"llama-3.1-8b", "meta-llama/Llama-3.1-8B-Instruct"},
    {"llama-3.1-70b", "meta-llama/Llama-3.1-70B-Instruct"},
    {"llama-3.1-405b", "meta-llama/Llama-3.1-405B-Instruct"},
    {"mistral-7b", "mistralai/Mistral-7B-Instruct-v0.3"},
    {"gemma-2-27b", "google/gemma-2-27b-it"},
};

// The figures of the served accelerator that size the replicas.
void sizeReplicas(ServingDeploymentConfig& s, const InferencePlan& served, const InferenceRequest& r)
{
    s.maxReplicas = std::max(1, served.replicas);
    s.spareReplicas = std::clamp(served.spareReplicas, 0, s.maxReplicas - 1);
    s.requestsPerSecond = r.requestsPerSecond;
    s.peakRequestsPerSecond = r.peakRequestsPerSecond > 0 ? r.peakRequestsPerSecond : r.requestsPerSecond;
    s.requestsPerSecondPerReplica = served.requestsPerSecondPerReplica;
    const double perReplica = served.requestsPerSecondPerReplica;
    const bool traffic = r.requestsPerSecond > 0 && std::isfinite(perReplica) && perReplica > 0;
    const double forAverage = traffic ? std::ceil(r.requestsPerSecond / perReplica - 1e-9) : 1.0;
    s.minReplicas = std::clamp(static_cast<int>(forAverage) + s.spareReplicas, 1, s.maxReplicas);
    // Little's law: a replica at its rate holds its rate times a request's time in flight.
    const double e2e = served.ttft + served.tpot * std::max(0.0, r.outputTokens - 1.0);
    const double inFlight = traffic ? std::ceil(perReplica * e2e - 1e-9) : 1.0;
    s.inFlightPerReplica = std::clamp(std::isfinite(inFlight) ? inFlight : 1.0, 1.0, double(std::max(1, s.batchCap)));
}

} // namespace

DeploymentConfig servingDeploymentConfig(const Evaluation& e, std::string scenario, std::string date,
                                         const std::string& name)
{
    const Plan& plan = *e.plan;
    const std::string subject = plan.title.empty() ? std::string("the plan") : std::string(clipUtf8(safeLine(plan.title), 60));
    const Accelerator* accelerator = e.served ? e.catalog().find(e.served->accelerator) : nullptr;
    if (!accelerator)
        throw Error(ErrorCode::NothingToDeploy, subject, "no accelerator serves the model");
    if (!name.empty())
        checkDeployName(name, "--name");
    const InferencePlan& served = *e.served;
    const InferenceRequest& r = plan.inference.request;
    ServingDeploymentConfig s;
    s.model = safeLine(r.model.name);
    for (const ModelRepository& m : kModelRepositories)
        if (r.model.name == m.model) {
            s.modelId = m.id;
            s.modelIdKnown = true;
        }
    if (!s.modelIdKnown)
        s.modelId = s.model;
    s.precision = std::string(weightPrecisionId(r.precision));
    s.tensorParallel = std::max(1, served.acceleratorsPerReplica);
    s.batchCap = std::max(1, served.batch);
    s.contextTokens = static_cast<int>(std::clamp(std::round(r.context), 1.0, 1e7));
    s.memoryUtilization = std::round(100.0 * (1.0 - r.efficiency.runtimeReserve)) / 100.0;
    s.cudaGraphs = r.cudaGraphs;
    s.weightsGb = served.memory.weights;
    sizeReplicas(s, served, r);
    s.ttftTarget = r.ttft;
    s.tpotTarget = r.tpot;
    s.ttftP90 = served.ttftP90;
    s.tpotP90 = served.tpotP90;
    s.fits = served.fits;
    s.meetsLatency = served.meetsLatency;
    s.pricePerMonth = served.pricePerMonth;
    if (served.hasCostPerMillionTokens())
        s.costPerMillionTokens = served.costPerMillionTokens;

    DeploymentConfig c;
    c.title = safeLine(plan.title);
    c.scenario = safeLine(scenario);
    c.date = safeLine(date);
    c.jobName = name.empty() ? deployNameFor(plan.title, scenario) : name;
    c.accelerator = *accelerator;
    c.accelerator.name = safeLine(c.accelerator.name);
    c.accelerator.id = safeLine(c.accelerator.id);
    c.nodes = s.maxReplicas;
    c.acceleratorsPerNode = s.tensorParallel;
    c.provisioning = plan.goodput.provisioning;
    c.cost = served.pricePerMonth;
    c.serving = std::move(s);
    return c;
}

std::optional<Text> servingRefusal(const DeploymentConfig& c, DeployFormat format)
{
    if (!c.serving) {
        if (format != DeployFormat::Kubernetes)
            return std::nullopt;
        return Text(GP_TEXT("The Kubernetes manifests run vLLM, which serves a model, and this plan trains one. "
                            "Export it for GKE, whose JobSet runs a training job, or as a SkyPilot task."));
    }
    if (format == DeployFormat::Gke)
        return Text(GP_TEXT("A serving plan runs a standing service, and a GKE JobSet runs a batch job that ends. "
                            "Export it as a SkyPilot Serve task or as Kubernetes manifests for vLLM."));
    if (format == DeployFormat::Slurm)
        return Text(GP_TEXT("A serving plan runs a standing service, and a Slurm script runs a batch job that ends. "
                            "Export it as a SkyPilot Serve task or as Kubernetes manifests for vLLM."));
    const Text accelerator = Text::verbatim(c.accelerator.name);
    if (!c.serving->fits)
        return Text(GP_TEXT("A replica of %1 x %2 does not hold the model and its batch: change the accelerator, its "
                            "count or the precision."),
                    {Text::number(c.serving->tensorParallel), accelerator});
    const DeployNames* names = c.accelerator.deploy ? &*c.accelerator.deploy : nullptr;
    if (names && names->tpu()) {
        const TpuLayout layout = tpuLayout(c.serving->tensorParallel, names->gkeAccelerator);
        if (layout.slices != 1 || layout.nodes() != 1)
            return Text(GP_TEXT("A vLLM replica runs on one TPU host, and a replica of %1 chips of the %2 is no "
                                "single-host slice. Change the tensor degree to a single-host slice's chips."),
                        {Text::number(c.serving->tensorParallel), accelerator});
    }
    return std::nullopt;
}

std::vector<Text> servingDropped(const DeploymentConfig& c, std::string_view format)
{
    const ServingDeploymentConfig& s = *c.serving;
    std::vector<Text> dropped;
    const Text fmt = Text::verbatim(std::string(format));
    if (!s.modelIdKnown)
        dropped.push_back(Text(GP_TEXT("The model's repository: this version knows none for %1, so the files name "
                                       "it as the plan does; replace it with the repository vLLM loads."),
                               {Text::verbatim(s.model)}));
    if (s.precision == "int8" || s.precision == "int4" || s.precision == "fp4")
        dropped.push_back(Text(GP_TEXT("The %1 weights: vLLM reads them from a checkpoint quantized to that format; "
                                       "name such a checkpoint as the model."),
                               {Text::verbatim(s.precision)}));
    if (s.ttftTarget || s.tpotTarget)
        dropped.push_back(Text(GP_TEXT("The latency targets: %1 scales on load, not on latency; the replicas and "
                                       "the load a replica takes are sized to meet them."),
                               {fmt}));
    if (c.provisioning == Provisioning::Reservation || c.provisioning == Provisioning::Reservation3y || c.provisioning == Provisioning::DwsCalendar)
        dropped.push_back(Text(GP_TEXT("The reservation: %1 cannot name one. Name it in the cluster's or the "
                                       "cloud's own configuration."),
                               {fmt}));
    if (c.accelerator.deploy && c.accelerator.deploy->tpu())
        dropped.push_back(Text(GP_TEXT("The TPU image: %1 runs GPUs; use vLLM's TPU image instead."),
                               {Text::verbatim(kVllmImage)}));
    return dropped;
}

std::vector<std::string> vllmArguments(const ServingDeploymentConfig& s)
{
    std::vector<std::string> args{"--tensor-parallel-size", std::to_string(s.tensorParallel),
                                  "--max-num-seqs",         std::to_string(s.batchCap),
                                  "--max-model-len",        std::to_string(s.contextTokens),
                                  "--gpu-memory-utilization", deployFixed(s.memoryUtilization, 2)};
    if (s.precision == "fp8")
        args.insert(args.end(), {"--quantization", "fp8", "--kv-cache-dtype", "fp8"});
    else if (s.precision == "bf16")
        args.insert(args.end(), {"--dtype", "bfloat16"});
    if (!s.cudaGraphs)
        args.emplace_back("--enforce-eager");
    args.insert(args.end(), {"--host", "0.0.0.0", "--port", std::to_string(kVllmPort)});
    return args;
}

int servingStartSeconds(const ServingDeploymentConfig& s)
{
    // Ten minutes, and 6 s a GB of weights (a download at about 170 MB/s and the load), in whole minutes.
    const double seconds = 600.0 + 6.0 * std::max(0.0, s.weightsGb);
    return static_cast<int>(std::min(86400.0, std::ceil(seconds / 60.0) * 60.0));
}

std::vector<std::string> servingHeader(const DeploymentConfig& c, DeployFormat format, const std::vector<Text>& dropped)
{
    const ServingDeploymentConfig& s = *c.serving;
    const auto ms = [](double seconds) { return deployFixed(1000.0 * seconds, 0) + " ms"; };
    std::vector<std::string> lines{
        "Goodput Planner deployment (" + std::string(deployFormatId(format)) + ") of the plan \"" + c.title + "\"" +
            (c.scenario.empty() ? std::string() : ", scenario \"" + c.scenario + "\""),
        "Exported " + c.date + ". What each field comes from: Goodput Planner's manual, \"Deployment files\" "
                               "(installed as /usr/share/doc/goodput-planner/deploy.md.gz).",
        "vLLM serving " + s.model + " (" + s.precision + ") as " + s.modelId + ": replicas of " +
            std::to_string(s.tensorParallel) + " x " + c.accelerator.name + ", " + std::string(provisioningId(c.provisioning)),
        std::to_string(s.minReplicas) + " replicas at the average traffic, " + std::to_string(s.maxReplicas) +
            " at the peak (" + std::to_string(s.spareReplicas) + " spares included); " +
            deployFixed(s.requestsPerSecondPerReplica, 2) + " requests/s a replica",
        "Batch cap " + std::to_string(s.batchCap) + ", context " + std::to_string(s.contextTokens) +
            " tokens; TTFT p90 " + ms(s.ttftP90) + ", TPOT p90 " + ms(s.tpotP90) +
            (s.meetsLatency ? std::string() : " (the targets are missed)"),
        "Cost " + deployFixed(s.pricePerMonth, 0) + " USD a month at the peak's replicas" +
            (s.costPerMillionTokens ? "; " + deployFixed(*s.costPerMillionTokens, 2) + " USD per million tokens" : std::string()),
    };
    if (format == DeployFormat::Kubernetes)
        lines.push_back("The autoscaler reads vLLM's vllm:num_requests_running as vllm_num_requests_running from the "
                        "cluster's custom metrics adapter (Prometheus Adapter), " + deployFixed(s.inFlightPerReplica, 0) + " requests in flight a replica; the token, if "
                        "the model needs one, is the secret hf-token (key token)");
    else
        lines.emplace_back("Pass a Hugging Face token, if the model needs one, as HF_TOKEN (sky serve up --env)");
    return withDropped(std::move(lines), dropped);
}

} // namespace gp
