#pragma once

#include <QFrame>

class QLabel;

namespace gpui {

// Draws a focus ring around a widget of the overview that has the keyboard focus (a card, the factor bars).
void drawFocusRing(QWidget* widget);

// One figure of the overview: what it is, its value in large type and a line of detail. Clicking it, or Enter or
// Space while it has focus, opens the view that explains it.
class FigureCard : public QFrame {
    Q_OBJECT
public:
    explicit FigureCard(const QString& title, QWidget* parent = nullptr);

    void setTitle(const QString& title);
    void setFigure(const QString& value, const QString& detail = {});
    QString title() const;
    QString value() const;
    QString detail() const;

signals:
    void clicked();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    QLabel* title_;
    QLabel* value_;
    QLabel* detail_;
};

} // namespace gpui
