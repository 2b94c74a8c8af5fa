#pragma once

#include <QFutureWatcher>
#include <QObject>
#include <QPromise>
#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <utility>

namespace gpui {

// A piece of work off the user interface's thread: the plan search, the Monte Carlo simulation, a goodput log read or
// measured. start() runs work(QPromise<T>&) on the task's own pool with QtConcurrent::run; the work
// reports its progress with report() and looks at promise.isCanceled() (or cancelled(), for the core) between its
// steps. Its one result is handed to `done` on this object's thread, then finished() is emitted.
//
// Only the newest start() is ever delivered: a new start() and cancel() cancel the task under way and drop its
// watcher, so nothing it reports after reaches the view (no counters compare starts). The destructor cancels the task
// and waits until it has left its thread, so the work may use what its owner owns until it returns.
class BackgroundTask : public QObject {
    Q_OBJECT
public:
    // The promise's progress runs from 0 to this; report() turns a share into it.
    static constexpr int kProgressSteps = 1000;

    explicit BackgroundTask(QObject* parent = nullptr);
    ~BackgroundTask() override;

    // Cancels the task under way, if any, and runs `work` (a callable taking QPromise<T>&, adding one result unless
    // it sees a cancel, and throwing nothing) on the task's pool; `done(T)` is called with that result on this
    // object's thread, unless the task is cancelled or started again first.
    template <typename T, typename Work, typename Done>
    void start(Work work, Done done)
    {
        cancel();
        auto* watcher = new QFutureWatcher<T>(this);
        watch(watcher, [watcher, done = std::move(done)]() mutable {
            if (watcher->future().resultCount() > 0)
                done(watcher->future().takeResult());
        });
        watcher->setFuture(QtConcurrent::run(&pool_, [work = std::move(work)](QPromise<T>& promise) mutable {
            promise.setProgressRange(0, kProgressSteps);
            work(promise);
        }));
    }

    // Stops the task under way: it winds down at its next check, and nothing of it is delivered.
    void cancel();
    // A task started and neither finished nor cancelled.
    bool isRunning() const { return watcher_ != nullptr; }
    // Some task, cancelled or not, is still on its thread.
    bool isWindingDown() const { return pool_.activeThreadCount() > 0; }
    // The share of the running task done, 0 to 1 (0 when none runs).
    double progress() const;
    // Blocks until every task has left its thread (for tests and shutdown).
    void waitForDone() { pool_.waitForDone(); }

    // The share done as the promise's progress, from any thread (Qt passes on at most 25 changes a second).
    template <typename T>
    static void report(QPromise<T>& promise, double share)
    {
        const double clamped = std::isfinite(share) ? std::clamp(share, 0.0, 1.0) : 0.0;
        promise.setProgressValue(static_cast<int>(std::lround(clamped * kProgressSteps)));
    }
    // The promise's cancel as the core asks for it (gp::SimulationControl, gp::OptimizeControl).
    template <typename T>
    static std::function<bool()> cancelled(QPromise<T>& promise)
    {
        return [&promise] { return promise.isCanceled(); };
    }

signals:
    void progressed(double share); // of the running task
    void finished();               // the running task's result was delivered

private:
    void watch(QFutureWatcherBase* watcher, std::function<void()> deliver);

    QThreadPool pool_;
    QFutureWatcherBase* watcher_ = nullptr; // of the running task
};

} // namespace gpui
