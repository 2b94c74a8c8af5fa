#pragma once

#include "io/Error.h"

#include <functional>

namespace gptest {

// The code of the gp::Error that f throws; NotANumber stands for "no error" (no test expects it).
inline gp::ErrorCode codeOf(const std::function<void()>& f)
{
    try {
        f();
    } catch (const gp::Error& e) {
        return e.code();
    }
    return gp::ErrorCode::NotANumber;
}

} // namespace gptest
