#pragma once

#include <QLayout>
#include <QList>

namespace gpui {

// Lays its items out left to right and starts a new row where the next would not fit: a row of buttons that wraps
// on a narrow pane instead of widening it past its view (height for width).
class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget* parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    int arrange(const QRect& rect, bool apply) const;
    int horizontalGap() const;
    int verticalGap() const;

    QList<QLayoutItem*> items_;
};

// Widgets side by side that a flow keeps together on one row (a label and its field).
QWidget* keptTogether(std::initializer_list<QWidget*> widgets, QWidget* parent);

} // namespace gpui
