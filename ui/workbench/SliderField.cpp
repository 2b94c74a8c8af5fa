#include "workbench/SliderField.h"

#include "workbench/DurationSpinBox.h"
#include "workbench/InputSpec.h"

#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

#include <cmath>

namespace gpui {

SliderField::SliderField(const InputSpec& spec, QWidget* parent)
    : QWidget(parent)
    , key_(spec.key())
    , minimum_(spec.typicalMinimum())
    , maximum_(spec.typicalMaximum())
    , log_(spec.logarithmic())
    , slider_(new QSlider(Qt::Horizontal, this))
    , spin_(spec.range->unit == gp::InputUnit::Hours ? new DurationSpinBox(spec.perUnit, this)
                                                     : new QDoubleSpinBox(this))
{
    // Opaque: a value shown while a slider is dragged repaints this field alone, not the group box behind it.
    setAutoFillBackground(true);
    auto* label = new QLabel(spec.label, this);
    label->setBuddy(spin_);
    slider_->setRange(0, kSteps);
    slider_->setAccessibleName(spec.label);
    slider_->setAccessibleDescription(spec.toolTip);
    slider_->setToolTip(spec.toolTip);
    // The slider covers the typical span; the spin box takes every value the plan may hold (one table in the core
    // defines both, so a plan that loads is always shown as it is).
    spin_->setRange(spec.minimum(), spec.maximum());
    if (!spec.isDuration()) // a duration's box keeps every figure (DurationSpinBox)
        spin_->setDecimals(spec.decimals);
    // A length of time names its unit in its text, the one its magnitude calls for.
    if (spec.range->unit != gp::InputUnit::Hours)
        spin_->setSuffix(spec.suffix);
    spin_->setKeyboardTracking(false);
    spin_->setAccessibleName(spec.label);
    spin_->setToolTip(spec.toolTip);
    spin_->setMinimumWidth(110);
    spin_->setAlignment(Qt::AlignRight);
    // Steps of about a tenth of a decade on log scales, a hundredth of the range on linear ones.
    spin_->setSingleStep(log_ ? std::pow(10.0, std::floor(std::log10(std::max(minimum_, 1e-9)))) :
                                (maximum_ - minimum_) / 100.0);
    if (spec.decimals == 0)
        spin_->setSingleStep(std::max(1.0, spin_->singleStep()));
    label->setToolTip(spec.toolTip);

    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 2, 0, 2);
    grid->setVerticalSpacing(1);
    grid->addWidget(label, 0, 0, 1, 2);
    grid->addWidget(slider_, 1, 0);
    grid->addWidget(spin_, 1, 1);
    grid->setColumnStretch(0, 1);

    connect(slider_, &QSlider::sliderPressed, this, [this] {
        ++session_;
        emit dragging(true);
    });
    connect(slider_, &QSlider::sliderReleased, this, [this] { emit dragging(false); });
    connect(slider_, &QSlider::valueChanged, this, [this](int position) {
        const double v = fromSlider(position);
        const QSignalBlocker block(spin_);
        spin_->setValue(v);
        // Keyboard or page steps of the slider are separate undo steps; a drag is one.
        if (!slider_->isSliderDown())
            ++session_;
        emit edited(spin_->value(), key_ + QLatin1Char('#') + QString::number(session_));
    });
    connect(spin_, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        const QSignalBlocker block(slider_);
        slider_->setValue(toSlider(v));
        ++session_;
        emit edited(v, key_ + QLatin1Char('#') + QString::number(session_));
    });
}

int SliderField::toSlider(double value) const
{
    double t = 0;
    if (log_)
        t = std::log(std::max(value, minimum_) / minimum_) / std::log(maximum_ / minimum_);
    else
        t = (value - minimum_) / (maximum_ - minimum_);
    return static_cast<int>(std::lround(std::clamp(t, 0.0, 1.0) * kSteps));
}

double SliderField::fromSlider(int position) const
{
    const double t = static_cast<double>(position) / kSteps;
    return log_ ? minimum_ * std::pow(maximum_ / minimum_, t) : minimum_ + t * (maximum_ - minimum_);
}

void SliderField::setValue(double value)
{
    const QSignalBlocker a(slider_);
    const QSignalBlocker b(spin_);
    spin_->setValue(value);
    slider_->setValue(toSlider(value));
}

double SliderField::value() const
{
    return spin_->value();
}

} // namespace gpui
