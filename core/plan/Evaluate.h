#pragma once

#include "catalog/Catalog.h"
#include "training/CostModel.h"
#include "training/SpendTimeline.h"
#include "goodput/CheckpointFigures.h"
#include "goodput/Curves.h"
#include "goodput/PlanningModel.h"
#include "goodput/Sensitivity.h"
#include "i18n/Text.h"
#include "plan/Plan.h"
#include "plan/PlanChange.h"
#include "plan/Pricing.h"
#include "plan/ServingAdvice.h"
#include "plan/Sizing.h"
#include "plan/Techniques.h"

#include <memory>
#include <optional>
#include <string_view>
#include <string>
#include <utility>
#include <vector>

namespace gp {

struct OptimizeResult; // search/Optimize.h
struct SweepPoint;     // search/Sweep.h

// Something about a plan that its figures alone do not say. Each code has one sentence in the core (English, a
// GP_TEXT pattern the user interface translates).
enum class WarningCode {
    Saturated,                 // runtime goodput below 5 %: almost no progress survives the interruptions
    AutoCheckpointTooSlow,     // auto-checkpointing is on but one save takes longer than a grace period
    IntervalBeyondWindow,      // the checkpoint interval is longer than the running part of the window
    SaveLongerThanInterval,    // one save takes longer than the progress between saves
    IntervalFarFromOptimum,    // the interval is less than half or more than twice Daly's optimum
    SparePoolExhausted,        // the hot-spare pool is empty for most failures
    SparePoolUncertain,        // the simulated pool share can still move scheduling goodput by more than a point
    RecoveryRarelyCompletes,   // interruptions during recovery outnumber a tenth of all: recoveries restart often
    BeyondSimulation,          // the Monte Carlo's event budget cannot hold this plan's window
    // An inference plan's:
    NothingServes,             // no accelerator of the catalog fits the model and meets the latency targets
    ServedMissesTargets,       // the plan's accelerator does not fit or misses a latency target
    WalkDisagrees,             // the GPU walk recommends other accelerators than the serving figures give
    // A training plan's accelerator:
    AcceleratorNotChosen,      // neither the plan nor its walk names one that fits: priced by docs/model.md section 10
    NoAcceleratorFits,         // the plan names none and the model fits no accelerator at the plan's count
    MemoryTight,               // the priced accelerator fits with less than kMemoryHeadroom of its usable memory free
};
struct Warning {
    WarningCode code;
    std::string subject; // the plan field it concerns; the user interface shows the warning beside it
    friend bool operator==(const Warning&, const Warning&) = default;
};
const char* warningCodeName(WarningCode code); // "saturated", for JSON output
Text warningText(const Warning& warning);      // the sentence, in English; the user interface translates it

// Where the GPU-selection walk stands: the recommendation node it reached and the accelerator families it names.
struct GpuRecommendation {
    std::string node; // empty until the walk reaches a recommendation
    std::string text; // the node's text (English; the user interface translates it)
    std::vector<std::string> families;
};

// Indexes into Evaluation::accelerators.
struct Rankings {
    std::optional<std::size_t> selected; // the accelerator the plan prices
    std::optional<std::size_t> cheapest; // lowest finite total cost of the rows that fit and meet the deadline
    std::optional<std::size_t> fastest;  // fewest finite days of the rows that fit
    std::vector<std::size_t> recommended; // the families the GPU walk recommends, cheapest first
};

struct ScenarioFigures;
struct FigureCache;
struct OptimizeResult;

// A plan that passed validate(): evaluate() takes only these, so a plan is checked once however often it is
// evaluated. Shared, never copied: the document, its undo steps and the evaluation hold the same plan.
class ValidPlan {
public:
    // validate(*plan); throws gp::Error naming the first bad field.
    static ValidPlan check(std::shared_ptr<const Plan> plan);
    static ValidPlan check(Plan plan) { return check(std::make_shared<const Plan>(std::move(plan))); }
    // For a plan validated before (an undo step's, a scenario's own validated with the plan's).
    static ValidPlan trusted(std::shared_ptr<const Plan> plan);

    const Plan& operator*() const { return *plan_; }
    const Plan* operator->() const { return plan_.get(); }
    const std::shared_ptr<const Plan>& shared() const { return plan_; }

private:
    explicit ValidPlan(std::shared_ptr<const Plan> plan) : plan_(std::move(plan)) {}
    std::shared_ptr<const Plan> plan_;
};

// Everything a view, the command line or the proposal shows about a plan, computed from the plan alone
// (docs/model.md gives every formula). Views format these figures; they compute none of their own. The members
// below are computed at once; the functions after them on the first call, then kept for the plan, and carried over
// to the evaluation after an edit that did not change what they depend on (docs/architecture.md, "Data path").
struct Evaluation {
    std::shared_ptr<const Plan> plan;    // the plan evaluated
    std::shared_ptr<const Plan> options; // the plan whose scenarios scenarios() compares: the stored base
    // The decision graphs the plan was evaluated with (a copy shares them: the walks views take from it stay valid
    // while the evaluation lives), and what the plan's walks of pack graphs meet in them (gp::walkPackNotes).
    GraphLibrary graphs;
    std::vector<Text> walkNotes;
    ModelParameters parameters;
    GoodputEvaluation goodput;
    CheckpointOptima checkpoint;
    CheckpointFigures checkpointTiers; // each tier's save, stall and restore, and its share of the window
    double runStateGb = 0;             // the training run's checkpoint state: 14 bytes a parameter (Adam)
    double deadlineDays = 0;           // the training run's deadline (infinite without one)
    // The expected reschedule after a failure: with hot spares, the swap for the failures that find one and the
    // reschedule for the pool's shortfall, mixed as the model mixes them (docs/model.md section 5).
    Duration failureReschedule;

    // The built-in catalog with the plan's prices and accelerators: shared, as the evaluation after an edit that
    // changed neither takes it over (docs/architecture.md, "Data path").
    std::shared_ptr<const Catalog> sharedCatalog;
    const Catalog& catalog() const;
    double trainingFlops = 0; // C = 6 N D
    std::vector<CostEstimate> accelerators; // one per catalog entry, in catalog order
    AcceleratorChoice acceleratorChoice = AcceleratorChoice::Plan; // why the priced accelerator is priced
    Rankings rankings;
    GpuRecommendation gpu;
    // The GPU walk every view and the proposal show: the plan's own answers, or, for a serving plan without them,
    // the path its serving figures give (derived; none for a model neither T4 nor L4 serves, whose advice answers
    // only the first question). Empty when there is neither.
    std::vector<std::string> shownGpuWalk;
    bool shownGpuWalkDerived = false;
    std::vector<Warning> warnings;
    // The figures an answer's condition may name, for walks answered from the plan (plan/PlanConditions.h).
    FigureValues conditionFigures;
    // An inference plan's serving (docs/model.md section 21): every accelerator, those that fit and meet the
    // targets cheapest first; what the GPU tree recommends for its figures; and the one served: the plan's
    // accelerator, or the tree's pick, or (when none of its families serves) the first.
    std::vector<InferencePlan> serving;
    ServingAdvice servingAdvice;
    std::optional<InferencePlan> served;
    // The served accelerator under each provisioning a service runs on: on demand, Spot and 1- and 3-year
    // commitments (DWS's requests of at most 7 days or whole reserved days do not serve a standing service).
    std::vector<std::pair<Provisioning, InferencePlan>> servingProvisioning;

    const CostEstimate* selectedEstimate() const;
    const Accelerator* selectedAccelerator() const;
    bool recommended(std::size_t index) const;
    // Whether a numeric input of the plan takes effect ("scheduling.spare_swap" without spares does not): a control
    // that does not is shown disabled (the rules of goodput/InputRanges.h).
    bool applies(std::string_view key) const;

    // On demand: the priced accelerator under each of the plan's provisioning profiles (empty when none is priced),
    // and the index of the lowest finite cost per productive accelerator-hour among them (docs/model.md section 10).
    const std::vector<ProvisioningComparison>& provisioning() const;
    std::optional<std::size_t> cheapestProvisioning() const;
    // On demand: the effect of each technique on this plan's goodput (section 11), and the `n` that raise it most,
    // largest first.
    const std::vector<TechniqueEffect>& techniques() const;
    std::vector<TechniqueEffect> largestGains(std::size_t n) const { return gp::largestGains(techniques(), n); }

    // On demand (docs/model.md section 7): runtime goodput over the interval chart's range, `points` points.
    // Kept across edits of the checkpoint interval alone, which moves no curve.
    std::pair<double, double> intervalRange() const;
    const IntervalCurve& intervalCurve(int points) const;
    // One node to the largest the chart shows (section 6). A draft solves on the renewal grid's draft
    // (goodput/RenewalModel.h): what a chart draws while its handle is held.
    enum class Detail { Full, Draft };
    const ScaleCurve& scaleCurve(int points, Detail detail = Detail::Full) const;
    int spareCurveRange() const;
    const SpareCurve& spareCurve(int maxSpares) const; // section 5
    const Sensitivity& sensitivity() const;            // the tornado: each input moved by 20 %
    // The plan's model inputs at the program goodput priced: the layout's MFU where the layout is the source, so that
    // the tornado, the techniques and the curves show the goodput the headline shows.
    GoodputInputs pricedInputs() const;
    static constexpr double kSensitivityStep = 0.2;
    const Recommendation& recommendation() const;      // every accelerator sized for the deadline (section 17)
    // The base and each scenario of `options`, `runs` simulated windows each (section 19).
    const std::vector<ScenarioFigures>& scenarios(int runs = 500) const;
    // The plan's outcome over values of one input (section 19), computed by gp::sweep() in search/Sweep.h; the
    // last sweep is kept: keptSweep() is null until one for this input and these values is kept.
    const std::vector<SweepPoint>* keptSweep(const std::string& input, const std::vector<double>& values) const;
    void keepSweep(std::string input, std::vector<double> values,
                   std::shared_ptr<const std::vector<SweepPoint>> points) const;
    // The plan search for the plan's goal (section 24): the recommendation every view shows, computed by
    // gp::planSearch() in search/Optimize.h or in a worker thread and handed over with keepPlanSearch() (a search
    // that ran to its end, not a cancelled one); keptPlanSearch() is null until then.
    const OptimizeResult* keptPlanSearch() const;
    void keepPlanSearch(std::shared_ptr<const OptimizeResult> result) const;
    // Money against progress for the priced accelerator, one simulated run; throws gp::Error beyond the budget.
    const SpendTimeline& spendTimeline() const;

    std::shared_ptr<FigureCache> cache; // the on-demand figures; one per plan, shared by copies of the evaluation
};

// What an evaluation may take from the one before it: the figures that do not depend on the parts `change` names.
struct Reuse {
    const Evaluation* previous = nullptr;
    PlanChange change = PlanChange::all();
};

// Every figure of a validated plan with the decision graphs of `graphs`, computed from the arguments alone; `options`
// is the plan whose scenarios are compared (the plan itself when null). Never throws.
Evaluation evaluate(const ValidPlan& plan, const GraphLibrary& graphs, std::shared_ptr<const Plan> options = nullptr,
                    Reuse reuse = {});
// validate(plan), then every figure with `graphs`. Throws gp::Error for an invalid plan, and never for a valid one.
Evaluation evaluate(const Plan& plan, const GraphLibrary& graphs);
// The same with the built-in graphs alone (GraphLibrary::builtin()): for a plan read without graph packs.
Evaluation evaluate(const Plan& plan);

} // namespace gp
