#pragma once

#include "measure/GoodputLog.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace gp {

// The step times of a job's log as ml-goodput-measurement reads them (docs/model.md section 18): the measurement's
// statistics of its steps, apart from its pass over the badput buckets (MeasuredGoodput.cpp).

// Step times of consecutive steps, keyed by the earlier step, in the order logged.
std::vector<std::pair<std::int64_t, double>> stepTimes(const std::vector<const LogEvent*>& events);

// compute_ideal_step_time: the mean of the steps of at least a second within the median + 3 MAD; none without.
std::optional<double> idealStepTime(const std::vector<std::pair<std::int64_t, double>>& times);

// The throughput's own spread (Measurement::stepTimeBand): none with fewer than 30 kept steps.
std::optional<double> stepTimeBand(const std::vector<std::pair<std::int64_t, double>>& times, double ideal);

// ml-goodput-measurement's cumulative spike-sensitive deviation of the steps from the ideal.
double stepDeviation(const std::vector<double>& deviations);

} // namespace gp
