#include "mainwindow/MainWindow.h"

#include "common/Format.h"
#include "common/InputPolicy.h"
#include "document/PlanDocument.h"
#include "costs/CostsView.h"
#include "flowchart/DecisionView.h"
#include "mainwindow/AppSettings.h"
#include "mainwindow/Appearance.h"
#include "mainwindow/FileController.h"
#include "mainwindow/Icons.h"
#include "mainwindow/OverviewView.h"
#include "help/HelpDialog.h"
#include "help/UserGuide.h"
#include "mainwindow/PreferencesDialog.h"
#include "mainwindow/PresentationView.h"
#include "mainwindow/WelcomeDialog.h"
#include "measured/MeasuredView.h"
#include "scenarios/ScenariosView.h"
#include "mainwindow/LazyView.h"
#include "proposal/ProposalView.h"
#include "study/StudyView.h"
#include "workbench/WorkbenchView.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QRegularExpression>
#include <QScreen>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

#include <QTimer>

#include <optional>

namespace gpui {

MainWindow::MainWindow(PlanDocument* document, QWidget* parent)
    : QMainWindow(parent)
    , document_(document)
    , files_(new FileController(document, this))
    , navigation_(new QListWidget(this))
    , stack_(new QStackedWidget(this))
    , statusGoodput_(new QLabel(this))
{
    InputPolicy::install(); // the wheel only for the focused field; the plan's undo from anywhere
    setObjectName(QStringLiteral("MainWindow"));
    navigation_->setFrameShape(QFrame::NoFrame);
    navigation_->setMaximumWidth(220);
    navigation_->setMinimumWidth(150);
    statusGoodput_->setTextFormat(Qt::PlainText);
    statusBar()->addPermanentWidget(statusGoodput_);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(navigation_);
    splitter->addWidget(stack_);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    setCentralWidget(splitter);

    connect(navigation_, &QListWidget::currentRowChanged, this, [this](int row) {
        view(row); // made before it is shown
        stack_->setCurrentIndex(row);
    });
    connect(navigation_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!rebuildPending_ && row >= 0)
            settings::currentView().set(row);
    });
    connect(document_, &PlanDocument::fileChanged, this, &MainWindow::updateTitle);
    connect(document_, &PlanDocument::activeScenarioChanged, this, [this] {
        fillScenarios();
        updateTitle();
        updateStatus();
    });
    connect(document_, &PlanDocument::changed, this, [this](gp::PlanChange change) {
        if (change.touches(gp::PlanChange::goodputInputs()))
            updateStatus();
        if (change.has(gp::PlanPart::Engagement))
            fillScenarios(); // the list of scenarios is part of the plan's texts
    });
    connect(document_->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(files_, &FileController::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });

    buildInterface();
    // The first window is 1360 x 860, or nine tenths of a smaller screen; a restored one is kept on the screen.
    const QRect screen = this->screen() ? this->screen()->availableGeometry() : QRect(0, 0, 1360, 860);
    resize(std::min(1360, screen.width() * 9 / 10), std::min(860, screen.height() * 9 / 10));
    if (restoreGeometry(settings::windowGeometry().get()) &&
        (width() > screen.width() || height() > screen.height()))
        resize(std::min(width(), screen.width()), std::min(height(), screen.height()));
    restoreState(settings::windowState().get());
    showView(settings::currentView().get());
    statusBar()->showMessage(tr("Ready"), 3000);
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
    return qobject_cast<StudyView*>(view(kStudyView));
}

ProposalView* MainWindow::proposalView()
{
    return qobject_cast<ProposalView*>(view(kProposalView));
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
                showView(view == OverviewView::Explains::Flowcharts  ? 1
                         : view == OverviewView::Explains::Workbench ? 2
                                                                      : 3);
            });
            return overview;
        },
        tr("Overview"), QStringLiteral("Ctrl+1"));
    addView([d](QWidget* p) { return new DecisionView(d, p); }, tr("Decision flowcharts"), QStringLiteral("Ctrl+2"));
    addView([d](QWidget* p) { return new WorkbenchView(d, p); }, tr("Goodput workbench"), QStringLiteral("Ctrl+3"));
    addView([d](QWidget* p) { return new CostsView(d, p); }, tr("Costs"), QStringLiteral("Ctrl+4"));
    addView([](QWidget* p) { return new StudyView(p); }, tr("Study"), QStringLiteral("Ctrl+5"));
    addView([d](QWidget* p) { return new ProposalView(d, p); }, tr("Proposal"), QStringLiteral("Ctrl+6"));
    addView([d](QWidget* p) { return new MeasuredView(d, p); }, tr("Measured"), QStringLiteral("Ctrl+7"));
    addView([d](QWidget* p) { return new ScenariosView(d, p); }, tr("Scenarios"), QStringLiteral("Ctrl+8"));
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
    if (auto* page = qobject_cast<LazyView*>(stack_->widget(kStudyView)); page && page->isMade())
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

void MainWindow::addView(LazyView::Factory make, const QString& name, const QString& shortcut)
{
    const int index = stack_->addWidget(new LazyView(std::move(make), stack_));
    navigation_->addItem(name);
    QAction* action = viewMenu_->addAction(name);
    action->setShortcut(QKeySequence(shortcut));
    connect(action, &QAction::triggered, this, [this, index] { showView(index); });
}

void MainWindow::createMenus()
{
    QMenuBar* bar = menuBar();
    QMenu* file = bar->addMenu(tr("&File"));
    QAction* newPlan = file->addAction(icon("document-new"), tr("&New"), QKeySequence::New, files_, &FileController::newPlan);
    newPlan->setObjectName(QStringLiteral("actionNew"));
    QAction* open = file->addAction(icon("document-open"), tr("&Open…"), QKeySequence::Open, files_,
                                    &FileController::openWithDialog);
    open->setObjectName(QStringLiteral("actionOpen"));
    file->addMenu(files_->recentMenu());
    QAction* example = file->addAction(tr("Open &Example Plan"), this, [this] {
        if (files_->maybeSave())
            document_->reset(PlanDocument::examplePlan(), QString());
    });
    example->setStatusTip(tr("Replace the open plan with the embedded example"));
    file->addSeparator();
    QAction* save = file->addAction(icon("document-save"), tr("&Save"), QKeySequence::Save, files_, &FileController::save);
    save->setObjectName(QStringLiteral("actionSave"));
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, files_, &FileController::saveAs);
    file->addSeparator();
    QAction* exportPdf = file->addAction(icon("document-export"), tr("&Export Proposal…"),
                                         QKeySequence(QStringLiteral("Ctrl+E")), this,
                                         [this] { proposalView()->exportWithDialog(); });
    exportPdf->setObjectName(QStringLiteral("actionExport"));
    file->addAction(tr("Print Pre&view…"), this, [this] { proposalView()->printPreview(); });
    file->addAction(tr("&Print…"), QKeySequence::Print, this, [this] { proposalView()->print(); });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = bar->addMenu(tr("&Edit"));
    QAction* undo = document_->undoStack()->createUndoAction(bar, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    undo->setIcon(icon("edit-undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    QAction* redo = document_->undoStack()->createRedoAction(bar, tr("&Redo"));
    redo->setShortcuts(QKeySequence::Redo);
    redo->setIcon(icon("edit-redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* preferences = edit->addAction(icon("preferences-system"), tr("&Preferences…"), this,
                                           &MainWindow::showPreferences);
    // Ctrl+, where the platform names no Preferences shortcut (most Linux desktops).
    preferences->setShortcuts(QKeySequence::keyBindings(QKeySequence::Preferences).isEmpty()
                                  ? QList<QKeySequence>{QKeySequence(QStringLiteral("Ctrl+,"))}
                                  : QKeySequence::keyBindings(QKeySequence::Preferences));
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setObjectName(QStringLiteral("actionPreferences"));

    viewMenu_ = bar->addMenu(tr("&View"));
    toolBarAction_ = viewMenu_->addAction(tr("Show &Toolbar"));
    toolBarAction_->setCheckable(true);
    toolBarAction_->setChecked(settings::showToolbar().get());
    connect(toolBarAction_, &QAction::toggled, this, [this](bool on) {
        settings::showToolbar().set(on);
        if (toolBar_)
            toolBar_->setVisible(on);
    });
    QAction* present = viewMenu_->addAction(tr("&Present"), this, &MainWindow::present);
    present->setShortcut(QKeySequence(Qt::Key_F11));
    present->setObjectName(QStringLiteral("actionPresent"));
    present->setStatusTip(tr("Full screen, large type: the walk, the recommendation and its figures"));
    viewMenu_->addSeparator();

    QMenu* help = bar->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User Guide"), this, [this] { showHelp(UserGuide::pageForView(currentView())); });
    guide->setShortcuts({QKeySequence(Qt::Key_F1)});
    guide->setObjectName(QStringLiteral("actionUserGuide"));
    guide->setStatusTip(tr("The manual, at the page of the view you are in"));
    help->addAction(tr("&Welcome"), this, &MainWindow::showWelcome);
    QAction* about = help->addAction(tr("&About Goodput Planner"), this, &MainWindow::about);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::createToolBar()
{
    delete toolBar_;
    toolBar_ = new QToolBar(tr("Main toolbar"), this);
    toolBar_->setObjectName(QStringLiteral("mainToolBar")); // saveState() keys on it
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->setIconSize(QSize(20, 20));
    for (const char* name : {"actionNew", "actionOpen", "actionSave", "", "actionUndo", "actionRedo", "",
                             "actionExport", "actionPreferences"}) {
        if (!*name) {
            toolBar_->addSeparator();
            continue;
        }
        if (QAction* a = menuBar()->findChild<QAction*>(QLatin1String(name))) {
            // The menu text without its mnemonic, whether "&Save" or "保存(&S)", and without the ellipsis.
            static const QRegularExpression mnemonic(QStringLiteral("\\(&\\w\\)|&|…|\\.\\.\\.$"));
            a->setIconText(a->text().remove(mnemonic).trimmed());
            toolBar_->addAction(a);
            if (QWidget* button = toolBar_->widgetForAction(a))
                button->setAccessibleName(a->iconText());
        }
    }
    // Text beside the icons only for the actions people look for; the rest stay icons with a tooltip.
    for (QAction* a : toolBar_->actions())
        if (a->objectName() != QLatin1String("actionExport"))
            if (auto* b = qobject_cast<QToolButton*>(toolBar_->widgetForAction(a)))
                b->setToolButtonStyle(Qt::ToolButtonIconOnly);
    // The scenario the views show: the base or one of the plan's options.
    toolBar_->addSeparator();
    auto* scenarioLabel = new QLabel(tr("Scenario "), toolBar_);
    toolBar_->addWidget(scenarioLabel);
    scenario_ = new QComboBox(toolBar_);
    scenario_->setAccessibleName(tr("Active scenario"));
    scenario_->setToolTip(tr("The option every view shows; edits go to it"));
    scenario_->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    scenario_->setMinimumContentsLength(18);
    toolBar_->addWidget(scenario_);
    connect(scenario_, &QComboBox::activated, this, [this](int index) {
        document_->setActiveScenario(scenario_->itemData(index).toString().toStdString());
    });
    fillScenarios();
    addToolBar(Qt::TopToolBarArea, toolBar_);
    toolBar_->setVisible(settings::showToolbar().get());
    connect(toolBar_, &QToolBar::visibilityChanged, toolBarAction_, [this](bool visible) {
        if (!isMinimized() && isVisible())
            toolBarAction_->setChecked(visible);
    });
}

PresentationView* MainWindow::presentation() const
{
    return presentation_;
}

HelpDialog* MainWindow::help() const
{
    return help_;
}

void MainWindow::showHelp(const QString& page)
{
    if (!help_) {
        help_ = new HelpDialog(this);
        help_->setAttribute(Qt::WA_DeleteOnClose);
    }
    help_->showPage(page);
    help_->show();
    help_->raise();
    help_->activateWindow();
}

void MainWindow::present()
{
    if (presentation_) {
        presentation_->close();
        return;
    }
    presentation_ = new PresentationView(document_);
    presentation_->showFullScreen();
    presentation_->activateWindow();
    presentation_->setFocus();
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
    showView(dialog.choice() == WelcomeDialog::EmptyPlan ? 2 : 0);
}

void MainWindow::about()
{
    QMessageBox box(this);
    box.setWindowTitle(tr("About Goodput Planner"));
    box.setTextFormat(Qt::PlainText);
    box.setIconPixmap(windowIcon().pixmap(64, 64));
    box.setText(tr("Goodput Planner %1").arg(QApplication::applicationVersion()));
    box.setInformativeText(
        tr("Plan accelerator choice, failure recovery and the cost of ML training runs with ML Productivity "
           "Goodput.\n\nLicensed under the GNU General Public License, version 3 or later. This program comes with "
           "ABSOLUTELY NO WARRANTY.\n\nBuilt with Qt %1.")
            .arg(QString::fromLatin1(qVersion())));
    box.exec();
}

void MainWindow::fillScenarios()
{
    if (!scenario_)
        return;
    const QSignalBlocker block(scenario_);
    scenario_->clear();
    scenario_->addItem(tr("Base plan"), QString());
    for (const gp::Scenario& s : document_->storedPlan().scenarios)
        scenario_->addItem(QString::fromStdString(s.name), QString::fromStdString(s.name));
    scenario_->setCurrentIndex(std::max(0, scenario_->findData(QString::fromStdString(document_->activeScenario()))));
    scenario_->setEnabled(scenario_->count() > 1);
}

void MainWindow::updateTitle()
{
    // [*] shows the modified marker while the undo stack is away from its clean state; the active scenario is named.
    const QString name = document_->activeScenario().empty()
                             ? document_->displayName()
                             : tr("%1: %2").arg(document_->displayName(),
                                                QString::fromStdString(document_->activeScenario()));
    setWindowTitle(document_->isReadOnly() ? tr("%1 (read-only)[*] — Goodput Planner").arg(name)
                                           : tr("%1[*] — Goodput Planner").arg(name));
    setWindowModified(!document_->undoStack()->isClean());
}

void MainWindow::updateStatus()
{
    const auto& ev = document_->evaluation();
    if (ev && ev->served)
        statusGoodput_->setText(tr("Serving: %1 per million tokens · %2 an hour")
                                    .arg(money(ev->served->costPerMillionTokens), money(ev->served->pricePerHour)));
    else
        statusGoodput_->setText(ev ? tr("ML Productivity Goodput %1").arg(percent(ev->goodput.mlProductivity))
                                   : tr("Invalid input"));
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
