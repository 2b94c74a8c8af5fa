#pragma once

#include "search/Optimize.h"

#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace gpui {

class PlanDocument;
class PlanSearchDialog;

// The recommendation of the plan search at the top of the Costs view (docs/model.md section 24): the configuration
// found with its cost, time and risk, the plan's own beside it, the goal's confidence and budget, a progress bar
// and Cancel while it runs, and Apply, Add as Scenario, Details (the front of cost against time, the runners-up) and
// Export Deployment (the recommendation, or an option of the plan, as a scheduler's files). Applying is one undoable
// edit.
class PlanSearchPanel : public QWidget {
    Q_OBJECT
public:
    explicit PlanSearchPanel(PlanDocument* document, QWidget* parent = nullptr);

    void refresh();
    QLabel* headline() const { return headline_; }
    QLabel* details() const { return details_; }
    // What the last Apply or export did, under the buttons until the plan changes again; hidden when there is none.
    QLabel* done() const { return done_; }
    QPushButton* applyButton() const { return apply_; }
    QPushButton* scenarioButton() const { return scenario_; }
    QPushButton* detailsButton() const { return more_; }
    QPushButton* deployButton() const { return deploy_; }
    QProgressBar* progressBar() const { return progress_; }
    QSpinBox* confidenceBox() const { return confidence_; }
    QDoubleSpinBox* budgetBox() const { return budget_; }
    PlanSearchDialog* dialog() const { return dialog_; }

    // The candidate applied to the base plan as one undoable edit, the scenarios re-based to keep what they set and
    // a recommendation written about the old base cleared (gp::applySearchResult); while a scenario is shown, added
    // as a scenario instead, so that the shown scenario keeps what its name says. Returns what happened, for the
    // panel to say.
    static QString apply(PlanDocument* document, const gp::Candidate& c);
    // The candidate added as a scenario named after it.
    static void addScenario(PlanDocument* document, const gp::Candidate& c);

    void showDetails();

private:
    void showRunning(bool running);
    void showApplied(const QString& done);

    PlanDocument* document_;
    QLabel* headline_;
    QLabel* details_;
    QLabel* done_;
    int doneAt_ = -1; // the undo stack's index when done_ was said
    QProgressBar* progress_;
    QPushButton* cancel_;
    QSpinBox* confidence_;
    QDoubleSpinBox* budget_;
    QPushButton* apply_;
    QPushButton* scenario_;
    QPushButton* more_;
    QPushButton* deploy_; // Export Deployment… (ui/deploy/ExportDeploymentDialog.h)
    PlanSearchDialog* dialog_ = nullptr;
};

} // namespace gpui
