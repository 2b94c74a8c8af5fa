#pragma once

#include "plan/CalibratedPlan.h"

#include <QDialog>

class QDoubleSpinBox;
class QTableWidget;

namespace gpui {

class PlanDocument;

// "Fit the plan to this measurement": the plan inputs the log implies, each with its current and its proposed
// value and the evidence; the ones ticked are applied as one undoable edit. Tokens per step, when given, add MFU.
class CalibrateDialog : public QDialog {
    Q_OBJECT
public:
    // `doubtful`: whether the user has confirmed a measurement with implausible values; unconfirmed, such a
    // measurement proposes nothing.
    CalibrateDialog(const gp::Measurement& m, const gp::Plan& plan, QWidget* parent = nullptr,
                    gp::DoubtfulValues doubtful = gp::DoubtfulValues::Refuse);

    std::vector<gp::CalibrationProposal> accepted() const;
    QTableWidget* table() const { return table_; }
    QDoubleSpinBox* tokensPerStep() const { return tokens_; }

    static void fitPlan(PlanDocument* document, const gp::Measurement& m, QWidget* parent,
                        gp::DoubtfulValues doubtful = gp::DoubtfulValues::Refuse);

private:
    void fill();
    const gp::Measurement& measurement_;
    const gp::Plan& plan_;
    gp::DoubtfulValues doubtful_;
    QDoubleSpinBox* tokens_;
    QTableWidget* table_;
    std::vector<gp::CalibrationProposal> proposals_;
};

} // namespace gpui
