#include "training/ModelFamilies.h"

#include "io/Error.h"

#include <cmath>

namespace gp {
namespace {

constexpr std::string_view kGpt3 =
    "Brown et al. 2020, \"Language Models are Few-Shot Learners\", table 2.1 (n_params, n_layers, d_model, n_heads, "
    "d_head; a context of 2,048 tokens); GPT-2's vocabulary of 50,257 (Radford et al. 2019)";
constexpr std::string_view kLlama2 =
    "Touvron et al. 2023, \"Llama 2\", table 1 (sizes, 4k context, grouped-query attention for 70B) and the "
    "released models' config.json (layers, hidden size, heads, key-value heads, vocabulary of 32,000); the "
    "parameter count of the released weights";
constexpr std::string_view kLlama3 =
    "Llama Team, Meta 2024, \"The Llama 3 Herd of Models\", table 3 (layers, model dimension, heads, 8 key-value "
    "heads, vocabulary of 128K: 128,256 in the released config.json) and section 3.4 (pre-trained on sequences of "
    "8,192 tokens); the parameter count of the released weights";

} // namespace

const std::vector<ModelFamily>& modelFamilies()
{
    // name, N, L, h, a, k, V, s, source. GPT-3 XL (1.3B) and 13B are left out: table 2.1 gives them more heads x
    // head dimension than d_model (24 x 128 for 2,048; 40 x 128 for 5,140), which the shape cannot hold.
    static const std::vector<ModelFamily> all{
        {"GPT-3 Small (125M)", 125e6, 12, 768, 12, 12, 50257, 2048, kGpt3},
        {"GPT-3 Medium (350M)", 350e6, 24, 1024, 16, 16, 50257, 2048, kGpt3},
        {"GPT-3 Large (760M)", 760e6, 24, 1536, 16, 16, 50257, 2048, kGpt3},
        {"GPT-3 2.7B", 2.7e9, 32, 2560, 32, 32, 50257, 2048, kGpt3},
        {"GPT-3 6.7B", 6.7e9, 32, 4096, 32, 32, 50257, 2048, kGpt3},
        {"Llama 2 7B", 6.74e9, 32, 4096, 32, 32, 32000, 4096, kLlama2},
        {"Llama 3 8B", 8.03e9, 32, 4096, 32, 8, 128256, 8192, kLlama3},
        {"Llama 2 13B", 13.02e9, 40, 5120, 40, 40, 32000, 4096, kLlama2},
        {"Llama 2 70B", 68.98e9, 80, 8192, 64, 8, 32000, 4096, kLlama2},
        {"Llama 3 70B", 70.55e9, 80, 8192, 64, 8, 128256, 8192, kLlama3},
        {"GPT-3 175B", 175e9, 96, 12288, 96, 96, 50257, 2048, kGpt3},
        {"Llama 3 405B", 405.85e9, 126, 16384, 128, 8, 128256, 8192, kLlama3},
    };
    return all;
}

const ModelFamily& nearestModelFamily(double parameters)
{
    if (!std::isfinite(parameters) || parameters <= 0)
        throw Error(ErrorCode::NotPositive, "training.parameters");
    const ModelFamily* best = nullptr;
    double bestDistance = 0;
    for (const ModelFamily& f : modelFamilies()) {
        const double distance = std::fabs(std::log(parameters / f.parameters));
        if (!best || distance < bestDistance) {
            best = &f;
            bestDistance = distance;
        }
    }
    return *best;
}

const ModelFamily* assumedModelFamily(const TrainingRun& run)
{
    if (run.shape || !std::isfinite(run.parameters) || run.parameters <= 0)
        return nullptr;
    return &nearestModelFamily(run.parameters);
}

std::optional<ModelShape> modelShapeOf(const TrainingRun& run)
{
    if (run.shape)
        return run.shape;
    const ModelFamily* f = assumedModelFamily(run);
    if (!f)
        return std::nullopt;
    ModelShape s{f->layers, f->heads, f->hidden / f->heads, f->seqLen, f->kvHeads, f->vocabulary};
    // A plan far below its nearest family's size: an embedding that would hold every parameter is not stated.
    if (s.vocabulary * f->hidden >= run.parameters)
        s.vocabulary = 0;
    return s;
}

std::string shapeSourceText(const TrainingRun& run)
{
    if (const ModelFamily* f = assumedModelFamily(run))
        return "assumed from " + std::string(f->name);
    return "plan";
}

} // namespace gp
