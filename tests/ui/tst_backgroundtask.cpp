// The background-task helper every view's worker runs on: progress arrives on the view's thread, Cancel stops the
// work, destroying the task while it runs waits for the work to leave its thread, and a task started again never
// delivers the older result, even one already finished.
#include "common/BackgroundTask.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>
#include <vector>

using gpui::BackgroundTask;

namespace {

// Work that runs until it is cancelled (at most `limitMs`), reporting a little progress each 10 ms; `exited` is set
// as it returns.
auto untilCancelled(std::shared_ptr<std::atomic<bool>> exited, int limitMs = 20000)
{
    return [exited, limitMs](QPromise<int>& promise) {
        QElapsedTimer clock;
        clock.start();
        while (!promise.isCanceled() && clock.elapsed() < limitMs) {
            BackgroundTask::report(promise, 0.5 * static_cast<double>(clock.elapsed()) / limitMs + 0.01);
            QThread::msleep(10);
        }
        promise.addResult(-1);
        exited->store(true);
    };
}

} // namespace

class TestBackgroundTask : public QObject {
    Q_OBJECT
private slots:
    void progressArrivesAndTheResultIsDelivered();
    void cancelStopsTheWork();
    void destroyingItMidRunWaitsForTheWork();
    void anOlderResultIsNeverDelivered();
};

void TestBackgroundTask::progressArrivesAndTheResultIsDelivered()
{
    BackgroundTask task;
    QSignalSpy progressed(&task, &BackgroundTask::progressed);
    QSignalSpy finished(&task, &BackgroundTask::finished);
    std::vector<int> delivered;
    const Qt::HANDLE ui = QThread::currentThreadId();
    std::atomic<Qt::HANDLE> worker{nullptr};
    // Ten steps of 60 ms each: Qt passes on a change every 40 ms at most, so several of them arrive.
    task.start<int>(
        [&worker](QPromise<int>& promise) {
            worker.store(QThread::currentThreadId());
            for (int step = 1; step <= 10; ++step) {
                QThread::msleep(60);
                BackgroundTask::report(promise, step / 10.0);
            }
            promise.addResult(42);
        },
        [&delivered, ui](int value) {
            QCOMPARE(QThread::currentThreadId(), ui); // delivered on the view's thread
            delivered.push_back(value);
        });
    QVERIFY(task.isRunning());
    QVERIFY(finished.wait(10000));
    QVERIFY(worker.load() != ui);
    QCOMPARE(delivered, std::vector<int>{42});
    QCOMPARE(finished.count(), 1);
    // The shares arrive in order, several of them on the way to the whole.
    double last = 0.0;
    int steps = 0;
    for (const QList<QVariant>& args : progressed) {
        const double share = args.at(0).toDouble();
        QVERIFY2(share >= last && share <= 1.0, qPrintable(QString::number(share)));
        steps += share > last;
        last = share;
    }
    QVERIFY2(steps >= 3, qPrintable(QString::number(steps)));
    QCOMPARE(last, 1.0);
    QVERIFY(!task.isRunning());
}

void TestBackgroundTask::cancelStopsTheWork()
{
    BackgroundTask task;
    QSignalSpy finished(&task, &BackgroundTask::finished);
    auto exited = std::make_shared<std::atomic<bool>>(false);
    bool delivered = false;
    task.start<int>(untilCancelled(exited), [&delivered](int) { delivered = true; });
    QTRY_VERIFY(task.progress() > 0.0); // under way on its thread
    QElapsedTimer clock;
    clock.start();
    task.cancel();
    QVERIFY(!task.isRunning());
    // The work sees the cancel at its next 10 ms step, far short of its 20 s.
    QTRY_VERIFY_WITH_TIMEOUT(!task.isWindingDown(), 5000);
    QVERIFY(exited->load());
    QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    QCoreApplication::sendPostedEvents(); // what it posted before it left is delivered now
    QCoreApplication::processEvents();
    QVERIFY(!delivered);
    QCOMPARE(finished.count(), 0);
}

void TestBackgroundTask::destroyingItMidRunWaitsForTheWork()
{
    auto exited = std::make_shared<std::atomic<bool>>(false);
    bool delivered = false;
    auto task = std::make_unique<BackgroundTask>();
    task->start<int>(untilCancelled(exited), [&delivered](int) { delivered = true; });
    QTRY_VERIFY(task->progress() > 0.0);
    QElapsedTimer clock;
    clock.start();
    task.reset();
    // The destructor cancelled the work and waited for it: it has returned, within moments.
    QVERIFY(exited->load());
    QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed())));
    QCoreApplication::sendPostedEvents(); // what it posted before it returned is delivered now
    QCoreApplication::processEvents();
    QVERIFY(!delivered);
}

void TestBackgroundTask::anOlderResultIsNeverDelivered()
{
    BackgroundTask task;
    QSignalSpy finished(&task, &BackgroundTask::finished);
    std::vector<int> delivered;
    const auto keep = [&delivered](int value) { delivered.push_back(value); };
    // The first task finishes on its thread before the event loop runs again: its result is already on its way
    // when the second is started, and is dropped.
    task.start<int>([](QPromise<int>& promise) { promise.addResult(1); }, keep);
    task.waitForDone();
    task.start<int>([](QPromise<int>& promise) { promise.addResult(2); }, keep);
    // A third that ignores its cancel and hands back a result all the same, started over by a fourth.
    task.waitForDone();
    QTRY_COMPARE(delivered, std::vector<int>{2});
    task.start<int>(
        [](QPromise<int>& promise) {
            QThread::msleep(100);
            promise.addResult(3);
        },
        keep);
    task.start<int>([](QPromise<int>& promise) { promise.addResult(4); }, keep);
    QTRY_COMPARE(delivered, (std::vector<int>{2, 4}));
    task.waitForDone();
    QCoreApplication::sendPostedEvents(); // the third's result, posted before it left, is dropped now if ever
    QCoreApplication::processEvents();
    QCOMPARE(delivered, (std::vector<int>{2, 4}));
    QCOMPARE(finished.count(), 2);
}

QTEST_GUILESS_MAIN(TestBackgroundTask)
#include "tst_backgroundtask.moc"
