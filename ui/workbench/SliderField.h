#pragma once

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace gpui {

struct InputSpec;

// A slider paired with a spin box that shows the unit. The slider is logarithmic where the range spans decades.
// Emits edited() for every change the user makes, with a key that stays the same for one drag (so the edits of one
// drag merge into one undo step) and changes between drags.
class SliderField : public QWidget {
    Q_OBJECT
public:
    SliderField(const InputSpec& spec, QWidget* parent = nullptr);

    void setValue(double value); // from the document: emits nothing
    double value() const;
    QSlider* slider() const { return slider_; }
    QDoubleSpinBox* spinBox() const { return spin_; }

    static constexpr int kSteps = 1000;

signals:
    void edited(double value, const QString& mergeKey);
    void dragging(bool active); // the handle is held, or let go

private:
    int toSlider(double value) const;
    double fromSlider(int position) const;

    QString key_;
    double minimum_;
    double maximum_;
    bool log_;
    QSlider* slider_;
    QDoubleSpinBox* spin_;
    int session_ = 0;
};

} // namespace gpui
