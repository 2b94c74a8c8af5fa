#include "common/Content.h"

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
        [](double v) { return QLocale().toString(v, 'g', 6).toStdString(); }));
}

} // namespace gpui
