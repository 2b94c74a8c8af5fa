#pragma once

#include "catalog/MemoryFit.h"
#include "plan/Evaluate.h"

#include <optional>

namespace gp {

// The headline figures of a training plan's priced run, as the proposal's executive summary states them.
struct RunSummary {
    int nodes = 0;
    int acceleratorsPerNode = 0;
    int accelerators = 0; // nodes x accelerators per node
    // The priced accelerator's run; none when no accelerator is priced.
    struct Priced {
        double days = 0;         // wall time: the waits for capacity + running time
        double deadlineDays = 0; // infinite without a deadline
        bool meetsDeadline = false;
        double daysLate = 0;  // past the deadline; 0 when it is met
        double waitHours = 0; // waiting for capacity, not billed
        double billedAcceleratorHours = 0;
        MemoryFit memory;
        double cost = 0;
        double costPerProductiveHour = 0;
        double storageCost = 0; // of the retained checkpoints, within the cost
        int retainedCheckpoints = 0;
        double checkpointGb = 0;         // each checkpoint's size
        double storagePerGbMonth = 0;    // the price the storage cost is at
    };
    std::optional<Priced> priced;
};

RunSummary runSummary(const Evaluation& ev);

} // namespace gp
