#include "common/Format.h"

#include <QCoreApplication>
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

namespace {

// Up to three significant figures, trailing zeros dropped: 70, 1.4, 8.03, 406.
QString significant(double x)
{
    const int decimals = std::abs(x) < 10 ? 2 : std::abs(x) < 100 ? 1 : 0;
    QString s = QLocale().toString(x, 'f', decimals);
    const QChar point = QLocale().decimalPoint().front();
    if (decimals > 0) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(1);
    }
    return s;
}

} // namespace

QString count(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("–");
    const double a = std::abs(value);
    // lupdate files these under "gpui": the unit words are the language's ("Mrd." in German).
    if (a >= 1e12)
        return QCoreApplication::translate("gpui", "%1 T").arg(significant(value / 1e12));
    if (a >= 1e9)
        return QCoreApplication::translate("gpui", "%1 B").arg(significant(value / 1e9));
    if (a >= 1e6)
        return QCoreApplication::translate("gpui", "%1 M").arg(significant(value / 1e6));
    return QLocale().toString(value, 'f', 0);
}

QString powerOfTen(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("–");
    if (std::abs(value) < 1e6)
        return QLocale().toString(value, 'f', 0);
    int exponent = static_cast<int>(std::floor(std::log10(std::abs(value))));
    double mantissa = value / std::pow(10.0, exponent);
    if (std::abs(std::round(mantissa * 10.0) / 10.0) >= 10.0) { // 9.96 × 10^n is 1.0 × 10^(n+1)
        mantissa /= 10.0;
        ++exponent;
    }
    static const char16_t* const kSuperscript[] = {u"⁰", u"¹", u"²", u"³", u"⁴", u"⁵", u"⁶", u"⁷", u"⁸", u"⁹"};
    QString power;
    for (const QChar digit : QString::number(exponent))
        power += QString::fromUtf16(kSuperscript[digit.digitValue()]);
    return QLocale().toString(mantissa, 'f', 1) + QStringLiteral(" × 10") + power;
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
