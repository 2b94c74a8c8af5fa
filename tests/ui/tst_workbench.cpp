// The workbench's controls and its Goodput tab: drags, undo, units, warnings in their places, presets, refused
// values, the checkpoint controls, exports and data tables.
#include "WorkbenchFixture.h"
#include "document/PlanDocument.h"
#include "goodput/Curves.h"
#include "goodput/RenewalGrid.h"
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
#include <QStyle>
#include <QStyleOptionSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QSettings>
#include <QTest>

#include <cmath>
#include <QUndoStack>

using gpui::SliderField;

class TestWorkbench : public QObject, private gptest::WorkbenchFixture {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void checkpointFromTheStateAndAsynchronous();
    void aFastTierShowsBothTiers();
    void dragRedrawsTheIntervalChart();
    void dragIsOneUndoStep();
    void draggedHandleStaysUnderTheMouse();
    void aWarningWaitsForTheRelease();
    void aPlanWideWarningMovesNoHandle();
    void axesHoldStillUnderAHeldHandle();
    void onlyChangedGroupsAreShownAgain();
    void spinBoxEditsAreSeparateSteps();
    void logSliderCoversDecades();
    void aSmallSpotDragIsASmallChange();
    void aSpotRateBeyondTheSliderIsKept();
    void presetApplies();
    void invalidValueIsRefusedAndKept();
    void controlsOfferTheCoreRanges();
    void warningsStandBesideTheirInputs();
    void switchesAreUndoable();
    void inJobRestartIsASwitchWithItsTimes();
    void shrinkAndStragglersShowWhereTheyCost();
    void exports();
    void everyChartHasADataTable();

};

void TestWorkbench::init()
{
    QVERIFY(openWorkbench());
}

void TestWorkbench::cleanup()
{
    closeWorkbench();
}

void TestWorkbench::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_workbench"));
    QSettings().clear(); // every run starts from the defaults, whatever an earlier one saved
}

void TestWorkbench::draggedHandleStaysUnderTheMouse()
{
    // Accelerators per node: 1 to 16 over the slider's 1,000 steps. Halfway is 8.5, which the plan keeps as 9, a
    // value whose own position is 533: shown back in the dragged slider, it would jump away from the mouse.
    SliderField* perNode = view_->controls()->field(QStringLiteral("scale.accelerators_per_node"));
    QSlider* s = perNode->slider();
    s->setSliderDown(true);
    emit s->sliderPressed();
    s->setValue(500);
    QCOMPARE(doc_->plan().goodput.acceleratorsPerNode, 9);
    QCOMPARE(s->value(), 500);
    s->setSliderDown(false);
    // Undo shows the plan's value again, the handle where that value is.
    doc_->undoStack()->undo();
    QCOMPARE(doc_->plan().goodput.acceleratorsPerNode, 8);
    QCOMPARE(s->value(), qRound((8.0 - 1.0) / 15.0 * SliderField::kSteps));
}

void TestWorkbench::aWarningWaitsForTheRelease()
{
    // Failures dragged to 10 per node-day: more than a tenth of the interruptions strike during a recovery, which
    // warns. While the handle is held the warning waits, so that nothing above the slider moves it.
    SliderField* failures = view_->controls()->field(QStringLiteral("runtime.unwarned_per_node_day"));
    QSlider* s = failures->slider();
    QWidget* window = view_->window();
    QCoreApplication::processEvents(); // the form laid out before the handle's place is taken
    const QPoint before = s->mapTo(window, QPoint(0, 0));
    QVERIFY(view_->controls()->warningAt(QStringLiteral("runtime.failures_during_recovery")).isEmpty());
    s->setSliderDown(true);
    emit s->sliderPressed();
    for (int position = s->value(); position <= SliderField::kSteps; position += 50) {
        s->setValue(position);
        QCoreApplication::processEvents(); // let any layout settle
        QCOMPARE(s->mapTo(window, QPoint(0, 0)), before);
    }
    QCOMPARE(doc_->plan().goodput.unwarnedPerNodeDay, 10.0);
    QVERIFY(gp::evaluate(doc_->plan()).warnings.size() > 0); // the plan does warn
    QVERIFY(view_->controls()->warningAt(QStringLiteral("runtime.failures_during_recovery")).isEmpty());
    s->setSliderDown(false);
    emit s->sliderReleased();
    QVERIFY(!view_->controls()->warningAt(QStringLiteral("runtime.failures_during_recovery")).isEmpty());
    // The warning stands above the slider, in its group; let go, the form scrolls by its height, so that the
    // handle stays where the mouse let it go.
    QCoreApplication::processEvents();
    QCOMPARE(s->mapTo(window, QPoint(0, 0)), before);
}

void TestWorkbench::aPlanWideWarningMovesNoHandle()
{
    // Nodes dragged to the slider's end: the plan warns of something no control of the form shows, a warning of
    // the plan as a whole. It appears on the release below the form, not above the sliders, and the Nodes handle
    // (the first slider, at the top of the form) stays where the mouse let it go.
    SliderField* nodes = view_->controls()->field(QStringLiteral("scale.nodes"));
    QSlider* s = nodes->slider();
    QWidget* window = view_->window();
    QCoreApplication::processEvents(); // the form laid out before the handle's place is taken
    QVERIFY(view_->controls()->warningAt(QString()).isEmpty());
    const QPoint before = s->mapTo(window, QPoint(0, 0));
    s->setSliderDown(true);
    emit s->sliderPressed();
    s->setValue(SliderField::kSteps);
    s->setSliderDown(false);
    emit s->sliderReleased();
    QCoreApplication::processEvents();
    QVERIFY2(!view_->controls()->warningAt(QString()).isEmpty(), "the plan warns as a whole");
    QVERIFY(view_->controls()->footer()->isVisible());
    QCOMPARE(s->mapTo(window, QPoint(0, 0)), before);
    // Below the form: under the lowest pixel of its scroll area, in the left column.
    QWidget* scroll = view_->controls()->parentWidget()->parentWidget();
    QVERIFY(view_->controls()->footer()->mapTo(window, QPoint(0, 0)).y() >=
            scroll->mapTo(window, QPoint(0, scroll->height())).y());
}

void TestWorkbench::axesHoldStillUnderAHeldHandle()
{
    // The failure rate dragged from its value to 10 per node-day moves the interval chart's band of goodput down:
    // while the handle is held the axes keep the range they had at the press, so that nothing the eye holds on to
    // moves; let go, they settle to the plan.
    auto* chart = view_->chart<gpui::IntervalChart>();
    QCPAxis* y = chart->plot()->yAxis;
    QCPAxis* x = chart->plot()->xAxis;
    SliderField* failures = view_->controls()->field(QStringLiteral("runtime.unwarned_per_node_day"));
    QSlider* s = failures->slider();
    const QCPRange startY = y->range(), startX = x->range();
    s->setSliderDown(true);
    emit s->sliderPressed();
    for (int position = s->value(); position <= SliderField::kSteps; position += 25) {
        s->setValue(position);
        QCOMPARE(y->range(), startY);
        QCOMPARE(x->range(), startX);
    }
    s->setSliderDown(false);
    emit s->sliderReleased();
    QVERIFY(y->range().lower < startY.lower); // settled on the release: the band of 10 failures a node-day is lower
    // Dragged back: the chart shows the band of the plan as it was.
    doc_->undoStack()->undo();
    QCOMPARE(y->range().lower, startY.lower);
}

void TestWorkbench::onlyChangedGroupsAreShownAgain()
{
    // The MFU field shows a value the plan does not have (typed, not yet committed). An edit of another part leaves
    // it alone; an edit of the program's part shows the plan's value in it.
    SliderField* mfu = view_->controls()->field(QStringLiteral("program.mfu"));
    {
        const QSignalBlocker quiet(mfu->spinBox());
        mfu->spinBox()->setValue(12.0);
    }
    doc_->modify(QStringLiteral("nodes"), [](gp::Plan& p) { p.goodput.nodes = 24; });
    doc_->modify(QStringLiteral("notes"), [](gp::Plan& p) { p.notes = "for the CFO"; });
    QCOMPARE(mfu->value(), 12.0);
    QCOMPARE(view_->controls()->field(QStringLiteral("scale.nodes"))->value(), 24.0);
    doc_->modify(QStringLiteral("mfu"), [](gp::Plan& p) { p.goodput.mfu = 0.41; });
    QCOMPARE(mfu->value(), 41.0);
}

void TestWorkbench::dragRedrawsTheIntervalChart()
{
    auto* chart = view_->chart<gpui::IntervalChart>();
    QCustomPlot* plot = chart->plot();
    const auto expectCurve = [&](int points, gp::RenewalGrid grid) {
        const gp::Evaluation e = gp::evaluate(doc_->plan());
        const auto [from, to] = gp::intervalRange(e.parameters);
        const gp::RenewalGridScope scope(grid);
        const gp::IntervalCurve expected = gp::intervalCurve(e.parameters, from, to, points);
        QCOMPARE(plot->graph(0)->dataCount(), points);
        for (int i : {0, 10, 23, points - 1}) {
            // The axis is logarithmic: keys are log10(hours).
            QCOMPARE(plot->graph(0)->data()->at(i)->key, std::log10(expected.interval[std::size_t(i)]));
            QVERIFY(std::abs(plot->graph(0)->data()->at(i)->value - expected.fullModel[std::size_t(i)] * 100.0) < 1e-9);
        }
    };
    // The interval's own handle moves no curve: the plan's line moves at once over the whole curve, exact.
    SliderField* interval = view_->controls()->field(QStringLiteral("runtime.checkpoint_interval"));
    QSlider* s = interval->slider();
    s->setSliderDown(true);
    emit s->sliderPressed();
    s->setValue(700);
    QVERIFY(!chart->catchingUp());
    QVERIFY(std::abs(doc_->plan().goodput.checkpointInterval.inMinutes() - interval->value()) < 1e-9);
    const auto* line = qobject_cast<QCPItemStraightLine*>(plot->item(0)); // the plan's interval
    QVERIFY(std::abs(line->point1->key() - std::log10(interval->value() / 60.0)) < 1e-9);
    expectCurve(gpui::IntervalChart::kPoints, gp::RenewalGrid{});
    s->setSliderDown(false);
    emit s->sliderReleased();
    // Any other input moves the curves: the step returns before they are solved, off the user interface's thread,
    // and what arrives is a tenth of the points on the renewal grid's draft for the plan as it is now, drawn on a
    // layer of its own: the axes and the legend are not drawn again, and the plot looks as a whole replot draws it.
    s = view_->controls()->field(QStringLiteral("runtime.checkpoint_save"))->slider();
    s->setSliderDown(true);
    emit s->sliderPressed();
    QSignalSpy replots(plot, &QCustomPlot::beforeReplot);
    s->setValue(s->value() + 60);
    QVERIFY(chart->catchingUp());
    QTRY_VERIFY(!chart->catchingUp());
    expectCurve(gpui::IntervalChart::kDraftPoints, gp::RenewalGrid::draft());
    QCOMPARE(replots.count(), 0);
    const QRect inside = plot->axisRect()->rect().adjusted(2, 0, -2, -2);
    const QRect drawn(inside.left(), 0, inside.width(), inside.bottom()); // the plan's figures above the plot too
    const QImage layered = plot->grab().toImage().copy(drawn);
    plot->replot();
    QCOMPARE(layered, plot->grab().toImage().copy(drawn));
    // Letting go draws every point on the full grid: the figures exact again.
    s->setSliderDown(false);
    emit s->sliderReleased();
    QVERIFY(!chart->catchingUp());
    expectCurve(gpui::IntervalChart::kPoints, gp::RenewalGrid{});
}

void TestWorkbench::dragIsOneUndoStep()
{
    const int before = doc_->undoStack()->count();
    const double original = doc_->plan().goodput.warnedPerNodeDay;
    SliderField* warned = view_->controls()->field(QStringLiteral("runtime.warned_per_node_day"));
    drag(warned, {300, 350, 400, 450, 500});
    QCOMPARE(doc_->undoStack()->count(), before + 1);
    QVERIFY(std::abs(doc_->plan().goodput.warnedPerNodeDay - warned->value()) < 1e-12);
    doc_->undoStack()->undo();
    QCOMPARE(doc_->plan().goodput.warnedPerNodeDay, original);
    QVERIFY(std::abs(warned->value() - original) < 1e-4); // the control follows undo
    // A second drag of the same slider is a step of its own.
    drag(warned, {600});
    drag(warned, {650});
    QCOMPARE(doc_->undoStack()->count(), before + 2);
}

void TestWorkbench::spinBoxEditsAreSeparateSteps()
{
    const int before = doc_->undoStack()->count();
    SliderField* mfu = view_->controls()->field(QStringLiteral("program.mfu"));
    mfu->spinBox()->setValue(45.0);
    mfu->spinBox()->setValue(50.0);
    QCOMPARE(doc_->undoStack()->count(), before + 2);
    QCOMPARE(doc_->plan().goodput.mfu, 0.5);
    QCOMPARE(mfu->slider()->value(), qRound((50.0 - 1.0) / 99.0 * SliderField::kSteps));
}

void TestWorkbench::logSliderCoversDecades()
{
    SliderField* nodes = view_->controls()->field(QStringLiteral("scale.nodes"));
    nodes->slider()->setValue(500); // the middle of 1 .. 10,000 on a log scale is 100
    QCOMPARE(doc_->plan().goodput.nodes, 100);
    nodes->slider()->setValue(1000);
    QCOMPARE(doc_->plan().goodput.nodes, 10000);
}

void TestWorkbench::presetApplies()
{
    const auto& presets = gp::builtinPresets();
    QVERIFY(presets.size() >= 3);
    QComboBox* combo = view_->controls()->presets();
    int reserved = -1;
    for (int i = 0; i < combo->count(); ++i)
        if (combo->itemText(i) == QStringLiteral("Reserved with hot spares"))
            reserved = i;
    QVERIFY(reserved > 0);
    combo->setCurrentIndex(reserved);
    emit combo->activated(reserved);
    QCOMPARE(doc_->plan().goodput.nodes, 32);
    QCOMPARE(doc_->plan().goodput.hotSpares, 2);
    QCOMPARE(doc_->plan().goodput.provisioning, gp::Provisioning::Reservation);
    QCOMPARE(view_->controls()->field(QStringLiteral("scale.nodes"))->value(), 32.0);
    QCOMPARE(combo->currentIndex(), 0); // ready for the next choice
    doc_->undoStack()->undo();
    QCOMPARE(doc_->plan().goodput.nodes, 16);
}

void TestWorkbench::invalidValueIsRefusedAndKept()
{
    // Within its own range, but longer than the 30-day window of the example (a Spot plan, which waits).
    const int before = doc_->undoStack()->count();
    const gp::Duration wait = doc_->plan().goodput.initialWait;
    SliderField* field = view_->controls()->field(QStringLiteral("scheduling.initial_wait"));
    QVERIFY(field->spinBox()->maximum() > 31 * 24.0);
    field->spinBox()->setValue(31 * 24.0);
    QCOMPARE(doc_->plan().goodput.initialWait, wait);
    QCOMPARE(doc_->undoStack()->count(), before);
    QCOMPARE(field->value(), wait.inHours());
    bool shown = false;
    for (QLabel* l : view_->findChildren<QLabel*>())
        shown = shown || (l->isVisible() && l->text().contains(QStringLiteral("scheduling.initial_wait")));
    QVERIFY(shown);
}

void TestWorkbench::controlsOfferTheCoreRanges()
{
    // Every spin box takes exactly the values the loader accepts: 1 to 100,000 nodes, MFU 0.1 % to 100 %, ...
    const struct {
        const char* key;
        double minimum;
        double maximum;
    } expected[] = {{"scale.nodes", 1, 100000},
                    {"scale.accelerators_per_node", 1, 64},
                    {"scale.window", 1.0 / 24, 1095},        // days: 1 hour to 3 years, to the second
                    {"runtime.checkpoint_save", 0, 86400},    // seconds: up to a day
                    {"runtime.checkpoint_interval", 1.0 / 60, 43200}, // minutes: 1 s to 30 days
                    {"program.mfu", 0.1, 100}};               // per cent
    for (const auto& e : expected) {
        SliderField* f = view_->controls()->field(QString::fromLatin1(e.key));
        QVERIFY2(f, e.key);
        // A duration's box keeps nine decimals of its unit (DurationSpinBox).
        QVERIFY2(std::abs(f->spinBox()->minimum() - e.minimum) < 1e-8, e.key);
        QCOMPARE(f->spinBox()->maximum(), e.maximum);
    }
}

void TestWorkbench::switchesAreUndoable()
{
    QVERIFY(!doc_->plan().goodput.autoCheckpoint);
    const double before = doc_->evaluation()->goodput.runtime;
    view_->controls()->toggle("runtime.auto_checkpoint")->click();
    QVERIFY(doc_->plan().goodput.autoCheckpoint);
    // The example's 60 s save does not fit its 30 s grace period: no gain until the grace is raised.
    QCOMPARE(doc_->evaluation()->goodput.runtime, before);
    view_->controls()->field(QStringLiteral("runtime.grace_period"))->spinBox()->setValue(90);
    QVERIFY(doc_->evaluation()->goodput.runtime > before);
    doc_->undoStack()->undo();
    doc_->undoStack()->undo();
    QVERIFY(!doc_->plan().goodput.autoCheckpoint);
    QVERIFY(!view_->controls()->toggle("runtime.auto_checkpoint")->isChecked());
}

void TestWorkbench::inJobRestartIsASwitchWithItsTimes()
{
    // Off, its times are greyed; on, failures and maintenance restart in place without pulling the image (runtime
    // goodput rises) and the times take effect; undo turns it off.
    gpui::SliderField* detection = view_->controls()->field(QStringLiteral("runtime.in_job_detection"));
    QVERIFY(detection);
    QVERIFY(!detection->isEnabled());
    const double before = doc_->evaluation()->goodput.runtime;
    const double scheduled = doc_->evaluation()->goodput.scheduling;
    view_->controls()->toggle("runtime.in_job_restart")->click();
    QVERIFY(doc_->plan().goodput.inJobRestart);
    QVERIFY(detection->isEnabled());
    const double runtime = doc_->evaluation()->goodput.runtime;
    QVERIFY2(runtime > before + 0.002, qPrintable(QStringLiteral("%1 → %2").arg(before).arg(runtime)));
    // A longer detection costs runtime goodput; scheduling goodput moves only by the interruptions that strike the
    // longer recoveries.
    detection->spinBox()->setValue(600);
    QVERIFY(doc_->evaluation()->goodput.runtime < runtime - 0.001);
    QVERIFY(std::abs(doc_->evaluation()->goodput.scheduling - scheduled) < 0.001);
    // A state replicated in memory keeps the progress of the failures and maintenance: the lost hours fall to
    // those of the Spot preemptions alone.
    QCheckBox* replicated = view_->controls()->toggle("runtime.replicated_state");
    QVERIFY(replicated->isEnabled());
    const double lost = doc_->evaluation()->goodput.hours.lost;
    replicated->click();
    QVERIFY(doc_->plan().goodput.replicatedState);
    QVERIFY2(doc_->evaluation()->goodput.hours.lost < lost * 0.8,
             qPrintable(QStringLiteral("%1 → %2").arg(lost).arg(doc_->evaluation()->goodput.hours.lost)));
    doc_->undoStack()->undo();
    QVERIFY(!replicated->isChecked());
    doc_->undoStack()->undo();
    doc_->undoStack()->undo();
    QVERIFY(!replicated->isEnabled());
    QVERIFY(!doc_->plan().goodput.inJobRestart);
    QVERIFY(!view_->controls()->toggle("runtime.in_job_restart")->isChecked());
}

void TestWorkbench::shrinkAndStragglersShowWhereTheyCost()
{
    // The shrink applies with in-job restart only; stragglers' slowdown and detection only with a rate. Turned on,
    // the breakdown shows their buckets and the hours still fill the window; undo takes them back out.
    QCheckBox* elastic = view_->controls()->toggle("runtime.elastic_shrink");
    QCheckBox* detection = view_->controls()->toggle("runtime.straggler_detection");
    QVERIFY(!elastic->isEnabled());
    QVERIFY(!detection->isEnabled());
    auto* breakdown = view_->chart<gpui::BreakdownChart>();
    QCOMPARE(breakdown->hours()[5], 0.0);
    view_->controls()->toggle("runtime.in_job_restart")->click();
    QVERIFY(elastic->isEnabled());
    const double before = doc_->evaluation()->goodput.scheduling;
    elastic->click();
    QVERIFY(doc_->plan().goodput.elasticShrink);
    // Failures and maintenance no longer wait 30 min for their replacement: 16 replicas, so 30 min / 16 + 1 min.
    QVERIFY(breakdown->hours()[5] > 0.0);
    QCOMPARE(breakdown->hours()[5], doc_->evaluation()->goodput.hours.shrunk);
    // The job no longer waits for its replacements: about 9.5 of them at 30 min in 720 h, 0.66 points.
    QVERIFY(doc_->evaluation()->goodput.scheduling > before + 0.004);
    view_->controls()->field(QStringLiteral("runtime.straggler_per_node_day"))->spinBox()->setValue(0.05);
    QVERIFY(detection->isEnabled());
    const double slowed = doc_->evaluation()->goodput.hours.straggler;
    QVERIFY(slowed > 0.0);
    QCOMPARE(breakdown->hours()[6], slowed);
    const double mpg = doc_->evaluation()->goodput.mlProductivity;
    detection->click(); // found in 5 min instead of 2 h
    QVERIFY(doc_->evaluation()->goodput.hours.straggler < slowed / 10);
    QVERIFY(doc_->evaluation()->goodput.mlProductivity > mpg);
    double sum = 0;
    for (double h : breakdown->hours())
        sum += h;
    QVERIFY(std::abs(sum - doc_->evaluation()->parameters.window) < 1e-6);
    for (int i = 0; i < 4; ++i)
        doc_->undoStack()->undo();
    QVERIFY(!doc_->plan().goodput.inJobRestart);
    QCOMPARE(breakdown->hours()[5], 0.0);
    QCOMPARE(breakdown->hours()[6], 0.0);
}

void TestWorkbench::exports()
{
    QTemporaryDir dir;
    auto* chart = view_->chart<gpui::IntervalChart>();
    const QString png = dir.filePath(QStringLiteral("c.png"));
    const QString svg = dir.filePath(QStringLiteral("c.svg"));
    const QString csv = dir.filePath(QStringLiteral("c.csv"));
    QVERIFY(chart->exportPng(png));
    QVERIFY(chart->exportSvg(svg));
    QVERIFY(chart->exportCsv(csv));
    QVERIFY(!QImage(png).isNull());
    QFile s(svg);
    QVERIFY(s.open(QIODevice::ReadOnly));
    const QByteArray svgText = s.readAll();
    QVERIFY(svgText.contains("<svg"));
    QVERIFY(svgText.contains("Checkpoint interval"));
    QFile c(csv);
    QVERIFY(c.open(QIODevice::ReadOnly | QIODevice::Text));
    const QList<QByteArray> lines = c.readAll().split('\n');
    QCOMPARE(lines.front(), QByteArray("interval_hours,runtime_goodput_model,runtime_goodput_seed_formula,daly_efficiency"));
    QCOMPARE(lines.size(), gpui::IntervalChart::kPoints + 2); // header, a row per point, final newline
}

void TestWorkbench::everyChartHasADataTable()
{
    // The Table view is each chart's accessible alternative: every chart has one, with rows and headings.
    const auto charts = view_->findChildren<gpui::PlanChart*>();
    QCOMPARE(charts.size(), 6);
    for (const gpui::PlanChart* chart : charts) {
        const QList<gpui::DataTable> tables = chart->dataTables();
        QVERIFY2(!tables.isEmpty(), qPrintable(chart->title()));
        for (const gpui::DataTable& t : tables)
            for (const gpui::DataColumn& c : t.columns)
                QVERIFY2(!c.heading.isEmpty(), qPrintable(c.key));
    }
    // The breakdown's rows add up to the whole 30-day window: 720 hours and 100 %.
    const gpui::DataTable breakdown = view_->chart<gpui::BreakdownChart>()->dataTables().front();
    QCOMPARE(breakdown.rows.size(), 9); // shrunk and straggler rows among them, at 0 h in the example
    double hours = 0, share = 0;
    for (const auto& row : breakdown.rows) {
        QVERIFY(row[0].isText());
        hours += row[1].number;
        share += row[2].number;
    }
    QVERIFY(std::abs(hours - 720.0) < 1e-6);
    QVERIFY(std::abs(share - 1.0) < 1e-9);
    QCOMPARE(breakdown.rows.front()[0].label, QStringLiteral("Waiting"));
}

void TestWorkbench::warningsStandBesideTheirInputs()
{
    gpui::WorkbenchControls* c = view_->controls();
    QVERIFY(c->warningAt(QStringLiteral("scheduling.hot_spares")).isEmpty());
    // One spare that takes 30 days to repair: the warning appears beside the spares, not elsewhere.
    doc_->modify(QStringLiteral("spares"), [](gp::Plan& p) {
        p.goodput.hotSpares = 1;
        p.goodput.spareRepair = gp::Duration::days(30);
    });
    QTRY_VERIFY(c->warningAt(QStringLiteral("scheduling.hot_spares")).contains(QStringLiteral("spare pool")));
    QVERIFY(c->warningAt(QStringLiteral("runtime.checkpoint_interval")).isEmpty());
    // A checkpoint every 10 minutes is far below Daly's optimum: beside the interval.
    c->field(QStringLiteral("runtime.checkpoint_interval"))->spinBox()->setValue(10);
    QTRY_VERIFY(c->warningAt(QStringLiteral("runtime.checkpoint_interval")).contains(QStringLiteral("Daly")));
}

void TestWorkbench::checkpointFromTheStateAndAsynchronous()
{
    gpui::WorkbenchControls* controls = view_->controls();
    QPushButton* fromRun = nullptr;
    for (QPushButton* b : controls->findChildren<QPushButton*>())
        if (b->text().startsWith(QStringLiteral("Set the State to the Training Run")))
            fromRun = b;
    QVERIFY(fromRun);
    // It says what the state is now: the example states none.
    QVERIFY2(fromRun->text().endsWith(QStringLiteral("(now 0 GB)")), qPrintable(fromRun->text()));
    // The example trains 7B parameters: 7e9 x 14 bytes = 98 GB, on 16 nodes writing 1 GB/s each and reading 2 GB/s
    // each (the defaults), 10 s of overhead: a save of 98 / 16 + 10 = 16.125 s, a restore read of 13.06 s.
    QVERIFY(fromRun->text().contains(QStringLiteral("98 GB")));
    QVERIFY(controls->field(QStringLiteral("runtime.checkpoint_save"))->isEnabled());
    QVERIFY(!controls->field(QStringLiteral("runtime.write_gb_per_second_per_node"))->isEnabled());
    fromRun->click();
    QCOMPARE(doc_->plan().goodput.checkpointStateGb, 98.0);
    // Done, and it says so: the state and the button agree.
    QTRY_VERIFY(!fromRun->isEnabled());
    QVERIFY2(fromRun->text() == QStringLiteral("State Is the Training Run's (98 GB)"), qPrintable(fromRun->text()));
    QVERIFY(std::abs(doc_->evaluation()->parameters.save * 3600.0 - 16.125) < 1e-9);
    QVERIFY(!controls->field(QStringLiteral("runtime.checkpoint_save"))->isEnabled()); // derived now
    QVERIFY(controls->field(QStringLiteral("runtime.write_gb_per_second_per_node"))->isEnabled());
    QString text;
    for (QLabel* l : controls->findChildren<QLabel*>())
        if (l->accessibleName() == QStringLiteral("Checkpoint save and restore"))
            text = l->text();
    QVERIFY2(text.contains(QStringLiteral("98 GB at 16.0 GB/s")), qPrintable(text));
    // Asynchronous: the blocking part's slider comes alive and the model stalls for it alone.
    QCheckBox* async = nullptr;
    QCheckBox* measured = nullptr;
    for (QCheckBox* c : controls->findChildren<QCheckBox*>()) {
        if (c->text() == QStringLiteral("Asynchronous saves"))
            async = c;
        if (c->text() == QStringLiteral("The save cost is measured"))
            measured = c;
    }
    QVERIFY(async && measured);
    QVERIFY(!controls->field(QStringLiteral("runtime.checkpoint_blocking"))->isEnabled());
    async->click();
    QVERIFY(doc_->plan().goodput.asyncCheckpoint);
    QVERIFY(controls->field(QStringLiteral("runtime.checkpoint_blocking"))->isEnabled());
    QVERIFY(std::abs(doc_->evaluation()->parameters.save * 3600.0 - 10.0) < 1e-9); // the default 10 s blocking
    // A measured save wins: the typed minute, labelled so.
    measured->click();
    QVERIFY(std::abs(gp::checkpointSaveTime(doc_->plan().goodput).inSeconds() - 60.0) < 1e-9);
    for (QLabel* l : controls->findChildren<QLabel*>())
        if (l->accessibleName() == QStringLiteral("Checkpoint save and restore"))
            text = l->text();
    QVERIFY2(text.contains(QStringLiteral("measured")), qPrintable(text));
    // Each switch is one undoable step.
    doc_->undoStack()->undo();
    doc_->undoStack()->undo();
    doc_->undoStack()->undo();
    QCOMPARE(doc_->plan().goodput.checkpointStateGb, 0.0);
}

void TestWorkbench::aFastTierShowsBothTiers()
{
    gpui::WorkbenchControls* controls = view_->controls();
    QCheckBox* fast = nullptr;
    for (QCheckBox* c : controls->findChildren<QCheckBox*>())
        if (c->text() == QStringLiteral("Fast tier in host memory or on local SSD"))
            fast = c;
    QVERIFY(fast);
    QVERIFY(!controls->field(QStringLiteral("runtime.fast_checkpoint_interval"))->isEnabled());
    const double single = doc_->evaluation()->goodput.runtime;
    const double singleLost = doc_->evaluation()->goodput.hours.lost;
    const double singleSaves = doc_->evaluation()->goodput.hours.saves;
    fast->click();
    QVERIFY(doc_->plan().goodput.fastTier);
    QVERIFY(controls->field(QStringLiteral("runtime.fast_checkpoint_interval"))->isEnabled());
    QVERIFY(controls->field(QStringLiteral("runtime.fast_checkpoint_save"))->isEnabled()); // typed: no state
    QVERIFY(!controls->field(QStringLiteral("runtime.fast_write_gb_per_second_per_node"))->isEnabled());
    QString text;
    for (QLabel* l : controls->findChildren<QLabel*>())
        if (l->accessibleName() == QStringLiteral("Checkpoint tiers"))
            text = l->text();
    // The example checkpoints every hour; the fast tier's default is every 10 minutes: 6 fast saves per persistent
    // one. Its failures and maintenance (0.02 per node-day, 16 nodes: 9.6 in 30 days) now lose some 5 minutes
    // instead of 30, about 4 hours less; its 5-second saves every 10 minutes stall the job some 5 hours more.
    QVERIFY2(text.contains(QStringLiteral("every 6 fast saves")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("fast tier")), qPrintable(text));
    const gp::Badput& hours = doc_->evaluation()->goodput.hours;
    QVERIFY2(hours.lost < singleLost - 3.0, qPrintable(QString::number(hours.lost)));
    QVERIFY(hours.saves > singleSaves + 4.0);
    QVERIFY(doc_->evaluation()->goodput.fastLost > 0.0);
    doc_->undoStack()->undo();
    QVERIFY(!doc_->plan().goodput.fastTier);
    QCOMPARE(doc_->evaluation()->goodput.runtime, single);
}


void TestWorkbench::aSmallSpotDragIsASmallChange()
{
    // The example's Spot rate is 0.04 per node-day. The handle dragged 80 pixels to the right by the mouse: the
    // slider spans 0.01 to 1 per node-day, two decades over its groove, so 80 pixels of a groove of at least 200
    // multiply the rate by at most 100^(80 / 200) = 6.3: under 0.26. It took the rate to about 4 when the slider
    // spanned five decades.
    SliderField* spot = view_->controls()->field(QStringLiteral("runtime.spot_per_node_day"));
    QCOMPARE(spot->value(), 0.04);
    QSlider* s = spot->slider();
    QStyleOptionSlider option;
    option.initFrom(s);
    option.orientation = s->orientation();
    option.minimum = s->minimum();
    option.maximum = s->maximum();
    option.sliderPosition = s->sliderPosition();
    option.sliderValue = s->value();
    const QRect handle = s->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderHandle, s);
    const QRect groove = s->style()->subControlRect(QStyle::CC_Slider, &option, QStyle::SC_SliderGroove, s);
    QVERIFY2(groove.width() >= 200, qPrintable(QString::number(groove.width())));
    const QPoint from = handle.center();
    QTest::mousePress(s, Qt::LeftButton, {}, from);
    QTest::mouseMove(s, from + QPoint(40, 0));
    QTest::mouseMove(s, from + QPoint(80, 0));
    QTest::mouseRelease(s, Qt::LeftButton, {}, from + QPoint(80, 0));
    const double rate = doc_->plan().goodput.spotPerNodeDay;
    QVERIFY2(rate > 0.05 && rate < 0.26, qPrintable(QString::number(rate)));
    QCOMPARE(spot->value(), rate);
}

void TestWorkbench::aSpotRateBeyondTheSliderIsKept()
{
    // A plan's rate outside the slider's span is shown as it is, with the handle at the end, and the plan keeps it.
    doc_->modify(QStringLiteral("spot"), [](gp::Plan& p) { p.goodput.spotPerNodeDay = 3.5; });
    SliderField* spot = view_->controls()->field(QStringLiteral("runtime.spot_per_node_day"));
    QCOMPARE(spot->value(), 3.5);
    QCOMPARE(spot->slider()->value(), SliderField::kSteps);
    doc_->modify(QStringLiteral("spot"), [](gp::Plan& p) { p.goodput.spotPerNodeDay = 0.002; });
    QCOMPARE(spot->value(), 0.002);
    QCOMPARE(spot->slider()->value(), 0);
    QCOMPARE(doc_->plan().goodput.spotPerNodeDay, 0.002);
    // The spin box still takes any rate the plan may hold.
    spot->spinBox()->setValue(20.0);
    QCOMPARE(doc_->plan().goodput.spotPerNodeDay, 20.0);
}

QTEST_MAIN(TestWorkbench)
#include "tst_workbench.moc"
