#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace gp {

// The unit a log's numeric times are written in. ml-goodput-measurement writes POSIX seconds; other loggers write
// milliseconds, microseconds or nanoseconds since the epoch. ISO-8601 times are always read as they say.
enum class TimeUnit : std::uint8_t { Seconds, Milliseconds, Microseconds, Nanoseconds };
inline constexpr TimeUnit kTimeUnits[] = {TimeUnit::Seconds, TimeUnit::Milliseconds, TimeUnit::Microseconds,
                                          TimeUnit::Nanoseconds};

double secondsPer(TimeUnit unit);          // 1, 1e-3, 1e-6, 1e-9
const char* timeUnitName(TimeUnit unit);   // "s", "ms", "us", "ns": goodput-cli's --time-unit and its JSON
std::optional<TimeUnit> timeUnitFromName(std::string_view name);

// The plausible times of a training log (docs/model.md section 18): from 2000-01-01 to 2100-01-01 in POSIX seconds.
inline constexpr double kEarliestLogTime = 946684800.0;
inline constexpr double kLatestLogTime = 4102444800.0;
inline bool plausibleLogTime(double seconds)
{
    return seconds >= kEarliestLogTime && seconds < kLatestLogTime;
}

// For a time that is not plausible: the unit its number would be plausible in, read as the same number. A time
// read as seconds of 1.7e12 is plausible in milliseconds.
std::optional<TimeUnit> plausibleUnit(double seconds, TimeUnit readAs);

// A time as POSIX seconds: a number, or ISO-8601 ("2024-01-01T01:00:00Z", "2024-01-01T01:00:00.5+02:00").
std::optional<double> parseLogTime(std::string_view text);
// The same with a number in `unit` (ISO-8601 is unaffected).
std::optional<double> parseLogTime(std::string_view text, TimeUnit unit);

} // namespace gp
