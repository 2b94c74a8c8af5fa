#include "flowchart/editor/GraphEditor.h"

#include "presenters/Content.h"
#include "settings/GraphPacks.h"
#include "decision/GraphCheck.h"
#include "decision/GraphEdit.h"
#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartView.h"
#include "flowchart/FlowchartWidgets.h"
#include "flowchart/editor/NodeEditPanel.h"

#include <QComboBox>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSplitter>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpui {

GraphEditor::GraphEditor(QWidget* parent)
    : QWidget(parent)
    , document_(new GraphEditDocument(this))
    , scene_(new FlowchartScene(this))
    , view_(new FlowchartView(this))
    , panel_(new NodeEditPanel(this))
    , problems_(new QListWidget(this))
    , graphs_(new QComboBox(this))
    , status_(new QLabel(this))
    , problemsHeading_(headingLabel(tr("Problems"), this))
{
    setAccessibleName(tr("Graph editor"));
    scene_->setEditing(true, 600);
    view_->setScene(scene_);
    view_->setAccessibleName(tr("Graph being edited"));
    view_->installEventFilter(this);
    view_->setMaxFitZoom(1.0); // a graph being made starts small: it is not blown up to fill the view
    status_->setTextFormat(Qt::PlainText);
    status_->setWordWrap(true);
    problems_->setAccessibleName(tr("Problems of the graph"));
    problems_->setWordWrap(true);
    graphs_->setAccessibleName(tr("Graph to edit"));
    graphs_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    graphs_->setMinimumContentsLength(24);
    buildBar();

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(panel_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // the fields take the panel's width
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(scroll, 3);
    sideLayout->addWidget(problemsHeading_);
    sideLayout->addWidget(problems_, 1);
    side->setMinimumWidth(320);
    auto* splitter = new QSplitter(this);
    splitter->addWidget(view_);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({760, 380});
    qobject_cast<QVBoxLayout*>(layout())->addWidget(status_);
    qobject_cast<QVBoxLayout*>(layout())->addWidget(splitter, 1);

    connect(document_, &GraphEditDocument::graphChanged, this, &GraphEditor::graphChanged);
    connect(document_, &GraphEditDocument::selectionChanged, this, &GraphEditor::selectionChanged);
    connect(document_, &GraphEditDocument::writeFailed, this, &GraphEditor::showStatus);
    connect(GraphPacks::notifier(), &GraphPacks::changed, this, &GraphEditor::fillGraphList);
    // A click may lay the chart out again, which replaces the items clicked: the scene's reports are taken after
    // the click's own handling is over.
    connect(scene_, &FlowchartScene::nodeSelected, this, [this](const QString& id) {
        if (addingAnswer())
            finishAnswer(id.toStdString());
        else
            document_->select({id.toStdString(), {}});
    }, Qt::QueuedConnection);
    connect(scene_, &FlowchartScene::answerSelected, this, [this](const QString& node, const QString& choice) {
        document_->select({node.toStdString(), choice.toStdString()});
    }, Qt::QueuedConnection);
    connect(scene_, &FlowchartScene::answerRetargeted, this,
            [this](const QString& node, const QString& choice, const QString& target) {
                gp::Graph g = document_->graph();
                if (!document_->readOnly() && gp::retarget(g, node.toStdString(), choice.toStdString(), target.toStdString()))
                    document_->edit(g, tr("Move an answer's end"), {node.toStdString(), choice.toStdString()});
            }, Qt::QueuedConnection);
    connect(panel_, &NodeEditPanel::edited, document_, &GraphEditDocument::edit);
    connect(panel_, &NodeEditPanel::addAnswerRequested, this, &GraphEditor::beginAnswer);
    connect(problems_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const std::string node = item->data(Qt::UserRole).toString().toStdString();
        if (!node.empty()) {
            document_->select({node, item->data(Qt::UserRole + 1).toString().toStdString()});
            view_->reveal(scene_->nodeRect(node));
        }
    });
    connect(problems_, &QListWidget::itemActivated, problems_, &QListWidget::itemClicked);
    auto* duplicate = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_D), this);
    duplicate->setContext(Qt::WidgetWithChildrenShortcut);
    connect(duplicate, &QShortcut::activated, this, &GraphEditor::duplicateSelection);
    fillGraphList();
}

void GraphEditor::buildBar()
{
    auto* newGraph = flatToolButton(this, tr("New Graph…"), tr("A new graph in your own graph pack"));
    copy_ = new QPushButton(tr("Copy into a Pack"), this);
    copy_->setToolTip(tr("Built-in graphs are read-only: copy this one into your own pack to change it"));
    auto* question = flatToolButton(this, tr("Add Question"), tr("A question after the selected node (Q)"));
    auto* recommendation = flatToolButton(this, tr("Add Recommendation"), tr("A recommendation after the selected node (R)"));
    auto* answer = flatToolButton(this, tr("Add Answer"), tr("An answer from the selected node: then click where it leads (A)"));
    auto* remove = flatToolButton(this, tr("Delete"), tr("Delete the selected answer, or the node and what hangs off it (Delete)"));
    auto* duplicate = flatToolButton(this, tr("Duplicate"), tr("A copy of the selected node (Ctrl+D)"));
    auto* details = flatToolButton(this, tr("Pack Details…"), tr("The pack's title, author, version and licence"));
    auto* exportPack = flatToolButton(this, tr("Export Pack…"), tr("Save the pack as a .gpgraphs file to share"));
    auto* fit = flatToolButton(this, tr("Fit"), tr("Show the whole graph (Ctrl+0)"));
    editButtons_ = {question, recommendation, answer, remove, duplicate, details, exportPack};
    connect(fit, &QToolButton::clicked, view_, &FlowchartView::fitWhole);
    auto* fitKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_0), this);
    fitKey->setContext(Qt::WidgetWithChildrenShortcut);
    connect(fitKey, &QShortcut::activated, view_, &FlowchartView::fitWhole);
    connect(newGraph, &QToolButton::clicked, this, &GraphEditor::newGraphWithDialog);
    connect(copy_, &QPushButton::clicked, this, &GraphEditor::copyIntoPack);
    connect(question, &QToolButton::clicked, this, [this] { addNode(gp::NodeKind::Question); });
    connect(recommendation, &QToolButton::clicked, this, [this] { addNode(gp::NodeKind::Recommendation); });
    connect(answer, &QToolButton::clicked, this, &GraphEditor::beginAnswer);
    connect(remove, &QToolButton::clicked, this, &GraphEditor::deleteSelection);
    connect(duplicate, &QToolButton::clicked, this, &GraphEditor::duplicateSelection);
    connect(details, &QToolButton::clicked, this, &GraphEditor::editPackDetails);
    connect(exportPack, &QToolButton::clicked, this, &GraphEditor::exportWithDialog);
    connect(graphs_, &QComboBox::activated, this, [this] {
        const QStringList where = graphs_->currentData().toStringList();
        if (where.size() == 2)
            openGraph(where[1].toStdString());
    });

    auto* top = new QHBoxLayout;
    top->addWidget(graphs_, 1);
    top->addWidget(newGraph);
    top->addWidget(copy_);
    auto* tools = new QHBoxLayout;
    for (QToolButton* b : editButtons_)
        tools->addWidget(b);
    tools->addStretch(1);
    tools->addWidget(fit);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(tools);
}

void GraphEditor::fillGraphList()
{
    const QSignalBlocker block(graphs_);
    graphs_->clear();
    for (const GraphPacks::Installed& i : GraphPacks::installed())
        for (const gp::PackGraph& g : i.pack.graphs)
            graphs_->addItem((g.usable() ? tr("%1 — %2") : tr("%1 — %2 (draft)"))
                                 .arg(QString::fromStdString(g.graph.title), QString::fromStdString(i.pack.title)),
                             QStringList{i.path, QString::fromStdString(g.graph.id)});
    for (const gp::Graph& g : gp::builtinGraphs())
        graphs_->addItem(tr("%1 (built-in, read-only)").arg(content(g.title)),
                         QStringList{QString(), QString::fromStdString(g.id)});
    const int i = graphs_->findData(QStringList{document_->path(), QString::fromStdString(document_->graph().id)});
    graphs_->setCurrentIndex(std::max(0, i));
}

void GraphEditor::openGraph(const std::string& id)
{
    fitted_ = false;
    answerFrom_.clear();
    for (GraphPacks::Installed& i : GraphPacks::installed())
        if (i.pack.find(id)) {
            document_->open(i.path, std::move(i.pack), id);
            fillGraphList();
            return;
        }
    for (const gp::Graph& g : gp::builtinGraphs())
        if (g.id == id) {
            document_->openBuiltin(g);
            fillGraphList();
            return;
        }
}

QString GraphEditor::nodeName(const std::string& id) const
{
    const gp::Node* n = document_->graph().node(id);
    return n && !n->text.empty() ? QString::fromStdString(n->text) : QString::fromStdString(id);
}

gp::GraphProblem GraphEditor::shownProblem(const gp::GraphProblem& problem) const
{
    // The problem names the node and the answer as the chart shows them, by their texts; two nodes of one id are
    // named by that id, which is what is wrong.
    gp::GraphProblem shown = problem;
    if (problem.code != gp::GraphProblemCode::DuplicateId && !problem.node.empty())
        shown.node = nodeName(problem.node).toStdString();
    if (const gp::Node* n = document_->graph().node(problem.node); n && !problem.choice.empty())
        if (const gp::Choice* c = n->choice(problem.choice); c && !c->label.empty() &&
                                                             problem.code != gp::GraphProblemCode::DuplicateAnswerId)
            shown.choice = c->label;
    return shown;
}

void GraphEditor::graphChanged()
{
    // The node edited stays where it was on screen, however the layout around it moved.
    const GraphEditDocument::Selection& sel = document_->selection();
    const std::string anchor = shown_.node(anchor_) ? anchor_ : sel.node;
    const QRectF before = scene_->nodeRect(anchor);
    const QPoint at = view_->mapFromScene(before.center());
    shown_ = document_->graph();
    scene_->setGraph(&shown_, FlowchartStyle::fromPalette(palette(), font()));
    scene_->setSelection(sel.node, sel.choice);
    view_->setFitRect(scene_->layout().bounds.adjusted(-24, -24, 24, 24));
    const QRectF after = scene_->nodeRect(anchor);
    if (!fitted_) {
        view_->setReadableZoom(8.0 / QFontMetricsF(scene_->style().nodeFont).ascent());
        // A graph larger than the view opens at its start.
        const QRectF start = scene_->nodeRect(shown_.start);
        view_->setFocusRect(start, start);
        view_->fitAll();
        fitted_ = true;
    } else if (!before.isNull() && !after.isNull()) {
        view_->pin(after.center(), at);
    }
    selectionChanged();
    showProblems();
    showStatus();
    const bool editable = !document_->readOnly();
    for (QToolButton* b : editButtons_)
        b->setEnabled(editable);
    copy_->setVisible(!editable && document_->isOpen());
}

void GraphEditor::selectionChanged()
{
    const GraphEditDocument::Selection& sel = document_->selection();
    scene_->setSelection(sel.node, sel.choice);
    panel_->show(shown_, sel, document_->readOnly());
    anchor_ = sel.node;
    const QRectF rect = scene_->nodeRect(sel.node);
    if (!rect.isNull() && !view_->mapToScene(view_->viewport()->rect()).boundingRect().contains(rect))
        view_->reveal(rect);
}

void GraphEditor::showProblems()
{
    problems_->clear();
    for (const gp::GraphProblem& p : document_->problems()) {
        auto* item = new QListWidgetItem(content(gp::graphProblemText(shownProblem(p))), problems_);
        item->setData(Qt::UserRole, QString::fromStdString(p.node));
        item->setData(Qt::UserRole + 1, QString::fromStdString(p.choice));
        item->setToolTip(tr("Click to go to the node"));
    }
    const int n = static_cast<int>(document_->problems().size());
    problemsHeading_->setText(n == 0 ? tr("Problems: none") : tr("Problems: %1").arg(n));
    problems_->setVisible(n > 0);
}

void GraphEditor::showStatus()
{
    QString text;
    const int n = static_cast<int>(document_->problems().size());
    if (!document_->isOpen())
        text = tr("Choose a graph above, or make a new one.");
    else if (document_->readOnly())
        text = tr("A built-in graph is read-only. Copy it into a pack to change it.");
    else if (!document_->writeError().isEmpty())
        text = tr("The pack could not be saved to %1: %2").arg(document_->path(), document_->writeError());
    else if (addingAnswer())
        text = tr("Click the node the new answer of “%1” leads to (Esc cancels).").arg(nodeName(answerFrom_));
    else if (n > 0)
        text = tr("A draft, saved in the pack “%1”. Problems to fix: %2. It is not walked, studied or printed until "
                  "they are fixed.")
                   .arg(QString::fromStdString(document_->pack().title))
                   .arg(n);
    else
        text = tr("Saved in the pack “%1”, with no problems: it is in the flowcharts, the study and the proposal.")
                   .arg(QString::fromStdString(document_->pack().title));
    status_->setText(text);
}

bool GraphEditor::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != view_ || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    const bool plain = (key->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) == 0;
    if (!plain)
        return false;
    switch (key->key()) {
    case Qt::Key_Tab:
        selectNext(1);
        return true;
    case Qt::Key_Backtab:
        selectNext(-1);
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        panel_->focusText();
        return true;
    case Qt::Key_Delete:
        deleteSelection();
        return true;
    case Qt::Key_Escape:
        if (addingAnswer()) {
            answerFrom_.clear();
            showStatus();
        } else {
            document_->select({});
        }
        return true;
    case Qt::Key_Q:
        addNode(gp::NodeKind::Question);
        return true;
    case Qt::Key_R:
        addNode(gp::NodeKind::Recommendation);
        return true;
    case Qt::Key_A:
        beginAnswer();
        return true;
    default:
        return false;
    }
}

} // namespace gpui
