#pragma once

// The libqpdf calls of PdfAttachment, in a translation unit of their own: qpdf 11.3's headers do not compile as
// C++20 with clang (an incomplete type in a constexpr std::vector), so this file is built as C++17 and speaks only
// standard types. Failures are thrown as std::runtime_error (the PDF library's message) and QpdfTooLarge.

#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace gp::qpdfbridge {

struct EmbeddedFile {
    std::string name;
    std::string mimeType;
    std::string data;
};

class TooLarge : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

std::vector<EmbeddedFile> embeddedFiles(std::string_view pdf, const std::string& source, std::size_t maxBytes);
std::string attach(std::string_view pdf, const EmbeddedFile& file, const std::string& description,
                   const std::string& source);

} // namespace gp::qpdfbridge
