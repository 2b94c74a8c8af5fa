#pragma once

#include "goodput/Sensitivity.h"
#include "plan/Evaluate.h"
#include "charts/PlanChart.h"

#include <vector>

class QCPItemRect;
class QCPItemStraightLine;

namespace gpui {

// Sensitivity as decision-analysis tools show it: a tornado of how far ML Productivity Goodput moves when each
// single input is moved down and up by the stated step (switches turned off and on), largest swing on top.
class TornadoChart : public PlanChart {
    Q_OBJECT
public:
    static constexpr std::size_t kShownBars = 12; // bars drawn; the largest swings
    explicit TornadoChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    QList<DataTable> dataTables() const override;

    const gp::Sensitivity& sensitivity() const { return sensitivity_; }
    static constexpr double kStep = gp::Evaluation::kSensitivityStep;

protected:
    void applyPalette() override;

private:
    std::vector<QCPItemRect*> down_;
    std::vector<QCPItemRect*> up_;
    QCPItemStraightLine* base_;
    gp::Sensitivity sensitivity_;
};

// The label the workbench gives a plan field ("runtime.checkpoint_interval" -> "Checkpoint interval").
QString inputLabel(const std::string& key);

} // namespace gpui
