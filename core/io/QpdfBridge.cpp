// goodput-qpdf.so: the core's calls into libqpdf (io/QpdfBridge.h), loaded when a PDF is first read or written.
#include "io/QpdfBridge.h"

#include <qpdf/Pipeline.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFEFStreamObjectHelper.hh>
#include <qpdf/QPDFEmbeddedFileDocumentHelper.hh>
#include <qpdf/QPDFFileSpecObjectHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include <memory>

namespace gp::qpdfbridge {
namespace {

// Collects a stream's decoded bytes, refusing more than a limit: a small compressed stream can inflate to gigabytes.
class LimitedSink : public Pipeline {
public:
    LimitedSink(std::string& out, std::size_t limit)
        : Pipeline("goodput limited sink", nullptr)
        , out_(out)
        , limit_(limit)
    {
    }

    void write(unsigned char const* data, size_t len) override
    {
        if (out_.size() + len > limit_)
            throw TooLarge("an embedded file is over " + std::to_string(limit_) + " bytes");
        out_.append(reinterpret_cast<const char*>(data), len);
    }
    void finish() override {}

private:
    std::string& out_;
    std::size_t limit_;
};

void open(QPDF& pdf, std::string_view bytes, const std::string& source)
{
    pdf.setSuppressWarnings(true);
    pdf.setAttemptRecovery(true);
    pdf.processMemoryFile(source.c_str(), bytes.data(), bytes.size());
}

std::vector<EmbeddedFile> readEmbeddedFiles(std::string_view bytes, const std::string& source, std::size_t maxBytes)
{
    std::vector<EmbeddedFile> out;
    QPDF pdf;
    open(pdf, bytes, source);
    QPDFEmbeddedFileDocumentHelper files(pdf);
    if (!files.hasEmbeddedFiles())
        return out;
    for (auto& [key, spec] : files.getEmbeddedFiles()) {
        QPDFObjectHandle stream = spec->getEmbeddedFileStream();
        if (!stream.isStream())
            continue;
        EmbeddedFile f;
        f.name = spec->getFilename();
        if (f.name.empty())
            f.name = key;
        f.mimeType = QPDFEFStreamObjectHelper(stream).getSubtype();
        LimitedSink sink(f.data, maxBytes);
        if (!stream.pipeStreamData(&sink, 0, qpdf_dl_all))
            throw std::runtime_error("an embedded file cannot be decoded");
        out.push_back(std::move(f));
    }
    return out;
}

std::string attachFile(std::string_view bytes, const EmbeddedFile& file, const std::string& description,
                       const std::string& source)
{
    QPDF pdf;
    open(pdf, bytes, source);
    QPDFEmbeddedFileDocumentHelper files(pdf);
    auto stream = QPDFEFStreamObjectHelper::createEFStream(pdf, file.data);
    if (!file.mimeType.empty())
        stream.setSubtype(file.mimeType);
    auto spec = QPDFFileSpecObjectHelper::createFileSpec(pdf, file.name, stream);
    spec.setDescription(description);
    files.replaceEmbeddedFile(file.name, spec);
    QPDFWriter writer(pdf);
    writer.setOutputMemory();
    writer.write();
    std::shared_ptr<Buffer> buffer(writer.getBufferSharedPointer());
    return std::string(reinterpret_cast<const char*>(buffer->getBuffer()), buffer->getSize());
}

// Runs one call, turning what it throws into an Outcome: exceptions do not cross into the core.
template <typename Call>
Outcome guarded(Call&& call)
{
    try {
        call();
        return {};
    } catch (const TooLarge& e) {
        return {Status::TooLarge, e.what()};
    } catch (const std::exception& e) {
        return {Status::Failed, e.what()}; // QPDFExc and the library's other exceptions
    } catch (...) {
        return {Status::Failed, "the PDF library failed"};
    }
}

Outcome embeddedFilesEntry(std::string_view pdf, const std::string& source, std::size_t maxBytes,
                           std::vector<EmbeddedFile>& out)
{
    return guarded([&] { out = readEmbeddedFiles(pdf, source, maxBytes); });
}

Outcome attachEntry(std::string_view pdf, const EmbeddedFile& file, const std::string& description,
                    const std::string& source, std::string& out)
{
    return guarded([&] { out = attachFile(pdf, file, description, source); });
}

constexpr Functions kFunctions{kVersion, &embeddedFilesEntry, &attachEntry};

} // namespace
} // namespace gp::qpdfbridge

// The module's one exported symbol (the core looks it up by the name kEntryPoint).
extern "C" __attribute__((visibility("default"))) const gp::qpdfbridge::Functions* goodput_qpdf_functions()
{
    return &gp::qpdfbridge::kFunctions;
}
