#pragma once

#include "io/Error.h"
#include "plan/Plan.h"
#include "plan/Validate.h"

#include <string>

namespace gptest {

// The field a plan's validation names, or "" when the plan is valid.
inline std::string subjectOf(const gp::Plan& plan)
{
    try {
        gp::validate(plan);
    } catch (const gp::Error& e) {
        return e.subject();
    }
    return {};
}

// One node of eight A100 40 GB, no interruptions of any class, no wait and no save cost, on demand: SG = RG = 1,
// so every figure of docs/model.md sections 7 and 10 can be worked out by hand. Its optimizer states and parameters
// are sharded (ZeRO-3), so the model fits any accelerator of the catalog.
inline gp::Plan quietPlan()
{
    gp::Plan p;
    p.goodput.nodes = 1;
    p.goodput.acceleratorsPerNode = 8;
    p.goodput.unwarnedPerNodeDay = 0;
    p.goodput.warnedPerNodeDay = 0;
    p.goodput.spotPerNodeDay = 0;
    p.goodput.initialWait = gp::Duration::hours(0);
    p.goodput.checkpointSave = gp::Duration::hours(0);
    p.goodput.provisioning = gp::Provisioning::OnDemand;
    p.goodput.mfu = 0.5;
    // Priced at the plan's MFU: without a shape the step model would assume the nearest family's (docs/model.md
    // section 23) and the layout would be the MFU's source.
    p.training.programSource = gp::ProgramSource::Plan;
    p.training.parameters = 1e9;
    p.training.tokens = 1e11;
    p.training.accelerator = "a100-40gb";
    p.training.parallel.sharding = gp::Sharding::Zero3;
    return p;
}

} // namespace gptest
