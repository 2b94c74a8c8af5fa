#pragma once

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <string>
#include <string_view>

namespace gp {

// Limits for every JSON file the application reads. nlohmann_json has no depth limit of its own and recurses when
// it copies or destroys a document, so depth is checked by a SAX pre-pass before any tree is built.
struct JsonLimits {
    std::size_t maxBytes = 8u * 1024u * 1024u;
    int maxDepth = 64;
};

// Parses text as JSON within the limits. `source` names the file in errors. Throws gp::Error: FileTooLarge,
// NestingTooDeep, JsonSyntax (detail: byte offset and reason).
nlohmann::json parseJson(std::string_view text, const std::string& source, const JsonLimits& limits = {});

// Reads a file (at most limits.maxBytes) and parses it. Throws FileUnreadable as well.
nlohmann::json loadJsonFile(const std::string& path, const JsonLimits& limits = {});

// Reads a whole file as bytes, refusing more than maxBytes. Throws FileUnreadable or FileTooLarge.
std::string readFileLimited(const std::string& path, std::size_t maxBytes);

// Refuses a path that names something other than a regular file, before anything opens it: opening a FIFO waits
// for a writer that may never come, and a directory reads as nothing. Throws FileUnreadable ("not a regular file").
// A path that does not exist passes: opening it gives the reader's own error.
void requireRegularFile(const std::string& path);

} // namespace gp
