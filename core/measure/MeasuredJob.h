#pragma once

#include "measure/GoodputLog.h"
#include "measure/MeasuredGoodput.h"

#include <optional>
#include <vector>

namespace gp {

// One job of a log as the Measured view shows it: measured with its timeline and step times, its goodput over
// rolling windows (a twentieth of its span, at least a second, stepping by half a window), and, for an elastic job
// whose shares of the time add up to more than the whole, their sum: ml-goodput-measurement counts the waits and
// re-initializations on top of the step times around them (docs/model.md section 18).
struct MeasuredJob {
    Measurement measurement;
    std::vector<WindowGoodput> rolling;
    std::optional<double> sharesSum; // a fraction above 1; none when the shares add up to the whole
};

// Throws gp::Error (InvalidMeasurement) as measureJob() does.
MeasuredJob measuredJob(const JobLog& job);

// The sum of a measurement's shares of its time (productive and every badput bucket but the overlapped data
// loading), when an elastic job's add up to more than the whole; none otherwise.
std::optional<double> elasticSharesSum(const Measurement& m);

} // namespace gp
