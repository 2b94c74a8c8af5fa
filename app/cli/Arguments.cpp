#include "Arguments.h"

#include "io/Error.h"

#include <charconv>
#include <cmath>

namespace gpcli {

Arguments::Arguments(std::map<std::string, std::vector<std::string>> values, std::vector<std::string> positional)
    : values_(std::move(values))
    , positional_(std::move(positional))
{
}

bool Arguments::has(const std::string& name) const
{
    return values_.count(name) != 0;
}

std::vector<std::string> Arguments::all(const std::string& name) const
{
    const auto it = values_.find(name);
    return it == values_.end() ? std::vector<std::string>{} : it->second;
}

const std::string& Arguments::raw(const std::string& name) const
{
    const auto it = values_.find(name);
    if (it == values_.end())
        throw UsageError("missing required option --" + name);
    return it->second.front();
}

gp::Duration Arguments::duration(const std::string& name) const
{
    return gp::parseDuration(raw(name), "--" + name);
}

std::optional<gp::Duration> Arguments::optionalDuration(const std::string& name) const
{
    if (!has(name))
        return std::nullopt;
    return duration(name);
}

double Arguments::number(const std::string& name) const
{
    const std::string& text = raw(name);
    double v = 0;
    const char* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, v);
    if (ec == std::errc::result_out_of_range)
        throw gp::Error(gp::ErrorCode::OutOfRange, "--" + name, text.substr(0, 40));
    if (text.empty() || ec != std::errc() || ptr != end)
        throw gp::Error(gp::ErrorCode::NotANumber, "--" + name, text.substr(0, 40));
    if (!std::isfinite(v))
        throw gp::Error(gp::ErrorCode::NotFinite, "--" + name, text.substr(0, 40));
    return v;
}

std::optional<double> Arguments::optionalNumber(const std::string& name) const
{
    if (!has(name))
        return std::nullopt;
    return number(name);
}

long long Arguments::integer(const std::string& name, long long lo, long long hi) const
{
    const double v = number(name);
    if (std::floor(v) != v)
        throw gp::Error(gp::ErrorCode::NotAnInteger, "--" + name, raw(name).substr(0, 40));
    if (v < static_cast<double>(lo) || v > static_cast<double>(hi))
        throw gp::Error(gp::ErrorCode::OutOfRange, "--" + name, std::to_string(lo) + " to " + std::to_string(hi));
    return static_cast<long long>(v);
}

} // namespace gpcli
