#include "decision/GraphLibrary.h"
#include "document/PlanDocument.h"
#include "flowchart/DecisionPanel.h"
#include "flowchart/DecisionView.h"
#include "flowchart/FlowchartLayout.h"
#include "flowchart/FlowchartPainter.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartStyle.h"
#include "flowchart/FlowchartView.h"
#include "mainwindow/Language.h"
#include "plan/Plan.h"

#include <QAccessible>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QPushButton>
#include <QScrollBar>
#include <QTabBar>
#include <QTemporaryDir>
#include <QSettings>
#include <QFontMetricsF>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

class TestFlowchart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void layoutPlacesEveryNodeAndEdge_data();
    void layoutPlacesEveryNodeAndEdge();
    void noTwoLabelsOverlap_data();
    void noTwoLabelsOverlap();
    void opensAtTheSavedWalk();
    void numberKeyChoosesAndHighlights();
    void clickingAnEdgeLabelChooses();
    void panelButtonChooses();
    void backRestartAndUndo();
    void clickingAVisitedNodeJumpsBack();
    void exportsSvgWithNodeTexts();
    void exportsPng();
    void everyNodeHasAnAccessibleName();
    void walkFeedsThePlan();
    void fitShowsTheWholeGraphAtEverySize_data();
    void fitShowsTheWholeGraphAtEverySize();
    void arrowsPanAndCtrlTabSwitchesTrees();
    void theViewFollowsTheStepAtAnyZoom();
    void theToolbarFitsANarrowWindowInGerman();

private:
    gpui::PlanDocument* doc_ = nullptr;
    gpui::DecisionView* view_ = nullptr;
};

void TestFlowchart::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_flowchart"));
    QSettings().clear(); // every run starts from the defaults, whatever an earlier one saved
}

void TestFlowchart::init()
{
    doc_ = new gpui::PlanDocument;
    doc_->reset(gpui::PlanDocument::examplePlan(), QString()); // walked: training, more than 32 GPUs
    view_ = new gpui::DecisionView(doc_);
    view_->resize(1200, 800);
    view_->showGraph(0);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_));
}

void TestFlowchart::cleanup()
{
    delete view_;
    delete doc_;
}

void TestFlowchart::layoutPlacesEveryNodeAndEdge_data()
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < 4; ++i)
        QTest::newRow(gp::builtinGraphs()[std::size_t(i)].id.c_str()) << i;
}

void TestFlowchart::layoutPlacesEveryNodeAndEdge()
{
    QFETCH(int, index);
    const gp::Graph& g = gp::builtinGraphs()[std::size_t(index)];
    const auto style = gpui::FlowchartStyle::forPrint(QApplication::font());
    const gpui::FlowchartLayout layout = gpui::FlowchartLayout::compute(g, style);
    QCOMPARE(layout.nodes.size(), g.nodes.size());
    std::size_t choices = 0;
    for (const auto& n : g.nodes)
        choices += n.choices.size();
    QCOMPARE(layout.edges.size(), choices);
    // dot keeps nodes apart: no two boxes overlap, and every edge has a drawn route.
    for (auto a = layout.nodes.begin(); a != layout.nodes.end(); ++a)
        for (auto b = std::next(a); b != layout.nodes.end(); ++b)
            QVERIFY2(!a->second.intersects(b->second), (a->first + " / " + b->first).c_str());
    for (const auto& e : layout.edges) {
        QVERIFY(!e.path.isEmpty());
        QVERIFY(layout.bounds.adjusted(-1, -1, 1, 1).contains(e.labelCentre));
    }
}

void TestFlowchart::noTwoLabelsOverlap_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("print");
    for (int i = 0; i < int(gp::builtinGraphs().size()); ++i) {
        const std::string id = gp::builtinGraphs()[std::size_t(i)].id;
        QTest::newRow((id + " screen").c_str()) << i << false;
        QTest::newRow((id + " print").c_str()) << i << true;
    }
}

// Every text the chart draws, node and edge label alike, has a box of its own: none covers another.
void TestFlowchart::noTwoLabelsOverlap()
{
    QFETCH(int, index);
    QFETCH(bool, print);
    const gp::Graph& g = gp::builtinGraphs()[std::size_t(index)];
    const auto style = print ? gpui::FlowchartStyle::forPrint(QApplication::font())
                             : gpui::FlowchartStyle::fromPalette(QApplication::palette(), QApplication::font());
    const gpui::FlowchartLayout layout = gpui::FlowchartLayout::compute(g, style);
    std::vector<std::pair<std::string, QRectF>> boxes;
    for (const auto& [id, rect] : layout.nodes)
        boxes.emplace_back("node " + id, rect);
    for (const auto& e : layout.edges)
        boxes.emplace_back("label " + e.from + "/" + e.choice, gpui::FlowchartPainter::labelRect(e, 9, style));
    for (std::size_t a = 0; a < boxes.size(); ++a)
        for (std::size_t b = a + 1; b < boxes.size(); ++b) {
            const QRectF overlap = boxes[a].second.intersected(boxes[b].second);
            const auto describe = [](const QRectF& r) {
                return QStringLiteral("(%1, %2 %3×%4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height()).toStdString();
            };
            QVERIFY2(overlap.width() < 1.0 || overlap.height() < 1.0,
                     (boxes[a].first + " " + describe(boxes[a].second) + " covers " + boxes[b].first + " " +
                      describe(boxes[b].second))
                         .c_str());
        }
}

void TestFlowchart::opensAtTheSavedWalk()
{
    QCOMPARE(view_->walk().current().id, std::string("nvlink-training-scale"));
    const auto& h = view_->scene()->highlight();
    QCOMPARE(h.node("nvlink-training-scale"), gpui::NodeState::Current);
    QCOMPARE(h.node("workload"), gpui::NodeState::Visited);
    QCOMPARE(h.edge("workload", "training"), gpui::EdgeState::Taken);
    QCOMPARE(h.edge("workload", "inferencing"), gpui::EdgeState::Faded);
    QCOMPARE(h.node("t4-l4-inference"), gpui::NodeState::Faded);
}

void TestFlowchart::numberKeyChoosesAndHighlights()
{
    QTest::keyClick(view_->chart(), Qt::Key_Home); // restart
    QCOMPARE(view_->walk().current().id, std::string("workload"));
    QTest::keyClick(view_->chart(), Qt::Key_2); // "Inferencing"
    QCOMPARE(view_->walk().current().id, std::string("infer-scale"));
    const auto& h = view_->scene()->highlight();
    QCOMPARE(h.node("infer-scale"), gpui::NodeState::Current);
    QCOMPARE(h.edge("workload", "inferencing"), gpui::EdgeState::Taken);
    QCOMPARE(h.edge("workload", "training"), gpui::EdgeState::Faded);
    QCOMPARE(h.edge("infer-scale", "single-gpu"), gpui::EdgeState::Available);
    QCOMPARE(h.choiceNumber("infer-scale", "multi-gpu-vm"), 2);
    QCOMPARE(doc_->walk("gpu-selection"), (std::vector<std::string>{"inferencing"}));
    QTest::keyClick(view_->chart(), Qt::Key_7); // no seventh choice: nothing happens
    QCOMPARE(view_->walk().current().id, std::string("infer-scale"));
}

void TestFlowchart::clickingAnEdgeLabelChooses()
{
    QTest::keyClick(view_->chart(), Qt::Key_Backspace); // back to "How large is the training job?"
    QCOMPARE(view_->walk().current().id, std::string("train-scale"));
    const gpui::FlowchartLayout& layout = view_->scene()->layout();
    QPointF centre;
    for (const auto& e : layout.edges)
        if (e.from == "train-scale" && e.choice == "up-to-32")
            centre = e.labelCentre;
    QVERIFY(!centre.isNull());
    view_->chart()->centerOn(centre);
    QTest::mouseClick(view_->chart()->viewport(), Qt::LeftButton, {}, view_->chart()->mapFromScene(centre));
    QCOMPARE(view_->walk().current().id, std::string("train-latency"));
}

void TestFlowchart::panelButtonChooses()
{
    QTest::keyClick(view_->chart(), Qt::Key_Home);
    const auto buttons = view_->panel()->choiceButtons();
    QCOMPARE(buttons.size(), 2);
    QVERIFY(buttons[1]->text().contains(QStringLiteral("Inferencing")));
    buttons[1]->click();
    QCOMPARE(view_->walk().current().id, std::string("infer-scale"));
    QCOMPARE(view_->panel()->choiceButtons().size(), 4);
}

void TestFlowchart::backRestartAndUndo()
{
    QTest::keyClick(view_->chart(), Qt::Key_Backspace);
    QCOMPARE(view_->walk().current().id, std::string("train-scale"));
    QTest::keyClick(view_->chart(), Qt::Key_Home);
    QCOMPARE(view_->walk().current().id, std::string("workload"));
    doc_->undoStack()->undo();
    QCOMPARE(view_->walk().current().id, std::string("train-scale"));
    doc_->undoStack()->undo();
    QCOMPARE(view_->walk().current().id, std::string("nvlink-training-scale"));
    doc_->undoStack()->redo();
    QCOMPARE(view_->walk().current().id, std::string("train-scale"));
}

void TestFlowchart::clickingAVisitedNodeJumpsBack()
{
    const QRectF start = view_->scene()->nodeRect("workload");
    view_->chart()->centerOn(start.center());
    QTest::mouseClick(view_->chart()->viewport(), Qt::LeftButton, {},
                      view_->chart()->mapFromScene(start.center()));
    QCOMPARE(view_->walk().current().id, std::string("workload"));
    QVERIFY(view_->walk().answers().empty());
}

void TestFlowchart::exportsSvgWithNodeTexts()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    QVERIFY(view_->exportChart(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(f.readAll());
    QVERIFY(svg.startsWith(QStringLiteral("<?xml")));
    for (const char* text : {"Is the workload training", "NVLink options", "T4 or L4", "Training or fine-tuning"})
        QVERIFY2(svg.contains(QString::fromUtf8(text)), text);
}

void TestFlowchart::exportsPng()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    QVERIFY(view_->exportChart(path));
    const QImage image(path);
    const QRectF bounds = view_->scene()->layout().bounds;
    QVERIFY(image.width() >= bounds.width() * 2 - 1); // rendered at twice the natural size
    QCOMPARE(image.pixelColor(2, 2), QColor(Qt::white));
}

void TestFlowchart::everyNodeHasAnAccessibleName()
{
    QAccessibleInterface* chart = QAccessible::queryAccessibleInterface(view_->chart());
    QVERIFY(chart);
    QCOMPARE(chart->childCount(), 15);
    bool sawCurrent = false;
    for (int i = 0; i < chart->childCount(); ++i) {
        QAccessibleInterface* node = chart->child(i);
        QVERIFY(node);
        const QString name = node->text(QAccessible::Name);
        QVERIFY2(name.startsWith(QStringLiteral("Question: ")) || name.startsWith(QStringLiteral("Recommendation: ")),
                 qPrintable(name));
        QCOMPARE(chart->indexOfChild(node), i);
        sawCurrent = sawCurrent || node->text(QAccessible::Description) == QStringLiteral("Current step");
    }
    QVERIFY(sawCurrent);
}

void TestFlowchart::walkFeedsThePlan()
{
    QTest::keyClick(view_->chart(), Qt::Key_Home);
    QTest::keyClick(view_->chart(), Qt::Key_2); // inferencing
    QTest::keyClick(view_->chart(), Qt::Key_1); // single GPU
    QCOMPARE(gp::recommendedAccelerators(doc_->plan()), (std::vector<std::string>{"t4", "l4"}));
}

void TestFlowchart::fitShowsTheWholeGraphAtEverySize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("larger"); // a large screen grows the chart past its natural size
    QTest::newRow("1024x640") << QSize(1024, 640) << false;
    QTest::newRow("1440x900") << QSize(1440, 900) << false;
    QTest::newRow("2560x1440") << QSize(2560, 1440) << true;
}

void TestFlowchart::fitShowsTheWholeGraphAtEverySize()
{
    // Fit fills the canvas's shorter side, never draws the graph smaller than whole nor its texts below 8 px, and
    // when part of the graph is left outside it shows the current step.
    QFETCH(QSize, size);
    QFETCH(bool, larger);
    view_->resize(size);
    for (int g = 0; g < static_cast<int>(gp::builtinGraphs().size()); ++g) {
        view_->showGraph(g);
        QCoreApplication::processEvents();
        gpui::FlowchartView* chart = view_->chart();
        chart->fitAll();
        const QString id = QString::fromStdString(gp::builtinGraphs()[std::size_t(g)].id);
        const QRect shown = chart->mapFromScene(chart->sceneRect()).boundingRect();
        const QRect canvas = chart->viewport()->rect();
        const bool whole = canvas.adjusted(-1, -1, 1, 1).contains(shown);
        const bool fills = canvas.width() < canvas.height() ? shown.width() >= canvas.width() - 2
                                                            : shown.height() >= canvas.height() - 2;
        QVERIFY2(fills || chart->zoom() >= 2.5 - 1e-9 || (whole && (shown.width() >= canvas.width() - 2 ||
                                                                   shown.height() >= canvas.height() - 2)),
                 qPrintable(QStringLiteral("%1: %2x%3 in %4x%5").arg(id).arg(shown.width()).arg(shown.height())
                                .arg(canvas.width()).arg(canvas.height())));
        const auto* scene = qobject_cast<const gpui::FlowchartScene*>(chart->scene());
        QVERIFY2(QFontMetricsF(scene->style().nodeFont).ascent() * chart->zoom() >= 8.0 - 1e-6,
                 qPrintable(id + QStringLiteral(" texts at zoom ") + QString::number(chart->zoom())));
        if (!whole) {
            const QRect step = chart->mapFromScene(scene->nodeRect(view_->walk().current().id)).boundingRect();
            QVERIFY2(canvas.adjusted(-1, -1, 1, 1).contains(step), qPrintable(id + QStringLiteral(": the current step off screen")));
        }
        if (larger && g == 0) // the GPU tree, read left to right, fills the width of a large screen
            QVERIFY2(chart->zoom() > 1.0, qPrintable(QString::number(chart->zoom())));
    }
}

void TestFlowchart::theViewFollowsTheStepAtAnyZoom()
{
    // Zoomed in four steps from Fit, each answer by its number key: the step reached stays on screen.
    gpui::FlowchartView* chart = view_->chart();
    QTest::keyClick(chart, Qt::Key_Home);
    chart->fitAll();
    for (int i = 0; i < 4; ++i)
        chart->zoomIn();
    const auto* scene = qobject_cast<const gpui::FlowchartScene*>(chart->scene());
    for (Qt::Key key : {Qt::Key_1, Qt::Key_2, Qt::Key_1}) {
        if (view_->walk().current().choices.empty())
            break;
        QTest::keyClick(chart, key);
        QCoreApplication::processEvents(); // the step's glide has begun
        QTRY_VERIFY(!chart->gliding());
        QCoreApplication::processEvents();
        const QRect step = chart->mapFromScene(scene->nodeRect(view_->walk().current().id)).boundingRect();
        QVERIFY2(chart->viewport()->rect().adjusted(-1, -1, 1, 1).contains(step),
                 qPrintable(QString::fromStdString(view_->walk().current().id)));
    }
}

void TestFlowchart::arrowsPanAndCtrlTabSwitchesTrees()
{
    QTest::keyClick(view_->chart(), Qt::Key_Home);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->chart()->gliding(), 20 * gpui::FlowchartView::kGlideMs); // to the start's choices
    gpui::FlowchartView* chart = view_->chart();
    chart->zoomIn();
    chart->zoomIn();
    chart->zoomIn();
    QCoreApplication::processEvents();
    const int x = chart->horizontalScrollBar()->value();
    const int steps = doc_->undoStack()->count();
    QTest::keyClick(chart, Qt::Key_Right);
    QCOMPARE(view_->walk().current().id, std::string("workload")); // not an answer
    QVERIFY(chart->horizontalScrollBar()->value() > x);
    QTest::keyClick(chart, Qt::Key_Left);
    QCOMPARE(chart->horizontalScrollBar()->value(), x);
    QCOMPARE(doc_->undoStack()->count(), steps);
    // The number keys still answer.
    QTest::keyClick(chart, Qt::Key_1);
    QCOMPARE(view_->walk().current().id, std::string("train-scale"));
    QTabBar* tabs = view_->treeTabs();
    QCOMPARE(tabs->currentIndex(), 0);
    QTest::keyClick(chart, Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(tabs->currentIndex(), 1);
    QTest::keyClick(chart, Qt::Key_PageDown, Qt::ControlModifier);
    QCOMPARE(tabs->currentIndex(), 2);
    QTest::keyClick(chart, Qt::Key_PageUp, Qt::ControlModifier);
    QCOMPARE(tabs->currentIndex(), 1);
    QTest::keyClick(chart, Qt::Key_PageUp, Qt::ControlModifier);
    QTest::keyClick(chart, Qt::Key_PageUp, Qt::ControlModifier); // wraps round to the last
    QCOMPARE(tabs->currentIndex(), tabs->count() - 1);
}

void TestFlowchart::theToolbarFitsANarrowWindowInGerman()
{
    // The first window on a 1024 x 640 screen is 920 pixels wide; beside the view list (about 200) the flowcharts
    // have 720. In German the tool bar's captions are long: the view asks for no more than 640 pixels, and every
    // tool button names what it does in its tooltip.
    gpui::applyLanguage(QStringLiteral("de"));
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::DecisionView view(&doc);
    view.resize(700, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QString widest;
    for (QWidget* w : view.findChildren<QWidget*>())
        if (w->isVisible() && w->minimumSizeHint().width() > 150)
            widest += QStringLiteral("%1 %2; ").arg(QString::fromLatin1(w->metaObject()->className())).arg(w->minimumSizeHint().width());
    const int needed = view.minimumSizeHint().width();
    QVERIFY2(needed <= 640, qPrintable(QStringLiteral("%1 px: %2").arg(needed).arg(widest)));
    for (QToolButton* b : view.findChildren<QToolButton*>())
        if (b->isVisible() && b->autoRaise())
            QVERIFY2(!b->toolTip().isEmpty(), qPrintable(b->text()));
    gpui::applyLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestFlowchart)
#include "tst_flowchart.moc"
