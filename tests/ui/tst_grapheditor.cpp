// The graph editor (docs/model.md section 14, "Editing a graph"), driven as a user drives it: a graph made from
// nothing in Edit mode, every step one undo, the problems listed as they arise with a click to the node, an edge's end
// dragged to another node, the keyboard, and the graph walked and studied once it has no problems. Expected graphs and
// counts are worked out by hand from the steps taken.
#include "settings/GraphPacks.h"
#include "decision/GraphLibrary.h"
#include "decision/GraphPack.h"
#include "document/PlanDocument.h"
#include "flowchart/DecisionView.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartView.h"
#include "flowchart/editor/GraphEditor.h"
#include "flowchart/editor/NodeEditPanel.h"
#include "mainwindow/MainWindow.h"
#include "presentation/PresentationView.h"
#include "study/Question.h"

#include <nlohmann/json.hpp>

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using Choice = gpui::GraphEditor::DeleteChoice;

class TestGraphEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void builtInGraphsAreReadOnlyAndCopied();
    void aGraphFromNothingIsWalkedAndStudied();
    void everyStepIsOneUndo();
    void problemsAreListedWithAClickToTheNode();
    void anEdgesEndIsDraggedToAnotherNode();
    void theKeyboardEdits();
    void deleteAsksAboutWhatHangsOff();
    void theEditedNodeStaysInPlace();
    void markupIsRefusedAtTheField();
    void editUndoFollowsTheEditor();
    void fitShowsTheWholeGraph();
    void anArrowDraggedToTheEdgeScrollsToItsTarget();
    void problemsNameNodesByTheirTexts();

private:
    gpui::GraphEditor* editor() const { return view_->editor(); }
    const gp::Graph& graph() const { return editor()->document()->graph(); }
    // A new graph: "Longer than a year?" with "Commit for a year" and "On demand" after it.
    void makeReservationGraph();
    void typeInto(QLineEdit* field, const QString& text);
    gpui::PlanDocument* doc_ = nullptr;
    gpui::DecisionView* view_ = nullptr;
};

void TestGraphEditor::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_grapheditor"));
    QSettings().clear();
}

void TestGraphEditor::init()
{
    QDir(gpui::GraphPacks::folder()).removeRecursively();
    gpui::GraphPacks::load();
    doc_ = new gpui::PlanDocument;
    doc_->reset(gpui::PlanDocument::examplePlan(), QString());
    // As the main window does: the packs' graphs in use are the document's.
    QObject::connect(gpui::GraphPacks::notifier(), &gpui::GraphPacks::loaded, doc_, &gpui::PlanDocument::setGraphs);
    view_ = new gpui::DecisionView(doc_);
    view_->resize(1300, 850);
    view_->showGraph(0);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_));
    view_->editButton()->click();
    QVERIFY(view_->editing());
}

void TestGraphEditor::cleanup()
{
    delete view_;
    delete doc_;
    QDir(gpui::GraphPacks::folder()).removeRecursively();
    gpui::GraphPacks::load();
}

void TestGraphEditor::typeInto(QLineEdit* field, const QString& text)
{
    field->setFocus();
    field->selectAll();
    QTest::keyClicks(field, text);
}

void TestGraphEditor::makeReservationGraph()
{
    editor()->newGraph(QStringLiteral("Reservation term"));
    typeInto(editor()->panel()->textField(), QStringLiteral("Longer than a year?"));
    const std::string question = graph().start;
    editor()->addNode(gp::NodeKind::Recommendation);
    typeInto(editor()->panel()->textField(), QStringLiteral("Commit for a year"));
    editor()->document()->select({question, {}});
    editor()->addNode(gp::NodeKind::Recommendation);
    typeInto(editor()->panel()->textField(), QStringLiteral("On demand"));
}

void TestGraphEditor::builtInGraphsAreReadOnlyAndCopied()
{
    // Edit mode opens on the graph shown, the GPU tree: built in, so read-only.
    QCOMPARE(graph().id, std::string("gpu-selection"));
    QVERIFY(editor()->document()->readOnly());
    QVERIFY(editor()->panel()->textField()->isReadOnly() || !editor()->panel()->textField()->isVisible());
    QVERIFY(editor()->statusLabel()->text().contains(QStringLiteral("read-only")));
    const std::size_t nodes = graph().nodes.size();
    editor()->addNode(gp::NodeKind::Question); // refused: nothing changes
    QCOMPARE(graph().nodes.size(), nodes);

    // Copied into the user's own pack: a graph of its own id, every node kept, no problems, editable.
    editor()->copyIntoPack();
    QCOMPARE(graph().id, std::string("gpu-selection-own"));
    QCOMPARE(graph().nodes.size(), nodes);
    QVERIFY(!editor()->document()->readOnly());
    QVERIFY(editor()->document()->problems().empty());
    const QString path = gpui::GraphPacks::installedPath("my-graphs");
    QCOMPARE(editor()->document()->path(), path);
    const gp::GraphPack onDisk = gp::loadGraphPackFile(path.toStdString());
    QCOMPARE(onDisk.graphs.size(), std::size_t(1));
    QVERIFY(onDisk.graphs[0].usable());
    // The built-in graph is unchanged, and both are listed to edit.
    QCOMPARE(gp::builtinGraph("gpu-selection")->nodes.size(), nodes);
    QVERIFY(editor()->graphBox()->currentText().contains(QStringLiteral("own copy")));
}

void TestGraphEditor::aGraphFromNothingIsWalkedAndStudied()
{
    makeReservationGraph();
    const gp::Graph& g = graph();
    QCOMPARE(g.title, std::string("Reservation term"));
    QCOMPARE(g.id, std::string("reservation-term"));
    QCOMPARE(g.nodes.size(), std::size_t(3));
    QCOMPARE(g.nodes[0].text, std::string("Longer than a year?"));
    QCOMPARE(g.nodes[0].choices.size(), std::size_t(2));
    QCOMPARE(g.node(g.nodes[0].choices[0].target)->text, std::string("Commit for a year"));
    QCOMPARE(g.node(g.nodes[0].choices[1].target)->text, std::string("On demand"));
    QCOMPARE(g.nodes[0].choices[0].label, std::string("Answer 1"));
    QCOMPARE(g.nodes[0].choices[1].label, std::string("Answer 2"));
    QCOMPARE(editor()->panel()->answerRows().size(), std::size_t(0)); // the last recommendation is selected
    QVERIFY(editor()->document()->problems().empty());
    QVERIFY(editor()->statusLabel()->text().contains(QStringLiteral("no problems")));

    // Leaving Edit mode puts it in use: a fifth tab, shown, walked like any graph.
    view_->editButton()->click();
    QVERIFY(!view_->editing());
    QCOMPARE(view_->treeTabs()->count(), 5);
    QCOMPARE(view_->walk().graph().id, std::string("reservation-term"));
    view_->choose(QStringLiteral("answer-2"));
    QCOMPARE(view_->walk().current().text, std::string("On demand"));
    QCOMPARE(doc_->walk("reservation-term"), std::vector<std::string>{"answer-2"});
    QCOMPARE(doc_->plan().walkPacks.at("reservation-term").pack, std::string("my-graphs"));
    // The presentation draws the walk of the graph shown, ending at "On demand".
    {
        gpui::PresentationView presentation(doc_);
        QVERIFY(presentation.texts().contains(QStringLiteral("On demand")));
    }
    // The study asks about it: where each answer leads.
    int asked = 0;
    const gp::QuestionBank bank(doc_->graphs()); // the document's graphs: the edited one is among them
    for (const gp::Question& q : bank.all())
        if (q.topic == "reservation-term") {
            ++asked;
            // The graph gives no source quotations: no explanation quotes an empty one.
            QVERIFY2(q.explanation.english().find("“”") == std::string::npos, q.explanation.english().c_str());
        }
    QVERIFY2(asked >= 2, qPrintable(QString::number(asked)));
}

void TestGraphEditor::everyStepIsOneUndo()
{
    QUndoStack* undo = editor()->document()->undoStack();
    makeReservationGraph();
    // New graph, three texts typed (each one step however many keys), two recommendations added.
    QCOMPARE(undo->count(), 6);
    const nlohmann::json made = gp::graphPackToJson(editor()->document()->pack());
    while (undo->canUndo())
        undo->undo();
    // Undone to before the graph: the pack held no graph, so its file is gone.
    QVERIFY(!QFile::exists(gpui::GraphPacks::installedPath("my-graphs")));
    while (undo->canRedo())
        undo->redo();
    QVERIFY(gp::graphPackToJson(editor()->document()->pack()) == made);
    const gp::GraphPack onDisk = gp::loadGraphPackFile(gpui::GraphPacks::installedPath("my-graphs").toStdString());
    QVERIFY(gp::graphPackToJson(onDisk) == made);
    // Exported, the pack is the same file a team imports; a folder that cannot be written says so.
    const QString exported = QDir::temp().filePath(QStringLiteral("tst_grapheditor-export.gpgraphs"));
    QVERIFY(editor()->exportPack(exported));
    QVERIFY(gp::graphPackToJson(gp::loadGraphPackFile(exported.toStdString())) == made);
    QFile::remove(exported);
    QVERIFY(!editor()->exportPack(QStringLiteral("/proc/no-such-folder/pack.gpgraphs")));
    QVERIFY(editor()->statusLabel()->text().contains(QStringLiteral("could not be saved")));
    // The edit mode's history is the one Edit > Undo follows.
    QSignalSpy history(view_, &gpui::DecisionView::editHistoryChanged);
    view_->setEditing(false);
    view_->setEditing(true);
    QCOMPARE(history.count(), 2);
    QVERIFY(history.at(0).at(0).value<QUndoStack*>() == nullptr);
    QVERIFY(history.at(1).at(0).value<QUndoStack*>() == undo);
}

void TestGraphEditor::problemsAreListedWithAClickToTheNode()
{
    editor()->newGraph(QStringLiteral("Drafty"));
    QListWidget* list = editor()->problemList();
    // One question, no answers: fewer than two.
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(), QStringLiteral("Question 'New question' needs at least two answers; it has 0."));
    // A duplicate of it: nothing leads there.
    editor()->duplicateSelection();
    const std::string copy = editor()->document()->selection().node;
    QCOMPARE(copy, std::string("question-2"));
    QCOMPARE(list->count(), 3); // too few answers twice, and the copy unreachable
    QListWidgetItem* unreachable = nullptr;
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->text().contains(QStringLiteral("reaches")))
            unreachable = list->item(i);
    QVERIFY(unreachable);
    editor()->document()->select({});
    QVERIFY(editor()->document()->selection().node.empty());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(unreachable).center());
    QCOMPARE(editor()->document()->selection().node, copy);
    // A draft is saved, but not in use.
    QVERIFY(editor()->statusLabel()->text().contains(QStringLiteral("not walked")));
    view_->setEditing(false);
    QVERIFY(doc_->graphs().find("drafty") == nullptr);
    QCOMPARE(view_->treeTabs()->count(), 4);
}

void TestGraphEditor::anEdgesEndIsDraggedToAnotherNode()
{
    makeReservationGraph();
    const gp::Graph& g = graph();
    const std::string question = g.nodes[0].id, commit = g.nodes[1].id, demand = g.nodes[2].id;
    gpui::FlowchartScene* scene = editor()->scene();
    // The edge of "answer" (to Commit) dragged onto "On demand".
    std::size_t edge = scene->layout().edges.size();
    for (std::size_t i = 0; i < scene->layout().edges.size(); ++i)
        if (scene->layout().edges[i].choice == "answer")
            edge = i;
    QVERIFY(edge < scene->layout().edges.size());
    const QPointF drop = scene->nodeRect(demand).center();
    scene->edgeDragged(edge, drop);
    scene->edgeDropped(edge, drop);
    QTRY_COMPARE(graph().node(question)->choice("answer")->target, demand);
    // Now nothing leads to "Commit for a year", and two answers of one question lead to one place: listed.
    QVERIFY(editor()->problemList()->count() >= 1);
    QCOMPARE(editor()->document()->undoStack()->undoText(), QStringLiteral("Move an answer's end"));
    // Dropped on empty canvas, nothing changes.
    const int steps = editor()->document()->undoStack()->count();
    scene->edgeDragged(0, QPointF(-500, -500));
    scene->edgeDropped(0, QPointF(-500, -500));
    QCoreApplication::processEvents(); // anything the drop posted has run
    QCOMPARE(editor()->document()->undoStack()->count(), steps);
    editor()->document()->undoStack()->undo();
    QCOMPARE(graph().node(question)->choice("answer")->target, commit);
}

void TestGraphEditor::theKeyboardEdits()
{
    makeReservationGraph();
    gpui::FlowchartView* chart = editor()->chart();
    editor()->document()->select({});
    chart->setFocus();
    // Tab from node to node in the graph's order, Shift+Tab back.
    QTest::keyClick(chart, Qt::Key_Tab);
    QCOMPARE(editor()->document()->selection().node, graph().nodes[0].id);
    QTest::keyClick(chart, Qt::Key_Tab);
    QCOMPARE(editor()->document()->selection().node, graph().nodes[1].id);
    QTest::keyClick(chart, Qt::Key_Backtab, Qt::ShiftModifier);
    QCOMPARE(editor()->document()->selection().node, graph().nodes[0].id);
    // Enter edits the node's text.
    QTest::keyClick(chart, Qt::Key_Return);
    QVERIFY(editor()->panel()->textField()->hasFocus());
    // Q adds a question after the selected one, Ctrl+D duplicates, Delete deletes: three nodes, then five, then four.
    chart->setFocus();
    QTest::keyClick(chart, Qt::Key_Q);
    QCOMPARE(graph().nodes.size(), std::size_t(4));
    QCOMPARE(graph().nodes[0].choices.size(), std::size_t(3));
    chart->setFocus();
    QTest::keyClick(chart, Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(graph().nodes.size(), std::size_t(5));
    chart->setFocus();
    QTest::keyClick(chart, Qt::Key_Delete);
    QCOMPARE(graph().nodes.size(), std::size_t(4));
    // A then a click on a node: an answer to it.
    editor()->document()->select({graph().nodes[0].id, {}});
    chart->setFocus();
    QTest::keyClick(chart, Qt::Key_A);
    QVERIFY(editor()->addingAnswer());
    QTest::keyClick(chart, Qt::Key_Escape);
    QVERIFY(!editor()->addingAnswer());
    QTest::keyClick(chart, Qt::Key_A);
    editor()->finishAnswer(graph().nodes[1].id);
    QCOMPARE(graph().nodes[0].choices.size(), std::size_t(4));
    QCOMPARE(graph().nodes[0].choices.back().target, graph().nodes[1].id);
}

void TestGraphEditor::deleteAsksAboutWhatHangsOff()
{
    makeReservationGraph();
    // Under the start hang both recommendations.
    const std::string start = graph().start;
    QString askedAbout;
    int askedHanging = 0;
    Choice answer = Choice::Cancel;
    editor()->setDeleteQuestion([&](const QString& node, int hanging) {
        askedAbout = node;
        askedHanging = hanging;
        return answer;
    });
    editor()->document()->select({start, {}});
    const int steps = editor()->document()->undoStack()->count();
    editor()->deleteSelection();
    QCOMPARE(askedAbout, QStringLiteral("Longer than a year?"));
    QCOMPARE(askedHanging, 2);
    QCOMPARE(graph().nodes.size(), std::size_t(3)); // cancelled
    answer = Choice::OnlyThisNode;
    editor()->deleteSelection();
    QCOMPARE(graph().nodes.size(), std::size_t(2));
    QCOMPARE(graph().start, graph().nodes[0].id); // the first node left starts the graph
    editor()->document()->undoStack()->undo();
    editor()->document()->select({start, {}});
    answer = Choice::WithWhatHangsOff;
    editor()->deleteSelection();
    QVERIFY(graph().nodes.empty());
    QCOMPARE(editor()->document()->undoStack()->count(), steps + 1); // one step for the three nodes
    editor()->document()->undoStack()->undo();
    QCOMPARE(graph().nodes.size(), std::size_t(3));
    // A selected answer is deleted alone, without asking.
    askedAbout.clear();
    editor()->document()->select({start, "answer"});
    editor()->deleteSelection();
    QVERIFY(askedAbout.isEmpty());
    QCOMPARE(graph().nodes[0].choices.size(), std::size_t(1));
}

void TestGraphEditor::theEditedNodeStaysInPlace()
{
    makeReservationGraph();
    gpui::FlowchartView* chart = editor()->chart();
    const std::string start = graph().start;
    editor()->document()->select({start, {}});
    const QPoint before = chart->mapFromScene(editor()->scene()->nodeRect(start).center());
    // A third answer after it: Graphviz lays the chart out again, and the question keeps its place on screen.
    editor()->addNode(gp::NodeKind::Recommendation);
    const QPoint after = chart->mapFromScene(editor()->scene()->nodeRect(start).center());
    QVERIFY2((after - before).manhattanLength() <= 2,
             qPrintable(QStringLiteral("%1,%2 -> %3,%4").arg(before.x()).arg(before.y()).arg(after.x()).arg(after.y())));
}

void TestGraphEditor::markupIsRefusedAtTheField()
{
    editor()->newGraph(QStringLiteral("Plain"));
    // "<" alone is plain ("latency < 10 ms"); from "<b" on, every key is refused and the field says so.
    typeInto(editor()->panel()->textField(), QStringLiteral("<b>Bold</b>"));
    QCOMPARE(graph().nodes[0].text, std::string("<"));
    QVERIFY(editor()->panel()->textField()->property("refused").toBool());
    typeInto(editor()->panel()->textField(), QStringLiteral("Plain < text"));
    QCOMPARE(graph().nodes[0].text, std::string("Plain < text"));
    QVERIFY(!editor()->panel()->textField()->property("refused").toBool());
    // The pack on disk still reads.
    QVERIFY(gp::loadGraphPackFile(gpui::GraphPacks::installedPath("my-graphs").toStdString()).graphs.size() == 1);
    // A title with markup is refused too.
    editor()->newGraph(QStringLiteral("<img src=x onerror=alert(1)>"));
    QCOMPARE(editor()->document()->pack().graphs.size(), std::size_t(1));
}

void TestGraphEditor::editUndoFollowsTheEditor()
{
    // In the main window, Edit > Undo undoes the editor's step while a graph is edited, and the plan's otherwise.
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.showView(gpui::View::Flowcharts);
    auto* flowcharts = qobject_cast<gpui::DecisionView*>(window.view(static_cast<int>(gpui::View::Flowcharts)));
    QVERIFY(flowcharts);
    QAction* undo = window.findChild<QAction*>(QStringLiteral("actionUndo"));
    QVERIFY(undo);
    doc.modify(QStringLiteral("title"), [](gp::Plan& p) { p.title = "Changed"; });
    flowcharts->setEditing(true);
    gpui::GraphEditor* editor = flowcharts->editor();
    editor->newGraph(QStringLiteral("Undone"));
    editor->addNode(gp::NodeKind::Recommendation);
    QCOMPARE(editor->document()->graph().nodes.size(), std::size_t(2));
    undo->trigger();
    QCOMPARE(editor->document()->graph().nodes.size(), std::size_t(1));
    QCOMPARE(doc.plan().title, std::string("Changed")); // the plan's edit stays
    // Out of Edit mode, or in another view, Undo is the plan's again.
    window.showView(gpui::View::Workbench);
    undo->trigger();
    QVERIFY(doc.plan().title != "Changed");
    QCOMPARE(editor->document()->graph().nodes.size(), std::size_t(1));
}

void TestGraphEditor::fitShowsTheWholeGraph()
{
    // The GPU tree, larger than the view at a readable size: zoomed in, then Fit. Every node is inside the view.
    gpui::FlowchartView* chart = editor()->chart();
    QToolButton* fit = nullptr;
    for (QToolButton* b : editor()->findChildren<QToolButton*>())
        if (b->text() == QStringLiteral("Fit"))
            fit = b;
    QVERIFY(fit && fit->isVisible());
    chart->zoomIn();
    chart->zoomIn();
    fit->click();
    const QRect viewport = chart->viewport()->rect();
    for (const auto& [id, rect] : editor()->scene()->layout().nodes)
        QVERIFY2(viewport.contains(chart->mapFromScene(rect).boundingRect()), id.c_str());
    QVERIFY(chart->zoom() <= 1.0);
    // A graph of three nodes is shown whole at 1:1, not blown up to fill the view.
    makeReservationGraph();
    chart->zoomIn();
    fit->click();
    QCOMPARE(chart->zoom(), 1.0);
    for (const auto& [id, rect] : editor()->scene()->layout().nodes)
        QVERIFY2(viewport.contains(chart->mapFromScene(rect).boundingRect()), id.c_str());
}

void TestGraphEditor::anArrowDraggedToTheEdgeScrollsToItsTarget()
{
    // The GPU tree copied to edit, at 1:1 in a view that holds half of its width. An answer's arrow taken by the
    // mouse from a node in view and held at the right edge of the view: the chart scrolls under it, and a node that
    // was out of view when the drag began can be reached and dropped on.
    editor()->copyIntoPack();
    gpui::FlowchartView* chart = editor()->chart();
    gpui::FlowchartScene* scene = editor()->scene();
    chart->setTransform(QTransform());
    chart->centerOn(scene->nodeRect(graph().start).center());
    QCoreApplication::processEvents(); // a glide the copy asked for has begun
    QTRY_VERIFY(!chart->gliding());
    const QRect viewport = chart->viewport()->rect();
    const auto visible = [&](const QRectF& rect) { return viewport.contains(chart->mapFromScene(rect).boundingRect()); };
    // An answer whose node is in view, grabbed a little way along its arrow where that point is in view.
    const gpui::EdgeRoute* edge = nullptr;
    QPoint grab;
    for (const gpui::EdgeRoute& e : scene->layout().edges) {
        const QPoint p = chart->mapFromScene(e.path.pointAtPercent(0.15));
        if (!edge && visible(scene->nodeRect(e.from)) && viewport.adjusted(60, 60, -60, -60).contains(p)) {
            edge = &e;
            grab = p;
        }
    }
    QVERIFY(edge);
    const std::string from = edge->from, choice = edge->choice, target = edge->to;
    std::vector<std::string> hidden;
    for (const auto& [id, rect] : scene->layout().nodes)
        if (!visible(rect) && id != target && id != from && chart->mapFromScene(rect).boundingRect().left() > viewport.right())
            hidden.push_back(id);
    QVERIFY2(!hidden.empty(), qPrintable(QStringLiteral("%1 x %2 in %3 x %4").arg(scene->layout().bounds.width()).arg(scene->layout().bounds.height()).arg(viewport.width()).arg(viewport.height())));
    const int before = chart->horizontalScrollBar()->value();
    QTest::mousePress(chart->viewport(), Qt::LeftButton, {}, grab);
    QTest::mouseMove(chart->viewport(), grab + QPoint(20, 0));
    const QPoint edgeOfView(viewport.right() - 4, grab.y());
    QTest::mouseMove(chart->viewport(), edgeOfView);
    QVERIFY(scene->draggingEdge());
    // Held at the edge until one of the nodes below has scrolled into view.
    std::string reached;
    const auto reachOne = [&] {
        for (const std::string& id : hidden)
            if (reached.empty() && visible(scene->nodeRect(id)))
                reached = id;
        return !reached.empty();
    };
    QTRY_VERIFY_WITH_TIMEOUT(reachOne(), 6000);
    QVERIFY2(chart->horizontalScrollBar()->value() > before + 50,
             qPrintable(QString::number(chart->horizontalScrollBar()->value() - before)));
    QVERIFY(!reached.empty());
    const QPoint onIt = chart->mapFromScene(scene->nodeRect(reached).center());
    QTest::mouseMove(chart->viewport(), onIt);
    // Away from the edge, the chart holds still under the pointer.
    const int scrolled = chart->horizontalScrollBar()->value();
    QTest::qWait(100); // time is the subject: for a tenth of a second, nothing scrolls
    QCOMPARE(chart->horizontalScrollBar()->value(), scrolled);
    QTest::mouseRelease(chart->viewport(), Qt::LeftButton, {}, onIt);
    QTRY_COMPARE(graph().node(from)->choice(choice)->target, reached);
}

void TestGraphEditor::problemsNameNodesByTheirTexts()
{
    // A question typed as "Longer than a year?" with one answer: the problem names it by that text, and its answer
    // by its label, never by the ids the graph keeps ("question", "answer").
    editor()->newGraph(QStringLiteral("Named"));
    typeInto(editor()->panel()->textField(), QStringLiteral("Longer than a year?"));
    QListWidget* list = editor()->problemList();
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->text(),
             QStringLiteral("Question 'Longer than a year?' needs at least two answers; it has 0."));
    editor()->addNode(gp::NodeKind::Recommendation);
    editor()->document()->select({graph().start, {}});
    editor()->beginAnswer();
    editor()->finishAnswer(graph().start); // an answer back to the question itself
    QStringList texts;
    for (int i = 0; i < list->count(); ++i)
        texts << list->item(i)->text();
    for (const QString& t : texts) {
        QVERIFY2(!t.contains(QStringLiteral("'question'")), qPrintable(t));
        QVERIFY2(!t.contains(QStringLiteral("'answer")), qPrintable(t));
    }
    QCOMPARE(editor()->statusLabel()->text().contains(QStringLiteral("question")), false);
}

QTEST_MAIN(TestGraphEditor)
#include "tst_grapheditor.moc"
