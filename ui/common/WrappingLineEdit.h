#pragma once

#include <QPlainTextEdit>

namespace gpui {

// One line of text that wraps instead of scrolling out of sight: a long reason reads whole at any window width. It
// grows to the lines its text needs (two to five), takes no new lines (Enter finishes, as in a line edit), and
// says editingFinished() when the user leaves it or presses Enter with the text changed.
class WrappingLineEdit : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit WrappingLineEdit(QWidget* parent = nullptr);

    QString text() const { return toPlainText(); }
    void setText(const QString& text); // keeps the text as given, scrolled to its start, without a signal

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void editingFinished();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void insertFromMimeData(const QMimeData* source) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    int heightFor(int lines) const;
    void fitHeight();
    void finish();
    QString committed_;
};

} // namespace gpui
