#include "common/WrapButton.h"

#include <QFontMetrics>
#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>

namespace gpui {
namespace {

constexpr int kPadX = 10;
constexpr int kPadY = 6;
constexpr int kTallest = 100000;

} // namespace

WrapButton::WrapButton(const QString& text, QWidget* parent)
    : QPushButton(text, parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred, QSizePolicy::PushButton);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

int WrapButton::flags() const
{
    return Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap | Qt::TextShowMnemonic;
}

QRect WrapButton::textRect(const QRect& rect) const
{
    return rect.adjusted(kPadX, kPadY, -kPadX, -kPadY);
}

int WrapButton::textHeight(int width) const
{
    const QRect text = textRect(QRect(0, 0, width, kTallest));
    return fontMetrics().boundingRect(QRect(0, 0, std::max(1, text.width()), kTallest), flags(), this->text()).height();
}

bool WrapButton::hasHeightForWidth() const
{
    return true;
}

int WrapButton::heightForWidth(int width) const
{
    // Never lower than a one-line push button of the style.
    return std::max(QPushButton::sizeHint().height(), textHeight(width) + 2 * kPadY);
}

QSize WrapButton::sizeHint() const
{
    const int width = fontMetrics().horizontalAdvance(QString(text()).remove(QLatin1Char('&'))) + 2 * kPadX + 2;
    return {width, heightForWidth(width)};
}

QSize WrapButton::minimumSizeHint() const
{
    // The longest word, so that wrapping never cuts one.
    int word = 0;
    const QFontMetrics fm = fontMetrics();
    for (const QString& w : text().split(QLatin1Char(' '), Qt::SkipEmptyParts))
        word = std::max(word, fm.horizontalAdvance(w));
    const int width = word + 2 * kPadX + 2;
    return {width, heightForWidth(width)};
}

bool WrapButton::showsWholeText() const
{
    return width() + 1 >= minimumSizeHint().width() && height() + 1 >= heightForWidth(width());
}

void WrapButton::paintEvent(QPaintEvent*)
{
    QStylePainter painter(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    const QString shown = option.text;
    option.text.clear();
    option.icon = QIcon();
    painter.drawControl(QStyle::CE_PushButton, option);
    QRect text = textRect(rect());
    if (isDown() || isChecked())
        text.translate(style()->pixelMetric(QStyle::PM_ButtonShiftHorizontal, &option, this),
                       style()->pixelMetric(QStyle::PM_ButtonShiftVertical, &option, this));
    painter.drawItemText(text, flags(), option.palette, isEnabled(), shown, QPalette::ButtonText);
}

} // namespace gpui
