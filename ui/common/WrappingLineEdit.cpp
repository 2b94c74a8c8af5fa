#include "common/WrappingLineEdit.h"

#include <QKeyEvent>
#include <QMimeData>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>

#include <algorithm>

namespace gpui {
namespace {
constexpr int kMinLines = 2;
constexpr int kMaxLines = 5;
} // namespace

WrappingLineEdit::WrappingLineEdit(QWidget* parent)
    : QPlainTextEdit(parent)
{
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    setTabChangesFocus(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(this, &QPlainTextEdit::textChanged, this, &WrappingLineEdit::fitHeight);
    fitHeight();
}

void WrappingLineEdit::setText(const QString& text)
{
    committed_ = text;
    if (toPlainText() != text)
        setPlainText(text);
    moveCursor(QTextCursor::Start);
    ensureCursorVisible();
}

int WrappingLineEdit::heightFor(int lines) const
{
    const QMargins m = contentsMargins();
    return lines * fontMetrics().lineSpacing() + static_cast<int>(2 * document()->documentMargin()) + m.top() +
           m.bottom() + 2 * frameWidth();
}

QSize WrappingLineEdit::sizeHint() const
{
    return {QPlainTextEdit::sizeHint().width(), heightFor(kMinLines)};
}

QSize WrappingLineEdit::minimumSizeHint() const
{
    return {QPlainTextEdit::minimumSizeHint().width(), heightFor(kMinLines)};
}

void WrappingLineEdit::fitHeight()
{
    // The lines the text takes at this width, laid out here: the document lays its blocks out only when painted.
    const qreal width = viewport()->width() - 2 * document()->documentMargin();
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    int lines = 0;
    for (QTextBlock b = document()->begin(); b.isValid(); b = b.next()) {
        QTextLayout layout(b.text(), font());
        layout.setTextOption(option);
        layout.beginLayout();
        int n = 0;
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine(), ++n)
            line.setLineWidth(std::max<qreal>(1, width));
        layout.endLayout();
        lines += std::max(1, n);
    }
    const int height = heightFor(std::clamp(lines, kMinLines, kMaxLines));
    if (height != this->height())
        setFixedHeight(height);
}

void WrappingLineEdit::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    fitHeight();
}

void WrappingLineEdit::keyPressEvent(QKeyEvent* event)
{
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        finish();
        event->accept();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

void WrappingLineEdit::focusOutEvent(QFocusEvent* event)
{
    QPlainTextEdit::focusOutEvent(event);
    finish();
}

void WrappingLineEdit::insertFromMimeData(const QMimeData* source)
{
    // Pasted lines join into one, as a line edit takes them.
    if (source && source->hasText()) {
        QString text = source->text();
        text.replace(QLatin1String("\r\n"), QLatin1String(" ")).replace(QLatin1Char('\n'), QLatin1Char(' '));
        insertPlainText(text);
        return;
    }
    QPlainTextEdit::insertFromMimeData(source);
}

void WrappingLineEdit::finish()
{
    if (toPlainText() == committed_)
        return;
    committed_ = toPlainText();
    emit editingFinished();
}

} // namespace gpui
