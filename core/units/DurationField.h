#pragma once

#include "io/JsonFields.h"
#include "units/Duration.h"

namespace gp {

// A field of a JSON object that holds a length of time: a text such as "30m" or a number of hours; `fallback` when
// the field is absent. Throws WrongType, InvalidDuration or a range error naming the field's path. Kept with the
// durations, so that the JSON reader below them knows nothing of them.
Duration durationField(const JsonFields& fields, const char* key, Duration fallback);

} // namespace gp
