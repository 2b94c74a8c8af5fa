#pragma once

// Goodput Planner's modules: libraries it loads on first use rather than at every start (goodput-qpdf.so for
// PDFs' attachments, goodput-dot.so for Graphviz's layout). Each exports one function, the entry point, returning
// its table of functions.

#include <string>

namespace gp {

// The entry point's table from the module `file`, or null with the loader's reason in `error`. Looked for where the
// package installs the modules (GOODPUT_MODULE_RELDIR, relative to the running program's folder, so an installation
// can move), beside the program, and in the build tree, where the tests run from folders of their own. The
// environment variable `overrideVariable`, when set, names the one file to load instead. A module loaded stays.
const void* loadModule(const std::string& file, const char* entryPoint, const char* overrideVariable,
                       std::string& error);

} // namespace gp
