#pragma once

#include "Arguments.h"
#include "io/SafeWrite.h"
#include "plan/Plan.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace gpcli {

// One subcommand of goodput-cli: its options, its help and what it prints.
struct Command {
    std::string name;
    std::string summary; // one line for the overview
    std::string details; // paragraphs for --help
    std::vector<OptionSpec> options;
    std::string positional; // the metavariable of its one positional argument ("PLAN"), empty for none
    std::function<nlohmann::json(const Arguments&)> run;
    bool positionalOptional = false; // the command accepts an option in its place (--preset for PLAN)
    // The exit status for a result it printed (graph-check's 1 for a graph with problems); none: 0.
    std::function<int(const nlohmann::json&)> status = {};
};

const std::vector<Command>& commands();

// Helpers the commands share.
// JSON has no infinity: an unbounded value (an optimum without interruptions) is written as null.
nlohmann::json finiteOrNull(double v);
// The PLAN argument; a UsageError without it.
const std::string& planPath(const Arguments& a);
// The plan as its --scenario NAME sets it; the base without the option.
gp::Plan withScenario(const gp::Plan& plan, const Arguments& a);

// "FILE exists already. Pass --force to replace it."
std::runtime_error existsAlready(const std::string& path);
// Writes the files whole or not at all (gp::writeFilesAtomically); a file that exists already is replaced only with
// --force, and refused otherwise with a message that names the flag.
void writeFiles(const std::vector<gp::FileToWrite>& files, const Arguments& a);
// Refuses, before any work is done, to replace `path` without --force.
void refuseExisting(const std::string& path, const Arguments& a);

// The line on duration syntax that every help text ends with.
const char* durationNote();

} // namespace gpcli
