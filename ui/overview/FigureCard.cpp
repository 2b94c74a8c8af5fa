#include "overview/FigureCard.h"

#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QVBoxLayout>

namespace gpui {

FigureCard::FigureCard(const QString& title, QWidget* parent)
    : QFrame(parent)
    , title_(new QLabel(this))
    , value_(new QLabel(this))
    , detail_(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setFocusPolicy(Qt::StrongFocus);
    setCursor(Qt::PointingHandCursor);
    for (QLabel* l : {title_, value_, detail_}) {
        l->setTextFormat(Qt::PlainText);
        l->setWordWrap(true);
    }
    title_->setForegroundRole(QPalette::PlaceholderText);
    QFont big = value_->font();
    big.setPointSizeF(big.pointSizeF() * 1.5);
    big.setBold(true);
    value_->setFont(big);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setSpacing(2);
    layout->addWidget(title_);
    layout->addWidget(value_);
    layout->addWidget(detail_);
    layout->addStretch(1);
    setTitle(title);
}

void FigureCard::setTitle(const QString& title)
{
    title_->setText(title);
    setAccessibleName(title);
}

void FigureCard::setFigure(const QString& value, const QString& detail)
{
    value_->setText(value);
    detail_->setText(detail);
    detail_->setVisible(!detail.isEmpty());
    setAccessibleDescription(detail.isEmpty() ? value : value + QStringLiteral(". ") + detail);
}

// Keyboard focus reads at a glance: a ring in the highlight colour, as a focused button has in every style.
void drawFocusRing(QWidget* widget)
{
    if (!widget->hasFocus())
        return;
    QPainter p(widget);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(widget->palette().color(QPalette::Highlight), 2));
    p.setBrush(Qt::NoBrush);
    p.drawRoundedRect(QRectF(widget->rect()).adjusted(1, 1, -1, -1), 4, 4);
}

void FigureCard::paintEvent(QPaintEvent* event)
{
    QFrame::paintEvent(event);
    drawFocusRing(this);
}

QString FigureCard::title() const
{
    return title_->text();
}

QString FigureCard::value() const
{
    return value_->text();
}

QString FigureCard::detail() const
{
    return detail_->text();
}

void FigureCard::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit clicked();
    QFrame::mouseReleaseEvent(event);
}

void FigureCard::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter || event->key() == Qt::Key_Space) {
        emit clicked();
        return;
    }
    QFrame::keyPressEvent(event);
}

} // namespace gpui
