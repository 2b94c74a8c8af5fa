#include "Cli.h"

#include "Commands.h"
#include "io/Error.h"

#include <CLI/CLI.hpp>

#include <map>
#include <memory>
#include <ostream>
#include <sstream>

namespace gpcli {
namespace {

constexpr const char* kVersion = GOODPUT_VERSION;

// Help in goodput-cli's own layout, made from the options CLI11 holds: "usage: goodput-cli NAME SYNOPSIS", the
// command's details, the options, and the note on durations.
class HelpFormatter : public CLI::Formatter {
public:
    HelpFormatter()
    {
        column_width(26);
        label("REQUIRED", "");
    }

    std::string make_description(const CLI::App*) const override { return {}; }

    std::string make_usage(const CLI::App* app, std::string) const override
    {
        std::string synopsis;
        for (const CLI::Option* o : app->get_options()) {
            if (o->get_name() == "--help")
                continue;
            std::string item = o->get_positional() ? o->get_name() : o->get_name(false, true);
            if (!o->get_positional() && o->get_type_size() != 0)
                item += ' ' + o->get_type_name();
            if (o->get_expected_max() > 1 && !o->get_positional())
                item += " ...";
            synopsis += ' ' + (o->get_required() ? item : '[' + item + ']');
        }
        return "usage: goodput-cli " + app->get_name() + synopsis + "\n\n" + app->get_description() + "\n";
    }

    std::string make_footer(const CLI::App*) const override { return std::string(durationNote()) + "\n"; }
};

void printOverview(std::ostream& out)
{
    out << "usage: goodput-cli COMMAND [OPTIONS]\n\n"
           "Goodput Planner's model on the command line. Each command prints one JSON object.\n\ncommands:\n";
    for (const auto& c : commands()) {
        std::string name = c.name;
        name.resize(12, ' ');
        out << "  " << name << c.summary << '\n';
    }
    out << "\n'goodput-cli COMMAND --help' describes a command. " << durationNote() << '\n'
        << "The manuals the help names, model.md and deploy.md, are installed in /usr/share/doc/goodput-planner/.\n";
}

// One line on err, exit status 2.
int fail(std::ostream& err, std::string message)
{
    for (char& c : message)
        if (c == '\n' || c == '\r')
            c = ' ';
    err << "goodput-cli: error: " << message << '\n';
    return 2;
}

std::string shortened(const std::string& s)
{
    return s.size() > 40 ? s.substr(0, 40) + "..." : s;
}

// CLI11's words for a command line it refuses, as one line in this tool's words.
// An argument CLI11 could not place is named first, even when it also found a required option missing.
std::string usageMessage(const CLI::ParseError& e, const CLI::App& sub)
{
    const std::vector<std::string> extras = sub.remaining();
    for (const std::string& extra : extras)
        if (extra.rfind("--", 0) == 0)
            return "unknown option " + shortened(extra.substr(0, extra.find('=')));
    if (!extras.empty())
        return "unexpected argument '" + shortened(extras.front()) + "'";
    return e.what();
}

} // namespace

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err)
{
    if (args.empty()) {
        printOverview(err);
        return 2;
    }
    if (args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
        printOverview(out);
        return 0;
    }
    if (args[0] == "--version") {
        out << "{\"version\": \"" << kVersion << "\"}\n";
        return 0;
    }
    const Command* command = nullptr;
    for (const Command& c : commands())
        if (c.name == args[0])
            command = &c;
    if (!command) {
        std::string known;
        for (const Command& c : commands())
            known += (known.empty() ? "" : ", ") + c.name;
        return fail(err, "unknown command '" + shortened(args[0]) + "'; commands: " + known);
    }

    // The command's parser, built from its option definitions.
    CLI::App app(command->details, command->name);
    app.formatter(std::make_shared<HelpFormatter>());
    app.set_help_flag("--help,-h", "show this help");
    std::map<std::string, std::vector<std::string>> values;
    std::map<std::string, CLI::Option*> flags;
    for (const OptionSpec& o : command->options) {
        const std::string name = "--" + o.name;
        if (o.value.empty()) {
            flags[o.name] = app.add_flag(name, o.help);
            continue;
        }
        CLI::Option* option = app.add_option(name, values[o.name], o.help)->type_name(o.value);
        option->allow_extra_args(false);
        if (o.occurs == Occurs::Repeatable)
            option->multi_option_policy(CLI::MultiOptionPolicy::TakeAll);
        else
            option->expected(1)->multi_option_policy(CLI::MultiOptionPolicy::Throw);
        if (o.occurs == Occurs::Required)
            option->required();
    }
    std::vector<std::string> positional;
    if (!command->positional.empty()) {
        CLI::Option* option =
            app.add_option(command->positional, positional, "the " + command->positional + " argument")->expected(1);
        if (!command->positionalOptional)
            option->required();
    }

    std::vector<std::string> rest(args.begin() + 1, args.end());
    std::reverse(rest.begin(), rest.end()); // CLI11 takes the arguments last first
    try {
        app.parse(rest);
    } catch (const CLI::CallForHelp&) {
        out << app.help();
        return 0;
    } catch (const CLI::ParseError& e) {
        return fail(err, usageMessage(e, app) + " (see --help)");
    }
    for (const auto& [name, option] : flags)
        if (option->count() > 0)
            values[name] = {""};
    for (auto it = values.begin(); it != values.end();)
        it = it->second.empty() ? values.erase(it) : std::next(it);

    try {
        const nlohmann::json result = command->run(Arguments(std::move(values), std::move(positional)));
        out << result.dump(2) << '\n';
        if (!out.good())
            return 1;
        return command->status ? command->status(result) : 0;
    } catch (const UsageError& e) {
        return fail(err, std::string(e.what()) + " (see --help)");
    } catch (const gp::Error& e) {
        return fail(err, gp::errorText(e).english());
    } catch (const std::exception& e) {
        return fail(err, e.what());
    }
}

} // namespace gpcli
