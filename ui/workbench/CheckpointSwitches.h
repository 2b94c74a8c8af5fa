#pragma once

#include "plan/Plan.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QPushButton;

namespace gpui {

// The workbench's checkpoint switches beside the sliders: asynchronous saves, a typed save marked as measured, the
// state taken from the training run (its parameters x 14 bytes), and the save and restore the plan then uses with
// where they come from (docs/model.md section 20).
class CheckpointSwitches : public QWidget {
    Q_OBJECT
public:
    using Commit = std::function<void(const QString& description, const std::function<void(gp::GoodputInputs&)>&)>;
    CheckpointSwitches(Commit commit, QWidget* parent = nullptr);

    void sync(const gp::Plan& plan);
    QLabel* summary() const { return summary_; }

private:
    Commit commit_;
    QCheckBox* async_;
    QCheckBox* measured_;
    QPushButton* fromRun_;
    QLabel* summary_;
    double runStateGb_ = 0; // the training run's state: parameters x 14 bytes
};

} // namespace gpui
