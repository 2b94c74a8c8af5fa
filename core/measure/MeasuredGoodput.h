#pragma once

#include "measure/GoodputLog.h"

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gp {

// ml-goodput-measurement's badput buckets, under its names (docs/model.md section 18).
enum class Bucket : std::uint8_t {
    TpuInitialization,
    TrainingPrep,
    ProgramStartup,
    DataLoadingSync,
    DataLoadingAsync, // overlaps training: reported, not counted as badput
    CheckpointSave,
    CheckpointRestore,
    WastedProgress,
    InfrastructureRecovery,
    CustomBadputEvents, // the sum of the custom types
    Other,
    ElasticSliceDown,        // an elastic job waiting after losing a slice (ml-goodput-measurement 0.2.3)
    ElasticScaleUp,          // waiting to grow back onto a returned slice
    ElasticReinitialization, // re-initializing on the new slices
};
inline constexpr std::size_t kBuckets = 14;
const char* bucketName(Bucket b); // "TPU_INITIALIZATION", ...

// A stretch of the job's timeline, for the Measured view.
enum class SegmentKind : std::uint8_t { Productive, Badput, Gap };
struct MeasuredSegment {
    double start = 0, end = 0; // POSIX seconds
    SegmentKind kind = SegmentKind::Productive;
    Bucket bucket = Bucket::Other; // for Badput
};

struct MeasureOptions {
    std::optional<double> from; // interval query: entries after `from`, up to `to` (POSIX seconds)
    std::optional<double> to;   // alone: the job as of `to` (its end, or `to` when it had not ended)
    bool timeline = false;      // also fill Measurement::timeline and stepTimes
};

struct Measurement {
    std::string jobName;
    double start = 0, end = 0;      // the measured span
    bool ended = false;             // the job logged its end (else measured to the last entry or to `to`)
    double totalSeconds = 0;
    double productiveSeconds = 0;
    double goodputPercent = 0;
    std::array<double, kBuckets> badputSeconds{};
    std::map<std::string, double> customSeconds; // by type (upper case)
    int disruptions = 0;
    std::int64_t maxProductiveStep = 0;
    std::int64_t lastStep = 0;
    std::optional<double> idealStepSeconds; // none when no step took a second or more
    double stepTimeDeviationSeconds = 0;    // ml-goodput-measurement's cumulative spike-sensitive deviation
    // The throughput's own spread (docs/model.md section 18, "The step time's band"): the steps the ideal step
    // time keeps, in ten windows of consecutive steps; the median of |window mean / ideal - 1|. None with fewer
    // than 30 such steps.
    std::optional<double> stepTimeBand;
    double checkpointSaves = 0;             // distinct saves counted
    double checkpointRestores = 0;
    std::vector<LogIssue> warnings;              // the measurement's own (a missing end, a bucket not computed, ...)
    std::vector<LogIssue> doubts;                // the implausible values of the job's entries and of the
    std::size_t doubtCount = 0;                  // measurement (the first 100, and how many): calibrate() asks first
    std::vector<MeasuredSegment> timeline;       // with MeasureOptions::timeline: steps, causes and the gaps
                                                 // between them (Gap) over the whole span, by start
    std::vector<std::pair<std::int64_t, double>> stepTimes; // step, seconds (consecutive steps only)
    // An elastic job's: how many waits and re-initializations it logged, and the time-weighted share of its slices
    // that were stepping and that were available (none without slice counts in the log).
    int elasticSliceDowns = 0;
    int elasticScaleUps = 0;
    int elasticReinitializations = 0;
    std::optional<double> steppingSliceEfficiency;
    std::optional<double> availableSliceEfficiency;

    double badputPercent(Bucket b) const;
    double customPercent(const std::string& type) const;
};

// The job's goodput and badput as ml-goodput-measurement computes them (its GoodputCalculator, get_job_goodput and
// get_job_goodput_interval), documented with the points where it is followed although it looks wrong. A checkpoint
// longer than the whole span is left out, with a warning naming its line. Throws gp::Error (InvalidMeasurement)
// for a log without a job start in the span, with no time in it, or whose productive time exceeds the span.
Measurement measureJob(const JobLog& job, const MeasureOptions& options = {});

// Goodput in consecutive windows of `window` seconds stepping by `step`, over the job's span.
struct WindowGoodput {
    double start = 0, end = 0;
    double goodputPercent = 0;
};
std::vector<WindowGoodput> rollingGoodput(const JobLog& job, double window, double step);

} // namespace gp
