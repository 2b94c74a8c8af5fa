#pragma once

#include "i18n/Text.h"
#include "measure/MeasuredGoodput.h"
#include "goodput/PlanningModel.h"
#include "plan/Plan.h"

#include <array>

#include <optional>
#include <string>
#include <vector>

namespace gp {

struct Plan;

// One plan input proposed from a measurement (docs/model.md section 18, "Calibration"): the plan field, its value
// in the plan's unit (hours for durations, per node-day for rates, a fraction for MFU), and the evidence.
struct CalibrationProposal {
    std::string field; // "runtime.unwarned_per_node_day", "scheduling.reschedule", ...
    double value = 0;
    double current = 0;
    Text evidence;
};

// Whether the user has seen a measurement's implausible values and wants the plan fitted to it all the same.
enum class DoubtfulValues { Refuse, Confirmed };

// What the log says about the plan's inputs. `tokensPerStep` (global batch × sequence length) gives the MFU; none
// leaves it out. The job is taken to have run on the plan's nodes and accelerators. A measurement with implausible
// values (Measurement::doubtCount) is refused with LogError (InvalidMeasurement, DoubtfulMeasurement) unless they
// are Confirmed.
std::vector<CalibrationProposal> calibrate(const Measurement& m, const Plan& plan, std::optional<double> tokensPerStep,
                                           DoubtfulValues doubtful = DoubtfulValues::Refuse);

// The measurement's figures, to keep with the plan.
MeasuredBaseline baselineOf(const Measurement& m, const std::string& source);

// The measured time beside the plan's prediction, in percent of each one's span, grouped where the two models
// meet: productive; infrastructure recovery and elastic waits (the plan's reschedule); startup and restore (TPU
// initialization, training preparation, program startup, blocking data loading, checkpoint restore and elastic
// re-initialization: the plan's resume); lost
// progress; checkpoint saves; other (the plan's wait for capacity; custom badput and OTHER measured).
enum class ComparedGroup { Productive, Recovery, StartupAndRestore, LostProgress, CheckpointSaves, Other };
inline constexpr std::size_t kComparedGroups = 6;
struct PlanComparison {
    std::array<double, kComparedGroups> measured{};
    std::optional<std::array<double, kComparedGroups>> planned;
};
PlanComparison compareWithPlan(const MeasuredBaseline& m, const GoodputEvaluation* plan, double windowHours);

// The plan with the proposals applied; throws gp::Error when a value is outside the plan's ranges.
Plan applyCalibration(const Plan& plan, const std::vector<CalibrationProposal>& accepted);

} // namespace gp
