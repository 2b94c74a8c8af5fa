#pragma once

#include "catalog/Catalog.h"
#include "goodput/GoodputInputs.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// Serving a language model (docs/model.md section 21): memory fit per accelerator, throughput and latency from a
// roofline, replicas for traffic and availability, and the cost.

// The precision of the weights. BF16 (also FP16), FP8 and INT8 at one byte, INT4 at half a byte; the KV cache is
// kept in FP8 with FP8 weights and in 16 bits otherwise (INT8 and INT4 quantize the weights only).
enum class WeightPrecision { Bf16, Fp8, Int8, Int4, Fp4 };
std::string_view weightPrecisionId(WeightPrecision p); // "bf16", "fp8", "int8", "int4", "fp4"
bool parseWeightPrecision(std::string_view id, WeightPrecision& out);
double weightBytes(WeightPrecision p);
// Whether the accelerator runs the format: FP4 only where the catalog states an FP4 peak (Blackwell), every other
// format anywhere (at its own peak where the accelerator has one, else at 16 bits). The ids of those that do.
bool servesPrecision(const Accelerator& a, WeightPrecision p);
std::vector<std::string> acceleratorsServing(const Catalog& catalog, WeightPrecision p);
double kvCacheBytes(WeightPrecision p);

// A decoder-only transformer as its model card gives it.
struct ServedModel {
    std::string name;
    double parameters = 0; // N
    int layers = 0;        // L
    int kvHeads = 0;       // K: key-value heads (fewer than the query heads with grouped-query attention)
    int headDim = 0;       // D
    std::string source;
    friend bool operator==(const ServedModel&, const ServedModel&) = default;
};

// Common open models with their published shapes.
const std::vector<ServedModel>& servedModels();
const ServedModel* findServedModel(std::string_view id); // by name, case-insensitive

// The fractions of the roofline real serving stacks reach (docs/model.md section 21, checked against published
// measurements there). Editable.
struct InferenceEfficiency {
    double prefill16 = 0.65;   // the matrix work's share of the 16-bit peak (prefill and batched decode)
    double prefill8 = 0.60;    // its share of an 8-bit or FP4 peak: fitted on published serving (ServingStep.h)
    double decode = 0.80;      // decode's share of the memory bandwidth: fitted likewise
    double runtimeReserve = 0.10; // memory the runtime keeps: vLLM's default gpu_memory_utilization of 0.9
    friend bool operator==(const InferenceEfficiency&, const InferenceEfficiency&) = default;
};

struct InferenceRequest {
    ServedModel model;
    WeightPrecision precision = WeightPrecision::Bf16;
    double context = 4096;       // tokens a sequence may reach: its KV cache is sized for it
    int batch = 1;               // concurrent sequences a replica serves
    std::optional<int> tensorParallel; // accelerators per replica as given; none: the fewest that fit
    double promptTokens = 512;   // per request
    double outputTokens = 256;
    double requestsPerSecond = 0;     // average traffic; 0: none (one replica stands by, no cost per million tokens)
    double peakRequestsPerSecond = 0; // 0: the average
    std::optional<double> ttft;       // target time to first token, seconds
    std::optional<double> tpot;       // target time per output token, seconds
    std::optional<int> concurrency;   // requests in flight on a replica for the latencies; none: its batch served
    bool cudaGraphs = true;           // the engine replays its decode steps as CUDA graphs (not --enforce-eager)
    double availability = 0;          // share of time the service meets its targets; 0: no spares
    double acceleratorFailuresPerDay = 0.01 / 8.0; // each accelerator's, as the planning model's default per node
    double recoveryHours = 0.5;       // until a failed replica serves again
    InferenceEfficiency efficiency;
    friend bool operator==(const InferenceRequest&, const InferenceRequest&) = default;
};

// Memory of one replica, GB of 10^9 bytes, summed over its accelerators.
struct InferenceMemory {
    double weights = 0;
    double kvCache = 0; // for the batch at the full context
    double other = 0;   // activations of a prefill and the runtime's reserve
    double total = 0;
};

struct InferencePlan {
    std::string accelerator;
    int acceleratorsPerReplica = 0;
    bool fits = false;          // a replica of at most one VM holds the weights and the batch's KV cache
    InferenceMemory memory;
    int maxBatch = 0;           // the most sequences at the full context that fit
    int batch = 0;              // the batch served: the request's, lowered to meet the TPOT target
    double prefillTokensPerSecond = 0; // per replica
    double decodeTokensPerSecond = 0;  // per replica, at the batch served
    double ttft = 0;            // seconds, the median at the batch served (or the concurrency asked)
    double tpot = 0;            // the median, (E2E - TTFT) / (output - 1)
    double ttftP90 = 0;
    double tpotP90 = 0;
    double ttftMean = 0;        // the means, as most benchmarks report them
    double tpotMean = 0;
    double concurrency = 0;     // requests in flight the latencies are for
    double outputTokensPerSecond = 0; // per replica, at that concurrency
    double requestsPerSecondPerReplica = 0;
    int replicas = 0;           // for the peak traffic, spares included
    int spareReplicas = 0;      // for the availability target
    double replicaAvailability = 1;
    double pricePerHour = 0;    // all replicas
    double pricePerMonth = 0;
    // USD per million prompt and output tokens at the average traffic. Without traffic there is none: it is not a
    // number, costReason says why, JSON writes null and the views a dash with the reason.
    double costPerMillionTokens = 0;
    std::string costReason;     // empty when there is a cost per million tokens; kNoTraffic
    bool meetsLatency = true;
    std::string limit;          // why not, when it does not fit or meet the targets: "memory", "precision" (the
                                // format does not run on the accelerator), "ttft", "tpot"

    bool hasCostPerMillionTokens() const { return costReason.empty(); }
};

// The reason a serving plan has no cost per million tokens: no requests to spread its price over.
inline constexpr const char* kNoTraffic = "no traffic";

// Which of two serving plans of one request costs less: per million tokens, or an hour when there is no traffic
// (the same order whenever there is: the tokens are the request's).
bool cheaperToServe(const InferencePlan& a, const InferencePlan& b);

// The least traffic served, requests per second (one request in about 12 days): a service has none (0) or at least
// this. A rate far below it would spread an hour's price over next to no tokens (docs/model.md section 21).
inline constexpr double kMinRequestsPerSecond = 1e-6;

// A plan's starting point when it turns to serving: Llama 3.1 8B in BF16, 8 sequences of 4,096 tokens, 512-token
// prompts and 256-token answers at one request per second.
InferenceRequest defaultInferenceRequest();

// Validates the request (throws gp::Error naming the option or field) and plans it on one accelerator.
void validate(const InferenceRequest& r);
InferencePlan planInference(const InferenceRequest& r, const Accelerator& a,
                            Provisioning provisioning = Provisioning::OnDemand);

// Every accelerator of the catalog, cheapest first (cheaperToServe) among those that fit and meet the targets.
std::vector<InferencePlan> compareInference(const InferenceRequest& r, const Catalog& catalog,
                                            Provisioning provisioning = Provisioning::OnDemand);

} // namespace gp
