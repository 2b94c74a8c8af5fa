#include "common/StatusMessage.h"

#include <QFontMetrics>
#include <QVariant>
#include <QStatusBar>
#include <QString>

#include <algorithm>

namespace gpui {

namespace {

const char* const kShownMessage = "goodputShownMessage"; // the message as the bar shows it, perhaps cut

// The width the bar gives its message: the bar less its permanent widgets and margins (QStatusBar's own layout
// keeps a few pixels either side).
int messageWidth(const QStatusBar* bar)
{
    int width = bar->contentsRect().width() - 16;
    for (const QWidget* w : bar->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly))
        if (w->isVisible())
            width -= w->width() + 6;
    return std::max(width, 40);
}

} // namespace

void showStatus(QStatusBar* bar, const QString& text, int ms)
{
    if (!bar->property(kShownMessage).isValid()) {
        // Once per bar: the tooltip goes with the message it belongs to, and leaves with it.
        QObject::connect(bar, &QStatusBar::messageChanged, bar, [bar](const QString& now) {
            if (now.isEmpty() || now != bar->property(kShownMessage).toString())
                bar->setToolTip(QString());
        });
    }
    // A bar not on screen yet has no width to cut to: its message is kept whole.
    const QString shown =
        bar->isVisible() ? bar->fontMetrics().elidedText(text, Qt::ElideRight, messageWidth(bar)) : text;
    bar->setProperty(kShownMessage, shown);
    bar->setToolTip(shown == text ? QString() : text);
    bar->showMessage(shown, ms);
}

} // namespace gpui
