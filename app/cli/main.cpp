// goodput-cli: the goodput model on the command line. Prints one JSON object on stdout; an error is one line on
// stderr and exit status 2.
#include "Commands.h"
#include "ErrorText.h"

#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

namespace {

constexpr const char* kVersion = GOODPUT_VERSION;

void printOverview(std::ostream& out)
{
    out << "usage: goodput-cli COMMAND [OPTIONS]\n\n"
           "Goodput Planner's model on the command line. Each command prints one JSON object.\n\ncommands:\n";
    for (const auto& c : gpcli::commands()) {
        std::string name = c.name;
        name.resize(12, ' ');
        out << "  " << name << c.summary << '\n';
    }
    out << "\n'goodput-cli COMMAND --help' describes a command. " << gpcli::durationNote() << '\n';
}

void printHelp(const gpcli::Command& c)
{
    std::cout << "usage: goodput-cli " << c.name << ' ' << c.synopsis << "\n\n" << c.details << "\n";
    if (!c.options.empty()) {
        std::cout << "\noptions:\n";
        for (const auto& o : c.options) {
            std::string left = "--" + o.name + (o.value.empty() ? "" : " " + o.value);
            left.resize(std::max<std::size_t>(left.size() + 2, 24), ' ');
            std::cout << "  " << left << o.help << '\n';
        }
    }
    std::cout << "  --help                  show this help\n\n" << gpcli::durationNote() << '\n';
}

int fail(const std::string& message)
{
    std::cerr << "goodput-cli: error: " << message << '\n';
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    try {
        std::vector<std::string> args(argv + 1, argv + argc);
        if (args.empty())
            return printOverview(std::cerr), 2;
        if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
            printOverview(std::cout);
            return 0;
        }
        if (args[0] == "--version") {
            std::cout << "{\"version\": \"" << kVersion << "\"}\n";
            return 0;
        }
        const std::string name = args[0];
        args.erase(args.begin());
        for (const auto& c : gpcli::commands()) {
            if (c.name != name)
                continue;
            for (const auto& a : args)
                if (a == "--help" || a == "-h") {
                    printHelp(c);
                    return 0;
                }
            const gpcli::Arguments parsed(args, c.options, c.maxPositional);
            const nlohmann::json result = c.run(parsed);
            std::cout << result.dump(2) << '\n';
            return std::cout.good() ? 0 : 1;
        }
        std::string known;
        for (const auto& c : gpcli::commands())
            known += (known.empty() ? "" : ", ") + c.name;
        return fail("unknown command '" + name.substr(0, 40) + "'; commands: " + known);
    } catch (const gpcli::UsageError& e) {
        return fail(std::string(e.what()) + " (see --help)");
    } catch (const gp::Error& e) {
        return fail(gp::describeError(e));
    } catch (const std::exception& e) {
        return fail(e.what());
    }
}
