#include "common/BackgroundTask.h"

namespace gpui {

BackgroundTask::BackgroundTask(QObject* parent) : QObject(parent)
{
    // A task started while a cancelled one winds down (for the moments until its next check) runs beside it on a
    // thread of its own instead of waiting behind it; only one is ever delivered.
    pool_.setMaxThreadCount(4);
}

BackgroundTask::~BackgroundTask()
{
    cancel();
    pool_.waitForDone();
}

void BackgroundTask::watch(QFutureWatcherBase* watcher, std::function<void()> deliver)
{
    watcher_ = watcher;
    connect(watcher, &QFutureWatcherBase::progressValueChanged, this,
            [this](int value) { emit progressed(static_cast<double>(value) / kProgressSteps); });
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, deliver = std::move(deliver)] {
        watcher_ = nullptr;
        watcher->deleteLater();
        deliver();
        emit finished();
    });
}

void BackgroundTask::cancel()
{
    if (!watcher_)
        return;
    // Dropping the watcher drops whatever the task has yet to deliver; the task sees the cancel at its next check.
    watcher_->disconnect(this);
    watcher_->cancel();
    watcher_->deleteLater();
    watcher_ = nullptr;
}

double BackgroundTask::progress() const
{
    return watcher_ ? static_cast<double>(watcher_->progressValue()) / kProgressSteps : 0.0;
}

} // namespace gpui
