#include "study/InferenceQuestions.h"

#include "catalog/Catalog.h"
#include "inference/Inference.h"

#include <cmath>
#include <cstdio>

namespace gp {
namespace {

Text number(double v)
{
    return Text::number(v);
}

std::string formatted(const char* format, double a, double b = 0, double c = 0, double d = 0, double e = 0)
{
    char buf[320];
    std::snprintf(buf, sizeof buf, format, a, b, c, d, e);
    return buf;
}

struct Case {
    const char* model;
    WeightPrecision precision;
    double context;
    int batch;
};

} // namespace

void inferenceQuestions(std::vector<Question>& out)
{
    const Accelerator* h100 = builtinCatalog().find("h100-80gb");
    if (!h100)
        return;
    const Case cases[] = {
        {"llama-3.1-8b", WeightPrecision::Bf16, 8192, 16},
        {"llama-3.1-70b", WeightPrecision::Bf16, 8192, 32},
        {"llama-3.1-70b", WeightPrecision::Fp8, 4096, 64},
        {"mistral-7b", WeightPrecision::Int4, 32768, 8},
        {"llama-3.1-405b", WeightPrecision::Fp8, 8192, 16},
    };
    for (const Case& c : cases) {
        const ServedModel* m = findServedModel(c.model);
        if (!m)
            continue;
        InferenceRequest r;
        r.model = *m;
        r.precision = c.precision;
        r.context = c.context;
        r.batch = c.batch;
        const InferencePlan p = planInference(r, *h100);
        const std::string id = std::string(c.model) + "-" + std::string(weightPrecisionId(c.precision)) + "-" +
                               std::to_string(static_cast<long>(c.context)) + "-" + std::to_string(c.batch);
        const Text precision = Text::verbatim(std::string(weightPrecisionId(c.precision)));
        const double bytes = weightBytes(c.precision);
        const double kvBytes = kvCacheBytes(c.precision);
        {
            Question q;
            q.topic = "inference";
            q.id = "inference/memory-" + id;
            q.text = Text(GP_TEXT("A model of %1 billion parameters is served in %2 (bytes per weight: %3; per cached "
                                  "value: %4). It has %5 layers and %6 key-value heads of dimension %7. How many "
                                  "GB (10^9 bytes) do its weights and the KV cache of %8 sequences of %9 tokens take "
                                  "together?"),
                          {number(m->parameters / 1e9), precision, number(bytes), number(kvBytes), number(m->layers),
                           number(m->kvHeads), number(m->headDim), number(c.batch), number(c.context)});
            const double answer = p.memory.weights + p.memory.kvCache;
            q.numericAnswer = answer;
            q.tolerance = std::max(0.5, 0.01 * answer);
            q.unit = "GB";
            q.explanation = Text::verbatim(formatted(
                "weights = N x bytes = %.1f GB; KV cache = 2 x L x K x D x bytes x tokens x sequences = %.1f GB; "
                "together %.1f GB.",
                p.memory.weights, p.memory.kvCache, answer));
            out.push_back(std::move(q));
        }
        if (p.fits) {
            Question q;
            q.topic = "inference";
            q.id = "inference/accelerators-" + id;
            q.text = Text(GP_TEXT("The same model and batch on H100 80 GB, the runtime keeping 10 % of each "
                                  "accelerator's memory, a replica taking 1, 2, 4 or 8 of one VM's accelerators "
                                  "(tensor parallel): how many accelerators does a replica need, at the fewest?"),
                          {});
            q.numericAnswer = p.acceleratorsPerReplica;
            q.tolerance = 0.4; // a count: the whole number
            q.unit = "";
            q.explanation = Text::verbatim(formatted(
                "%.1f GB of weights and cache (and %.2f GB of activations) against 72 GB usable per H100: %.0f "
                "accelerators hold %.0f GB.",
                p.memory.weights + p.memory.kvCache, p.memory.other - p.acceleratorsPerReplica * 8.0,
                p.acceleratorsPerReplica, p.acceleratorsPerReplica * 72.0));
            out.push_back(std::move(q));
        }
    }
    // Replicas for a peak: ceil(peak / what a replica serves).
    for (double perReplica : {6.86, 2.4, 14.5})
        for (double peak : {30.0, 100.0}) {
            const double replicas = std::ceil(peak / perReplica);
            Question q;
            q.topic = "inference";
            q.id = "inference/replicas-" + formatted("%g-%g", perReplica, peak);
            q.text = Text(GP_TEXT("One replica serves %1 requests per second within its latency targets. How many "
                                  "replicas does a peak of %2 requests per second need?"),
                          {number(perReplica), number(peak)});
            q.numericAnswer = replicas;
            q.tolerance = 0.4; // a count: the whole number
            q.unit = "";
            q.explanation =
                Text::verbatim(formatted("replicas = ceil(peak / per replica) = ceil(%g / %g) = %.0f.", peak, perReplica, replicas));
            out.push_back(std::move(q));
        }
}

} // namespace gp
