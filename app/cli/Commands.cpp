#include "Commands.h"

#include "catalog/Catalog.h"
#include "catalog/CostModel.h"
#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "goodput/Checkpoint.h"
#include "goodput/CheckpointSize.h"
#include "goodput/MonteCarlo.h"
#include "goodput/ProgramGoodput.h"
#include "goodput/RuntimeGoodput.h"
#include "io/Error.h"
#include "plan/Evaluate.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Presets.h"
#include "plan/ScenarioCompare.h"
#include "plan/Scenarios.h"
#include "plan/Sizing.h"
#include "MeasureCommand.h"
#include "SweepCommand.h"
#include "study/Question.h"

#include <cmath>

namespace gpcli {

using nlohmann::json;

json finiteOrNull(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

const std::string& planPath(const Arguments& a)
{
    if (a.positional().empty())
        throw UsageError("missing the PLAN file argument");
    return a.positional().front();
}

gp::Plan withScenario(const gp::Plan& plan, const Arguments& a)
{
    return a.has("scenario") ? gp::scenarioPlan(plan, a.all("scenario").front()) : plan;
}

namespace {

json runtimeCommand(const Arguments& a)
{
    const gp::Duration window = a.duration("window");
    const double count = a.number("interruptions");
    if (count < 0)
        throw gp::Error(gp::ErrorCode::Negative, "--interruptions");
    const gp::Interruption each{a.duration("resume"), a.duration("lost"),
                                a.optionalDuration("reschedule").value_or(gp::Duration())};
    const gp::RuntimeGoodputResult r = gp::seedRuntimeGoodput(window, count, each);
    return {{"runtime_goodput", r.runtimeGoodput},
            {"badput_hours", r.badputHours},
            {"reschedule_hours", r.rescheduleHours}};
}

double byteOption(const Arguments& a, const char* name, bool rate)
{
    const std::string text = a.all(name).front();
    const std::optional<double> v = rate ? gp::parseRate(text) : gp::parseSize(text);
    if (!v)
        throw gp::Error(gp::ErrorCode::NotANumber, std::string("--") + name,
                        "'" + text.substr(0, 40) + "': " + (rate ? "a rate such as 128GB/s" : "a size such as 980GB"));
    if (!(*v > 0))
        throw gp::Error(gp::ErrorCode::NotPositive, std::string("--") + name);
    return *v;
}

json checkpointCommand(const Arguments& a)
{
    // The save: given, or the state's size over the write bandwidth plus the overhead (docs/model.md section 20).
    const bool fromState = a.has("state") || a.has("write-bandwidth");
    if (fromState == a.has("save-cost"))
        throw UsageError(fromState ? "give --save-cost or --state with --write-bandwidth, not both"
                                   : "give --save-cost, or --state and --write-bandwidth");
    double saveHours = 0;
    if (fromState) {
        if (!a.has("state") || !a.has("write-bandwidth"))
            throw UsageError("--state and --write-bandwidth go together");
        const double bytes = byteOption(a, "state", false);
        const double rate = byteOption(a, "write-bandwidth", true);
        if (rate > 1e15)
            throw gp::Error(gp::ErrorCode::OutOfRange, "--write-bandwidth", "at most 1 PB/s");
        const double overhead = a.optionalDuration("overhead").value_or(gp::Duration()).inHours() * 3600.0;
        saveHours = gp::saveSeconds(bytes, rate, overhead) / 3600.0;
    } else {
        saveHours = a.duration("save-cost").inHours();
    }
    const gp::Duration mtbf = a.duration("mtbf");
    const gp::Duration restart = a.optionalDuration("restart").value_or(gp::Duration());
    if (!(saveHours > 0) || !std::isfinite(saveHours))
        throw gp::Error(gp::ErrorCode::NotPositive, fromState ? "--state" : "--save-cost");
    if (!(mtbf.inHours() > 0))
        throw gp::Error(gp::ErrorCode::NotPositive, "--mtbf");
    // An asynchronous save stalls the job only for its blocking part: the optima use that.
    double cost = saveHours;
    if (a.has("blocking")) {
        cost = a.duration("blocking").inHours();
        if (!(cost > 0))
            throw gp::Error(gp::ErrorCode::NotPositive, "--blocking");
        if (cost > saveHours)
            throw gp::Error(gp::ErrorCode::OutOfRange, "--blocking", "at most the whole save");
    }
    const double young = gp::youngInterval(cost, mtbf.inHours());
    const double daly = gp::dalyInterval(cost, mtbf.inHours());
    json out{{"young_hours", young},
             {"daly_hours", daly},
             {"efficiency_at_daly", gp::dalyEfficiency(daly, cost, restart.inHours(), mtbf.inHours())},
             {"save_seconds", saveHours * 3600.0}};
    if (a.has("blocking"))
        out["blocking_seconds"] = cost * 3600.0;
    return out;
}

json mfuCommand(const Arguments& a)
{
    const double params = a.number("params");
    std::optional<gp::ModelShape> shape;
    const char* shapeOptions[] = {"layers", "heads", "head-dim", "seq-len"};
    int given = 0;
    for (const char* o : shapeOptions)
        given += a.has(o) ? 1 : 0;
    if (given != 0 && given != 4)
        throw gp::Error(gp::ErrorCode::IncompleteShape, "--layers/--heads/--head-dim/--seq-len");
    if (given == 4)
        shape = gp::ModelShape{a.number("layers"), a.number("heads"), a.number("head-dim"), a.number("seq-len")};
    const double fpt = gp::trainingFlopsPerToken(params, shape);
    const double mfu = gp::modelFlopsUtilization(a.number("tokens-per-second"), fpt, a.number("chips"),
                                                 a.number("peak-tflops"));
    return {{"flops_per_token", fpt}, {"mfu", mfu}};
}

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

json badputJson(const gp::Badput& b)
{
    return {{"waiting", b.waiting}, {"reschedule", b.reschedule}, {"resume", b.resume}, {"lost", b.lost},
            {"saves", b.saves},     {"program", b.program},       {"goodput", b.goodput}};
}

// The plan's checkpoint tiers: today one, persistent, with its save as typed, measured or derived from the state.
json checkpointTiersJson(const gp::GoodputInputs& in, const gp::Evaluation& e)
{
    const bool derived = gp::checkpointSaveDerived(in);
    const double restore = in.checkpointStateGb > 0 ? gp::checkpointReadTime(in).inSeconds() : in.restore.inSeconds();
    json tier{{"name", "persistent"},
              {"interval_hours", e.parameters.interval},
              {"save_seconds", gp::checkpointSaveTime(in).inSeconds()},
              {"blocking_seconds", e.parameters.save * 3600.0},
              {"asynchronous", in.asyncCheckpoint},
              {"save_source", derived ? "derived" : in.checkpointSaveMeasured ? "measured" : "typed"},
              {"restore_seconds", restore},
              {"lost_hours", e.goodput.hours.lost},
              {"save_hours", e.goodput.hours.saves}};
    if (in.checkpointStateGb > 0) {
        tier["state_gb"] = in.checkpointStateGb;
        tier["write_gb_per_second"] = gp::checkpointWriteGbPerSecond(in);
        tier["read_gb_per_second"] = gp::checkpointReadGbPerSecond(in);
    }
    return json::array({tier});
}

json evaluateCommand(const Arguments& a)
{
    const gp::Plan plan = planOrPreset(a);
    const gp::Evaluation e = gp::evaluate(plan);
    const gp::GoodputEvaluation& g = e.goodput;
    json warnings = json::array();
    for (const gp::Warning& w : e.warnings)
        warnings.push_back(
            {{"code", gp::warningCodeName(w.code)}, {"subject", w.subject}, {"message", gp::warningText(w).english()}});
    return {
        {"warnings", warnings},
        {"title", plan.title},
        {"scheduling_goodput", g.scheduling},
        {"runtime_goodput", g.runtime},
        {"program_goodput", g.program},
        {"ml_productivity_goodput", g.mlProductivity},
        {"interruptions", g.interruptions},
        {"interruptions_by_class",
         {{"failure", g.byClass[0]}, {"maintenance", g.byClass[1]}, {"spot", g.byClass[2]}}},
        {"interruptions_losing_progress", g.losing},
        {"interruptions_during_recovery", g.duringRecovery},
        {"spare_shortfall", g.spareShortfall},
        {"job_mtbf_hours", finiteOrNull(g.jobMtbf)},
        {"productive_hours", g.productive},
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
    };
}

json summaryJson(const gp::Summary& s)
{
    return {{"mean", s.mean}, {"p5", s.p5}, {"p50", s.p50}, {"p95", s.p95}, {"standard_error", s.standardError}};
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
    const gp::ModelParameters p = gp::resolve(plan.goodput);
    const gp::SimulationResult r = gp::simulate(p, options);
    return {
        {"runs", r.runs},
        {"seed", r.seed},
        {"interruptions_during_recovery", plan.goodput.failuresDuringRecovery},
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
          {"productive", summaryJson(r.productive)}}},
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

json graphListCommand(const Arguments&)
{
    json list = json::array();
    for (const gp::Graph& g : gp::builtinGraphs())
        list.push_back({{"id", g.id}, {"title", g.title}, {"short_title", g.shortTitle}, {"summary", g.summary}, {"nodes", g.nodes.size()}});
    return {{"trees", list}};
}

std::string graphIds()
{
    std::string ids;
    for (const gp::Graph& g : gp::builtinGraphs())
        ids += (ids.empty() ? "" : ", ") + g.id;
    return ids;
}

json decideCommand(const Arguments& a)
{
    if (a.positional().empty())
        throw UsageError("missing the TREE argument; trees: " + graphIds());
    const std::string& id = a.positional().front();
    const gp::Graph* graph = gp::findGraph(id);
    if (!graph)
        throw gp::Error(gp::ErrorCode::UnknownValue, "TREE", "'" + id.substr(0, 40) + "'; trees: " + graphIds());
    gp::Walk walk(*graph);
    walk.replay(a.all("answer"));
    const gp::Node& node = walk.current();
    json choices = json::array();
    for (const gp::Choice& c : node.choices)
        choices.push_back({{"id", c.id}, {"label", c.label}});
    json out{{"tree", graph->id},
             {"path", walk.path()},
             {"answers", walk.answers()},
             {"current", node.id},
             {"kind", gp::nodeKindId(node.kind)},
             {"text", node.text},
             {"help", node.help},
             {"choices", choices}};
    if (node.kind == gp::NodeKind::Recommendation)
        out["recommendation"] = {{"text", node.text},       {"rationale", node.rationale},
                                 {"gotchas", node.gotchas}, {"accelerators", node.accelerators},
                                 {"improves", node.improves}, {"seed", node.seed}};
    return out;
}

json optionalJson(const std::optional<double>& v)
{
    return v ? json(*v) : json(nullptr);
}

json catalogCommand(const Arguments&)
{
    const gp::Catalog& c = gp::builtinCatalog();
    json list = json::array();
    for (const gp::Accelerator& a : c.accelerators)
        list.push_back({{"id", a.id},
                        {"name", a.name},
                        {"vendor", a.vendor},
                        {"family", a.family},
                        {"half_precision", a.halfPrecision},
                        {"peak_bf16_tflops", a.peakBf16Tflops},
                        {"peak_fp8_tflops", optionalJson(a.peakFp8Tflops)},
                        {"peak_int8_tops", optionalJson(a.peakInt8Tops)},
                        {"memory_gb", a.memoryGb},
                        {"memory_bandwidth_gbps", a.memoryBandwidthGbps},
                        {"interconnect", a.interconnect},
                        {"interconnect_gbps", optionalJson(a.interconnectGbps)},
                        {"power_w", optionalJson(a.powerW)},
                        {"price_on_demand", a.priceOnDemand},
                        {"price_spot", a.priceSpot},
                        {"cud_1yr_percent", a.cud1yrPercent},
                        {"cud_3yr_percent", a.cud3yrPercent},
                        {"price_basis", std::string(gp::priceBasisId(a.priceBasis))},
                        {"host_price_per_hour", a.hostPricePerHour},
                        {"machine_type", a.machineType},
                        {"typical_mfu", optionalJson(a.typicalMfu)},
                        {"largest_job_accelerators", optionalJson(a.largestJob)},
                        {"sources", a.sources},
                        {"as_of", a.asOf}});
    return {{"currency", c.currency}, {"note", c.note}, {"accelerators", list}};
}

json estimateJson(const gp::CostEstimate& e)
{
    json row{{"accelerator", e.accelerator},
             {"accelerators", e.accelerators},
             {"peak_tflops", e.peakTflops},
             {"mfu", e.mfu},
             {"mfu_measured", e.measured},
             {"mfu_source", std::string(gp::mfuSourceId(e.mfuSource))},
             {"days_to_train", finiteOrNull(e.days)},
             {"wall_days", finiteOrNull(e.days)},
             {"storage_cost", finiteOrNull(e.storageCost)},
             {"running_days", finiteOrNull(e.runningDays)},
             {"wait_hours", e.waitHours},
             {"accelerator_hours", finiteOrNull(e.acceleratorHours)},
             {"billed_accelerator_hours", finiteOrNull(e.billedAcceleratorHours)},
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
    return row;
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
    for (const gp::ProvisioningComparison& p : ev.provisioning) {
        json row = estimateJson(p.estimate);
        row["provisioning"] = std::string(gp::provisioningId(p.provisioning));
        row["from_plan"] = p.fromPlan;
        row["scheduling_goodput"] = p.scheduling;
        row["runtime_goodput"] = p.runtime;
        provisioning.push_back(row);
    }
    const gp::Accelerator* selected = ev.selectedAccelerator();
    json recommended = rec.recommended ? json(rec.sizes[*rec.recommended].accelerator) : json(nullptr);
    return {{"training_flops", ev.trainingFlops},
            {"accelerators_in_job", plan.goodput.nodes * plan.goodput.acceleratorsPerNode},
            {"provisioning", std::string(gp::provisioningId(plan.goodput.provisioning))},
            {"deadline_days", gp::deadlineHours(plan.training, plan.goodput) / 24.0},
            {"selected", selected ? json(selected->id) : json(nullptr)},
            {"recommended", recommended},
            {"reason", rec.reason.english()},
            {"closest", rec.closest ? json(rec.sizes[*rec.closest].accelerator) : json(nullptr)},
            {"accelerators", accelerators},
            {"provisioning_options", provisioning}};
}

json scenariosCommand(const Arguments& a)
{
    const gp::Plan plan = gp::loadPlanFile(planPath(a));
    json list = json::array();
    // The spread over the plan's own number of windows, as `simulate` would run them.
    for (const gp::ScenarioFigures& f : gp::compareScenarios(plan, plan.simulation.runs)) {
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

json quizCommand(const Arguments& a)
{
    const int count = a.has("count") ? static_cast<int>(a.integer("count", 1, 1000)) : 10;
    const auto seed = a.has("seed") ? static_cast<std::uint64_t>(a.integer("seed", 0, 9007199254740992LL)) : 1;
    json list = json::array();
    for (const gp::Question& q : gp::drawQuestions(count, seed)) {
        json choices = json::array();
        for (const gp::QuestionChoice& c : q.choices)
            choices.push_back({{"id", c.id}, {"text", c.text.english()}});
        json item{{"id", q.id}, {"topic", q.topic}, {"text", q.text.english()}, {"choices", choices},
                  {"explanation", q.explanation.english()}};
        if (q.numeric()) {
            item["answer"] = *q.numericAnswer;
            item["tolerance"] = q.tolerance;
            item["unit"] = q.unit;
        } else {
            item["answer"] = q.answer;
        }
        if (!q.graph.empty())
            item["path"] = {{"tree", q.graph}, {"answers", q.path}};
        list.push_back(item);
    }
    return {{"seed", seed}, {"questions", list}};
}

const char* kDurationNote = "Durations are written as 90s, 30m, 1.5h or 54d; a bare number is hours.";

} // namespace

const std::vector<Command>& commands()
{
    static const std::vector<Command> all{
        {"runtime",
         "runtime goodput by the seed's formula",
         "Computes runtime goodput for N equal interruptions by the formula of the client's source text:\n"
         "  t_c = N (t_rm + t_ch);  RG = (t_w - t_c - N t_re) / (t_w - N t_re)\n"
         "with t_w = --window, t_rm = --resume, t_ch = --lost and t_re = --reschedule (default 0).\n"
         "Prints {\"runtime_goodput\", \"badput_hours\" (t_c), \"reschedule_hours\" (N t_re)}.",
         {{"window", "DUR", "evaluation window t_w", Occurs::Required},
          {"interruptions", "N", "number of interruptions (may be fractional: an expected count)", Occurs::Required},
          {"resume", "DUR", "time to resume after each interruption, t_rm", Occurs::Required},
          {"lost", "DUR", "progress lost since the last checkpoint per interruption, t_ch", Occurs::Required},
          {"reschedule", "DUR", "time to reschedule per interruption, t_re (default 0)"}},
         "",
         runtimeCommand},
        {"checkpoint",
         "optimal checkpoint interval (Young, Daly)",
         "Young (1974): tau = sqrt(2 delta M). Daly (2006, FGCS 22(3), eq. 37):\n"
         "  tau = sqrt(2 delta M) [1 + sqrt(delta/2M)/3 + (delta/2M)/9] - delta  (delta < 2M; else M).\n"
         "The efficiency comes from Daly's complete model with restart time R:\n"
         "  T_s / T_w = tau / (M e^(R/M) (e^((tau + delta)/M) - 1)).\n"
         "The save is --save-cost, or the state's size over the write bandwidth plus --overhead; with --blocking\n"
         "(an asynchronous save) the optima use the blocking part only.\n"
         "Prints {\"young_hours\", \"daly_hours\", \"efficiency_at_daly\", \"save_seconds\"}.",
         {{"save-cost", "DUR", "time to write one checkpoint, delta (> 0)"},
          {"state", "SIZE", "checkpoint size, such as 980GB or 1.2TB (with --write-bandwidth)"},
          {"write-bandwidth", "RATE", "aggregate write bandwidth, such as 128GB/s"},
          {"overhead", "DUR", "fixed time of each save beside the writing (default 0)"},
          {"blocking", "DUR", "the part of an asynchronous save that stalls the job"},
          {"mtbf", "DUR", "mean time between interruptions that lose progress, M (> 0)", Occurs::Required},
          {"restart", "DUR", "time to restart after an interruption, R (default 0)"}},
         "",
         checkpointCommand},
        {"mfu",
         "model FLOP utilization from throughput",
         "FLOPs per token by PaLM (Chowdhery et al. 2022, appendix B): 6 N + 12 L H Q T, or 6 N without the shape.\n"
         "MFU = tokens/s x FLOPs per token / (chips x peak FLOP/s per chip); use the dense peak of the precision.\n"
         "Prints {\"flops_per_token\", \"mfu\"}.",
         {{"params", "N", "parameters, excluding embeddings", Occurs::Required},
          {"tokens-per-second", "X", "measured training throughput of the whole job", Occurs::Required},
          {"chips", "N", "accelerators in the job", Occurs::Required},
          {"peak-tflops", "X", "dense peak TFLOP/s per accelerator", Occurs::Required},
          {"layers", "L", "layers (with --heads, --head-dim, --seq-len)"},
          {"heads", "H", "attention heads"},
          {"head-dim", "Q", "dimension of each head"},
          {"seq-len", "T", "sequence length"}},
         "",
         mfuCommand},
        {"evaluate",
         "the planning model for a plan file",
         "Evaluates the planning model (expected values) for a .gpplan file or a built-in preset: scheduling,\n"
         "runtime and program goodput, their product, the interruptions by class, the badput buckets in hours, the\n"
         "Young and Daly checkpoint intervals, and \"warnings\": [{\"code\", \"subject\", \"message\"}] for what\n"
         "the figures alone do not say.",
         {{"preset", "ID", "a built-in preset instead of a PLAN file (see: goodput-cli presets)"},
          {"scenario", "NAME", "one of the plan's scenarios instead of its base (see: goodput-cli scenarios)"}},
         "PLAN",
         evaluateCommand,
         true},
        {"simulate",
         "Monte Carlo of a plan's window",
         "Simulates the plan's window event by event and prints the mean, p5, p50, p95 and standard error of each\n"
         "goodput and badput bucket. The same plan, runs and seed always give the same numbers.",
         {{"runs", "N", "number of simulated windows (default: the plan's)"},
          {"seed", "S", "random seed (default: the plan's)"},
          {"preset", "ID", "a built-in preset instead of a PLAN file (see: goodput-cli presets)"},
          {"scenario", "NAME", "one of the plan's scenarios instead of its base"},
          {"during-recovery", "", "let interruptions strike during recovery too, whatever the plan says"}},
         "PLAN",
         simulateCommand,
         true},
        {"presets",
         "the built-in presets and their sources",
         "Lists the built-in presets: {\"presets\": [{\"id\", \"name\", \"description\", \"source\", \"assumptions\",\n"
         "...}]} with the expected interruptions and goodput of each. Run one with evaluate --preset ID or\n"
         "simulate --preset ID.",
         {},
         "",
         presetsCommand},
        {"catalog",
         "the accelerator catalog",
         "Prints the accelerator catalog: dense peak TFLOP/s, memory, interconnect, power, list prices per\n"
         "accelerator-hour on-demand and on Spot, committed-use discounts, and the source of every figure.",
         {},
         "",
         catalogCommand},
        {"compare",
         "days, cost and cost per productive hour on each accelerator",
         "For the plan's training run (C = 6 N D) and its goodput, prints for each accelerator of the catalog\n"
         "the wall days to train (the wait for capacity + P / f, P = C / (G x peak x MFU), f the productive share\n"
         "of running time), the cost as the provisioning bills it, and the cost per\n"
         "productive accelerator-hour price / (SG x RG); then the selected accelerator under each provisioning.",
         {{"scenario", "NAME", "one of the plan's scenarios instead of its base"}},
         "PLAN",
         compareCommand},
        {"scenarios",
         "the plan's scenarios side by side",
         "Evaluates the plan's base and each of its scenarios (named options, each overriding some inputs) and\n"
         "prints {\"scenarios\": [{\"name\", \"ml_productivity_goodput\", \"scheduling_goodput\",\n"
         "\"runtime_goodput\", \"program_goodput\", \"wall_days\", \"total_cost\", \"cost_per_productive_hour\",\n"
         "\"meets_deadline\", \"recommended\"}]}, the base first, with \"goodput_p5\" and \"goodput_p95\" from\n"
         "the Monte Carlo over the plan's number of windows and seed.",
         {},
         "PLAN",
         scenariosCommand},
        {"sweep",
         "one input varied over a range",
         "Evaluates the plan with one input set to each of N values from --from to --to (evenly spaced, on a log\n"
         "scale for nodes and the checkpoint's interval and save) and prints {\"input\", \"unit\", \"plan_value\",\n"
         "\"points\": [{\"value\", \"ml_productivity_goodput\", \"scheduling_goodput\", \"runtime_goodput\",\n"
         "\"program_goodput\", \"wall_days\", \"total_cost\", \"cost_per_productive_hour\", \"meets_deadline\"}]}.\n"
         "A value that makes the plan invalid gives {\"value\", \"error\"}. Inputs: nodes, hot_spares,\n"
         "checkpoint_interval, checkpoint_save, initial_wait (durations), spot_per_node_day, unwarned_per_node_day, mfu.",
         {{"input", "ID", "the input to vary", Occurs::Required},
          {"from", "X", "the first value (default: a useful range for the input)"},
          {"to", "Y", "the last value"},
          {"steps", "N", "how many values, 2 to 50 (default 7)"},
          {"scenario", "NAME", "sweep one of the plan's scenarios instead of its base"}},
         "PLAN",
         sweepCommand},
        {"plan",
         "the plan in a .gpplan or a proposal PDF",
         "Prints the plan of a .gpplan file or of a proposal PDF (the plan it carries as an attachment), as\n"
         "Goodput Planner would save it: {\"format\": \"goodput-planner-plan\", \"version\", ...}. The plan is\n"
         "checked as the application checks it when it opens the file.",
         {},
         "PLAN",
         planCommand},
        {"measure",
         "goodput and badput of a real job's log",
         "Measures a training job from its goodput log as ml-goodput-measurement computes it: JSON Lines of the\n"
         "GoodputRecorder's payloads (and Orbax's checkpoint entries), a Cloud Logging export (gcloud logging read\n"
         "--format=json) or the CSV of docs/model.md section 18. Prints {\"job_name\", \"total_seconds\",\n"
         "\"productive_seconds\", \"goodput_percent\", \"badput_percent\": {BUCKET: percent,\n"
         "\"CUSTOM_BADPUT_EVENTS\": {TYPE: percent}}, \"disruptions\", \"max_productive_step\",\n"
         "\"ideal_step_seconds\", \"warnings\": [...]}. A line that cannot be read is skipped and named in the\n"
         "warnings; times are POSIX seconds or ISO-8601.",
         {{"job", "NAME", "the job to measure, when the log holds several"},
          {"from", "T", "measure the entries after T (POSIX seconds or ISO-8601)"},
          {"to", "T", "measure the entries up to T"}},
         "LOG",
         measureCommand},
        {"quiz",
         "exam-style questions for a practice sheet",
         "Draws N questions (default 10) from the bank generated from the decision graphs and the goodput model:\n"
         "scenario to recommendation, next step, which goodput a technique improves, runtime goodput by the\n"
         "seed's formula (a number, with its tolerance) and failure cost against scale. The same seed gives the\n"
         "same sheet.",
         {{"count", "N", "number of questions (1 to 1000)"}, {"seed", "S", "random seed (default 1)"}},
         "",
         quizCommand},
        {"trees",
         "the decision graphs",
         "Lists the decision graphs of the client's source text: their ids, titles and sizes.",
         {},
         "",
         graphListCommand},
        {"decide",
         "walk a decision graph",
         "Walks the graph TREE from its start, taking each --answer in turn, and prints where the walk stands:\n"
         "{\"path\", \"current\", \"kind\", \"text\", \"choices\": [{\"id\", \"label\"}]}, plus \"recommendation\"\n"
         "once the walk reaches one. An unknown tree or choice is an error that lists the valid ones.",
         {{"answer", "CHOICE", "the id of a choice at the current node (repeat for each step)", Occurs::Repeatable}},
         "TREE",
         decideCommand},
    };
    return all;
}

const char* durationNote()
{
    return kDurationNote;
}

} // namespace gpcli
