#pragma once

#include "plan/Calibrate.h"

#include <string_view>
#include <vector>

namespace gptest {

// The value calibration proposes for a plan field, or -1 when it proposes none.
inline double proposed(const std::vector<gp::CalibrationProposal>& proposals, std::string_view field)
{
    for (const gp::CalibrationProposal& p : proposals)
        if (p.field == field)
            return p.value;
    return -1.0;
}

} // namespace gptest
