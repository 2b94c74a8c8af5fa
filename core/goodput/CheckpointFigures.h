#pragma once

#include "goodput/GoodputInputs.h"
#include "goodput/PlanningModel.h"
#include "units/Duration.h"

namespace gp {

// Where the persistent tier's save time comes from (docs/model.md section 20).
enum class SaveSource {
    Typed,    // no state is given: the save as typed
    Derived,  // from the state and the write bandwidth
    Measured, // a state is given, but the typed save is marked measured
};

// The checkpoint tiers' figures as every view and the proposal show them (docs/model.md sections 13 and 20).
struct CheckpointFigures {
    SaveSource source = SaveSource::Typed;
    bool hasState = false;       // a checkpoint state is given: the bandwidths apply
    Duration save;               // one whole persistent save
    Duration derivedSave;        // what the state and bandwidth give, whatever the source
    Duration stall;              // what the job stalls for a save: the blocking part when asynchronous
    Duration read;               // reading the state on a restore; 0 without a state
    double writeGbPerSecond = 0; // aggregate: per node x nodes, capped by the storage
    double readGbPerSecond = 0;
    // The fast tier's, when it is on.
    bool fast = false;
    Duration fastSave;
    Duration fastRead;
    int fastEvery = 1;                // fast saves per persistent one
    bool fastSurvivesFailure = false; // failures and maintenance resume from it (two copies or more)
    // Shares of the window: saving and lost progress, by tier.
    double fastSaves = 0, fastLost = 0, persistentSaves = 0, persistentLost = 0;
};

CheckpointFigures checkpointFigures(const GoodputInputs& in, const ModelParameters& p, const GoodputEvaluation& g);

} // namespace gp
