#include "plan/Figures.h"

#include "goodput/InputRanges.h"
#include "goodput/RenewalModel.h"

#include <algorithm>

namespace gp {

void FigureCache::takeOver(const FigureCache& before, PlanChange change, bool sameOptions, bool sameScenarios)
{
    interval = before.interval;
    scaleOptimal = before.scaleOptimal;
    if (!change.touches(depends::curves)) {
        scale = before.scale;
        spare = before.spare;
        sensitivity = before.sensitivity;
    }
    if (!change.touches(depends::techniques))
        techniques = before.techniques;
    if (!change.touches(depends::provisioning))
        provisioning = before.provisioning;
    if (!change.touches(depends::recommendation))
        recommendation = before.recommendation;
    if (sameOptions || (sameScenarios && !change.touches(depends::scenarios)))
        scenarios = before.scenarios;
    if (sameScenarios && !change.touches(depends::search))
        search = before.search;
    if (!change.touches(depends::sweep))
        sweep = before.sweep;
    if (!change.touches(depends::spend)) {
        spend = before.spend;
        spendError = before.spendError;
    }
}

namespace {

// The inputs a curve computed at other intervals than the plan's depends on: all but the checkpoint interval.
GoodputInputs withoutInterval(GoodputInputs in)
{
    in.checkpointInterval = Duration();
    return in;
}

} // namespace

bool Evaluation::applies(std::string_view key) const
{
    return inputApplies(plan->goodput, key);
}

std::pair<double, double> Evaluation::intervalRange() const
{
    return gp::intervalRange(parameters);
}

const IntervalCurve& Evaluation::intervalCurve(int points) const
{
    const auto [from, to] = intervalRange();
    const GoodputInputs key = withoutInterval(pricedInputs());
    auto& entries = cache->interval;
    const auto it = std::find_if(entries.begin(), entries.end(),
                                 [&](const FigureCache::IntervalEntry& e) { return e.points == points; });
    if (it != entries.end() && it->key == key && it->from == from && it->to == to)
        return *it->curve;
    auto curve = std::make_shared<const IntervalCurve>(gp::intervalCurve(parameters, from, to, points));
    ++cache->computed.interval;
    FigureCache::IntervalEntry entry{key, from, to, points, curve};
    if (it != entries.end())
        *it = std::move(entry);
    else
        entries.push_back(std::move(entry));
    return *curve;
}

const ScaleCurve& Evaluation::scaleCurve(int points, Detail detail) const
{
    const bool draft = detail == Detail::Draft;
    auto& kept = cache->scale[{points, draft}];
    if (!kept) {
        const RenewalGridScope grid(draft ? RenewalGrid::draft() : RenewalGrid{});
        // From one node to 10,000, or four times the plan's nodes when that is more.
        const double to = std::max(10000.0, parameters.nodes * 4.0);
        const GoodputInputs key = withoutInterval(pricedInputs());
        auto& entries = cache->scaleOptimal;
        auto it = std::find_if(entries.begin(), entries.end(),
                               [&](const FigureCache::ScaleEntry& e) { return e.points == points && e.draft == draft; });
        if (it == entries.end() || !(it->key == key) || it->to != to) {
            FigureCache::ScaleEntry entry{key, to, points, draft,
                                          std::make_shared<const ScaleCurve>(
                                              gp::scaleCurveOptimal(parameters, 1.0, to, points))};
            ++cache->computed.scaleOptimal;
            if (it != entries.end())
                *it = std::move(entry);
            else
                it = entries.insert(entries.end(), std::move(entry));
        }
        auto curve = std::make_shared<ScaleCurve>(*it->optimal);
        gp::scaleCurveAtPlan(*curve, parameters);
        kept = std::move(curve);
        ++cache->computed.scale;
    }
    return *kept;
}

int Evaluation::spareCurveRange() const
{
    return gp::spareCurveRange(parameters);
}

const SpareCurve& Evaluation::spareCurve(int maxSpares) const
{
    auto& kept = cache->spare[maxSpares];
    if (!kept) {
        kept = std::make_shared<const SpareCurve>(gp::spareCurve(parameters, maxSpares));
        ++cache->computed.spare;
    }
    return *kept;
}

GoodputInputs Evaluation::pricedInputs() const
{
    GoodputInputs in = plan->goodput;
    in.mfu = parameters.mfu;
    return in;
}

const Sensitivity& Evaluation::sensitivity() const
{
    if (!cache->sensitivity) {
        cache->sensitivity = std::make_shared<const Sensitivity>(gp::sensitivity(pricedInputs(), kSensitivityStep));
        ++cache->computed.sensitivity;
    }
    return *cache->sensitivity;
}

const std::vector<ProvisioningComparison>& Evaluation::provisioning() const
{
    static const std::vector<ProvisioningComparison> none; // an evaluation of no plan
    if (!cache || !plan)
        return none;
    if (!cache->provisioning) {
        const auto priced = rankings.selected; // an index into the catalog too: the estimates are in its order
        cache->provisioning = std::make_shared<const std::vector<ProvisioningComparison>>(
            priced ? compareProvisioning(*plan, catalog(), catalog().accelerators[*priced])
                   : std::vector<ProvisioningComparison>{});
        ++cache->computed.provisioning;
    }
    return *cache->provisioning;
}

const std::vector<TechniqueEffect>& Evaluation::techniques() const
{
    static const std::vector<TechniqueEffect> none;
    if (!cache || !plan)
        return none;
    if (!cache->techniques) {
        cache->techniques = std::make_shared<const std::vector<TechniqueEffect>>(techniqueEffects(pricedInputs()));
        ++cache->computed.techniques;
    }
    return *cache->techniques;
}

const OptimizeResult* Evaluation::keptPlanSearch() const
{
    return cache->search.get();
}

void Evaluation::keepPlanSearch(std::shared_ptr<const OptimizeResult> result) const
{
    if (!cache->search && result) {
        cache->search = std::move(result);
        ++cache->computed.search;
    }
}

const Recommendation& Evaluation::recommendation() const
{
    if (!cache->recommendation) {
        cache->recommendation = std::make_shared<const Recommendation>(recommend(*plan, *this));
        ++cache->computed.recommendation;
    }
    return *cache->recommendation;
}

const std::vector<ScenarioFigures>& Evaluation::scenarios(int runs) const
{
    auto& kept = cache->scenarios[runs];
    if (!kept) {
        kept = std::make_shared<const std::vector<ScenarioFigures>>(
            compareScenarios(options ? *options : *plan, graphs, runs));
        ++cache->computed.scenarios;
    }
    return *kept;
}

const std::vector<SweepPoint>* Evaluation::keptSweep(const std::string& input, const std::vector<double>& values) const
{
    const auto& kept = cache->sweep;
    return kept && kept->input == input && kept->values == values ? kept->points.get() : nullptr;
}

void Evaluation::keepSweep(std::string input, std::vector<double> values,
                           std::shared_ptr<const std::vector<SweepPoint>> points) const
{
    cache->sweep = FigureCache::SweepEntry{std::move(input), std::move(values), std::move(points)};
    ++cache->computed.sweep;
}

const SpendTimeline& Evaluation::spendTimeline() const
{
    if (cache->spendError)
        throw *cache->spendError;
    if (!cache->spend) {
        const CostEstimate* chosen = selectedEstimate();
        if (!chosen)
            throw Error(ErrorCode::UnknownValue, "training.accelerator", "an accelerator to price");
        ++cache->computed.spend;
        try {
            cache->spend =
                std::make_shared<const SpendTimeline>(gp::spendTimeline(pricedInputs(), *chosen, plan->simulation.seed));
        } catch (const Error& e) {
            cache->spendError = e;
            throw;
        }
    }
    return *cache->spend;
}

} // namespace gp
