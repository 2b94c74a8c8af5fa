#pragma once

#include "catalog/Catalog.h"
#include "goodput/GoodputInputs.h"

namespace gp {

// USD per accelerator-hour, host included where the price basis leaves it out: on-demand for on-demand and both
// DWS modes, Spot for Spot, and on-demand less the 1-year or 3-year committed use discount for a reservation.
double hourlyPrice(const Accelerator& a, Provisioning p);

// How each provisioning is sold (docs/model.md section 10, each rule with its source).
inline constexpr double kFlexStartLongestRunHours = 7 * 24.0; // DWS flex-start: a request runs at most 7 days
inline constexpr double kHoursPerMonth = 365.2425 * 24.0 / 12.0; // storage is billed per GB-month: 730.5 hours
inline constexpr double kCalendarBlockHours = 24.0;           // DWS calendar: whole days, each paid in full
inline constexpr double kCalendarLongestDays = 90.0;          //   of 1 to 90 days a reservation
double commitmentTermHours(Provisioning p); // 1 or 3 years for a reservation's commitment; 0 for the others

} // namespace gp
