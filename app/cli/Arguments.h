#pragma once

#include "units/Duration.h"

#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace gpcli {

// How often an option may be given.
enum class Occurs { Optional, Required, Repeatable };

// One option of a subcommand: "--name VALUE", or a flag when value is empty. CLI11 parses the command line from
// these definitions, and the usage line and --help are made from what CLI11 then holds.
struct OptionSpec {
    std::string name;  // without the dashes
    std::string value; // metavariable for --help, empty for a flag
    std::string help;
    Occurs occurs = Occurs::Optional;
};

// A problem with the command line's shape (an option that is missing or not allowed): exit status 2.
class UsageError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// The parsed arguments of one subcommand: each option's values as given, and the positional argument. Getters
// convert and check, throwing gp::Error that names the option.
class Arguments {
public:
    Arguments(std::map<std::string, std::vector<std::string>> values, std::vector<std::string> positional);

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
