#pragma once

#include "measure/GoodputLog.h"
#include "measure/MeasuredGoodput.h"

#include <QWidget>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QStackedWidget;
class QPushButton;

namespace gpui {

class BackgroundTask;
class MeasuredCharts;
class PlanDocument;
class ViewRefresh;

// Planned against measured: a real job's goodput log (ml-goodput-measurement's entries, a Cloud Logging export or
// CSV) measured as the library measures it, beside what the plan predicts; the plan fitted to it; the measurement
// kept as the proposal's baseline. A log is read on a worker thread with a progress bar and Cancel.
class MeasuredView : public QWidget {
    Q_OBJECT
public:
    explicit MeasuredView(PlanDocument* document, QWidget* parent = nullptr);
    ~MeasuredView() override;

    // Starts reading a log, its numeric times in the unit chosen under "Times in"; finished() follows (also after
    // an error; at once on a cancel, while the read winds down on its thread). A log refused because its times look like another unit offers to read it so.
    void importLog(const QString& path);
    void cancelImport();
    bool importing() const;

    const std::optional<gp::Measurement>& measurement() const { return measurement_; }
    MeasuredCharts* charts() const { return charts_; }
    QLabel* summary() const { return summary_; }
    QLabel* warnings() const { return warnings_; }
    QComboBox* timeUnit() const { return timeUnit_; } // choosing another unit reads the log again

    gp::TimeUnit chosenTimeUnit() const;
    void chooseTimeUnit(gp::TimeUnit unit); // without reading the log again

    // The plan fitted to the measurement (the proposals accepted as one undoable edit; a measurement with
    // implausible values asks first), and the measurement kept as the plan's baseline.
    void fitPlan();
    void keepAsBaseline();

    // What a log's read hands back from its worker thread: the log, or why it could not be read (and the unit its
    // times look like).
    struct Read {
        std::shared_ptr<gp::GoodputLog> log;
        QString error;
        std::optional<gp::TimeUnit> hint;
    };
    // What measuring a job hands back.
    struct Measured {
        std::optional<gp::Measurement> measurement;
        std::vector<gp::WindowGoodput> rolling;
        std::optional<double> sharesSum; // an elastic job's shares, where they add up to more than the whole
        QString error;
    };

signals:
    void finished(); // the log is read (or the read failed or was cancelled)
    void measured(); // the selected job is measured, or could not be

private:
    void measureSelected();
    void refresh();
    void showImported(Read read, const QString& path);
    void showMeasured(Measured outcome);

    PlanDocument* document_;
    QPushButton* import_;
    QPushButton* cancel_;
    QPushButton* fit_;
    QPushButton* keep_;
    QComboBox* job_;
    QComboBox* timeUnit_;
    QProgressBar* progress_;
    QLabel* summary_;
    QLabel* warnings_;
    MeasuredCharts* charts_;
    QStackedWidget* pages_; // a note until a log is measured, then the charts
    BackgroundTask* read_;    // the log read on a worker thread
    BackgroundTask* measure_; // the selected job measured on a worker thread
    ViewRefresh* viewRefresh_ = nullptr;
    std::shared_ptr<gp::GoodputLog> log_;
    QString source_;
    QString path_; // of the log read, to read it again in another unit
    std::optional<gp::Measurement> measurement_;
    std::vector<gp::WindowGoodput> rolling_;
    std::optional<double> sharesSum_;
};

} // namespace gpui
