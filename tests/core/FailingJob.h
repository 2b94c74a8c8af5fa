#pragma once

#include "goodput/GoodputInputs.h"

namespace gptest {

// The job the recovery tests work by hand (docs/model.md section 25): 100 nodes failing at 0.024 per node-day,
// Lambda = 0.1 an hour, a failure every 10 h. A checkpoint every hour at no cost, no wait, no maintenance, no failures
// during recovery; a full restart reschedules for 30 min and resumes in 15 (5 min restore, a 16 GB image at
// 1.6 GB/min). MFU 0.5.
inline gp::GoodputInputs failingJob()
{
    gp::GoodputInputs in;
    in.nodes = 100;
    in.acceleratorsPerNode = 8;
    in.window = gp::Duration::days(30);
    in.initialWait = gp::Duration();
    in.unwarnedPerNodeDay = 0.024;
    in.warnedPerNodeDay = 0.0;
    in.checkpointInterval = gp::Duration::hours(1);
    in.checkpointSave = gp::Duration();
    in.failuresDuringRecovery = false;
    in.reschedule = gp::Duration::minutes(30);
    in.restore = gp::Duration::minutes(5);
    in.imageSizeGb = 16;
    in.pullGbPerMinute = 1.6;
    in.mfu = 0.5;
    return in;
}

} // namespace gptest
