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

// A module's table of functions as loaded once: null, with the reason, where it could not be loaded or was built
// for another version (its table's `version` is not `version`).
template <class Functions>
struct LoadedModule {
    const Functions* functions = nullptr;
    std::string error; // why not, when functions is null
};
template <class Functions>
LoadedModule<Functions> loadModuleOf(const std::string& file, const char* entryPoint, const char* overrideVariable,
                                     int version)
{
    LoadedModule<Functions> loaded;
    loaded.functions = static_cast<const Functions*>(loadModule(file, entryPoint, overrideVariable, loaded.error));
    if (loaded.functions && loaded.functions->version != version) {
        loaded.functions = nullptr;
        loaded.error = file + ": built for another version of Goodput Planner";
    }
    return loaded;
}

} // namespace gp
