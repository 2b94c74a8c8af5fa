// The workbench's Scale and sensitivity tab: the failure-cost curve, the tornado, the hot-spare chart and the
// classes' controls, a large cluster shown as it is, and the breakdown adding up to the window.
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

class TestWorkbenchScale : public QObject, private gptest::WorkbenchFixture {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void scaleAndTornadoFollowTheModel();
    void largeClusterIsShownAsItIs();
    void spareChartAndClassControls();
    void breakdownAddsUpToTheWindow();
    void aHeldHandleGetsItsCurveFromAWorker();

};

void TestWorkbenchScale::init()
{
    QVERIFY(openWorkbench());
}

void TestWorkbenchScale::cleanup()
{
    closeWorkbench();
}

void TestWorkbenchScale::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_workbench_scale"));
    QSettings().clear(); // every run starts from the defaults, whatever an earlier one saved
}

void TestWorkbenchScale::scaleAndTornadoFollowTheModel()
{
    view_->tabs()->setCurrentIndex(1);
    auto* scale = view_->chart<gpui::ScaleChart>();
    auto* tornado = view_->chart<gpui::TornadoChart>();
    view_->controls()->field(QStringLiteral("runtime.checkpoint_save"))->spinBox()->setValue(120);
    const gp::Evaluation e = gp::evaluate(doc_->plan());
    const int points = gpui::ScaleChart::kPoints;
    const gp::ScaleCurve expected = gp::scaleCurve(e.parameters, 1.0, 10000.0, points);
    QCOMPARE(scale->curve().nodes.size(), std::size_t(points));
    QCOMPARE(scale->curve().goodput[points / 2], expected.goodput[points / 2]);
    QCOMPARE(scale->curve().lostHours[points - 1], expected.lostHours[points - 1]);
    QCOMPARE(scale->curve().lostHoursFixedCompute[points - 1], expected.lostHoursFixedCompute[points - 1]);
    // Failure cost in a fixed window is quadratic: 10x the nodes, about 100x the lost hours while interruptions
    // stay rare. For a fixed amount of compute, done in a tenth of the time, about 10x.
    const gp::ScaleCurve tenfold = gp::scaleCurve(e.parameters, 1.0, 10.0, 2);
    const double window = tenfold.lostHours[1] / tenfold.lostHours[0];
    QVERIFY2(window > 90 && window < 101, qPrintable(QString::number(window)));
    const double compute = tenfold.lostHoursFixedCompute[1] / tenfold.lostHoursFixedCompute[0];
    QVERIFY2(compute > 9 && compute < 10.5, qPrintable(QString::number(compute)));
    // The re-optimized curve pays for its saves: never below the save hours alone.
    QVERIFY(expected.lostHoursOptimal[0] > 0);
    const gp::Sensitivity s = gp::sensitivity(doc_->plan().goodput, 0.2);
    QCOMPARE(tornado->sensitivity().bars.size(), s.bars.size());
    QCOMPARE(tornado->sensitivity().bars.front().input, s.bars.front().input);
    for (std::size_t i = 1; i < s.bars.size(); ++i)
        QVERIFY(tornado->sensitivity().bars[i - 1].swing() >= tornado->sensitivity().bars[i].swing());
    // MFU moves MPG in proportion: +-20 % of 40 % MFU is +-20 % of MPG.
    for (const auto& bar : tornado->sensitivity().bars)
        if (bar.input == "program.mfu")
            QVERIFY(std::abs(bar.high / tornado->sensitivity().base - 1.2) < 1e-9);
}

void TestWorkbenchScale::aHeldHandleGetsItsCurveFromAWorker()
{
    view_->tabs()->setCurrentIndex(1);
    auto* scale = view_->chart<gpui::ScaleChart>();
    QSlider* s = view_->controls()->field(QStringLiteral("runtime.checkpoint_save"))->slider();
    s->setSliderDown(true);
    emit s->sliderPressed();
    s->setValue(s->value() + 40);
    // The step returns before its curve is solved; the curve that arrives is the held step's draft: 24 counts on
    // the renewal grid's draft, for the plan as it is now.
    QVERIFY(scale->catchingUp());
    QTRY_VERIFY(!scale->catchingUp());
    const gp::Evaluation held = gp::evaluate(doc_->plan());
    const gp::ScaleCurve& draft = held.scaleCurve(24, gp::Evaluation::Detail::Draft);
    QCOMPARE(scale->curve().nodes.size(), std::size_t(24));
    QCOMPARE(scale->curve().goodput[12], draft.goodput[12]);
    QCOMPARE(scale->curve().lostHoursOptimal[23], draft.lostHoursOptimal[23]);
    QCOMPARE(scale->plot()->graph(0)->dataCount(), 24);
    // Letting go draws the full curve at once, exact.
    s->setSliderDown(false);
    emit s->sliderReleased();
    QVERIFY(!scale->catchingUp());
    const gp::ScaleCurve expected = gp::scaleCurve(held.parameters, 1.0, 10000.0, gpui::ScaleChart::kPoints);
    QCOMPARE(scale->curve().nodes.size(), std::size_t(gpui::ScaleChart::kPoints));
    QCOMPARE(scale->curve().goodput[48], expected.goodput[48]);
    QCOMPARE(scale->curve().lostHours[95], expected.lostHours[95]);
}

void TestWorkbenchScale::largeClusterIsShownAsItIs()
{
    // 20,000 nodes is beyond the slider's span but within the model's range: the control shows 20,000.
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.goodput.nodes = 20000;
    doc_->reset(plan, QString());
    QCOMPARE(view_->controls()->field(QStringLiteral("scale.nodes"))->value(), 20000.0);
    QCOMPARE(view_->controls()->field(QStringLiteral("scale.nodes"))->slider()->value(), SliderField::kSteps);
    QCOMPARE(doc_->plan().goodput.nodes, 20000);
}

void TestWorkbenchScale::spareChartAndClassControls()
{
    gpui::WorkbenchControls* c = view_->controls();
    // The example is on Spot: the Spot rate, reschedule and grace period apply; on-demand greys them out.
    QVERIFY(c->field(QStringLiteral("runtime.spot_per_node_day"))->isEnabled());
    QComboBox* provisioning = c->choice("scheduling.provisioning");
    provisioning->setCurrentIndex(provisioning->findData(int(gp::Provisioning::OnDemand)));
    emit provisioning->activated(provisioning->currentIndex());
    QCOMPARE(doc_->plan().goodput.provisioning, gp::Provisioning::OnDemand);
    QVERIFY(!c->field(QStringLiteral("runtime.spot_per_node_day"))->isEnabled());
    QVERIFY(!c->field(QStringLiteral("scheduling.spot_reschedule"))->isEnabled());
    // Failures during recovery: on for the example, one undoable switch.
    QVERIFY(c->toggle("runtime.failures_during_recovery")->isChecked());
    c->toggle("runtime.failures_during_recovery")->click();
    QVERIFY(!doc_->plan().goodput.failuresDuringRecovery);
    doc_->undoStack()->undo();
    QVERIFY(doc_->plan().goodput.failuresDuringRecovery);
    QVERIFY(c->toggle("runtime.failures_during_recovery")->isChecked());
    // The spare chart: goodput for 0, 1, ... spares from the model, the plan's own count marked.
    view_->tabs()->setCurrentIndex(1);
    auto* spares = view_->chart<gpui::SpareChart>();
    c->counter("scheduling.hot_spares")->setValue(2);
    const gp::Evaluation e = gp::evaluate(doc_->plan());
    const gp::SpareCurve expected = gp::spareCurve(e.parameters, gp::spareCurveRange(e.parameters));
    QCOMPARE(spares->curve().goodput.size(), expected.goodput.size());
    QCOMPARE(spares->curve().goodput[2], e.goodput.mlProductivity);
    QCOMPARE(spares->curve().shortfall[0], 1.0);
    QVERIFY(spares->curve().goodput[2] > spares->curve().goodput[0]);
}

void TestWorkbenchScale::breakdownAddsUpToTheWindow()
{
    auto* chart = view_->chart<gpui::BreakdownChart>();
    double sum = 0;
    for (double h : chart->hours())
        sum += h;
    QVERIFY(std::abs(sum - 720.0) < 1e-9);
    const gp::Evaluation e = gp::evaluate(doc_->plan());
    QCOMPARE(chart->hours()[8], e.goodput.hours.goodput);
}

QTEST_MAIN(TestWorkbenchScale)
#include "tst_workbench_scale.moc"
