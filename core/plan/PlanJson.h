#pragma once

#include "plan/Plan.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>

namespace gp {

inline constexpr const char* kPlanFormat = "goodput-planner-plan";
inline constexpr int kPlanVersion = 3;

// Brings a plan of an older format version up to kPlanVersion, one step at a time (version 1 had no engagement
// and no notes). Returns the version it started from. Throws UnsupportedVersion for a newer or unknown version.
int migratePlanJson(nlohmann::json& json);

// Reads a plan from parsed JSON. Throws gp::Error: WrongFormat when "format" is not a plan, UnsupportedVersion for
// a newer version, the field errors of JsonFields, and those of validate(Plan) for bad values. `source` names the file.
Plan planFromJson(const nlohmann::json& json);

// Parses text (with the size and depth limits) and reads the plan.
Plan planFromText(std::string_view text, const std::string& source);

// Price overrides alone, as the plan stores them ({"h100-80gb": {"on_demand": 9.5, "spot": 3}}), for keeping a
// user's own prices between plans. Reading checks every price against the catalog.
nlohmann::json priceOverridesToJson(const PriceOverrides& overrides);
PriceOverrides priceOverridesFromJson(const nlohmann::json& json);

// Writes the plan; durations are written as strings in the largest readable unit ("30m") only when that keeps
// their value exactly, else as hours.
nlohmann::json planToJson(const Plan& plan);

} // namespace gp
