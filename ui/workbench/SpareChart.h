#pragma once

#include "goodput/Curves.h"
#include "charts/PlanChart.h"

class QCPGraph;
class QCPItemStraightLine;

namespace gpui {

// The hot-spare pool (docs/model.md section 5): ML Productivity Goodput and the share of failures that find the
// pool empty against the number of spares, the plan's own marked.
class SpareChart : public PlanChart {
    Q_OBJECT
public:
    explicit SpareChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    QList<DataTable> dataTables() const override;

    const gp::SpareCurve& curve() const { return curve_; }

protected:
    void applyPalette() override;

private:
    QCPGraph* goodput_;
    QCPGraph* shortfall_;
    QCPItemStraightLine* current_;
    gp::SpareCurve curve_;
};

} // namespace gpui
