#pragma once

#include "search/Sweep.h"
#include "charts/PlanChart.h"

#include <vector>

class QCPItemText;

namespace gpui {

// A sweep's outcome against the input varied: ML Productivity Goodput on the left axis, the total cost on the
// right, the plan's own value marked; a logarithmic axis for nodes and the checkpoint's interval and save.
class SweepChart : public PlanChart {
    Q_OBJECT
public:
    explicit SweepChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan&, const gp::Evaluation&) override {}
    void show(const gp::SweepInput& input, const QString& axisLabel, double perUnit,
              const std::vector<gp::SweepPoint>& points,
              double planValue);
    QList<DataTable> dataTables() const override;
    // The cost axis ends at this many times the cheapest point's cost; costs above it are off the scale.
    static constexpr double kCostSpan = 20.0;
    // The note that some costs are off the scale, or null when none is.
    const QCPItemText* offScaleNote() const { return offScaleNote_; }

protected:
    void applyPalette() override;

private:
    QString axisLabel_;
    std::vector<gp::SweepPoint> points_;
    double scale_ = 1.0; // shown value = value × scale
    QCPItemText* offScaleNote_ = nullptr; // owned by the plot
};

} // namespace gpui
