#pragma once

#include "workbench/SwitchSpec.h"

#include <functional>

class QWidget;

namespace gpui {

// A switch's control, built from its row: a check box, a choice or a spin box, with its texts. Each change the user
// makes calls `edited` with the new value; showSwitch() sets the control's value and emits nothing.
QWidget* makeSwitchControl(const SwitchSpec& spec, QWidget* parent, std::function<void(int)> edited);

// Shows the plan's value of a switch in its control, and whether it takes effect.
void showSwitch(const SwitchSpec& spec, QWidget* control, const gp::GoodputInputs& in, bool applies);

} // namespace gpui
