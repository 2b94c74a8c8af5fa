#include "PlanCommands.h"

#include "OptimizeCommand.h"

#include "Commands.h"
#include "InferenceCommand.h"
#include "PerformanceCommand.h"

#include "catalog/Catalog.h"
#include "training/CostModel.h"
#include "goodput/MonteCarlo.h"
#include "io/Error.h"
#include "training/ModelFamilies.h"
#include "plan/Evaluate.h"
#include "plan/Figures.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Presets.h"
#include "plan/ScenarioCompare.h"
#include "plan/Scenarios.h"
#include "plan/Sizing.h"
#include "search/Optimize.h"

#include <algorithm>
#include <cmath>

namespace gpcli {

using nlohmann::json;

namespace {

// The plan of a PLAN file, or of a built-in preset given with --preset ID: one of the two.
gp::Plan planOrPreset(const Arguments& a)
{
    if (a.has("preset")) {
        if (!a.positional().empty())
            throw UsageError("give a PLAN file or --preset, not both");
        return withScenario(gp::findPreset(a.all("preset").front()).plan, a);
    }
    if (a.positional().empty())
        throw UsageError("missing the PLAN file argument (or --preset ID; see goodput-cli presets)");
    return withScenario(gp::loadPlanFile(a.positional().front()), a);
}

// How each class of interruption is recovered (docs/model.md section 25): "full_restart", "in_job" or
// "elastic_shrink".
json recoveryModeJson(const gp::ModelParameters& p)
{
    json out = json::object();
    for (int c = 0; c < gp::kInterruptionClasses; ++c) {
        const gp::ClassParameters& k = p.classes[static_cast<std::size_t>(c)];
        out[gp::interruptionClassId(static_cast<gp::InterruptionClass>(c))] =
            k.elastic ? "elastic_shrink" : k.inJob ? "in_job" : "full_restart";
    }
    return out;
}

json byClassJson(const std::array<double, gp::kInterruptionClasses>& counts)
{
    json out = json::object();
    for (int c = 0; c < gp::kInterruptionClasses; ++c)
        out[gp::interruptionClassId(static_cast<gp::InterruptionClass>(c))] = counts[static_cast<std::size_t>(c)];
    return out;
}

json badputJson(const gp::Badput& b)
{
    return {{"waiting", b.waiting}, {"reschedule", b.reschedule}, {"resume", b.resume}, {"lost", b.lost},
            {"saves", b.saves},     {"program", b.program},       {"goodput", b.goodput},
            {"shrunk", b.shrunk},   {"straggler", b.straggler}};
}

// The plan's checkpoint tiers: the persistent one, with its save as typed, measured or derived from the state,
// and the fast tier before it when the plan has one (docs/model.md section 20).
json checkpointTiersJson(const gp::GoodputInputs& in, const gp::Evaluation& e)
{
    const bool derived = gp::checkpointSaveDerived(in);
    const double restore = in.checkpointStateGb > 0 ? gp::checkpointReadTime(in).inSeconds() : in.restore.inSeconds();
    const gp::CheckpointOptima& o = e.checkpoint;
    json tier{{"name", "persistent"},
              {"interval_hours", e.parameters.interval},
              {"save_seconds", gp::checkpointSaveTime(in).inSeconds()},
              {"blocking_seconds", e.parameters.save * 3600.0},
              {"asynchronous", in.asyncCheckpoint},
              {"save_source", derived ? "derived" : in.checkpointSaveMeasured ? "measured" : "typed"},
              {"restore_seconds", restore},
              {"lost_hours", std::max(0.0, e.goodput.hours.lost - e.goodput.fastLost)},
              {"save_hours", std::max(0.0, e.goodput.hours.saves - e.goodput.fastSaves)},
              {"optimal_interval_hours", o.defined ? json(o.daly) : json(nullptr)}};
    if (in.checkpointStateGb > 0) {
        tier["state_gb"] = in.checkpointStateGb;
        tier["write_gb_per_second"] = gp::checkpointWriteGbPerSecond(in);
        tier["read_gb_per_second"] = gp::checkpointReadGbPerSecond(in);
    }
    if (!in.fastTier)
        return json::array({tier});
    const gp::FastTierParameters& f = e.parameters.fast;
    json fast{{"name", "fast"},
              {"interval_hours", f.interval},
              {"save_seconds", f.save * 3600.0},
              {"blocking_seconds", f.save * 3600.0},
              {"asynchronous", false},
              {"save_source", in.checkpointStateGb > 0 ? "derived" : "typed"},
              {"restore_seconds", in.checkpointStateGb > 0 ? gp::fastReadTime(in).inSeconds() : in.restore.inSeconds()},
              {"lost_hours", e.goodput.fastLost},
              {"save_hours", e.goodput.fastSaves},
              {"optimal_interval_hours", o.fastDefined ? json(o.fastDaly) : json(nullptr)},
              {"copies", in.fastTierCopies},
              {"group_nodes", in.fastTierGroup},
              {"saves_per_persistent", f.every}};
    json survives = json::array();
    for (int c = 0; c < gp::kInterruptionClasses; ++c)
        if (f.survives[static_cast<std::size_t>(c)] &&
            (c != static_cast<int>(gp::InterruptionClass::Straggler) || in.stragglerPerNodeDay > 0.0))
            survives.push_back(gp::interruptionClassId(static_cast<gp::InterruptionClass>(c)));
    fast["survives"] = survives;
    return json::array({fast, tier});
}

json summaryJson(const gp::Summary& s)
{
    return {{"mean", s.mean}, {"p5", s.p5}, {"p50", s.p50}, {"p95", s.p95}, {"standard_error", s.standardError}};
}

json optionalJson(const std::optional<double>& v)
{
    return v ? json(*v) : json(nullptr);
}

json estimateJson(const gp::CostEstimate& e)
{
    json row{{"accelerator", e.accelerator},
             {"accelerators", e.accelerators},
             {"peak_tflops", e.peakTflops},
             {"mfu", e.mfu},
             {"mfu_measured", e.measured},
             {"mfu_source", std::string(gp::mfuSourceId(e.mfuSource))},
             {"mfu_band", e.mfuBand},
             {"efficiency_extrapolated", e.efficiencyExtrapolated},
             {"days_to_train", finiteOrNull(e.days)},
             {"wall_days", finiteOrNull(e.days)},
             {"storage_cost", finiteOrNull(e.storageCost)},
             {"running_days", finiteOrNull(e.runningDays)},
             {"wait_hours", e.waitHours},
             {"accelerator_hours", finiteOrNull(e.acceleratorHours)},
             {"billed_accelerator_hours", finiteOrNull(e.billedAcceleratorHours)},
             {"used_accelerator_hours", finiteOrNull(e.usedAcceleratorHours)},
             {"price_per_hour", e.pricePerHour},
             {"total_cost", finiteOrNull(e.cost)},
             {"cost_per_productive_hour", finiteOrNull(e.costPerProductiveHour)},
             {"meets_deadline", e.meetsDeadline},
             {"fits_memory", e.memory.fits},
             {"memory",
              {{"states_gb", e.memory.statesGb},
               {"activations_gb", e.memory.activationsGb},
               {"activations_counted", e.memory.activationsCounted},
               {"usable_gb", e.memory.usableGb},
               {"min_accelerators", optionalJson(e.memory.minAccelerators)}}}};
    if (e.committedCost) {
        row["committed_cost"] = finiteOrNull(*e.committedCost);
        row["break_even_utilization"] = finiteOrNull(e.breakEvenUtilization.value_or(0));
    }
    if (e.provisioning == gp::Provisioning::DwsFlexStart)
        row["flex_start_requests"] = e.flexRequests;
    // The step model's layout where it gives the MFU: its degrees, and the step it takes.
    row["layout"] = e.layout ? layoutJson(e.layout->layout) : json(nullptr);
    if (e.layout)
        row["step"] = stepJson(*e.layout);
    return row;
}

} // namespace

json evaluateCommand(const Arguments& a)
{
    // A plan file's unknown keys are warned of beside the evaluation's own warnings.
    std::vector<std::string> unknownKeys;
    const gp::Plan plan = [&] {
        if (a.has("preset") || a.positional().empty())
            return planOrPreset(a);
        gp::LoadedPlan loaded = gp::readPlanFile(a.positional().front());
        unknownKeys = std::move(loaded.unknownKeys);
        return withScenario(loaded.plan, a);
    }();
    const gp::Evaluation e = gp::evaluate(plan);
    const gp::GoodputEvaluation& g = e.goodput;
    json warnings = json::array();
    for (const gp::Warning& w : e.warnings)
        warnings.push_back(
            {{"code", gp::warningCodeName(w.code)}, {"subject", w.subject}, {"message", gp::warningText(w).english()}});
    for (const json& w : unknownKeyWarnings(unknownKeys))
        warnings.push_back(w);
    json out{
        {"warnings", warnings},
        {"title", plan.title},
        {"scheduling_goodput", g.scheduling},
        {"runtime_goodput", g.runtime},
        {"program_goodput", g.program},
        {"ml_productivity_goodput", g.mlProductivity},
        {"interruptions", g.interruptions},
        {"interruptions_by_class", byClassJson(g.byClass)},
        {"recovery_mode", recoveryModeJson(e.parameters)},
        {"interruptions_losing_progress", g.losing},
        {"interruptions_during_recovery", g.duringRecovery},
        {"spare_shortfall", g.spareShortfall},
        {"job_mtbf_hours", finiteOrNull(g.jobMtbf)},
        {"productive_hours", g.productive},
        {"shrunk_hours", g.hours.shrunk},
        {"straggler_hours", g.hours.straggler},
        {"lost_accelerator_hours", g.lostAcceleratorHours},
        {"saturated", g.saturated},
        {"badput_hours", badputJson(g.hours)},
        {"checkpoint",
         {{"interval_hours", e.parameters.interval},
          {"young_hours", finiteOrNull(e.checkpoint.young)},
          {"daly_hours", finiteOrNull(e.checkpoint.daly)},
          {"efficiency_at_daly", e.checkpoint.efficiencyAtDaly},
          {"efficiency_at_interval", e.checkpoint.efficiencyAtCurrent}}},
        {"checkpoint_tiers", checkpointTiersJson(plan.goodput, e)},
        {"kind", std::string(gp::planKindId(plan.kind))},
    };
    if (e.served) {
        out["inference"] = inferencePlanJson(*e.served);
        out["serving_recommendation"] = servingAdviceJson(e.servingAdvice, e.serving);
    }
    return out;
}

json simulateCommand(const Arguments& a)
{
    gp::Plan plan = planOrPreset(a);
    gp::SimulationOptions options;
    options.runs = a.has("runs") ? static_cast<int>(a.integer("runs", 1, 10000000)) : plan.simulation.runs;
    options.seed = a.has("seed") ? static_cast<std::uint64_t>(a.integer("seed", 0, 9007199254740992LL))
                                 : plan.simulation.seed;
    if (a.flag("during-recovery"))
        plan.goodput.failuresDuringRecovery = true;
    options.threads = 0;
    // The evaluation's parameters: its MFU is the layout's where the layout is the source, as every view's.
    const gp::ModelParameters p = gp::evaluate(plan).parameters;
    const gp::SimulationResult r = gp::simulate(p, options);
    return {
        {"runs", r.runs},
        {"seed", r.seed},
        {"interruptions_during_recovery", plan.goodput.failuresDuringRecovery},
        {"recovery_mode", recoveryModeJson(p)},
        {"interruptions", summaryJson(r.interruptions)},
        {"scheduling_goodput", summaryJson(r.scheduling)},
        {"runtime_goodput", summaryJson(r.runtime)},
        {"ml_productivity_goodput", summaryJson(r.mlProductivity)},
        {"hours",
         {{"waiting", summaryJson(r.waiting)},
          {"reschedule", summaryJson(r.reschedule)},
          {"resume", summaryJson(r.resume)},
          {"lost", summaryJson(r.lost)},
          {"saves", summaryJson(r.saves)},
          {"productive", summaryJson(r.productive)},
          {"shrunk", summaryJson(r.shrunk)},
          {"straggler", summaryJson(r.straggler)}}},
        {"shrunk_hours", summaryJson(r.shrunk)},
        {"straggler_hours", summaryJson(r.straggler)},
    };
}

json presetsCommand(const Arguments&)
{
    json list = json::array();
    for (const gp::Preset& p : gp::builtinPresets()) {
        const gp::Evaluation e = gp::evaluate(p.plan);
        list.push_back({{"id", p.id},
                        {"name", p.name},
                        {"description", p.description},
                        {"source", p.source},
                        {"assumptions", p.assumptions},
                        {"nodes", p.inputs.nodes},
                        {"accelerators", p.inputs.nodes * p.inputs.acceleratorsPerNode},
                        {"window_hours", p.inputs.window.inHours()},
                        {"interruptions", e.goodput.interruptions},
                        {"scheduling_goodput", e.goodput.scheduling},
                        {"runtime_goodput", e.goodput.runtime},
                        {"scheduling_x_runtime", e.goodput.scheduling * e.goodput.runtime}});
    }
    return {{"presets", list}};
}

json catalogCommand(const Arguments&)
{
    // The catalog's own file format: what the costs view's catalog import reads.
    return gp::catalogToJson(gp::builtinCatalog());
}

json compareCommand(const Arguments& a)
{
    const gp::Plan plan = withScenario(gp::loadPlanFile(planPath(a)), a);
    const gp::Evaluation ev = gp::evaluate(plan);
    const gp::Recommendation rec = gp::recommend(plan, ev);
    json accelerators = json::array();
    for (std::size_t i = 0; i < ev.accelerators.size(); ++i) {
        json row = estimateJson(ev.accelerators[i]);
        const gp::Sizing& s = rec.sizes[i];
        row["min_accelerators"] = s.nodes ? json(*s.nodes * plan.goodput.acceleratorsPerNode) : json(nullptr);
        row["deadline_limit"] = std::string(gp::sizingLimitId(s.limit));
        row["at_min_accelerators"] = {{"wall_days", finiteOrNull(s.estimate.days)},
                                      {"total_cost", finiteOrNull(s.estimate.cost)},
                                      {"accelerators", s.estimate.accelerators}};
        accelerators.push_back(row);
    }
    json provisioning = json::array();
    for (const gp::ProvisioningComparison& p : ev.provisioning()) {
        json row = estimateJson(p.estimate);
        row["provisioning"] = std::string(gp::provisioningId(p.provisioning));
        row["from_plan"] = p.fromPlan;
        row["scheduling_goodput"] = p.scheduling;
        row["runtime_goodput"] = p.runtime;
        provisioning.push_back(row);
    }
    const gp::Accelerator* selected = ev.selectedAccelerator();
    // One answer: the plan search's (docs/model.md section 24). The sizing of section 17, each accelerator's fewest
    // nodes for the deadline in expectation, is a row beside it.
    const gp::OptimizeResult& search = gp::planSearch(ev);
    const json recommended = search.recommended ? json(search.recommended->config.accelerator) : json(nullptr);
    const json sizing{{"recommended", rec.recommended ? json(rec.sizes[*rec.recommended].accelerator) : json(nullptr)},
                      {"reason", rec.reason.english()},
                      {"closest", rec.closest ? json(rec.sizes[*rec.closest].accelerator) : json(nullptr)}};
    return {{"training_flops", ev.trainingFlops},
            {"accelerators_in_job", plan.goodput.nodes * plan.goodput.acceleratorsPerNode},
            {"provisioning", std::string(gp::provisioningId(plan.goodput.provisioning))},
            {"deadline_days", gp::deadlineHours(plan.training, plan.goodput) / 24.0},
            {"selected", selected ? json(selected->id) : json(nullptr)},
            {"selected_because", std::string(gp::acceleratorChoiceId(ev.acceleratorChoice))},
            // The shape the layouts are searched with: the plan's, or the nearest published family's
            // (docs/model.md section 23, "A shape from the parameter count").
            {"shape_source", gp::shapeSourceText(plan.training)},
            {"recommended", recommended},
            {"reason", search.reason.english()},
            {"sizing", sizing},
            {"closest", sizing["closest"]},
            {"accelerators", accelerators},
            {"provisioning_options", provisioning},
            // The plan search's answer for the plan's own goal (docs/model.md section 24), as every view shows it.
            {"plan_search", searchSummaryJson(search, plan.goodput.acceleratorsPerNode)}};
}

json scenariosCommand(const Arguments& a)
{
    const gp::Plan plan = gp::loadPlanFile(planPath(a));
    json list = json::array();
    // The spread over the plan's own number of windows, as `simulate` would run them.
    for (const gp::ScenarioFigures& f : gp::compareScenarios(plan, gp::GraphLibrary::builtin(), plan.simulation.runs)) {
        if (f.error)
            throw *f.error;
        const gp::Evaluation& e = *f.evaluation;
        const gp::CostEstimate* c = e.selectedEstimate();
        list.push_back({{"name", f.name.empty() ? std::string("base") : f.name},
                        {"base", f.name.empty()},
                        {"ml_productivity_goodput", e.goodput.mlProductivity},
                        {"scheduling_goodput", e.goodput.scheduling},
                        {"runtime_goodput", e.goodput.runtime},
                        {"program_goodput", e.goodput.program},
                        {"goodput_p5", finiteOrNull(f.p5)},
                        {"goodput_p95", finiteOrNull(f.p95)},
                        {"accelerator", c ? json(c->accelerator) : json(nullptr)},
                        {"wall_days", c ? finiteOrNull(c->days) : json(nullptr)},
                        {"total_cost", c ? finiteOrNull(c->cost) : json(nullptr)},
                        {"cost_per_productive_hour", c ? finiteOrNull(c->costPerProductiveHour) : json(nullptr)},
                        {"meets_deadline", c ? json(c->meetsDeadline) : json(nullptr)},
                        {"recommended", f.name == plan.recommendedScenario}});
    }
    return {{"scenarios", list}, {"recommendation_reason", plan.recommendationReason}};
}

json planCommand(const Arguments& a)
{
    // As the application would save it: the plan's JSON, from a .gpplan or from a proposal PDF.
    return gp::planToJson(gp::loadPlanFile(planPath(a)));
}

} // namespace gpcli
