#pragma once

#include "goodput/Curves.h"
#include "common/WorkbenchChart.h"

class QCPGraph;
class QCPItemStraightLine;

namespace gpui {

// Failure cost against scale (docs/model.md section 6): ML Productivity Goodput and the accelerator-hours idled by
// interruptions against the number of nodes, in the plan's window (n^2) and for the plan's training compute (n), at
// the plan's checkpoint interval and at Daly's re-optimized one with its save hours.
class ScaleChart : public WorkbenchChart {
    Q_OBJECT
public:
    explicit ScaleChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    QList<DataTable> dataTables() const override;

    const gp::ScaleCurve& curve() const { return curve_; }
    static constexpr int kPoints = 96;

protected:
    void applyPalette() override;

private:
    QCPGraph* goodput_;
    QCPGraph* lost_;
    QCPGraph* lostOptimal_;
    QCPGraph* lostCompute_;
    QCPGraph* lostComputeOptimal_;
    QCPItemStraightLine* current_;
    gp::ScaleCurve curve_;
};

} // namespace gpui
