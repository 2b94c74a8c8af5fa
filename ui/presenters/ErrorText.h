#pragma once

#include "io/Error.h"

#include <QString>

namespace gpui {

// The core's text for an error (io/Error.h), translated: it names the input and its detail. Plain text, never HTML.
QString describeError(const gp::Error& error);

} // namespace gpui
