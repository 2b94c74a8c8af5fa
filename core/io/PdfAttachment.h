#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace gp {

// Embeds a file in a PDF by an incremental update (ISO 32000-1, 7.5.6 incremental updates, 7.11.4 embedded file
// streams): the original bytes stay as they are, and a new embedded file, its file specification, a catalog that
// names it (/Names /EmbeddedFiles and /AF) and a cross-reference section for them are appended. Works on PDFs with
// a classic cross-reference table, as Qt's PDF writer produces. Returns nullopt when the PDF's structure is not one
// it can update.
std::optional<std::string> attachFileToPdf(std::string_view pdf, std::string_view fileName, std::string_view data,
                                           std::string_view mimeType, std::string_view description);

// The name under which a proposal PDF carries its plan.
inline constexpr std::string_view kPlanAttachmentName = "plan.gpplan";

// The contents of the embedded file with this name, if the PDF has one (as attachFileToPdf writes it: an
// uncompressed stream).
std::optional<std::string> extractFileFromPdf(std::string_view pdf, std::string_view fileName);

} // namespace gp
