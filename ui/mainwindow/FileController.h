#pragma once

#include <QObject>
#include <QStringList>
#include "mainwindow/Autosave.h"

#include <QElapsedTimer>
#include <QFileSystemWatcher>
#include <QTimer>

class QMenu;
class QWidget;

namespace gp {
struct Plan;
}

namespace gpui {

class DocumentFile;
class PlanDocument;

// The life of the plan file: New, Open, Save, Save As and Recent files; the question before a change is thrown
// away; and the autosave that survives a crash. MainWindow wires its menus to it. The file itself (reading,
// writing, its lock, whether it is read-only) is its DocumentFile's.
class FileController : public QObject {
    Q_OBJECT
public:
    FileController(PlanDocument* document, QWidget* window);

    // The file the window's document is read from and saved to.
    DocumentFile* file() const { return file_; }

    void newPlan();
    void openWithDialog();
    bool open(const QString& path); // shows the error and keeps the open plan when the file cannot be read
    bool save();
    bool saveAs();
    // Asks whether to save a modified plan. True when it is safe to go on (saved, discarded or unmodified).
    bool maybeSave();

    QMenu* recentMenu() const { return recentMenu_; }
    // Shows the recent-files menu in the current language.
    void retranslate();
    QStringList recentFiles() const;
    // Where Save As starts: the plan's folder, the last folder used, or Documents; and the name it offers: the
    // plan's title made safe for a file name.
    QString suggestedFolder() const;
    static QString suggestedFileName(const gp::Plan& plan);

    // Autosave: this window's own file (Autosave), written after every unsaved edit (once the edits pause for
    // kAutosaveQuietMs, at the latest kAutosaveLongestMs after the first of them) and removed when the changes are
    // saved or the window closes normally. One left behind by a window that is gone (Autosave::stale()) is what a
    // start offers to recover.
    static constexpr int kAutosaveQuietMs = 500;
    static constexpr int kAutosaveLongestMs = 2000;
    QString autosavePath() const { return autosave_.path(); }
    bool hasAutosave() const { return autosave_.exists(); }
    bool autosavePending() const { return autosaveTimer_.isActive(); }
    bool autosaveNow();
    // Loads a stale autosave into the document and makes it this window's own (the file it was made from stays
    // the document's path, if any). The plan shows as modified, since it was never saved. Returns false and
    // reports when it cannot be read or another instance took it first.
    bool recover(const QString& staleAutosave);
    void discardAutosave();

signals:
    void message(const QString& text);

private:
    // Whether the user can be asked: the window is shown (not a test or a headless export).
    bool interactive() const;
    void scheduleAutosave();
    void watchFile();
    void fileChangedOnDisk();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void showError(const QString& title, const QString& text, const QString& detail);

    PlanDocument* document_;
    QWidget* window_;
    DocumentFile* file_;
    QMenu* recentMenu_;
    QTimer autosaveTimer_;
    QElapsedTimer pendingSince_; // the first unsaved edit the autosave has not written
    Autosave autosave_;
    QFileSystemWatcher watcher_;
};

} // namespace gpui
