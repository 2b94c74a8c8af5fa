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

} // namespace gpui
