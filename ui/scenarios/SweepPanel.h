#pragma once

#include "search/Sweep.h"
#include "workbench/InputSpec.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

namespace gpui {

class PlanDocument;
class SweepChart;
class ViewRefresh;

// A sweep of the plan shown (the base or the active scenario): one input varied over a range, the outcome
// tabulated and charted, and any of its points kept as scenarios (docs/model.md section 19).
class SweepPanel : public QWidget {
    Q_OBJECT
public:
    explicit SweepPanel(PlanDocument* document, QWidget* parent = nullptr);

    // Sets the controls and runs the sweep; the error when the range is refused.
    std::optional<QString> runSweep(const std::string& inputId, double from, double to, int steps);
    // Adds a scenario for each of these rows of the table, named by the input and its value; how many it added.
    int keepAsScenarios(const std::vector<int>& rows);

    QTableWidget* table() const { return table_; }
    SweepChart* chart() const { return chart_; }
    const std::vector<gp::SweepPoint>& points() const { return points_; }

    // The translated name of a sweep input, with its unit as the workbench shows it.
    QString inputLabel(const gp::SweepInput& input) const;
    // A value of the input as the table shows it, in that unit ("64", "30.0 min", "45.0 %").
    QString valueText(const gp::SweepInput& input, double value) const;

private:
    InputSpec specOf(const gp::SweepInput& input) const;
    void inputChanged();
    void refresh();
    const gp::SweepInput& input() const;
    PlanDocument* document_;
    QComboBox* inputBox_;
    QDoubleSpinBox* from_;
    QDoubleSpinBox* to_;
    QSpinBox* steps_;
    QLabel* status_;
    QTableWidget* table_;
    SweepChart* chart_;
    QPushButton* keep_;
    std::vector<gp::SweepPoint> points_;
    ViewRefresh* refresh_ = nullptr;
    QList<InputSpec> specs_; // the workbench's label, unit and decimals of each input
};

} // namespace gpui
