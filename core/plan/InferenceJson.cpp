#include "plan/InferenceJson.h"

#include "io/Error.h"

#include <array>
#include <string_view>
#include <utility>

namespace gp {
namespace {

// The command line's option names and the plan's field names for the same input.
constexpr std::array<std::pair<std::string_view, std::string_view>, 14> kFields{{
    {"--params", "inference.model.parameters"},
    {"--layers", "inference.model.layers"},
    {"--kv-heads", "inference.model.kv_heads"},
    {"--head-dim", "inference.model.head_dim"},
    {"--context", "inference.context"},
    {"--batch", "inference.batch"},
    {"--tensor-parallel", "inference.tensor_parallel"},
    {"--prompt-tokens", "inference.prompt_tokens"},
    {"--output-tokens", "inference.output_tokens"},
    {"--requests-per-second", "inference.requests_per_second"},
    {"--peak-requests-per-second", "inference.peak_requests_per_second"},
    {"--ttft", "inference.ttft_seconds"},
    {"--tpot", "inference.tpot_seconds"},
    {"availability", "inference.availability"},
}};

std::string planField(const std::string& subject)
{
    for (const auto& [option, field] : kFields)
        if (subject == option)
            return std::string(field);
    if (subject == "recovery")
        return "inference.recovery_hours";
    if (subject.rfind("efficiency.", 0) == 0 || subject == "accelerator_failures_per_day")
        return "inference." + subject;
    return subject;
}

} // namespace

InferenceSettings inferenceFromJson(const JsonFields& root)
{
    InferenceSettings s;
    InferenceRequest& r = s.request;
    const JsonFields f = root.object("inference");
    f.knownKeys({"model", "precision", "context", "batch", "tensor_parallel", "prompt_tokens", "output_tokens",
                 "requests_per_second", "peak_requests_per_second", "ttft_seconds", "tpot_seconds", "availability",
                 "accelerator_failures_per_day", "recovery_hours", "efficiency", "accelerator", "latency_critical"});
    const JsonFields model = f.object("model");
    model.knownKeys({"name", "parameters", "layers", "kv_heads", "head_dim"});
    const std::string name = model.string("name", "");
    if (!name.empty()) {
        const ServedModel* known = findServedModel(name);
        if (known)
            r.model = *known;
        r.model.name = name;
    }
    r.model.parameters = model.number("parameters", r.model.parameters);
    r.model.layers = model.integer("layers", r.model.layers);
    r.model.kvHeads = model.integer("kv_heads", r.model.kvHeads);
    r.model.headDim = model.integer("head_dim", r.model.headDim);
    const std::string precision = f.string("precision", "bf16");
    if (!parseWeightPrecision(precision, r.precision))
        throw Error(ErrorCode::UnknownValue, f.pathOf("precision"),
                    precision.substr(0, 20) + "; one of bf16, fp8, int8, int4, fp4");
    r.context = f.number("context", r.context);
    r.batch = f.integer("batch", r.batch);
    if (f.has("tensor_parallel"))
        r.tensorParallel = f.integer("tensor_parallel", 1);
    r.promptTokens = f.number("prompt_tokens", r.promptTokens);
    r.outputTokens = f.number("output_tokens", r.outputTokens);
    r.requestsPerSecond = f.number("requests_per_second", r.requestsPerSecond);
    r.peakRequestsPerSecond = f.number("peak_requests_per_second", r.peakRequestsPerSecond);
    if (f.has("ttft_seconds"))
        r.ttft = f.number("ttft_seconds", 0);
    if (f.has("tpot_seconds"))
        r.tpot = f.number("tpot_seconds", 0);
    r.availability = f.number("availability", r.availability);
    r.acceleratorFailuresPerDay = f.number("accelerator_failures_per_day", r.acceleratorFailuresPerDay);
    r.recoveryHours = f.number("recovery_hours", r.recoveryHours);
    const JsonFields e = f.object("efficiency");
    e.knownKeys({"prefill_16bit", "prefill_8bit", "decode", "runtime_reserve"});
    r.efficiency.prefill16 = e.number("prefill_16bit", r.efficiency.prefill16);
    r.efficiency.prefill8 = e.number("prefill_8bit", r.efficiency.prefill8);
    r.efficiency.decode = e.number("decode", r.efficiency.decode);
    r.efficiency.runtimeReserve = e.number("runtime_reserve", r.efficiency.runtimeReserve);
    s.accelerator = f.string("accelerator", "");
    s.latencyCritical = f.boolean("latency_critical", false);
    return s;
}

nlohmann::json inferenceToJson(const InferenceSettings& s)
{
    const InferenceRequest& r = s.request;
    nlohmann::json j{{"model",
                      {{"name", r.model.name},
                       {"parameters", r.model.parameters},
                       {"layers", r.model.layers},
                       {"kv_heads", r.model.kvHeads},
                       {"head_dim", r.model.headDim}}},
                     {"precision", std::string(weightPrecisionId(r.precision))},
                     {"context", r.context},
                     {"batch", r.batch},
                     {"prompt_tokens", r.promptTokens},
                     {"output_tokens", r.outputTokens},
                     {"requests_per_second", r.requestsPerSecond},
                     {"peak_requests_per_second", r.peakRequestsPerSecond},
                     {"availability", r.availability},
                     {"accelerator_failures_per_day", r.acceleratorFailuresPerDay},
                     {"recovery_hours", r.recoveryHours},
                     {"efficiency",
                      {{"prefill_16bit", r.efficiency.prefill16},
                       {"prefill_8bit", r.efficiency.prefill8},
                       {"decode", r.efficiency.decode},
                       {"runtime_reserve", r.efficiency.runtimeReserve}}},
                     {"accelerator", s.accelerator},
                     {"latency_critical", s.latencyCritical}};
    if (r.tensorParallel)
        j["tensor_parallel"] = *r.tensorParallel;
    if (r.ttft)
        j["ttft_seconds"] = *r.ttft;
    if (r.tpot)
        j["tpot_seconds"] = *r.tpot;
    return j;
}

void validateInference(const InferenceSettings& s)
{
    try {
        validate(s.request);
    } catch (const Error& e) {
        throw Error(e.code(), planField(e.subject()), e.detail());
    }
}

} // namespace gp
