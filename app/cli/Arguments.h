#pragma once

#include "units/Duration.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace gpcli {

// The options one subcommand accepts: "--name VALUE" pairs, flags, and positional arguments.
struct OptionSpec {
    std::string name;  // without the dashes
    std::string value; // metavariable for --help, empty for a flag
    std::string help;
    bool repeatable = false;
};

class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Parsed arguments of one subcommand. Getters convert and check, throwing gp::Error that names the option.
class Arguments {
public:
    Arguments(const std::vector<std::string>& args, const std::vector<OptionSpec>& specs, int maxPositional);

    bool has(const std::string& name) const;
    bool flag(const std::string& name) const { return has(name); }
    const std::vector<std::string>& positional() const { return positional_; }
    std::vector<std::string> all(const std::string& name) const;

    gp::Duration duration(const std::string& name) const;
    std::optional<gp::Duration> optionalDuration(const std::string& name) const;
    double number(const std::string& name) const;
    std::optional<double> optionalNumber(const std::string& name) const;
    long long integer(const std::string& name, long long lo, long long hi) const;

private:
    const std::string& raw(const std::string& name) const;
    std::map<std::string, std::vector<std::string>> values_;
    std::vector<std::string> positional_;
};

} // namespace gpcli
