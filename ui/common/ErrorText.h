#pragma once

#include "io/Error.h"

#include <QString>

namespace gpui {

// The translated sentence for a core error, naming the input and its detail. Plain text, never HTML.
QString describeError(const gp::Error& error);

} // namespace gpui
