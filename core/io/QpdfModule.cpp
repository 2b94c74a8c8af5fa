// The core's side of io/QpdfBridge.h: loads goodput-qpdf.so the first time a PDF is read or a file attached, and
// calls into it. The module is looked for where the package installs it (GOODPUT_QPDF_MODULE_RELDIR, relative to
// the running program's folder, so an installation can move), beside the program, and in the build tree, where the
// tests run from folders of their own. GOODPUT_QPDF_MODULE, when set, names the one file to load instead.
#include "io/QpdfBridge.h"

#include <dlfcn.h>

#include <cstdlib>
#include <filesystem>
#include <system_error>

namespace gp::qpdfbridge {
namespace {

struct Loaded {
    const Functions* functions = nullptr;
    std::string error; // why not, when functions is null
};

std::filesystem::path programFolder()
{
    std::error_code ec;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : program.parent_path();
}

// The module's functions from one file, or null with the loader's reason in error.
const Functions* loadFrom(const std::filesystem::path& file, std::string& error)
{
    void* handle = dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char* reason = dlerror();
        error = reason ? reason : file.string() + ": cannot be loaded";
        return nullptr;
    }
    using Entry = const Functions* (*)();
    auto entry = reinterpret_cast<Entry>(dlsym(handle, kEntryPoint));
    const Functions* functions = entry ? entry() : nullptr;
    if (!functions || functions->version != kVersion) {
        error = file.string() + ": built for another version of Goodput Planner";
        dlclose(handle);
        return nullptr;
    }
    return functions; // kept loaded for the life of the process
}

std::vector<std::filesystem::path> candidates()
{
    if (const char* file = std::getenv("GOODPUT_QPDF_MODULE"); file && *file)
        return {file};
    const std::filesystem::path folder = programFolder();
    std::vector<std::filesystem::path> files{(folder / GOODPUT_QPDF_MODULE_RELDIR / kModuleFile).lexically_normal(),
                                             folder / kModuleFile};
#ifdef GOODPUT_QPDF_MODULE_BUILD
    files.emplace_back(GOODPUT_QPDF_MODULE_BUILD);
#endif
    return files;
}

Loaded load()
{
    Loaded loaded;
    for (const std::filesystem::path& file : candidates()) {
        std::string error;
        if ((loaded.functions = loadFrom(file, error)))
            return loaded;
        if (loaded.error.empty())
            loaded.error = error; // the installed place's reason is the one to show
    }
    return loaded;
}

const Functions& module()
{
    static const Loaded loaded = load(); // once, and safely if two threads read PDFs at once
    if (!loaded.functions)
        throw ModuleMissing(loaded.error);
    return *loaded.functions;
}

void check(const Outcome& outcome)
{
    if (outcome.status == Status::TooLarge)
        throw TooLarge(outcome.message);
    if (outcome.status == Status::Failed)
        throw std::runtime_error(outcome.message);
}

} // namespace

std::vector<EmbeddedFile> embeddedFiles(std::string_view pdf, const std::string& source, std::size_t maxBytes)
{
    std::vector<EmbeddedFile> out;
    check(module().embeddedFiles(pdf, source, maxBytes, out));
    return out;
}

std::string attach(std::string_view pdf, const EmbeddedFile& file, const std::string& description,
                   const std::string& source)
{
    std::string out;
    check(module().attach(pdf, file, description, source, out));
    return out;
}

} // namespace gp::qpdfbridge
