#pragma once

#include "goodput/InputRanges.h"
#include "units/Duration.h"

#include <QList>
#include <QString>

namespace gpui {

// One numeric input of the planning model as the workbench shows it: the core's definition of it (its plan field,
// group, valid range and the span its slider covers, gp::inputRanges()), and how it reads: its label, the unit it
// is shown in and the guide's words on it. Values are shown as the kept value × perUnit (hours shown in minutes:
// 60).
struct InputSpec {
    const gp::InputRange* range;
    QString label;
    QString suffix; // unit shown in the spin box, with a leading space
    double perUnit;
    int decimals;
    QString toolTip;

    QString key() const;
    gp::InputGroup group() const { return range->group; }
    double get(const gp::GoodputInputs& in) const { return range->get(in) * perUnit; }
    void set(gp::GoodputInputs& in, double shown) const { range->set(in, shown / perUnit); }
    // In the shown unit: every value the plan may hold, and the span the slider covers.
    double minimum() const { return range->minimum * perUnit; }
    double maximum() const { return range->maximum * perUnit; }
    double typicalMinimum() const { return range->typicalMinimum * perUnit; }
    double typicalMaximum() const { return range->typicalMaximum * perUnit; }
    bool logarithmic() const { return range->logarithmic && range->typicalMinimum > 0; }
    // A length of time (kept in hours): its field reads in the unit its magnitude calls for.
    bool isDuration() const { return range->unit == gp::InputUnit::Hours; }
    // A kept value as it reads: "7.04 h", "45 s" for a length of time, "0.0100 /node-day" otherwise.
    QString text(double kept) const;
    // A length of time shown in one time unit throughout (a sweep's axis and its bounds), with the decimals three
    // figures of `smallest` (hours) need; any other input as it is.
    InputSpec shownIn(gp::DurationUnit unit, double smallest) const;
};

// Every slider of the workbench, in the guide's grouping. Built on each call, so that texts follow the language.
QList<InputSpec> inputSpecs();

} // namespace gpui
