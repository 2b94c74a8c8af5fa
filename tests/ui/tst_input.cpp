#include "document/PlanDocument.h"
#include "mainwindow/MainWindow.h"
#include "workbench/WorkbenchControls.h"
#include "workbench/WorkbenchView.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

// The wheel and the plan's undo, as a user at the workbench meets them.
class TestInput : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theWheelLeavesAnUnfocusedField();
    void undoReachesThePlanFromASpinBox();
};

namespace {

void wheel(QWidget* target, int notches)
{
    const QPointF at(target->width() / 2.0, target->height() / 2.0);
    QWheelEvent e(at, target->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches), Qt::NoButton, Qt::NoModifier,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(target, &e);
}

// The workbench's first spin box with room to move down.
QAbstractSpinBox* firstSpinBox(gpui::MainWindow& w)
{
    w.showView(gpui::View::Workbench);
    auto* bench = w.findChild<gpui::WorkbenchView*>();
    if (!bench)
        return nullptr;
    for (QAbstractSpinBox* box : bench->findChildren<QAbstractSpinBox*>())
        if (box->isVisible() && box->isEnabled())
            return box;
    return nullptr;
}

} // namespace

void TestInput::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_input"));
    QSettings().clear();
}

void TestInput::theWheelLeavesAnUnfocusedField()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(firstSpinBox(w));
    QAbstractSpinBox* box = firstSpinBox(w);
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const QString before = box->text();
    // Scrolled past while another field has focus: the plan and the field stay as they were.
    w.setFocus();
    QVERIFY(!box->hasFocus());
    wheel(box, -3);
    QCOMPARE(box->text(), before);
    QCOMPARE(doc.undoStack()->count(), 0);
    // Focused: the wheel changes it, an undoable step.
    box->setFocus();
    QVERIFY(box->hasFocus());
    wheel(box, -1);
    QVERIFY2(box->text() != before, qPrintable(box->text()));
    QVERIFY(doc.undoStack()->count() >= 1);
}

void TestInput::undoReachesThePlanFromASpinBox()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.resize(1280, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(firstSpinBox(w));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    gp::GoodputInputs in = doc.plan().goodput;
    in.nodes = 64;
    doc.setInputs(in, QStringLiteral("Change nodes"));
    QAbstractSpinBox* box = firstSpinBox(w);
    box->setFocus();
    QVERIFY(box->hasFocus());
    // Ctrl+Z in the spin box's text is the plan's undo, Ctrl+Shift+Z its redo.
    QWidget* text = box->findChild<QLineEdit*>();
    QVERIFY(text);
    QTest::keyClick(text, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc.plan().goodput.nodes, 16);
    QTest::keyClick(text, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc.plan().goodput.nodes, 64);
    QTest::keyClick(text, Qt::Key_Y, Qt::ControlModifier);
    QCOMPARE(doc.plan().goodput.nodes, 64); // nothing more to redo
}

QTEST_MAIN(TestInput)
#include "tst_input.moc"
