#pragma once

#include "training/CostModel.h"
#include "performance/StepModel.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace gpui {

class NetworkPicker;
class PlanDocument;
class StepBar;

// How the run is laid out, which decides whether it fits each accelerator's memory and how fast its steps are: the
// optimizer, the sharding of the model states (ZeRO or FSDP), the tensor and pipeline degrees, the micro-batch,
// activation checkpointing, or the step model's choice of all of them; the cluster's network; the model's shape and
// global batch; where
// program goodput comes from; and the share of a commitment's term the customer will use elsewhere. Beneath, the
// step on the priced accelerator at the plan's count under these settings, part by part, as they change.
class TrainingSetupDialog : public QDialog {
    Q_OBJECT
public:
    // `accelerator` and `accelerators`: where the step is shown (none: no step is shown).
    explicit TrainingSetupDialog(const gp::TrainingRun& run, const gp::Accelerator* accelerator = nullptr,
                                 double accelerators = 0, QWidget* parent = nullptr);

    // The run with the dialog's settings.
    gp::TrainingRun run() const;

    // Opens the dialog for the open plan and, on OK, applies it as one undoable step; a setting the plan refuses
    // is reported and changes nothing.
    static void editPlan(PlanDocument* document, QWidget* parent);

    StepBar* stepBar() const { return stepBar_; }
    QLabel* stepText() const { return stepText_; }
    QLabel* shapeNote() const { return shapeNote_; }
    // The layers on each pipeline stage, uneven where the degree does not divide them.
    QLabel* stagesText() const { return stages_; }
    QCheckBox* searchBox() const { return search_; }
    QSpinBox* tensorBox() const { return tensor_; }
    QSpinBox* pipelineBox() const { return pipeline_; }
    NetworkPicker* networkPicker() const { return network_; }

private:
    void fillShape(const gp::TrainingRun& run);
    // The step follows every setting as it changes.
    void followSettings();
    void updateStep();
    void showStages(const gp::StageSplit& split);

    gp::TrainingRun run_;
    std::optional<gp::Accelerator> accelerator_;
    double accelerators_ = 0;
    QComboBox* source_;
    QCheckBox* search_;
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
    QSpinBox* kvHeads_;
    QSpinBox* vocabulary_;
    QDoubleSpinBox* batch_;
    QLabel* shapeNote_; // where the shape comes from when the plan gives none
    StepBar* stepBar_;
    QLabel* stepText_;
    QLabel* stages_;
    QDoubleSpinBox* commitmentUse_;
    NetworkPicker* network_;
};

} // namespace gpui
