#pragma once

#include <QMainWindow>

class QListWidget;
class QStackedWidget;
class QLabel;

namespace gpui {

class FileController;
class PlanDocument;
class ProposalView;

// Wires the views, the menus and the document together; holds no model logic.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(PlanDocument* document, QWidget* parent = nullptr);

    // Shows the view at this index of the navigation list.
    void showView(int index);
    int viewCount() const;
    FileController* files() const { return files_; }

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void addView(QWidget* view, const QString& name, const QString& shortcut);
    void createMenus();
    void about();
    void updateTitle();
    void updateStatus();

    PlanDocument* document_;
    FileController* files_;
    QListWidget* navigation_;
    QStackedWidget* stack_;
    QLabel* statusGoodput_;
    QMenu* viewMenu_ = nullptr;
    ProposalView* proposal_ = nullptr;
};

} // namespace gpui
