#pragma once

#include "goodput/GoodputInputs.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace gp {

// Monte Carlo of one evaluation window, event by event (docs/model.md section 9): the judge of the planning model.
//
// - Interruptions arrive as Poisson processes, one per class (failure, maintenance, Spot), while the job runs; the
//   class of each is drawn in proportion to the rates.
// - Progress is saved after every tau of work at a cost delta. An interruption loses the work since the last
//   completed save, with any save in flight.
// - A warned interruption of a class whose grace period covers delta, with auto-checkpointing on, keeps its
//   progress and pays one emergency save of delta.
// - After each interruption the job is rescheduled (the class's t_re, or the swap time when a hot spare takes the
//   lost node's place) and resumes (t_rm). With failures during recovery (the parameters' duringRecovery),
//   interruptions strike during emergency saves (the save fails and the progress is lost) and recoveries (the
//   recovery starts again) too.
// - A straggler's eviction and an elastic shrink first spend the pause their slow or shrunk running is worth
//   (docs/model.md section 25), which no interruption strikes, then recover as above.
// - Hot spares: every failed or maintained node goes to repair for the repair time; a failure or maintenance
//   preemption finds a spare when fewer than k nodes are in repair.
// - With a fast tier (docs/model.md section 20): a fast save after every tau_f of work, the persistent save with
//   every m-th; an interruption the fast tier outlives loses the work since the last fast save and resumes from
//   it, partway to the next persistent save; any other loses it back to the last persistent save whose upload
//   finished, and the work since is rolled back, earlier runs' included.
// - The window is finite: the last stretch is cut off by its end; progress at the end is counted as kept.
// The planning model of section 3 computes the expectation of exactly this process.
struct SimulationOptions {
    int runs = 2000;
    std::uint64_t seed = 1;
    int threads = 1; // 0: one per hardware thread
};

// The event budget: a window expected to hold more interruptions than this, or a simulation of more than
// kMaxSimulationEvents in all, is refused with ErrorCode::EventBudget before it starts.
inline constexpr double kMaxWindowEvents = 1e6;
inline constexpr double kMaxSimulationEvents = 4e8;

// Where one run's window went, in hours.
struct RunRecord {
    double interruptions = 0;
    double waiting = 0;
    double reschedule = 0;
    double resume = 0;
    double lost = 0;
    double saves = 0;
    double productive = 0;
    double fastSaves = 0; // of saves: the fast tier's
    double fastLost = 0;  // of lost: back to the fast tier
    double shrunk = 0;    // the pauses elastic shrinks are worth (docs/model.md section 25)
    double straggler = 0; // the pauses stragglers' slow periods are worth
};

struct Summary {
    double mean = 0;
    double p5 = 0;
    double p50 = 0;
    double p95 = 0;
    double standardError = 0; // of the mean
};

struct SimulationResult {
    int runs = 0;
    std::uint64_t seed = 0;
    double totalInterruptions = 0;
    bool cancelled = false;
    Summary interruptions;
    Summary scheduling;     // SG per run
    Summary runtime;        // RG per run
    Summary mlProductivity; // SG x RG x MFU per run
    Summary waiting, reschedule, resume, lost, saves, productive; // hours
    Summary fastSaves, fastLost; // hours, of saves and lost: the fast tier's
    Summary shrunk, straggler;   // hours: elastic shrinks and stragglers (docs/model.md section 25)
    std::vector<double> runtimeSamples; // RG of each run, in run order (for a histogram)
    std::vector<double> mlProductivitySamples; // SG x RG x MFU of each run, in run order (for a distribution)
};

// Cancellation and progress, asked and told from the simulating threads (so both must be safe to call from any
// thread, at once). Both optional.
struct SimulationControl {
    std::function<bool()> cancelled;         // true: stop at the next chunk of runs
    std::function<void(int)> runsCompleted;  // the runs finished so far
    bool stop() const { return cancelled && cancelled(); }
};

// Runs the simulation (checkEventBudget() first). Reproducible: the same parameters, runs and seed give the same result whatever the number of
// threads, because each run draws from its own generator seeded by (seed, run index).
SimulationResult simulate(const ModelParameters& p, const SimulationOptions& options,
                          const SimulationControl& control = {});

// The same, returning each run's record instead of the summary (for tests and charts).
std::vector<RunRecord> simulateRuns(const ModelParameters& p, const SimulationOptions& options,
                                    const SimulationControl& control = {});

// Shrunk and Slow: an elastic shrink's and a straggler's lower throughput, as the pause it is worth.
enum class Phase { Waiting, Productive, Saving, Lost, Rescheduling, Resuming, Shrunk, Slow };

struct TimelineSegment {
    Phase phase;
    double start; // hours from the start of the window
    double end;
    int cause = -1; // for lost, rescheduling and resuming: the InterruptionClass that caused it
};

// One run's events as a timeline of segments covering the window (run index 0 of the seed: the same run as the
// first record of simulateRuns). Adjacent segments of one phase are merged.
std::vector<TimelineSegment> simulateTimeline(const ModelParameters& p, std::uint64_t seed);

// Throws ErrorCode::EventBudget (subject "simulation.runs" or "scale.window") when the simulation would exceed the
// event budget; expectedPerWindow is the planning model's expected count of interruptions.
void checkEventBudget(double expectedPerWindow, int runs);

// The interruptions the simulation expects in one window of these parameters: the count the budget is checked on.
double expectedSimulationEvents(const ModelParameters& p);

} // namespace gp
