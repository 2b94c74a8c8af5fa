#pragma once

#include "plan/Evaluate.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gpui {

class PlanDocument;
class ViewRefresh;

// The plan at a glance: its title, ML Productivity Goodput with its three factors, and where the window's hours go;
// for an inference plan, the cost of serving, the accelerator served and why, and its figures.
class OverviewView : public QWidget {
    Q_OBJECT
public:
    explicit OverviewView(PlanDocument* document, QWidget* parent = nullptr);

    ViewRefresh* refresher() const { return refresh_; }

private:
    void refresh();
    void showServing(const gp::Plan& plan, const gp::Evaluation& ev);

    PlanDocument* document_;
    QLabel* title_;
    QLabel* headline_;
    QLabel* factors_;
    QLabel* error_;
    QLabel* warnings_;
    QTableWidget* buckets_;
    QTableWidget* inputs_;
    ViewRefresh* refresh_;
};

} // namespace gpui
