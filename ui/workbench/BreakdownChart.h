#pragma once

#include "charts/PlanChart.h"

#include <array>

class QCPBars;
class QCPTextElement;

namespace gpui {

// ML Productivity Goodput as scheduling x runtime x program goodput, and where the window's hours go: one stacked
// bar of the badput buckets and the goodput, in hours and percent.
class BreakdownChart : public PlanChart {
    Q_OBJECT
public:
    explicit BreakdownChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    QList<DataTable> dataTables() const override;

    static constexpr int kBuckets = 9;
    // Hours of each bucket as last drawn: waiting, reschedule, resume, lost, saves, program, goodput.
    const std::array<double, kBuckets>& hours() const { return hours_; }
    // The product of the three factors above the bars, as drawn (wrapped to the chart's width).
    QCPTextElement* formula() const { return formula_; }

protected:
    void applyPalette() override;

private:
    std::array<QCPBars*, kBuckets> bars_{};
    std::array<double, kBuckets> hours_{};
    double window_ = 0;
    QCPTextElement* formula_;
};

} // namespace gpui
