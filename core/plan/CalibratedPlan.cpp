#include "plan/CalibratedPlan.h"

#include "io/Error.h"
#include "measure/LogIssue.h"

namespace gp {

std::vector<CalibrationProposal> calibrationProposals(const Measurement& m, const Plan& plan, double tokensPerStep,
                                                      DoubtfulValues doubtful)
{
    try {
        return calibrate(m, plan, tokensPerStep > 0 ? std::optional<double>(tokensPerStep) : std::nullopt, doubtful);
    } catch (const LogError&) {
        return {}; // implausible values not confirmed: nothing is proposed
    }
}

Plan calibratedPlan(const Plan& plan, const std::vector<CalibrationProposal>& accepted)
{
    Plan p = plan;
    for (const CalibrationProposal& c : accepted) {
        try {
            p = applyCalibration(p, {c});
        } catch (const Error&) {
            // a value outside the plan's ranges is left out
        }
    }
    return p;
}

} // namespace gp
