#pragma once

#include "goodput/GoodputInputs.h"

#include <atomic>
#include <cstdint>
#include <vector>

namespace gp {

// Monte Carlo of one evaluation window, event by event (docs/model.md section 8).
//
// Assumptions, and where they differ from the first-order planning model of section 3:
// - Interruptions arrive as a Poisson process of rate n (lambda_u + lambda_w) while the job runs (work and saves);
//   each is warned with probability lambda_w / (lambda_u + lambda_w). Same as section 3.
// - Progress is saved after every tau of work at a cost delta. An interruption loses the work since the last
//   completed save, with any save in flight. Section 3 uses the mean of that loss, (tau + delta) / 2; the
//   simulation draws it, so a short window or an interval near the MTBF differs from section 3.
// - A warned interruption with auto-checkpointing (delta <= grace) keeps all progress and pays one emergency save
//   of delta after the SIGTERM. Same as section 3.
// - After each interruption the job is rescheduled (t_re) and resumes (t_rm). With interruptionsDuringRecovery,
//   interruptions strike during recovery too and restart it: the assumption of Daly's complete model, which is then
//   exact. Section 3 assumes they do not (the default here).
// - The window is finite: the last stretch is cut off by its end; progress at the end is counted as kept.
struct SimulationOptions {
    int runs = 2000;
    std::uint64_t seed = 1;
    bool interruptionsDuringRecovery = false;
    int threads = 1; // 0: one per hardware thread
};

// Where one run's window went, in hours.
struct RunRecord {
    double interruptions = 0;
    double waiting = 0;
    double reschedule = 0;
    double resume = 0;
    double lost = 0;
    double saves = 0;
    double productive = 0;
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
    std::vector<double> runtimeSamples; // RG of each run, in run order (for a histogram)
};

// Cancellation and progress, shared with the thread that asked for the simulation. Both optional.
struct SimulationControl {
    const std::atomic<bool>* cancel = nullptr;
    std::atomic<int>* completedRuns = nullptr;
};

// Runs the simulation. Reproducible: the same parameters, runs and seed give the same result whatever the number of
// threads, because each run draws from its own generator seeded by (seed, run index).
SimulationResult simulate(const ModelParameters& p, const SimulationOptions& options,
                          const SimulationControl& control = {});

// The same, returning each run's record instead of the summary (for tests and charts).
std::vector<RunRecord> simulateRuns(const ModelParameters& p, const SimulationOptions& options,
                                    const SimulationControl& control = {});

enum class Phase { Waiting, Productive, Saving, Lost, Rescheduling, Resuming };

struct TimelineSegment {
    Phase phase;
    double start; // hours from the start of the window
    double end;
};

// One run's events as a timeline of segments covering the window (run index 0 of the seed: the same run as the
// first record of simulateRuns). Adjacent segments of one phase are merged.
std::vector<TimelineSegment> simulateTimeline(const ModelParameters& p, std::uint64_t seed,
                                              bool interruptionsDuringRecovery = false);

} // namespace gp
