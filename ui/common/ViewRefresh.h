#pragma once

#include "plan/PlanChange.h"

#include <QObject>

#include <functional>

class QWidget;

namespace gpui {

class PlanDocument;

// Keeps a view's work to when it is seen. A change of the document that touches what the view shows refreshes it
// at once while the view is visible; otherwise the view is marked stale and refreshed when it is next shown. One
// per view: the view names the plan parts it shows and the function that redraws it.
class ViewRefresh : public QObject {
    Q_OBJECT
public:
    ViewRefresh(QWidget* view, PlanDocument* document, gp::PlanChange shows, std::function<void()> refresh);

    bool isStale() const { return stale_; }
    // Refreshes now if visible, else when next shown (for changes the view learns of in other ways).
    void invalidate();
    // Refreshes now, visible or not (a test, an export of the view's content).
    void refreshNow();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    QWidget* view_;
    gp::PlanChange shows_;
    std::function<void()> refresh_;
    bool stale_ = true;
};

} // namespace gpui
