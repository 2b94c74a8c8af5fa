#pragma once

#include "catalog/Catalog.h"
#include "training/CostModel.h"
#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "goodput/GoodputInputs.h"
#include "inference/Inference.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// Monte Carlo settings kept with the plan, so that a proposal's percentiles can be reproduced.
struct SimulationSettings {
    int runs = 2000;
    std::uint64_t seed = 1;
    friend bool operator==(const SimulationSettings&, const SimulationSettings&) = default;
};

// Who the plan is for and who wrote it: the proposal's cover.
struct Engagement {
    std::string customer;
    std::string engagement;
    std::string architect;
    std::string date; // as the architect writes it, e.g. "2026-11-30"
    friend bool operator==(const Engagement&, const Engagement&) = default;
};

// A real job's measured goodput kept with the plan (docs/model.md section 18): the figures, not the log.
struct MeasuredBaseline {
    std::string job;
    std::string source;        // the log's file name
    double totalSeconds = 0;
    double productiveSeconds = 0;
    std::array<double, 14> badputSeconds{}; // in the order of gp::Bucket
    int disruptions = 0;
    friend bool operator==(const MeasuredBaseline&, const MeasuredBaseline&) = default;
};

// A model input a scenario sets, typed: a row of the range table or a switch (goodput/InputRanges.h) by its key,
// with its value in the table's unit (a switch's as its number).
struct InputOverride {
    std::string_view key; // the table's own text
    double value = 0;
    friend bool operator==(const InputOverride&, const InputOverride&) = default;
};

// One option beside the base plan: a name and the inputs it changes (core/plan/Scenarios.h). The model's inputs
// are kept typed, so that an edit of a scenario's slider sets them without a trip through JSON; everything else it
// changes (the training run, prices, custom accelerators, provisioning profiles) is a JSON merge patch over the
// plan file's sections, which may also hold model inputs (`inputs` win over them).
struct Scenario {
    std::string name;
    std::string overrides = "{}";      // JSON text
    std::vector<InputOverride> inputs = {}; // in the table's order
    friend bool operator==(const Scenario&, const Scenario&) = default;
};

// A deployment exported from the plan (docs/deploy.md): the proposal lists the files a plan was exported as.
struct DeploymentRecord {
    std::string format;   // "skypilot", "gke", "slurm"
    std::string scenario; // the scenario exported; empty: the base
    std::string date;     // "2026-12-06"
    std::vector<std::string> files; // the files' names, without their folder
    friend bool operator==(const DeploymentRecord&, const DeploymentRecord&) = default;
};
inline constexpr std::size_t kMaxDeploymentRecords = 20; // the latest kept: an export beyond drops the oldest

// What a plan is for: training a model, or serving one (docs/model.md section 21).
enum class PlanKind { Training, Inference };
std::string_view planKindId(PlanKind k); // "training", "inference"
bool parsePlanKind(std::string_view id, PlanKind& out);

// An inference plan's inputs: the request served, and the accelerator (empty: the cheapest that fits and meets the
// targets). Its provisioning is the plan's.
struct InferenceSettings {
    InferenceRequest request = defaultInferenceRequest();
    std::string accelerator;
    // Strict response times: the GPU tree's "Is latency critical?" (its walk's answer sets it; the user can change it).
    bool latencyCritical = false;
    friend bool operator==(const InferenceSettings&, const InferenceSettings&) = default;
};

// Counts the copies of whole plans made in this process: an edit makes at most two (goodput-bench's edit_copies).
// A member of Plan that copies count and moves do not; it takes no part in a plan's equality.
struct PlanCopies {
    static std::uint64_t made() { return count(); }
    PlanCopies() = default;
    PlanCopies(const PlanCopies&) noexcept { ++count(); }
    PlanCopies(PlanCopies&&) noexcept = default;
    PlanCopies& operator=(const PlanCopies&) noexcept
    {
        ++count();
        return *this;
    }
    PlanCopies& operator=(PlanCopies&&) noexcept = default;
    friend bool operator==(const PlanCopies&, const PlanCopies&) { return true; }

private:
    static std::uint64_t& count()
    {
        thread_local std::uint64_t n = 0;
        return n;
    }
};

// The plan document: everything an architect sets for one customer engagement. Later format versions add to it.
struct Plan {
    std::string title;
    PlanKind kind = PlanKind::Training;
    InferenceSettings inference; // used when the kind is inference
    Engagement engagement;
    std::string notes;
    GoodputInputs goodput;
    SimulationSettings simulation;
    // The decision walks: graph id to the choice ids taken from its start.
    std::map<std::string, std::vector<std::string>> walks;
    // Of each walk, the steps (from 0, ascending) the plan's figures answered by the answers' conditions
    // (docs/model.md section 14, "Conditions"); the user's own answers are not listed.
    std::map<std::string, std::vector<std::size_t>> answeredFromPlan;
    // The graph pack each walk of a pack's graph was made with (docs/model.md section 14, "Graph packs"). The
    // walk of a graph whose pack is not in use is kept as it was read, and shown nowhere, until the pack is back.
    std::map<std::string, GraphOrigin> walkPacks;
    // What is priced: the run, the user's prices, and the provisioning alternatives compared.
    TrainingRun training;
    PriceOverrides priceOverrides;
    std::vector<Accelerator> customAccelerators; // added to the built-in catalog, the same schema
    std::optional<MeasuredBaseline> measured;    // the proposal's "Measured baseline" section
    std::vector<Scenario> scenarios;             // options beside the base, in the order shown
    std::string recommendedScenario;             // empty: the base
    std::string recommendationReason;
    std::vector<ProvisioningProfile> provisioningProfiles = defaultProvisioningProfiles();
    std::vector<DeploymentRecord> deployments; // the exports made from it, oldest first
    PlanCopies copies;

    // Field by field: two plans are equal when every input, text, walk and setting is.
    friend bool operator==(const Plan&, const Plan&) = default;
};

// The GPU-selection walk's first answer says what the plan is for: "training" or "inferencing". Sets the plan's kind
// from it, and an answer to "Is latency critical?" sets the serving's latencyCritical; a plan without those answers
// keeps its own.
void applyWalkKind(Plan& plan);

// A plan whose MFU was set by hand (the workbench's slider, an edit of its inputs) takes that figure as its own:
// where the layout was the MFU's source and `before` is not the plan's MFU now, the plan's figure becomes the
// source (docs/model.md section 23, "In the plan").
void takeMfuSetByHand(Plan& plan, double before);

// Whether a walk of the GPU-selection tree takes its inferencing branch: its first answer is "inferencing".
bool isInferenceWalk(const std::vector<std::string>& answers);

// The plan's walk of a decision graph, replayed from its answers; at the start when the plan has none (or, after a
// graph changed, from the answers that no longer fit). Empty for a graph `graphs` does not have. The walk refers to
// the library's graph: keep a copy of the library while the walk is in use.
std::optional<Walk> walkOf(const Plan& plan, const GraphLibrary& graphs, std::string_view graphId);

// What a plan's walks of pack graphs meet in `graphs`, a sentence each (English; the user interface translates it):
// a pack that is not in use (the walk is kept, not shown) or one of another version (the answers that still fit are
// kept). Empty when every walk's graph is as it was.
std::vector<Text> walkPackNotes(const Plan& plan, const GraphLibrary& graphs);

// Marks the steps of `walk` that the plan lists as answered from its figures (answeredFromPlan).
void markAnsweredFromPlan(Walk& walk, const Plan& plan);
// The steps of `walk` marked automatic, as answeredFromPlan keeps them.
std::vector<std::size_t> stepsFromPlan(const Walk& walk);

// The accelerator family the GPU-selection walk recommends (catalog ids such as "h100"); empty until that walk
// reaches a recommendation. Derived from the walk, never stored beside it. The GPU tree is built in (no pack
// replaces it).
std::vector<std::string> recommendedAccelerators(const Plan& plan);

} // namespace gp
