#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"
#include "plan/Sizing.h"

#include <string>
#include <vector>

namespace gp {

// What an executive summary says besides the figures (docs/model.md section 22): what drives the goodput, the
// risks to the plan and the next steps, each chosen from the plan's own figures by a stated rule. The user
// interface words them; the core decides which apply and with what numbers.
struct Briefing {
    PlanKind plan = PlanKind::Training;
    enum class Loss { Waiting, Reschedule, Resume, Lost, Saves, Shrunk, Straggler };
    std::string lowestFactor = "program"; // "scheduling", "runtime" or "program": the factor furthest below 1
    double lowestValue = 1;
    Loss largestLoss = Loss::Lost; // of the hours interruptions and checkpoints take, the largest bucket
    double largestLossHours = 0;
    double window = 0;             // hours

    struct Risk {
        enum class Kind {
            DeadlineMissed,  // a: days late
            DeadlineTight,   // a: days to spare, under a tenth of the deadline
            DoesNotFit,      // a: GB needed, b: GB usable
            SpotPreemption,  // a: preemptions per node-day
            Interruptions,   // a: expected count, b: accelerators each one idles
            MfuEstimated,    // a: the MFU planned, never measured
            Warning,         // warning: one of the evaluation's
            LatencyAtPeak,   // a: peak requests per second the replicas are sized for
            SpotServing,     // a serving plan on Spot
        } kind;
        double a = 0;
        double b = 0;
        Warning warning{};
    };
    std::vector<Risk> risks;

    struct Step {
        enum class Kind {
            ApplyTechnique,   // technique: a goodput-improvement node; a: points of MPG it adds
            MoreNodes,        // a: the nodes of the plan's accelerator that meet the deadline, b: their days
            Switch,           // name: the accelerator sized for the deadline, a: its count, b: its days
            Pilot,            // run a short job and compare its goodput log in the Measured view
            CompareMeasured,  // a measured baseline exists: compare the next runs against it
            ConfirmCapacity,  // confirm capacity and provisioning before the start
            BenchmarkServing, // measure TTFT and TPOT on the served accelerator
            Commit,           // a: the share a 1-year commitment saves on the served accelerator
        } kind;
        std::string technique{};
        double a = 0;
        double b = 0;
        std::string name{};
    };
    std::vector<Step> nextSteps;
};

// `sizing` is recommend(plan, evaluation), which the caller often has already.
Briefing brief(const Plan& plan, const Evaluation& evaluation, const Recommendation& sizing);

} // namespace gp
