#pragma once

#include "catalog/CostModel.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QSpinBox;

namespace gpui {

class PlanDocument;

// How the run is laid out, which decides whether it fits each accelerator's memory: the optimizer, the sharding
// of the model states (ZeRO or FSDP), the tensor and pipeline degrees, the micro-batch, activation checkpointing
// and the model's shape; and the share of a commitment's term the customer will use elsewhere.
class TrainingSetupDialog : public QDialog {
    Q_OBJECT
public:
    explicit TrainingSetupDialog(const gp::TrainingRun& run, QWidget* parent = nullptr);

    // The run with the dialog's settings.
    gp::TrainingRun run() const;

    // Opens the dialog for the open plan and, on OK, applies it as one undoable step; a setting the plan refuses
    // is reported and changes nothing.
    static void editPlan(PlanDocument* document, QWidget* parent);

private:
    gp::TrainingRun run_;
    QComboBox* optimizer_;
    QComboBox* sharding_;
    QSpinBox* tensor_;
    QSpinBox* pipeline_;
    QDoubleSpinBox* microBatch_;
    QCheckBox* recompute_;
    QGroupBox* shape_;
    QSpinBox* layers_;
    QSpinBox* heads_;
    QSpinBox* headDim_;
    QSpinBox* seqLen_;
    QDoubleSpinBox* commitmentUse_;
};

} // namespace gpui
