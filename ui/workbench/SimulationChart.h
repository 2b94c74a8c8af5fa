#pragma once

#include "goodput/MonteCarlo.h"
#include "charts/PlanChart.h"

#include <QTimer>

#include <array>
#include <vector>

class QCPAxisRect;
class QCPBars;
class QCPGraph;
class QCPItemStraightLine;
class QCPItemText;
class QLabel;
class QProgressBar;

namespace gpui {

class BackgroundTask;

// One simulated window as a timeline, and the Monte Carlo distribution of runtime goodput with its p5, p50 and p95.
// The simulation runs off the UI thread, a moment after the inputs settle; a newer input cancels an older run, so a
// typed change never waits for it. While a slider is dragged the runs follow the handle: each starts as soon as the
// one before ends, with the newest inputs. The timeline zooms and pans horizontally; every segment stays at least
// a pixel wide, and each interruption is marked in its class's colour.
class SimulationChart : public PlanChart {
    Q_OBJECT
public:
    explicit SimulationChart(QWidget* parent = nullptr);
    ~SimulationChart() override;
    // A change of the inputs starts a run once they have been still for this long.
    static constexpr int kDebounceMs = 120;

    void refresh(const gp::Plan& plan, const gp::Evaluation& evaluation) override;
    gp::PlanChange shows() const override { return gp::PlanChange::goodputInputs() | gp::PlanPart::Simulation; }
    QList<DataTable> dataTables() const override;

    // The inputs moved on: the run under way (or about to start) is stale and stops at its next chunk of runs.
    void cancel();

    // For tests and the bench: the last completed result, whether a run is pending or under way, and how many
    // runs were started since the chart was made.
    const gp::SimulationResult& result() const { return result_; }
    bool busy() const;
    int simulationsStarted() const { return started_; }
    // The share of the run under way done, 0 to 1.
    double progress() const;

    static constexpr int kPhases = 8;

signals:
    void simulationFinished();

protected:
    void applyPalette() override;
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    // What a run hands back: the distribution and one window's timeline, or why it could not run.
    struct Outcome {
        gp::SimulationResult result;
        std::vector<gp::TimelineSegment> timeline;
        QString why;
    };
    bool startWhenShown_ = false; // a run was due when the tab was hidden
    void start();
    void finish(Outcome outcome);

    QCPAxisRect* timelineRect_;
    QCPAxisRect* histogramRect_;
    std::array<QCPGraph*, kPhases> phases_{};
    std::array<QCPGraph*, gp::kInterruptionClasses> causes_{}; // a mark for each interruption, by class
    void drawTimeline();
    void showInLegend(const gp::ModelParameters& p);
    QCPBars* histogram_;
    std::array<QCPItemStraightLine*, 3> percentiles_{};
    std::array<QCPItemText*, 3> percentileLabels_{};
    QProgressBar* progress_;
    QLabel* status_;
    QTimer pending_;
    BackgroundTask* task_;
    gp::ModelParameters parameters_;
    gp::SimulationSettings settings_;
    bool again_ = false; // inputs moved during a drag while a run was under way: run again when it ends
    int started_ = 0;
    gp::SimulationResult result_;
    std::vector<gp::TimelineSegment> timeline_;
};

} // namespace gpui
