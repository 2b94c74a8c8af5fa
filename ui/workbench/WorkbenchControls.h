#pragma once

#include <QMap>
#include "goodput/GoodputInputs.h"
#include "plan/PlanChange.h"

#include "workbench/InputSpec.h"
#include "workbench/SwitchSpec.h"

#include <QWidget>

#include <optional>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;
class QVBoxLayout;

namespace gpui {

class CheckpointSwitches;

class PlanDocument;
class SliderField;
class ViewRefresh;

// The workbench's inputs, grouped as the guide groups them. Every change is an undoable edit of the document; the
// controls show the document's values and follow undo and redo.
class WorkbenchControls : public QWidget {
    Q_OBJECT
public:
    explicit WorkbenchControls(PlanDocument* document, QWidget* parent = nullptr);

    SliderField* field(const QString& key) const { return fields_.value(key); }
    // The control of a switch (a plan field such as "runtime.auto_checkpoint", SwitchSpec), nullptr for none; as
    // the check box, the choice or the spin box it is.
    QWidget* switchControl(std::string_view key) const;
    QCheckBox* toggle(std::string_view key) const;
    QComboBox* choice(std::string_view key) const;
    QSpinBox* counter(std::string_view key) const;
    // The warning shown beside an input (a plan field such as "scheduling.hot_spares"), empty when none.
    QString warningAt(const QString& subject) const;
    QComboBox* presets() const { return presets_; }
    // The plan-wide warning and a refused value's error: the view shows them below the form, where their coming
    // and going moves no slider.
    QWidget* footer() const { return footer_; }

signals:
    // A slider's handle is held (the charts draw lighter while it moves), or let go.
    void dragging(bool active);

private:
    // Shows the document's values in the controls of the parts changed since the last sync (all: every control),
    // but not in the control whose edit made the change: a dragged handle stays under the mouse.
    void syncFromDocument();
    void syncFromDocument(gp::PlanChange change);
    void addSwitches(const QMap<gp::InputGroup, QVBoxLayout*>& groups);
    void addSliders(const QMap<gp::InputGroup, QVBoxLayout*>& groups);
    void fillPresets();
    // Commits a change of the inputs, or shows why it cannot be made and goes back to the plan's values.
    void commit(const QString& description, const std::function<void(gp::GoodputInputs&)>& change,
                const QString& mergeKey = {});
    void applyPreset(int index);
    QLabel* warningLabel(const QString& subject);
    void showWarnings();

    PlanDocument* document_;
    QMap<QString, SliderField*> fields_;
    SliderField* editing_ = nullptr;                    // the field whose edit is being committed
    gp::PlanChange pending_ = gp::PlanChange::all();   // changed since the controls last showed the plan
    QComboBox* presets_;
    QMap<QString, QWidget*> switches_; // by plan field
    QMap<QString, QLabel*> warnings_; // by plan field, beside its control; "" for the plan as a whole
    QLabel* error_;
    // While a handle is held nothing above or beside it appears or goes: the warnings and the error wait for the
    // release, so that the form never reflows or scrolls under the mouse.
    bool held_ = false;
    std::optional<QString> heldError_;
    void showError(const std::optional<QString>& error);
    void setHeld(bool active, QWidget* handle = nullptr);
    void keepInPlace(QWidget* handle, int before);
    void updateFooter();
    QWidget* footer_ = nullptr;
    QLabel* mtbf_;
    QLabel* mfuSource_; // where program goodput comes from, when not the slider's figure
    CheckpointSwitches* checkpoint_ = nullptr;
    const QList<InputSpec> specs_; // built once: the workbench is rebuilt when the language changes
    const QList<SwitchSpec> switchSpecs_;
    ViewRefresh* refresh_ = nullptr;
};

} // namespace gpui
