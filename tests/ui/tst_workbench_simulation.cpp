// The workbench's Simulation tab: the Monte Carlo off the UI thread, started only when seen, cancelled when its
// inputs change, following a drag, and its timeline.
#include "WorkbenchFixture.h"
#include "document/PlanDocument.h"
#include "goodput/Curves.h"
#include "goodput/Sensitivity.h"
#include "plan/Evaluate.h"
#include "plan/Presets.h"
#include "workbench/BreakdownChart.h"
#include "workbench/IntervalChart.h"
#include "workbench/ScaleChart.h"
#include "workbench/SimulationChart.h"
#include "workbench/SpareChart.h"
#include "workbench/SliderField.h"
#include "workbench/TornadoChart.h"
#include "workbench/WorkbenchControls.h"
#include "workbench/WorkbenchView.h"

#include <qcustomplot.h>

#include <QCheckBox>
#include <QPushButton>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QSignalSpy>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QSettings>
#include <QTest>
#include <QUndoStack>

using gpui::SliderField;

class TestWorkbenchSimulation : public QObject, private gptest::WorkbenchFixture {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void hiddenSimulationStartsNothing();
    void simulationIsCancelledWhenItsInputsChange();
    void closingDoesNotWaitForTheSimulation();
    void simulationRunsOffTheUiThread();
    void simulationFollowsADrag();
    void timelineZoomsAndMarksTheClasses();

private:
    gpui::SimulationChart* startLongSimulation();
};

void TestWorkbenchSimulation::init()
{
    QVERIFY(openWorkbench());
}

void TestWorkbenchSimulation::cleanup()
{
    closeWorkbench();
}

void TestWorkbenchSimulation::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_workbench_simulation"));
    QSettings().clear(); // every run starts from the defaults, whatever an earlier one saved
}

// A million windows of a thousand nodes that fail about once a day each: seconds of simulation, under way when
// this returns (nullptr if it did not start).
gpui::SimulationChart* TestWorkbenchSimulation::startLongSimulation()
{
    doc_->modify(QStringLiteral("runs"), [](gp::Plan& p) {
        p.simulation.runs = 10000; // about 3e8 interruptions: seconds of work, within the event budget
        p.goodput.nodes = 1000;
        p.goodput.unwarnedPerNodeDay = 1;
    });
    view_->tabs()->setCurrentIndex(2);
    auto* sim = view_->chart<gpui::SimulationChart>();
    if (!QTest::qWaitFor([sim] { return sim->busy() && sim->simulationsStarted() > 0; }, 5000))
        return nullptr;
    // The runs are under way: the first windows are done.
    if (!QTest::qWaitFor([sim] { return sim->progress() > 0.0; }, 5000))
        return nullptr;
    return sim;
}

void TestWorkbenchSimulation::hiddenSimulationStartsNothing()
{
    view_->tabs()->setCurrentIndex(2);
    auto* sim = view_->chart<gpui::SimulationChart>();
    QSignalSpy finished(sim, &gpui::SimulationChart::simulationFinished);
    QVERIFY(finished.wait(10000));
    const int started = sim->simulationsStarted();
    view_->hide();
    for (const char* notes : {"a", "ab", "abc", "abcd", "abcde"})
        doc_->modify(QStringLiteral("notes"), [notes](gp::Plan& p) { p.notes = notes; });
    doc_->modify(QStringLiteral("nodes"), [](gp::Plan& p) { p.goodput.nodes = 24; });
    // Time is the subject: past the simulation's debounce, a hidden tab has started nothing.
    QTest::qWait(2 * gpui::SimulationChart::kDebounceMs);
    QCOMPARE(sim->simulationsStarted(), started);
    QVERIFY(!sim->busy());
    // Shown again, the tab catches up with one run for the new inputs.
    view_->show();
    QVERIFY(finished.wait(10000));
    QCOMPARE(sim->simulationsStarted(), started + 1);
    // Notes are not an input of the simulation: editing them while it is seen starts nothing either.
    doc_->modify(QStringLiteral("notes"), [](gp::Plan& p) { p.notes = "seen"; });
    QTest::qWait(2 * gpui::SimulationChart::kDebounceMs); // time is the subject: past the debounce, nothing
    QCOMPARE(sim->simulationsStarted(), started + 1);
    // A run due when the tab is left, within its debounce, waits until the tab is seen again.
    doc_->modify(QStringLiteral("nodes"), [](gp::Plan& p) { p.goodput.nodes = 20; });
    view_->hide();
    QTest::qWait(2 * gpui::SimulationChart::kDebounceMs); // time is the subject: past the debounce, nothing
    QCOMPARE(sim->simulationsStarted(), started + 1);
    view_->show();
    QVERIFY(finished.wait(10000));
    QCOMPARE(sim->simulationsStarted(), started + 2);
}

void TestWorkbenchSimulation::simulationIsCancelledWhenItsInputsChange()
{
    gpui::SimulationChart* sim = startLongSimulation();
    QVERIFY(sim);
    view_->hide();
    doc_->modify(QStringLiteral("nodes"), [](gp::Plan& p) { p.goodput.nodes = 999; });
    // The run stops at its next chunk and nothing replaces it while the tab is hidden.
    QTRY_VERIFY_WITH_TIMEOUT(!sim->busy(), 5000);
    QCOMPARE(sim->result().runs, 0); // no result of the stale inputs was shown
}

void TestWorkbenchSimulation::closingDoesNotWaitForTheSimulation()
{
    // Seconds of simulation under way; the workbench closes at the next chunk of runs, not at the end.
    QElapsedTimer running;
    running.start();
    gpui::SimulationChart* sim = startLongSimulation();
    QVERIFY(sim);
    QVERIFY(sim->busy());
    // A twentieth of the runs done: the whole would take about twenty times as long again.
    QVERIFY(QTest::qWaitFor([sim] { return sim->progress() >= 0.05; }, 60000));
    const qint64 twentieth = running.elapsed();
    QElapsedTimer closing;
    closing.start();
    delete view_; // waits for the worker, which stops at its next chunk of runs (a few hundredths of the whole)
    view_ = nullptr;
    // The run was cut short: closing took a fraction of what the rest of the runs would have.
    QVERIFY2(closing.elapsed() < 2 * twentieth,
             qPrintable(QStringLiteral("%1 ms to close, %2 ms to a twentieth").arg(closing.elapsed()).arg(twentieth)));
}

void TestWorkbenchSimulation::simulationRunsOffTheUiThread()
{
    view_->tabs()->setCurrentIndex(2);
    auto* sim = view_->chart<gpui::SimulationChart>();
    QSignalSpy finished(sim, &gpui::SimulationChart::simulationFinished);
    QVERIFY(sim->busy());
    QVERIFY(finished.wait(10000));
    QCOMPARE(sim->result().runs, 2000);
    QVERIFY(sim->result().runtime.p5 <= sim->result().runtime.p50);
    QVERIFY(sim->result().runtime.p50 <= sim->result().runtime.p95);
    // Within a few standard errors of the planning model, as the core tests show in detail.
    QVERIFY(std::abs(sim->result().runtime.mean - doc_->evaluation()->goodput.runtime) < 0.005);
    // A burst of edits starts one run for the last of them.
    SliderField* nodes = view_->controls()->field(QStringLiteral("scale.nodes"));
    drag(nodes, {400, 410, 420, 430});
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.count(), 2);
}

void TestWorkbenchSimulation::simulationFollowsADrag()
{
    view_->tabs()->setCurrentIndex(2);
    auto* sim = view_->chart<gpui::SimulationChart>();
    QTRY_VERIFY_WITH_TIMEOUT(!sim->busy() && sim->result().runs > 0, 10000);
    const int before = sim->simulationsStarted();
    // Hold the handle and move it: runs start while it is held, each with the inputs of its moment.
    SliderField* nodes = view_->controls()->field(QStringLiteral("scale.nodes"));
    QSlider* s = nodes->slider();
    s->setSliderDown(true);
    emit s->sliderPressed();
    constexpr int kHandPaceMs = 30; // a hand moves a held slider a step about this often
    for (int step = 0; step < 6; ++step) {
        s->setValue(s->value() + 40);
        QTest::qWait(kHandPaceMs);
    }
    QVERIFY2(sim->simulationsStarted() > before, "no run started while the handle was held");
    QTRY_VERIFY_WITH_TIMEOUT(!sim->busy(), 10000);
    // The last result shown while held is of the last inputs.
    QCOMPARE(sim->result().runs, doc_->plan().simulation.runs);
    s->setSliderDown(false);
    emit s->sliderReleased();
    QTRY_VERIFY_WITH_TIMEOUT(!sim->busy(), 10000);
}

void TestWorkbenchSimulation::timelineZoomsAndMarksTheClasses()
{
    view_->tabs()->setCurrentIndex(2);
    auto* sim = view_->chart<gpui::SimulationChart>();
    QTRY_VERIFY_WITH_TIMEOUT(!sim->busy() && sim->result().runs > 0, 10000);
    QCustomPlot* p = sim->plot();
    QCPAxis* x = p->axisRects().front()->axis(QCPAxis::atBottom);
    QCOMPARE(x->range().upper, 720.0);
    // The example is on Spot: its one-window timeline marks Spot preemptions in their own series.
    const int spot = 6 + 2; // six phases, then failure, maintenance, Spot
    QVERIFY(p->graph(spot)->dataCount() > 0);
    // Zooming in keeps the range within the window; every wait, loss, reschedule and resume stays visible.
    x->setRange(100, 110);
    QCOMPARE(x->range().lower, 100.0);
    x->setRange(-50, 2000);
    QCOMPARE(x->range().lower, 0.0);
    QCOMPARE(x->range().upper, 720.0);
    x->setRange(0, 720);
    const double pixel = 720.0 / p->axisRects().front()->width();
    for (int g = 0; g < 6; ++g) {
        const auto data = p->graph(g)->data();
        for (int i = 0; i + 1 < data->size(); i += 2)
            QVERIFY(g == 1 || g == 2 || data->at(i + 1)->key - data->at(i)->key >= 1.5 * pixel * 0.999);
    }
}

QTEST_MAIN(TestWorkbenchSimulation)
#include "tst_workbench_simulation.moc"
