#include "measure/LogTime.h"

#include "units/Trim.h"

#include <cctype>
#include <charconv>
#include <cmath>

namespace gp {
namespace {

// Days from 1970-01-01 to a civil date (Howard Hinnant's algorithm).
long long daysFromCivil(long long y, unsigned m, unsigned d)
{
    y -= m <= 2 ? 1 : 0;
    const long long era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long long>(doe) - 719468;
}

} // namespace

double secondsPer(TimeUnit unit)
{
    switch (unit) {
    case TimeUnit::Seconds: return 1.0;
    case TimeUnit::Milliseconds: return 1e-3;
    case TimeUnit::Microseconds: return 1e-6;
    case TimeUnit::Nanoseconds: return 1e-9;
    }
    return 1.0;
}

const char* timeUnitName(TimeUnit unit)
{
    switch (unit) {
    case TimeUnit::Seconds: return "s";
    case TimeUnit::Milliseconds: return "ms";
    case TimeUnit::Microseconds: return "us";
    case TimeUnit::Nanoseconds: return "ns";
    }
    return "s";
}

std::optional<TimeUnit> timeUnitFromName(std::string_view name)
{
    for (TimeUnit u : kTimeUnits)
        if (name == timeUnitName(u))
            return u;
    return std::nullopt;
}

std::optional<TimeUnit> plausibleUnit(double seconds, TimeUnit readAs)
{
    const double written = seconds / secondsPer(readAs);
    for (TimeUnit u : kTimeUnits)
        if (u != readAs && plausibleLogTime(written * secondsPer(u)))
            return u;
    return std::nullopt;
}

std::optional<double> parseLogTime(std::string_view text, TimeUnit unit)
{
    text = trimSpace(text);
    double v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (!text.empty() && r.ec == std::errc() && r.ptr == text.data() + text.size())
        return std::isfinite(v) ? std::optional<double>(v * secondsPer(unit)) : std::nullopt;
    return parseLogTime(text);
}

std::optional<double> parseLogTime(std::string_view text)
{
    text = trimSpace(text);
    if (text.empty())
        return std::nullopt;
    double v = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), v);
    if (r.ec == std::errc() && r.ptr == text.data() + text.size())
        return std::isfinite(v) ? std::optional<double>(v) : std::nullopt;
    // ISO-8601: YYYY-MM-DDThh:mm:ss[.frac](Z|±hh:mm)
    auto digits = [&](std::size_t at, std::size_t n, int& out) {
        if (at + n > text.size())
            return false;
        out = 0;
        for (std::size_t i = at; i < at + n; ++i) {
            if (!std::isdigit(static_cast<unsigned char>(text[i])))
                return false;
            out = out * 10 + (text[i] - '0');
        }
        return true;
    };
    int y, mo, d, h, mi, s;
    if (text.size() < 19 || !digits(0, 4, y) || text[4] != '-' || !digits(5, 2, mo) || text[7] != '-' ||
        !digits(8, 2, d) || (text[10] != 'T' && text[10] != ' ') || !digits(11, 2, h) || text[13] != ':' ||
        !digits(14, 2, mi) || text[16] != ':' || !digits(17, 2, s))
        return std::nullopt;
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 60)
        return std::nullopt;
    std::size_t at = 19;
    double fraction = 0;
    if (at < text.size() && text[at] == '.') {
        double scale = 0.1;
        ++at;
        while (at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]))) {
            fraction += (text[at] - '0') * scale;
            scale /= 10;
            ++at;
        }
    }
    double offset = 0;
    if (at < text.size() && (text[at] == 'Z' || text[at] == 'z')) {
        ++at;
    } else if (at < text.size() && (text[at] == '+' || text[at] == '-')) {
        int oh, om;
        const bool colon = at + 3 < text.size() && text[at + 3] == ':';
        if (!digits(at + 1, 2, oh) || !digits(at + (colon ? 4 : 3), 2, om))
            return std::nullopt;
        offset = (text[at] == '+' ? 1 : -1) * (oh * 3600.0 + om * 60.0);
        at += colon ? 6 : 5;
    }
    if (at != text.size())
        return std::nullopt;
    const double days = static_cast<double>(daysFromCivil(y, static_cast<unsigned>(mo), static_cast<unsigned>(d)));
    return days * 86400.0 + h * 3600.0 + mi * 60.0 + s + fraction - offset;
}

} // namespace gp
