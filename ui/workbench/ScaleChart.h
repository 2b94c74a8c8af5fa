#pragma once

#include "goodput/Curves.h"
#include "charts/PlanChart.h"
#include "plan/Figures.h"

#include <memory>

class QCPGraph;
class QCPItemStraightLine;

namespace gpui {

class BackgroundTask;

// Failure cost against scale (docs/model.md section 6): ML Productivity Goodput and the accelerator-hours idled by
// interruptions against the number of nodes, in the plan's window (n^2) and for the plan's training compute (n), at
// the plan's checkpoint interval and at Daly's re-optimized one with its save hours.
class ScaleChart : public PlanChart {
    Q_OBJECT
public:
    explicit ScaleChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    QList<DataTable> dataTables() const override;

    const gp::ScaleCurve& curve() const { return curve_; }
    bool catchingUp() const override;
    static constexpr int kPoints = 96;

protected:
    void applyPalette() override;

private:
    QCPGraph* goodput_;
    QCPGraph* lost_;
    QCPGraph* lostOptimal_;
    QCPGraph* lostCompute_;
    QCPGraph* lostComputeOptimal_;
    // Draws curve_ for the plan's figures in `e` and replots.
    void draw(const gp::Evaluation& e);
    // Solves the newest held step's draft on the task's thread and draws it when it arrives.
    void solveHeldStep();

    QCPItemStraightLine* current_;
    gp::ScaleCurve curve_;
    BackgroundTask* task_;
    std::shared_ptr<gp::Evaluation> waiting_; // the newest held step, while the task solves an older one
    std::vector<gp::FigureCache::ScaleEntry> heldOptimal_; // the half at Daly's interval of the last held step
};

} // namespace gpui
