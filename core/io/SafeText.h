#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace gp {

// The one rule for text another program reads (docs/deploy.md, "Text in the files"): a scheduler's file, a script,
// a YAML comment, a PDF's text, a label. Such text is data, so it holds no character that ends a line or a comment
// for any reader, and none that reorders what is shown:
// - the C0 controls and DEL (a line feed ends a shell line and a YAML comment),
// - the C1 controls, U+0085 (NEL) among them, U+2028 and U+2029 (line breaks to PyYAML and Go's YAML),
// - the bidirectional controls (U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069) and U+FEFF.
// Whether `c` (a code point) is one of those.
bool isUnsafeCodePoint(char32_t c);

// Whether the UTF-8 text holds an unsafe character or is not valid UTF-8.
bool hasUnsafeText(std::string_view utf8);

// The text as one safe line: each unsafe character a space, each byte that is not UTF-8 a U+FFFD.
std::string safeLine(std::string_view utf8);

// At most `maxBytes` bytes of the text, never cutting a UTF-8 sequence.
std::string_view clipUtf8(std::string_view utf8, std::size_t maxBytes);

// The first unsafe character's code point, as "U+2028", for an error that names it; empty when there is none
// ("invalid UTF-8" for bytes that are not).
std::string firstUnsafeCharacter(std::string_view utf8);

// Refuses a text the rule would change, where a text enters a plan: gp::Error UnsafeText naming `field`, its detail
// the first such character ("U+2028").
void requireSafeText(std::string_view utf8, const std::string& field);

} // namespace gp
