#include "common/ViewRefresh.h"

#include "document/PlanDocument.h"

#include <QEvent>
#include <QWidget>

namespace gpui {

ViewRefresh::ViewRefresh(QWidget* view, PlanDocument* document, gp::PlanChange shows, std::function<void()> refresh)
    : QObject(view)
    , view_(view)
    , shows_(shows)
    , refresh_(std::move(refresh))
{
    view_->installEventFilter(this);
    connect(document, &PlanDocument::changed, this, [this](gp::PlanChange change) {
        if (change.touches(shows_))
            invalidate();
    });
}

void ViewRefresh::invalidate()
{
    stale_ = true;
    if (view_->isVisible())
        refreshNow();
}

void ViewRefresh::refreshNow()
{
    stale_ = false;
    refresh_();
}

bool ViewRefresh::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == view_ && event->type() == QEvent::Show && stale_)
        refreshNow();
    return QObject::eventFilter(watched, event);
}

} // namespace gpui
