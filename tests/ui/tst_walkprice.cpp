// Walking the GPU tree teaches and records; it never moves the plan's price. Only "Use ... for the plan" does, as one
// undoable step.
#include "document/PlanDocument.h"
#include "flowchart/DecisionPanel.h"
#include "flowchart/DecisionView.h"
#include "plan/Evaluate.h"

#include <algorithm>
#include <cmath>

#include <QPushButton>
#include <QUndoStack>
#include <QSettings>
#include <QTest>

class TestWalkPrice : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void walkingNeverMovesThePrice();
};

void TestWalkPrice::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_walkprice"));
    QSettings().clear();
}

void TestWalkPrice::walkingNeverMovesThePrice()
{
    // The example names no accelerator: its finished walk ("NVLink options: H100, A100, even V100") prices it on
    // the H100 at $118,875. Home and one answer once moved it to the cheapest accelerator (TPU v6e, $37,181).
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QVERIFY(doc.plan().training.accelerator.empty());
    const auto priced = [&] { return doc.evaluation()->selectedEstimate(); };
    QCOMPARE(priced()->accelerator, std::string("h100-80gb"));
    const double cost = priced()->cost;
    QVERIFY(std::abs(cost - 118875) < 1);
    gpui::DecisionView view(&doc);
    view.resize(1200, 800);
    view.showGraph(0); // the GPU tree
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto offer = [&] { return view.findChild<gpui::DecisionPanel*>()->useAnswerButton(); };
    // At its answer and priced on it: nothing to offer.
    QVERIFY(!offer()->isVisibleTo(&view));
    doc.setWalk("gpu-selection", {}, QStringLiteral("Restart"));
    QCOMPARE(priced()->accelerator, std::string("h100-80gb"));
    QCOMPARE(priced()->cost, cost);
    doc.setWalk("gpu-selection", {"training"}, QStringLiteral("Answer"));
    QCOMPARE(priced()->cost, cost);
    QVERIFY(doc.evaluation()->warnings.empty() ||
            std::none_of(doc.evaluation()->warnings.begin(), doc.evaluation()->warnings.end(),
                         [](const gp::Warning& w) { return w.code == gp::WarningCode::AcceleratorNotChosen; }));
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(doc.plan().training.accelerator.empty()); // the undo restores the plan as it was
    QCOMPARE(priced()->cost, cost);

    // Priced on TPU v6e while the walk answers H100: the offer names the H100, and taking it is one undoable step.
    doc.modify(QStringLiteral("Price on TPU v6e"), [](gp::Plan& p) { p.training.accelerator = "tpu-v6e"; });
    QCoreApplication::processEvents();
    QVERIFY(priced()->cost < 60000);
    QVERIFY(offer()->isVisibleTo(&view));
    QVERIFY2(offer()->text().contains(QStringLiteral("H100")), qPrintable(offer()->text()));
    offer()->click();
    QCoreApplication::processEvents();
    QCOMPARE(doc.plan().training.accelerator, std::string("h100-80gb"));
    QCOMPARE(priced()->cost, cost);
    QVERIFY(!offer()->isVisibleTo(&view));
    doc.undoStack()->undo();
    QCOMPARE(doc.plan().training.accelerator, std::string("tpu-v6e"));
}

QTEST_MAIN(TestWalkPrice)
#include "tst_walkprice.moc"
