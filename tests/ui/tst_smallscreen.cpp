// A small screen (1024 × 640): the view list collapses to icons, remembered, and gives its width to the views; the
// GPU tree fitted in the freed width draws its node texts larger (5.1 px with the list open, 6.0 px collapsed).
#include "settings/AppSettings.h"
#include "document/PlanDocument.h"
#include "flowchart/DecisionView.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartView.h"
#include "mainwindow/MainWindow.h"

#include <QAction>
#include <QFontMetricsF>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QStackedWidget>
#include <QTest>

class TestSmallScreen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theListCollapsesToIcons();
    void theFlowchartTakesTheWidth();
};

namespace {

QAction* collapseAction(gpui::MainWindow& w)
{
    for (QAction* a : w.menuBar()->findChildren<QAction*>())
        if (a->text() == QLatin1String("&Collapse View List"))
            return a;
    return nullptr;
}

// The height on screen of a node's text in the fitted chart: the node font's line height at the chart's zoom.
double nodeTextPixels(gpui::DecisionView* decisions)
{
    gpui::FlowchartView* chart = decisions->chart();
    chart->fitAll();
    const auto* scene = qobject_cast<gpui::FlowchartScene*>(chart->scene());
    return QFontMetricsF(scene->style().nodeFont).ascent() * chart->zoom();
}

} // namespace

void TestSmallScreen::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_smallscreen"));
    QSettings().clear();
}

void TestSmallScreen::theListCollapsesToIcons()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    {
        gpui::MainWindow w(&doc);
        w.resize(1024, 640);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!w.viewListCollapsed());
        const int open = w.viewListWidth();
        QVERIFY2(open >= 150, qPrintable(QString::number(open)));
        QAction* collapse = collapseAction(w);
        QVERIFY(collapse && collapse->isCheckable());
        collapse->trigger();
        QTRY_VERIFY(w.viewListWidth() <= 60);
        auto* list = w.findChild<QListWidget*>();
        QVERIFY(list);
        for (int i = 0; i < list->count(); ++i) {
            QVERIFY(list->item(i)->text().isEmpty());
            QVERIFY(!list->item(i)->icon().isNull());
            QVERIFY(!list->item(i)->toolTip().isEmpty()); // the name on hover
            QVERIFY(!list->item(i)->data(Qt::AccessibleTextRole).toString().isEmpty());
        }
        // Still a list of the views: a click shows one.
        list->setCurrentRow(3);
        QCOMPARE(w.currentView(), 3);
    }
    // Remembered: a new window opens collapsed, and opens it again on the action.
    gpui::MainWindow again(&doc);
    again.resize(1024, 640);
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QVERIFY(again.viewListCollapsed());
    collapseAction(again)->trigger();
    QTRY_VERIFY(again.viewListWidth() >= 150);
    auto* list = again.findChild<QListWidget*>();
    QCOMPARE(list->item(0)->text(), QStringLiteral("Overview"));
}

void TestSmallScreen::theFlowchartTakesTheWidth()
{
    gpui::settings::viewListCollapsed().set(false);
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.resize(1024, 640);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showView(gpui::View::Flowcharts);
    auto* decisions = qobject_cast<gpui::DecisionView*>(w.view(gpui::View::Flowcharts));
    QVERIFY(decisions);
    decisions->showGraph(0); // the GPU tree
    QCoreApplication::processEvents(); // laid out
    const double open = nodeTextPixels(decisions);
    const int openWidth = decisions->chart()->viewport()->width();
    w.setViewListCollapsed(true);
    QTRY_VERIFY(decisions->chart()->viewport()->width() > openWidth); // the freed width has reached the chart
    const double collapsed = nodeTextPixels(decisions);
    // The freed width goes to the chart, the panel under it; fitted, the GPU tree's texts are at least 8 px high
    // whether the list is open or not (Fit shows the current step where the whole graph would be smaller).
    QCOMPARE(w.findChild<QStackedWidget*>()->width(), decisions->width());
    QVERIFY2(decisions->width() >= 1024 - 60, qPrintable(QString::number(decisions->width())));
    QCOMPARE(decisions->layoutOrientation(), Qt::Vertical);
    QVERIFY2(open >= 8.0 - 1e-6 && collapsed >= 8.0 - 1e-6,
             qPrintable(QStringLiteral("%1 px -> %2 px").arg(open).arg(collapsed)));
}

QTEST_MAIN(TestSmallScreen)
#include "tst_smallscreen.moc"
