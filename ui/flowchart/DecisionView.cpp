#include "flowchart/DecisionView.h"
#include <QFontMetricsF>
#include "presenters/Content.h"

#include "decision/GraphLibrary.h"
#include "presenters/ServingText.h"
#include "common/ViewRefresh.h"
#include "document/PlanDocument.h"
#include "common/FlowLayout.h"
#include "flowchart/DecisionPanel.h"
#include "plan/Pricing.h"
#include "io/Error.h"
#include "flowchart/FlowchartExport.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartView.h"
#include "flowchart/FlowchartWidgets.h"
#include "flowchart/editor/GraphEditor.h"
#include "settings/AppSettings.h"

#include "common/MessageBox.h"

#include <QAction>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTabBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace gpui {

DecisionView::DecisionView(PlanDocument* document, QWidget* parent)
    : QWidget(parent)
    , document_(document)
    , tabs_(new QTabBar(this))
    , scene_(new FlowchartScene(this))
    , view_(new FlowchartView(this))
    , panel_(new DecisionPanel(this))
{
    setAccessibleName(tr("Decision flowcharts"));
    graphs_ = document_->graphs();
    fillTabs();
    connect(document_, &PlanDocument::graphsChanged, this, &DecisionView::reloadGraphs);
    tabs_->setAccessibleName(tr("Decision graphs"));
    tabs_->setDocumentMode(true);
    view_->setScene(scene_);
    view_->setAccessibleName(tr("Flowchart"));

    // Back and Restart are the panel's, beside the answers they undo (Backspace and Home from anywhere).
    // Zoom in and out are the signs a zoom control carries; their names are in their tooltips and for a screen
    // reader.
    auto* zoomIn = flatToolButton(this, tr("+", "zoom in"), tr("Zoom in (Ctrl++)"));
    auto* zoomOut = flatToolButton(this, tr("−", "zoom out"), tr("Zoom out (Ctrl+-)"));
    zoomIn->setAccessibleName(tr("Zoom in"));
    zoomOut->setAccessibleName(tr("Zoom out"));
    auto* fit = flatToolButton(this, tr("Fit"), tr("Fill the view with the chart, its texts readable and the current step in view (Ctrl+0)"));
    auto* exportButton = flatToolButton(this, tr("Export…"), tr("Save the chart with its walked path as SVG or PNG"));
    fromPlan_ = flatToolButton(this, tr("Answer from the plan"),
                           tr("Answer every question this plan's figures decide, from here on; each answer is marked "
                              "as the plan's and can be changed like any other (P)"));
    connect(fromPlan_, &QToolButton::clicked, this, &DecisionView::answerFromPlan);
    connect(zoomIn, &QToolButton::clicked, view_, &FlowchartView::zoomIn);
    connect(zoomOut, &QToolButton::clicked, view_, &FlowchartView::zoomOut);
    connect(fit, &QToolButton::clicked, view_, &FlowchartView::fitAll);
    connect(exportButton, &QToolButton::clicked, this, &DecisionView::exportWithDialog);
    edit_ = flatToolButton(this, tr("Edit Graphs"),
                       tr("Change a graph of your own packs, make a new one, or copy a built-in graph to change it"));
    edit_->setCheckable(true);
    connect(edit_, &QToolButton::toggled, this, &DecisionView::setEditing);

    // The tabs and the buttons on one row where the window is wide enough, the buttons wrapping onto a second row
    // where it is not (long captions in German), rather than widening the window.
    auto* barRow = new QWidget(this);
    auto* bar = new FlowLayout(barRow);
    bar->setContentsMargins(0, 0, 0, 0);
    tabs_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    tabs_->setUsesScrollButtons(true);
    bar->addWidget(tabs_);
    for (QToolButton* b : {fromPlan_, zoomIn, zoomOut, fit, exportButton})
        bar->addWidget(b);
    bar->addWidget(edit_);
    walkOnly_ = {tabs_, fromPlan_, zoomIn, zoomOut, fit, exportButton};

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(panel_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    panelArea_ = scroll;
    splitter_ = new QSplitter(this);
    splitter_->addWidget(view_);
    splitter_->addWidget(scroll);
    // A larger window gives its room to the chart; the panel keeps its reading width.
    splitter_->setStretchFactor(0, 1);
    splitter_->setStretchFactor(1, 0);
    splitter_->setChildrenCollapsible(false);
    arrange(Qt::Horizontal);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(barRow);
    layout->addWidget(splitter_, 1);

    // Keyboard: number keys choose, Backspace goes back.
    auto shortcut = [this](const QKeySequence& keys, auto slot) {
        auto* s = new QShortcut(keys, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
        walkKeys_.append(s);
    };
    for (int n = 1; n <= 9; ++n)
        shortcut(QKeySequence(Qt::Key_0 + n), [this, n] { chooseByNumber(n); });
    shortcut(QKeySequence(Qt::Key_Backspace), [this] { back(); });
    shortcut(QKeySequence(Qt::ALT | Qt::Key_Left), [this] { back(); });
    shortcut(QKeySequence(Qt::Key_Home), [this] { restart(); });
    shortcut(QKeySequence(Qt::Key_P), [this] { answerFromPlan(); });
    shortcut(QKeySequence::ZoomIn, [this] { view_->zoomIn(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_Equal), [this] { view_->zoomIn(); });
    shortcut(QKeySequence::ZoomOut, [this] { view_->zoomOut(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_0), [this] { view_->fitAll(); });
    // Arrows pan the chart (answers stay on the number keys and the panel's buttons); Ctrl+Tab and Ctrl+PgDown
    // switch to the next tree, Ctrl+Shift+Tab and Ctrl+PgUp to the previous one.
    shortcut(QKeySequence(Qt::Key_Left), [this] { view_->pan(-1, 0); });
    shortcut(QKeySequence(Qt::Key_Right), [this] { view_->pan(1, 0); });
    shortcut(QKeySequence(Qt::Key_Up), [this] { view_->pan(0, -1); });
    shortcut(QKeySequence(Qt::Key_Down), [this] { view_->pan(0, 1); });
    const auto step = [this](int delta) {
        const int n = tabs_->count();
        if (n > 0)
            tabs_->setCurrentIndex((tabs_->currentIndex() + delta + n) % n);
    };
    for (const QKeySequence& keys : {QKeySequence(Qt::CTRL | Qt::Key_Tab), QKeySequence(Qt::CTRL | Qt::Key_PageDown)})
        shortcut(keys, [step] { step(1); });
    for (const QKeySequence& keys :
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab),
          QKeySequence(Qt::CTRL | Qt::Key_PageUp)})
        shortcut(keys, [step] { step(-1); });

    connect(tabs_, &QTabBar::currentChanged, this, &DecisionView::showGraph);
    connect(scene_, &FlowchartScene::choiceActivated, this, &DecisionView::choose);
    connect(scene_, &FlowchartScene::stepActivated, this, &DecisionView::jumpTo);
    connectPanel();
    // The walks, what an inference plan's serving figures say beside the GPU tree's recommendation, and the answer
    // the plan's figures give at the current question, which any part of the plan can change; shown when seen.
    new ViewRefresh(this, document_, gp::PlanChange::all(), [this] { syncFromDocument(); });

    showGraph(rememberedGraph(graphs_));
    if (!walk_)
        showGraph(0);
}

bool DecisionView::editing() const
{
    return editor_ && editor_->isVisible();
}

void DecisionView::setEditing(bool editing)
{
    if (edit_->isChecked() != editing) {
        edit_->setChecked(editing); // re-enters through toggled
        return;
    }
    if (editing && !editor_) {
        editor_ = new GraphEditor(this);
        static_cast<QVBoxLayout*>(layout())->addWidget(editor_, 1);
    }
    if (!editor_)
        return;
    for (QWidget* w : walkOnly_)
        w->setVisible(!editing);
    for (QShortcut* s : walkKeys_)
        s->setEnabled(!editing);
    splitter_->setVisible(!editing);
    editor_->setVisible(editing);
    edit_->setText(editing ? tr("Done Editing") : tr("Edit Graphs"));
    edit_->setAccessibleName(edit_->text());
    if (editing) {
        if (walk_)
            editor_->openGraph(walk_->graph().id);
        editor_->chart()->setFocus(Qt::OtherFocusReason);
        emit editHistoryChanged(editor_->document()->undoStack());
        return;
    }
    // What was edited is in use now: a graph fixed in the editor can be walked at once.
    editor_->document()->flush();
    const auto graphs = graphs_.all();
    for (std::size_t i = 0; i < graphs.size(); ++i)
        if (graphs[i]->id == editor_->document()->graph().id)
            showGraph(static_cast<int>(i));
    emit editHistoryChanged(nullptr);
    view_->setFocus(Qt::OtherFocusReason);
}

void DecisionView::arrange(Qt::Orientation orientation)
{
    // Side by side on a wide view; on a narrow one the panel goes under the chart, which then has the whole width
    // (the flowcharts read left to right, so width is what makes them legible).
    splitter_->setOrientation(orientation);
    if (orientation == Qt::Horizontal) {
        panelArea_->setMinimumSize(300, 0);
        splitter_->setSizes({800, 340});
    } else {
        panelArea_->setMinimumSize(0, 150);
        splitter_->setSizes({std::max(1, height() * 62 / 100), std::max(1, height() * 38 / 100)});
    }
}

Qt::Orientation DecisionView::layoutOrientation() const
{
    return splitter_->orientation();
}

void DecisionView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    const Qt::Orientation wanted = width() < kNarrow ? Qt::Vertical : Qt::Horizontal;
    if (wanted != splitter_->orientation())
        arrange(wanted);
}

void DecisionView::fillTabs()
{
    const QSignalBlocker block(tabs_);
    while (tabs_->count() > 0)
        tabs_->removeTab(0);
    for (const gp::Graph* g : graphs_.all()) {
        const int i = tabs_->addTab(content(g->shortTitle));
        if (const auto origin = graphs_.origin(g->id))
            tabs_->setTabToolTip(i, tr("%1, from the graph pack %2 %3")
                                        .arg(QString::fromStdString(g->title), QString::fromStdString(origin->title),
                                             QString::fromStdString(origin->version)));
    }
}

void DecisionView::reloadGraphs()
{
    // The graph shown stays shown when it is still in use; its walk is replayed on the graph now in use.
    // The graphs before stay until the new one is shown: the scene draws one of them.
    const gp::GraphLibrary before = graphs_;
    const std::string shown = walk_ ? walk_->graph().id : std::string();
    walk_.reset();
    graphs_ = document_->graphs();
    fillTabs();
    const auto graphs = graphs_.all();
    int index = 0;
    for (std::size_t i = 0; i < graphs.size(); ++i)
        if (graphs[i]->id == shown)
            index = static_cast<int>(i);
    showGraph(index);
}

int DecisionView::rememberedGraph(const gp::GraphLibrary& library)
{
    const auto graphs = library.all();
    const QString id = settings::decisionGraphId().get();
    if (id.isEmpty())
        return settings::decisionGraph().get(); // settings written before graphs were stored by id
    for (std::size_t i = 0; i < graphs.size(); ++i)
        if (id == QString::fromStdString(graphs[i]->id))
            return static_cast<int>(i);
    return 0;
}

void DecisionView::showGraph(int index)
{
    const auto graphs = graphs_.all();
    if (index < 0 || index >= static_cast<int>(graphs.size()))
        return;
    if (tabs_->currentIndex() != index)
        tabs_->setCurrentIndex(index); // re-enters through currentChanged
    const gp::Graph& g = *graphs[static_cast<std::size_t>(index)];
    settings::decisionGraphId().set(QString::fromStdString(g.id));
    if (!walk_ || &walk_->graph() != &g) {
        walk_.emplace(g);
        shownCurrent_.clear();
        scene_->setGraph(&g, FlowchartStyle::fromPalette(palette(), font()));
        // Fit draws the node texts at least 8 px high, and shows the current step.
        view_->setReadableZoom(8.0 / QFontMetricsF(scene_->style().nodeFont).ascent());
        syncFromDocument();
        view_->fitAll();
        return;
    }
    syncFromDocument();
}

void DecisionView::syncFromDocument()
{
    if (!walk_)
        return;
    walk_ = document_->walkThrough(walk_->graph());
    const auto& ev = document_->evaluation();
    scene_->setWalk(*walk_);
    panel_->showWalk(*walk_, ev ? &ev->conditionFigures : nullptr);
    fromPlan_->setEnabled(ev && gp::decidedAnswer(walk_->current(), ev->conditionFigures));
    // After "Inferencing", the plan's own serving: what the tree's answer means in accelerators and money.
    QString figures;
    const std::vector<std::string> answers = walk_->answers();
    if (ev && ev->served && walk_->graph().id == gp::kGpuSelectionGraph && gp::isInferenceWalk(answers))
        figures = ServingText::servedSummary(*ev) + QStringLiteral("\n\n") + ServingText::recommendation(*ev);
    panel_->showPlanFigures(figures);
    showUseAnswer();
    view_->setAccessibleDescription(tr("Current step: %1").arg(content(walk_->current().text)));
    if (walk_->current().id != shownCurrent_) {
        shownCurrent_ = walk_->current().id;
        // The node reached and the choices it offers next, so the next answer is in view.
        QRectF next = scene_->nodeRect(shownCurrent_);
        for (const gp::Choice& c : walk_->current().choices)
            next |= scene_->nodeRect(c.target);
        view_->setFocusRect(scene_->nodeRect(shownCurrent_), next);
        view_->reveal(next);
    }
}

void DecisionView::connectPanel()
{
    connect(panel_, &DecisionPanel::choiceActivated, this, [this](const QString& id) {
        choose(id);
        // The button clicked went with the step it answered, and the focus with it: the chart takes it back, so
        // the number keys answer the next step without a click on the chart first.
        if (!window()->focusWidget())
            view_->setFocus(Qt::OtherFocusReason);
    });
    connect(panel_, &DecisionPanel::stepActivated, this, &DecisionView::jumpTo);
    connect(panel_, &DecisionPanel::backRequested, this, &DecisionView::back);
    connect(panel_, &DecisionPanel::restartRequested, this, &DecisionView::restart);
    connect(panel_, &DecisionPanel::useAnswerRequested, this, [this] {
        if (!useAnswer_.empty())
            document_->useWalkAnswer(useAnswer_);
    });
}

void DecisionView::showUseAnswer()
{
    // A training walk at its answer, priced on another accelerator: offer to price it on the answer.
    useAnswer_.clear();
    const auto& ev = document_->evaluation();
    if (ev && walk_->graph().id == gp::kGpuSelectionGraph && walk_->current().terminal() &&
        document_->plan().kind == gp::PlanKind::Training)
        if (const gp::Accelerator* a = gp::walkAnswer(document_->plan(), ev->catalog());
            a && a != ev->selectedAccelerator())
            useAnswer_ = a->id;
    const gp::Accelerator* a = ev && !useAnswer_.empty() ? ev->catalog().find(useAnswer_) : nullptr;
    panel_->showUseAnswer(a ? tr("Use %1 for the plan").arg(QString::fromStdString(a->name)) : QString());
}

void DecisionView::commit(const gp::Walk& walk, const QString& description)
{
    document_->setWalk(walk, description);
}

void DecisionView::answerFromPlan()
{
    const auto& ev = document_->evaluation();
    if (!walk_ || !ev)
        return;
    gp::Walk next = *walk_;
    if (next.answerFrom(ev->conditionFigures) > 0)
        commit(next, tr("Answer from the plan"));
}

void DecisionView::choose(const QString& choiceId)
{
    if (!walk_)
        return;
    gp::Walk next = *walk_;
    const gp::Choice* c = next.current().choice(choiceId.toStdString());
    if (!c)
        return;
    const QString label = content(c->label);
    next.choose(choiceId.toStdString());
    commit(next, tr("Answer “%1”").arg(label));
}

void DecisionView::chooseByNumber(int number)
{
    if (!walk_)
        return;
    const auto& choices = walk_->current().choices;
    if (number >= 1 && number <= static_cast<int>(choices.size()))
        choose(QString::fromStdString(choices[static_cast<std::size_t>(number - 1)].id));
}

void DecisionView::back()
{
    if (!walk_ || !walk_->canGoBack())
        return;
    gp::Walk next = *walk_;
    next.back();
    commit(next, tr("Go back"));
}

void DecisionView::restart()
{
    if (!walk_ || !walk_->canGoBack())
        return;
    gp::Walk next = *walk_;
    next.restart();
    commit(next, tr("Restart walk"));
}

void DecisionView::jumpTo(int step)
{
    if (!walk_ || step < 0)
        return;
    gp::Walk next = *walk_;
    next.jumpTo(static_cast<std::size_t>(step));
    commit(next, tr("Go back to a question"));
}

bool DecisionView::exportChart(const QString& path) const
{
    if (!walk_)
        return false;
    const FlowchartStyle style = FlowchartStyle::forPrint(font());
    const FlowchartLayout layout = FlowchartLayout::compute(walk_->graph(), style);
    const WalkHighlight highlight(*walk_);
    if (path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive))
        return FlowchartExport::writePng(path, walk_->graph(), layout, highlight, style);
    return FlowchartExport::writeSvg(path, walk_->graph(), layout, highlight, style);
}

void DecisionView::exportWithDialog()
{
    QString selected;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Flowchart"),
        settings::lastDirectory().get() + QLatin1Char('/') + QString::fromStdString(walk_->graph().id) +
            QStringLiteral(".svg"),
        tr("SVG image (*.svg);;PNG image (*.png)"), &selected);
    if (path.isEmpty())
        return;
    settings::lastDirectory().set(QFileInfo(path).absolutePath());
    if (!exportChart(path))
        plainMessage(this, QMessageBox::Warning, tr("Export failed"),
                     tr("The chart could not be written to %1.").arg(QDir::toNativeSeparators(path)));
}

void DecisionView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::FontChange)
        applyStyle();
}

void DecisionView::applyStyle()
{
    if (walk_)
        scene_->setStyle(FlowchartStyle::fromPalette(palette(), font()));
}

} // namespace gpui
