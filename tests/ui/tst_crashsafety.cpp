// Kills a process in the middle of saves and autosaves, many times: on disk there is always a whole document.
#include "document/PlanDocument.h"
#include "io/Error.h"
#include "mainwindow/Autosave.h"
#include "mainwindow/FileController.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "plan/Validate.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <csignal>

namespace {

// The kill delays: spread over the range, the same in every run, so a failure can be reproduced.
QRandomGenerator& delays()
{
    static QRandomGenerator generator(20261201u);
    return generator;
}

// Starts the writer, lets it run for a moment drawn from the seeded delays, and kills it with SIGKILL.
void runAndKill(const QStringList& args, int minMs, int maxMs)
{
    QProcess writer;
    writer.start(QStringLiteral(GOODPUT_CRASH_WRITER), args);
    QVERIFY(writer.waitForStarted());
    QVERIFY(writer.waitForReadyRead(10000)); // "ready": one whole save is done
    QTest::qWait(static_cast<int>(delays().bounded(minMs, maxMs))); // time is the subject: killed at any moment
    ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
    writer.waitForFinished();
}

} // namespace

class TestCrashSafety : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void killedInTheMiddleOfSaves();
    void killedInTheMiddleOfAutosaves();
    void killedASecondAfterTyping();
};

void TestCrashSafety::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_crashsafety"));
    QDir(gpui::Autosave::folder()).removeRecursively();
}

void TestCrashSafety::killedInTheMiddleOfSaves()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.gpplan"));
    for (int i = 0; i < 25; ++i) {
        runAndKill({QStringLiteral("save"), path}, 5, 80);
        // Either the old or the new whole document: it always loads.
        try {
            const gp::Plan plan = gp::loadPlanFile(QFile::encodeName(path).toStdString());
            QVERIFY(plan.title.rfind("revision ", 0) == 0);
            QVERIFY(plan.notes.size() >= gp::kMaxNotes - 6000);
        } catch (const gp::Error& e) {
            QFAIL(e.what());
        }
    }
}

void TestCrashSafety::killedInTheMiddleOfAutosaves()
{
    for (int i = 0; i < 15; ++i) {
        // While the other instance runs, its autosave is live: never offered, never touched.
        QProcess writer;
        writer.start(QStringLiteral(GOODPUT_CRASH_WRITER), {QStringLiteral("autosave")});
        QVERIFY(writer.waitForStarted());
        QVERIFY(writer.waitForReadyRead(10000)); // one whole autosave is done
        QVERIFY(gpui::Autosave::stale().isEmpty());
        QTest::qWait(static_cast<int>(delays().bounded(5, 80))); // time is the subject: killed at any moment
        ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
        writer.waitForFinished();
        // The next start finds the dead instance's autosave, whole, and offers it.
        const QList<gpui::Autosave::Found> stale = gpui::Autosave::stale();
        QCOMPARE(stale.size(), 1);
        QWidget window;
        gpui::PlanDocument doc;
        gpui::FileController files(&doc, &window);
        QVERIFY(files.recover(stale.front().path));
        QVERIFY(doc.plan().title.rfind("revision ", 0) == 0);
        QVERIFY(doc.isModified());
        files.discardAutosave();
    }
}

void TestCrashSafety::killedASecondAfterTyping()
{
    // A new window's first edits, killed a second after the last key: the autosave, written within
    // FileController::kAutosaveQuietMs of the last edit, holds every key, and the next start offers it.
    QDir(gpui::Autosave::folder()).removeRecursively();
    const QString typed = QStringLiteral("Ask about the reservation before Friday");
    QProcess writer;
    writer.start(QStringLiteral(GOODPUT_CRASH_WRITER), {QStringLiteral("type"), typed});
    QVERIFY(writer.waitForStarted());
    QVERIFY(writer.waitForReadyRead(10000)); // "typed"
    // Killed once the autosave holds every key, which it does within kAutosaveQuietMs of the last: the file itself,
    // not the temporary one it is written to before it takes its place.
    const auto holdsEveryKey = [&typed] {
        QDirIterator files(gpui::Autosave::folder(), {QStringLiteral("*.gpplan")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile file(files.next());
            if (file.open(QIODevice::ReadOnly) && file.readAll().contains(typed.toUtf8()))
                return true;
        }
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(holdsEveryKey(), 10 * gpui::FileController::kAutosaveQuietMs);
    ::kill(static_cast<pid_t>(writer.processId()), SIGKILL);
    writer.waitForFinished();
    const QList<gpui::Autosave::Found> stale = gpui::Autosave::stale();
    QCOMPARE(stale.size(), 1);
    QVERIFY(stale.front().written.isValid());
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    QVERIFY(files.recover(stale.front().path));
    QCOMPARE(QString::fromStdString(doc.plan().notes).right(typed.size()), typed);
    files.discardAutosave();
}

QTEST_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
