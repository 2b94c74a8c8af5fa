#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gp {

// A file embedded in a PDF (ISO 32000-1, 7.11.4 embedded file streams), as a proposal carries its plan.
struct PdfAttachment {
    std::string name;     // the file specification's file name, "plan.gpplan"
    std::string mimeType; // the stream's /Subtype, "application/json"; empty when the PDF names none
    std::string data;     // decoded contents
};

// Every embedded file of a PDF, read with libqpdf, so any PDF writer's layout (cross-reference streams, object
// streams, linearized files, incremental updates, compressed streams) is understood. Each file's decoded contents
// may be at most maxBytes. Throws gp::Error: PdfUnreadable (subject: source) for a file qpdf cannot read as a PDF,
// FileTooLarge for an attachment beyond the limit, PdfSupportMissing when the PDF module cannot be loaded.
std::vector<PdfAttachment> pdfAttachments(std::string_view pdf, const std::string& source, std::size_t maxBytes);

// The PDF with this file embedded (an attachment of the same name is replaced), written by libqpdf. Throws
// PdfUnreadable, or PdfSupportMissing.
std::string attachToPdf(std::string_view pdf, const PdfAttachment& file, const std::string& description,
                        const std::string& source);

// The name and type under which a proposal PDF carries its plan.
inline constexpr std::string_view kPlanAttachmentName = "plan.gpplan";
inline constexpr std::string_view kPlanMimeType = "application/json";

} // namespace gp
