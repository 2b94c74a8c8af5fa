#include "MoePerformance.h"

#include "PerformanceCommand.h"

#include "io/Error.h"
#include "performance/MoeStep.h"

#include <string>

namespace gpcli {
namespace {

using nlohmann::json;

double count(const Arguments& a, const char* name, long long lo = 1)
{
    return static_cast<double>(a.integer(name, lo, 1 << 24));
}

gp::MoeShape presetShape(const Arguments& a)
{
    const std::string id = a.all("model").front();
    const gp::MoePreset* p = gp::findMoePreset(id);
    if (!p) {
        std::string ids;
        for (const gp::MoePreset& m : gp::moePresets())
            ids += (ids.empty() ? "" : ", ") + std::string(m.id);
        throw gp::Error(gp::ErrorCode::UnknownValue, "--model", "'" + id.substr(0, 40) + "'; models: " + ids);
    }
    return p->shape;
}

// The preset's shape, or the dense flags' (already in `dense`), with every MoE flag given over it.
gp::MoeShape shapeOf(const Arguments& a, const gp::TransformerShape& dense)
{
    gp::MoeShape s;
    if (a.has("model")) {
        s = presetShape(a);
    } else {
        s.layers = dense.layers;
        s.hidden = dense.hidden;
        s.heads = dense.heads;
        s.kvHeads = dense.kvHeads;
        s.headDim = dense.headDim;
        s.vocabulary = dense.vocabulary;
    }
    if (!a.has("model") || a.has("sequence"))
        s.seqLen = dense.seqLen;
    const struct {
        const char* flag;
        double gp::MoeShape::*field;
        long long least;
    } flags[] = {{"layers", &gp::MoeShape::layers, 1},         {"hidden", &gp::MoeShape::hidden, 1},
                 {"heads", &gp::MoeShape::heads, 1},           {"kv-heads", &gp::MoeShape::kvHeads, 1},
                 {"head-dim", &gp::MoeShape::headDim, 1},      {"vocab", &gp::MoeShape::vocabulary, 1},
                 {"experts", &gp::MoeShape::experts, 0},       {"experts-per-token", &gp::MoeShape::expertsPerToken, 0},
                 {"shared-experts", &gp::MoeShape::sharedExperts, 0}, {"expert-ffn", &gp::MoeShape::expertFfn, 1},
                 {"dense-layers", &gp::MoeShape::denseLayers, 0},     {"ffn", &gp::MoeShape::ffn, 1}};
    for (const auto& f : flags)
        if (a.has(f.flag))
            s.*f.field = count(a, f.flag, f.least);
    return s;
}

gp::Layout layoutOf(const gp::LayoutChoices& c, double accelerators)
{
    if (!c.tensor || !c.pipeline)
        throw UsageError("an MoE model needs its layout: --tensor and --pipeline (and --expert-parallel); the "
                         "layout search does not choose expert degrees yet");
    return givenLayout(c, accelerators);
}

void routingOf(const Arguments& a, gp::MoeStepJob& j)
{
    if (a.has("routing")) {
        const std::string r = a.all("routing").front();
        if (!gp::parseRouting(r, j.routing))
            throw gp::Error(gp::ErrorCode::UnknownValue, "--routing",
                            "'" + r.substr(0, 20) + "'; balanced, dropless or dropped");
    }
    if (a.has("capacity-factor")) {
        j.capacityFactor = a.number("capacity-factor");
        if (!a.has("routing"))
            j.routing = gp::Routing::Dropped;
    }
}

// The core names a field ("experts_per_token", "vocabulary"); the command line its flag.
[[noreturn]] void rethrowMoeField(const gp::Error& e)
{
    static const char* const fields[][2] = {
        {"experts", "--experts"},           {"experts_per_token", "--experts-per-token"},
        {"shared_experts", "--shared-experts"}, {"expert_ffn", "--expert-ffn"},
        {"dense_layers", "--dense-layers"}, {"ffn", "--ffn"},
        {"expert_parallel", "--expert-parallel"}, {"expert_tensor", "--expert-tensor"},
        {"capacity_factor", "--capacity-factor"}, {"vocabulary", "--vocab"},
        {"seq_len", "--sequence"},          {"layers", "--layers"},
        {"hidden", "--hidden"},             {"heads", "--heads"},
        {"kv_heads", "--kv-heads"},         {"head_dim", "--head-dim"}};
    for (const auto& f : fields)
        if (e.subject() == f[0])
            throw gp::Error(e.code(), f[1], e.detail());
    throw e;
}

} // namespace

std::vector<OptionSpec> withMoeOptions(std::vector<OptionSpec> options)
{
    const std::vector<OptionSpec> moe{
        {"model", "ID", "a Mixture-of-Experts preset: deepseek-v3, kimi-k2, qwen3-235b-a22b, qwen3-30b-a3b,\n"
                        "gpt-oss-120b or mixtral-8x22b (its shape; flags override its fields)"},
        {"experts", "E", "routed experts a layer: a Mixture-of-Experts model, its parameters counted from\n"
                           "its shape (model.md section 26)"},
        {"experts-per-token", "K", "routed experts each token uses (top-k), at most E"},
        {"shared-experts", "S", "experts every token uses (default 0)"},
        {"expert-ffn", "F", "each expert's FFN width"},
        {"dense-layers", "D", "layers at the bottom with a dense FFN (default 0)"},
        {"ffn", "F", "the dense layers' FFN width"},
        {"expert-parallel", "EP", "the routed experts split over EP accelerators (default 1); EP divides E"},
        {"expert-tensor", "ETP", "each expert's matrices split over ETP accelerators (default 1)"},
        {"routing", "R", "balanced (as benchmarks force it), dropless (default, as production trains) or\n"
                           "dropped (tokens above the capacity factor dropped, the padding computed)"},
        {"capacity-factor", "C", "with dropped routing, each expert's tokens at most C times the even share\n"
                                   "(default 1.25)"}};
    options.insert(options.end(), moe.begin(), moe.end());
    return options;
}

bool wantsMoe(const Arguments& a)
{
    return a.has("model") || a.has("experts");
}

json moePerformance(const Arguments& a, const gp::StepJob& job, const gp::LayoutChoices& choices,
                    const gp::Accelerator& accelerator)
{
    try {
        gp::MoeStepJob j;
        j.shape = shapeOf(a, job.shape);
        j.globalBatchTokens = job.globalBatchTokens;
        j.accelerators = job.accelerators;
        j.precision = job.precision;
        j.optimizer = job.optimizer;
        routingOf(a, j);
        gp::ExpertLayout e;
        if (a.has("expert-parallel"))
            e.expertParallel = static_cast<int>(a.integer("expert-parallel", 1, 1 << 20));
        if (a.has("expert-tensor"))
            e.expertTensor = static_cast<int>(a.integer("expert-tensor", 1, 1 << 20));
        const gp::MoeStepTime t =
            gp::moeStepTime(j, gp::fabricOf(accelerator, j.precision), layoutOf(choices, j.accelerators), e);
        json out = stepJson(t.step);
        out["active_parameters"] = t.activeParameters;
        out["total_parameters"] = t.totalParameters;
        out["routing"] = std::string(gp::routingId(j.routing));
        return out; // the expert degrees and the all-to-all are the step's own (stepJson)
    } catch (const gp::Error& e) {
        rethrowMoeField(e);
    }
}

} // namespace gpcli
