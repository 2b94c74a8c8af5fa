#pragma once

#include <QPushButton>

namespace gpui {

// A push button whose text wraps onto more lines where its row is narrow: as wide as its text when there is room,
// taller instead of cut short or wider than its panel when there is not (height for width, like a wrapped label).
// The text is left-aligned, as a list of answers reads.
class WrapButton : public QPushButton {
    Q_OBJECT
public:
    explicit WrapButton(const QString& text = {}, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    // Whether the whole text shows at the button's size (the clipping tests ask).
    bool showsWholeText() const;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QRect textRect(const QRect& rect) const;
    int textHeight(int width) const;
    int flags() const;
};

} // namespace gpui
