// The flowchart's keys after a click on an answer button: keys pressed into the window, which hands them to the
// focused widget through the shortcuts, as a keyboard does.
#include "document/PlanDocument.h"
#include "flowchart/DecisionPanel.h"
#include "flowchart/DecisionView.h"
#include "flowchart/FlowchartView.h"

#include <QPushButton>
#include <QSettings>
#include <QTest>

class TestFlowchartKeys : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void numberKeysWorkAfterAButtonClick();
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

QTEST_MAIN(TestFlowchartKeys)
#include "tst_flowchartkeys.moc"
