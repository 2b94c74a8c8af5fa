#include "io/Modules.h"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <system_error>
#include <vector>

namespace gp {
namespace {

std::filesystem::path programFolder()
{
    std::error_code ec;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : program.parent_path();
}

std::vector<std::filesystem::path> candidates(const std::string& file, const char* overrideVariable)
{
    if (const char* path = std::getenv(overrideVariable); path && *path)
        return {path};
    const std::filesystem::path folder = programFolder();
    std::vector<std::filesystem::path> files{(folder / GOODPUT_MODULE_RELDIR / file).lexically_normal(),
                                             folder / file};
#ifdef GOODPUT_MODULE_BUILD_DIR
    files.push_back(std::filesystem::path(GOODPUT_MODULE_BUILD_DIR) / file);
#endif
    return files;
}

// The entry point's table from one file, or null with the loader's reason in error.
const void* loadFrom(const std::filesystem::path& file, const char* entryPoint, std::string& error)
{
    void* handle = dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* reason = dlerror();
        error = reason ? reason : file.string() + ": cannot be loaded";
        return nullptr;
    }
    using Entry = const void* (*)();
    auto entry = reinterpret_cast<Entry>(dlsym(handle, entryPoint));
    if (const void* functions = entry ? entry() : nullptr)
        return functions; // kept loaded for the life of the process
    error = file.string() + ": not a module of Goodput Planner";
    dlclose(handle);
    return nullptr;
}

} // namespace

const void* loadModule(const std::string& file, const char* entryPoint, const char* overrideVariable,
                       std::string& error)
{
    error.clear();
    for (const std::filesystem::path& path : candidates(file, overrideVariable)) {
        std::string reason;
        if (const void* functions = loadFrom(path, entryPoint, reason))
            return functions;
        if (error.empty())
            error = reason; // the installed place's reason is the one to show
    }
    return nullptr;
}

} // namespace gp
