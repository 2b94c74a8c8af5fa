// The Costs view's bar charts name every bar: Qt Charts hides a category's name that would overlap its neighbour,
// so each chart is given the height its bars' names need (13 accelerators in the catalog), at every window size.
#include "costs/CostCharts.h"
#include "costs/CostsView.h"
#include "costs/CatalogModel.h"
#include "document/PlanDocument.h"
#include "plan/PlanFile.h"

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
    void theTableNamesItsCountAndWhatDoesNotFit();
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
    QTest::newRow("in a 1024x640 window") << QSize(880, 560); // the view beside the collapsed list
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
    QCOMPARE(accelerators, 13); // every row of the built-in catalog, H800 and GB200 NVL72 included
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
        // ...and whole: no name starts left of the chart's own edge, where the view would cut it off.
        for (QGraphicsItem* item : chart->scene()->items())
            if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item); text && text->isVisible())
                if (names.contains(text->toPlainText()))
                    QVERIFY2(chart->mapFromScene(text->sceneBoundingRect().topLeft()).x() >= 0,
                             qPrintable(QStringLiteral("%1 cut at %2 px").arg(text->toPlainText()).arg(size.width())));
        drawn.removeDuplicates();
        QVERIFY2(drawn.size() == accelerators,
                 qPrintable(QStringLiteral("%1: %2 of %3 named at %4 px").arg(chart->chart()->title())
                                .arg(drawn.size()).arg(accelerators).arg(chart->height())));
    }
}

// The table prices every accelerator at the plan's count and says so in its headers, beside the count the deadline
// needs; a row whose model does not fit says so in its status, beside its name, where it is seen (70B on 512: T4's 16 GB holds not
// even its share of the weights under tensor 8).
void TestCostCharts::theTableNamesItsCountAndWhatDoesNotFit()
{
    gpui::PlanDocument doc;
    doc.reset(gp::loadPlanFile(GOODPUT_TEST_DATA "/plans/llm-70b-14-days.gpplan"), QString());
    gpui::CostsView view(&doc);
    view.resize(1440, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    gpui::CatalogModel* model = view.model();
    QCOMPARE(model->headerData(gpui::CatalogModel::Days, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Days at your 512"));
    QCOMPARE(model->headerData(gpui::CatalogModel::Cost, Qt::Horizontal, Qt::DisplayRole).toString(), QStringLiteral("Cost at your 512"));
    const gp::Evaluation& ev = *doc.evaluation();
    int marked = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString status = model->data(model->index(row, gpui::CatalogModel::Deadline), Qt::DisplayRole).toString();
        const bool fits = ev.accelerators[std::size_t(row)].memory.fits;
        QCOMPARE(status.contains(QStringLiteral("✗ does not fit")), !fits);
        marked += !fits;
    }
    QVERIFY(marked >= 1);
}

QTEST_MAIN(TestCostCharts)
#include "tst_costcharts.moc"
