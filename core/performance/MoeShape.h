#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace gp {

// Multi-head latent attention (DeepSeek-V2 and V3): the keys and values are compressed to a latent of kvRank values
// a token (cached with ropeDim more for the positions), the queries through a rank of qRank (0: not compressed).
struct LatentAttention {
    double qRank = 0;     // q_lora_rank; 0: the queries projected from the hidden state directly
    double kvRank = 0;    // kv_lora_rank; 0: no latent attention
    double ropeDim = 0;   // qk_rope_head_dim: the rotary part of each query and key head, shared by the keys
    double nopeDim = 0;   // qk_nope_head_dim: the rest of each query and key head
    double valueDim = 0;  // v_head_dim
    bool used() const { return kvRank > 0; }
};

// A decoder-only Mixture-of-Experts transformer (docs/model.md section 26): `denseLayers` layers at the bottom with
// a dense FFN of width `ffn`, the others with `experts` routed experts of width `expertFfn`, `expertsPerToken` of
// them chosen for each token, and `sharedExperts` every token uses. Every FFN is gated (SwiGLU: three matrices).
struct MoeShape {
    double layers = 0;          // L
    double hidden = 0;          // h
    double heads = 0;           // a
    double kvHeads = 0;         // grouped-query attention's key and value heads; 0: as many as the heads
    double headDim = 0;         // d_h; 0: h / a (unused with latent attention)
    LatentAttention latent;
    double experts = 0;         // E routed experts a MoE layer
    double expertsPerToken = 0; // k
    double sharedExperts = 0;   // S
    double expertFfn = 0;       // f_e
    double denseLayers = 0;     // D
    double ffn = 0;             // the dense layers' FFN width
    double vocabulary = 0;      // V
    bool tiedEmbeddings = false; // the output layer reuses the input embedding
    double seqLen = 0;           // the pre-training sequence length
};

// The shape's parameters, counted from its matrices (embeddings and the router included; norms and biases left out).
struct MoeParameters {
    double total = 0;        // every weight: what memory holds
    double active = 0;       // the weights one token uses: what its FLOPs count (6 N_active + attention)
    double attention = 0;    // one layer's attention
    double expert = 0;       // one expert
    double embeddings = 0;   // the input embedding and the output layer
};

// Throws gp::Error naming the field of a shape that cannot be counted (a count that is not positive, top-k above
// the experts, shared experts without routed ones, more dense layers than layers, a head width that does not divide).
void checkMoeShape(const MoeShape& s);

MoeParameters moeParameters(const MoeShape& s);

// A published MoE model: its shape, the counts its makers state, and where each figure is taken from.
struct MoePreset {
    std::string_view id;   // "deepseek-v3", as --model takes it
    std::string_view name; // "DeepSeek-V3"
    MoeShape shape;
    double publishedTotal = 0;
    double publishedActive = 0;
    std::string_view source;
};

const std::vector<MoePreset>& moePresets();

// The preset with this id, or nullptr.
const MoePreset* findMoePreset(std::string_view id);

} // namespace gp
