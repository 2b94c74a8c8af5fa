#include "common/TrimmedSpinBox.h"

namespace gpui {

QString TrimmedSpinBox::textFromValue(double value) const
{
    QString text = locale().toString(value, 'f', decimals());
    const QChar point = locale().decimalPoint().front();
    if (text.contains(point)) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(point))
            text.chop(1);
    }
    if (!isGroupSeparatorShown())
        text.remove(locale().groupSeparator());
    return text;
}

} // namespace gpui
