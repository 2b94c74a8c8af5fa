// The workbench's lengths of time: one unit per quantity, chosen from its magnitude and shared by a field and its
// chart, and what a duration field takes when typed into.
#include "WorkbenchFixture.h"
#include "document/PlanDocument.h"
#include "plan/Evaluate.h"
#include "workbench/IntervalChart.h"
#include "workbench/SliderField.h"
#include "workbench/WorkbenchControls.h"
#include "workbench/WorkbenchView.h"

#include <qcustomplot.h>

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSettings>
#include <QTest>
#include <QUndoStack>

using gpui::SliderField;

class TestWorkbenchUnits : public QObject, private gptest::WorkbenchFixture {
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { QVERIFY(openWorkbench()); }
    void cleanup() { closeWorkbench(); }
    void oneUnitPerQuantity();
};

void TestWorkbenchUnits::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_workbench_units"));
    QSettings().clear(); // every run starts from the defaults, whatever an earlier one saved
}

// The checkpoint interval reads in one unit in its field and on its chart, chosen from its magnitude: 422.36 min is
// "7.04 h" in both, 30 min is "30 min" with the optima in minutes too; the job MTBF of 10,000 nodes reads in the
// same unit beside the controls and on the chart. A typed number takes the unit shown unless it names one.
void TestWorkbenchUnits::oneUnitPerQuantity()
{
    auto* chart = view_->chart<gpui::IntervalChart>();
    const auto chartText = [chart] {
        return qobject_cast<QCPTextElement*>(chart->plot()->plotLayout()->element(0, 0))->text();
    };
    SliderField* interval = view_->controls()->field(QStringLiteral("runtime.checkpoint_interval"));
    interval->spinBox()->setValue(422.36);
    QCOMPARE(interval->spinBox()->text(), QStringLiteral("7.04 h"));
    QVERIFY2(chartText().startsWith(QStringLiteral("Plan: 7.04 h → ")), qPrintable(chartText()));

    interval->spinBox()->setValue(30.0);
    QCOMPARE(interval->spinBox()->text(), QStringLiteral("30 min"));
    const gp::Evaluation e = gp::evaluate(doc_->plan());
    // Young's and Daly's optima near 55 minutes: in minutes, as the plan's interval is, to three figures.
    const QString young = QLocale().toString(e.checkpoint.young * 60.0, 'f', 1) + QStringLiteral(" min");
    const QString daly = QLocale().toString(e.checkpoint.daly * 60.0, 'f', 1) + QStringLiteral(" min");
    QVERIFY2(chartText().startsWith(QStringLiteral("Plan: 30 min → ")), qPrintable(chartText()));
    QVERIFY2(chartText().contains(QStringLiteral("Young ") + young), qPrintable(chartText()));
    QVERIFY2(chartText().contains(QStringLiteral("Daly ") + daly), qPrintable(chartText()));

    // Typed: a bare number in the unit shown, or a unit named.
    QLineEdit* edit = interval->spinBox()->findChild<QLineEdit*>();
    const auto type = [&](const QString& text) {
        edit->selectAll();
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    };
    type(QStringLiteral("45"));
    QCOMPARE(doc_->plan().goodput.checkpointInterval.inMinutes(), 45.0);
    type(QStringLiteral("2 h"));
    QCOMPARE(doc_->plan().goodput.checkpointInterval.inMinutes(), 120.0);
    type(QStringLiteral("3"));
    QCOMPARE(doc_->plan().goodput.checkpointInterval.inMinutes(), 180.0);
    // Return on a field not edited changes nothing, though its text rounds to three figures.
    interval->spinBox()->setValue(422.36);
    const int steps = doc_->undoStack()->count();
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_Return);
    QCOMPARE(doc_->undoStack()->count(), steps);
    QCOMPARE(doc_->plan().goodput.checkpointInterval.inMinutes(), 422.36);
    // A value typed in a finer unit than the field keeps it: 10 s, not the 0.2 min (12 s) of its tenths.
    SliderField* reschedule = view_->controls()->field(QStringLiteral("scheduling.reschedule"));
    QLineEdit* rescheduleEdit = reschedule->spinBox()->findChild<QLineEdit*>();
    rescheduleEdit->selectAll();
    QTest::keyClicks(rescheduleEdit, QStringLiteral("10 s"));
    QTest::keyClick(rescheduleEdit, Qt::Key_Return);
    QCOMPARE(doc_->plan().goodput.reschedule.inSeconds(), 10.0);
    QCOMPARE(reschedule->spinBox()->text(), QStringLiteral("10 s"));
    // Nothing reads in the field's own unit: a save of no cost is "0 s".
    SliderField* save = view_->controls()->field(QStringLiteral("runtime.checkpoint_save"));
    save->spinBox()->setValue(0);
    QCOMPARE(save->spinBox()->text(), QStringLiteral("0 s"));

    view_->controls()->field(QStringLiteral("scale.nodes"))->spinBox()->setValue(10000);
    const gp::Evaluation big = gp::evaluate(doc_->plan());
    const double mtbfMinutes = big.goodput.jobMtbf * 60.0;
    QVERIFY(mtbfMinutes > 1.0 && mtbfMinutes < 10.0); // 10,000 nodes at 0.01 per node-day and maintenance
    // Three significant figures, trailing zeros dropped, as people write a measure.
    const auto minutes = [](double m) -> QString {
        QString t = QLocale().toString(m, 'f', m < 10 ? 2 : m < 100 ? 1 : 0);
        while (t.contains(QLocale().decimalPoint()) && (t.endsWith(QLatin1Char('0')) || t.endsWith(QLocale().decimalPoint())))
            t.chop(1);
        return t + QStringLiteral(" min");
    };
    QString shown;
    for (QLabel* l : view_->controls()->findChildren<QLabel*>())
        if (l->text().startsWith(QStringLiteral("Job MTBF ")))
            shown = l->text();
    const QString mtbf = minutes(mtbfMinutes);
    QVERIFY2(shown.startsWith(QStringLiteral("Job MTBF ") + mtbf), qPrintable(shown + QStringLiteral(" / ") + mtbf));
    const QString lost = minutes(big.checkpoint.mtbf * 60.0);
    QVERIFY2(chartText().contains(QStringLiteral("for an MTBF of ") + lost), qPrintable(chartText()));
    // The two MTBFs side by side each say what they count: the same figure as the chart's for those that lose
    // progress.
    QVERIFY2(shown.startsWith(QStringLiteral("Job MTBF ") + mtbf + QStringLiteral(" between any two interruptions")),
             qPrintable(shown));
    QVERIFY2(shown.endsWith(lost + QStringLiteral(" between those that lose progress")), qPrintable(shown));
}

QTEST_MAIN(TestWorkbenchUnits)
#include "tst_workbench_units.moc"
