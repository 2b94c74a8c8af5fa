#pragma once

#include "plan/Evaluate.h"
#include "search/Optimize.h"

#include <QDialog>

#include <vector>

class QCustomPlot;
class QLabel;
class QPushButton;
class QSplitter;
class QTabWidget;
class QTableWidget;

namespace gpui {

// The plan search in full (docs/model.md section 24): the front of cost against the 90th-percentile wall days
// (click a point to see its configuration), the cheapest options, each other accelerator with why it lost, and how
// many configurations were considered. The point chosen can be applied or kept as a scenario.
class PlanSearchDialog : public QDialog {
    Q_OBJECT
public:
    explicit PlanSearchDialog(QWidget* parent = nullptr);

    void show(const gp::OptimizeResult& result, const gp::Evaluation& ev);
    // The point of the front shown in the text below the chart (the recommendation at first).
    void choose(int index);
    int chosen() const { return chosen_; }
    QCustomPlot* plot() const { return plot_; }
    QLabel* choice() const { return choice_; }
    QTableWidget* topTable() const { return top_; }
    QTableWidget* runnersUpTable() const { return runnersUp_; }
    QLabel* summary() const { return summary_; }
    QSplitter* splitter() const { return splitter_; }
    QTabWidget* tabs() const { return tabs_; }

signals:
    void applyRequested(const gp::Candidate& c);
    void scenarioRequested(const gp::Candidate& c);

private:
    QCustomPlot* plot_;
    QLabel* choice_;
    QLabel* summary_;
    QTableWidget* top_;
    QTableWidget* runnersUp_;
    QPushButton* apply_;
    QPushButton* scenario_;
    QSplitter* splitter_; // the front above, the tables below
    QTabWidget* tabs_;
    std::vector<gp::Candidate> front_;
    gp::Catalog catalog_;
    int chosen_ = -1;
};

} // namespace gpui
