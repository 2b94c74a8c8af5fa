#include "io/SafeText.h"

#include "io/Error.h"

#include <cstdio>

namespace gp {
namespace {

// Decodes the code point at `i` and advances past it; false for a byte that does not start valid UTF-8 (then `i`
// advances by one byte). Overlong forms and surrogates are not valid.
bool decode(std::string_view s, std::size_t& i, char32_t& c)
{
    const auto b = static_cast<unsigned char>(s[i]);
    int extra = 0;
    char32_t min = 0;
    if (b < 0x80) {
        c = b;
        ++i;
        return true;
    }
    if ((b & 0xE0) == 0xC0) {
        extra = 1, c = b & 0x1F, min = 0x80;
    } else if ((b & 0xF0) == 0xE0) {
        extra = 2, c = b & 0x0F, min = 0x800;
    } else if ((b & 0xF8) == 0xF0) {
        extra = 3, c = b & 0x07, min = 0x10000;
    } else {
        ++i;
        return false;
    }
    if (i + static_cast<std::size_t>(extra) >= s.size()) {
        ++i;
        return false;
    }
    for (int k = 1; k <= extra; ++k) {
        const auto n = static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]);
        if ((n & 0xC0) != 0x80) {
            ++i;
            return false;
        }
        c = (c << 6) | (n & 0x3F);
    }
    if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) {
        ++i;
        return false;
    }
    i += static_cast<std::size_t>(extra) + 1;
    return true;
}

} // namespace

bool isUnsafeCodePoint(char32_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x2028 || c == 0x2029 || c == 0x061C || c == 0x200E ||
           c == 0x200F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF;
}

bool hasUnsafeText(std::string_view utf8)
{
    return !firstUnsafeCharacter(utf8).empty();
}

std::string firstUnsafeCharacter(std::string_view utf8)
{
    for (std::size_t i = 0; i < utf8.size();) {
        char32_t c = 0;
        if (!decode(utf8, i, c))
            return "invalid UTF-8";
        if (isUnsafeCodePoint(c)) {
            char buf[16];
            std::snprintf(buf, sizeof buf, "U+%04X", static_cast<unsigned>(c));
            return buf;
        }
    }
    return {};
}

std::string safeLine(std::string_view utf8)
{
    std::string out;
    out.reserve(utf8.size());
    for (std::size_t i = 0; i < utf8.size();) {
        const std::size_t start = i;
        char32_t c = 0;
        if (!decode(utf8, i, c))
            out += "\xEF\xBF\xBD"; // U+FFFD
        else if (isUnsafeCodePoint(c))
            out += ' ';
        else
            out.append(utf8.substr(start, i - start));
    }
    return out;
}

void requireSafeText(std::string_view utf8, const std::string& field)
{
    if (std::string bad = firstUnsafeCharacter(utf8); !bad.empty())
        throw Error(ErrorCode::UnsafeText, field, std::move(bad));
}

std::string_view clipUtf8(std::string_view utf8, std::size_t maxBytes)
{
    if (utf8.size() <= maxBytes)
        return utf8;
    std::size_t end = maxBytes;
    while (end > 0 && (static_cast<unsigned char>(utf8[end]) & 0xC0) == 0x80)
        --end;
    return utf8.substr(0, end);
}

} // namespace gp
