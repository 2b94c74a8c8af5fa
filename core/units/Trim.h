#pragma once

#include <cctype>
#include <string_view>

namespace gp {

// The text without leading and trailing white space: every parser of user-written values trims alike.
inline std::string_view trimSpace(std::string_view s)
{
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front())))
        s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
        s.remove_suffix(1);
    return s;
}

} // namespace gp
