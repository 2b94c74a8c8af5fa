#include "document/PlanDocument.h"
#include "flowchart/DecisionView.h"
#include "flowchart/FlowchartScene.h"
#include "mainwindow/Appearance.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/OverviewView.h"
#include "plan/Evaluate.h"

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QStackedWidget>
#include <QTableWidget>
#include <QSettings>
#include <QTest>

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensWithTheExamplePlan();
    void overviewShowsTheModel();
    void brokenFileKeepsTheOpenPlan();
    void viewShortcuts();
    void undoRedoShortcuts();
    void appearanceReachesTheViews();
};

void TestMainWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QSettings().clear(); // every run starts from the defaults, whatever an earlier one saved
}

void TestMainWindow::opensWithTheExamplePlan()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    // The embedded example, not the defaults: it is a Spot plan with a title and six hours of initial wait.
    QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::Spot);
    QVERIFY(QString::fromStdString(doc.plan().title).startsWith(QStringLiteral("Example:")));
    QCOMPARE(doc.plan().goodput.initialWait.inHours(), 6.0);
    QVERIFY(doc.evaluation().has_value());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.windowTitle().contains(QStringLiteral("Goodput Planner")));
    QCOMPARE(w.viewCount(), 6);
    QVERIFY(!w.menuBar()->actions().isEmpty());
}

void TestMainWindow::overviewShowsTheModel()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.showView(0);
    const double mpg = gp::evaluate(doc.plan()).goodput.mlProductivity;
    const QString expected = QLocale().toString(mpg * 100.0, 'f', 1);
    bool found = false;
    for (QLabel* l : w.findChildren<QLabel*>())
        found = found || (l->text().startsWith(QStringLiteral("ML Productivity Goodput")) && l->text().contains(expected));
    QVERIFY2(found, qPrintable(expected));
    auto* overview = w.findChild<gpui::OverviewView*>();
    QVERIFY(overview);
    auto* table = overview->findChild<QTableWidget*>();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 7);
}

void TestMainWindow::brokenFileKeepsTheOpenPlan()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    const auto error = doc.open(QStringLiteral(GOODPUT_TEST_DATA "/plans/truncated.gpplan"));
    QVERIFY(error.has_value());
    QVERIFY(error->contains(QStringLiteral("not valid JSON")));
    QCOMPARE(doc.plan().goodput.nodes, 16);
    QVERIFY(doc.filePath().isEmpty());
}

void TestMainWindow::viewShortcuts()
{
    gpui::PlanDocument doc;
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* stack = w.findChild<QStackedWidget*>();
    QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(stack->currentIndex(), 2);
    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(stack->currentIndex(), 0);
}

void TestMainWindow::undoRedoShortcuts()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!w.isWindowModified());
    gp::GoodputInputs in = doc.plan().goodput;
    in.nodes = 64;
    doc.setInputs(in, QStringLiteral("Change nodes"));
    QVERIFY(w.isWindowModified());
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc.plan().goodput.nodes, 16);
    QVERIFY(!w.isWindowModified());
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc.plan().goodput.nodes, 64);
}

void TestMainWindow::appearanceReachesTheViews()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* decision = w.findChild<gpui::DecisionView*>();
    QVERIFY(decision);
    gpui::applyAppearance(gpui::Appearance::Dark);
    QCoreApplication::processEvents();
    QVERIFY(QApplication::palette().color(QPalette::Base).lightness() < 128);
    QVERIFY(decision->scene()->style().dark); // the flowchart takes its colours from the new palette
    gpui::applyAppearance(gpui::Appearance::Light);
    QCoreApplication::processEvents();
    QVERIFY(!decision->scene()->style().dark);
    gpui::applyAppearance(gpui::Appearance::System);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
