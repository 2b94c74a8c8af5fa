#include "plan/PlanJson.h"
#include "plan/InferenceJson.h"
#include "plan/InputsJson.h"
#include "plan/MoeJson.h"
#include "plan/Scenarios.h"
#include "plan/WalksJson.h"

#include "measure/MeasuredGoodput.h"

#include "catalog/Catalog.h"
#include "training/CostModel.h"
#include "io/Error.h"
#include "io/JsonFields.h"
#include "goodput/ProgramGoodput.h"
#include "io/JsonLoad.h"
#include "plan/Validate.h"
#include "units/DurationField.h"

#include <nlohmann/json.hpp>

#include <cmath>

#include <algorithm>
#include <cstdio>

namespace gp {
namespace {

// A list of strings under `key` of `f`: none when absent; an element of another type is an error naming it.
std::vector<std::string> stringList(const JsonFields& f, const char* key)
{
    std::vector<std::string> out;
    const nlohmann::json* list = f.find(key);
    if (!list)
        return out;
    if (!list->is_array())
        throw Error(ErrorCode::WrongType, f.pathOf(key), "a list of ids");
    if (list->size() > 64)
        throw Error(ErrorCode::TooMany, f.pathOf(key), "at most 64");
    for (const nlohmann::json& item : *list) {
        if (!item.is_string())
            throw Error(ErrorCode::WrongType, f.pathOf(key), "a list of ids");
        out.push_back(item.get<std::string>());
    }
    return out;
}

TrainingRun trainingFromJson(const JsonFields& root)
{
    TrainingRun t;
    const JsonFields f = root.object("training");
    f.knownKeys({"parameters", "tokens", "accelerator", "precision", "measured_tokens_per_second",
                 "measured_tokens_per_second_band", "shape", "optimizer", "parallelism", "deadline", "mfu_by_accelerator", "commitment_use_elsewhere",
                 "global_batch_tokens", "search", "network"});
    t.parameters = f.number("parameters", t.parameters);
    t.tokens = f.number("tokens", t.tokens);
    t.accelerator = f.string("accelerator", "");
    const std::string precision = f.string("precision", "bf16");
    if (!parsePrecision(precision, t.precision))
        throw Error(ErrorCode::UnknownValue, f.pathOf("precision"), precision.substr(0, 20) + "; one of bf16, fp8, int8");
    if (f.has("measured_tokens_per_second"))
        t.measuredTokensPerSecond = f.number("measured_tokens_per_second", 0);
    if (f.has("measured_tokens_per_second_band"))
        t.measuredBand = f.number("measured_tokens_per_second_band", 0);
    if (f.has("shape")) {
        const JsonFields s = f.object("shape");
        s.knownKeys({"layers", "heads", "head_dim", "seq_len", "kv_heads", "vocabulary", "hidden", "moe"});
        t.shape = ModelShape{s.number("layers", 0), s.number("heads", 0), s.number("head_dim", 0),
                             s.number("seq_len", 0), s.number("kv_heads", 0), s.number("vocabulary", 0),
                             s.number("hidden", 0)};
        if (s.has("moe"))
            t.moe = moeExpertsFromJson(s.object("moe"));
    }
    const std::string optimizer = f.string("optimizer", std::string(optimizerId(t.optimizer)));
    if (!parseOptimizer(optimizer, t.optimizer))
        throw Error(ErrorCode::UnknownValue, f.pathOf("optimizer"),
                    optimizer.substr(0, 20) + "; one of adam, adam_8bit, sgd_momentum");
    const JsonFields par = f.object("parallelism");
    par.knownKeys({"sharding", "tensor", "pipeline", "micro_batch", "activation_checkpointing", "search"});
    const std::string sharding = par.string("sharding", std::string(shardingId(t.parallel.sharding)));
    if (!parseSharding(sharding, t.parallel.sharding))
        throw Error(ErrorCode::UnknownValue, par.pathOf("sharding"),
                    sharding.substr(0, 20) + "; one of replicated, zero1, zero2, zero3, fsdp, hsdp");
    t.parallel.tensor = par.integer("tensor", t.parallel.tensor);
    t.parallel.pipeline = par.integer("pipeline", t.parallel.pipeline);
    t.parallel.microBatch = par.number("micro_batch", t.parallel.microBatch);
    t.parallel.activationCheckpointing = par.boolean("activation_checkpointing", t.parallel.activationCheckpointing);
    // A file that gives its degrees holds them; one that does not lets the step model choose.
    t.parallel.search = par.boolean("search", !par.has("tensor") && !par.has("pipeline"));
    t.globalBatchTokens = f.number("global_batch_tokens", t.globalBatchTokens);
    if (f.has("network")) {
        // The cluster's network (docs/model.md section 23): a preset, its figures, or both.
        const JsonFields n = f.object("network");
        n.knownKeys({"preset", "scale_out_gbps", "scale_up_domain"});
        ClusterNetwork net;
        net.preset = n.string("preset", "");
        if (n.has("scale_out_gbps"))
            net.scaleOutGbps = n.number("scale_out_gbps", 0);
        if (n.has("scale_up_domain"))
            net.scaleUpDomain = n.number("scale_up_domain", 0);
        t.network = net;
    }
    const JsonFields program = root.object("program");
    if (program.has("mfu_source")) {
        const std::string source = program.string("mfu_source", "");
        ProgramSource parsed{};
        if (!parseProgramSource(source, parsed))
            throw Error(ErrorCode::UnknownValue, program.pathOf("mfu_source"),
                        source.substr(0, 20) + "; one of layout, plan, measured, catalog");
        t.programSource = parsed;
    }
    if (f.has("deadline"))
        t.deadline = durationField(f, "deadline", Duration());
    t.commitmentUse = f.number("commitment_use_elsewhere", t.commitmentUse);
    if (f.has("search")) {
        const JsonFields g = f.object("search");
        g.knownKeys({"budget", "confidence", "accelerators", "provisioning"});
        if (g.has("budget"))
            t.search.budget = g.number("budget", 0);
        t.search.confidence = g.number("confidence", t.search.confidence);
        t.search.accelerators = stringList(g, "accelerators");
        for (const std::string& id : stringList(g, "provisioning")) {
            Provisioning p{};
            if (!parseProvisioning(id, p))
                throw Error(ErrorCode::UnknownValue, g.pathOf("provisioning"), id.substr(0, 20));
            t.search.provisioning.push_back(p);
        }
    }
    return t;
}

// The buckets a baseline always writes; the elastic ones follow only when measured.
constexpr std::size_t kBucketsBeforeElastic = static_cast<std::size_t>(Bucket::ElasticSliceDown);

const char* baselineBucket(std::size_t i)
{
    static_assert(kBuckets == std::tuple_size_v<decltype(MeasuredBaseline::badputSeconds)>);
    return bucketName(static_cast<Bucket>(i));
}

// training.mfu_by_accelerator: {"h100-80gb": 0.42, ...}
std::map<std::string, double> mfuByAcceleratorFromJson(const nlohmann::json& root)
{
    std::map<std::string, double> out;
    const auto training = root.find("training");
    if (training == root.end() || !training->is_object())
        return out;
    const auto it = training->find("mfu_by_accelerator");
    if (it == training->end())
        return out;
    if (!it->is_object() || it->size() > 200)
        throw Error(ErrorCode::WrongType, "training.mfu_by_accelerator", "expected an object of accelerator ids");
    for (const auto& [id, value] : it->items()) {
        const std::string at = "training.mfu_by_accelerator." + id.substr(0, 40);
        if (!value.is_number())
            throw Error(ErrorCode::WrongType, at, "a number from 0 to 1");
        out[id] = value.get<double>();
    }
    return out;
}

std::vector<Accelerator> customAcceleratorsFromJson(const nlohmann::json& root, std::vector<std::string>* unknown)
{
    const auto it = root.find("custom_accelerators");
    return it == root.end() ? std::vector<Accelerator>{} : acceleratorsFromJson(*it, "custom_accelerators", unknown);
}

PriceOverrides overridesFromJson(const nlohmann::json& root, std::vector<std::string>* unknown)
{
    const auto it = root.find("price_overrides");
    return it == root.end() ? PriceOverrides{} : priceOverridesFromJson(*it, unknown);
}

} // namespace

PriceOverrides priceOverridesFromJson(const nlohmann::json& json, std::vector<std::string>* unknownKeys)
{
    PriceOverrides out;
    const auto* it = &json;
    if (!it->is_object() || it->size() > 200)
        throw Error(ErrorCode::WrongType, "price_overrides", "expected an object of accelerator ids");
    for (const auto& [id, value] : it->items()) {
        const JsonFields f(value, "price_overrides." + id.substr(0, 40), unknownKeys);
        f.knownKeys({"on_demand", "spot"});
        PriceOverride o;
        if (f.has("on_demand"))
            o.onDemand = f.number("on_demand", 0);
        if (f.has("spot"))
            o.spot = f.number("spot", 0);
        if (!o.empty())
            out[id] = o;
    }
    checkOverrides(builtinCatalog(), out); // checks every price, also when read on its own (a user's prices)
    return out;
}

nlohmann::json priceOverridesToJson(const PriceOverrides& overrides)
{
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [id, o] : overrides) {
        nlohmann::json entry = nlohmann::json::object();
        if (o.onDemand)
            entry["on_demand"] = *o.onDemand;
        if (o.spot)
            entry["spot"] = *o.spot;
        j[id] = entry;
    }
    return j;
}

namespace {

std::vector<ProvisioningProfile> profilesFromJson(const nlohmann::json& root, const JsonFields& fields)
{
    const auto it = root.find("provisioning_profiles");
    if (it == root.end())
        return defaultProvisioningProfiles();
    if (!it->is_array() || it->size() > 20)
        throw Error(ErrorCode::WrongType, "provisioning_profiles", "expected a list of at most 20");
    std::vector<ProvisioningProfile> out;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const JsonFields f = fields.child((*it)[i], "provisioning_profiles[" + std::to_string(i) + "]");
        f.knownKeys({"provisioning", "initial_wait"});
        ProvisioningProfile p;
        const std::string id = f.string("provisioning", "");
        if (!parseProvisioning(id, p.provisioning))
            throw Error(ErrorCode::UnknownValue, f.pathOf("provisioning"), id.substr(0, 40));
        p.initialWait = durationField(f, "initial_wait", Duration());
        out.push_back(p);
    }
    return out;
}

} // namespace

namespace {

// Version 3 split interruptions into classes with their own reschedule times and grace periods, let them strike
// during recovery, and gave the comparison's provisionings one model with the workbench. A version 2 plan keeps
// what it meant: its warned rate is its maintenance class (on Spot it included the preemptions), every class
// reschedules and is warned as its one class did, nothing strikes during recovery; the Spot rate it compared with
// becomes its Spot class.
void migrateInterruptionClasses(nlohmann::json& json)
{
    const JsonFields root(json, "");
    const JsonFields sched = root.object("scheduling");
    const JsonFields rt = root.object("runtime");
    const GoodputInputs defaults;
    const nlohmann::json reschedule = durationJson(durationField(sched, "reschedule", defaults.reschedule));
    const nlohmann::json grace = durationJson(durationField(rt, "grace_period", defaults.gracePeriod));
    const double warned = rt.number("warned_per_node_day", defaults.warnedPerNodeDay);
    const bool onSpot = sched.string("provisioning", "on_demand") == "spot";
    double spot = 0.0;
    if (!onSpot) {
        spot = 0.15 - warned; // version 2's default Spot profile
        if (const auto it = json.find("provisioning_profiles"); it != json.end() && it->is_array())
            for (const auto& profile : *it)
                if (profile.is_object() && profile.value("provisioning", "") == "spot")
                    spot = JsonFields(profile, "provisioning_profiles").number("warned_per_node_day", 0) - warned;
    }
    // A profile's warned rate is taken into the Spot class: version 3 profiles have none.
    if (const auto it = json.find("provisioning_profiles"); it != json.end() && it->is_array())
        for (auto& profile : *it)
            if (profile.is_object())
                profile.erase("warned_per_node_day");
    nlohmann::json& s = json["scheduling"];
    if (!s.is_object())
        s = nlohmann::json::object();
    s["maintenance_reschedule"] = reschedule;
    s["spot_reschedule"] = reschedule;
    nlohmann::json& r = json["runtime"];
    if (!r.is_object())
        r = nlohmann::json::object();
    r["spot_per_node_day"] = std::clamp(spot, 0.0, 100.0);
    r["spot_grace_period"] = grace;
    r["failures_during_recovery"] = false;
    json["version"] = 3;
}

} // namespace

int migratePlanJson(nlohmann::json& json)
{
    const JsonFields root(json, "");
    if (root.string("format", "") != kPlanFormat)
        throw Error(ErrorCode::WrongFormat, "format", "expected \"" + std::string(kPlanFormat) + "\"");
    const int version = root.integer("version", 0);
    if (version < 1 || version > kPlanVersion)
        throw Error(ErrorCode::UnsupportedVersion, "version",
                    std::to_string(version) + "; this build reads 1 to " + std::to_string(kPlanVersion));
    if (version == 1) {
        // Version 2 added the engagement (the proposal's cover) and notes.
        json["engagement"] = {{"customer", ""}, {"engagement", ""}, {"architect", ""}, {"date", ""}};
        json["notes"] = "";
        json["version"] = 2;
    }
    if (version <= 2)
        migrateInterruptionClasses(json);
    return version;
}

namespace {

// The exports a plan records: at most kMaxDeploymentRecords, each naming at most 8 files.
std::vector<DeploymentRecord> deploymentsFromJson(const nlohmann::json& json, const JsonFields& root)
{
    std::vector<DeploymentRecord> out;
    const auto list = json.find("deployments");
    if (list == json.end())
        return out;
    if (!list->is_array())
        throw Error(ErrorCode::WrongType, "deployments", "an array of {\"format\", \"scenario\", \"date\", \"files\"}");
    if (list->size() > kMaxDeploymentRecords)
        throw Error(ErrorCode::TooMany, "deployments", "at most " + std::to_string(kMaxDeploymentRecords));
    for (std::size_t i = 0; i < list->size(); ++i) {
        const JsonFields f = root.child((*list)[i], "deployments[" + std::to_string(i) + "]");
        f.knownKeys({"format", "scenario", "date", "files"});
        DeploymentRecord r;
        r.format = f.requiredString("format");
        r.scenario = f.string("scenario", "");
        r.date = f.string("date", "");
        const auto files = (*list)[i].find("files");
        if (files == (*list)[i].end() || !files->is_array() || files->size() > 8)
            throw Error(ErrorCode::WrongType, f.pathOf("files"), "an array of at most 8 file names");
        for (const nlohmann::json& name : *files) {
            if (!name.is_string() || name.get_ref<const std::string&>().size() > 255)
                throw Error(ErrorCode::WrongType, f.pathOf("files"), "file names of at most 255 bytes");
            r.files.push_back(name.get<std::string>());
        }
        out.push_back(std::move(r));
    }
    return out;
}

Plan readPlan(const nlohmann::json& original, std::vector<std::string>* unknown)
{
    nlohmann::json json = original;
    migratePlanJson(json);
    const JsonFields root(json, "", unknown);
    root.knownKeys({"format", "version", "title", "kind", "engagement", "notes", "scale", "scheduling", "runtime",
                    "program", "simulation", "walks", "walks_from_plan", "walk_packs", "training", "inference", "scenarios", "recommended_scenario",
                    "measured_baseline", "custom_accelerators", "price_overrides", "provisioning_profiles",
                    "deployments"});
    Plan plan;
    plan.title = root.string("title", "");
    const JsonFields engagement = root.object("engagement");
    engagement.knownKeys({"customer", "engagement", "architect", "date"});
    plan.engagement.customer = engagement.string("customer", "");
    plan.engagement.engagement = engagement.string("engagement", "");
    plan.engagement.architect = engagement.string("architect", "");
    plan.engagement.date = engagement.string("date", "");
    plan.notes = root.string("notes", "");
    plan.goodput = inputsFromJson(root);
    const JsonFields sim = root.object("simulation");
    sim.knownKeys({"runs", "seed"});
    plan.simulation.runs = sim.integer("runs", plan.simulation.runs);
    const double seed = sim.number("seed", static_cast<double>(plan.simulation.seed));
    if (seed < 0 || seed > 9007199254740992.0 || static_cast<double>(static_cast<std::uint64_t>(seed)) != seed)
        throw Error(ErrorCode::OutOfRange, sim.pathOf("seed"), "a whole number from 0 to 2^53");
    plan.simulation.seed = static_cast<std::uint64_t>(seed);
    readWalks(json, root, plan);
    plan.training = trainingFromJson(root);
    const std::string kind = root.string("kind", "training");
    if (!parsePlanKind(kind, plan.kind))
        throw Error(ErrorCode::UnknownValue, "kind", kind.substr(0, 20) + "; training or inference");
    if (root.has("inference"))
        plan.inference = inferenceFromJson(root);
    plan.training.mfuByAccelerator = mfuByAcceleratorFromJson(json);
    plan.customAccelerators = customAcceleratorsFromJson(json, unknown);
    if (const auto list = json.find("scenarios"); list != json.end()) {
        if (!list->is_array())
            throw Error(ErrorCode::WrongType, "scenarios", "an array of {\"name\", \"overrides\"}");
        for (std::size_t i = 0; i < list->size(); ++i) {
            const JsonFields f = root.child((*list)[i], "scenarios[" + std::to_string(i) + "]");
            f.knownKeys({"name", "overrides"});
            Scenario s;
            s.name = f.requiredString("name");
            const auto o = (*list)[i].find("overrides");
            s.overrides = o == (*list)[i].end() ? "{}" : o->dump();
            takeInputsOut(s);
            plan.scenarios.push_back(std::move(s));
        }
    }
    if (root.has("recommended_scenario")) {
        const JsonFields r = root.object("recommended_scenario");
        r.knownKeys({"name", "reason"});
        plan.recommendedScenario = r.string("name", "");
        plan.recommendationReason = r.string("reason", "");
    }
    if (root.has("measured_baseline")) {
        const JsonFields m = root.object("measured_baseline");
        m.knownKeys({"job", "source", "total_seconds", "productive_seconds", "disruptions", "badput_seconds"});
        MeasuredBaseline b;
        b.job = m.string("job", "");
        b.source = m.string("source", "");
        b.totalSeconds = m.number("total_seconds", 0);
        b.productiveSeconds = m.number("productive_seconds", 0);
        b.disruptions = m.integer("disruptions", 0);
        const JsonFields buckets = m.object("badput_seconds");
        std::vector<std::string_view> bucketNames;
        for (std::size_t i = 0; i < b.badputSeconds.size(); ++i) {
            b.badputSeconds[i] = buckets.number(baselineBucket(i), 0);
            bucketNames.emplace_back(baselineBucket(i));
        }
        buckets.knownKeys(bucketNames);
        if (!(b.totalSeconds > 0) || !std::isfinite(b.totalSeconds) || b.productiveSeconds < 0 ||
            b.productiveSeconds > b.totalSeconds || b.disruptions < 0)
            throw Error(ErrorCode::OutOfRange, "measured_baseline", "productive time within a positive total");
        for (double v : b.badputSeconds)
            if (!std::isfinite(v) || v < 0 || v > b.totalSeconds)
                throw Error(ErrorCode::OutOfRange, "measured_baseline.badput_seconds", "0 to the total");
        plan.measured = b;
    }
    plan.priceOverrides = overridesFromJson(json, unknown);
    plan.provisioningProfiles = profilesFromJson(json, root);
    plan.deployments = deploymentsFromJson(json, root);
    validate(plan);
    // A recommendation names its scenario as the scenarios are compared (trimmed, case folded); it is kept with the
    // scenario's own spelling, so that every later comparison of the two is exact.
    if (const Scenario* s = findScenario(plan, plan.recommendedScenario); s && !plan.recommendedScenario.empty())
        plan.recommendedScenario = s->name;
    validateScenarios(plan);
    if (unknown)
        for (std::string& key : unknownAcceleratorKeys(plan))
            if (unknown->size() < kMaxUnknownKeys)
                unknown->push_back(std::move(key));
    return plan;
}

} // namespace

std::vector<std::string> unknownAcceleratorKeys(const Plan& plan)
{
    std::vector<std::string> out;
    const Catalog catalog = withAdditions(builtinCatalog(), plan.customAccelerators);
    for (const auto& [id, price] : plan.priceOverrides)
        if (!catalog.find(id))
            out.push_back("price_overrides." + id.substr(0, 60));
    for (const auto& [id, mfu] : plan.training.mfuByAccelerator)
        if (!catalog.find(id))
            out.push_back("training.mfu_by_accelerator." + id.substr(0, 60));
    return out;
}

Plan planFromJson(const nlohmann::json& json)
{
    return readPlan(json, nullptr);
}

Plan planFromJson(const nlohmann::json& json, std::vector<std::string>& unknownKeys)
{
    return readPlan(json, &unknownKeys);
}

Plan planFromText(std::string_view text, const std::string& source)
{
    return readPlan(parseJson(text, source), nullptr);
}

Plan planFromText(std::string_view text, const std::string& source, std::vector<std::string>& unknownKeys)
{
    return readPlan(parseJson(text, source), &unknownKeys);
}


namespace {

nlohmann::json trainingJson(const TrainingRun& t)
{
    nlohmann::json training{{"parameters", t.parameters},
                            {"tokens", t.tokens},
                            {"accelerator", t.accelerator},
                            {"precision", std::string(precisionId(t.precision))}};
    if (t.measuredTokensPerSecond)
        training["measured_tokens_per_second"] = *t.measuredTokensPerSecond;
    if (t.measuredBand)
        training["measured_tokens_per_second_band"] = *t.measuredBand;
    if (t.shape)
    {
        training["shape"] = {{"layers", t.shape->layers},
                             {"heads", t.shape->heads},
                             {"head_dim", t.shape->headDim},
                             {"seq_len", t.shape->seqLen}};
        if (t.shape->kvHeads > 0)
            training["shape"]["kv_heads"] = t.shape->kvHeads;
        if (t.shape->vocabulary > 0)
            training["shape"]["vocabulary"] = t.shape->vocabulary;
        if (t.shape->hidden > 0)
            training["shape"]["hidden"] = t.shape->hidden;
        if (t.moe)
            training["shape"]["moe"] = moeExpertsJson(*t.moe);
    }
    training["optimizer"] = std::string(optimizerId(t.optimizer));
    training["parallelism"] = {{"sharding", std::string(shardingId(t.parallel.sharding))},
                               {"tensor", t.parallel.tensor},
                               {"pipeline", t.parallel.pipeline},
                               {"micro_batch", t.parallel.microBatch},
                               {"activation_checkpointing", t.parallel.activationCheckpointing},
                               {"search", t.parallel.search}};
    training["global_batch_tokens"] = t.globalBatchTokens;
    if (t.network) {
        nlohmann::json& n = training["network"];
        n = nlohmann::json::object();
        if (!t.network->preset.empty())
            n["preset"] = t.network->preset;
        if (t.network->scaleOutGbps)
            n["scale_out_gbps"] = *t.network->scaleOutGbps;
        if (t.network->scaleUpDomain)
            n["scale_up_domain"] = *t.network->scaleUpDomain;
    }
    if (t.deadline)
        training["deadline"] = durationJson(*t.deadline);
    training["mfu_by_accelerator"] = nlohmann::json::object();
    for (const auto& [id, mfu] : t.mfuByAccelerator)
        training["mfu_by_accelerator"][id] = mfu;
    training["commitment_use_elsewhere"] = t.commitmentUse;
    if (t.search != SearchGoal{}) {
        nlohmann::json& g = training["search"];
        g["confidence"] = t.search.confidence;
        if (t.search.budget)
            g["budget"] = *t.search.budget;
        g["accelerators"] = t.search.accelerators;
        g["provisioning"] = nlohmann::json::array();
        for (Provisioning p : t.search.provisioning)
            g["provisioning"].push_back(std::string(provisioningId(p)));
    }
    return training;
}

} // namespace

nlohmann::json planToJson(const Plan& plan)
{
    const GoodputInputs& in = plan.goodput;
    nlohmann::json j;
    j["format"] = kPlanFormat;
    j["version"] = kPlanVersion;
    j["title"] = plan.title;
    j["engagement"] = {{"customer", plan.engagement.customer},
                       {"engagement", plan.engagement.engagement},
                       {"architect", plan.engagement.architect},
                       {"date", plan.engagement.date}};
    j["notes"] = plan.notes;
    writeInputs(j, in);
    if (plan.training.programSource) // written only when the plan chose it
        j["program"]["mfu_source"] = std::string(programSourceId(*plan.training.programSource));
    j["simulation"] = {{"runs", plan.simulation.runs}, {"seed", plan.simulation.seed}};
    writeWalks(plan, j);
    j["training"] = trainingJson(plan.training);
    if (plan.kind == PlanKind::Inference) {
        j["kind"] = std::string(planKindId(plan.kind));
        j["inference"] = inferenceToJson(plan.inference);
    }
    if (!plan.scenarios.empty()) {
        j["scenarios"] = nlohmann::json::array();
        for (const Scenario& s : plan.scenarios)
            j["scenarios"].push_back({{"name", s.name}, {"overrides", scenarioOverridesJson(s)}});
    }
    if (!plan.recommendedScenario.empty() || !plan.recommendationReason.empty())
        j["recommended_scenario"] = {{"name", plan.recommendedScenario}, {"reason", plan.recommendationReason}};
    if (plan.measured) {
        const MeasuredBaseline& b = *plan.measured;
        nlohmann::json buckets = nlohmann::json::object();
        for (std::size_t i = 0; i < b.badputSeconds.size(); ++i)
            if (i < kBucketsBeforeElastic || b.badputSeconds[i] != 0) // a job that was not elastic: as before
                buckets[baselineBucket(i)] = b.badputSeconds[i];
        j["measured_baseline"] = {{"job", b.job},
                                  {"source", b.source},
                                  {"total_seconds", b.totalSeconds},
                                  {"productive_seconds", b.productiveSeconds},
                                  {"disruptions", b.disruptions},
                                  {"badput_seconds", buckets}};
    }
    if (!plan.customAccelerators.empty()) {
        j["custom_accelerators"] = nlohmann::json::array();
        for (const Accelerator& a : plan.customAccelerators)
            j["custom_accelerators"].push_back(acceleratorToJson(a));
    }
    j["price_overrides"] = priceOverridesToJson(plan.priceOverrides);
    j["provisioning_profiles"] = nlohmann::json::array();
    for (const ProvisioningProfile& p : plan.provisioningProfiles)
        j["provisioning_profiles"].push_back({{"provisioning", std::string(provisioningId(p.provisioning))},
                                              {"initial_wait", durationJson(p.initialWait)}});
    if (!plan.deployments.empty()) {
        j["deployments"] = nlohmann::json::array();
        for (const DeploymentRecord& r : plan.deployments)
            j["deployments"].push_back(
                {{"format", r.format}, {"scenario", r.scenario}, {"date", r.date}, {"files", r.files}});
    }
    return j;
}

} // namespace gp
