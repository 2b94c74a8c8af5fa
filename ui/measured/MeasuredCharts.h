#pragma once

#include "measure/MeasuredGoodput.h"
#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include "charts/LegendFit.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCustomPlot;
class QCPGraph;
class QLabel;
class QMouseEvent;

namespace gpui {

// The Measured view's charts: the job's timeline (productive time, badput segments coloured by bucket and the gaps no
// cause explains, zoomable on its time axis), the buckets measured beside those the plan predicts, goodput over
// rolling windows, and each step's deviation from the ideal step time. Times are in the unit that suits the job's
// length (seconds to days); pointing at a lane or a group says what it is.
class MeasuredCharts : public QWidget {
    Q_OBJECT
public:
    explicit MeasuredCharts(QWidget* parent = nullptr);

    void show(const gp::Measurement& m, const std::vector<gp::WindowGoodput>& rolling,
              const std::optional<gp::Evaluation>& plan);
    void clear();

    QCustomPlot* timeline() const { return timeline_; }
    QCustomPlot* buckets() const { return buckets_; }

    // The comparison's groups: measured and planned shares of the time, in percent.
    struct Comparison {
        QStringList groups;
        QVector<double> measured, planned;
    };
    static Comparison compare(const gp::MeasuredBaseline& m, const std::optional<gp::Evaluation>& plan);

    // What the pointer is over: the timeline's lanes at a time in the axis's unit, and a group of the comparison
    // (0 for "Productive"). Empty where there is nothing.
    QString timelineTip(double x) const;
    QString groupTip(int group) const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // A kind of time on the timeline: its name, what it counts, and its stretches in the axis's unit.
    struct Lane {
        QString name, about;
        QVector<QPair<double, double>> spans;
    };
    QCustomPlot* makePlot(const QString& title);
    void showTimeline(const gp::Measurement& m);
    void showBuckets(const gp::Measurement& m, const std::optional<gp::Evaluation>& plan);
    void showRolling(const gp::Measurement& m, const std::vector<gp::WindowGoodput>& rolling);
    void showDeviation(const gp::Measurement& m);
    void hover(QCustomPlot* plot, QMouseEvent* event);
    QCustomPlot* timeline_;
    QCustomPlot* buckets_;
    QCustomPlot* rolling_;
    QCustomPlot* deviation_;
    QLabel* groupsNote_;
    QString gapNote_; // where the time with no cause is counted, when it is not all in Other
    QCPGraph* gapLane_ = nullptr; // the hatched lane of time with no cause, drawn in the palette's text colour
    double unitSeconds_ = 3600; // the time axes' unit
    std::vector<Lane> lanes_;
    Comparison comparison_;
    LegendFit timelineLegend_; // up to four columns, names wrapped rather than cut
};

} // namespace gpui
