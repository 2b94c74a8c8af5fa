// Scenarios in the application: the active scenario shown and edited in every view, the comparison view, and the
// plan saved as its base with its scenarios.
#include "document/PlanDocument.h"
#include "mainwindow/Language.h"
#include "mainwindow/MainWindow.h"
#include "plan/PlanJson.h"
#include "plan/Scenarios.h"
#include "plan/Evaluate.h"
#include "plan/ScenarioCompare.h"
#include "scenarios/ScenarioCharts.h"
#include "scenarios/ScenariosView.h"
#include "scenarios/SweepChart.h"
#include "scenarios/SweepPanel.h"
#include "common/WrappingLineEdit.h"

#include <qcustomplot.h>

#include <nlohmann/json.hpp>

#include <QComboBox>
#include <QListWidget>
#include <QScrollBar>
#include <QTableWidget>
#include <QSet>
#include <QTabWidget>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>

namespace {

// CIELAB distance (ΔE 1976) between two sRGB colours, optionally both as a reader with deuteranopia sees them
// (Machado, Oliveira and Fernandes 2009, severity 1, on linear RGB).
double deltaE(const QColor& a, const QColor& b, bool deuteranopia)
{
    auto lab = [deuteranopia](const QColor& c) {
        auto linear = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        double rgb[3] = {linear(c.redF()), linear(c.greenF()), linear(c.blueF())};
        if (deuteranopia) {
            static const double m[3][3] = {{0.367322, 0.860646, -0.227968},
                                           {0.280085, 0.672501, 0.047413},
                                           {-0.011820, 0.042940, 0.968881}};
            double out[3];
            for (int i = 0; i < 3; ++i)
                out[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
            std::copy(out, out + 3, rgb);
        }
        const double x = (0.4124 * rgb[0] + 0.3576 * rgb[1] + 0.1805 * rgb[2]) / 0.95047;
        const double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
        const double z = (0.0193 * rgb[0] + 0.1192 * rgb[1] + 0.9505 * rgb[2]) / 1.08883;
        auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
        return std::array<double, 3>{116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    };
    const auto la = lab(a), lb = lab(b);
    return std::hypot(la[0] - lb[0], la[1] - lb[1], la[2] - lb[2]);
}

} // namespace

class TestScenariosView : public QObject {
    Q_OBJECT
private slots:
    void comparisonShowsEveryScenario();
    void editsGoToTheActiveScenario();
    void addRenameDeleteAreUndoable();
    void toolbarSwitchesTheScenario();
    void chartsShowEveryOption();
    void theReasonReadsWhole();
    void sweepTabulatesAndKeepsPoints();
    void sweepShowsAnInvalidPoint();
    void fitsA1024WindowInGerman();
    void sweepAxisTitlesStayWhole_data();
    void sweepAxisTitlesStayWhole();
    void costsNoRunSurvivesAreOffTheScale();
    void barsAreLabelledByDistinctNames();
    void aLongNameDuplicatesIntoAPlanThatSaves();
};

void TestScenariosView::comparisonShowsEveryScenario()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::ScenariosView view(&doc);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTableWidget* t = view.table();
    QCOMPARE(t->columnCount(), 4); // the base and three scenarios
    QVERIFY(t->horizontalHeaderItem(0)->text().startsWith(QStringLiteral("★"))); // the base is recommended
    // The DWS calendar scenario's scheduling goodput differs from the base's: highlighted, with the base's figure.
    QTableWidgetItem* sg = t->item(1, 1);
    QVERIFY(sg->background().color().alpha() > 0);
    QVERIFY(sg->toolTip().startsWith(QStringLiteral("Base plan: ")));
    // Its accelerator is the base's: not highlighted.
    QCOMPARE(t->item(4, 1)->background().style(), Qt::NoBrush);
    // TPU v5e misses the 30-day deadline.
    QVERIFY(t->item(8, 3)->text().contains(QStringLiteral("missed")));
    // The risk: 5th below 95th percentile.
    QVERIFY(t->item(9, 0)->text() != QStringLiteral("–"));
}

void TestScenariosView::editsGoToTheActiveScenario()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    const int baseNodes = doc.plan().goodput.nodes;
    doc.setActiveScenario("H100 reserved (DWS calendar)");
    QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::DwsCalendar);
    QCOMPARE(doc.evaluation()->goodput.hours.waiting, 0.0); // a calendar reservation waits for nothing
    doc.modify(QStringLiteral("nodes"), [](gp::Plan& p) { p.goodput.nodes = 32; });
    QCOMPARE(doc.plan().goodput.nodes, 32);
    QCOMPARE(doc.storedPlan().goodput.nodes, baseNodes); // the base is untouched
    QCOMPARE(gp::scenarioPlan(doc.storedPlan(), "H100 reserved (DWS calendar)").goodput.nodes, 32);
    // Back on the base, its own nodes; undo takes the scenario's edit back.
    doc.setActiveScenario("");
    QCOMPARE(doc.plan().goodput.nodes, baseNodes);
    doc.undoStack()->undo();
    QCOMPARE(gp::scenarioPlan(doc.storedPlan(), "H100 reserved (DWS calendar)").goodput.nodes, baseNodes);
    // Saved as the base with its scenarios.
    doc.setActiveScenario("TPU v5e on demand, FSDP");
    const gp::Plan saved = gp::planFromJson(gp::planToJson(doc.storedPlan()));
    QCOMPARE(saved.goodput.provisioning, gp::Provisioning::Spot);
    QCOMPARE(saved.scenarios.size(), std::size_t(3));
}

void TestScenariosView::addRenameDeleteAreUndoable()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::ScenariosView view(&doc);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    doc.modify(QStringLiteral("window"), [](gp::Plan& p) { p.goodput.checkpointInterval = gp::Duration::minutes(30); });
    QVERIFY(!view.addFromShown(QStringLiteral("Half-hour checkpoints")));
    QVERIFY(view.addFromShown(QStringLiteral("Half-hour checkpoints"))); // taken
    // Duplicate: the copy sits after its original with the same inputs, in one undoable step.
    const std::size_t before = doc.storedPlan().scenarios.size();
    QCOMPARE(view.duplicateScenario("H100 on Spot, 2 hot spares"), std::string("Copy of H100 on Spot, 2 hot spares"));
    QCOMPARE(doc.storedPlan().scenarios[2].name, std::string("Copy of H100 on Spot, 2 hot spares"));
    QCOMPARE(doc.storedPlan().scenarios[2].overrides, doc.storedPlan().scenarios[1].overrides);
    QCOMPARE(view.duplicateScenario("H100 on Spot, 2 hot spares"), std::string("Copy of H100 on Spot, 2 hot spares (2)"));
    QCOMPARE(view.duplicateScenario(""), std::string("Copy of Base plan"));
    QVERIFY(gp::scenarioPlan(doc.storedPlan(), "Copy of Base plan").goodput == gp::scenarioPlan(doc.storedPlan(), "").goodput);
    QCOMPARE(doc.storedPlan().scenarios.front().name, std::string("Copy of Base plan"));
    for (int i = 0; i < 3; ++i)
        doc.undoStack()->undo();
    QCOMPARE(doc.storedPlan().scenarios.size(), before);
    QCOMPARE(view.table()->columnCount(), 5);
    const gp::Scenario* s = gp::findScenario(doc.storedPlan(), "Half-hour checkpoints");
    QVERIFY(s);
    QCOMPARE(s->overrides, std::string("{}")); // the base itself has the edit: no difference to keep
    QVERIFY(!view.renameScenario("Half-hour checkpoints", QStringLiteral("Another")));
    QVERIFY(gp::findScenario(doc.storedPlan(), "Another"));
    QVERIFY(view.renameScenario("Another", QStringLiteral("TPU v5e on demand, FSDP"))); // taken: refused
    QVERIFY(gp::findScenario(doc.storedPlan(), "Another"));
    view.moveScenario("Another", -1);
    QCOMPARE(doc.storedPlan().scenarios[2].name, std::string("Another"));
    view.recommend("Another");
    QCOMPARE(doc.storedPlan().recommendedScenario, std::string("Another"));
    view.deleteScenario("Another");
    QVERIFY(!gp::findScenario(doc.storedPlan(), "Another"));
    QVERIFY(doc.storedPlan().recommendedScenario.empty());
    doc.undoStack()->undo();
    QVERIFY(gp::findScenario(doc.storedPlan(), "Another"));
}

void TestScenariosView::toolbarSwitchesTheScenario()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QComboBox* combo = nullptr;
    for (QComboBox* c : w.findChildren<QComboBox*>())
        if (c->accessibleName() == QStringLiteral("Active scenario"))
            combo = c;
    QVERIFY(combo);
    QCOMPARE(combo->count(), 4);
    combo->setCurrentIndex(3);
    emit combo->activated(3);
    QCOMPARE(doc.activeScenario(), std::string("TPU v5e on demand, FSDP"));
    QVERIFY(w.windowTitle().contains(QStringLiteral("TPU v5e on demand, FSDP")));
    QCOMPARE(doc.evaluation()->selectedEstimate()->accelerator, std::string("tpu-v5e"));
}

void TestScenariosView::chartsShowEveryOption()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::ScenariosView view(&doc);
    view.resize(1200, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // Cost and days: one row per option, the figures the planning model gives each.
    const QList<gpui::DataTable> cost = view.costChart()->dataTables();
    QCOMPARE(cost.first().rows.size(), 4);
    const gp::Evaluation tpu = gp::evaluate(gp::scenarioPlan(doc.storedPlan(), "TPU v5e on demand, FSDP"));
    QCOMPARE(cost.first().rows[3][0].label, QStringLiteral("TPU v5e on demand, FSDP"));
    QCOMPARE(cost.first().rows[3][1].number, tpu.selectedEstimate()->cost);
    QCOMPARE(cost.first().rows[3][2].number, tpu.selectedEstimate()->days);
    // Drawn in thousands of dollars, with the 30-day deadline in the legend.
    auto* bars = qobject_cast<QCPBars*>(view.costChart()->plot()->plottable(0));
    QVERIFY(bars);
    QCOMPARE(bars->data()->at(3)->value, tpu.selectedEstimate()->cost / 1000.0);
    bool deadline = false;
    for (int i = 0; i < view.costChart()->plot()->legend->itemCount(); ++i)
        if (auto* item = qobject_cast<QCPPlottableLegendItem*>(view.costChart()->plot()->legend->item(i)))
            deadline = deadline || item->plottable()->name().contains(QStringLiteral("30.0 days"));
    QVERIFY(deadline);
    // The distributions: a curve per option, each the share of its windows in each band, summing to 100 %.
    QCustomPlot* d = view.distributionChart()->plot();
    QCOMPARE(d->graphCount(), 4);
    for (int g = 0; g < d->graphCount(); ++g) {
        double sum = 0;
        for (auto it = d->graph(g)->data()->begin(); it != d->graph(g)->data()->end(); ++it)
            sum += it->value;
        QVERIFY2(std::abs(sum - 100.0) < 1e-9, qPrintable(d->graph(g)->name()));
    }
    // The base's curve peaks near its expected goodput (36.6 %), the calendar's to its right.
    auto peak = [&](int g) {
        double best = -1, at = 0;
        for (auto it = d->graph(g)->data()->begin(); it != d->graph(g)->data()->end(); ++it)
            if (it->value > best) {
                best = it->value;
                at = it->key;
            }
        return at;
    };
    const double mpg = doc.evaluation()->goodput.mlProductivity * 100.0;
    QVERIFY2(std::abs(peak(0) - mpg) < 1.0, qPrintable(QString::number(peak(0))));
    QVERIFY(peak(1) > peak(0) + 1.0);
    // An edit redraws them: a fifth scenario is a fifth bar and curve.
    QVERIFY(!view.addFromShown(QStringLiteral("Copy of the base")));
    QCOMPARE(view.costChart()->dataTables().first().rows.size(), 5);
    QCOMPARE(d->graphCount(), 5);
    // The curves stay apart: the first four by colour, also as a reader with deuteranopia sees them (CIELAB ΔE of
    // at least 20, where orange and vermillion, once third and fourth, come 18 apart), and all five by colour and
    // line style together.
    for (int a = 0; a < 4; ++a)
        for (int b = a + 1; b < 4; ++b) {
            const QColor ca = d->graph(a)->pen().color(), cb = d->graph(b)->pen().color();
            QVERIFY2(deltaE(ca, cb, false) >= 20, qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
            QVERIFY2(deltaE(ca, cb, true) >= 20, qPrintable(QStringLiteral("%1 %2").arg(a).arg(b)));
        }
    QSet<QPair<QRgb, int>> looks;
    for (int g = 0; g < 5; ++g)
        looks.insert({d->graph(g)->pen().color().rgb(), int(d->graph(g)->pen().style())});
    QCOMPARE(looks.size(), qsizetype(5));
}

void TestScenariosView::theReasonReadsWhole()
{
    gpui::PlanDocument doc;
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.recommendationReason = "The base plan is the cheapest option that meets the 30-day deadline with nine chances "
                                "in ten; the DWS calendar reservation waits for nothing but costs more per hour, and "
                                "the TPU v5e misses the deadline. Two hot spares add cost for a fifth of a point of "
                                "goodput, and the reservation would only pay for itself on a run twice as long.";
    doc.reset(plan, QString());
    gpui::ScenariosView view(&doc);
    view.resize(600, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // In the narrowest window the reason takes three lines, all in sight: none scrolled out of its box.
    gpui::WrappingLineEdit* reason = view.reason();
    QCOMPARE(reason->text(), QString::fromStdString(plan.recommendationReason));
    QVERIFY(reason->height() >= 3 * reason->fontMetrics().lineSpacing());
    QCOMPARE(reason->verticalScrollBar()->maximum(), 0);
    QCOMPARE(reason->horizontalScrollBar()->maximum(), 0);
    // Typed and finished with Enter, it is an undoable edit of the plan, in one line.
    reason->setFocus();
    reason->selectAll();
    QTest::keyClicks(reason, QStringLiteral("Cheapest in time"));
    QTest::keyClick(reason, Qt::Key_Return);
    QCOMPARE(doc.storedPlan().recommendationReason, std::string("Cheapest in time"));
    QCOMPARE(reason->text(), QStringLiteral("Cheapest in time"));
    doc.undoStack()->undo();
    QCOMPARE(doc.storedPlan().recommendationReason, plan.recommendationReason);
}

void TestScenariosView::sweepTabulatesAndKeepsPoints()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::ScenariosView view(&doc);
    view.show();
    view.tabs()->setCurrentIndex(1);
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    gpui::SweepPanel* sweep = view.sweep();
    QVERIFY(!sweep->runSweep("nodes", 16, 1024, 7));
    QCOMPARE(sweep->table()->rowCount(), 7);
    // Every input of the range table can be swept, each under its own name.
    QSet<QString> labels;
    for (const gp::SweepInput& input : gp::sweepInputs())
        labels.insert(sweep->inputLabel(input));
    QCOMPARE(labels.size(), static_cast<qsizetype>(gp::inputRanges().size()));
    QCOMPARE(sweep->table()->item(0, 0)->text(), QStringLiteral("16"));
    QCOMPARE(sweep->table()->item(6, 0)->text(), QLocale().toString(1024));
    // Its first row is the plan shown, as the Scenarios table gives it.
    QCOMPARE(sweep->table()->item(0, 1)->text(), view.table()->item(0, 0)->text());
    QCOMPARE(sweep->chart()->plot()->graph(0)->dataCount(), 7);
    // Keep 32 and 64 nodes: two scenarios in one undoable step, each the plan with that many nodes.
    QCOMPARE(sweep->keepAsScenarios({1, 2}), 2);
    const gp::Plan& stored = doc.storedPlan();
    QCOMPARE(stored.scenarios.size(), std::size_t(5));
    QCOMPARE(stored.scenarios[3].name, std::string("Nodes = 32"));
    QCOMPARE(gp::scenarioPlan(stored, "Nodes = 64").goodput.nodes, 64);
    QCOMPARE(gp::scenarioPlan(stored, "Nodes = 64").goodput.provisioning, gp::Provisioning::Spot);
    QCOMPARE(view.table()->columnCount(), 6);
    // Kept again: a second name, never a duplicate.
    QCOMPARE(sweep->keepAsScenarios({1}), 1);
    QCOMPARE(doc.storedPlan().scenarios.back().name, std::string("Nodes = 32 (2)"));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.storedPlan().scenarios.size(), std::size_t(3));
    // Swept on a scenario, the points keep that scenario's inputs.
    doc.setActiveScenario("H100 reserved (DWS calendar)");
    QVERIFY(!sweep->runSweep("hot_spares", 0, 4, 3));
    QCOMPARE(sweep->keepAsScenarios({2}), 1);
    const gp::Plan kept = gp::scenarioPlan(doc.storedPlan(), "Hot spares = 4");
    QCOMPARE(kept.goodput.hotSpares, 4);
    QCOMPARE(kept.goodput.provisioning, gp::Provisioning::DwsCalendar);
}

void TestScenariosView::sweepShowsAnInvalidPoint()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::SweepPanel sweep(&doc);
    sweep.show();
    QVERIFY(QTest::qWaitForWindowExposed(&sweep));
    QVERIFY(!sweep.runSweep("initial_wait", 0, 1000, 2));
    QCOMPARE(sweep.table()->rowCount(), 2);
    // The 1000-hour wait fills the 30-day window: the row says so, the chart leaves it out, and it cannot be kept.
    QVERIFY(sweep.table()->item(1, 1)->text().contains(QStringLiteral("wait")));
    QCOMPARE(sweep.chart()->plot()->graph(0)->dataCount(), 1);
    QCOMPARE(sweep.keepAsScenarios({1}), 0);
    QCOMPARE(doc.storedPlan().scenarios.size(), std::size_t(3));
    for (int c = 0; c < sweep.table()->columnCount(); ++c)
        if (QTableWidgetItem* item = sweep.table()->item(0, c))
            QVERIFY(!item->text().contains(QStringLiteral("nan")));
}

void TestScenariosView::fitsA1024WindowInGerman()
{
    // In a window of 1024 x 640, in German, the Scenarios view beside the open view list needs no more width than
    // the window has: its rows wrap, the window does not grow past the screen.
    gpui::applyLanguage(QStringLiteral("de"));
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.resize(1024, 640);
    window.showView(int(gpui::View::Scenarios));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCoreApplication::processEvents(); // laid out
    QWidget* view = window.view(int(gpui::View::Scenarios));
    QWidget* list = window.findChild<QListWidget*>();
    QVERIFY(view && list);
    const int room = 1024 - list->width() - 12;
    QString widest;
    for (QWidget* w : view->findChildren<QWidget*>())
        if (w->minimumSizeHint().width() > 400)
            widest += QStringLiteral("%1 %2 %3; ").arg(QString::fromLatin1(w->metaObject()->className()), w->objectName()).arg(w->minimumSizeHint().width());
    QVERIFY2(view->minimumSizeHint().width() <= room,
             qPrintable(QStringLiteral("%1 px of %2: %3").arg(view->minimumSizeHint().width()).arg(room).arg(widest)));
    QVERIFY2(window.minimumSizeHint().width() <= 1024, qPrintable(QString::number(window.minimumSizeHint().width())));
    QCOMPARE(window.width(), 1024);
    gpui::applyLanguage(QStringLiteral("en"));
}

void TestScenariosView::sweepAxisTitlesStayWhole_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")})
        for (const QSize s : {QSize(920, 576), QSize(1024, 640), QSize(1440, 900), QSize(2560, 1440)})
            QTest::addRow("%dx%d %s", s.width(), s.height(), qPrintable(language)) << s << language;
}

// An axis title is drawn centred along its axis: a line longer than the axis ran past the plot's edge and the window
// cut it ("samtkosten (Tausend USD)" on the right of the sweep at 1024 × 640 in German). Each line of a title is
// no longer than its axis, and the lines together say the whole title.
void TestScenariosView::sweepAxisTitlesStayWhole()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    gpui::applyLanguage(language);
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    auto window = std::make_unique<gpui::MainWindow>(&doc);
    window->resize(size);
    window->showView(int(gpui::View::Scenarios));
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    auto* scenarios = qobject_cast<gpui::ScenariosView*>(window->view(int(gpui::View::Scenarios)));
    QVERIFY(scenarios);
    scenarios->findChild<QTabWidget*>()->setCurrentWidget(scenarios->sweep());
    QCustomPlot* p = scenarios->sweep()->chart()->plot();
    QTRY_VERIFY(p->isVisible());
    QCoreApplication::processEvents(); // laid out and drawn
    p->replot();                       // and drawn again where the layout gave the axes another length
    QCoreApplication::processEvents();
    const QString cost = language == QLatin1String("de") ? QStringLiteral("Gesamtkosten (Tausend USD)")
                                                          : QStringLiteral("Total cost (thousand USD)");
    const auto whole = [](QString label) { return label.replace(QLatin1Char('\n'), QLatin1Char(' ')); };
    QCOMPARE(whole(p->yAxis2->label()), cost);
    QCOMPARE(whole(p->yAxis->label()), QStringLiteral("ML Productivity Goodput (%)"));
    for (QCPAxis* axis : {p->yAxis, p->yAxis2, p->xAxis}) {
        const bool vertical = axis->orientation() == Qt::Vertical;
        const int room = vertical ? axis->axisRect()->height() : axis->axisRect()->width();
        for (const QString& line : axis->label().split(QLatin1Char('\n'))) {
            const int length = QFontMetrics(axis->labelFont()).horizontalAdvance(line);
            QVERIFY2(length <= room, qPrintable(QStringLiteral("“%1” is %2 px on an axis of %3 px").arg(line).arg(length).arg(room)));
        }
    }
    window.reset();
    gpui::applyLanguage(QStringLiteral("en"));
}

// The example swept to 10,000 nodes: past a few hundred no run survives the Spot preemptions, and the cost reaches
// $8 × 10^18, which flattened every other point to the axis. The axis ends at 20 times the cheapest point's cost
// and a note says the rest are off the scale; without such points there is no note and the axis holds them all.
void TestScenariosView::costsNoRunSurvivesAreOffTheScale()
{
    const gp::Plan plan = gpui::PlanDocument::examplePlan();
    const gp::SweepInput* nodes = nullptr;
    for (const gp::SweepInput& i : gp::sweepInputs())
        if (i.id == "nodes")
            nodes = &i;
    QVERIFY(nodes);
    gpui::SweepChart chart;
    chart.resize(800, 500);
    const std::vector<gp::SweepPoint> wide = gp::sweep(plan, *nodes, {1, 12, 152, 811, 4329, 10000});
    double cheapest = INFINITY, dearest = 0;
    for (const gp::SweepPoint& p : wide) {
        cheapest = std::min(cheapest, p.outcome->cost / 1000.0);
        dearest = std::max(dearest, p.outcome->cost / 1000.0);
    }
    QVERIFY2(dearest > 1e12, qPrintable(QString::number(dearest)));
    chart.show(*nodes, QStringLiteral("Nodes"), 1.0, wide, 16);
    QCOMPARE(chart.plot()->yAxis2->range().upper, 20 * cheapest * 1.1);
    QVERIFY(chart.offScaleNote());
    const QString note = chart.offScaleNote()->text().replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY2(note.startsWith(QStringLiteral("Costs above $")) && note.endsWith(QStringLiteral("the table lists them.")),
             qPrintable(note));
    const std::vector<gp::SweepPoint> narrow = gp::sweep(plan, *nodes, {1, 12, 66});
    chart.show(*nodes, QStringLiteral("Nodes"), 1.0, narrow, 16);
    QVERIFY(!chart.offScaleNote());
    QVERIFY(chart.plot()->yAxis2->range().upper >= narrow.back().outcome->cost / 1000.0);
}

void TestScenariosView::barsAreLabelledByDistinctNames()
{
    // The example's options: "Base plan", "H100 reserved (DWS calendar)", "H100 on Spot, 2 hot spares" and "TPU v5e on
    // demand, FSDP". On a chart as narrow as the one beside the distributions in a 1024-pixel window, each bar's
    // label is its option's name on at most two lines no wider than its bars, no two labels alike (the two H100
    // options read as more than "H100"), and pointing at the bars gives the whole name.
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::ScenarioCostChart chart;
    chart.resize(290, 360);
    chart.QWidget::show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    chart.refresh(doc.storedPlan(), *doc.evaluation());
    chart.plot()->replot();
    const QStringList names{QStringLiteral("Base plan"), QStringLiteral("H100 reserved (DWS calendar)"),
                            QStringLiteral("H100 on Spot, 2 hot spares"), QStringLiteral("TPU v5e on demand, FSDP")};
    const QFontMetricsF metrics(chart.plot()->xAxis->tickLabelFont());
    const double band = chart.plot()->axisRect()->width() / 4.2;
    QStringList labels;
    for (int i = 0; i < 4; ++i) {
        const QString label = chart.barLabel(i);
        labels << label;
        QVERIFY2(label.count(QLatin1Char('\n')) <= 1, qPrintable(label));
        for (const QString& line : label.split(QLatin1Char('\n')))
            QVERIFY2(metrics.horizontalAdvance(line) <= band, qPrintable(line));
        QVERIFY2(label.size() > 5, qPrintable(label)); // more than the "H100" both H100 options begin with
        QCOMPARE(chart.barName(i + 1), names[i]);
        QCOMPARE(chart.barName(i + 1.3), names[i]);
    }
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), 4);
    QVERIFY(chart.barName(1.5).isEmpty()); // between two groups of bars
    // Wide enough, the names read whole.
    chart.resize(1400, 500);
    QCoreApplication::processEvents(); // laid out at the new size
    chart.plot()->replot();
    for (int i = 0; i < 4; ++i)
        QCOMPARE(chart.barLabel(i).replace(QLatin1Char('\n'), QLatin1Char(' ')), names[i]);
}

void TestScenariosView::aLongNameDuplicatesIntoAPlanThatSaves()
{
    // A 73-character name: its copy "Copy of ..." would be 81 characters, one past what a plan file holds. The copy
    // is clipped to 80, and the plan saves and loads again; a name of 81 characters is refused with the reason.
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::ScenariosView view(&doc);
    const QString long73(73, QLatin1Char('x'));
    QVERIFY(!view.addFromShown(long73));
    const std::string copy = view.duplicateScenario(long73.toStdString());
    QCOMPARE(copy, ("Copy of " + long73.toStdString()).substr(0, 80));
    const gp::Plan back = gp::planFromJson(gp::planToJson(doc.storedPlan()));
    QVERIFY(gp::findScenario(back, copy));
    QCOMPARE(view.addFromShown(QString(81, QLatin1Char('y'))), std::optional(QStringLiteral("A scenario's name has at most 80 characters.")));
    QCOMPARE(view.renameScenario(copy, long73.toUpper()), std::optional(QStringLiteral("Another scenario has this name.")));
}

QTEST_MAIN(TestScenariosView)
#include "tst_scenariosview.moc"
