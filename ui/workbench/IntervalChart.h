#pragma once

#include "goodput/Curves.h"
#include "charts/PlanChart.h"

class QCPGraph;
class QCPItemStraightLine;
class QCPTextElement;

namespace gpui {

// Runtime goodput against the checkpoint interval: the full model, the guide's formula (no save cost) and Daly's
// complete model, with the plan's interval and the Young and Daly optima marked.
class IntervalChart : public PlanChart {
    Q_OBJECT
public:
    explicit IntervalChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    QList<DataTable> dataTables() const override;

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
};

} // namespace gpui
