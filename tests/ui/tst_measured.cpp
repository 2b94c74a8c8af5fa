// The Measured view: a log read on a worker thread, measured, shown beside the plan, the plan fitted to it and the
// measurement kept as the proposal's baseline.
#include "document/PlanDocument.h"
#include "measured/CalibrateDialog.h"
#include "measured/MeasuredCharts.h"
#include "measured/MeasuredView.h"
#include "proposal/ProposalBuilder.h"
#include "proposal/ProposalOptions.h"

#include <QTemporaryDir>
#include <QTextDocument>
#include <QFile>

#include <qcustomplot.h>

#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QTimer>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

class TestMeasured : public QObject {
    Q_OBJECT
private slots:
    void importMeasuresBesideThePlan();
    void fitAndKeep();
    void brokenFileKeepsTheView();
    void proposalCarriesTheBaseline();
    void cancelStopsALongRead();
};

namespace {
bool importAndWait(gpui::MeasuredView& view, const QString& file)
{
    QSignalSpy done(&view, &gpui::MeasuredView::finished);
    QSignalSpy measured(&view, &gpui::MeasuredView::measured);
    view.importLog(QStringLiteral(GOODPUT_TEST_DATA "/measure/") + file);
    if (!done.wait(10000))
        return false;
    // A log that was read is measured next, off the UI thread too.
    return !view.importing() || measured.wait(10000);
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
    const QString text = gpui::ProposalBuilder::build(doc.plan(), {})->toPlainText();
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
    view.cancelImport();
    QVERIFY(done.wait(10000));
    QVERIFY(!view.measurement());
    QVERIFY(!view.importing());
}

QTEST_MAIN(TestMeasured)
#include "tst_measured.moc"
