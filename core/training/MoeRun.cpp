#include "training/MoeRun.h"

#include "io/Error.h"
#include "performance/MoeStep.h"

#include <cmath>
#include <string_view>

namespace gp {
namespace {

// The plan key of a field MoeShape names.
std::string planField(const std::string& field)
{
    static constexpr std::string_view expertKeys[] = {"experts",     "experts_per_token", "shared_experts",
                                                      "expert_ffn", "dense_layers",      "ffn"};
    for (std::string_view k : expertKeys)
        if (field == k)
            return "training.shape.moe." + field;
    static constexpr std::string_view latentKeys[] = {"q_lora_rank", "kv_lora_rank", "qk_rope_head_dim",
                                                      "qk_nope_head_dim", "v_head_dim"};
    for (std::string_view k : latentKeys)
        if (field == k)
            return "training.shape.moe.preset";
    return "training.shape." + field;
}

} // namespace

double heldParameters(const TrainingRun& run)
{
    if (!run.moe || !run.shape)
        return run.parameters;
    try {
        const MoeParameters p = moeParameters(moeShapeOf(run));
        return p.total - p.embeddings;
    } catch (const Error&) {
        return run.parameters; // validate() names the field; until then the run is priced as dense
    }
}

MoeShape moeShapeOf(const TrainingRun& run)
{
    const MoeExperts& e = *run.moe;
    const ModelShape& m = *run.shape;
    MoeShape s;
    if (const MoePreset* p = findMoePreset(e.preset)) {
        s.latent = p->shape.latent;
        s.tiedEmbeddings = p->shape.tiedEmbeddings;
    }
    s.layers = m.layers;
    s.hidden = m.width();
    s.heads = m.heads;
    s.kvHeads = m.kvHeads;
    s.headDim = m.headDim;
    s.vocabulary = m.vocabulary;
    s.seqLen = m.seqLen;
    s.experts = e.experts;
    s.expertsPerToken = e.expertsPerToken;
    s.sharedExperts = e.sharedExperts;
    s.expertFfn = e.expertFfn;
    s.denseLayers = e.denseLayers;
    s.ffn = e.ffn;
    return s;
}

void checkMoeRun(const TrainingRun& run)
{
    if (!run.moe)
        return;
    if (!run.shape)
        throw Error(ErrorCode::MissingField, "training.shape", "the attention and width the experts sit beside");
    if (!run.moe->preset.empty() && !findMoePreset(run.moe->preset))
        throw Error(ErrorCode::UnknownValue, "training.shape.moe.preset",
                    run.moe->preset.substr(0, 20) +
                        "; one of deepseek-v3, kimi-k2, qwen3-235b-a22b, qwen3-30b-a3b, gpt-oss-120b, mixtral-8x22b");
    const MoeShape s = moeShapeOf(run);
    try {
        checkMoeShape(s);
    } catch (const Error& e) {
        throw Error(e.code(), planField(e.subject()), e.detail());
    }
    const MoeParameters p = moeParameters(s);
    if (run.parameters > p.total)
        throw Error(ErrorCode::OutOfRange, "training.parameters",
                    "the active parameters, at most the " + std::to_string(std::lround(p.total / 1e9)) +
                        "B the shape holds in all");
}

void applyMoePreset(TrainingRun& run, const MoePreset& preset)
{
    const MoeShape& s = preset.shape;
    const TransformerShape dense = denseEquivalent(s);
    ModelShape m;
    m.layers = s.layers;
    m.heads = s.heads;
    m.headDim = dense.headDim > 0 ? dense.headDim : s.hidden / s.heads;
    m.seqLen = s.seqLen;
    m.kvHeads = dense.kvHeads;
    m.vocabulary = s.vocabulary;
    m.hidden = s.hidden;
    run.shape = m;
    run.moe = MoeExperts{std::string(preset.id), s.experts,    s.expertsPerToken, s.sharedExperts,
                         s.expertFfn,            s.denseLayers, s.ffn};
    const MoeParameters p = moeParameters(s);
    run.parameters = p.active - p.embeddings;
}

} // namespace gp
