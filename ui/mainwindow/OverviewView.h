#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gpui {

class PlanDocument;

// The plan at a glance: its title, ML Productivity Goodput with its three factors, and where the window's hours go.
class OverviewView : public QWidget {
    Q_OBJECT
public:
    explicit OverviewView(PlanDocument* document, QWidget* parent = nullptr);

private:
    void refresh();

    PlanDocument* document_;
    QLabel* title_;
    QLabel* headline_;
    QLabel* factors_;
    QLabel* error_;
    QTableWidget* buckets_;
    QTableWidget* inputs_;
};

} // namespace gpui
