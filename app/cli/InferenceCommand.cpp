#include "InferenceCommand.h"

#include "Commands.h"

#include "catalog/Catalog.h"
#include "training/CostModel.h"
#include "inference/Inference.h"
#include "io/Error.h"
#include "io/JsonFields.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace gpcli {

using nlohmann::json;

namespace {

int count(const Arguments& a, const char* name, int lo, int hi)
{
    return static_cast<int>(a.integer(name, lo, hi));
}

} // namespace

json inferencePlanJson(const gp::InferencePlan& p)
{
    return {{"accelerator", p.accelerator},
            {"accelerators_per_replica", p.acceleratorsPerReplica},
            {"fits", p.fits},
            {"memory_gb",
             {{"weights", p.memory.weights},
              {"kv_cache", p.memory.kvCache},
              {"other", p.memory.other},
              {"total", p.memory.total}}},
            {"max_batch", p.maxBatch},
            {"batch", p.batch},
            {"prefill_tokens_per_second_per_replica", p.prefillTokensPerSecond},
            {"decode_tokens_per_second_per_replica", p.decodeTokensPerSecond},
            {"ttft_seconds", p.ttft},
            {"tpot_seconds", p.tpot},
            // Under load: at the concurrency (requests in flight), the medians and 90th percentiles, seconds.
            {"concurrency", p.concurrency},
            {"ttft_p50", p.ttft},
            {"ttft_p90", p.ttftP90},
            {"tpot_p50", p.tpot},
            {"tpot_p90", p.tpotP90},
            {"ttft_mean", p.ttftMean},
            {"tpot_mean", p.tpotMean},
            {"output_tokens_per_second_per_replica", p.outputTokensPerSecond},
            {"requests_per_second_per_replica", p.requestsPerSecondPerReplica},
            {"replicas", p.replicas},
            {"spare_replicas", p.spareReplicas},
            {"price_per_hour", p.pricePerHour},
            {"price_per_month", p.pricePerMonth},
            // Null without traffic, the reason beside it ("no traffic"); the reason is null when there is a cost.
            {"cost_per_million_tokens", p.hasCostPerMillionTokens() ? json(p.costPerMillionTokens) : json(nullptr)},
            {"cost_per_million_tokens_reason", p.hasCostPerMillionTokens() ? json(nullptr) : json(p.costReason)},
            {"meets_latency", p.meetsLatency},
            {"limit", p.limit.empty() ? json(nullptr) : json(p.limit)}};
}


namespace {

// The flags that hold for a plan too: the concurrency the latencies are for, and decode without CUDA graphs.
void servingFlags(const Arguments& a, gp::InferenceRequest& r)
{
    if (a.has("concurrency"))
        r.concurrency = count(a, "concurrency", 1, 100000);
    if (a.has("eager"))
        r.cudaGraphs = false;
}

// The request as the flags give it (no PLAN). Without --requests-per-second its traffic is 0 here; the command then
// serves what one replica of the accelerator serves (trafficOfOneReplica).
gp::InferenceRequest requestFromFlags(const Arguments& a)
{
    gp::InferenceRequest r;
    for (const char* needed : {"context", "batch", "precision", "accelerator"})
        if (!a.has(needed))
            throw UsageError(std::string("missing --") + needed + " (or an inference PLAN)");
    if (a.has("model")) {
        const gp::ServedModel* m = gp::findServedModel(a.all("model").front());
        if (!m) {
            std::string names;
            for (const gp::ServedModel& s : gp::servedModels())
                names += (names.empty() ? "" : ", ") + s.name;
            throw gp::Error(gp::ErrorCode::UnknownValue, "--model",
                            "'" + a.all("model").front().substr(0, 40) + "'; models: " + names);
        }
        r.model = *m;
    } else {
        for (const char* needed : {"params", "layers", "kv-heads", "head-dim"})
            if (!a.has(needed))
                throw UsageError(std::string("missing --") + needed + " (or --model NAME)");
    }
    if (a.has("params"))
        r.model.parameters = a.number("params");
    if (a.has("layers"))
        r.model.layers = count(a, "layers", 1, 1000);
    if (a.has("kv-heads"))
        r.model.kvHeads = count(a, "kv-heads", 1, 1024);
    if (a.has("head-dim"))
        r.model.headDim = count(a, "head-dim", 1, 4096);
    r.context = a.number("context");
    r.batch = count(a, "batch", 1, 100000);
    if (a.has("tensor-parallel"))
        r.tensorParallel = count(a, "tensor-parallel", 1, 64);
    const std::string precision = a.all("precision").front();
    if (!gp::parseWeightPrecision(precision, r.precision))
        throw gp::Error(gp::ErrorCode::UnknownValue, "--precision",
                        "'" + precision.substr(0, 20) + "'; bf16, fp8, int8, int4 or fp4");
    r.promptTokens = a.optionalNumber("prompt-tokens").value_or(std::min(512.0, r.context / 2));
    r.outputTokens = a.optionalNumber("output-tokens").value_or(std::min(256.0, r.context - r.promptTokens));
    r.requestsPerSecond = a.optionalNumber("requests-per-second").value_or(0);
    r.peakRequestsPerSecond = a.optionalNumber("peak-requests-per-second").value_or(0);
    r.ttft = a.optionalNumber("ttft");
    r.tpot = a.optionalNumber("tpot");
    r.availability = a.optionalNumber("availability").value_or(0);
    servingFlags(a, r);
    gp::validate(r);
    return r;
}

// The flags' default traffic: what one replica of the accelerator serves (at most the peak, when one is given), so
// that a request without a rate still has a cost per million tokens. An explicit 0 is no traffic.
void trafficOfOneReplica(gp::InferenceRequest& r, const gp::Accelerator& a, gp::Provisioning provisioning)
{
    double rate = gp::planInference(r, a, provisioning).requestsPerSecondPerReplica;
    if (r.peakRequestsPerSecond > 0)
        rate = std::min(rate, r.peakRequestsPerSecond);
    r.requestsPerSecond = std::clamp(rate, gp::kMinRequestsPerSecond, 1e7);
}

const gp::Accelerator& acceleratorNamed(const gp::Catalog& catalog, const std::string& id, const char* subject)
{
    if (const gp::Accelerator* a = catalog.find(id))
        return *a;
    std::string ids;
    for (const gp::Accelerator& x : catalog.accelerators)
        ids += (ids.empty() ? "" : ", ") + x.id;
    throw gp::Error(gp::ErrorCode::UnknownValue, subject, "'" + id.substr(0, 40) + "'; catalog: " + ids);
}

} // namespace

json unknownKeyWarnings(const std::vector<std::string>& unknownKeys)
{
    json out = json::array();
    for (const std::string& path : unknownKeys)
        out.push_back({{"code", "unknown_key"}, {"subject", path}, {"message", gp::unknownKeyText(path).english()}});
    return out;
}

json servingAdviceJson(const gp::ServingAdvice& advice, const std::vector<gp::InferencePlan>& serving)
{
    return json{{"node", advice.node},
                {"answers", advice.answers},
                {"families", advice.families},
                {"large", advice.large},
                {"basis", advice.basis},
                {"basis_accelerators", advice.basisAccelerators},
                {"accelerator", advice.pick ? json(serving[*advice.pick].accelerator) : json(nullptr)}};
}

json inferenceCommand(const Arguments& a)
{
    gp::Provisioning provisioning = gp::Provisioning::OnDemand;
    gp::InferenceRequest r;
    gp::Catalog catalog = gp::builtinCatalog();
    std::string accelerator;
    const char* acceleratorSubject = "--accelerator";
    std::optional<gp::ServingAdvice> advice; // a plan's: what the GPU tree recommends for its figures
    std::optional<std::vector<std::string>> unknownKeys; // a plan's: the keys no reader knows
    if (!a.positional().empty()) {
        gp::LoadedPlan loaded = gp::readPlanFile(a.positional().front());
        unknownKeys = std::move(loaded.unknownKeys);
        const gp::Plan plan = withScenario(loaded.plan, a);
        if (plan.kind != gp::PlanKind::Inference)
            throw gp::Error(gp::ErrorCode::WrongFormat, "kind",
                            "the plan is for training; an inference plan has \"kind\": \"inference\"");
        r = plan.inference.request;
        servingFlags(a, r);
        provisioning = plan.goodput.provisioning;
        catalog = gp::effectiveCatalog(plan);
        accelerator = plan.inference.accelerator;
        acceleratorSubject = "inference.accelerator";
        const gp::Evaluation ev = gp::evaluate(plan);
        advice = ev.servingAdvice;
        if (accelerator.empty() && ev.served)
            accelerator = ev.served->accelerator; // the tree's pick, as the application serves it
    } else {
        r = requestFromFlags(a);
    }
    if (a.has("accelerator")) {
        accelerator = a.all("accelerator").front();
        acceleratorSubject = "--accelerator";
    }
    if (a.has("provisioning") && !gp::parseProvisioning(a.all("provisioning").front(), provisioning))
        throw gp::Error(gp::ErrorCode::UnknownValue, "--provisioning", "on_demand, spot, reservation or reservation_3y");
    // A format the accelerator does not run (FP4 off Blackwell) is refused, naming those that run it.
    if (!accelerator.empty())
        if (const gp::Accelerator& chosen = acceleratorNamed(catalog, accelerator, acceleratorSubject);
            !gp::servesPrecision(chosen, r.precision)) {
            std::string ids;
            for (const std::string& id : gp::acceleratorsServing(catalog, r.precision))
                ids += (ids.empty() ? "" : ", ") + id;
            throw gp::Error(gp::ErrorCode::OutOfRange, a.has("precision") ? "--precision" : "inference.precision",
                            std::string(gp::weightPrecisionId(r.precision)) + " does not run on " + chosen.id +
                                "; it runs on " + (ids.empty() ? "no accelerator of the catalog" : ids));
        }
    if (a.positional().empty() && !a.has("requests-per-second"))
        trafficOfOneReplica(r, acceleratorNamed(catalog, accelerator, acceleratorSubject), provisioning);
    const std::vector<gp::InferencePlan> all = gp::compareInference(r, catalog, provisioning);
    gp::InferencePlan plan = all.front(); // without an accelerator: the cheapest that fits and meets the targets
    if (!accelerator.empty()) {
        const gp::Accelerator& chosen = acceleratorNamed(catalog, accelerator, acceleratorSubject);
        if (r.tensorParallel && *r.tensorParallel > chosen.perVm)
            throw gp::Error(gp::ErrorCode::OutOfRange, a.has("tensor-parallel") ? "--tensor-parallel" : "inference.tensor_parallel",
                            "at most the " + std::to_string(chosen.perVm) + " accelerators of one " + chosen.id + " VM");
        plan = gp::planInference(r, chosen, provisioning);
    }
    json out = inferencePlanJson(plan);
    if (advice)
        out["recommendation"] = servingAdviceJson(*advice, all);
    if (unknownKeys)
        out["warnings"] = unknownKeyWarnings(*unknownKeys);
    if (!plan.fits || !plan.meetsLatency) {
        // Where the accelerator cannot do it: the cheapest one that can, or the closest when none can.
        const gp::InferencePlan& best = all.front();
        if (best.fits && best.meetsLatency) {
            out["alternative"] = inferencePlanJson(best);
        } else {
            out["achievable"] = false;
            // The closest: one that fits with the lowest time per output token, or the largest batch that fits.
            const gp::InferencePlan* closest = &all.front();
            for (const gp::InferencePlan& p : all)
                if ((p.fits && (!closest->fits || p.tpot < closest->tpot)) ||
                    (!closest->fits && !p.fits && p.maxBatch > closest->maxBatch))
                    closest = &p;
            out["note"] = "not achievable on any accelerator; closest: " + closest->accelerator;
            out["closest"] = inferencePlanJson(*closest);
        }
    }
    return out;
}

} // namespace gpcli
