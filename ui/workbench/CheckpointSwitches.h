#pragma once

#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QWidget>

#include <functional>
#include <string_view>

class QVBoxLayout;
class QLabel;
class QPushButton;

namespace gpui {

// The workbench's checkpoint panel above the sliders: the state taken from the training run (its parameters x 14
// bytes), the checkpoint switches the workbench builds from their rows (asynchronous saves, a typed save marked as
// measured, a fast tier beside the persistent one), and the save and restore of each tier with where they come from
// and its optimum interval (docs/model.md section 20).
class CheckpointSwitches : public QWidget {
    Q_OBJECT
public:
    using Commit = std::function<void(const QString& description, const std::function<void(gp::GoodputInputs&)>&)>;
    CheckpointSwitches(Commit commit, QWidget* parent = nullptr);

    // Places a checkpoint switch's control, and the warning below it, beside the summary that describes it.
    void addSwitch(std::string_view key, QWidget* control, QWidget* warning);
    void sync(const gp::Plan& plan, const gp::Evaluation* evaluation);
    QLabel* summary() const { return summary_; }
    QLabel* fastSummary() const { return fastSummary_; }

private:
    QString tiersText(const gp::GoodputInputs& in, const gp::Evaluation& evaluation) const;

    Commit commit_;
    QVBoxLayout* layout_ = nullptr;
    QPushButton* fromRun_;
    QLabel* summary_;
    QLabel* fastSummary_;
    double runStateGb_ = 0; // the training run's state: parameters x 14 bytes
};

} // namespace gpui
