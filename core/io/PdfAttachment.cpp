#include "io/PdfAttachment.h"

#include "io/Error.h"

#include <qpdf/Pipeline.hh>
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFEFStreamObjectHelper.hh>
#include <qpdf/QPDFEmbeddedFileDocumentHelper.hh>
#include <qpdf/QPDFExc.hh>
#include <qpdf/QPDFFileSpecObjectHelper.hh>
#include <qpdf/QPDFWriter.hh>

#include <memory>
#include <stdexcept>

namespace gp {
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
            throw std::length_error("attachment over the limit");
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

} // namespace

std::vector<PdfAttachment> pdfAttachments(std::string_view bytes, const std::string& source, std::size_t maxBytes)
{
    std::vector<PdfAttachment> out;
    try {
        QPDF pdf;
        open(pdf, bytes, source);
        QPDFEmbeddedFileDocumentHelper files(pdf);
        if (!files.hasEmbeddedFiles())
            return out;
        for (auto& [key, spec] : files.getEmbeddedFiles()) {
            QPDFObjectHandle stream = spec->getEmbeddedFileStream();
            if (!stream.isStream())
                continue;
            PdfAttachment a;
            a.name = spec->getFilename();
            if (a.name.empty())
                a.name = key;
            a.mimeType = QPDFEFStreamObjectHelper(stream).getSubtype();
            LimitedSink sink(a.data, maxBytes);
            if (!stream.pipeStreamData(&sink, 0, qpdf_dl_all))
                throw Error(ErrorCode::PdfUnreadable, source, "an embedded file cannot be decoded");
            out.push_back(std::move(a));
        }
    } catch (const std::length_error&) {
        throw Error(ErrorCode::FileTooLarge, source, "an embedded file is over " + std::to_string(maxBytes) + " bytes");
    } catch (const Error&) {
        throw;
    } catch (const std::exception& e) {
        // QPDFExc and the library's other exceptions: a damaged or foreign file.
        throw Error(ErrorCode::PdfUnreadable, source, std::string(e.what()).substr(0, 200));
    }
    return out;
}

std::string attachToPdf(std::string_view bytes, const PdfAttachment& file, const std::string& description,
                        const std::string& source)
{
    try {
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
        writer.setStaticID(false);
        writer.write();
        std::shared_ptr<Buffer> buffer(writer.getBufferSharedPointer());
        return std::string(reinterpret_cast<const char*>(buffer->getBuffer()), buffer->getSize());
    } catch (const std::exception& e) {
        throw Error(ErrorCode::PdfUnreadable, source, std::string(e.what()).substr(0, 200));
    }
}

} // namespace gp
