// The Measured view: a log read on a worker thread, measured, shown beside the plan, the plan fitted to it and the
// measurement kept as the proposal's baseline.
#include "plan/ScenarioCompare.h"
#include "document/PlanDocument.h"
#include "measured/CalibrateDialog.h"
#include "measured/MeasuredCharts.h"
#include "measured/MeasuredView.h"
#include "MeasuredImport.h"
#include "common/BackgroundTask.h"
#include "presenters/Format.h"
#include "proposal/ProposalBuilder.h"
#include "proposal/ProposalOptions.h"

#include <QTemporaryDir>
#include <QTextDocument>
#include <QFile>
#include <QComboBox>
#include <QAbstractButton>

#include <qcustomplot.h>

#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QProgressBar>
#include <QTimer>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

#include <fstream>
#include <string>

// AddressSanitizer keeps freed memory in quarantine and counts its shadow: resident sizes say nothing there.
#if defined(__SANITIZE_ADDRESS__)
#define GOODPUT_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GOODPUT_ASAN 1
#endif
#endif

class TestMeasured : public QObject {
    Q_OBJECT
private slots:
    void memoryIsReturnedAfterAnError(); // first: the process's peak is still its start's
    void importMeasuresBesideThePlan();
    void readsAsTheJobRan();
    void anElasticJobShowsItsWaitsAndSlices();
    void fitAndKeep();
    void brokenFileKeepsTheView();
    void proposalCarriesTheBaseline();
    void cancelStopsALongRead();
    void millisecondTimesAreReadAsSuchWhenTheUserAgrees();
    void anotherTimeUnitReadsTheLogAgain();
    void fitAsksFirstWhenValuesAreImplausible();
    void timeWithNoCauseSaysWhereItIsCounted();
};

using gptest::importAndWait;

namespace {

// Answers the next message box with `button` (as the user would), keeping its text.
class BoxAnswer : public QObject {
public:
    explicit BoxAnswer(QMessageBox::StandardButton button) : button_(button)
    {
        timer_.setInterval(20);
        QObject::connect(&timer_, &QTimer::timeout, this, [this] {
            for (QWidget* w : QApplication::topLevelWidgets())
                if (auto* box = qobject_cast<QMessageBox*>(w); box && box->isVisible()) {
                    text = box->text() + QLatin1Char('\n') + box->informativeText();
                    ++boxes;
                    box->button(button_)->click();
                    return;
                }
        });
        timer_.start();
    }
    QString text;
    int boxes = 0;

private:
    QMessageBox::StandardButton button_;
    QTimer timer_;
};

// A value of /proc/self/status in MB ("VmRSS", "VmHWM"); unused under AddressSanitizer.
[[maybe_unused]] double statusMb(const char* key)
{
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind(key, 0) == 0)
            return std::stod(line.substr(line.find(':') + 1)) / 1024.0;
    return -1;
}

} // namespace

void TestMeasured::importMeasuresBesideThePlan()
{
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    view.resize(1100, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(importAndWait(view, QStringLiteral("custom-badput.jsonl")));
    QVERIFY(view.measurement());
    // 25 of 54 s productive (tst_measure works it out): 46.3 %.
    QVERIFY2(view.summary()->text().contains(QStringLiteral("46.3 %")), qPrintable(view.summary()->text()));
    // The timeline has a lane for productive steps and one for each bucket that occurred.
    QVERIFY(view.charts()->timeline()->graphCount() >= 5);
    // Measured and planned side by side, each set of shares within 0 to 100 %.
    const auto c = gpui::MeasuredCharts::compare(gp::baselineOf(*view.measurement(), {}), doc.evaluation());
    QCOMPARE(c.measured.size(), c.planned.size());
    double measured = 0, planned = 0;
    for (int i = 0; i < c.measured.size(); ++i) {
        measured += c.measured[i];
        planned += c.planned[i];
    }
    QVERIFY(measured > 90 && measured <= 100.001);
    QVERIFY(planned > 90 && planned <= 100.001);
}

void TestMeasured::readsAsTheJobRan()
{
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    view.resize(1100, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // A 20 s job: its time axes count seconds, not 0.005 hours.
    QVERIFY(importAndWait(view, QStringLiteral("simple.jsonl")));
    gpui::MeasuredCharts* charts = view.charts();
    QVERIFY2(charts->timeline()->xAxis->label().startsWith(QStringLiteral("Seconds from the start")),
             qPrintable(charts->timeline()->xAxis->label()));
    QCOMPARE(charts->timeline()->xAxis->range().upper, 20.0);
    const QString summary = view.summary()->text();
    QVERIFY2(summary.contains(QStringLiteral("no disruption")), qPrintable(summary));
    // "Productive" is one share, and the plan's other percentage is named for what it is.
    QVERIFY2(summary.contains(QStringLiteral("of its window in productive steps")), qPrintable(summary));
    QVERIFY2(summary.contains(gpui::percent(doc.evaluation()->goodput.mlProductivity)), qPrintable(summary));
    // The 5 s before the first step have a lane of their own in the legend, and pointing at them says what they are.
    QCPGraph* gapLane = nullptr;
    for (int i = 0; i < charts->timeline()->graphCount(); ++i)
        if (charts->timeline()->graph(i)->name().replace(QLatin1Char('\n'), QLatin1Char(' ')) == QStringLiteral("No cause logged (counted as Other)"))
            gapLane = charts->timeline()->graph(i);
    QVERIFY(gapLane);
    // Its hatch follows the palette: light on a dark one.
    QPalette dark = view.palette();
    dark.setColor(QPalette::Text, Qt::white);
    view.setPalette(dark);
    QCOMPARE(gapLane->brush().color(), QColor(Qt::white));
    QCOMPARE(gapLane->brush().style(), Qt::BDiagPattern);
    const QString tip = charts->timelineTip(2.0);
    QVERIFY2(tip.startsWith(QStringLiteral("No cause logged (counted as Other): 5 s, from 0.0 s to 5.0 s after the start.")), qPrintable(tip));
    QVERIFY2(charts->timelineTip(10.0).startsWith(QStringLiteral("Productive steps")), qPrintable(charts->timelineTip(10.0)));
    // Each group of the comparison explains itself: 15 of 20 s productive, and what "Other" holds on either side.
    QVERIFY2(charts->groupTip(0).startsWith(QStringLiteral("Productive: 75.0 % measured")), qPrintable(charts->groupTip(0)));
    QVERIFY2(charts->groupTip(5).contains(QStringLiteral("waiting for capacity")), qPrintable(charts->groupTip(5)));
    QVERIFY(charts->groupTip(6).isEmpty());

    // One disruption is one, not "1 disruptions".
    QVERIFY(importAndWait(view, QStringLiteral("restart-from-two.jsonl")));
    QVERIFY2(view.summary()->text().contains(QStringLiteral("1 disruption.")), qPrintable(view.summary()->text()));
}

void TestMeasured::timeWithNoCauseSaysWhereItIsCounted()
{
    // The elastic job's 84 s: 40 s of steps and 44 s of logged causes (10 s initialization, 5 s preparation, 10 s
    // of a slice down, 15 s re-initializing, 4 s scaling up), so Other is 84 - 40 - 44 = 0. Its timeline still has
    // stretches with no cause (the 5 s from the preparation's end to the first step): the lane does not say they
    // are counted as Other beside an Other of 0.0 %, it says they are in the causes' times.
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    view.resize(1100, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(importAndWait(view, QStringLiteral("elastic.jsonl")));
    gpui::MeasuredCharts* charts = view.charts();
    QVERIFY2(charts->groupTip(5).startsWith(QStringLiteral("Other: 0.0 % measured")), qPrintable(charts->groupTip(5)));
    QStringList lanes;
    for (int i = 0; i < charts->timeline()->graphCount(); ++i)
        lanes << charts->timeline()->graph(i)->name().replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY2(!lanes.join(QLatin1Char('|')).contains(QStringLiteral("counted as Other")), qPrintable(lanes.join(QLatin1Char('|'))));
    QVERIFY2(lanes.contains(QStringLiteral("No cause logged (counted in the logged causes)")), qPrintable(lanes.join(QLatin1Char('|'))));
    // Pointing at the 5 s before the first step (17 s after the start), and at Other's bar, says so in numbers.
    const QString tip = charts->timelineTip(17.0);
    QVERIFY2(tip.startsWith(QStringLiteral("No cause logged (counted in the logged causes): ")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("and 0.0 % in Other.")), qPrintable(tip));
    QVERIFY2(charts->groupTip(5).contains(QStringLiteral("and 0.0 % in Other.")), qPrintable(charts->groupTip(5)));
    // A job whose Other holds its time with no cause says it is counted there.
    QVERIFY(importAndWait(view, QStringLiteral("simple.jsonl")));
    QVERIFY(charts->timelineTip(2.0).startsWith(QStringLiteral("No cause logged (counted as Other): ")));
    QVERIFY(!charts->groupTip(5).contains(QStringLiteral("in Other.")));
}

// An elastic job (tst_measureelastic has the library's figures): its waits and re-initialization are lanes of
// the timeline, and the summary counts them and gives the share of slices that stepped and were available.
void TestMeasured::anElasticJobShowsItsWaitsAndSlices()
{
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    view.resize(1100, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(importAndWait(view, QStringLiteral("elastic.jsonl")));
    const QString summary = view.summary()->text();
    QVERIFY2(summary.contains(QStringLiteral("Elastic waits: after a lost slice 1, to scale up 1; re-initializations: 1.")),
             qPrintable(summary));
    // 64 s productive and 44 s of badput in 84 s: the library's overlap, said.
    QVERIFY2(summary.contains(QStringLiteral("Its shares add up to 128.6 %")), qPrintable(summary));
    // 74.25 of 84 slice-seconds stepping, 78.75 available.
    QVERIFY2(summary.contains(QStringLiteral("Slices stepping 88.4 % of the time, available 93.8 %")), qPrintable(summary));
    QStringList lanes;
    for (int i = 0; i < view.charts()->timeline()->graphCount(); ++i)
        lanes << view.charts()->timeline()->graph(i)->name().replace(QLatin1Char('\n'), QLatin1Char(' '));
    for (const char* lane : {"Elastic: waiting after a lost slice", "Elastic: waiting to scale up", "Elastic: re-initialization"})
        QVERIFY2(lanes.contains(QLatin1String(lane)), qPrintable(lanes.join(QStringLiteral(", "))));
    // Pointing at the re-initialization (40 to 55 s) names it.
    QVERIFY2(view.charts()->timelineTip(50.0).contains(QStringLiteral("Elastic: re-initialization")),
             qPrintable(view.charts()->timelineTip(50.0)));
}

void TestMeasured::fitAndKeep()
{
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    QVERIFY(importAndWait(view, QStringLiteral("restart-from-two.jsonl")));
    const gp::Plan before = doc.plan();
    gpui::CalibrateDialog dialog(*view.measurement(), doc.plan());
    QVERIFY(dialog.table()->rowCount() >= 3);
    const auto accepted = dialog.accepted();
    QCOMPARE(accepted.size(), std::size_t(dialog.table()->rowCount())); // all ticked at first
    doc.modify(QStringLiteral("fit"), [&](gp::Plan& p) { p = gp::applyCalibration(p, {accepted[1]}); });
    QVERIFY(!(doc.plan().goodput == before.goodput));
    view.keepAsBaseline();
    QVERIFY(doc.plan().measured);
    QCOMPARE(doc.plan().measured->disruptions, 1);
    doc.undoStack()->undo();
    QVERIFY(!doc.plan().measured);
}

void TestMeasured::brokenFileKeepsTheView()
{
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    QVERIFY(importAndWait(view, QStringLiteral("simple.jsonl")));
    QVERIFY(view.measurement());
    QTimer::singleShot(0, [] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w))
                box->accept();
    });
    QTimer::singleShot(200, [] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* box = qobject_cast<QMessageBox*>(w))
                box->accept();
    });
    QVERIFY(importAndWait(view, QStringLiteral("not-a-log.json")));
    QVERIFY(view.measurement()); // the measurement before stays
    QVERIFY(!view.importing());
}

void TestMeasured::proposalCarriesTheBaseline()
{
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    QVERIFY(importAndWait(view, QStringLiteral("restart-from-two.jsonl")));
    view.keepAsBaseline();
    const QString text = gpui::ProposalBuilder::build(gp::evaluateRecommended(doc.plan()), {})->toPlainText();
    QVERIFY(text.contains(QStringLiteral("Measured baseline")));
    // Measured to its last entry at 36 s: 12 of 36 s productive.
    QVERIFY2(text.contains(QStringLiteral("33.3 % of its time was productive")), qPrintable(text.left(4000)));
}

void TestMeasured::cancelStopsALongRead()
{
    // 600,000 steps (about 40 MB): cancelled at once, the read stops within moments and nothing is measured.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("long.jsonl"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"job_name\": \"long\", \"job_start_time\": 1704070800}\n");
        for (int i = 0; i < 600000; ++i)
            f.write(QStringLiteral("{\"job_name\": \"long\", \"step_count\": %1, \"step_start_time\": %2}\n")
                        .arg(i)
                        .arg(1704070810.0 + 2.0 * i, 0, 'f', 3)
                        .toUtf8());
    }
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    QSignalSpy done(&view, &gpui::MeasuredView::finished);
    view.importLog(path);
    QTRY_VERIFY(view.findChild<QProgressBar*>()->value() > 0); // under way
    view.cancelImport();
    QCOMPARE(done.count(), 1); // the view is ready again at once
    QVERIFY(!view.importing());
    // The read itself leaves its thread within moments, long before the whole file could be read.
    for (const auto* task : view.findChildren<gpui::BackgroundTask*>())
        QTRY_VERIFY_WITH_TIMEOUT(!task->isWindingDown(), 2000);
    QCoreApplication::sendPostedEvents(); // what the read posted before it left is delivered now
    QCoreApplication::processEvents();
    QVERIFY(!view.measurement());
    QCOMPARE(done.count(), 1);
}

void TestMeasured::memoryIsReturnedAfterAnError()
{
#ifdef GOODPUT_ASAN
    QSKIP("resident sizes under AddressSanitizer include its quarantine and shadow");
#else
    // One line of 200 MB: it took 2.2 GB to be refused and kept 838 MB after. Read as it streams by, the line is
    // skipped at 16 MiB: the peak stays far below the file's size, and what was taken is given back.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("one-line.jsonl"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"job_name\": \"");
        const QByteArray chunk(1 << 20, 'a');
        for (int i = 0; i < 200; ++i)
            f.write(chunk);
        f.write("\"}\n");
    }
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    const double before = statusMb("VmRSS:");
    BoxAnswer answer(QMessageBox::Ok);
    QSignalSpy done(&view, &gpui::MeasuredView::finished);
    view.importLog(path);
    QVERIFY(done.wait(20000));
    QVERIFY(answer.text.contains(QStringLiteral("16 MiB")));
    const double peak = statusMb("VmHWM:"), after = statusMb("VmRSS:");
    qInfo("resident %.0f MB before, %.0f MB after, peak %.0f MB", before, after, peak);
    QVERIFY2(peak - before < 100, qPrintable(QString::number(peak - before)));
    QVERIFY2(after - before < 40, qPrintable(QString::number(after - before)));
    QVERIFY(!view.measurement());
#endif
}

void TestMeasured::millisecondTimesAreReadAsSuchWhenTheUserAgrees()
{
    // The 105 s job in milliseconds (tst_measurelog): refused as seconds; the box offers milliseconds, and yes reads
    // it again so: 100 of 105 s productive, 95.2 %.
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    BoxAnswer answer(QMessageBox::Yes);
    QVERIFY(importAndWait(view, QStringLiteral("times-ms.jsonl")));
    QCOMPARE(answer.boxes, 1);
    QVERIFY2(answer.text.contains(QStringLiteral("milliseconds")), qPrintable(answer.text));
    QVERIFY(view.measurement());
    QCOMPARE(view.measurement()->totalSeconds, 105.0);
    QCOMPARE(view.chosenTimeUnit(), gp::TimeUnit::Milliseconds);
    QVERIFY2(view.summary()->text().contains(QStringLiteral("95.2 %")), qPrintable(view.summary()->text()));
}

void TestMeasured::anotherTimeUnitReadsTheLogAgain()
{
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    view.chooseTimeUnit(gp::TimeUnit::Nanoseconds);
    QVERIFY(importAndWait(view, QStringLiteral("times-ns.jsonl")));
    QVERIFY(view.measurement());
    QVERIFY(std::abs(view.measurement()->totalSeconds - 105.0) < 1e-6);
    // Seconds chosen: read again, refused, the box answered no: the measurement before stays.
    BoxAnswer answer(QMessageBox::No);
    QSignalSpy done(&view, &gpui::MeasuredView::finished);
    view.timeUnit()->setCurrentIndex(view.timeUnit()->findData(static_cast<int>(gp::TimeUnit::Seconds)));
    emit view.timeUnit()->activated(view.timeUnit()->currentIndex());
    QVERIFY(done.wait(10000));
    QCOMPARE(answer.boxes, 1);
    QVERIFY(answer.text.contains(QStringLiteral("nanoseconds")));
    QVERIFY(view.measurement());
}

void TestMeasured::fitAsksFirstWhenValuesAreImplausible()
{
    // A time of 0 (line 4), a job end in milliseconds (line 16) and a save longer than the job (line 8): measured
    // without them, each named; the plan is fitted only when the user says yes.
    gpui::PlanDocument doc;
    gpui::MeasuredView view(&doc);
    QVERIFY(importAndWait(view, QStringLiteral("implausible-among-plausible.jsonl")));
    QVERIFY(view.measurement());
    QCOMPARE(view.measurement()->doubtCount, std::size_t(3));
    QVERIFY(view.warnings()->text().contains(QStringLiteral("line 4: ")));
    QVERIFY(view.warnings()->text().contains(QStringLiteral("line 8: ")));
    int dialogs = 0;
    QTimer closeDialogs;
    closeDialogs.setInterval(20);
    connect(&closeDialogs, &QTimer::timeout, [&] {
        for (QWidget* w : QApplication::topLevelWidgets())
            if (auto* d = qobject_cast<gpui::CalibrateDialog*>(w); d && d->isVisible()) {
                QVERIFY(d->table()->rowCount() > 0); // confirmed: the proposals are there
                ++dialogs;
                d->reject();
            }
    });
    closeDialogs.start();
    {
        BoxAnswer no(QMessageBox::No);
        view.fitPlan();
        QCOMPARE(no.boxes, 1);
        QVERIFY2(no.text.contains(QStringLiteral("3 of the log's values are implausible")), qPrintable(no.text));
        QCOMPARE(dialogs, 0);
    }
    {
        BoxAnswer yes(QMessageBox::Yes);
        view.fitPlan();
        QCOMPARE(yes.boxes, 1);
        QCOMPARE(dialogs, 1);
    }
    // A clean measurement asks nothing.
    QVERIFY(importAndWait(view, QStringLiteral("simple.jsonl")));
    BoxAnswer none(QMessageBox::Yes);
    view.fitPlan();
    QCOMPARE(none.boxes, 0);
    QCOMPARE(dialogs, 2);
}

QTEST_MAIN(TestMeasured)
#include "tst_measured.moc"
