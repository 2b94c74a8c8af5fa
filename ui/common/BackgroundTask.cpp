#include "common/BackgroundTask.h"

namespace gpui {

BackgroundTask::BackgroundTask(QObject* parent) : QObject(parent)
{
    // One task at a time: a cancelled one winds down before the next begins (the work itself may use every core).
    pool_.setMaxThreadCount(1);
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
