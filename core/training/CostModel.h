#pragma once

#include "catalog/Catalog.h"
#include "catalog/HourlyPrice.h"
#include "catalog/MemoryFit.h"
#include "catalog/Precision.h"
#include "goodput/GoodputInputs.h"
#include "goodput/PlanningModel.h"
#include "goodput/ProgramGoodput.h"
#include "performance/StepModel.h"
#include "training/TrainingRun.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace gp {

// Provisioning as the comparison sees an alternative to the plan's own: its wait for capacity. Its interruptions
// are the plan's own classes, as the workbench applies them (Spot preemptions on Spot only). Illustrative
// defaults; editable.
struct ProvisioningProfile {
    Provisioning provisioning = Provisioning::OnDemand;
    Duration initialWait;
    friend bool operator==(const ProvisioningProfile&, const ProvisioningProfile&) = default;
};
std::vector<ProvisioningProfile> defaultProvisioningProfiles();

// C = 6 N D (EleutherAI, "Transformer Math 101").
double trainingFlops(const TrainingRun& run);

// MFU from measured throughput on G accelerators (PaLM's FLOPs per token, docs/model.md section 8).
double measuredMfu(const TrainingRun& run, const Accelerator& a, double accelerators);

// Where a row's MFU comes from: the throughput measured on it, the plan's figure for it, the plan's program
// goodput (the workbench's MFU, for the priced accelerator or where none is published), the catalog's typical
// figure, or the fastest layout of the step model that fits the accelerator's memory.
enum class MfuSource { Measured, PlanOverride, Plan, Catalog, Layout };
std::string_view mfuSourceId(MfuSource s); // "measured", "plan_override", "plan", "catalog", "layout"

// The running share of the window that is productive: P / (W - t_wait), from the window's expectation.
double productiveShare(const GoodputEvaluation& g);

struct CostEstimate {
    std::string accelerator;
    Provisioning provisioning = Provisioning::OnDemand;
    double accelerators = 0;          // G, in the job
    double peakTflops = 0;
    double mfu = 0;
    MfuSource mfuSource = MfuSource::Plan;
    // The MFU's band where the step model predicts it (the source is the layout): +/- mfu x the held-out median
    // error (performance/ModelError.h), half the published runs it was not fitted to within it; where it is
    // measured, mfu x the measurement's own band (TrainingRun::measuredBand). 0 for the plan's figure and a
    // published one, which stand as they are.
    double mfuBand = 0;
    // The step model's fastest layout on this accelerator and count, where the source is the layout: its MFU is
    // the row's, its memory the row's memory, and productive hours are the tokens at its rate.
    std::optional<StepTime> layout;
    // The layout's MFU rests on a matrix efficiency no published run on this accelerator checks (the catalog's
    // matrix_efficiency_basis extrapolated or assumed): every view that recommends it says so.
    bool efficiencyExtrapolated = false;
    bool noLayoutFits = false;        // the source is the layout, and no layout fits the memory at this count
    bool measured = false;            // MFU from measured throughput rather than the plan's estimate
    double productiveHours = 0;       // C / (G x peak x MFU): the computing the run needs
    double runningDays = 0;           // from the first start to the end, interruptions included
    double waitHours = 0;             // waits for capacity, unbilled: once, or once per flex-start request
    double days = 0;                  // wall time: the waits + running time
    double acceleratorHours = 0;      // G x running time
    double usedAcceleratorHours = 0;   // (G + hot-spare accelerators) x running time: what the run occupies
    double billedAcceleratorHours = 0; // (G + hot-spare accelerators) x billed hours (DWS calendar: whole days;
                                       // a commitment: its whole terms)
    double pricePerHour = 0;          // the rate billed, host included
    double cost = 0;                  // what the run costs as the provisioning is sold, checkpoint storage included
    double storageCost = 0;           // the retained checkpoints in object storage while the run lasts
    double costPerProductiveHour = 0; // cost / (G x productive hours)
    std::optional<double> committedCost;       // a commitment: accelerators x term hours x discounted rate
    std::optional<double> breakEvenUtilization; // the share of the term at which it costs what on demand would
    int flexRequests = 0;             // DWS flex-start: requests of at most 7 days each
    bool meetsDeadline = false;
    MemoryFit memory;
};

// One accelerator's time and cost for the run, at the goodput given for the inputs given (their provisioning and
// wait: each provisioning row passes its own), evaluated at `nodes` (the inputs' count unless given). With
// useMeasured, the MFU comes from the run's measured throughput instead of the estimate.
CostEstimate estimateCost(const Accelerator& a, const TrainingRun& run, const GoodputInputs& in,
                          const GoodputEvaluation& goodput, bool useMeasured, std::optional<int> nodes = std::nullopt);

} // namespace gp
