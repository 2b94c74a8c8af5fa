// Scenarios in the application: the active scenario shown and edited in every view, the comparison view, and the
// plan saved as its base with its scenarios.
#include "document/PlanDocument.h"
#include "mainwindow/MainWindow.h"
#include "plan/PlanJson.h"
#include "plan/Scenarios.h"
#include "plan/Evaluate.h"
#include "plan/ScenarioCompare.h"
#include "scenarios/ScenarioCharts.h"
#include "scenarios/ScenariosView.h"
#include "scenarios/SweepChart.h"
#include "scenarios/SweepPanel.h"

#include <qcustomplot.h>

#include <nlohmann/json.hpp>

#include <QComboBox>
#include <QTableWidget>
#include <QSet>
#include <QTest>
#include <QUndoStack>

class TestScenariosView : public QObject {
    Q_OBJECT
private slots:
    void comparisonShowsEveryScenario();
    void editsGoToTheActiveScenario();
    void addRenameDeleteAreUndoable();
    void toolbarSwitchesTheScenario();
    void chartsShowEveryOption();
    void sweepTabulatesAndKeepsPoints();
    void sweepShowsAnInvalidPoint();
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

QTEST_MAIN(TestScenariosView)
#include "tst_scenariosview.moc"
