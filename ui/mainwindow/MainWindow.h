#pragma once

#include <set>
#include <string>

#include "mainwindow/LazyView.h"

#include <QMainWindow>
#include <QPointer>

class QComboBox;
class QLabel;
class QListWidget;
class QSplitter;
class QStackedWidget;
class QToolBar;

class QUndoGroup;
class QUndoStack;

namespace gpui {

class FileController;
class PlanDocument;
class HelpDialog;
class PresentationView;
class ProposalView;
class StudyView;

// The views of the navigation list, in its order (the shortcuts Ctrl+1 to Ctrl+8 follow it).
enum class View { Overview, Flowcharts, Workbench, Costs, Study, Proposal, Measured, Scenarios };

// Wires the views, the menus and the document together; holds no model logic. The views, menus and toolbar are
// built from translated texts; a language change rebuilds them around the same document, so the switch is live
// and the plan, its undo history and the chosen view survive it.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(PlanDocument* document, QWidget* parent = nullptr);

    void showView(View view) { showView(static_cast<int>(view)); }
    // Shows the view at this index of the navigation list (a remembered one; an unknown index shows the overview).
    void showView(int index);
    // The view shown last, as the settings remember it; the overview when they name none this build has.
    static int rememberedView();
    int viewCount() const;
    int currentView() const;
    FileController* files() const { return files_; }

    // The view at this index, made now if it was not yet; the Study and Proposal views by name.
    QWidget* view(int index);
    QWidget* view(View v) { return view(static_cast<int>(v)); }
    StudyView* studyView();
    ProposalView* proposalView();

    void showPreferences();
    // The view list as icons only (View > Collapse View List, remembered), its width given to the views.
    void setViewListCollapsed(bool collapsed);
    bool viewListCollapsed() const;
    int viewListWidth() const;
    // Full screen, large type: the walk, the recommendation and its figures (View > Present, F11); again to leave.
    void present();
    PresentationView* presentation() const;
    // Help > User Guide (F1): the guide at this page, in one window raised again when asked for another.
    void showHelp(const QString& page);
    HelpDialog* help() const;
    // The first-run welcome: offers the example plan (already open) or an empty one.
    void showWelcome();
    // Installs the graph pack at `path` (File > Import Graph Pack), asking before it replaces one; says what came of it.
    void importGraphPack(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    void buildInterface();
    void rebuildInterface();
    void addView(LazyView::Factory make, const QString& name, const QString& shortcut, const char* iconName);
    static constexpr int kViewName = Qt::UserRole + 1; // an item's name, kept while the list shows icons only
    void makeNextView();
    void createMenus();
    void createToolBar();
    void about();
    void updateTitle();
    void updateStatus();

    PlanDocument* document_;
    FileController* files_;
    // Edit > Undo follows the plan's history, or the graph editor's while a graph is edited.
    QUndoGroup* history_;
    QPointer<QUndoStack> editHistory_;
    void followHistory();
    void exportGraphPack();
    // File > Export Deployment… (ui/deploy/ExportDeploymentDialog.h); the Costs view's button opens the same.
    void exportDeployment();
    QListWidget* navigation_;
    QStackedWidget* stack_;
    QSplitter* splitter_ = nullptr; // the view list and the views
    QLabel* statusGoodput_;
    std::set<std::string> scenarioNames_; // the plan's scenarios as last seen, to say when one is added
    QToolBar* toolBar_ = nullptr;
    QComboBox* scenario_ = nullptr; // the active scenario, in the toolbar
    void fillScenarios();
    QMenu* viewMenu_ = nullptr;
    QAction* toolBarAction_ = nullptr;
    QPointer<PresentationView> presentation_;
    QPointer<HelpDialog> help_;
    bool rebuildPending_ = false;
    bool viewsScheduled_ = false; // the views not yet shown are being made in idle time
};

} // namespace gpui
