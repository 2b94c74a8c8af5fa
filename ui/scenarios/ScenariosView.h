#pragma once

#include <QWidget>

#include <optional>
#include <string>
#include <vector>

class QHBoxLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;

namespace gpui {

class PlanDocument;
class ScenarioCostChart;
class ScenarioDistributionChart;
class WrappingLineEdit;
class SweepPanel;
class ViewRefresh;

// Options side by side. Compare: the base and each scenario in a column (ML Productivity Goodput and its factors, wall days,
// cost, cost per productive hour, the deadline, and the Monte Carlo's 5th and 95th percentiles), what differs from
// the base highlighted, the recommended one marked with the architect's reason, beside charts of cost and wall days and of the goodput
// distributions overlaid. Sweep: one input varied, its points kept as scenarios. Scenarios are added from the plan
// shown, renamed, reordered, deleted and recommended here, each an undoable edit; the toolbar shows one.
class ScenariosView : public QWidget {
    Q_OBJECT
public:
    explicit ScenariosView(PlanDocument* document, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }
    QTabWidget* tabs() const { return tabs_; }
    ScenarioCostChart* costChart() const { return costChart_; }
    ScenarioDistributionChart* distributionChart() const { return distributionChart_; }
    SweepPanel* sweep() const { return sweep_; }
    WrappingLineEdit* reason() const { return reason_; }
    // The column's scenario: empty for the base.
    std::string scenarioAt(int column) const;

    // Each returns why it refused, or nothing.
    std::optional<QString> addFromShown(const QString& name);
    // Adds a copy of the option (the base for an empty name) after it; the copy's name, empty when the plan is full.
    std::string duplicateScenario(const std::string& name);
    std::optional<QString> renameScenario(const std::string& from, const QString& to);
    void deleteScenario(const std::string& name);
    void moveScenario(const std::string& name, int by);
    void recommend(const std::string& name);

private:
    void refresh();
    // The plan search's recommendation and a button that keeps it as a scenario.
    QHBoxLayout* buildSearchRow();
    std::string selected() const;
    PlanDocument* document_;
    QTableWidget* table_;
    WrappingLineEdit* reason_;
    QLabel* search_;           // the plan search's recommendation, the one every view shows
    QPushButton* keepSearch_;  // adds it as a scenario
    QTabWidget* tabs_;
    ScenarioCostChart* costChart_;
    ScenarioDistributionChart* distributionChart_;
    SweepPanel* sweep_;
    std::vector<std::string> columns_;
    ViewRefresh* refresh_ = nullptr;
};

} // namespace gpui
