#include "units/Duration.h"
#include "units/Trim.h"

#include "io/Error.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace gp {
namespace {

constexpr double kMaxHours = 100.0 * 365.25 * 24.0; // a century: beyond any training window

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// Hours per unit, or 0 for an unknown unit.
double unitHours(std::string_view unit)
{
    const std::string u = lower(unit);
    if (u.empty() || u == "h" || u == "hr" || u == "hrs" || u == "hour" || u == "hours")
        return 1.0;
    if (u == "s" || u == "sec" || u == "secs" || u == "second" || u == "seconds")
        return 1.0 / 3600.0;
    if (u == "m" || u == "min" || u == "mins" || u == "minute" || u == "minutes")
        return 1.0 / 60.0;
    if (u == "d" || u == "day" || u == "days")
        return 24.0;
    if (u == "w" || u == "wk" || u == "week" || u == "weeks")
        return 24.0 * 7.0;
    return 0.0;
}

// Whether a number from_chars found out of range is too large rather than too small: no negative exponent and a
// non-zero digit before the point.
bool beyondLargest(std::string_view number)
{
    const std::size_t e = number.find_first_of("eE");
    if (e != std::string_view::npos && e + 1 < number.size() && number[e + 1] == '-')
        return false;
    return number.substr(0, std::min(number.find('.'), e)).find_first_of("123456789") != std::string_view::npos;
}

constexpr const char* kRange = "at most 100 years";

} // namespace

Duration checkedHours(double hours, std::string_view subject)
{
    if (!std::isfinite(hours))
        throw Error(ErrorCode::NotFinite, std::string(subject));
    if (hours < 0.0)
        throw Error(ErrorCode::Negative, std::string(subject));
    if (hours > kMaxHours)
        throw Error(ErrorCode::OutOfRange, std::string(subject), kRange);
    return Duration::hours(hours);
}

Duration parseDuration(std::string_view text, std::string_view subject)
{
    const std::string_view t = trimSpace(text);
    auto fail = [&]() -> Duration {
        throw Error(ErrorCode::InvalidDuration, std::string(subject), std::string(text.substr(0, 64)));
    };
    if (t.empty() || t.front() == '+')
        return fail();
    double value = 0.0;
    const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
    const bool tooLarge = ec == std::errc::result_out_of_range && beyondLargest(std::string_view(t.data(), end));
    if ((ec != std::errc() && !tooLarge) || end == t.data())
        return fail();
    std::string_view unit = trimSpace(std::string_view(end, static_cast<size_t>(t.data() + t.size() - end)));
    // from_chars accepts "nan" and "inf": they are not durations.
    if (!tooLarge && (!std::isfinite(value) || value < 0.0))
        return fail();
    const double perUnit = unitHours(unit);
    if (perUnit == 0.0 || (tooLarge && t.front() == '-'))
        return fail();
    // A well-formed duration that is too long says so, with the range, rather than that it is no duration.
    const double hours = value * perUnit;
    if (tooLarge || !std::isfinite(hours) || hours > kMaxHours)
        throw Error(ErrorCode::OutOfRange, std::string(subject), kRange);
    return Duration::hours(hours);
}

DurationUnit timeUnitFor(Duration d)
{
    const double a = std::fabs(d.inHours());
    if (a == 0.0 || (a >= 1.0 && a < 72.0) || !std::isfinite(a))
        return DurationUnit::Hours;
    if (a < 1.0 / 60.0)
        return DurationUnit::Seconds;
    return a < 1.0 ? DurationUnit::Minutes : DurationUnit::Days;
}

double inUnit(Duration d, DurationUnit unit)
{
    switch (unit) {
    case DurationUnit::Seconds: return d.inSeconds();
    case DurationUnit::Minutes: return d.inMinutes();
    case DurationUnit::Hours: return d.inHours();
    case DurationUnit::Days: return d.inDays();
    }
    return d.inHours();
}

std::string formatDuration(Duration d)
{
    const double h = d.inHours();
    if (!std::isfinite(h))
        return "-";
    if (h == 0.0)
        return "0h";
    static constexpr const char* kUnits[] = {"s", "m", "h", "d"};
    const DurationUnit unit = timeUnitFor(d);
    const double value = inUnit(d, unit);
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3g", value);
    std::string s(buf);
    // %.3g may give an exponent for large day counts; write those plainly.
    if (s.find('e') != std::string::npos) {
        std::snprintf(buf, sizeof buf, "%.0f", value);
        s = buf;
    }
    return s + kUnits[static_cast<int>(unit)];
}

} // namespace gp
