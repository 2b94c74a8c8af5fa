#pragma once

#include <QList>
#include <QWidget>

class QLabel;
class QTabWidget;

namespace gpui {

class PlanDocument;
class PlanChart;
class WorkbenchControls;

// The goodput workbench: the model's inputs on the left, its charts on the right, in tabs. Charts are views of the
// plan: a change of what they show redraws the charts in view at once; the others, and all of them while the
// workbench is hidden, when shown. The Monte Carlo runs only while its tab is seen.
class WorkbenchView : public QWidget {
    Q_OBJECT
public:
    explicit WorkbenchView(PlanDocument* document, QWidget* parent = nullptr);

    WorkbenchControls* controls() const { return controls_; }
    QList<PlanChart*> charts() const { return charts_; }
    QList<PlanChart*> visibleCharts() const;
    QTabWidget* tabs() const { return tabs_; }
    QLabel* servingNote() const { return servingNote_; }
    template <class T>
    T* chart() const
    {
        for (PlanChart* c : charts_)
            if (auto* t = qobject_cast<T*>(c))
                return t;
        return nullptr;
    }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void refreshVisible();

    PlanDocument* document_;
    WorkbenchControls* controls_;
    QTabWidget* tabs_;
    QLabel* servingNote_ = nullptr;
    QList<PlanChart*> charts_;
    QList<QList<PlanChart*>> pages_;
    QList<bool> stale_;
};

} // namespace gpui
