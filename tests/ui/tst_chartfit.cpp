#include "document/PlanDocument.h"
#include "plan/Evaluate.h"
#include "workbench/BreakdownChart.h"
#include "workbench/IntervalChart.h"
#include "workbench/ScaleChart.h"

#include <qcustomplot.h>

#include <QTest>

// A chart's texts stay whole at any width: wrapped to the chart, never cut or elided.
class TestChartFit : public QObject {
    Q_OBJECT
private slots:
    void textsWrapToANarrowChart_data();
    void textsWrapToANarrowChart();
};

void TestChartFit::textsWrapToANarrowChart_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("wraps");
    QTest::newRow("narrow, as at 1024x640") << 300 << true;
    QTest::newRow("wide, as at 1440x900") << 560 << false;
    QTest::newRow("very wide, as at 2560x1440") << 2080 << false;
}

void TestChartFit::textsWrapToANarrowChart()
{
    QFETCH(int, width);
    QFETCH(bool, wraps);
    const gp::Plan plan = gpui::PlanDocument::examplePlan();
    const gp::Evaluation ev = gp::evaluate(plan);
    gpui::BreakdownChart breakdown;
    gpui::IntervalChart interval;
    gpui::ScaleChart scale;
    for (gpui::PlanChart* chart : {static_cast<gpui::PlanChart*>(&breakdown),
                                        static_cast<gpui::PlanChart*>(&interval),
                                        static_cast<gpui::PlanChart*>(&scale)}) {
        chart->resize(width, 420);
        chart->show();
        QVERIFY(QTest::qWaitForWindowExposed(chart));
        chart->refresh(plan, ev);
        QCustomPlot* p = chart->plot();
        const int room = p->width();
        // Every text item and legend entry is no wider than the plot.
        for (int i = 0; i < p->itemCount(); ++i)
            if (auto* t = qobject_cast<QCPItemText*>(p->item(i)))
                for (const QString& line : t->text().split(QLatin1Char('\n')))
                    QVERIFY2(QFontMetrics(t->font()).horizontalAdvance(line) <= room, qPrintable(line));
        for (int i = 0; i < p->plottableCount(); ++i)
            for (const QString& line : p->plottable(i)->name().split(QLatin1Char('\n')))
                QVERIFY2(QFontMetrics(p->legend->font()).horizontalAdvance(line) <= room, qPrintable(line));
        // ...and each legend entry, its mark and its text, lies within the chart: none is cut at its right edge.
        p->replot();
        // Every entry keeps its name, whatever width the chart had when it was first laid out.
        for (int i = 0; i < p->legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(p->legend->item(i)))
                QVERIFY2(!item->plottable()->name().trimmed().isEmpty(),
                         qPrintable(chart->title() + QStringLiteral(": an entry without its name")));
        if (chart == &interval)
            QCOMPARE(QString(p->plottable(0)->name()).replace(QLatin1Char('\n'), QLatin1Char(' ')),
                     QStringLiteral("Planning model (with save cost)"));
        for (int i = 0; i < p->legend->itemCount(); ++i)
            if (auto* item = qobject_cast<QCPPlottableLegendItem*>(p->legend->item(i)))
            {
                const int text = QFontMetrics(p->legend->font())
                                     .boundingRect(QRect(), Qt::TextDontClip, item->plottable()->name())
                                     .width();
                const int needs = p->legend->iconSize().width() + p->legend->iconTextPadding() + text;
                QVERIFY2(item->outerRect().right() <= p->width() + 1 && needs <= item->rect().width() + 1,
                         qPrintable(item->plottable()->name() + QStringLiteral(": needs ") + QString::number(needs) +
                                    QStringLiteral(" px, has ") + QString::number(item->rect().width())));
            }
    }
    // One number format per axis: the lost hours' decades from 10 to 10⁹ are all powers of ten.
    QStringList decades = scale.plot()->yAxis2->tickVectorLabels().toList();
    decades.removeAll(QString());
    QVERIFY(!decades.isEmpty());
    const bool powers = decades.front().startsWith(QStringLiteral("10")) && decades.front().size() > 2 &&
                        !decades.front().at(2).isDigit();
    for (const QString& label : decades)
        QCOMPARE(label.startsWith(QStringLiteral("10")) && label.size() > 2 && !label.at(2).isDigit(), powers);
    // The product: whole, in one line when it fits and wrapped when it does not; the words all there.
    const QString formula = breakdown.formula()->text();
    QCOMPARE(formula.contains(QLatin1Char('\n')), wraps);
    const QString whole = QString(formula).replace(QLatin1Char('\n'), QLatin1Char(' '));
    QVERIFY2(whole.startsWith(QStringLiteral("Scheduling ")) && whole.endsWith(QStringLiteral(" %")) &&
                 whole.contains(QStringLiteral("× Runtime ")) && whole.contains(QStringLiteral("× Program ")),
             qPrintable(whole));
    for (const QString& line : formula.split(QLatin1Char('\n')))
        QVERIFY2(QFontMetrics(breakdown.formula()->font()).horizontalAdvance(line) <= breakdown.plot()->width(),
                 qPrintable(line));
}

QTEST_MAIN(TestChartFit)
#include "tst_chartfit.moc"
