// The decision flowcharts answered from the plan (docs/model.md section 14, "Conditions"): the plan's answer is
// marked at the question it decides, one action (the panel's button or P) takes every such answer as one undoable
// step, each marked as the plan's, and an answer the user changes is the user's.
#include "settings/AppSettings.h"
#include "settings/GraphPacks.h"
#include "decision/GraphLibrary.h"
#include "document/PlanDocument.h"
#include "flowchart/DecisionPanel.h"
#include "flowchart/DecisionView.h"
#include "mainwindow/GraphPackList.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/PreferencesDialog.h"
#include "plan/Plan.h"

#include <QDir>
#include <QListWidget>
#include <QTabBar>
#include <QTreeWidget>
#include <QPushButton>
#include <QFile>
#include <QSettings>
#include <QToolButton>
#include <QTest>
#include <QUndoStack>

class TestFlowchartPlan : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void thePlansAnswerIsMarkedAndTakenInOneAction();
    void anAnswerTheUserChangesIsTheUsers();
    void theMarkFollowsThePlansFigures();
    void anImportedPackIsWalkedLikeTheBuiltInGraphs();
    void aPackChangeEvaluatesTheOpenPlanAgain();

private:
    QStringList answersShown() const;
    gpui::PlanDocument* doc_ = nullptr;
    gpui::DecisionView* view_ = nullptr;
};

void TestFlowchartPlan::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_flowchartplan"));
    QSettings().clear();
}

void TestFlowchartPlan::init()
{
    // The example plan without its walks: 16 nodes of 8 accelerators, for training.
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.walks.clear();
    doc_ = new gpui::PlanDocument;
    doc_->reset(plan, QString());
    // As the main window does: the packs' graphs in use are the document's.
    QObject::connect(gpui::GraphPacks::notifier(), &gpui::GraphPacks::loaded, doc_, &gpui::PlanDocument::setGraphs);
    view_ = new gpui::DecisionView(doc_);
    view_->resize(1200, 800);
    view_->showGraph(0);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_));
}

void TestFlowchartPlan::cleanup()
{
    delete view_;
    delete doc_;
}

QStringList TestFlowchartPlan::answersShown() const
{
    QStringList out;
    auto* list = view_->panel()->findChild<QListWidget*>();
    for (int i = 0; list && i < list->count(); ++i)
        out << list->item(i)->text();
    return out;
}

void TestFlowchartPlan::thePlansAnswerIsMarkedAndTakenInOneAction()
{
    gpui::DecisionPanel* panel = view_->panel();
    QVERIFY(view_->answerFromPlanButton()->isEnabled());
    // "Training or inferencing?": the plan is for training.
    QVERIFY(panel->choiceButtons().at(0)->text().contains(QStringLiteral("(the plan's answer)")));
    QVERIFY(!panel->choiceButtons().at(1)->text().contains(QStringLiteral("(the plan's answer)")));
    const int before = doc_->undoStack()->count();
    QTest::keyClick(view_, Qt::Key_P);
    // 128 accelerators, more than 32: two answers, to the NVLink recommendation, where nothing is left to answer.
    QCOMPARE(doc_->walk("gpu-selection"), (std::vector<std::string>{"training", "more-than-32"}));
    QCOMPARE(doc_->plan().answeredFromPlan.at("gpu-selection"), (std::vector<std::size_t>{0, 1}));
    QCOMPARE(view_->walk().current().kind, gp::NodeKind::Recommendation);
    QVERIFY(!view_->answerFromPlanButton()->isEnabled());
    const QStringList shown = answersShown();
    QCOMPARE(shown.size(), 2);
    for (const QString& line : shown)
        QVERIFY2(line.endsWith(QStringLiteral("(from the plan)")), qPrintable(line));
    // One undoable step.
    QCOMPARE(doc_->undoStack()->count(), before + 1);
    QCOMPARE(doc_->undoStack()->undoText(), QStringLiteral("Answer from the plan"));
    doc_->undoStack()->undo();
    QVERIFY(doc_->walk("gpu-selection").empty());
    QVERIFY(doc_->plan().answeredFromPlan.empty());
    // The panel's button does the same.
    QTest::mouseClick(view_->answerFromPlanButton(), Qt::LeftButton);
    QCOMPARE(doc_->walk("gpu-selection").size(), std::size_t(2));
}

void TestFlowchartPlan::anAnswerTheUserChangesIsTheUsers()
{
    view_->answerFromPlan();
    view_->jumpTo(1);
    view_->choose(QStringLiteral("up-to-32"));
    QCOMPARE(doc_->walk("gpu-selection"), (std::vector<std::string>{"training", "up-to-32"}));
    QCOMPARE(doc_->plan().answeredFromPlan.at("gpu-selection"), (std::vector<std::size_t>{0}));
    const QStringList shown = answersShown();
    QVERIFY(shown.at(0).endsWith(QStringLiteral("(from the plan)")));
    QVERIFY(!shown.at(1).endsWith(QStringLiteral("(from the plan)")));
    // "Is latency critical?" is the plan's too: not critical. The plan answers it, and only it.
    view_->answerFromPlan();
    QCOMPARE(doc_->walk("gpu-selection"), (std::vector<std::string>{"training", "up-to-32", "not-critical"}));
    QCOMPARE(doc_->plan().answeredFromPlan.at("gpu-selection"), (std::vector<std::size_t>{0, 2}));
}

void TestFlowchartPlan::theMarkFollowsThePlansFigures()
{
    view_->choose(QStringLiteral("training"));
    gpui::DecisionPanel* panel = view_->panel();
    QVERIFY(panel->choiceButtons().at(2)->text().contains(QStringLiteral("(the plan's answer)"))); // more than 32
    // Two nodes of eight: 16 accelerators, more than one VM's 8 and at most 32.
    doc_->modify(QStringLiteral("Nodes"), [](gp::Plan& p) { p.goodput.nodes = 2; });
    QVERIFY(panel->choiceButtons().at(1)->text().contains(QStringLiteral("(the plan's answer)")));
    QVERIFY(!panel->choiceButtons().at(2)->text().contains(QStringLiteral("(the plan's answer)")));
    // One node: a single VM.
    doc_->modify(QStringLiteral("Nodes"), [](gp::Plan& p) { p.goodput.nodes = 1; });
    QVERIFY(panel->choiceButtons().at(0)->text().contains(QStringLiteral("(the plan's answer)")));
}

void TestFlowchartPlan::anImportedPackIsWalkedLikeTheBuiltInGraphs()
{
    QDir(gpui::GraphPacks::folder()).removeRecursively();
    const QString acme = QStringLiteral(GOODPUT_TEST_DATA "/packs/acme.gpgraphs");
    const auto imported = gpui::GraphPacks::import(acme, false);
    QCOMPARE(imported.status, gpui::GraphPacks::Imported::Status::Imported);
    QVERIFY(QFile::exists(gpui::GraphPacks::installedPath("acme-offerings")));
    // The view's tabs follow: the four built-in graphs, then the pack's.
    QCOMPARE(view_->treeTabs()->count(), 5);
    QVERIFY(view_->treeTabs()->tabToolTip(4).contains(QStringLiteral("ACME Cloud offerings 1.2")));
    view_->showGraph(4);
    QCOMPARE(view_->walk().graph().id, std::string("acme-reservation"));
    // The example plan trains on 128 accelerators: training, then more than 32.
    view_->answerFromPlan();
    const std::vector<std::string> answers = doc_->walk("acme-reservation");
    QVERIFY(answers.size() >= 2);
    QCOMPARE(answers[1], std::string("large"));
    QCOMPARE(doc_->plan().walkPacks.at("acme-reservation").version, std::string("1.2"));
    // Imported again, it asks before replacing.
    QCOMPARE(gpui::GraphPacks::import(acme, false).status, gpui::GraphPacks::Imported::Status::AlreadyInstalled);
    // The preferences list the pack with its version, author and licence, and its graph switched on.
    gpui::PreferencesDialog preferences;
    QTreeWidget* tree = preferences.findChild<gpui::GraphPackList*>()->tree();
    QCOMPARE(tree->topLevelItemCount(), 1);
    QTreeWidgetItem* pack = tree->topLevelItem(0);
    QCOMPARE(pack->text(0), QStringLiteral("ACME Cloud offerings"));
    QCOMPARE(pack->text(1), QStringLiteral("1.2 · ACME architecture team · CC-BY-4.0"));
    QCOMPARE(pack->child(0)->checkState(0), Qt::Checked);
    // Switched off there, its graph leaves the tabs at once, and the plan's walk of it says so.
    pack->child(0)->setCheckState(0, Qt::Unchecked);
    QCOMPARE(gpui::settings::graphsSwitchedOff().get(), QStringList{QStringLiteral("acme-reservation")});
    QTRY_COMPARE(view_->treeTabs()->count(), 4);
    QCOMPARE(gp::walkPackNotes(doc_->plan(), doc_->graphs()).size(), std::size_t(1));
    QCOMPARE(doc_->evaluation()->walkNotes.size(), std::size_t(1)); // the document was evaluated with the new graphs
    tree->topLevelItem(0)->child(0)->setCheckState(0, Qt::Checked);
    QTRY_COMPARE(view_->treeTabs()->count(), 5);
    gpui::settings::graphsSwitchedOff().set({});
    QDir(gpui::GraphPacks::folder()).removeRecursively();
    gpui::GraphPacks::load();
    QCOMPARE(view_->treeTabs()->count(), 4);
}

void TestFlowchartPlan::aPackChangeEvaluatesTheOpenPlanAgain()
{
    // A plan with a walk of the ACME pack's graph, open in a window while no pack is installed: its evaluation says
    // the pack is not in use.
    QDir(gpui::GraphPacks::folder()).removeRecursively();
    const QString acmePath = QStringLiteral(GOODPUT_TEST_DATA "/packs/acme.gpgraphs");
    const gp::GraphLibrary acme({gp::loadGraphPackFile(acmePath.toStdString())});
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.walks["acme-reservation"] = {"training", "large"};
    plan.walkPacks["acme-reservation"] = *acme.origin("acme-reservation");
    gpui::PlanDocument doc(plan, gpui::GraphPacks::read());
    gpui::MainWindow window(&doc);
    QCOMPARE(doc.evaluation()->walkNotes.size(), std::size_t(1));
    QVERIFY(!doc.evaluation()->graphs.find("acme-reservation"));
    int changes = 0, graphChanges = 0;
    connect(&doc, &gpui::PlanDocument::changed, this, [&changes] { ++changes; });
    connect(&doc, &gpui::PlanDocument::graphsChanged, this, [&graphChanges] { ++graphChanges; });
    // The pack installed: the window hands the document the new graphs, and the open plan is evaluated with them at
    // once, without an edit to undo.
    QCOMPARE(gpui::GraphPacks::import(acmePath, false).status, gpui::GraphPacks::Imported::Status::Imported);
    QCOMPARE(graphChanges, 1);
    QCOMPARE(changes, 1);
    QVERIFY(doc.graphs().find("acme-reservation"));
    QVERIFY(doc.evaluation()->graphs.find("acme-reservation"));
    QVERIFY(doc.evaluation()->walkNotes.empty());
    QVERIFY(!doc.undoStack()->canUndo());
    // Removed again: the note is back.
    QDir(gpui::GraphPacks::folder()).removeRecursively();
    gpui::GraphPacks::load();
    QCOMPARE(graphChanges, 2);
    QCOMPARE(doc.evaluation()->walkNotes.size(), std::size_t(1));
}

QTEST_MAIN(TestFlowchartPlan)
#include "tst_flowchartplan.moc"
