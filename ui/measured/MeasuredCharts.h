#pragma once

#include "measure/MeasuredGoodput.h"
#include "plan/Evaluate.h"
#include "plan/Plan.h"

#include <QWidget>

#include <optional>
#include <vector>

class QCustomPlot;
class QCPGraph;

namespace gpui {

// The Measured view's charts: the job's timeline (productive time and badput segments coloured by bucket, zoomable
// on its time axis), the buckets measured beside those the plan predicts, goodput over rolling windows, and each
// step's deviation from the ideal step time.
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

protected:
    void changeEvent(QEvent* event) override;

private:
    QCustomPlot* makePlot(const QString& title);
    QCustomPlot* timeline_;
    QCustomPlot* buckets_;
    QCustomPlot* rolling_;
    QCustomPlot* deviation_;
};

} // namespace gpui
