#include "performance/MoeShape.h"

#include "io/Error.h"
#include "performance/StepFields.h"

#include <cmath>
#include <utility>

namespace gp {
namespace {

// A count the shape needs: positive (or, with `zeroAllowed`, zero), finite and whole.
void checkMoeCount(double x, const char* field, bool zeroAllowed = false)
{
    if (!std::isfinite(x))
        throw Error(ErrorCode::NotFinite, field, stepNumber(x));
    if (zeroAllowed ? x < 0 : x <= 0)
        throw Error(zeroAllowed ? ErrorCode::Negative : ErrorCode::NotPositive, field, stepNumber(x));
    if (x != std::floor(x))
        throw Error(ErrorCode::NotAnInteger, field, stepNumber(x));
}

double attentionParameters(const MoeShape& s)
{
    const double h = s.hidden, a = s.heads;
    if (s.latent.used()) {
        // DeepSeek-V2, section 2.1.2: queries through a rank of q (or straight from h), keys and values from a
        // latent of kv, each head's key with its own non-rotary part and the shared rotary part.
        const LatentAttention& m = s.latent;
        const double queryWidth = a * (m.nopeDim + m.ropeDim);
        const double queries = m.qRank > 0 ? h * m.qRank + m.qRank * queryWidth : h * queryWidth;
        const double latent = h * (m.kvRank + m.ropeDim);
        const double keysValues = m.kvRank * a * (m.nopeDim + m.valueDim);
        return queries + latent + keysValues + a * m.valueDim * h;
    }
    const double d = s.headDim > 0 ? s.headDim : h / a;
    const double k = s.kvHeads > 0 ? s.kvHeads : a;
    return h * a * d + 2.0 * h * k * d + a * d * h;
}

} // namespace

void checkMoeShape(const MoeShape& s)
{
    if (!(s.experts > 0) && s.sharedExperts > 0)
        throw Error(ErrorCode::OutOfRange, "shared_experts", "shared experts need routed experts beside them");
    const std::pair<double, const char*> counts[] = {
        {s.layers, "layers"},     {s.hidden, "hidden"},         {s.heads, "heads"},
        {s.experts, "experts"},   {s.expertsPerToken, "experts_per_token"},
        {s.expertFfn, "expert_ffn"}, {s.vocabulary, "vocabulary"}, {s.seqLen, "seq_len"}};
    for (const auto& [x, field] : counts)
        checkMoeCount(x, field);
    const std::pair<double, const char*> optional[] = {{s.kvHeads, "kv_heads"},
                                                       {s.headDim, "head_dim"},
                                                       {s.sharedExperts, "shared_experts"},
                                                       {s.denseLayers, "dense_layers"},
                                                       {s.ffn, "ffn"},
                                                       {s.latent.qRank, "q_lora_rank"},
                                                       {s.latent.kvRank, "kv_lora_rank"},
                                                       {s.latent.ropeDim, "qk_rope_head_dim"},
                                                       {s.latent.nopeDim, "qk_nope_head_dim"},
                                                       {s.latent.valueDim, "v_head_dim"}};
    for (const auto& [x, field] : optional)
        checkMoeCount(x, field, true);
    if (s.expertsPerToken > s.experts)
        throw Error(ErrorCode::OutOfRange, "experts_per_token", "at most the " + stepNumber(s.experts) + " routed experts");
    if (s.denseLayers >= s.layers)
        throw Error(ErrorCode::OutOfRange, "dense_layers",
                    "fewer than the " + stepNumber(s.layers) + " layers: at least one layer has experts");
    if (s.denseLayers > 0 && s.ffn <= 0)
        throw Error(ErrorCode::MissingField, "ffn", "the dense layers' FFN width");
    if (s.kvHeads > 0 && std::fmod(s.heads, s.kvHeads) != 0)
        throw Error(ErrorCode::OutOfRange, "kv_heads", "must divide the " + stepNumber(s.heads) + " heads");
    if (s.latent.used()) {
        if (s.latent.nopeDim <= 0 || s.latent.valueDim <= 0)
            throw Error(ErrorCode::MissingField, s.latent.nopeDim <= 0 ? "qk_nope_head_dim" : "v_head_dim",
                        "latent attention needs the heads' widths");
    } else if (s.headDim <= 0 && std::fmod(s.hidden, s.heads) != 0) {
        throw Error(ErrorCode::OutOfRange, "heads", "must divide the hidden size " + stepNumber(s.hidden) +
                                                        " where no head_dim is given");
    }
}

MoeParameters moeParameters(const MoeShape& s)
{
    checkMoeShape(s);
    MoeParameters p;
    p.attention = attentionParameters(s);
    p.expert = 3.0 * s.hidden * s.expertFfn; // gate, up and down (SwiGLU, Shazeer 2020)
    p.embeddings = s.vocabulary * s.hidden * (s.tiedEmbeddings ? 1.0 : 2.0);
    const double router = s.hidden * s.experts;
    const double moeLayers = s.layers - s.denseLayers;
    const double shared = s.layers * p.attention + s.denseLayers * 3.0 * s.hidden * s.ffn + p.embeddings +
                          moeLayers * (router + s.sharedExperts * p.expert);
    p.total = shared + moeLayers * s.experts * p.expert;
    p.active = shared + moeLayers * s.expertsPerToken * p.expert;
    return p;
}

} // namespace gp
