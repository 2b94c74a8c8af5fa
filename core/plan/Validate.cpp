#include "plan/Validate.h"

#include "catalog/CostModel.h"
#include "goodput/ProgramGoodput.h"
#include "io/Error.h"
#include "plan/Plan.h"

#include <cmath>
#include <string>

namespace gp {
namespace {

void checkText(const std::string& text, const char* field, std::size_t limit)
{
    if (text.size() > limit && characterCount(text) > limit) // bytes bound characters: count only when needed
        throw Error(ErrorCode::TooMany, field, "at most " + std::to_string(limit) + " characters");
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
    if (t.shape)
        trainingFlopsPerToken(t.parameters, t.shape); // checks every entry of the shape
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

std::size_t characterCount(const std::string& utf8)
{
    std::size_t n = 0;
    for (const char c : utf8)
        n += (static_cast<unsigned char>(c) & 0xC0) != 0x80 ? 1 : 0; // continuation bytes are not characters
    return n;
}

void validate(const Plan& plan)
{
    checkText(plan.title, "title", kMaxLineText);
    checkText(plan.engagement.customer, "engagement.customer", kMaxLineText);
    checkText(plan.engagement.engagement, "engagement.engagement", kMaxLineText);
    checkText(plan.engagement.architect, "engagement.architect", kMaxLineText);
    checkText(plan.engagement.date, "engagement.date", kMaxLineText);
    checkText(plan.notes, "notes", kMaxNotes);
    validate(plan.goodput);
    if (plan.simulation.runs < 1 || plan.simulation.runs > 1000000)
        throw Error(ErrorCode::OutOfRange, "simulation.runs", "1 to 1000000");
    if (plan.simulation.seed > 9007199254740992ULL)
        throw Error(ErrorCode::OutOfRange, "simulation.seed", "a whole number from 0 to 2^53");
    checkTraining(plan.training);
    checkProfiles(plan.provisioningProfiles);
    checkOverrides(builtinCatalog(), plan.priceOverrides);
    if (plan.training.measuredTokensPerSecond) // peaks do not depend on prices: the built-in catalog will do
        if (const Accelerator* a = selectedAccelerator(plan, builtinCatalog()))
            measuredMfu(plan.training, *a,
                        static_cast<double>(plan.goodput.nodes) * plan.goodput.acceleratorsPerNode);
}

} // namespace gp
