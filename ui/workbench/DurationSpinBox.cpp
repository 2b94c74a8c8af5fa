#include "workbench/DurationSpinBox.h"

#include "presenters/Format.h"
#include "io/Error.h"

#include <QLocale>

#include <cmath>

namespace gpui {

DurationSpinBox::DurationSpinBox(double perUnit, QWidget* parent)
    : QDoubleSpinBox(parent)
    , perUnit_(perUnit)
    , own_(perUnit >= 3600 ? gp::DurationUnit::Seconds
           : perUnit >= 60 ? gp::DurationUnit::Minutes
           : perUnit >= 1  ? gp::DurationUnit::Hours
                           : gp::DurationUnit::Days)
{
    // The text names its unit: the value keeps every figure typed in it ("45 s" in a field kept in minutes).
    setDecimals(9);
}

gp::DurationUnit DurationSpinBox::shownUnit() const
{
    const double hours = value() / perUnit_;
    return hours == 0 ? own_ : gp::timeUnitFor(gp::Duration::hours(hours));
}

QString DurationSpinBox::textFromValue(double value) const
{
    const double hours = value / perUnit_;
    return hours == 0 ? durationIn(0, own_) : duration(gp::Duration::hours(hours));
}

std::optional<double> DurationSpinBox::hoursOf(const QString& text) const
{
    const QString t = text.trimmed();
    qsizetype end = 0;
    while (end < t.size() && (t[end].isDigit() || t[end] == QLatin1Char('.') || t[end] == QLatin1Char(',') ||
                              t[end] == QLocale().decimalPoint().front()))
        ++end;
    bool ok = false;
    double number = QLocale().toDouble(t.left(end), &ok);
    if (!ok)
        number = QLocale::c().toDouble(t.left(end), &ok);
    if (!ok || !std::isfinite(number))
        return std::nullopt;
    const QString unit = t.mid(end).trimmed();
    // No unit: the one shown now.
    if (unit.isEmpty())
        return number / gp::inUnit(gp::Duration::hours(1.0), shownUnit());
    for (const gp::DurationUnit u :
         {gp::DurationUnit::Seconds, gp::DurationUnit::Minutes, gp::DurationUnit::Hours, gp::DurationUnit::Days}) {
        if (unit.compare(timeUnitSuffix(u).trimmed(), Qt::CaseInsensitive) == 0)
            return number / gp::inUnit(gp::Duration::hours(1.0), u);
    }
    // The units the plan files accept: "s", "m", "min", "hours", "d", "weeks".
    try {
        return number * gp::parseDuration(QString(QStringLiteral("1 ") + unit).toStdString()).inHours();
    } catch (const gp::Error&) {
        return std::nullopt;
    }
}

double DurationSpinBox::valueFromText(const QString& text) const
{
    // The text as shown rounds to three figures: read back unchanged (Return on a field not edited), it is the
    // value itself, not its rounding.
    if (text == textFromValue(value()))
        return value();
    const std::optional<double> hours = hoursOf(text);
    return hours ? *hours * perUnit_ : value();
}

QValidator::State DurationSpinBox::validate(QString& text, int& pos) const
{
    Q_UNUSED(pos);
    const std::optional<double> hours = hoursOf(text);
    if (!hours)
        return QValidator::Intermediate;
    const double v = *hours * perUnit_;
    return v >= minimum() && v <= maximum() ? QValidator::Acceptable : QValidator::Intermediate;
}

} // namespace gpui
