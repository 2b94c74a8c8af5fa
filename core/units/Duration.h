#pragma once

#include <compare>
#include <string>
#include <string_view>

namespace gp {

// A length of time. Stored in hours, the unit of every formula in the model; never NaN or infinite when it comes
// from parseDuration() or the checked factories.
class Duration {
public:
    constexpr Duration() = default;

    static constexpr Duration hours(double h) { return Duration(h); }
    static constexpr Duration minutes(double m) { return Duration(m / 60.0); }
    static constexpr Duration seconds(double s) { return Duration(s / 3600.0); }
    static constexpr Duration days(double d) { return Duration(d * 24.0); }

    constexpr double inHours() const { return hours_; }
    constexpr double inMinutes() const { return hours_ * 60.0; }
    constexpr double inSeconds() const { return hours_ * 3600.0; }
    constexpr double inDays() const { return hours_ / 24.0; }

    constexpr auto operator<=>(const Duration&) const = default;
    constexpr Duration operator+(Duration o) const { return Duration(hours_ + o.hours_); }
    constexpr Duration operator-(Duration o) const { return Duration(hours_ - o.hours_); }
    constexpr Duration operator*(double f) const { return Duration(hours_ * f); }
    constexpr Duration operator/(double f) const { return Duration(hours_ / f); }
    constexpr double operator/(Duration o) const { return hours_ / o.hours_; }

private:
    constexpr explicit Duration(double h) : hours_(h) {}
    double hours_ = 0.0;
};

// Reads "90s", "30m", "1.5h", "54d" or "2w" (a bare number is hours; white space between number and unit is
// allowed; "min", "hr", "day" and their plurals are accepted). Throws gp::Error(OutOfRange, subject, "at most 100
// years") for a duration longer than that, and gp::Error(InvalidDuration, subject, text) for anything else,
// including negative, NaN and infinite.
Duration parseDuration(std::string_view text, std::string_view subject = "duration");

// The unit a length of time reads best in: seconds under a minute, minutes under an hour, hours under three days,
// days from there. One quantity is written in one unit: a field, a chart's labels and a proposal's sentence take
// the unit of the quantity's value from here.
enum class DurationUnit { Seconds, Minutes, Hours, Days };
DurationUnit timeUnitFor(Duration d);
double inUnit(Duration d, DurationUnit unit);

// Writes the duration in the largest unit that keeps it readable: "45s", "30m", "1.5h", "54d"; at most three
// significant digits, trailing zeros dropped. parseDuration(formatDuration(d)) gives d to that precision.
std::string formatDuration(Duration d);

// The same checks as parseDuration, for a value already in hours (a JSON number, a slider).
Duration checkedHours(double hours, std::string_view subject);

} // namespace gp
