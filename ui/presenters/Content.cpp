#include "presenters/Content.h"

#include "presenters/Format.h"

#include <cmath>

#include <QCoreApplication>
#include <QLocale>

namespace gpui {

QString content(const std::string& english)
{
    if (english.empty())
        return {};
    return QCoreApplication::translate("gp", english.c_str());
}

QString content(const gp::Text& text)
{
    return QString::fromStdString(text.render(
        [](const std::string& s) { return s.empty() ? s : content(s).toStdString(); },
        [](double v) {
            // Where %g would write an exponent, the whole number with its thousands grouped, as the core does.
            const bool whole = std::abs(v) >= 1e6 && std::abs(v) < 1e15;
            return (whole ? QLocale().toString(v, 'f', 0) : QLocale().toString(v, 'g', 6)).toStdString();
        },
        // The core's amounts are whole dollars.
        [](double usd) { return money(usd, 0).toStdString(); }));
}

} // namespace gpui
