#pragma once

// The libqpdf calls of PdfAttachment. They live in a module of their own, goodput-qpdf.so, which the core loads the
// first time a PDF is read or a file attached: libqpdf and the libraries it needs (GnuTLS and its own five, libjpeg)
// are then not bound at every start of the application and the console tool. The module is built as C++17 (qpdf
// 11.3's headers do not compile as C++20 with clang: an incomplete type in a constexpr std::vector) and speaks only
// standard types. Failures are thrown as std::runtime_error (the PDF library's message), TooLarge and ModuleMissing.

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

// The module could not be loaded (what(): the loader's reason, naming the file it looked for).
class ModuleMissing : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

std::vector<EmbeddedFile> embeddedFiles(std::string_view pdf, const std::string& source, std::size_t maxBytes);
std::string attach(std::string_view pdf, const EmbeddedFile& file, const std::string& description,
                   const std::string& source);

// What crosses from the module to the core: no exception does, each call says how it ended.
enum class Status { Ok, TooLarge, Failed };
struct Outcome {
    Status status = Status::Ok;
    std::string message; // the PDF library's, when not Ok
};
struct Functions {
    int version; // kVersion of the module's build: a module of another build is refused
    Outcome (*embeddedFiles)(std::string_view pdf, const std::string& source, std::size_t maxBytes,
                             std::vector<EmbeddedFile>& out);
    Outcome (*attach)(std::string_view pdf, const EmbeddedFile& file, const std::string& description,
                      const std::string& source, std::string& out);
};
inline constexpr int kVersion = 1;
inline constexpr const char* kEntryPoint = "goodput_qpdf_functions";
inline constexpr const char* kModuleFile = "goodput-qpdf.so";

} // namespace gp::qpdfbridge
