// Scenarios in the application: the active scenario shown and edited in every view, the comparison view, and the
// plan saved as its base with its scenarios.
#include "document/PlanDocument.h"
#include "mainwindow/MainWindow.h"
#include "plan/PlanJson.h"
#include "plan/Scenarios.h"
#include "scenarios/ScenariosView.h"

#include <nlohmann/json.hpp>

#include <QComboBox>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

class TestScenariosView : public QObject {
    Q_OBJECT
private slots:
    void comparisonShowsEveryScenario();
    void editsGoToTheActiveScenario();
    void addRenameDeleteAreUndoable();
    void toolbarSwitchesTheScenario();
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

QTEST_MAIN(TestScenariosView)
#include "tst_scenariosview.moc"
