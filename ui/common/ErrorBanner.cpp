#include "common/ErrorBanner.h"

#include <QLabel>

namespace gpui {

QLabel* makeErrorBanner(QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("color: white; background: #b3261e; padding: 6px; border-radius: 4px;"));
    label->setAccessibleName(QLabel::tr("Error"));
    label->hide();
    return label;
}

void styleAsWarning(QLabel* label, WarningShape shape)
{
    const bool banner = shape == WarningShape::Banner;
    label->setStyleSheet(QStringLiteral("color: #1a1a1a; background: #ffe08a; padding: %1px; border-radius: %2px;")
                             .arg(banner ? 6 : 4)
                             .arg(banner ? 4 : 3));
}

} // namespace gpui
