#include "mainwindow/MainWindow.h"

#include "common/StatusMessage.h"
#include "presenters/Format.h"
#include "common/InputPolicy.h"
#include "presenters/ServingText.h"
#include "document/PlanDocument.h"
#include "costs/CostsView.h"
#include "flowchart/DecisionView.h"
#include "settings/AppSettings.h"
#include "settings/GraphPacks.h"
#include "mainwindow/Appearance.h"
#include "document/DocumentFile.h"
#include "mainwindow/FileController.h"
#include "overview/OverviewView.h"
#include "help/HelpDialog.h"
#include "mainwindow/PreferencesDialog.h"
#include "presentation/PresentationView.h"
#include "mainwindow/WelcomeDialog.h"
#include "measured/MeasuredView.h"
#include "scenarios/ScenariosView.h"
#include "mainwindow/LazyView.h"
#include "proposal/ProposalView.h"
#include "study/StudyView.h"
#include "workbench/WorkbenchView.h"

#include <iterator>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPainter>
#include <QScreen>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>

#include <QTimer>

#include <algorithm>

#include <optional>

namespace gpui {

// The views' ids as the settings store them, in the order of View.
constexpr const char* kViewIds[] = {"overview", "flowcharts", "workbench", "costs",
                                    "study",    "proposal",   "measured",  "scenarios"};
namespace {

// A view's icon, drawn in the highlight's text colour when its row is selected (the blue strokes would vanish
// into the selection's blue).
QIcon viewIcon(const char* name, const QSize& size, qreal ratio)
{
    const QIcon svg(QStringLiteral(":/icons/views/%1.svg").arg(QLatin1String(name)));
    QIcon icon = svg;
    QPixmap selected = svg.pixmap(size, ratio);
    QPainter p(&selected);
    p.setCompositionMode(QPainter::CompositionMode_SourceIn);
    p.fillRect(selected.rect(), QApplication::palette().color(QPalette::HighlightedText));
    p.end();
    icon.addPixmap(selected, QIcon::Selected);
    return icon;
}

} // namespace

MainWindow::MainWindow(PlanDocument* document, QWidget* parent)
    : QMainWindow(parent)
    , document_(document)
    , files_(new FileController(document, this))
    , history_(new QUndoGroup(this))
    , navigation_(new QListWidget(this))
    , stack_(new QStackedWidget(this))
    , statusGoodput_(new QLabel(this))
{
    history_->addStack(document_->undoStack());
    history_->setActiveStack(document_->undoStack());
    InputPolicy::install(); // the wheel only for the focused field; the plan's undo from anywhere
    setObjectName(QStringLiteral("MainWindow"));
    navigation_->setFrameShape(QFrame::NoFrame);
    navigation_->setIconSize(QSize(20, 20));
    navigation_->setMaximumWidth(220);
    navigation_->setMinimumWidth(150);
    statusGoodput_->setTextFormat(Qt::PlainText);
    statusBar()->addPermanentWidget(statusGoodput_);

    splitter_ = new QSplitter(this);
    splitter_->addWidget(navigation_);
    splitter_->addWidget(stack_);
    splitter_->setStretchFactor(1, 1);
    splitter_->setChildrenCollapsible(false);
    setCentralWidget(splitter_);

    connect(navigation_, &QListWidget::currentRowChanged, this, [this](int row) {
        view(row); // made before it is shown
        stack_->setCurrentIndex(row);
    });
    connect(navigation_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!rebuildPending_ && row >= 0 && row < static_cast<int>(std::size(kViewIds)))
            settings::viewId().set(QLatin1String(kViewIds[row]));
        followHistory();
    });
    connect(document_, &PlanDocument::fileChanged, this, &MainWindow::updateTitle);
    // A graph pack imported, switched or edited: the document is evaluated and walked with the new graphs.
    connect(GraphPacks::notifier(), &GraphPacks::loaded, document_, &PlanDocument::setGraphs);
    connect(document_, &PlanDocument::activeScenarioChanged, this, [this] {
        fillScenarios();
        updateTitle();
        updateStatus();
    });
    connect(document_, &PlanDocument::changed, this, [this](gp::PlanChange change) {
        // The plan's kind and its serving are the training part's: a plan turned to serving says so at once.
        if (change.touches(gp::PlanChange::evaluationInputs()))
            updateStatus();
        if (change.has(gp::PlanPart::Engagement)) {
            fillScenarios(); // the list of scenarios is part of the plan's texts
            updateTitle();   // and so is the title an unsaved plan goes by
        }
    });
    connect(document_->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    // A scenario added anywhere (the plan search, a sweep, the Scenarios view) says so where the eye can find it.
    for (const gp::Scenario& s : document_->storedPlan().scenarios)
        scenarioNames_.insert(s.name);
    connect(document_, &PlanDocument::changed, this, [this](gp::PlanChange change) {
        if (!change.has(gp::PlanPart::Engagement))
            return;
        std::set<std::string> now;
        for (const gp::Scenario& s : document_->storedPlan().scenarios)
            now.insert(s.name);
        if (now.size() == scenarioNames_.size() + 1)
            for (const std::string& name : now)
                if (!scenarioNames_.contains(name))
                    showStatus(statusBar(), tr("Added the scenario “%1”: the Scenarios view compares it with the "
                                                "base plan")
                                                 .arg(QString::fromStdString(name)),
                                             8000);
        scenarioNames_ = std::move(now);
    });
    connect(files_, &FileController::message, this, [this](const QString& text) { showStatus(statusBar(), text, 5000); });

    buildInterface();
    // The first window takes four fifths of a large screen (2048 x 1152 of 2560 x 1440), 1360 x 860 of a middling
    // one, nine tenths of a small one; a restored one is kept on the screen.
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1360, 860);
    resize(std::max(std::min(1360, screen.width() * 9 / 10), screen.width() * 4 / 5),
           std::max(std::min(860, screen.height() * 9 / 10), screen.height() * 4 / 5));
    if (restoreGeometry(settings::windowGeometry().get()) &&
        (width() > screen.width() || height() > screen.height()))
        resize(std::min(width(), screen.width()), std::min(height(), screen.height()));
    restoreState(settings::windowState().get());
    showView(rememberedView());
    showStatus(statusBar(), tr("Ready"), 3000);
}

void MainWindow::followHistory()
{
    const bool editing = editHistory_ && currentView() == static_cast<int>(View::Flowcharts);
    history_->setActiveStack(editing ? editHistory_.data() : document_->undoStack());
}

int MainWindow::viewCount() const
{
    return stack_->count();
}

QWidget* MainWindow::view(int index)
{
    auto* page = qobject_cast<LazyView*>(stack_->widget(index));
    return page ? page->view() : nullptr;
}

StudyView* MainWindow::studyView()
{
    return qobject_cast<StudyView*>(view(View::Study));
}

ProposalView* MainWindow::proposalView()
{
    return qobject_cast<ProposalView*>(view(View::Proposal));
}

bool MainWindow::event(QEvent* event)
{
    const bool handled = QMainWindow::event(event);
    // The first paint is done once the first update request has been handled: make the other views then, one an
    // event-loop turn, so that the window answers in between.
    if (event->type() == QEvent::UpdateRequest && !viewsScheduled_) {
        viewsScheduled_ = true;
        QTimer::singleShot(0, this, &MainWindow::makeNextView);
    }
    return handled;
}

void MainWindow::makeNextView()
{
    for (int i = 0; i < stack_->count(); ++i)
        if (auto* page = qobject_cast<LazyView*>(stack_->widget(i)); page && !page->isMade()) {
            page->view();
            QTimer::singleShot(0, this, &MainWindow::makeNextView);
            return;
        }
}

int MainWindow::rememberedView()
{
    const QString id = settings::viewId().get();
    if (id.isEmpty())
        return settings::currentView().get(); // settings written before views were stored by id
    for (std::size_t i = 0; i < std::size(kViewIds); ++i)
        if (id == QLatin1String(kViewIds[i]))
            return static_cast<int>(i);
    return 0;
}

int MainWindow::currentView() const
{
    return stack_->currentIndex();
}

void MainWindow::showView(int index)
{
    if (index < 0 || index >= stack_->count())
        index = 0;
    navigation_->setCurrentRow(index);
}

void MainWindow::buildInterface()
{
    navigation_->setAccessibleName(tr("Views"));
    setMenuBar(new QMenuBar(this)); // deletes the previous one with its menus and actions
    createMenus();
    // Each view is made when first shown, or in idle time after the first paint (see makeNextView).
    PlanDocument* d = document_;
    addView(
        [d, this](QWidget* p) {
            auto* overview = new OverviewView(d, p);
            // Each figure of the overview opens the view that explains it.
            connect(overview, &OverviewView::openView, this, [this](OverviewView::Explains view) {
                showView(view == OverviewView::Explains::Flowcharts  ? View::Flowcharts
                         : view == OverviewView::Explains::Workbench ? View::Workbench
                                                                      : View::Costs);
            });
            return overview;
        },
        tr("Overview"), QStringLiteral("Ctrl+1"), "overview");
    addView(
        [this, d](QWidget* p) {
            auto* flowcharts = new DecisionView(d, p);
            connect(flowcharts, &DecisionView::editHistoryChanged, this, [this](QUndoStack* history) {
                editHistory_ = history;
                if (history && !history_->stacks().contains(history))
                    history_->addStack(history);
                followHistory();
            });
            return flowcharts;
        },
        tr("Decision flowcharts"), QStringLiteral("Ctrl+2"), "flowcharts");
    addView([d](QWidget* p) { return new WorkbenchView(d, p); }, tr("Goodput workbench"), QStringLiteral("Ctrl+3"), "workbench");
    addView([d](QWidget* p) { return new CostsView(d, p); }, tr("Costs"), QStringLiteral("Ctrl+4"), "costs");
    addView(
        [this](QWidget* p) {
            auto* study = new StudyView(p);
            study->setGraphs(document_->graphs());
            connect(document_, &PlanDocument::graphsChanged, study, [this, study] { study->setGraphs(document_->graphs()); });
            return study;
        },
        tr("Study"), QStringLiteral("Ctrl+5"), "study");
    addView([d](QWidget* p) { return new ProposalView(d, p); }, tr("Proposal"), QStringLiteral("Ctrl+6"), "proposal");
    addView([d](QWidget* p) { return new MeasuredView(d, p); }, tr("Measured"), QStringLiteral("Ctrl+7"), "measured");
    addView([d](QWidget* p) { return new ScenariosView(d, p); }, tr("Scenarios"), QStringLiteral("Ctrl+8"), "scenarios");
    // A small screen gives the list's width to the views: collapsed, it shows the views' icons only.
    viewMenu_->addSeparator();
    QAction* collapse = viewMenu_->addAction(tr("&Collapse View List"));
    collapse->setCheckable(true);
    collapse->setShortcut(QKeySequence(QStringLiteral("Ctrl+\\")));
    collapse->setChecked(settings::viewListCollapsed().get());
    connect(collapse, &QAction::toggled, this, &MainWindow::setViewListCollapsed);
    setViewListCollapsed(collapse->isChecked());
    createToolBar();
    files_->retranslate();
    updateTitle();
    updateStatus();
}

void MainWindow::changeEvent(QEvent* event)
{
    // Every translator removed or installed sends one of these: rebuild once, after the last.
    if (event->type() == QEvent::LanguageChange && stack_->count() > 0 && !rebuildPending_) {
        rebuildPending_ = true;
        QMetaObject::invokeMethod(this, &MainWindow::rebuildInterface, Qt::QueuedConnection);
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::rebuildInterface()
{
    const int view = currentView();
    const QByteArray state = saveState();
    // The guide is written in the old language: open again, it reads in the new one.
    const QString helpPage = help_ && help_->isVisible() ? help_->currentPage() : QString();
    if (help_)
        help_->close();
    std::optional<StudyView::Session> study;
    if (auto* page = qobject_cast<LazyView*>(stack_->widget(static_cast<int>(View::Study))); page && page->isMade())
        study = studyView()->session();
    navigation_->clear();
    while (QWidget* w = stack_->widget(0)) {
        stack_->removeWidget(w);
        w->deleteLater();
    }
    buildInterface();
    if (study)
        studyView()->restore(*study);
    restoreState(state);
    rebuildPending_ = false;
    viewsScheduled_ = false; // the new views are made after the next paint
    showView(view);
    if (!helpPage.isEmpty())
        QTimer::singleShot(0, this, [this, helpPage] { showHelp(helpPage); });
}

void MainWindow::addView(LazyView::Factory make, const QString& name, const QString& shortcut, const char* iconName)
{
    const int index = stack_->addWidget(new LazyView(std::move(make), stack_));
    auto* item = new QListWidgetItem(viewIcon(iconName, navigation_->iconSize(), navigation_->devicePixelRatioF()), name);
    item->setData(kViewName, name);
    item->setData(Qt::AccessibleTextRole, name);
    item->setToolTip(tr("%1 (%2)").arg(name, QKeySequence(shortcut).toString(QKeySequence::NativeText)));
    navigation_->addItem(item);
    QAction* action = viewMenu_->addAction(name);
    action->setShortcut(QKeySequence(shortcut));
    connect(action, &QAction::triggered, this, [this, index] { showView(index); });
}

void MainWindow::setViewListCollapsed(bool collapsed)
{
    settings::viewListCollapsed().set(collapsed);
    for (int i = 0; i < navigation_->count(); ++i) {
        QListWidgetItem* item = navigation_->item(i);
        item->setText(collapsed ? QString() : item->data(kViewName).toString());
    }
    const int icons = navigation_->iconSize().width() + 2 * navigation_->frameWidth() + 20;
    // Open, the list is never narrower than its longest name (German's "Entscheidungsdiagramme"): a view that needs
    // more width than is left scrolls or wraps in itself, the list never cuts a name.
    const int names = std::clamp(navigation_->sizeHintForColumn(0) + 2 * navigation_->frameWidth() + 8, 150, 260);
    navigation_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    navigation_->setMinimumWidth(collapsed ? icons : names);
    navigation_->setMaximumWidth(collapsed ? icons : std::max(220, names));
    // The splitter keeps its sizes when a child's limits change: the views take what the list gives up.
    const int total = splitter_->width() - splitter_->handleWidth();
    const int list = collapsed ? icons : std::max(names, std::min(220, navigation_->sizeHintForColumn(0) + 24));
    splitter_->setSizes({list, std::max(1, total - list)});
}

bool MainWindow::viewListCollapsed() const
{
    return navigation_->maximumWidth() < 150;
}

int MainWindow::viewListWidth() const
{
    return navigation_->width();
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    dialog.exec();
}

void MainWindow::showWelcome()
{
    settings::welcomed().set(true);
    WelcomeDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (dialog.choice() == WelcomeDialog::EmptyPlan)
        files_->newPlan();
    else if (files_->maybeSave())
        document_->reset(PlanDocument::examplePlan(), QString());
    showView(dialog.choice() == WelcomeDialog::EmptyPlan ? View::Workbench : View::Overview);
}

void MainWindow::updateTitle()
{
    // A plan with no file goes by its own title (the example's, a preset's), "Untitled plan" without one; a file by
    // its name. [*] shows the modified marker while the undo stack is away from its clean state; the active scenario
    // is named.
    const QString plan = document_->displayName();
    const QString name = document_->activeScenario().empty()
                             ? plan
                             : tr("%1: %2").arg(plan, QString::fromStdString(document_->activeScenario()));
    setWindowTitle(files_->file()->isReadOnly()
                       ? tr("%1 (read-only: %2)[*] — Goodput Planner").arg(name, files_->file()->readOnlyText())
                       : tr("%1[*] — Goodput Planner").arg(name));
    setWindowModified(!document_->undoStack()->isClean());
}

void MainWindow::updateStatus()
{
    // The headline of the plan's kind, as the evaluation gives it: a training plan's goodput, a serving plan's cost
    // per million tokens on the accelerator it is served on.
    const auto& ev = document_->evaluation();
    if (!ev) {
        statusGoodput_->setText(tr("Invalid input"));
        return;
    }
    if (ev->plan->kind == gp::PlanKind::Training) {
        statusGoodput_->setText(tr("ML Productivity Goodput %1").arg(percent(ev->goodput.mlProductivity)));
        return;
    }
    if (!ev->served) {
        statusGoodput_->setText(tr("Serving: no accelerator serves this plan"));
        return;
    }
    const gp::InferencePlan& s = *ev->served;
    const gp::Accelerator* a = ev->catalog().find(s.accelerator);
    QString text = tr("Serving on %1: %2 per million tokens · %3 an hour")
                       .arg(a ? QString::fromStdString(a->name) : QString::fromStdString(s.accelerator),
                            ServingText::costPerMillionTokens(s), money(s.pricePerHour));
    if (!gp::serves(s))
        text += QStringLiteral(" · ") + ServingText::status(s);
    statusGoodput_->setText(text);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!files_->maybeSave()) {
        event->ignore();
        return;
    }
    settings::windowGeometry().set(saveGeometry());
    settings::windowState().set(saveState());
    files_->discardAutosave(); // a normal close leaves nothing to recover
    if (presentation_)
        presentation_->close();
    event->accept();
}

} // namespace gpui
