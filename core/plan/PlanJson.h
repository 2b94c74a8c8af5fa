#pragma once

#include "plan/Plan.h"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace gp {

inline constexpr const char* kPlanFormat = "goodput-planner-plan";
inline constexpr int kPlanVersion = 3;

// Brings a plan of an older format version up to kPlanVersion, one step at a time (version 1 had no engagement
// and no notes). Returns the version it started from. Throws UnsupportedVersion for a newer or unknown version.
int migratePlanJson(nlohmann::json& json);

// Reads a plan from parsed JSON. Throws gp::Error: WrongFormat when "format" is not a plan, UnsupportedVersion for
// a newer version, the field errors of JsonFields, and those of validate(Plan) for bad values. `source` names the file.
Plan planFromJson(const nlohmann::json& json);
// The same, adding to unknownKeys (at most kMaxUnknownKeys) the path of every key the plan may not have
// ("scale.nodez", "custom_accelerators: accelerator 'x'.typical_mf"), of every walk of a graph this build has not
// got ("walks.old-graph"), and of every price override and MFU figure for an accelerator in neither the catalog
// nor the plan's own (unknownAcceleratorKeys()). Each was ignored. In a scenario's overrides an unknown key is an
// error instead (UnknownKey, "scenarios.NAME.overrides.scale.nodez"): the scenario would change no figure there.
Plan planFromJson(const nlohmann::json& json, std::vector<std::string>& unknownKeys);

// Parses text (with the size and depth limits) and reads the plan.
Plan planFromText(std::string_view text, const std::string& source);
Plan planFromText(std::string_view text, const std::string& source, std::vector<std::string>& unknownKeys);

// The plan's price overrides and MFU figures for accelerators in neither the catalog nor the plan's own, as key
// paths ("price_overrides.h100-80g", "training.mfu_by_accelerator.h100-80g"): nothing reads them.
std::vector<std::string> unknownAcceleratorKeys(const Plan& plan);

// Price overrides alone, as the plan stores them ({"h100-80gb": {"on_demand": 9.5, "spot": 3}}), for keeping a
// user's own prices between plans. Reading checks every price against the catalog; an entry's keys other than
// on_demand and spot are added to unknownKeys when given.
nlohmann::json priceOverridesToJson(const PriceOverrides& overrides);
PriceOverrides priceOverridesFromJson(const nlohmann::json& json, std::vector<std::string>* unknownKeys = nullptr);

// Writes the plan; durations are written as strings in the largest readable unit ("30m") only when that keeps
// their value exactly, else as hours.
nlohmann::json planToJson(const Plan& plan);

} // namespace gp
