#include "goodput/CheckpointSize.h"

#include "units/Trim.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <string>

namespace gp {
namespace {

std::optional<double> parseWithUnit(std::string_view text, bool rate)
{
    text = trimSpace(text);
    double value = 0;
    const auto r = std::from_chars(text.data(), text.data() + text.size(), value);
    if (r.ec != std::errc() || !std::isfinite(value) || value < 0)
        return std::nullopt;
    std::string unit(r.ptr, text.data() + text.size());
    while (!unit.empty() && unit.front() == ' ')
        unit.erase(unit.begin());
    if (rate) {
        if (unit.size() >= 2 && unit.compare(unit.size() - 2, 2, "/s") == 0)
            unit.resize(unit.size() - 2);
        else if (!unit.empty())
            return std::nullopt; // a rate names its time
    }
    for (char& c : unit)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    struct Unit {
        const char* name;
        double bytes;
    };
    static const Unit units[] = {{"", 1},          {"B", 1},          {"KB", 1e3},         {"MB", 1e6},
                                 {"GB", 1e9},      {"TB", 1e12},      {"PB", 1e15},        {"KIB", 1024.0},
                                 {"MIB", 1048576.0}, {"GIB", 1073741824.0}, {"TIB", 1099511627776.0}};
    for (const Unit& u : units)
        if (unit == u.name)
            return value * u.bytes;
    return std::nullopt;
}

} // namespace

std::optional<double> parseSize(std::string_view text)
{
    return parseWithUnit(text, false);
}

std::optional<double> parseRate(std::string_view text)
{
    return parseWithUnit(text, true);
}

double saveSeconds(double bytes, double bytesPerSecond, double overheadSeconds)
{
    return bytes / bytesPerSecond + overheadSeconds;
}

} // namespace gp
