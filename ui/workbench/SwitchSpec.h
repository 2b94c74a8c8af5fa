#pragma once

#include "goodput/InputRanges.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <string_view>
#include <utility>

namespace gpui {

// One switch of the planning model as the user interface shows it: the core's row (its plan field, group, control
// and when it takes effect, goodput/InputRanges.h), and how it reads: the control's text, its name in a sentence,
// the undoable edit it makes, its bar in the sensitivity and where it stands among the sliders. The workbench builds,
// connects and shows every switch from its row; the sensitivity's bars and a scenario's changes name it by its row.
// A switch is a check box, a choice among named values (the provisioning), or a count typed in a spin box (the hot
// spares: a numeric input of the core, which the sensitivity moves between none and some).
struct SwitchSpec {
    Q_DECLARE_TR_FUNCTIONS(gpui::SwitchSpec)

public:
    const gp::InputSwitch* row = nullptr;   // the core's row: a switch,
    const gp::InputRange* counter = nullptr; //   or a counter
    QString text;    // a check box's text; the form's label beside a choice or a count
    QString name;    // the switch in a sentence ("Auto-checkpointing: on"); a choice's or a count's accessible name
    QString toolTip;
    QString edit;    // the undoable edit a change makes: "Toggle auto-checkpointing"
    QString tornado; // its bar in the sensitivity, off against on; empty where the sensitivity does not move it
    std::string_view before; // the slider it stands above; empty: at the head of its group
    QList<std::pair<QString, int>> choices; // a choice's values, in the order listed

    std::string_view key() const { return row ? row->key : counter->key; }
    QString keyText() const { return QString::fromLatin1(key().data(), static_cast<qsizetype>(key().size())); }
    gp::InputGroup group() const { return row ? row->group : counter->group; }
    gp::InputControl control() const { return row ? row->control : counter->control; }
    int get(const gp::GoodputInputs& in) const;
    void set(gp::GoodputInputs& in, int value) const;
    // A value as it reads in a sentence: "on", "off", a choice's name, a count ("1,024").
    QString valueText(int value) const;
};

// Every switch, in the order the workbench places them. Built on each call, so that texts follow the language.
QList<SwitchSpec> switchSpecs();
// The switch of a plan field, or nullptr; `specs` is a list switchSpecs() gave.
const SwitchSpec* findSwitchSpec(const QList<SwitchSpec>& specs, std::string_view key);

} // namespace gpui
