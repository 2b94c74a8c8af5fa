#pragma once

#include "measure/GoodputLog.h"
#include "measure/MeasuredGoodput.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QStackedWidget;
class QPushButton;
class QTimer;

namespace gpui {

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
    // a cancel or an error). A log refused because its times look like another unit offers to read it so.
    void importLog(const QString& path);
    void cancelImport();
    bool importing() const { return importing_ || measuring_; }

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

signals:
    void finished(); // the log is read (or the read failed or was cancelled)
    void measured(); // the selected job is measured, or could not be

private:
    void measureSelected();
    void refresh();
    void showImported(std::shared_ptr<gp::GoodputLog> log, const QString& path, const QString& error,
                      std::optional<gp::TimeUnit> hint);
    void showMeasured(std::optional<gp::Measurement> m, std::vector<gp::WindowGoodput> rolling, const QString& error);

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
    QTimer* poll_;
    ViewRefresh* viewRefresh_ = nullptr;
    std::shared_ptr<gp::GoodputLog> log_;
    QString source_;
    QString path_; // of the log read, to read it again in another unit
    std::optional<gp::Measurement> measurement_;
    std::vector<gp::WindowGoodput> rolling_;
    std::shared_ptr<std::atomic<double>> share_;
    std::shared_ptr<std::atomic<bool>> stop_;
    bool importing_ = false;
    bool measuring_ = false;
};

} // namespace gpui
