#include "io/PdfAttachment.h"

#include "io/Error.h"
#include "io/QpdfBridge.h"

namespace gp {

std::vector<PdfAttachment> pdfAttachments(std::string_view bytes, const std::string& source, std::size_t maxBytes)
{
    try {
        std::vector<PdfAttachment> out;
        for (qpdfbridge::EmbeddedFile& f : qpdfbridge::embeddedFiles(bytes, source, maxBytes))
            out.push_back({std::move(f.name), std::move(f.mimeType), std::move(f.data)});
        return out;
    } catch (const qpdfbridge::TooLarge& e) {
        throw Error(ErrorCode::FileTooLarge, source, e.what());
    } catch (const qpdfbridge::ModuleMissing& e) {
        throw Error(ErrorCode::PdfSupportMissing, source, e.what());
    } catch (const std::exception& e) {
        // QPDFExc and the library's other exceptions: a damaged or foreign file.
        throw Error(ErrorCode::PdfUnreadable, source, std::string(e.what()).substr(0, 200));
    }
}

std::string attachToPdf(std::string_view bytes, const PdfAttachment& file, const std::string& description,
                        const std::string& source)
{
    try {
        return qpdfbridge::attach(bytes, {file.name, file.mimeType, file.data}, description, source);
    } catch (const qpdfbridge::ModuleMissing& e) {
        throw Error(ErrorCode::PdfSupportMissing, source, e.what());
    } catch (const std::exception& e) {
        throw Error(ErrorCode::PdfUnreadable, source, std::string(e.what()).substr(0, 200));
    }
}

} // namespace gp
