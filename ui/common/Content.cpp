#include "common/Content.h"

#include <QCoreApplication>

namespace gpui {

QString content(const std::string& english)
{
    if (english.empty())
        return {};
    return QCoreApplication::translate("gp", english.c_str());
}

QString content(const gp::Text& text)
{
    return QString::fromStdString(
        text.render([](const std::string& s) { return s.empty() ? s : content(s).toStdString(); }));
}

} // namespace gpui
