#include "common/Format.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpui {

QString percent(double fraction, int decimals)
{
    if (!std::isfinite(fraction))
        return QStringLiteral("–");
    return QLocale().toString(fraction * 100.0, 'f', decimals) + QStringLiteral(" %");
}

QString percentBand(double fraction, double band, int decimals)
{
    if (!(band > 0) || !std::isfinite(band))
        return percent(fraction, decimals);
    return percent(fraction, decimals) + QStringLiteral(" ± ") + QLocale().toString(band * 100.0, 'f', decimals);
}

QString number(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("–");
    return QLocale().toString(value, 'f', decimals);
}

namespace {

// Up to three significant figures, trailing zeros dropped: 70, 1.4, 8.03, 406, 0.0397.
QString significant(double x)
{
    // Below 1, as many decimals as three figures need (0.0397), at most six.
    const double a = std::abs(x);
    const int decimals = a > 0 && a < 1 ? std::min(6, 2 - static_cast<int>(std::floor(std::log10(a))))
                         : a < 10       ? 2
                         : a < 100      ? 1
                                        : 0;
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

QString timeUnitSuffix(gp::DurationUnit unit)
{
    switch (unit) {
    case gp::DurationUnit::Seconds: return QCoreApplication::translate("gpui", " s");
    case gp::DurationUnit::Minutes: return QCoreApplication::translate("gpui", " min");
    case gp::DurationUnit::Hours: return QCoreApplication::translate("gpui", " h");
    case gp::DurationUnit::Days: return QCoreApplication::translate("gpui", " days");
    }
    return QCoreApplication::translate("gpui", " h");
}

QString durationIn(double hours, gp::DurationUnit unit)
{
    if (!std::isfinite(hours))
        return QStringLiteral("–");
    const double value = gp::inUnit(gp::Duration::hours(hours), unit);
    // Three significant figures, and whole numbers from a hundred up ("422 min", "1,234 days").
    return significant(value) + timeUnitSuffix(unit);
}

QString duration(gp::Duration d)
{
    return durationIn(d.inHours(), gp::timeUnitFor(d));
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
