#pragma once

#include "plan/Evaluate.h"
#include "plan/ScenarioCompare.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace gp {

// The figures an Evaluation computes on demand, each kept once made. Held by shared pointer, so an evaluation's
// copies share it, and each figure by shared pointer to const, so the next plan's cache can take over the ones its
// edit did not touch without copying them.
struct FigureCache {
    template <class T>
    using Kept = std::shared_ptr<const T>;

    struct IntervalEntry {
        GoodputInputs key; // the inputs with the checkpoint interval cleared: the curve does not depend on it
        double from = 0, to = 0;
        int points = 0;
        Kept<IntervalCurve> curve;
    };
    std::vector<IntervalEntry> interval; // one per number of points asked for
    // The scale curve's half at Daly's interval, kept like the interval curve; the whole curve per plan.
    struct ScaleEntry {
        GoodputInputs key;
        double to = 0;
        int points = 0;
        bool draft = false;
        Kept<ScaleCurve> optimal;
    };
    std::vector<ScaleEntry> scaleOptimal;
    std::map<std::pair<int, bool>, Kept<ScaleCurve>> scale; // by points and draft
    std::map<int, Kept<SpareCurve>> spare;
    Kept<Sensitivity> sensitivity;
    Kept<std::vector<ProvisioningComparison>> provisioning;
    Kept<std::vector<TechniqueEffect>> techniques;
    Kept<Recommendation> recommendation;
    Kept<OptimizeResult> search; // the plan search (docs/model.md section 24)
    std::map<int, Kept<std::vector<ScenarioFigures>>> scenarios;
    struct SweepEntry {
        std::string input;
        std::vector<double> values;
        Kept<std::vector<SweepPoint>> points;
    };
    std::optional<SweepEntry> sweep;
    Kept<SpendTimeline> spend;
    std::optional<Error> spendError;

    // How many figures were computed rather than taken over, by kind: what the tests and the bench count.
    struct Counts {
        int interval = 0, scale = 0, scaleOptimal = 0, spare = 0, sensitivity = 0, recommendation = 0, scenarios = 0, sweep = 0,
            spend = 0, search = 0, provisioning = 0, techniques = 0;
    };
    Counts computed;

    // The figures of the evaluation before that this plan may keep: those whose parts `change` does not touch,
    // and the interval curves, which are checked against their key when asked for.
    void takeOver(const FigureCache& before, PlanChange change, bool sameOptions, bool sameScenarios);
};

// The parts of a plan each kind of figure depends on.
namespace depends {
inline constexpr PlanChange curves = PlanChange::goodputInputs();
inline constexpr PlanChange techniques = PlanChange::goodputInputs();
inline constexpr PlanChange provisioning = PlanChange::evaluationInputs();
inline constexpr PlanChange recommendation = PlanChange::evaluationInputs();
inline constexpr PlanChange scenarios = PlanChange::evaluationInputs() | PlanPart::Simulation;
inline constexpr PlanChange sweep = PlanChange::evaluationInputs();
inline constexpr PlanChange spend = PlanChange::evaluationInputs() | PlanPart::Simulation;
inline constexpr PlanChange search = PlanChange::evaluationInputs() | PlanPart::Simulation; // its seed
} // namespace depends

} // namespace gp
