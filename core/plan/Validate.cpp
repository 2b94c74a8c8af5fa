#include "plan/Validate.h"

#include "training/CostModel.h"
#include "training/MoeRun.h"
#include "plan/Pricing.h"
#include "goodput/ProgramGoodput.h"
#include "io/Error.h"
#include "performance/Network.h"
#include "io/SafeText.h"
#include "plan/InferenceJson.h"
#include "plan/Plan.h"
#include "plan/ScenarioEdit.h"

#include <cmath>
#include <optional>
#include <cstdio>
#include <string>

namespace gp {
namespace {

void checkText(const std::string& text, const char* field, std::size_t limit)
{
    if (text.size() > limit && characterCount(text) > limit) // bytes bound characters: count only when needed
        throw Error(ErrorCode::TooLong, field, "at most " + std::to_string(limit) + " characters");
}

// A one-line text the exports and the proposal print: no line break or control character (io/SafeText.h).
void checkLine(const std::string& text, const char* field, std::size_t limit)
{
    checkText(text, field, limit);
    requireSafeText(text, field);
}

void checkTraining(const TrainingRun& t)
{
    if (!std::isfinite(t.parameters))
        throw Error(ErrorCode::NotFinite, "training.parameters");
    if (!(t.parameters > 0) || t.parameters > 1e16)
        throw Error(ErrorCode::OutOfRange, "training.parameters", "above 0, at most 1e16");
    if (!std::isfinite(t.tokens))
        throw Error(ErrorCode::NotFinite, "training.tokens");
    if (!(t.tokens > 0) || t.tokens > 1e18)
        throw Error(ErrorCode::OutOfRange, "training.tokens", "above 0, at most 1e18");
    if (t.measuredTokensPerSecond) {
        const double tps = *t.measuredTokensPerSecond;
        if (!std::isfinite(tps))
            throw Error(ErrorCode::NotFinite, "training.measured_tokens_per_second");
        if (!(tps > 0))
            throw Error(ErrorCode::NotPositive, "training.measured_tokens_per_second");
    }
    if (t.measuredBand) {
        if (!std::isfinite(*t.measuredBand))
            throw Error(ErrorCode::NotFinite, "training.measured_tokens_per_second_band");
        if (!(*t.measuredBand >= 0 && *t.measuredBand <= 0.5))
            throw Error(ErrorCode::OutOfRange, "training.measured_tokens_per_second_band", "0 to 0.5");
    }
    if (t.shape) {
        trainingFlopsPerToken(t.parameters, t.shape); // checks every entry of the shape
        const ModelShape& m = *t.shape;
        if (!std::isfinite(m.kvHeads) || m.kvHeads < 0 || m.kvHeads != std::floor(m.kvHeads) ||
            (m.kvHeads > 0 && (m.kvHeads > m.heads || std::fmod(m.heads, m.kvHeads) != 0)))
            throw Error(ErrorCode::OutOfRange, "training.shape.kv_heads", "0 (as many as the heads) or a divisor of the heads");
        if (!std::isfinite(m.vocabulary) || m.vocabulary < 0 || m.vocabulary > 1e8)
            throw Error(ErrorCode::OutOfRange, "training.shape.vocabulary", "0 (not stated) to 1e8");
        if (!std::isfinite(m.hidden) || m.hidden < 0 || m.hidden > 1e7 || m.hidden != std::floor(m.hidden))
            throw Error(ErrorCode::OutOfRange, "training.shape.hidden",
                        "0 (heads x head_dim) or a whole number up to 1e7");
        if (m.vocabulary * m.width() >= t.parameters)
            throw Error(ErrorCode::OutOfRange, "training.shape.vocabulary", "its embedding alone would hold every parameter");
    }
    checkMoeRun(t); // names training.shape.moe's field, or training.parameters above the total
    if (t.network)
        checkNetwork(*t.network); // names training.network.preset, .scale_out_gbps or .scale_up_domain
    if (!std::isfinite(t.globalBatchTokens))
        throw Error(ErrorCode::NotFinite, "training.global_batch_tokens");
    if (!(t.globalBatchTokens >= 1 && t.globalBatchTokens <= 1e10))
        throw Error(ErrorCode::OutOfRange, "training.global_batch_tokens", "1 to 1e10");
    const Parallelism& par = t.parallel;
    if (par.tensor < 1 || par.tensor > 4096)
        throw Error(ErrorCode::OutOfRange, "training.parallelism.tensor", "1 to 4096");
    if (par.pipeline < 1 || par.pipeline > 4096)
        throw Error(ErrorCode::OutOfRange, "training.parallelism.pipeline", "1 to 4096");
    // A held pipeline needs a layer on every stage; the stages may be uneven (docs/model.md section 23).
    if (!par.search && t.shape && par.pipeline > t.shape->layers)
        throw Error(ErrorCode::OutOfRange, "training.parallelism.pipeline",
                    "at most the " + std::to_string(std::lround(t.shape->layers)) + " layers of training.shape.layers: " +
                        std::to_string(par.pipeline) + " stages would leave a stage with no layer");
    if (!std::isfinite(par.microBatch) || !(par.microBatch > 0) || par.microBatch > 1e6)
        throw Error(ErrorCode::OutOfRange, "training.parallelism.micro_batch", "above 0, at most 1e6");
    for (const auto& [id, mfu] : t.mfuByAccelerator)
        if (!std::isfinite(mfu) || !(mfu > 0) || mfu > 1)
            throw Error(ErrorCode::OutOfRange, "training.mfu_by_accelerator." + id.substr(0, 40), "above 0, at most 1");
    if (!std::isfinite(t.commitmentUse) || t.commitmentUse < 0 || t.commitmentUse > 1)
        throw Error(ErrorCode::OutOfRange, "training.commitment_use_elsewhere", "0 to 1");
    checkConfidenceRange(t.search.confidence, "training.search.confidence");
    if (t.search.budget)
        checkBudgetRange(*t.search.budget, "training.search.budget");
}

std::string gbPerSecond(double v)
{
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.4g GB/s", v);
    return buf;
}

// The fast tier is faster than the persistent one, more frequent, and its copies fit in a group of the job's nodes.
void checkFastTier(const GoodputInputs& in)
{
    if (in.fastTierCopies > in.fastTierGroup)
        throw Error(ErrorCode::OutOfRange, "runtime.fast_tier_copies",
                    std::to_string(in.fastTierCopies) + " copies in a group of " + std::to_string(in.fastTierGroup) +
                        " nodes (runtime.fast_tier_group): at most one copy per node of the group");
    if (in.fastTierGroup > in.nodes)
        throw Error(ErrorCode::OutOfRange, "runtime.fast_tier_group",
                    "a group of " + std::to_string(in.fastTierGroup) + " nodes in a job of " +
                        std::to_string(in.nodes) + " (scale.nodes)");
    if (in.fastInterval > in.checkpointInterval)
        throw Error(ErrorCode::OutOfRange, "runtime.fast_checkpoint_interval",
                    "at most the persistent interval, " + formatDuration(in.checkpointInterval));
    if (in.checkpointInterval.inHours() / in.fastInterval.inHours() > 1000.5)
        throw Error(ErrorCode::OutOfRange, "runtime.fast_checkpoint_interval",
                    "at most 1000 fast saves per persistent one (every " +
                        formatDuration(in.checkpointInterval * (1.0 / 1000.0)) + " or more)");
    if (in.checkpointStateGb > 0) {
        const double persistentWrite = checkpointWriteGbPerSecond(in) / in.nodes;
        if (in.fastWriteGbPerSecondPerNode <= persistentWrite)
            throw Error(ErrorCode::OutOfRange, "runtime.fast_write_gb_per_second_per_node",
                        "the fast tier writes " + gbPerSecond(in.fastWriteGbPerSecondPerNode) +
                            " per node, no faster than the persistent tier's " + gbPerSecond(persistentWrite));
        const double persistentRead = checkpointReadGbPerSecond(in) / in.nodes;
        if (in.fastReadGbPerSecondPerNode <= persistentRead)
            throw Error(ErrorCode::OutOfRange, "runtime.fast_read_gb_per_second_per_node",
                        "the fast tier reads " + gbPerSecond(in.fastReadGbPerSecondPerNode) +
                            " per node, no faster than the persistent tier's " + gbPerSecond(persistentRead));
        if (fastSaveTime(in) > Duration::hours(1))
            throw Error(ErrorCode::OutOfRange, "runtime.fast_write_gb_per_second_per_node",
                        "a fast save of " + formatDuration(fastSaveTime(in)) + ": more than an hour");
    } else if (in.fastSave >= checkpointSaveTime(in)) {
        throw Error(ErrorCode::OutOfRange, "runtime.fast_checkpoint_save",
                    "a fast save of " + formatDuration(in.fastSave) + " is no quicker than the persistent one, " +
                        formatDuration(checkpointSaveTime(in)));
    }
}

// What the ranges of single inputs cannot say about the checkpoint (docs/model.md section 20).
void checkCheckpoint(const GoodputInputs& in)
{
    const Duration save = checkpointSaveTime(in);
    if (in.asyncCheckpoint && in.checkpointBlocking > save)
        throw Error(ErrorCode::OutOfRange, "runtime.checkpoint_blocking",
                    "at most the whole save, " + formatDuration(save));
    if (checkpointSaveDerived(in) && save > Duration::days(1))
        throw Error(ErrorCode::OutOfRange, "runtime.write_gb_per_second_per_node",
                    "a save of " + formatDuration(save) + " (" + std::to_string(in.checkpointStateGb).substr(0, 12) +
                        " GB at " + std::to_string(checkpointWriteGbPerSecond(in)).substr(0, 12) +
                        " GB/s): more than a day");
    if (in.checkpointStateGb > 0 && checkpointReadTime(in) > Duration::days(1))
        throw Error(ErrorCode::OutOfRange, "runtime.read_gb_per_second_per_node",
                    "a restore of " + formatDuration(checkpointReadTime(in)) + ": more than a day");
    if (in.fastTier)
        checkFastTier(in);
}

void checkDeadline(const Plan& plan)
{
    if (!plan.training.deadline)
        return;
    checkDeadlineRange(*plan.training.deadline, "training.deadline");
    const double deadline = plan.training.deadline->inHours();
    const GoodputInputs& in = plan.goodput;
    if (provisioningWaits(in.provisioning) && !(deadline > in.initialWait.inHours()))
        throw Error(ErrorCode::OutOfRange, "training.deadline",
                    "longer than the initial wait for capacity (" + formatDuration(in.initialWait) +
                        "): the run cannot start before it");
}

void checkProfiles(const std::vector<ProvisioningProfile>& profiles)
{
    if (profiles.size() > 20)
        throw Error(ErrorCode::TooMany, "provisioning_profiles", "at most 20");
    for (std::size_t i = 0; i < profiles.size(); ++i) {
        const std::string at = "provisioning_profiles[" + std::to_string(i) + "]";
        const ProvisioningProfile& p = profiles[i];
        const double wait = p.initialWait.inHours();
        if (!std::isfinite(wait) || wait < 0 || wait > 365 * 24.0)
            throw Error(ErrorCode::OutOfRange, at + ".initial_wait", "0s to 365d");
    }
}

} // namespace

void checkDeadlineRange(Duration deadline, const std::string& subject)
{
    const double hours = deadline.inHours();
    if (!std::isfinite(hours) || !(hours > 0) || hours > 10 * 365 * 24.0)
        throw Error(ErrorCode::OutOfRange, subject, "above 0s, at most 3650d");
}

void checkConfidenceRange(double confidence, const std::string& subject)
{
    if (!std::isfinite(confidence) || !(confidence >= 0.5) || !(confidence <= 0.99))
        throw Error(ErrorCode::OutOfRange, subject, "0.5 to 0.99");
}

void checkBudgetRange(double budget, const std::string& subject)
{
    if (!std::isfinite(budget) || !(budget > 0) || budget > 1e12)
        throw Error(ErrorCode::OutOfRange, subject, "above 0, at most 1e12");
}

std::size_t characterCount(const std::string& utf8)
{
    std::size_t n = 0;
    for (const char c : utf8)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0; // continuation bytes are not characters
    return n;
}

void validate(const Plan& plan)
{
    checkLine(plan.title, "title", kMaxLineText);
    checkLine(plan.engagement.customer, "engagement.customer", kMaxLineText);
    checkLine(plan.engagement.engagement, "engagement.engagement", kMaxLineText);
    checkLine(plan.engagement.architect, "engagement.architect", kMaxLineText);
    checkLine(plan.engagement.date, "engagement.date", kMaxLineText);
    checkText(plan.notes, "notes", kMaxNotes);
    validate(plan.goodput);
    checkCheckpoint(plan.goodput);
    if (plan.kind == PlanKind::Inference)
        validateInference(plan.inference);
    if (plan.simulation.runs < 1 || plan.simulation.runs > 1000000)
        throw Error(ErrorCode::OutOfRange, "simulation.runs", "1 to 1000000");
    if (plan.simulation.seed > 9007199254740992ULL)
        throw Error(ErrorCode::OutOfRange, "simulation.seed", "a whole number from 0 to 2^53");
    checkTraining(plan.training);
    checkDeadline(plan);
    checkProfiles(plan.provisioningProfiles);
    checkScenarioNames(plan); // each scenario's own plan is checked where it is read (validateScenarios)
    // The built-in catalog itself, unless the plan adds rows: a plan is validated on every edit.
    std::optional<Catalog> extended;
    if (!plan.customAccelerators.empty())
        extended = withAdditions(builtinCatalog(), plan.customAccelerators);
    const Catalog& catalog = extended ? *extended : builtinCatalog();
    checkOverrides(catalog, plan.priceOverrides);
    if (!plan.training.accelerator.empty() && !catalog.find(plan.training.accelerator))
        throw Error(ErrorCode::UnknownValue, "training.accelerator",
                    "'" + plan.training.accelerator.substr(0, 40) + "' is in neither the catalog nor the plan's own");
    for (const std::string& id : plan.training.search.accelerators)
        if (!catalog.find(id))
            throw Error(ErrorCode::UnknownValue, "training.search.accelerators",
                        "'" + id.substr(0, 40) + "' is in neither the catalog nor the plan's own");
    if (plan.kind == PlanKind::Inference && !plan.inference.accelerator.empty() &&
        !catalog.find(plan.inference.accelerator))
        throw Error(ErrorCode::UnknownValue, "inference.accelerator",
                    "'" + plan.inference.accelerator.substr(0, 40) + "' is in neither the catalog nor the plan's own");
    if (plan.training.measuredTokensPerSecond) // peaks do not depend on prices: the built-in catalog will do
        if (const Accelerator* a = selectedAccelerator(plan, catalog))
            measuredMfu(plan.training, *a,
                        static_cast<double>(plan.goodput.nodes) * plan.goodput.acceleratorsPerNode);
}

} // namespace gp
