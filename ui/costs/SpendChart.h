#pragma once

#include "training/SpendTimeline.h"
#include "charts/PlanChart.h"

class QCPGraph;

namespace gpui {

// Money spent against training progress over wall time, for the priced accelerator under the plan's provisioning:
// one simulated run (the plan's Monte Carlo seed), its restarts marked and the progress it lost visible as drops.
class SpendChart : public PlanChart {
    Q_OBJECT
public:
    explicit SpendChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    QList<DataTable> dataTables() const override;
    gp::PlanChange shows() const override { return gp::PlanChange::evaluationInputs(); }

    const gp::SpendTimeline& timeline() const { return timeline_; }

protected:
    void applyPalette() override;

private:
    QCPGraph* spent_;
    QCPGraph* progress_;
    QCPGraph* restarts_;
    gp::SpendTimeline timeline_;
};

} // namespace gpui
