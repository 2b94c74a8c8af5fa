#pragma once

#include "units/Duration.h"

#include <QString>

namespace gpui {

// Locale-aware display of the model's numbers. A value that is not finite is shown as "–", never as "nan".
QString percent(double fraction, int decimals = 1);
// A share with its band in points, "41.0 % ± 2.4"; without a band (0), the share alone.
QString percentBand(double fraction, double band, int decimals = 1);
QString number(double value, int decimals);
// A length of time in the unit its magnitude calls for (gp::timeUnitFor): "35.3 s", "8.96 min", "7.04 h", "54 days",
// up to three significant figures. Every value of one quantity is written in one unit: pick it once from the value
// that leads (the plan's interval) and write the others with durationIn().
QString duration(gp::Duration d);
QString durationHours(double hours); // "∞" for an unbounded optimum
QString durationIn(double hours, gp::DurationUnit unit);
QString timeUnitSuffix(gp::DurationUnit unit); // " s", " min", " h", " days", in the reader's language
QString money(double usd);           // "$11.06", "$340,986": the catalog's prices are in US dollars
// A large count as people write it: "70 B", "1.4 T", "8.03 B", "512 M"; below a million in full ("7,000").
QString count(double value);
// A very large number in powers of ten: "4.2 × 10²²"; below a million in full. Never E-notation.
QString powerOfTen(double value);

} // namespace gpui
