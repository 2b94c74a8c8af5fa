#pragma once

#include <QWidget>

class QLabel;
class QTableWidget;

namespace gpui {

class PlanDocument;
class ViewRefresh;

// The plan at a glance: its title, ML Productivity Goodput with its three factors, and where the window's hours go.
class OverviewView : public QWidget {
    Q_OBJECT
public:
    explicit OverviewView(PlanDocument* document, QWidget* parent = nullptr);

    ViewRefresh* refresher() const { return refresh_; }

private:
    void refresh();

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
