#pragma once

#include "units/Duration.h"

#include <QString>

namespace gpui {

// Locale-aware display of the model's numbers. A value that is not finite is shown as "–", never as "nan".
QString percent(double fraction, int decimals = 1);
QString number(double value, int decimals);
QString duration(gp::Duration d);
QString durationHours(double hours); // "∞" for an unbounded optimum

} // namespace gpui
