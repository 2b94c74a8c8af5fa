#pragma once

#include "units/Duration.h"

#include <string_view>

namespace gp {

// How capacity is bought (seed: flexible consumption drives scheduling goodput).
enum class Provisioning { OnDemand, Spot, DwsFlexStart, DwsCalendar, Reservation };

std::string_view provisioningId(Provisioning p);              // "on_demand", "spot", ...
bool parseProvisioning(std::string_view id, Provisioning& out); // false for an unknown id

// Every input of the planning model as the user sets it, grouped as the seed groups them. Techniques (hot spares,
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
    int hotSpares = 0;                            // pre-provisioned idle nodes
    Duration spareSwap = Duration::minutes(3);    // t_re with a hot spare

    // Runtime goodput
    double unwarnedPerNodeDay = 0.01; // lambda_u: hardware and software failures per node per day
    double warnedPerNodeDay = 0.02;   // lambda_w: preemptions and maintenance (SIGTERM first) per node per day
    Duration checkpointInterval = Duration::hours(1); // tau: progress between checkpoints
    Duration checkpointSave = Duration::minutes(1);   // delta: stall per save
    bool autoCheckpoint = false;                      // checkpoint on SIGTERM (Orbax, MaxText)
    Duration gracePeriod = Duration::seconds(30);     // time between SIGTERM and the stop
    Duration restore = Duration::minutes(5);          // resume apart from the image: start, restore, warm up
    double imageSizeGb = 16.0;                        // container and model image
    double pullGbPerMinute = 1.6;                     // registry pull rate
    bool preload = false;                             // preload from a secondary boot disk (GKE)
    double preloadSpeedup = 29.0;                     // seed: about 29x faster for a 16 GB container

    // Program goodput
    double mfu = 0.40;

    friend bool operator==(const GoodputInputs&, const GoodputInputs&) = default;
};

// The parameters of docs/model.md section 3, in hours and per-node-hour rates, after the techniques are applied.
struct ModelParameters {
    double window = 0;      // W
    double wait = 0;        // t_wait
    double reschedule = 0;  // t_re
    double resume = 0;      // t_rm
    double interval = 0;    // tau
    double save = 0;        // delta
    double unwarnedRate = 0; // lambda_u per node-hour
    double warnedRate = 0;   // lambda_w per node-hour
    bool warnedSaved = false; // auto-checkpointing on and delta <= grace: a warned interruption loses nothing
    double nodes = 1;        // n
    double accelerators = 1; // G = n g
    double mfu = 1;          // program goodput
};

// Checks every input against its range; throws gp::Error naming the first bad one (plan field names such as
// "runtime.checkpoint_interval").
void validate(const GoodputInputs& in);

// False for reservations and DWS calendar, which have their capacity before the window starts.
bool provisioningWaits(Provisioning p);

// validate(), then apply the techniques: reservations and DWS calendar wait for nothing; a hot spare makes t_re the
// swap time; t_rm = restore + image size / pull rate (divided by the preload speed-up when preloading).
ModelParameters resolve(const GoodputInputs& in);

} // namespace gp
