#pragma once

#include <cstdint>

namespace gp {

// A job with a fast and a persistent checkpoint tier (docs/model.md section 20). Progress runs in segments of
// tau_f of work and a fast save delta_f; every m-th segment also ends with the persistent save's stall delta_p,
// whose upload u runs behind the next segments. An interruption either keeps its progress (an emergency save on
// SIGTERM), or loses it back to the last fast checkpoint (the fast tier's copies outlive it), or back to the last
// persistent one that finished uploading. Restarting from a fast checkpoint resumes mid-way to the next persistent
// save: the state of the process is the number of fast checkpoints since the last persistent one.
struct TierShape {
    double rate = 0;           // Lambda: interruptions per hour while the job runs
    double fastInterval = 0;   // tau_f, hours
    double fastSave = 0;       // delta_f
    double persistentSave = 0; // delta_p: the stall (the blocking part of an asynchronous save)
    double upload = 0;         // u: the rest of an asynchronous persistent save, at most m (tau_f + delta_f)
    int every = 1;             // m
    double kept = 0;           // share of interruptions whose progress an emergency save keeps
    double fast = 0;           // share that lose progress back to the fast tier; the rest go back to the persistent
};

// The expected hours of one run, from a restart to the next interruption, in the long run (the restart's state
// drawn from its stationary distribution): a renewal-reward over the m states. The buckets add up to 1 / Lambda.
// Work that a later interruption rolls back to the persistent checkpoint is taken out of productive and saves and
// counted as lost when it is rolled back.
struct TierRun {
    double productive = 0;
    double fastSaves = 0;
    double persistentSaves = 0;
    double fastLost = 0;       // lost back to the fast tier
    double persistentLost = 0; // lost back to the persistent tier, rolled-back work included
    double fastRestores = 0;   // share of runs that end in a restore from the fast tier
};
TierRun tierRun(const TierShape& s);

// Where a run of x hours that starts in state 'start' ends: the segments and persistent saves it completes, the
// segment it ends in (its position since the last persistent save and the offset into it), and the hours since
// its last persistent save ended (negative when it completed none).
struct TierWalk {
    std::int64_t segments = 0;
    std::int64_t persistent = 0;
    int position = 0;
    double offset = 0;
    double sincePersistent = -1;
};
TierWalk walkTiers(const TierShape& s, int start, double x);

} // namespace gp
