#pragma once

#include "plan/Calibrate.h"
#include "plan/Plan.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace gp {

// The edits of a plan the views make, each named and each keeping the rule that goes with it, as the scenario edits
// of plan/ScenarioEdit.h do: a view hands the plan whole to one of these inside its undoable step and writes no
// field of its own. They do not validate (the document's checked edit does); where a rule says an edit changes
// nothing, the plan is left as it was.

// ---- The model's inputs ----

// Sets the model's inputs. A plan whose MFU this changes takes it as set by hand: where the layout was the MFU's
// source, the plan's own figure becomes the source (gp::takeMfuSetByHand; docs/model.md section 23).
void setGoodputInputs(Plan& plan, const GoodputInputs& inputs);
// Sets the MFU alone, by the same rule.
void setMfu(Plan& plan, double mfu);

// ---- What the plan is for ----

// Whether making the plan one of `kind` leaves Spot: a service runs on demand, since a Spot preemption takes a
// replica away with seconds' notice, so a plan for serving does not keep the training run's Spot.
bool kindLeavesSpot(const Plan& plan, PlanKind kind);
// Makes the plan one of `kind`, on demand where kindLeavesSpot() says so.
void setPlanKind(Plan& plan, PlanKind kind);

// ---- Serving ----

// The serving's settings as the serving page edits them (the functions below).
void setServing(Plan& plan, const InferenceSettings& settings);
// The model of a plan whose shape is its own, none of the published ones.
inline constexpr const char* kCustomServedModel = "custom";
// Serves the published model `id`; an id that is none of them keeps the shape and names it kCustomServedModel.
void chooseServedModel(InferenceSettings& settings, const std::string& id);
// A changed shape (parameters, layers, heads) is no longer the published model's: names it kCustomServedModel.
void shapeChanged(InferenceSettings& settings);
// Serves on `accelerator` (empty: the cheapest that fits), at the fewest of it that hold the model.
void chooseServingAccelerator(InferenceSettings& settings, const std::string& accelerator);

// ---- Prices ----

// The user's price of one accelerator, on demand or Spot, USD an accelerator-hour, over the catalog's.
void setPrice(Plan& plan, const std::string& accelerator, bool spot, double price);
// Back to the catalog's prices.
void resetPrices(Plan& plan);
// The user's prices as a whole (the ones kept in the settings), in place of the plan's.
void applyPrices(Plan& plan, const PriceOverrides& prices);
// Adds a catalog's accelerators to the plan's own, each marked custom.
void importAccelerators(Plan& plan, const std::vector<Accelerator>& accelerators);

// ---- The training run ----

// The run as a whole, as the memory and parallelism dialog gives it.
void setTrainingRun(Plan& plan, const TrainingRun& run);
void setModelParameters(Plan& plan, double parameters); // N, excluding embeddings
void setTrainingTokens(Plan& plan, double tokens);      // D
void chooseAccelerator(Plan& plan, const std::string& accelerator);
void setPrecision(Plan& plan, Precision precision);
// The run's throughput measured on its accelerator (none: the MFU estimate). A plan that names its MFU's source
// takes the measurement as the source with it, and the plan's own MFU back without it.
void useMeasuredThroughput(Plan& plan, std::optional<double> tokensPerSecond);
// The measured throughput's figure, where the run uses one (useMeasuredThroughput); otherwise no edit.
void setMeasuredThroughput(Plan& plan, double tokensPerSecond);
// Finish within `days` of the start; 0 or less: no deadline of its own (the evaluation window).
void setDeadlineDays(Plan& plan, double days);
// The plan's own MFU for one accelerator, over the catalog's typical figure.
void setAcceleratorMfu(Plan& plan, const std::string& accelerator, double mfu);

// ---- What the plan search is asked ----

void setSearchConfidence(Plan& plan, double share); // of meeting the deadline, 0 to 1
// The budget in USD; 0 or less: none.
void setSearchBudget(Plan& plan, double usd);

// ---- The proposal's texts and records ----

// The cover's fields: the plan's title and the engagement's.
enum class CoverField { Title, Customer, Engagement, Architect, Date };
void setCoverField(Plan& plan, CoverField field, const std::string& text);
void setNotes(Plan& plan, const std::string& notes);
// Recommends the scenario `name` under its own spelling, the base for an empty name; a name the plan has not
// (compared as gp::findScenario compares) is no edit.
void recommendScenario(Plan& plan, const std::string& name);
void setRecommendationReason(Plan& plan, const std::string& reason);
// Keeps a real job's measured goodput with the plan, in place of the one kept before.
void keepMeasuredBaseline(Plan& plan, const MeasuredBaseline& baseline);

// Fits the plan to a measurement: each accepted proposal applied in turn, as gp::calibratedPlan() does.
void fitToMeasurement(Plan& plan, const std::vector<CalibrationProposal>& accepted);

// ---- Decision walks ----

// The answers of the plan's walk of `graphId`: the user's own, with the steps the plan's figures answered
// (`fromPlan`, by number, ascending). The pack the graph came from (`origin`; none for a built-in graph) is kept with
// the walk, so that a plan opened without that pack says so; the GPU walk's answers say what the plan is for
// (applyWalkKind). `pricedBefore`: the accelerator priced before the walk, which the plan keeps
// (keepPricedAccelerator); empty: none to keep.
void setWalkAnswers(Plan& plan, const std::string& graphId, const std::vector<std::string>& answers,
                    const std::vector<std::size_t>& fromPlan, const std::optional<GraphOrigin>& origin,
                    const std::string& pricedBefore);

// ---- Several scenarios at once ----

// How many more scenarios the plan holds (kMaxScenarios less those it has).
std::size_t scenarioRoom(const Plan& plan);
// Adds the scenarios at the end in their order, as gp::addScenario each; throws as it does, leaving the plan as it
// was.
void addScenarios(Plan& plan, const std::vector<Scenario>& scenarios);

} // namespace gp
