// The flowchart's keys after a click on an answer button: keys pressed into the window, which hands them to the
// focused widget through the shortcuts, as a keyboard does.
#include "document/PlanDocument.h"
#include "flowchart/DecisionPanel.h"
#include "flowchart/DecisionView.h"
#include "flowchart/FlowchartView.h"

#include <QAbstractButton>
#include <QPushButton>
#include <QSettings>
#include <QTest>

class TestFlowchartKeys : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void numberKeysWorkAfterAButtonClick();
    void oneBackAndOneRestart();
};

void TestFlowchartKeys::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_flowchartkeys"));
    QSettings().clear();
}

void TestFlowchartKeys::numberKeysWorkAfterAButtonClick()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::DecisionView view(&doc);
    view.resize(1200, 800);
    view.showGraph(0); // the GPU tree
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view));
    QWindow* window = view.windowHandle();
    view.chart()->setFocus();
    QTest::keyClick(window, Qt::Key_Home); // from the first question, "Is the workload training or inferencing?"
    QCOMPARE(view.walk().current().id, std::string("workload"));

    // The first answer clicked with the mouse ...
    const auto buttons = view.panel()->choiceButtons();
    QVERIFY(buttons.size() >= 2);
    QTest::mouseClick(buttons[0], Qt::LeftButton); // training
    QCOMPARE(view.walk().answers().size(), std::size_t(1));
    const std::string reached = view.walk().current().id;
    QVERIFY(reached != "workload");
    QVERIFY(!view.walk().current().choices.empty());
    // ... the next by its number key, with no click on the chart between.
    QTest::keyClick(window, Qt::Key_1);
    QCOMPARE(view.walk().answers().size(), std::size_t(2));
    QVERIFY(view.walk().current().id != reached);
    // And Backspace goes back, as from the chart.
    QTest::keyClick(window, Qt::Key_Backspace);
    QCOMPARE(view.walk().current().id, reached);
}

// The walk has one Back and one Restart, the panel's beside the answers; the toolbar keeps the chart's own tools.
void TestFlowchartKeys::oneBackAndOneRestart()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::DecisionView view(&doc);
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto count = [&view](const QString& text) {
        int n = 0;
        for (const QAbstractButton* b : view.findChildren<QAbstractButton*>())
            n += b->isVisible() && b->text() == text;
        return n;
    };
    QCOMPARE(count(QStringLiteral("Back")), 1);
    QCOMPARE(count(QStringLiteral("Restart")), 1);
    QCOMPARE(count(QStringLiteral("Fit")), 1);
    // Home restarts from anywhere in the view, as the button does.
    doc.setWalk("gpu-selection", {"training"}, QStringLiteral("walk"));
    view.showGraph(0);
    QVERIFY(!view.walk().answers().empty());
    view.chart()->setFocus();
    QTest::keyClick(view.chart(), Qt::Key_Home);
    QVERIFY(view.walk().answers().empty());
}

QTEST_MAIN(TestFlowchartKeys)
#include "tst_flowchartkeys.moc"
