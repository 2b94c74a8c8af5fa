// The core's side of io/QpdfBridge.h: loads goodput-qpdf.so (io/Modules.h) the first time a PDF is read or a file
// attached, and calls into it. GOODPUT_QPDF_MODULE, when set, names the one file to load instead.
#include "io/Modules.h"
#include "io/QpdfBridge.h"

namespace gp::qpdfbridge {
namespace {

const Functions& module()
{
    // Once, and safely if two threads read PDFs at once.
    static const LoadedModule<Functions> loaded =
        loadModuleOf<Functions>(kModuleFile, kEntryPoint, "GOODPUT_QPDF_MODULE", kVersion);
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
