#include "presenters/Format.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

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
    // Each unit from where its three figures round to it: 999.7 billion is "1 T", never "1,000 B".
    const auto from = [](double unit) { return unit * 0.9995; };
    if (QLocale().language() == QLocale::Japanese) {
        // Japanese groups by ten thousands: 万 (10⁴), 億 (10⁸), 兆 (10¹²), written without a space.
        if (a >= from(1e12))
            return significant(value / 1e12) + QStringLiteral("兆");
        if (a >= from(1e8))
            return significant(value / 1e8) + QStringLiteral("億");
        if (a >= 1e6)
            return significant(value / 1e4) + QStringLiteral("万");
        return QLocale().toString(value, 'f', 0);
    }
    // lupdate files these under "gpui": the unit words are the language's ("Mrd." in German).
    if (a >= from(1e12))
        return QCoreApplication::translate("gpui", "%1 T").arg(significant(value / 1e12));
    if (a >= from(1e9))
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

namespace {

// The unit after a number of value (as written: "1" is singular, "1,5" and "13,4" plural); dative after a
// preposition that governs it, German "in 30 Tagen".
QString unitSuffix(gp::DurationUnit unit, const QString& value, bool dative)
{
    const int n = value == QLocale().toString(1) ? 1 : 2;
    switch (unit) {
    case gp::DurationUnit::Seconds: return QCoreApplication::translate("gpui", " s");
    case gp::DurationUnit::Minutes: return QCoreApplication::translate("gpui", " min");
    case gp::DurationUnit::Hours: return QCoreApplication::translate("gpui", " h");
    case gp::DurationUnit::Days:
        return dative ? QCoreApplication::translate("gpui", " days", "after a number, in the dative (in 30 days)", n)
                      : QCoreApplication::translate("gpui", " days", nullptr, n);
    }
    return QCoreApplication::translate("gpui", " h");
}

QString durationOf(double hours, bool dative)
{
    if (std::isinf(hours) && hours > 0)
        return QStringLiteral("∞");
    if (!std::isfinite(hours))
        return QStringLiteral("–");
    const gp::DurationUnit unit = gp::timeUnitFor(gp::Duration::hours(hours));
    // Three significant figures, and whole numbers from a hundred up ("422 min", "1,234 days").
    const QString value = significant(gp::inUnit(gp::Duration::hours(hours), unit));
    return value + unitSuffix(unit, value, dative);
}

} // namespace

QString timeUnitSuffix(gp::DurationUnit unit)
{
    return unitSuffix(unit, QString(), false);
}

QString durationIn(double hours, gp::DurationUnit unit)
{
    if (!std::isfinite(hours))
        return QStringLiteral("–");
    const QString value = significant(gp::inUnit(gp::Duration::hours(hours), unit));
    return value + unitSuffix(unit, value, false);
}

QString optimumLike(double hours, gp::Duration interval)
{
    if (std::isinf(hours) && hours > 0)
        return QStringLiteral("∞");
    return durationIn(hours, gp::timeUnitFor(interval));
}

QString durationDative(double hours)
{
    return durationOf(hours, true);
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

QString money(double usd, int decimals)
{
    if (!std::isfinite(usd))
        return QStringLiteral("–");
    const int places = decimals >= 0 ? decimals : std::abs(usd) < 100 ? 2 : 0;
    const QLocale locale;
    // English as it always read, "$118,875" (and "$-5.00"); every other language in its locale's form of money:
    // German "118.875 $", Japanese "$118,875".
    if (locale.language() == QLocale::English || locale.language() == QLocale::C)
        return QStringLiteral("$") + locale.toString(usd, 'f', places);
    return locale.toCurrencyString(usd, QStringLiteral("$"), places);
}

QString sentence(QString s)
{
    static const QString ends = QStringLiteral(".!?…。！？");
    if (!s.isEmpty() && !ends.contains(s.back()))
        s += QCoreApplication::translate("gpui", ".", "the full stop that ends a sentence");
    return s;
}

QString sentences(const QStringList& list)
{
    static const QString closed = QStringLiteral("。！？");
    QString out;
    for (const QString& s : list) {
        if (s.isEmpty())
            continue;
        if (!out.isEmpty() && !closed.contains(out.back()))
            out += QLatin1Char(' ');
        out += sentence(s);
    }
    return out;
}

namespace {

bool isKatakana(QChar c)
{
    return (c.unicode() >= 0x30A1 && c.unicode() <= 0x30FA) || c.unicode() == 0x30FC; // the letters and "ー"
}

} // namespace

QString wholeWords(const QString& s)
{
    if (std::none_of(s.begin(), s.end(), [](QChar c) { return c.unicode() >= 0x3000 && c.unicode() <= 0xFFEF; }))
        return s;
    // Japanese sets no space after its full stop, nor between a bracket and the Japanese text beside it: the
    // sentences and figures assembled from parts left "。 中断", "（Spot） は" and "します （うち".
    static const QString cjk = QStringLiteral("[\\x{3000}-\\x{30FF}\\x{4E00}-\\x{9FFF}\\x{FF01}-\\x{FFEF}]");
    static const QRegularExpression afterStop(QStringLiteral("(?<=[。！？]) +"));
    static const QRegularExpression afterBracket(QStringLiteral("(?<=[）」』]) +(?=%1)").arg(cjk));
    static const QRegularExpression beforeBracket(QStringLiteral("(?<=%1) +(?=[（「『])").arg(cjk));
    QString set = s;
    set.remove(afterStop).remove(afterBracket).remove(beforeBracket);
    // Qt's line breaker may break between any two kana (UAX #14), which cut "ポイント" as "ポイ / ント" at a cell's
    // edge: a word joiner between the letters of a katakana word keeps it whole.
    QString out;
    out.reserve(set.size() * 2);
    for (qsizetype i = 0; i < set.size(); ++i) {
        if (i > 0 && isKatakana(set.at(i - 1)) && isKatakana(set.at(i)))
            out += QChar(0x2060);
        out += set.at(i);
    }
    return out;
}

} // namespace gpui
