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

} // namespace gptest
