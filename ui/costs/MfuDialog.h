#pragma once

#include "catalog/Catalog.h"
#include "plan/MfuFromThroughput.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace gpui {

class PlanDocument;

// The MFU calculator: PaLM's FLOPs per token (6 N + 12 L H Q T) from the model's shape and a measured throughput,
// over the chips' dense peak. Shows how the result compares with published figures; "Use" hands it back.
class MfuDialog : public QDialog {
    Q_OBJECT
public:
    MfuDialog(const gp::Catalog& catalog, const QString& accelerator, int chips, QWidget* parent = nullptr);

    // Opens the calculator for the open plan (its accelerator, chips, model size and any measured throughput) and,
    // on "Use", sets the plan's MFU as one undoable step.
    static void editPlanMfu(PlanDocument* document, QWidget* parent);

    // The MFU computed from the inputs, if they give one.
    std::optional<double> mfu() const { return mfu_; }
    void setInputs(double parameters, double tokensPerSecond);

private:
    gp::MeasuredThroughput throughput() const; // as the fields give it
    void recompute();

    gp::Catalog catalog_;
    QDoubleSpinBox* parameters_;
    QGroupBox* shape_;
    QSpinBox* layers_;
    QSpinBox* heads_;
    QSpinBox* headDim_;
    QSpinBox* seqLen_;
    QDoubleSpinBox* tokensPerSecond_;
    QSpinBox* chips_;
    QComboBox* accelerator_;
    QComboBox* precision_;
    QLabel* result_;
    QLabel* comparison_;
    QPushButton* use_;
    std::optional<double> mfu_;
};

} // namespace gpui
