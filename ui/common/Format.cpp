#include "common/Format.h"

#include <QLocale>

#include <cmath>

namespace gpui {

QString percent(double fraction, int decimals)
{
    if (!std::isfinite(fraction))
        return QStringLiteral("–");
    return QLocale().toString(fraction * 100.0, 'f', decimals) + QStringLiteral(" %");
}

QString number(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("–");
    return QLocale().toString(value, 'f', decimals);
}

QString duration(gp::Duration d)
{
    return QString::fromStdString(gp::formatDuration(d));
}

QString durationHours(double hours)
{
    if (std::isinf(hours) && hours > 0)
        return QStringLiteral("∞");
    if (!std::isfinite(hours))
        return QStringLiteral("–");
    return duration(gp::Duration::hours(hours));
}

} // namespace gpui

namespace gpui {

QString money(double usd)
{
    if (!std::isfinite(usd))
        return QStringLiteral("–");
    return QStringLiteral("$") + QLocale().toString(usd, 'f', std::abs(usd) < 100 ? 2 : 0);
}

} // namespace gpui
