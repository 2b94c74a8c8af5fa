#include "plan/PlanEdits.h"

#include "plan/CalibratedPlan.h"
#include "plan/Pricing.h"
#include "plan/ScenarioEdit.h"
#include "plan/Scenarios.h"

namespace gp {

void setGoodputInputs(Plan& plan, const GoodputInputs& inputs)
{
    const double before = plan.goodput.mfu;
    plan.goodput = inputs;
    takeMfuSetByHand(plan, before);
}

void setMfu(Plan& plan, double mfu)
{
    GoodputInputs inputs = plan.goodput;
    inputs.mfu = mfu;
    setGoodputInputs(plan, inputs);
}

bool kindLeavesSpot(const Plan& plan, PlanKind kind)
{
    return kind == PlanKind::Inference && plan.kind != PlanKind::Inference &&
           plan.goodput.provisioning == Provisioning::Spot;
}

void setPlanKind(Plan& plan, PlanKind kind)
{
    if (kindLeavesSpot(plan, kind))
        plan.goodput.provisioning = Provisioning::OnDemand;
    plan.kind = kind;
}

void setServing(Plan& plan, const InferenceSettings& settings)
{
    plan.inference = settings;
}

void chooseServedModel(InferenceSettings& settings, const std::string& id)
{
    if (const ServedModel* known = findServedModel(id))
        settings.request.model = *known;
    else
        settings.request.model.name = kCustomServedModel;
}

void shapeChanged(InferenceSettings& settings)
{
    settings.request.model.name = kCustomServedModel;
}

void chooseServingAccelerator(InferenceSettings& settings, const std::string& accelerator)
{
    settings.accelerator = accelerator;
    settings.request.tensorParallel.reset();
}

void setPrice(Plan& plan, const std::string& accelerator, bool spot, double price)
{
    PriceOverride& o = plan.priceOverrides[accelerator];
    (spot ? o.spot : o.onDemand) = price;
}

void resetPrices(Plan& plan)
{
    plan.priceOverrides.clear();
}

void applyPrices(Plan& plan, const PriceOverrides& prices)
{
    plan.priceOverrides = prices;
}

void importAccelerators(Plan& plan, const std::vector<Accelerator>& accelerators)
{
    for (const Accelerator& a : accelerators) {
        plan.customAccelerators.push_back(a);
        plan.customAccelerators.back().custom = true;
    }
}

void setTrainingRun(Plan& plan, const TrainingRun& run)
{
    plan.training = run;
}

void setModelParameters(Plan& plan, double parameters)
{
    plan.training.parameters = parameters;
}

void setTrainingTokens(Plan& plan, double tokens)
{
    plan.training.tokens = tokens;
}

void chooseAccelerator(Plan& plan, const std::string& accelerator)
{
    plan.training.accelerator = accelerator;
}

void setPrecision(Plan& plan, Precision precision)
{
    plan.training.precision = precision;
}

void useMeasuredThroughput(Plan& plan, std::optional<double> tokensPerSecond)
{
    TrainingRun& r = plan.training;
    r.measuredTokensPerSecond = tokensPerSecond;
    if (tokensPerSecond && r.programSource)
        r.programSource = ProgramSource::Measured;
    else if (!tokensPerSecond && r.programSource == ProgramSource::Measured)
        r.programSource = ProgramSource::Plan;
}

void setMeasuredThroughput(Plan& plan, double tokensPerSecond)
{
    if (plan.training.measuredTokensPerSecond)
        plan.training.measuredTokensPerSecond = tokensPerSecond;
}

void setDeadlineDays(Plan& plan, double days)
{
    plan.training.deadline = days > 0 ? std::optional<Duration>(Duration::days(days)) : std::nullopt;
}

void setAcceleratorMfu(Plan& plan, const std::string& accelerator, double mfu)
{
    plan.training.mfuByAccelerator[accelerator] = mfu;
}

void setSearchConfidence(Plan& plan, double share)
{
    plan.training.search.confidence = share;
}

void setSearchBudget(Plan& plan, double usd)
{
    plan.training.search.budget = usd > 0 ? std::optional<double>(usd) : std::nullopt;
}

void setCoverField(Plan& plan, CoverField field, const std::string& text)
{
    switch (field) {
    case CoverField::Title: plan.title = text; return;
    case CoverField::Customer: plan.engagement.customer = text; return;
    case CoverField::Engagement: plan.engagement.engagement = text; return;
    case CoverField::Architect: plan.engagement.architect = text; return;
    case CoverField::Date: plan.engagement.date = text; return;
    }
}

void setNotes(Plan& plan, const std::string& notes)
{
    plan.notes = notes;
}

void recommendScenario(Plan& plan, const std::string& name)
{
    if (name.empty()) {
        plan.recommendedScenario.clear();
        return;
    }
    if (const Scenario* s = findScenario(plan, name))
        plan.recommendedScenario = s->name;
}

void setRecommendationReason(Plan& plan, const std::string& reason)
{
    plan.recommendationReason = reason;
}

void keepMeasuredBaseline(Plan& plan, const MeasuredBaseline& baseline)
{
    plan.measured = baseline;
}

void fitToMeasurement(Plan& plan, const std::vector<CalibrationProposal>& accepted)
{
    plan = calibratedPlan(plan, accepted);
}

void setWalkAnswers(Plan& plan, const std::string& graphId, const std::vector<std::string>& answers,
                    const std::vector<std::size_t>& fromPlan, const std::optional<GraphOrigin>& origin,
                    const std::string& pricedBefore)
{
    if (!pricedBefore.empty())
        keepPricedAccelerator(plan, pricedBefore);
    plan.walks[graphId] = answers;
    if (fromPlan.empty())
        plan.answeredFromPlan.erase(graphId);
    else
        plan.answeredFromPlan[graphId] = fromPlan;
    if (origin)
        plan.walkPacks[graphId] = *origin;
    else
        plan.walkPacks.erase(graphId);
    applyWalkKind(plan);
}

std::size_t scenarioRoom(const Plan& plan)
{
    return plan.scenarios.size() < kMaxScenarios ? kMaxScenarios - plan.scenarios.size() : 0;
}

void addScenarios(Plan& plan, const std::vector<Scenario>& scenarios)
{
    const std::size_t before = plan.scenarios.size();
    try {
        for (const Scenario& s : scenarios)
            addScenario(plan, s);
    } catch (...) {
        plan.scenarios.resize(before); // addScenario() adds nothing else
        throw;
    }
}

} // namespace gp
