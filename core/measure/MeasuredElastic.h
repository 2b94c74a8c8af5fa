#pragma once

// Internal to core/measure: what an elastic job's entries add to its measurement (docs/model.md section 18,
// "Elastic training"), as ml-goodput-measurement 0.2.3's ElasticGoodputCalculator computes it.

#include "measure/MeasuredGoodput.h"

#include <optional>
#include <vector>

namespace gp::measure {

// Adds the elastic waits (ELASTIC_SLICE_DOWN, ELASTIC_SCALE_UP) and re-initializations (ELASTIC_REINITIALIZATION)
// of `events` to `m`, takes the part of accelerator initialization and training preparation that lies inside a
// re-initialization out of those buckets, counts them, and gives the time-weighted slice efficiencies over
// [from, to] (the job's span, or an interval query's bounds). With `timeline`, each wait and re-initialization is a
// segment of its bucket.
void addElastic(const std::vector<const LogEvent*>& events, double from, double to, bool timeline, Measurement& m);

} // namespace gp::measure
