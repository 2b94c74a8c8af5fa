// The Costs view's bar charts name every bar: Qt Charts hides a category's name that would overlap its neighbour,
// so each chart is given the height its bars' names need (11 accelerators in the catalog), at every window size.
#include "costs/CostCharts.h"
#include "costs/CostsView.h"
#include "document/PlanDocument.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsScene>
#include <QGraphicsTextItem>
#include <QScrollArea>
#include <QSettings>
#include <QTest>

class TestCostCharts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyBarIsNamed_data();
    void everyBarIsNamed();
};

void TestCostCharts::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_costcharts"));
    QSettings().clear();
}

void TestCostCharts::everyBarIsNamed_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("1024x640") << QSize(1024, 640);
    QTest::newRow("1440x900") << QSize(1440, 900);
    QTest::newRow("2560x1440") << QSize(2560, 1440);
}

void TestCostCharts::everyBarIsNamed()
{
    QFETCH(QSize, size);
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::CostsView view(&doc);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const int accelerators = static_cast<int>(doc.evaluation()->accelerators.size());
    QCOMPARE(accelerators, 11);
    const QList<QChartView*> charts = view.charts()->findChildren<QChartView*>();
    QCOMPARE(charts.size(), 2);
    for (QChartView* chart : charts) {
        QCoreApplication::processEvents();
        const auto axes = chart->chart()->axes(Qt::Vertical);
        QCOMPARE(axes.size(), 1);
        const QStringList names = qobject_cast<QBarCategoryAxis*>(axes.front())->categories();
        QCOMPARE(names.size(), accelerators);
        // The names the chart draws: its text items that are visible and hold a category.
        QStringList drawn;
        for (QGraphicsItem* item : chart->scene()->items())
            if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item); text && text->isVisible())
                if (names.contains(text->toPlainText()))
                    drawn << text->toPlainText();
        drawn.removeDuplicates();
        QVERIFY2(drawn.size() == accelerators,
                 qPrintable(QStringLiteral("%1: %2 of %3 named at %4 px").arg(chart->chart()->title())
                                .arg(drawn.size()).arg(accelerators).arg(chart->height())));
    }
}

QTEST_MAIN(TestCostCharts)
#include "tst_costcharts.moc"
