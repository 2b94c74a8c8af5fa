#pragma once

#include "goodput/GoodputInputs.h"

#include <QList>
#include <QString>

namespace gpui {

// One numeric input of the planning model as the workbench shows it: its label and unit, its range and scale, how
// it is read from and written to the plan (in the displayed unit), and the seed's words on it.
struct InputSpec {
    enum class Group { Scale, Scheduling, Runtime, Program };

    QString key;    // the plan field, e.g. "runtime.checkpoint_interval"
    Group group;
    QString label;
    QString suffix; // unit shown in the spin box, with a leading space
    double minimum;
    double maximum;
    bool logarithmic; // the range spans decades
    int decimals;
    double (*get)(const gp::GoodputInputs&);
    void (*set)(gp::GoodputInputs&, double);
    QString toolTip;
};

// Every slider of the workbench, in the seed's grouping. Built on each call, so that texts follow the language.
QList<InputSpec> inputSpecs();

} // namespace gpui
