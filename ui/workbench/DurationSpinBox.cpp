#include "workbench/DurationSpinBox.h"

#include "common/Format.h"
#include "io/Error.h"

#include <QLocale>

#include <cmath>

namespace gpui {

DurationSpinBox::DurationSpinBox(double perUnit, QWidget* parent)
    : QDoubleSpinBox(parent)
    , perUnit_(perUnit)
{
}

QString DurationSpinBox::textFromValue(double value) const
{
    return duration(gp::Duration::hours(value / perUnit_));
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
        return number / gp::inUnit(gp::Duration::hours(1.0), gp::timeUnitFor(gp::Duration::hours(value() / perUnit_)));
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
