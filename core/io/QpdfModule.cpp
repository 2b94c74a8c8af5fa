// The core's side of io/QpdfBridge.h: loads goodput-qpdf.so (io/Modules.h) the first time a PDF is read or a file
// attached, and calls into it. GOODPUT_QPDF_MODULE, when set, names the one file to load instead.
#include "io/Modules.h"
#include "io/QpdfBridge.h"

namespace gp::qpdfbridge {
namespace {

struct Loaded {
    const Functions* functions = nullptr;
    std::string error; // why not, when functions is null
};

Loaded load()
{
    Loaded loaded;
    loaded.functions =
        static_cast<const Functions*>(loadModule(kModuleFile, kEntryPoint, "GOODPUT_QPDF_MODULE", loaded.error));
    if (loaded.functions && loaded.functions->version != kVersion) {
        loaded.functions = nullptr;
        loaded.error = std::string(kModuleFile) + ": built for another version of Goodput Planner";
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
