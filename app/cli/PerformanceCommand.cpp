#include "PerformanceCommand.h"

#include "MoePerformance.h"

#include "catalog/Catalog.h"
#include "io/Error.h"
#include "performance/LayoutSearch.h"
#include "performance/ModelError.h"
#include "training/ModelFamilies.h"
#include "performance/Network.h"
#include "training/RunLayout.h"
#include "plan/PlanFile.h"
#include "plan/Pricing.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace gpcli {
namespace {

using nlohmann::json;

// What the flags (over a PLAN's training run) ask for.
struct Request {
    gp::StepJob job;
    std::string accelerator;
    gp::LayoutChoices choices;
    gp::Catalog catalog = gp::builtinCatalog();
    int top = 0; // --top N: the N best; 0 without it
    // Where the shape comes from: "plan", "assumed from Llama 3 70B" (a plan without one), or "flags".
    std::string shapeSource = "flags";
    std::optional<gp::ClusterNetwork> network; // the plan's training.network, or the flags'; none: the catalog's
};

int degree(const Arguments& a, const char* name)
{
    return static_cast<int>(a.integer(name, 1, 1 << 20));
}

// The plan's training run as defaults: its shape, parameters, accelerator, precision, optimizer and parallelism.
void fromPlan(const std::string& path, Request& r)
{
    const gp::Plan plan = gp::loadPlanFile(path);
    const gp::TrainingRun& run = plan.training;
    r.catalog = gp::effectiveCatalog(plan);
    r.shapeSource = gp::shapeSourceText(run);
    r.network = run.network;
    const double accelerators = plan.goodput.nodes * plan.goodput.acceleratorsPerNode;
    if (const std::optional<gp::StepJob> job = gp::stepJobOf(run, accelerators)) {
        r.job = *job;
    } else {
        r.job.shape.parameters = run.parameters;
        r.job.globalBatchTokens = run.globalBatchTokens;
        r.job.accelerators = accelerators;
        r.job.precision = run.precision;
        r.job.optimizer = run.optimizer;
    }
    if (const gp::Accelerator* a = gp::selectedAccelerator(plan, r.catalog))
        r.accelerator = a->id;
    r.choices = gp::layoutChoicesOf(run);
}

void shapeFromFlags(const Arguments& a, Request& r)
{
    for (const char* flag : {"layers", "hidden", "heads", "kv-heads", "head-dim", "sequence", "vocab"})
        if (a.has(flag))
            r.shapeSource = "flags";
    if (a.has("params"))
        r.job.shape.parameters = a.number("params");
    if (a.has("layers"))
        r.job.shape.layers = static_cast<double>(a.integer("layers", 1, 100000));
    if (a.has("hidden"))
        r.job.shape.hidden = static_cast<double>(a.integer("hidden", 1, 1 << 24));
    if (a.has("heads"))
        r.job.shape.heads = static_cast<double>(a.integer("heads", 1, 1 << 20));
    if (a.has("kv-heads"))
        r.job.shape.kvHeads = static_cast<double>(a.integer("kv-heads", 1, 1 << 20));
    // A width or head count given without --head-dim: the heads share the width (h / a), not the plan's heads'.
    if (a.has("hidden") || a.has("heads"))
        r.job.shape.headDim = 0;
    if (a.has("head-dim"))
        r.job.shape.headDim = static_cast<double>(a.integer("head-dim", 1, 1 << 20));
    if (a.has("sequence"))
        r.job.shape.seqLen = static_cast<double>(a.integer("sequence", 1, 1 << 26));
    if (a.has("vocab"))
        r.job.shape.vocabulary = static_cast<double>(a.integer("vocab", 0, 1 << 26));
    if (a.has("global-batch-tokens"))
        r.job.globalBatchTokens = a.number("global-batch-tokens");
    if (a.has("accelerators"))
        r.job.accelerators = static_cast<double>(a.integer("accelerators", 1, 1 << 24));
    if (a.has("accelerator"))
        r.accelerator = a.all("accelerator").front();
    if (a.has("precision")) {
        const std::string p = a.all("precision").front();
        if ((p != "bf16" && p != "fp8") || !gp::parsePrecision(p, r.job.precision))
            throw gp::Error(gp::ErrorCode::UnknownValue, "--precision", "'" + p.substr(0, 20) + "'; bf16 or fp8");
    }
    const bool plan = !a.positional().empty();
    // An MoE model counts its parameters from its shape; a preset (--model) brings the shape.
    const bool preset = a.has("model"), moe = wantsMoe(a);
    for (const char* needed : {"params", "layers", "hidden", "heads", "sequence", "accelerator", "accelerators"})
        if (!plan && !a.has(needed) && !(moe && std::string(needed) == "params") &&
            !(preset && std::string(needed) != "accelerator" && std::string(needed) != "accelerators"))
            throw UsageError(std::string("missing --") + needed + " (or a PLAN)");
    if (!plan && !a.has("global-batch-tokens"))
        throw UsageError("missing --global-batch-tokens (or a PLAN)");
    if (!preset && (r.job.shape.layers <= 0 || r.job.shape.hidden <= 0))
        throw UsageError("the plan has no model shape: give --layers, --hidden, --heads and --sequence");
}

void layoutFromFlags(const Arguments& a, Request& r)
{
    if (a.has("tensor"))
        r.choices.tensor = degree(a, "tensor");
    if (a.has("pipeline"))
        r.choices.pipeline = degree(a, "pipeline");
    if (a.has("context"))
        r.choices.context = degree(a, "context");
    if (a.has("micro-batch"))
        r.choices.microBatch = degree(a, "micro-batch");
    if (a.has("interleave"))
        r.choices.interleave = degree(a, "interleave");
    if (a.has("sharding")) {
        const std::string s = a.all("sharding").front();
        gp::Sharding sharding{};
        if (s == "none")
            sharding = gp::Sharding::Replicated;
        else if (!gp::parseSharding(s, sharding) || s == "replicated")
            throw gp::Error(gp::ErrorCode::UnknownValue, "--sharding",
                            "'" + s.substr(0, 20) + "'; none, zero1, zero2, zero3, fsdp or hsdp");
        r.choices.sharding = sharding;
    }
    if (a.has("recompute")) {
        const std::string s = a.all("recompute").front();
        gp::Recompute recompute{};
        if (!gp::parseRecompute(s, recompute))
            throw gp::Error(gp::ErrorCode::UnknownValue, "--recompute",
                            "'" + s.substr(0, 20) + "'; none, selective, full, minimal or offloaded");
        r.choices.recompute = recompute;
    }
    if (a.has("top"))
        r.top = static_cast<int>(a.integer("top", 1, 100));
    if (a.has("tp-overlap"))
        r.choices.tpCommOverlap = true;
    if (a.has("unfused-attention"))
        r.job.shape.fusedAttention = false;
    if (a.has("grad-reduce")) {
        const std::string g = a.all("grad-reduce").front();
        if (g != "fp32" && g != "bf16")
            throw gp::Error(gp::ErrorCode::UnknownValue, "--grad-reduce", "'" + g.substr(0, 20) + "'; fp32 or bf16");
        r.choices.gradientPrecision = g == "fp32" ? gp::GradientPrecision::Fp32 : gp::GradientPrecision::Training;
    }
}

// --network PRESET, --scale-out-gbps (Gb/s an accelerator) and --scale-up-domain over the plan's training.network:
// the cluster's network in place of the catalog's machine type's (docs/model.md section 23).
void networkFromFlags(const Arguments& a, Request& r)
{
    if (!a.has("network") && !a.has("scale-out-gbps") && !a.has("scale-up-domain"))
        return;
    gp::ClusterNetwork n = r.network.value_or(gp::ClusterNetwork{});
    if (a.has("network")) {
        n = gp::ClusterNetwork{};
        n.preset = a.all("network").front();
    }
    if (a.has("scale-out-gbps"))
        n.scaleOutGbps = a.number("scale-out-gbps");
    if (a.has("scale-up-domain"))
        n.scaleUpDomain = a.number("scale-up-domain");
    try {
        gp::checkNetwork(n, "network");
    } catch (const gp::Error& e) {
        const std::string& field = e.subject();
        const std::string flag = field == "network.preset"           ? "--network"
                                 : field == "network.scale_out_gbps" ? "--scale-out-gbps"
                                                                     : "--scale-up-domain";
        throw gp::Error(e.code(), flag, e.detail());
    }
    r.network = n;
}

// The core names a field ("micro_batch"); the command line names its flag ("--micro-batch") where it has one.
[[noreturn]] void rethrowWithFlag(const gp::Error& e)
{
    static const char* const flags[] = {"params", "layers", "hidden", "heads", "kv_heads", "head_dim", "sequence", "vocab",
                                        "global_batch_tokens", "accelerators", "tensor", "pipeline", "context",
                                        "micro_batch", "interleave", "top"};
    for (const char* f : flags)
        if (e.subject() == f) {
            std::string flag = "--" + e.subject();
            for (char& c : flag)
                if (c == '_')
                    c = '-';
            throw gp::Error(e.code(), flag, e.detail());
        }
    throw e;
}

// The network the step was modelled on: Gb/s an accelerator between domains, the domain, and where they come from.
json networkJson(const Request& r, const gp::Accelerator& accelerator)
{
    return {{"scale_out_gbps", accelerator.scaleOutGbps ? json(*accelerator.scaleOutGbps * 8.0) : json(nullptr)},
            {"scale_up_domain", accelerator.scaleUpDomain ? json(*accelerator.scaleUpDomain) : json(nullptr)},
            {"source", !r.network ? std::string("catalog")
                       : r.network->preset.empty() ? std::string("given")
                                                   : r.network->preset}};
}

json run(const Request& r, const gp::Accelerator& accelerator)
{
    const gp::Fabric fabric = gp::fabricOf(accelerator, r.job.precision);
    const gp::LayoutChoices& c = r.choices;
    if (c.tensor && c.pipeline && r.top == 0) {
        json out = stepJson(gp::stepTime(r.job, fabric, givenLayout(c, r.job.accelerators)));
        out["accelerator"] = accelerator.id;
        out["shape_source"] = r.shapeSource;
        out["network"] = networkJson(r, accelerator);
        return out;
    }
    const std::vector<gp::StepTime> found = gp::searchLayouts(r.job, fabric, c, std::max(1, r.top));
    if (found.empty())
        throw gp::Error(gp::ErrorCode::OutOfRange, "--accelerators",
                        "no layout whose batch divides among its replicas fits the memory of " + std::to_string(static_cast<long long>(r.job.accelerators)) +
                            " " + accelerator.id);
    json out = stepJson(found.front());
    out["accelerator"] = accelerator.id;
    out["shape_source"] = r.shapeSource;
    out["network"] = networkJson(r, accelerator);
    if (r.top > 0) {
        json layouts = json::array();
        for (const gp::StepTime& st : found)
            layouts.push_back(stepJson(st));
        out["layouts"] = layouts;
    }
    return out;
}

} // namespace

gp::Layout givenLayout(const gp::LayoutChoices& c, double accelerators)
{
    gp::Layout l;
    l.tensor = c.tensor.value_or(1);
    l.pipeline = c.pipeline.value_or(1);
    l.context = c.context.value_or(1);
    l.microBatch = c.microBatch.value_or(1);
    l.interleave = c.interleave.value_or(1);
    l.sharding = c.sharding.value_or(gp::Sharding::Zero1);
    l.recompute = c.recompute.value_or(gp::Recompute::None);
    l.tpCommOverlap = c.tpCommOverlap;
    l.gradientPrecision = c.gradientPrecision;
    const long long model = static_cast<long long>(l.tensor) * l.pipeline * l.context;
    const auto g = static_cast<long long>(accelerators);
    l.data = model > 0 && g % model == 0 ? static_cast<int>(g / model) : 1;
    return l;
}

json layoutJson(const gp::Layout& l)
{
    json out{{"tensor", l.tensor},
             {"pipeline", l.pipeline},
             {"data", l.data},
             {"context", l.context},
             {"micro_batch", l.microBatch},
             {"interleave", l.interleave},
             {"sharding", l.sharding == gp::Sharding::Replicated ? "none" : std::string(gp::shardingId(l.sharding))},
             {"recompute", std::string(gp::recomputeId(l.recompute))},
             {"tp_comm_overlap", l.tpCommOverlap},
             {"grad_reduce", l.gradientPrecision == gp::GradientPrecision::Fp32 ? "fp32" : "bf16"}};
    if (l.experts()) { // a Mixture-of-Experts layout's expert degrees (model.md section 26)
        out["expert_parallel"] = l.expertParallel;
        out["expert_tensor"] = l.expertTensor;
        out["expert_data"] = l.expertData();
    }
    return out;
}

json stepJson(const gp::StepTime& st)
{
    const gp::StepBreakdown& b = st.breakdown;
    json out{{"mfu", st.mfu},
             {"hfu", st.hfu},
             {"tokens_per_second", st.tokensPerSecond},
             {"step_seconds", st.stepSeconds},
             {"breakdown_seconds",
              {{"compute", b.compute},
               {"tensor_parallel", b.tensorParallel},
               {"context_parallel", b.contextParallel},
               {"pipeline_bubble", b.pipelineBubble},
               {"pipeline_p2p", b.pipelineP2p},
               {"data_parallel", b.dataParallel},
               {"recompute", b.recompute},
               {"multislice", b.multislice}}},
             {"memory_gb_per_accelerator", st.memoryGb},
             {"fits", st.fits},
             {"layout", layoutJson(st.layout)},
             // The layers of each pipeline stage, uneven where p does not divide them (docs/model.md section 23).
             {"stages", st.stages.layers()},
             {"split", gp::stageSplitText(st.stages)},
             // The model's held-out error as a fraction (docs/model.md section 23, "Held-out error").
             {"error_band", gp::heldOutErrorBand()}};
    if (st.layout.experts())
        out["breakdown_seconds"]["expert_all_to_all"] = b.expertAllToAll;
    return out;
}

json performanceCommand(const Arguments& a)
{
    Request r;
    if (!a.positional().empty()) {
        fromPlan(a.positional().front(), r);
        // A plan's layout is its starting point; a flag for one degree lets the search choose the others.
        if (a.has("tensor") || a.has("pipeline") || a.has("top")) {
            r.choices.tensor.reset();
            r.choices.pipeline.reset();
        }
    }
    // Degrees the plan holds (no flag replaced them) are refused by the plan's field, not by a flag never given.
    const bool planDegrees = !a.positional().empty() && r.choices.pipeline && !a.has("pipeline") && !a.has("tensor");
    shapeFromFlags(a, r);
    layoutFromFlags(a, r);
    networkFromFlags(a, r);
    const gp::Accelerator* accelerator = r.catalog.find(r.accelerator);
    if (!accelerator) {
        std::string ids;
        for (const gp::Accelerator& x : r.catalog.accelerators)
            ids += (ids.empty() ? "" : ", ") + x.id;
        throw gp::Error(gp::ErrorCode::UnknownValue, "--accelerator", "'" + r.accelerator.substr(0, 40) + "'; catalog: " + ids);
    }
    try {
        if (wantsMoe(a)) {
            const gp::Accelerator withNetwork = gp::withNetwork(*accelerator, r.network);
            json out = moePerformance(a, r.job, r.choices, withNetwork);
            out["accelerator"] = accelerator->id;
            out["shape_source"] = a.has("model") ? "preset " + a.all("model").front() : r.shapeSource;
            out["network"] = networkJson(r, withNetwork);
            return out;
        }
        return run(r, gp::withNetwork(*accelerator, r.network));
    } catch (const gp::Error& e) {
        if (planDegrees && (e.subject() == "pipeline" || e.subject() == "tensor"))
            throw gp::Error(e.code(), "training.parallelism." + e.subject(), e.detail());
        rethrowWithFlag(e);
    }
}

} // namespace gpcli
