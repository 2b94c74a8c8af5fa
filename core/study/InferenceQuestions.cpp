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
        // The model by its name and published shape, so each question says all it asks about.
        const Text model(GP_TEXT("%1 (%2 billion parameters, %3 layers, %4 key-value heads of dimension %5)"),
                         {Text::verbatim(m->name), number(m->parameters / 1e9), number(m->layers),
                          number(m->kvHeads), number(m->headDim)});
        {
            Question q;
            q.topic = "inference";
            q.id = "inference/memory-" + id;
            q.text = Text(GP_TEXT("%1 is served in %2 (bytes per weight: %3; per cached value: %4). How many GB "
                                  "(10^9 bytes) do its weights and the KV cache of %5 sequences of %6 tokens take "
                                  "together?"),
                          {model, precision, number(bytes), number(kvBytes), number(c.batch), number(c.context)});
            const double answer = p.memory.weights + p.memory.kvCache;
            q.numericAnswer = answer;
            q.tolerance = std::max(0.5, 0.01 * answer);
            q.unit = "GB";
            q.decimals = 1;
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
            // Said in full, the model and the batch too: an exam draws this question without the memory one.
            q.text = Text(GP_TEXT("%1 is served in %2 (bytes per weight: %3; per cached value: %4) on H100 80 GB, "
                                  "%5 sequences of %6 tokens at a time, the runtime keeping 10 % of each "
                                  "accelerator's memory and a replica taking 1, 2, 4 or 8 of one VM's accelerators "
                                  "(tensor parallel). How many accelerators does a replica need, at the fewest?"),
                          {model, precision, number(bytes), number(kvBytes), number(c.batch), number(c.context)});
            q.numericAnswer = p.acceleratorsPerReplica;
            q.tolerance = 0.4; // a count: the whole number
            q.decimals = 0;
            q.unit = "";
            q.explanation = Text(GP_TEXT("%1 GB of weights and cache (and %2 GB of activations) against 72 GB "
                                         "usable per H100: a replica of %3 holds %4 GB."),
                                 {Text::number(std::round((p.memory.weights + p.memory.kvCache) * 10) / 10),
                                  Text::number(std::round((p.memory.other - p.acceleratorsPerReplica * 8.0) * 100) / 100),
                                  number(p.acceleratorsPerReplica), number(p.acceleratorsPerReplica * 72.0)});
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
            q.decimals = 0;
            q.unit = "";
            q.explanation =
                Text::verbatim(formatted("replicas = ceil(peak / per replica) = ceil(%g / %g) = %.0f.", peak, perReplica, replicas));
            out.push_back(std::move(q));
        }
}

} // namespace gp
