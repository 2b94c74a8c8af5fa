#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace gpcli {

// goodput-cli as a function: parses the arguments (without the program name) with CLI11, runs the command and
// writes its one JSON object to out. Returns the exit status: 0, or 2 after one line on err for any error; --help
// writes the help to out and returns 0.
int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace gpcli
