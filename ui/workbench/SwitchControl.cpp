#include "workbench/SwitchControl.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSignalBlocker>
#include <QSpinBox>

namespace gpui {
namespace {

QWidget* makeChoice(const SwitchSpec& spec, QWidget* parent, std::function<void(int)> edited)
{
    auto* box = new QComboBox(parent);
    for (const auto& [text, value] : spec.choices)
        box->addItem(text, value);
    box->setAccessibleName(spec.name);
    QObject::connect(box, &QComboBox::activated, box,
                     [box, edited = std::move(edited)](int index) { edited(box->itemData(index).toInt()); });
    return box;
}

QWidget* makeCounter(const SwitchSpec& spec, QWidget* parent, std::function<void(int)> edited)
{
    auto* box = new QSpinBox(parent);
    box->setRange(static_cast<int>(spec.counter->minimum), static_cast<int>(spec.counter->maximum));
    box->setAccessibleName(spec.name);
    QObject::connect(box, &QSpinBox::valueChanged, box, std::move(edited));
    return box;
}

} // namespace

QWidget* makeSwitchControl(const SwitchSpec& spec, QWidget* parent, std::function<void(int)> edited)
{
    QWidget* control = nullptr;
    switch (spec.control()) {
    case gp::InputControl::Choice:
        control = makeChoice(spec, parent, std::move(edited));
        break;
    case gp::InputControl::Counter:
    case gp::InputControl::Slider:
        control = makeCounter(spec, parent, std::move(edited));
        break;
    case gp::InputControl::Toggle: {
        auto* box = new QCheckBox(spec.text, parent);
        QObject::connect(box, &QCheckBox::toggled, box, [edited = std::move(edited)](bool on) { edited(on ? 1 : 0); });
        control = box;
        break;
    }
    }
    control->setToolTip(spec.toolTip);
    control->setObjectName(spec.keyText());
    return control;
}

void showSwitch(const SwitchSpec& spec, QWidget* control, const gp::GoodputInputs& in, bool applies)
{
    const QSignalBlocker quiet(control);
    const int value = spec.get(in);
    if (auto* box = qobject_cast<QCheckBox*>(control))
        box->setChecked(value != 0);
    else if (auto* choice = qobject_cast<QComboBox*>(control))
        choice->setCurrentIndex(choice->findData(value));
    else if (auto* spin = qobject_cast<QSpinBox*>(control))
        spin->setValue(value);
    control->setEnabled(applies);
}

} // namespace gpui
