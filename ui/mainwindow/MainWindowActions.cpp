#include "mainwindow/MainWindow.h"

#include "common/StatusMessage.h"
#include "document/PlanDocument.h"
#include "help/HelpDialog.h"
#include "help/UserGuide.h"
#include "settings/AppSettings.h"
#include "presenters/ErrorText.h"
#include "settings/GraphPacks.h"
#include "common/MessageBox.h"
#include "deploy/ExportDeploymentDialog.h"
#include "io/Error.h"
#include "mainwindow/FileController.h"
#include "mainwindow/Icons.h"
#include "presentation/PresentationView.h"
#include "proposal/ProposalView.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QStatusBar>
#include <QSignalBlocker>
#include <QToolBar>
#include <QToolButton>
#include <QInputDialog>
#include <QUndoGroup>
#include <QUndoStack>

// The main window's menus, toolbar and the windows they open (the User Guide, the presentation, About): the
// actions, where MainWindow.cpp holds the views and the document's wiring.
namespace gpui {

void MainWindow::importGraphPack(const QString& path)
{
    try {
        GraphPacks::Imported result = GraphPacks::import(path, false);
        const QString title = QString::fromStdString(result.pack.title);
        if (result.status == GraphPacks::Imported::Status::AlreadyInstalled) {
            if (plainMessage(this, QMessageBox::Question, tr("Import Graph Pack"),
                             tr("A graph pack called %1 is installed. Replace it with this one?").arg(title),
                             tr("Version %1 replaces the installed one; walks made with it keep the answers that "
                                "still fit.")
                                 .arg(QString::fromStdString(result.pack.version)),
                             QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel) != QMessageBox::Yes)
                return;
            result = GraphPacks::import(path, true);
        }
        if (result.status == GraphPacks::Imported::Status::NotWritten) {
            plainMessage(this, QMessageBox::Warning, tr("Import Graph Pack"),
                         tr("%1 could not be installed in %2.").arg(title, QDir::toNativeSeparators(GraphPacks::folder())),
                         result.detail);
            return;
        }
        int drafts = 0;
        for (const gp::PackGraph& g : result.pack.graphs)
            drafts += g.usable() ? 0 : 1;
        showStatus(statusBar(),
            drafts == 0 ? tr("Imported the graph pack %1: its graphs are in the decision flowcharts.").arg(title)
                        : tr("Imported the graph pack %1. Graphs with problems, left out until they are fixed: %n. "
                             "In Decision flowcharts, Edit Graphs opens each, and its Problems list names what to "
                             "fix.",
                             nullptr, drafts)
                              .arg(title),
            8000);
    } catch (const gp::Error& e) {
        plainMessage(this, QMessageBox::Warning, tr("Import Graph Pack"),
                     tr("%1 is not a graph pack that can be used.").arg(QFileInfo(path).fileName()), describeError(e));
    }
}

void MainWindow::exportGraphPack()
{
    const std::vector<GraphPacks::Installed> packs = GraphPacks::installed();
    if (packs.empty()) {
        plainMessage(this, QMessageBox::Information, tr("Export Graph Pack"),
                     tr("There is no graph pack to export yet: import one, or make a graph with Edit Graphs in the "
                        "Decision flowcharts."));
        return;
    }
    QStringList names;
    for (const GraphPacks::Installed& p : packs)
        names << tr("%1 (version %2)").arg(QString::fromStdString(p.pack.title), QString::fromStdString(p.pack.version));
    int chosen = 0;
    if (packs.size() > 1) {
        bool ok = false;
        const QString name = QInputDialog::getItem(this, tr("Export Graph Pack"), tr("Pack:"), names, 0, false, &ok);
        if (!ok)
            return;
        chosen = static_cast<int>(names.indexOf(name));
    }
    const gp::GraphPack& pack = packs[static_cast<std::size_t>(chosen)].pack;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Graph Pack"),
        settings::lastDirectory().get() + QLatin1Char('/') + QString::fromStdString(pack.id) + QStringLiteral(".gpgraphs"),
        tr("Graph packs (*.gpgraphs)"));
    if (path.isEmpty())
        return;
    settings::lastDirectory().set(QFileInfo(path).absolutePath());
    const QString why = GraphPacks::write(pack, path);
    if (why.isEmpty())
        showStatus(statusBar(), tr("Exported the graph pack to %1.").arg(QDir::toNativeSeparators(path)), 5000);
    else
        plainMessage(this, QMessageBox::Warning, tr("Export Graph Pack"),
                     tr("The pack could not be saved to %1.").arg(QDir::toNativeSeparators(path)), why);
}

void MainWindow::exportDeployment()
{
    const QString done = ExportDeploymentDialog::run(document_, this);
    if (!done.isEmpty())
        showStatus(statusBar(), done, 8000);
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
    QAction* importPack = file->addAction(tr("Import &Graph Pack…"), this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Import Graph Pack"), settings::lastDirectory().get(),
                                                          tr("Graph packs (*.gpgraphs);;All files (*)"));
        if (path.isEmpty())
            return;
        settings::lastDirectory().set(QFileInfo(path).absolutePath());
        importGraphPack(path);
    });
    importPack->setObjectName(QStringLiteral("actionImportGraphPack"));
    importPack->setStatusTip(tr("Add a team's decision graphs (.gpgraphs) to the flowcharts"));
    QAction* exportPack = file->addAction(tr("E&xport Graph Pack…"), this, &MainWindow::exportGraphPack);
    exportPack->setObjectName(QStringLiteral("actionExportGraphPack"));
    exportPack->setStatusTip(tr("Save one of your graph packs as a .gpgraphs file to share"));
    file->addSeparator();
    QAction* save = file->addAction(icon("document-save"), tr("&Save"), QKeySequence::Save, files_, &FileController::save);
    save->setObjectName(QStringLiteral("actionSave"));
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, files_, &FileController::saveAs);
    file->addSeparator();
    QAction* exportPdf = file->addAction(icon("document-export"), tr("&Export Proposal…"),
                                         QKeySequence(QStringLiteral("Ctrl+E")), this,
                                         [this] { proposalView()->exportWithDialog(); });
    exportPdf->setObjectName(QStringLiteral("actionExport"));
    QAction* exportDeployment = file->addAction(tr("Export &Deployment…"), this, &MainWindow::exportDeployment);
    exportDeployment->setObjectName(QStringLiteral("actionExportDeployment"));
    exportDeployment->setStatusTip(tr("Write the plan as a SkyPilot task, a GKE JobSet or a Slurm script"));
    file->addAction(tr("Print Pre&view…"), this, [this] { proposalView()->printPreview(); });
    file->addAction(tr("&Print…"), QKeySequence::Print, this, [this] { proposalView()->print(); });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    QMenu* edit = bar->addMenu(tr("&Edit"));
    QAction* undo = history_->createUndoAction(bar, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    undo->setIcon(icon("edit-undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    QAction* redo = history_->createRedoAction(bar, tr("&Redo"));
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

namespace {

// The menu text without its mnemonic, whether "&Save" or "保存(&S)", and without the ellipsis. Plain string edits,
// where a regular expression cost its compile at every start.
QString toolButtonText(QString text)
{
    const qsizetype japanese = text.indexOf(QLatin1String("(&"));
    if (japanese >= 0 && japanese + 3 < text.size() && text.at(japanese + 3) == QLatin1Char(')'))
        text.remove(japanese, 4);
    text.remove(QLatin1Char('&'));
    text.remove(QChar(0x2026)); // …
    if (text.endsWith(QLatin1String("...")))
        text.chop(3);
    return text.trimmed();
}

} // namespace

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
            a->setIconText(toolButtonText(a->text()));
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
    presentation_ = new PresentationView(document_, this); // a window of its own, deleted with this one
    // The screen's geometry, set here: without a window manager (a kiosk, a bare X session) nothing else would
    // size the window to the screen, and full screen would show a fragment in a corner.
    presentation_->setGeometry(screen()->geometry());
    presentation_->showFullScreen();
    presentation_->raise();
    presentation_->activateWindow();
    presentation_->setFocus();
}


} // namespace gpui
