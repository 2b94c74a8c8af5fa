#include "mainwindow/MainWindow.h"

#include "common/Format.h"
#include "document/PlanDocument.h"
#include "costs/CostsView.h"
#include "flowchart/DecisionView.h"
#include "mainwindow/AppSettings.h"
#include "mainwindow/Appearance.h"
#include "mainwindow/FileController.h"
#include "mainwindow/OverviewView.h"
#include "proposal/ProposalView.h"
#include "study/StudyView.h"
#include "workbench/WorkbenchView.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QUndoStack>

namespace gpui {

MainWindow::MainWindow(PlanDocument* document, QWidget* parent)
    : QMainWindow(parent)
    , document_(document)
    , files_(new FileController(document, this))
    , navigation_(new QListWidget(this))
    , stack_(new QStackedWidget(this))
    , statusGoodput_(new QLabel(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    navigation_->setAccessibleName(tr("Views"));
    navigation_->setFrameShape(QFrame::NoFrame);
    navigation_->setMaximumWidth(200);
    navigation_->setMinimumWidth(150);
    statusGoodput_->setTextFormat(Qt::PlainText);
    statusBar()->addPermanentWidget(statusGoodput_);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(navigation_);
    splitter->addWidget(stack_);
    splitter->setStretchFactor(1, 1);
    splitter->setChildrenCollapsible(false);
    setCentralWidget(splitter);

    createMenus();
    addView(new OverviewView(document_, this), tr("Overview"), QStringLiteral("Ctrl+1"));
    addView(new DecisionView(document_, this), tr("Decision flowcharts"), QStringLiteral("Ctrl+2"));
    addView(new WorkbenchView(document_, this), tr("Goodput workbench"), QStringLiteral("Ctrl+3"));
    addView(new CostsView(document_, this), tr("Costs"), QStringLiteral("Ctrl+4"));
    addView(new StudyView(this), tr("Study"), QStringLiteral("Ctrl+5"));
    proposal_ = new ProposalView(document_, this);
    addView(proposal_, tr("Proposal"), QStringLiteral("Ctrl+6"));

    connect(navigation_, &QListWidget::currentRowChanged, stack_, &QStackedWidget::setCurrentIndex);
    connect(navigation_, &QListWidget::currentRowChanged, this, [](int row) { settings::currentView().set(row); });
    connect(document_, &PlanDocument::planChanged, this, &MainWindow::updateTitle);
    connect(document_, &PlanDocument::planChanged, this, &MainWindow::updateStatus);
    connect(document_->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);

    resize(1360, 860);
    restoreGeometry(settings::windowGeometry().get());
    restoreState(settings::windowState().get());
    showView(settings::currentView().get());
    updateTitle();
    updateStatus();
    statusBar()->showMessage(tr("Ready"), 3000);
}

int MainWindow::viewCount() const
{
    return stack_->count();
}

void MainWindow::showView(int index)
{
    if (index < 0 || index >= stack_->count())
        index = 0;
    navigation_->setCurrentRow(index);
}

void MainWindow::addView(QWidget* view, const QString& name, const QString& shortcut)
{
    const int index = stack_->addWidget(view);
    navigation_->addItem(name);
    QAction* action = viewMenu_->addAction(name);
    action->setShortcut(QKeySequence(shortcut));
    connect(action, &QAction::triggered, this, [this, index] { showView(index); });
}

void MainWindow::createMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New"), QKeySequence::New, files_, &FileController::newPlan);
    file->addAction(tr("&Open…"), QKeySequence::Open, files_, &FileController::openWithDialog);
    file->addMenu(files_->recentMenu());
    QAction* example = file->addAction(tr("Open &Example Plan"), this, [this] {
        if (files_->maybeSave())
            document_->reset(PlanDocument::examplePlan(), QString());
    });
    example->setStatusTip(tr("Replace the open plan with the embedded example"));
    file->addSeparator();
    file->addAction(tr("&Save"), QKeySequence::Save, files_, &FileController::save);
    file->addAction(tr("Save &As…"), QKeySequence::SaveAs, files_, &FileController::saveAs);
    file->addSeparator();
    file->addAction(tr("&Export Proposal…"), QKeySequence(QStringLiteral("Ctrl+E")), this,
                    [this] { proposal_->exportWithDialog(); });
    file->addAction(tr("Print Pre&view…"), this, [this] { proposal_->printPreview(); });
    file->addAction(tr("&Print…"), QKeySequence::Print, this, [this] { proposal_->print(); });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);
    connect(files_, &FileController::message, this, [this](const QString& text) { statusBar()->showMessage(text, 5000); });

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction* redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);

    viewMenu_ = menuBar()->addMenu(tr("&View"));
    QMenu* appearance = viewMenu_->addMenu(tr("&Appearance"));
    auto* schemes = new QActionGroup(this);
    const struct {
        Appearance value;
        QString name;
    } choices[] = {{Appearance::System, tr("Follow the &System")},
                   {Appearance::Light, tr("&Light")},
                   {Appearance::Dark, tr("&Dark")}};
    for (const auto& c : choices) {
        QAction* a = appearance->addAction(c.name);
        a->setCheckable(true);
        a->setChecked(savedAppearance() == c.value);
        schemes->addAction(a);
        const Appearance value = c.value;
        connect(a, &QAction::triggered, this, [value] {
            saveAppearance(value);
            applyAppearance(value);
        });
    }
    viewMenu_->addSeparator();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* about = help->addAction(tr("&About Goodput Planner"), this, &MainWindow::about);
    about->setMenuRole(QAction::AboutRole);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
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

void MainWindow::updateTitle()
{
    // [*] shows the modified marker while the undo stack is away from its clean state.
    setWindowTitle(tr("%1[*] — Goodput Planner").arg(document_->displayName()));
    setWindowModified(!document_->undoStack()->isClean());
}

void MainWindow::updateStatus()
{
    const auto& ev = document_->evaluation();
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
    event->accept();
}

} // namespace gpui
