#pragma once

#include <functional>
#include <initializer_list>
#include <string>
#include <vector>

// GP_TEXT marks an English literal that the user interface translates. lupdate reads it as QT_TR_NOOP, and since
// every use sits in namespace gp, the translation context is "gp". The core itself stays English and Qt-free.
#define GP_TEXT(text) text

namespace gp {

// An English text whose parts are kept apart, so that a user interface can translate the pattern and each part
// on its own and assemble them in the reader's word order. The console tool shows english().
class Text {
public:
    Text() = default;
    // A translatable text: pattern with "%1" to "%9" standing for the parts, each a Text of its own.
    Text(std::string pattern, std::vector<Text> parts = {});
    // Shown as it is, never translated: numbers, names, quotations.
    static Text verbatim(std::string text);
    // The parts one after another, separated by "; ".
    static Text list(std::vector<Text> parts);
    // A number, written in the reader's locale (0.25 in English, 0,25 in German).
    static Text number(double value);
    // An amount in US dollars, written as the reader's locale writes money ("$36,885", German "36.885 $"); without
    // a formatMoney, "$" and the number.
    static Text money(double usd);

    // Translate receives every translatable pattern (a GP_TEXT literal or a text from the embedded data) and
    // returns it in the reader's language; placeholders are then filled.
    using Translate = std::function<std::string(const std::string&)>;
    // formatNumber writes a number part; without it, numbers are written as printf's %g does.
    using FormatNumber = std::function<std::string(double)>;
    // formatMoney writes an amount of money; without it, "$" and the number as formatNumber writes it.
    using FormatMoney = std::function<std::string(double)>;
    std::string render(const Translate& translate, const FormatNumber& formatNumber = {},
                       const FormatMoney& formatMoney = {}) const;
    std::string english() const;

    bool empty() const { return pattern_.empty() && parts_.empty(); }
    friend bool operator==(const Text&, const Text&) = default;

private:
    enum class Kind { Pattern, Verbatim, List, Number, Money };
    std::string pattern_;
    std::vector<Text> parts_;
    double value_ = 0;
    Kind kind_ = Kind::Pattern;
};

} // namespace gp
