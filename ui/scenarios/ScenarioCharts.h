#pragma once

#include "plan/ScenarioCompare.h"
#include "charts/PlanChart.h"

#include <vector>

class QFontMetricsF;

class QCPBars;
class QCPGraph;

namespace gpui {

// The options' cost (bars on the left axis) and wall days (bars on the right axis, the deadline dashed), one
// group of bars per option.
class ScenarioCostChart : public PlanChart {
    Q_OBJECT
public:
    explicit ScenarioCostChart(QWidget* parent = nullptr);
    // `plan` is the stored plan: the base with its scenarios.
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    gp::PlanChange shows() const override { return gp::PlanChange::all(); }
    void show(const std::vector<gp::ScenarioFigures>& figures, double deadlineDays);
    QList<DataTable> dataTables() const override;
    // The whole name of the option whose bars stand at `key` (1, 2, ...), empty between them: the tooltip.
    QString barName(double key) const;
    // The label under the option's bars (0, 1, ...): its name on at most two lines, elided to the bars' width.
    QString barLabel(int index) const;

protected:
    void applyPalette() override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void labelBars();
    QCPBars* cost_;
    QCPBars* days_;
    QCPGraph* deadline_;
    QStringList names_;
    QVector<double> costs_, wallDays_;
};

// ML Productivity Goodput over the Monte Carlo's windows, one option's distribution beside another's: the share
// of windows in each band of goodput, the curves overlaid.
class ScenarioDistributionChart : public PlanChart {
    Q_OBJECT
public:
    explicit ScenarioDistributionChart(QWidget* parent = nullptr);
    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    gp::PlanChange shows() const override { return gp::PlanChange::all(); }
    void show(const std::vector<gp::ScenarioFigures>& figures);
    QList<DataTable> dataTables() const override;

    static constexpr int kBins = 30;

protected:
    void applyPalette() override;

private:
    QStringList names_;
    QVector<double> centres_;           // band centres, in percent
    QVector<QVector<double>> shares_;   // per option, percent of its windows in each band
};

// A name wrapped onto at most two lines, each at most `width` pixels wide in `metrics` (elided where it does not
// fit), for a tick label under a bar.
QString wrapName(const QString& name, const QFontMetricsF& metrics, double width);

} // namespace gpui
