#pragma once

#include "io/Error.h"

#include <string>

namespace gp {

// A plain English sentence for the console tool. The application has its own translated texts.
std::string describeError(const Error& error);

} // namespace gp
