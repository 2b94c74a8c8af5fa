#pragma once

#include "units/Duration.h"

#include <array>
#include <cstddef>
#include <string_view>

namespace gp {

// How capacity is bought (the guide: flexible consumption drives scheduling goodput).
// Reservation: capacity reserved under a 1-year committed use discount; Reservation3y: under a 3-year one.
enum class Provisioning { OnDemand, Spot, DwsFlexStart, DwsCalendar, Reservation, Reservation3y };

std::string_view provisioningId(Provisioning p);              // "on_demand", "spot", ...
bool parseProvisioning(std::string_view id, Provisioning& out); // false for an unknown id

// Every input of the planning model as the user sets it, grouped as the guide groups them. Techniques (hot spares,
// auto-checkpointing, container preloading, reservations) are switches here; resolve() turns them into the
// model's parameters. Defaults are an illustrative example, not a measurement.
struct GoodputInputs {
    // Scale
    int nodes = 16;
    int acceleratorsPerNode = 8;
    Duration window = Duration::days(30);

    // Scheduling goodput
    Provisioning provisioning = Provisioning::OnDemand;
    Duration initialWait = Duration::hours(0);   // t_wait: waiting for capacity before the job starts
    Duration reschedule = Duration::minutes(30);  // t_re without hot spares
    int hotSpares = 0;                            // k: pre-provisioned idle nodes, a pool (docs/model.md section 5)
    Duration spareSwap = Duration::minutes(3);    // t_re when a spare takes over
    Duration spareRepair = Duration::hours(24);   // until a node taken out of the job is back in the pool
    Duration maintenanceReschedule = Duration::minutes(30); // t_re after a maintenance preemption
    Duration spotReschedule = Duration::hours(4);  // t_re after a Spot preemption: capacity may take hours to return

    // Runtime goodput
    double unwarnedPerNodeDay = 0.01; // lambda_f: hardware and software failures per node per day (no warning)
    double warnedPerNodeDay = 0.02;   // lambda_m: maintenance and defragmentation preemptions (SIGTERM first)
    double spotPerNodeDay = 0.1;      // lambda_s: Spot preemptions (SIGTERM first); only when provisioning is Spot
    bool failuresDuringRecovery = true; // interruptions also strike during reschedule, resume and emergency saves
    Duration checkpointInterval = Duration::hours(1); // tau: progress between checkpoints
    Duration checkpointSave = Duration::minutes(1);   // delta: the time one save takes, as measured or typed
    // Asynchronous saves (Orbax, PyTorch distributed checkpointing): the job stalls only while the state is copied
    // off the accelerators, the blocking part; the rest of the save uploads behind the training
    // (docs/model.md section 20).
    bool asyncCheckpoint = false;
    Duration checkpointBlocking = Duration::seconds(10);
    // The save and the restore from the checkpoint's state and the storage's bandwidth (docs/model.md section 20).
    // With a state of 0 GB, or a save marked measured, checkpointSave is used as it stands.
    double checkpointStateGb = 0;
    double writeGbPerSecondPerNode = 1.0;  // each node's write bandwidth to the checkpoint storage
    double storageWriteGbPerSecond = 0;    // the storage's own aggregate cap; 0: none
    double readGbPerSecondPerNode = 2.0;
    double storageReadGbPerSecond = 0;
    Duration checkpointOverhead = Duration::seconds(10); // per save or restore: opening, metadata, the commit
    bool checkpointSaveMeasured = false;                 // checkpointSave is a measurement: it wins
    int retainedCheckpoints = 3; // kept in object storage at once: the costs bill them per GB-month
    // A fast tier beside the persistent one (docs/model.md section 20): frequent saves to host memory or local SSD,
    // each node's copy held by fastTierCopies nodes of its group of fastTierGroup nodes, so that it survives the
    // loss of fewer than fastTierCopies of them. The persistent save is taken with every m-th fast one,
    // m = round(checkpointInterval / fastInterval).
    bool fastTier = false;
    Duration fastInterval = Duration::minutes(10);
    Duration fastSave = Duration::seconds(5);     // the stall of one fast save without a state: typed
    double fastWriteGbPerSecondPerNode = 10.0;    // each node's write bandwidth to its host memory or local SSD
    double fastReadGbPerSecondPerNode = 10.0;
    int fastTierCopies = 2;
    int fastTierGroup = 2;
    // In-job restart (docs/model.md section 25): a failure or a maintenance preemption of one node is recovered
    // inside the running job (nvidia-resiliency-ext's in-process restart, torchft): the job is not rescheduled and
    // pulls no image; it detects the loss, restarts its ranks around a spare or a smaller data-parallel group and
    // reads the last checkpoint (the fast tier's when it survives). Spot preemptions still restart the whole job.
    bool inJobRestart = false;
    Duration inJobDetection = Duration::seconds(60);    // from the loss to the restart's start
    Duration inJobRestartTime = Duration::seconds(60);  // re-forming the process groups and re-initialising
    // With in-job restart: the training state is replicated in the peers' memory (the data-parallel replicas hold
    // it, torchft and nvidia-resiliency-ext's in-memory checkpoint): a loss costs at most the step it struck, and
    // the restart reads no checkpoint.
    bool replicatedState = false;
    // Elastic shrink (docs/model.md section 25), with in-job restart: instead of waiting for the lost node's
    // replacement, the job goes on with one data-parallel replica fewer, (d - 1) / d of its throughput, for the
    // time the full restart would have waited for it (the class's reschedule time), then grows back with a pause.
    bool elasticShrink = false;
    int elasticReplicas = 16;                       // d: data-parallel replicas; a node's loss takes one of them
    Duration regrowPause = Duration::seconds(60);   // re-forming the group around the returned node
    // Stragglers (docs/model.md section 25): a node turns slow at a rate per node; the synchronous step runs at
    // 1 - slowdown of its speed until the node is found and evicted, a restart of the failure's recovery mode.
    double stragglerPerNodeDay = 0;                 // 0: no stragglers (plans before them evaluate as before)
    double stragglerSlowdown = 0.25;                // the throughput the job loses while a straggler is in it
    bool stragglerDetection = false;                // automatic detection (nvidia-resiliency-ext's straggler module)
    Duration stragglerDetectionTime = Duration::minutes(5); // onset to eviction with automatic detection
    Duration stragglerManualTime = Duration::hours(2);      // onset to eviction when people find it
    bool autoCheckpoint = false;                      // checkpoint on SIGTERM (Orbax, MaxText)
    Duration gracePeriod = Duration::seconds(30);     // time between SIGTERM and the stop, maintenance
    Duration spotGracePeriod = Duration::seconds(30); // the same for a Spot preemption
    Duration restore = Duration::minutes(5);          // resume apart from the image: start, restore, warm up
    double imageSizeGb = 16.0;                        // container and model image
    double pullGbPerMinute = 1.6;                     // registry pull rate
    bool preload = false;                             // preload from a secondary boot disk (GKE)
    double preloadSpeedup = 29.0;                     // the guide: about 29x faster for a 16 GB container

    // Program goodput
    double mfu = 0.40;

    friend bool operator==(const GoodputInputs&, const GoodputInputs&) = default;
};

// The classes of interruption (docs/model.md section 4). Each has a rate per node, a warning or none, and its own
// reschedule time.
// A straggler's eviction is the fourth: it ends a slow period and restarts the job as a failure does.
enum class InterruptionClass { Failure, Maintenance, Spot, Straggler };
inline constexpr int kInterruptionClasses = 4;
const char* interruptionClassId(InterruptionClass c); // "failure", "maintenance", "spot", "straggler"

struct ClassParameters {
    double rate = 0;       // per node-hour
    double reschedule = 0; // t_re, hours, without a spare
    bool warned = false;   // SIGTERM and a grace period first
    bool saved = false;    // warned, auto-checkpointing on and delta <= grace: the progress is saved on SIGTERM
    bool spareServed = false; // a hot spare can take the lost node's place
    bool inJob = false;    // recovered inside the job: no reschedule, `restart` instead of the plan's resume
    double restart = 0;    // hours: detection, restart and reading the checkpoint, with in-job restart
    // Running below full speed, counted as the pause it is worth (docs/model.md section 25): before the recovery,
    // hours of the window that hold no interruptions.
    double slow = 0;       // a straggler's slow period: slowdown x the time to its eviction
    double shrunk = 0;     // an elastic shrink: reschedule time / d, and the regrow pause; only when no hot spare
                           //   is free (a free one joins with the restart, docs/model.md section 25)
    bool elastic = false;  // recovered by an elastic shrink
    bool replicated = false; // in-job, with the state replicated in memory: the progress is kept, with no save
    double degraded() const { return slow + shrunk; }
};

// The parameters of docs/model.md section 3, in hours and per-node-hour rates, after the techniques are applied.
// The fast tier as the model sees it (docs/model.md section 20). The persistent tier is the model's interval,
// save and upload; with a fast tier on, the interval is m times the fast one.
struct FastTierParameters {
    bool on = false;
    double interval = 0; // tau_f: progress between fast saves
    double save = 0;     // delta_f: the stall of one fast save
    int every = 1;       // m: the persistent save comes with every m-th fast one
    double resume = 0;   // t_rm when the restore reads the fast tier
    std::array<bool, kInterruptionClasses> survives{}; // by InterruptionClass: the fast tier's copy outlives the interruption
};

struct ModelParameters {
    double window = 0;      // W
    double wait = 0;        // t_wait
    double resume = 0;      // t_rm
    double interval = 0;    // tau
    double save = 0;        // delta: the stall per save (the blocking part of an asynchronous save)
    double upload = 0;      // the part of an asynchronous save that runs behind the training; 0 when synchronous
    std::array<ClassParameters, kInterruptionClasses> classes{};
    bool duringRecovery = false; // interruptions strike during recovery and emergency saves too
    int spares = 0;          // k
    double spareSwap = 0;    // t_re when a spare takes over
    double spareRepair = 0;  // until a node is back in the pool
    double nodes = 1;        // n
    double accelerators = 1; // G = n g
    double mfu = 1;          // program goodput
    FastTierParameters fast;

    const ClassParameters& of(InterruptionClass c) const { return classes[static_cast<std::size_t>(c)]; }
    ClassParameters& of(InterruptionClass c) { return classes[static_cast<std::size_t>(c)]; }
    // t_rm after an interruption of class `id`: the in-job restart, else the resume from the tier the restore reads.
    double resumeOf(std::size_t id) const;
    // Daly's restart time R: a failure's reschedule and resume (from the persistent tier, or the in-job restart).
    double restartAfterFailure() const;
    double jobRate() const;     // Lambda = n sum of the class rates
    double losingRate() const;  // n times the rates of the classes that lose progress (not saved on SIGTERM)
};

// Checks every input against its range; throws gp::Error naming the first bad one (plan field names such as
// "runtime.checkpoint_interval").
void validate(const GoodputInputs& in);

// False for reservations and DWS calendar, which have their capacity before the window starts.
bool provisioningWaits(Provisioning p);

// validate(), then apply the techniques: reservations and DWS calendar wait for nothing; Spot preemptions happen only
// on Spot; t_rm = restore + image size / pull rate (divided by the preload speed-up when preloading).
ModelParameters resolve(const GoodputInputs& in);

// The checkpoint's save and restore (docs/model.md section 20). checkpointSaveDerived: the save comes from the
// state and the write bandwidth (a state is given and the typed save is not marked measured).
bool checkpointSaveDerived(const GoodputInputs& in);
Duration checkpointSaveTime(const GoodputInputs& in);  // one whole save: derived, or as typed
Duration checkpointStallTime(const GoodputInputs& in); // what the job stalls for: the blocking part when asynchronous
Duration checkpointReadTime(const GoodputInputs& in);  // reading the state on a restore; 0 without a state
double checkpointWriteGbPerSecond(const GoodputInputs& in); // aggregate: per node x nodes, capped by the storage
double checkpointReadGbPerSecond(const GoodputInputs& in);

// The fast tier's save and restore: from the state, each node writing its shard to its own memory and to the
// peers that hold copies (copies x state / (per node x nodes)) plus the overhead, or the typed save; the restore
// reads one copy. fastTierEvery: m, the fast saves per persistent one.
Duration fastSaveTime(const GoodputInputs& in);
Duration fastReadTime(const GoodputInputs& in);
int fastTierEvery(const GoodputInputs& in);
// Whether the fast tier outlives an interruption of this class: one node's failure or maintenance when it has at
// least two copies; never a Spot preemption, which takes the whole job.
bool fastTierSurvives(const GoodputInputs& in, InterruptionClass c);

} // namespace gp
