#include "performance/MoeShape.h"

namespace gp {
namespace {

// The shape of DeepSeek-V3 and Kimi K2: multi-head latent attention with a query rank of 1,536, a key-value latent
// of 512, heads of 128 + 64 rotary values and values of 128.
constexpr LatentAttention kDeepSeekLatent{1536, 512, 64, 128, 128};

MoeShape latentShape(double heads, double experts, double denseLayers, double vocabulary)
{
    MoeShape s;
    s.layers = 61;
    s.hidden = 7168;
    s.heads = heads;
    s.latent = kDeepSeekLatent;
    s.experts = experts;
    s.expertsPerToken = 8;
    s.sharedExperts = 1;
    s.expertFfn = 2048;
    s.denseLayers = denseLayers;
    s.ffn = 18432;
    s.vocabulary = vocabulary;
    s.seqLen = 4096;
    return s;
}

MoeShape groupedShape(double layers, double hidden, double heads, double kvHeads, double headDim, double experts,
                      double perToken, double expertFfn, double vocabulary, double seqLen)
{
    MoeShape s;
    s.layers = layers;
    s.hidden = hidden;
    s.heads = heads;
    s.kvHeads = kvHeads;
    s.headDim = headDim;
    s.experts = experts;
    s.expertsPerToken = perToken;
    s.expertFfn = expertFfn;
    s.vocabulary = vocabulary;
    s.seqLen = seqLen;
    return s;
}

} // namespace

const std::vector<MoePreset>& moePresets()
{
    static const std::vector<MoePreset> all{
        {"deepseek-v3", "DeepSeek-V3", latentShape(128, 256, 3, 129280), 671e9, 37e9,
         "DeepSeek-AI 2024, \"DeepSeek-V3 Technical Report\", arXiv:2412.19437, section 4.2 (61 layers, hidden 7,168, "
         "128 heads of 128 with 64 rotary, key-value latent 512, query rank 1,536, the first three layers dense, 1 "
         "shared and 256 routed experts of 2,048, 8 routed a token, sequences of 4K; 671B parameters, 37B "
         "activated) and the released config.json (vocabulary 129,280, dense FFN 18,432)"},
        {"kimi-k2", "Kimi K2", latentShape(64, 384, 1, 163840), 1.04e12, 32.6e9,
         "Kimi Team 2025, \"Kimi K2: Open Agentic Intelligence\", arXiv:2507.20534, its architecture (DeepSeek-V3's "
         "architecture with 64 heads, 384 experts, 8 a token, 1 shared, 1 dense layer; 1.04T parameters, 32.6B "
         "activated) and the released config.json (vocabulary 163,840)"},
        {"qwen3-235b-a22b", "Qwen3-235B-A22B", groupedShape(94, 4096, 64, 4, 128, 128, 8, 1536, 151936, 4096), 235e9,
         22e9,
         "Qwen Team 2025, \"Qwen3 Technical Report\", arXiv:2505.09388, table 2 (94 layers, 64 query and 4 key-value "
         "heads, 128 experts, 8 a token, no shared expert; 235B, 22B activated; pre-training at 4,096 tokens) and "
         "the released config.json (hidden 4,096, heads of 128, expert FFN 1,536, vocabulary 151,936)"},
        {"qwen3-30b-a3b", "Qwen3-30B-A3B", groupedShape(48, 2048, 32, 4, 128, 128, 8, 768, 151936, 4096), 30.5e9,
         3.3e9,
         "Qwen Team 2025, \"Qwen3 Technical Report\", arXiv:2505.09388, table 2 (48 layers, 32 query and 4 key-value "
         "heads, 128 experts, 8 a token; 30B, 3B activated) and the released model card and config.json (30.5B, "
         "3.3B activated; hidden 2,048, expert FFN 768, vocabulary 151,936)"},
        {"gpt-oss-120b", "gpt-oss-120b", groupedShape(36, 2880, 64, 8, 64, 128, 4, 2880, 201088, 4096), 116.83e9,
         5.13e9,
         "OpenAI 2025, \"gpt-oss-120b & gpt-oss-20b Model Card\", its architecture (36 layers, residual width "
         "2,880, 64 query heads of 64 and 8 key-value heads, 128 experts, 4 a token, vocabulary 201,088 of "
         "o200k_harmony; 116.83B parameters, 5.13B active, the input embedding not counted); the pre-training "
         "sequence length is not stated: 4,096 assumed"},
        {"mixtral-8x22b", "Mixtral 8x22B", groupedShape(56, 6144, 48, 8, 128, 8, 2, 16384, 32768, 65536), 141e9, 39e9,
         "Mistral AI 2024-04-17, \"Cheaper, Better, Faster, Stronger\" (141B parameters, 39B active, a context of "
         "64K tokens) and the released config.json of Mixtral-8x22B-v0.1 (56 layers, hidden 6,144, 48 heads, 8 "
         "key-value heads, 8 experts of 16,384, 2 a token, vocabulary 32,768)"},
    };
    return all;
}

const MoePreset* findMoePreset(std::string_view id)
{
    for (const MoePreset& p : moePresets())
        if (p.id == id)
            return &p;
    return nullptr;
}

} // namespace gp
