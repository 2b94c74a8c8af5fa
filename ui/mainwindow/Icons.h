#pragma once

#include <QIcon>

namespace gpui {

// An action icon: the desktop theme's, else the application's own SVG (crisp at any scale).
inline QIcon icon(const char* freedesktopName)
{
    const QString name = QString::fromLatin1(freedesktopName);
    return QIcon::fromTheme(name, QIcon(QStringLiteral(":/icons/actions/%1.svg").arg(name)));
}

} // namespace gpui
