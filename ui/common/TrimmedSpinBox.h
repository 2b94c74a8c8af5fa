#pragma once

#include <QDoubleSpinBox>

namespace gpui {

// A spin box that writes its value without trailing zeros, in the locale's digits: "7 B parameters", "0.125 B",
// never "7.000" (which German reads as seven thousand). It still takes up to decimals() places when typed.
class TrimmedSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override;
};

} // namespace gpui
