#include "i18n/Text.h"

#include <cmath>
#include <cstdio>

namespace gp {
namespace {
// A free function, so that lupdate gives it the context "gp" like every other GP_TEXT.
const char* listSeparator()
{
    return GP_TEXT("; ");
}
} // namespace

Text::Text(std::string pattern, std::vector<Text> parts)
    : pattern_(std::move(pattern))
    , parts_(std::move(parts))
{
}

Text Text::verbatim(std::string text)
{
    Text t(std::move(text));
    t.kind_ = Kind::Verbatim;
    return t;
}

Text Text::list(std::vector<Text> parts)
{
    Text t(std::string(), std::move(parts));
    t.kind_ = Kind::List;
    return t;
}

Text Text::number(double value)
{
    Text t;
    t.kind_ = Kind::Number;
    t.value_ = value;
    return t;
}

Text Text::money(double usd)
{
    Text t = number(usd);
    t.kind_ = Kind::Money;
    return t;
}

std::string Text::render(const Translate& translate, const FormatNumber& formatNumber,
                         const FormatMoney& formatMoney) const
{
    switch (kind_) {
    case Kind::Verbatim:
        return pattern_;
    case Kind::Money:
        return formatMoney ? formatMoney(value_) : "$" + number(value_).render(translate, formatNumber);
    case Kind::Number: {
        if (formatNumber)
            return formatNumber(value_);
        char buf[48];
        if (std::fabs(value_) >= 1e6 && std::fabs(value_) < 1e15) {
            // Where %g would write an exponent: the whole number, its thousands grouped ("1,738,361").
            std::snprintf(buf, sizeof buf, "%.0f", std::fabs(value_));
            std::string digits = buf, grouped;
            for (std::size_t i = 0; i < digits.size(); ++i) {
                if (i > 0 && (digits.size() - i) % 3 == 0)
                    grouped += ',';
                grouped += digits[i];
            }
            return (value_ < 0 ? "-" : "") + grouped;
        }
        std::snprintf(buf, sizeof buf, "%g", value_);
        return buf;
    }
    case Kind::List: {
        std::string out;
        const std::string separator = translate(listSeparator());
        for (std::size_t i = 0; i < parts_.size(); ++i)
            out += (i ? separator : std::string()) + parts_[i].render(translate, formatNumber, formatMoney);
        return out;
    }
    case Kind::Pattern:
        break;
    }
    const std::string pattern = translate(pattern_);
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto k = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (k < parts_.size()) {
                out += parts_[k].render(translate, formatNumber, formatMoney);
                ++i;
                continue;
            }
        }
        out += pattern[i];
    }
    return out;
}

std::string Text::english() const
{
    return render([](const std::string& s) { return s; });
}

} // namespace gp
