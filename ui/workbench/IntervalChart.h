#pragma once

#include "goodput/Curves.h"
#include "charts/PlanChart.h"

#include <memory>

class QCPGraph;
class QCPItemStraightLine;
class QCPTextElement;

namespace gpui {

class BackgroundTask;

// Runtime goodput against the checkpoint interval: the full model, the guide's formula (no save cost) and Daly's
// complete model, with the plan's interval and the Young and Daly optima marked.
class IntervalChart : public PlanChart {
    Q_OBJECT
public:
    explicit IntervalChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    QList<DataTable> dataTables() const override;
    bool catchingUp() const override;

    const gp::IntervalCurve& curve() const { return curve_; }
    static constexpr int kPoints = 240;
    static constexpr int kDraftPoints = 24; // while a handle is held

protected:
    void applyPalette() override;

private:
    QCPGraph* full_;
    QCPGraph* seed_;
    QCPGraph* daly_;
    QCPItemStraightLine* current_;
    QCPItemStraightLine* young_;
    QCPItemStraightLine* dalyOptimum_;
    QCPTextElement* currentLabel_;
    gp::IntervalCurve curve_;

    // What a curve depends on: every input but the checkpoint interval, and the range of intervals it spans.
    struct CurveKey {
        gp::GoodputInputs inputs;
        std::pair<double, double> range;
        static CurveKey of(const gp::Evaluation& e);
        friend bool operator==(const CurveKey&, const CurveKey&) = default;
    };
    // Draws curve_ and the plan's figures in `e`: at once in full, or only the layer they are on while a handle is
    // held (the axes and the legend hold still).
    void draw(const gp::Evaluation& e);
    // Draws the newest held step: at once where it moves no curve, else once its draft is solved on the task's
    // thread.
    void showHeldStep();

    CurveKey drawnFor_; // the inputs curve_ was solved for
    BackgroundTask* task_;
    std::shared_ptr<const gp::Evaluation> waiting_; // the newest held step, while the task solves an older one
};

} // namespace gpui
