#include "inference/Inference.h"
#include "inference/ServingLoad.h"

#include "catalog/HourlyPrice.h"
#include "catalog/MemoryFit.h"
#include "catalog/Precision.h"
#include "io/Error.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>

namespace gp {
namespace {

// lgamma_r, not std::lgamma, which writes the global signgam: a data race when figures are computed on several
// threads.
double logGamma(double x)
{
    int sign = 0;
    return ::lgamma_r(x, &sign);
}

struct PrecisionName {
    WeightPrecision value;
    std::string_view id;
    double weight;
    double kv;
};
constexpr std::array<PrecisionName, 5> kPrecisions{{
    {WeightPrecision::Bf16, "bf16", 2.0, 2.0},
    {WeightPrecision::Fp8, "fp8", 1.0, 1.0},
    {WeightPrecision::Int8, "int8", 1.0, 2.0},
    {WeightPrecision::Int4, "int4", 0.5, 2.0},
    {WeightPrecision::Fp4, "fp4", 0.5, 1.0}, // FP4 weights and activations, the KV cache in FP8 (Blackwell)
}};

const PrecisionName& precision(WeightPrecision p)
{
    for (const auto& n : kPrecisions)
        if (n.value == p)
            return n;
    return kPrecisions[0];
}

std::string number(double v)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

void require(bool ok, const char* field, const std::string& range)
{
    if (!ok)
        throw Error(ErrorCode::OutOfRange, field, range);
}

constexpr double kGb = 1e9;
constexpr double kActivationTokens = 8192; // the most prompt tokens one prefill step holds (a chunk beyond)

ServingShape replicaShape(const InferenceRequest& r, const Accelerator& a, int g)
{
    ServingShape s = servingShape(r.model, r.precision, a, g);
    s.cudaGraphs = r.cudaGraphs;
    return s;
}

// The plan's efficiencies are the step model's shares: the decode's of the bandwidth, the prefill's of the peak.
// A format runs at its own peak (the 8-bit or FP4 one) where the accelerator has it, else at 16 bits.
ServingConstants servingConstants(const InferenceRequest& r, const Accelerator& a)
{
    ServingConstants k;
    k.bandwidthShare = r.efficiency.decode;
    const bool ownPeak = r.precision != WeightPrecision::Bf16 && servingPeakTflops(a, r.precision) > a.peakBf16Tflops;
    k.computeShare = ownPeak ? r.efficiency.prefill8 : r.efficiency.prefill16;
    if (ownPeak && r.precision == WeightPrecision::Fp4)
        k.computeShare = std::min(k.computeShare, k.fp4ComputeShare);
    return k;
}

// The smallest n >= 0 spare replicas so that at least 'needed' of needed + n are up with probability >= target,
// each up with probability a (independent failures).
int sparesFor(int needed, double a, double target)
{
    if (!(target > 0.0))
        return 0;
    for (int spares = 0; spares <= 1000; ++spares) {
        const int total = needed + spares;
        // P(at least 'needed' up) = sum_{k=needed}^{total} C(total, k) a^k (1 - a)^(total - k), in logs.
        double p = 0;
        for (int k = needed; k <= total; ++k) {
            const double logC = logGamma(total + 1.0) - logGamma(k + 1.0) - logGamma(total - k + 1.0);
            const double logTerm = logC + k * std::log(a) + (total - k > 0 ? (total - k) * std::log1p(-a) : 0.0);
            p += std::exp(logTerm);
        }
        if (p >= target)
            return spares;
    }
    return 1000;
}

} // namespace

std::string_view weightPrecisionId(WeightPrecision p)
{
    return precision(p).id;
}

bool parseWeightPrecision(std::string_view id, WeightPrecision& out)
{
    for (const auto& n : kPrecisions)
        if (n.id == id) {
            out = n.value;
            return true;
        }
    return false;
}

bool servesPrecision(const Accelerator& a, WeightPrecision p)
{
    return p != WeightPrecision::Fp4 || a.peakFp4Tflops.has_value();
}

std::vector<std::string> acceleratorsServing(const Catalog& catalog, WeightPrecision p)
{
    std::vector<std::string> out;
    for (const Accelerator& a : catalog.accelerators)
        if (servesPrecision(a, p))
            out.push_back(a.id);
    return out;
}

double weightBytes(WeightPrecision p)
{
    return precision(p).weight;
}

double kvCacheBytes(WeightPrecision p)
{
    return precision(p).kv;
}

const std::vector<ServedModel>& servedModels()
{
    static const std::vector<ServedModel> models{
        {"llama-2-7b", 6.74e9, 32, 32, 128, "Touvron et al., \"Llama 2\", arXiv:2307.09288 (2023); config.json of meta-llama/Llama-2-7b-hf"},
        {"llama-2-70b", 68.98e9, 80, 8, 128, "Touvron et al., \"Llama 2\", arXiv:2307.09288 (2023); config.json of meta-llama/Llama-2-70b-hf"},
        {"llama-3.1-8b", 8.03e9, 32, 8, 128, "Llama Team, \"The Llama 3 Herd of Models\", arXiv:2407.21783 (2024), table 3"},
        {"llama-3.1-70b", 70.55e9, 80, 8, 128, "Llama Team, \"The Llama 3 Herd of Models\", arXiv:2407.21783 (2024), table 3"},
        {"llama-3.1-405b", 405.85e9, 126, 8, 128, "Llama Team, \"The Llama 3 Herd of Models\", arXiv:2407.21783 (2024), table 3"},
        {"mistral-7b", 7.24e9, 32, 8, 128, "Jiang et al., \"Mistral 7B\", arXiv:2310.06825 (2023), table 1"},
        {"gemma-2-27b", 27.2e9, 46, 16, 128, "Gemma Team, \"Gemma 2\", arXiv:2408.00118 (2024), table 1"},
    };
    return models;
}

const ServedModel* findServedModel(std::string_view id)
{
    const auto lower = [](std::string_view s) {
        std::string out(s);
        for (char& c : out)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        return out;
    };
    const std::string want = lower(id);
    for (const ServedModel& m : servedModels())
        if (m.name == want)
            return &m;
    return nullptr;
}

InferenceRequest defaultInferenceRequest()
{
    InferenceRequest r;
    if (const ServedModel* m = findServedModel("llama-3.1-8b"))
        r.model = *m;
    r.context = 4096;
    r.batch = 8;
    r.promptTokens = 512;
    r.outputTokens = 256;
    r.requestsPerSecond = 1;
    return r;
}

void validate(const InferenceRequest& r)
{
    const ServedModel& m = r.model;
    require(std::isfinite(m.parameters) && m.parameters >= 1e6 && m.parameters <= 1e13, "--params", "1e6 to 1e13");
    require(m.layers >= 1 && m.layers <= 1000, "--layers", "1 to 1000");
    require(m.kvHeads >= 1 && m.kvHeads <= 1024, "--kv-heads", "1 to 1024");
    require(m.headDim >= 1 && m.headDim <= 4096, "--head-dim", "1 to 4096");
    require(std::isfinite(r.context) && r.context >= 1 && r.context <= 1e7, "--context", "1 to 10,000,000 tokens");
    require(r.batch >= 1 && r.batch <= 100000, "--batch", "1 to 100,000 sequences");
    if (r.tensorParallel)
        require(*r.tensorParallel >= 1 && *r.tensorParallel <= 64, "--tensor-parallel", "1 to 64 accelerators");
    require(std::isfinite(r.promptTokens) && r.promptTokens >= 1 && r.promptTokens <= r.context, "--prompt-tokens",
            "1 to the context, " + number(r.context));
    require(std::isfinite(r.outputTokens) && r.outputTokens >= 1 && r.promptTokens + r.outputTokens <= r.context,
            "--output-tokens", "1 to the context less the prompt, " + number(r.context - r.promptTokens));
    const auto traffic = [](double rps) { return std::isfinite(rps) && (rps == 0 || rps >= kMinRequestsPerSecond); };
    require(traffic(r.requestsPerSecond) && r.requestsPerSecond <= 1e7, "--requests-per-second",
            "0 (no traffic) or 0.000001 to 10,000,000");
    require(traffic(r.peakRequestsPerSecond) && r.peakRequestsPerSecond <= 1e7 &&
                (r.peakRequestsPerSecond == 0 || r.peakRequestsPerSecond >= r.requestsPerSecond),
            "--peak-requests-per-second", "at least the average and 0.000001, at most 10,000,000");
    if (r.ttft)
        require(std::isfinite(*r.ttft) && *r.ttft > 0 && *r.ttft <= 3600, "--ttft", "above 0, at most an hour");
    if (r.tpot)
        require(std::isfinite(*r.tpot) && *r.tpot > 0 && *r.tpot <= 60, "--tpot", "above 0, at most a minute");
    require(std::isfinite(r.availability) && r.availability >= 0 && r.availability < 1, "availability",
            "0 (none) to below 1");
    require(std::isfinite(r.acceleratorFailuresPerDay) && r.acceleratorFailuresPerDay >= 0 &&
                r.acceleratorFailuresPerDay <= 10,
            "accelerator_failures_per_day", "0 to 10");
    require(std::isfinite(r.recoveryHours) && r.recoveryHours >= 0 && r.recoveryHours <= 720, "recovery",
            "0 to 720 hours");
    const InferenceEfficiency& e = r.efficiency;
    for (const auto& [value, field] : {std::pair{e.prefill16, "efficiency.prefill_16bit"},
                                       std::pair{e.prefill8, "efficiency.prefill_8bit"},
                                       std::pair{e.decode, "efficiency.decode"}})
        require(std::isfinite(value) && value > 0 && value <= 1, field, "above 0, at most 1");
    require(std::isfinite(e.runtimeReserve) && e.runtimeReserve >= 0 && e.runtimeReserve < 1,
            "efficiency.runtime_reserve", "0 to below 1");
}

InferencePlan planInference(const InferenceRequest& r, const Accelerator& a, Provisioning provisioning)
{
    validate(r);
    const ServedModel& m = r.model;
    const PrecisionName& prec = precision(r.precision);
    const double weights = m.parameters * prec.weight;
    const double kvPerToken = 2.0 * m.layers * m.kvHeads * m.headDim * prec.kv;
    const double kvPerSequence = kvPerToken * r.context;
    // The hidden size from N = 12 L d^2, for the activations of one prefill: 4 values of d per prompt token in 16 bits.
    const double hidden = std::sqrt(m.parameters / (12.0 * m.layers));
    const double activations = 4.0 * hidden * 2.0 * std::min(r.promptTokens, kActivationTokens);

    InferencePlan out;
    out.accelerator = a.id;
    // The fewest accelerators of one VM, a power of two for tensor parallelism, that hold the weights and the
    // batch's cache; the largest the VM has when none does.
    const auto maxBatchOn = [&](int g) {
        const double usable = g * deviceMemoryGb(a.memoryGb) * kGb * (1.0 - r.efficiency.runtimeReserve) - weights - activations;
        return usable > 0 ? static_cast<int>(std::min(1e9, std::floor(usable / kvPerSequence))) : 0;
    };
    int g = 1;
    if (r.tensorParallel)
        g = std::min(*r.tensorParallel, std::max(1, a.perVm));
    else
        while (g * 2 <= std::max(1, a.perVm) && maxBatchOn(g) < r.batch)
            g *= 2;
    out.acceleratorsPerReplica = g;
    out.maxBatch = maxBatchOn(g);
    out.fits = out.maxBatch >= r.batch;
    out.memory.weights = weights / kGb;
    out.memory.kvCache = r.batch * kvPerSequence / kGb;
    out.memory.other = (activations + g * deviceMemoryGb(a.memoryGb) * kGb * r.efficiency.runtimeReserve) / kGb;
    out.memory.total = out.memory.weights + out.memory.kvCache + out.memory.other;
    if (!out.fits)
        out.limit = "memory";
    if (!servesPrecision(a, r.precision)) {
        out.fits = false; // the weights' format does not run here
        out.limit = "precision";
    }

    // The step model (ServingStep.h) and the latencies under load (ServingLoad.h) of a replica at the batch
    // served, or the concurrency asked.
    const ServingShape shape = replicaShape(r, a, g);
    const ServingConstants k = servingConstants(r, a);
    const auto atBatch = [&](double b) {
        return latencyAtConcurrency(shape, k, b, r.promptTokens, r.outputTokens);
    };
    // The batch served: the request's, lowered while the median TPOT misses the target.
    // TPOT only grows with the batch: the largest batch within the target, by bisection.
    int batch = std::max(1, std::min(r.batch, std::max(1, out.maxBatch)));
    if (r.tpot && atBatch(batch).tpotP50 > *r.tpot) {
        int lo = 1, hi = batch; // lo may miss the target too: then the batch is 1 and the target missed
        while (hi - lo > 1) {
            const int mid = lo + (hi - lo) / 2;
            (atBatch(mid).tpotP50 <= *r.tpot ? lo : hi) = mid;
        }
        batch = lo;
    }
    out.batch = batch;
    const ServingLatency full = atBatch(batch);
    const ServingLatency asked = r.concurrency ? atBatch(*r.concurrency) : full;
    out.prefillTokensPerSecond = r.promptTokens / full.prefillSeconds;
    out.decodeTokensPerSecond = batch / full.tpotMean;
    out.concurrency = asked.concurrency;
    out.tpot = asked.tpotP50;
    out.tpotP90 = asked.tpotP90;
    out.ttft = asked.ttftP50;
    out.ttftP90 = asked.ttftP90;
    out.ttftMean = asked.ttftMean;
    out.tpotMean = asked.tpotMean;
    out.outputTokensPerSecond = asked.outputTokensPerSecond;
    if (out.fits && r.tpot && out.tpot > *r.tpot) {
        out.meetsLatency = false;
        out.limit = "tpot";
    }
    if (out.fits && r.ttft && out.ttft > *r.ttft) {
        out.meetsLatency = false;
        out.limit = out.limit.empty() ? "ttft" : out.limit;
    }
    // A replica's requests per second: its batch full, each request starting when one ends.
    out.requestsPerSecondPerReplica = full.requestsPerSecond;
    const double average = r.requestsPerSecond;
    const double peakTraffic = r.peakRequestsPerSecond > 0 ? r.peakRequestsPerSecond : average;
    const int needed = std::max(1, static_cast<int>(std::ceil(peakTraffic / out.requestsPerSecondPerReplica - 1e-9)));
    // Spare replicas: each replica is down for the recovery after any of its accelerators fails.
    const double failuresPerHour = g * r.acceleratorFailuresPerDay / 24.0;
    out.replicaAvailability = 1.0 / (1.0 + failuresPerHour * r.recoveryHours);
    out.spareReplicas = sparesFor(needed, out.replicaAvailability, r.availability);
    out.replicas = needed + out.spareReplicas;
    out.pricePerHour = out.replicas * g * hourlyPrice(a, provisioning);
    out.pricePerMonth = out.pricePerHour * kHoursPerMonth;
    // Without traffic the price an hour is spread over no tokens: there is no cost per million of them.
    if (average > 0) {
        const double tokensPerHour = average * (r.promptTokens + r.outputTokens) * 3600.0;
        out.costPerMillionTokens = out.pricePerHour / tokensPerHour * 1e6;
    } else {
        out.costPerMillionTokens = std::numeric_limits<double>::quiet_NaN();
        out.costReason = kNoTraffic;
    }
    return out;
}

bool cheaperToServe(const InferencePlan& a, const InferencePlan& b)
{
    if (a.hasCostPerMillionTokens() && b.hasCostPerMillionTokens())
        return a.costPerMillionTokens < b.costPerMillionTokens;
    return a.pricePerHour < b.pricePerHour;
}

std::vector<InferencePlan> compareInference(const InferenceRequest& r, const Catalog& catalog, Provisioning provisioning)
{
    std::vector<InferencePlan> plans;
    for (const Accelerator& a : catalog.accelerators)
        plans.push_back(planInference(r, a, provisioning));
    std::stable_sort(plans.begin(), plans.end(), [](const InferencePlan& x, const InferencePlan& y) {
        const bool okX = x.fits && x.meetsLatency;
        const bool okY = y.fits && y.meetsLatency;
        if (okX != okY)
            return okX;
        return cheaperToServe(x, y);
    });
    return plans;
}

} // namespace gp
