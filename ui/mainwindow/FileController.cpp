#include "mainwindow/FileController.h"
#include "presenters/Content.h"

#include "presenters/ErrorText.h"
#include "document/DocumentFile.h"
#include "document/PlanDocument.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "settings/AppSettings.h"
#include "plan/PlanJson.h"

#include "common/MessageBox.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>

namespace gpui {
namespace {
constexpr int kRecentFiles = 8;
const char* const kAutosaveOf = "autosave_of";
} // namespace

FileController::FileController(PlanDocument* document, QWidget* window)
    : QObject(window)
    , document_(document)
    , window_(window)
    , file_(new DocumentFile(document, this)) // first: it follows the document's file before the watcher does
    , recentMenu_(new QMenu(tr("Open &Recent"), window))
{
    // Every edit is on the disk soon after it is made (docs/architecture.md, "Files"): the autosave is written
    // once the edits pause for kAutosaveQuietMs, and at the latest kAutosaveLongestMs after the first unsaved one.
    autosaveTimer_.setSingleShot(true);
    connect(&autosaveTimer_, &QTimer::timeout, this, &FileController::autosaveNow);
    connect(document_, &PlanDocument::changed, this, &FileController::scheduleAutosave);
    // Saving (clean again) leaves nothing to recover.
    connect(document_->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            discardAutosave();
    });
    // The open file is watched: another program's change is noticed at once.
    connect(document_, &PlanDocument::fileChanged, this, &FileController::watchFile);
    connect(&watcher_, &QFileSystemWatcher::fileChanged, this, &FileController::fileChangedOnDisk);
    watchFile();
    rebuildRecentMenu();
}

bool FileController::interactive() const
{
    return window_->isVisible();
}

void FileController::watchFile()
{
    if (!watcher_.files().isEmpty())
        watcher_.removePaths(watcher_.files());
    if (!document_->filePath().isEmpty())
        watcher_.addPath(document_->filePath());
}

void FileController::fileChangedOnDisk()
{
    watchFile(); // a file replaced by rename is watched anew
    if (!file_->changedOnDisk())
        return; // our own save, or a touch that changed nothing
    const QString name = document_->displayName();
    if (!QFileInfo::exists(document_->filePath())) {
        emit message(tr("%1 was removed from the disk; Save writes it again").arg(name));
        return;
    }
    if (!document_->isModified()) {
        // Nothing of the user's would be lost: show what is on the disk now.
        if (!file_->open(document_->filePath()))
            emit message(tr("%1 was changed by another program and has been reloaded").arg(name));
        return;
    }
    emit message(tr("%1 was changed by another program; you will be asked before it is overwritten").arg(name));
}

void FileController::scheduleAutosave()
{
    // An edit emits its change before the undo stack counts it: whether anything is unsaved is asked when the
    // timer fires.
    if (!autosaveTimer_.isActive())
        pendingSince_.start();
    const qint64 left = kAutosaveLongestMs - pendingSince_.elapsed();
    autosaveTimer_.start(static_cast<int>(std::clamp<qint64>(left, 0, kAutosaveQuietMs)));
}

bool FileController::autosaveNow()
{
    autosaveTimer_.stop();
    if (!document_->isModified())
        return false;
    nlohmann::json json = gp::planToJson(document_->storedPlan()); // the base with its scenarios
    json[kAutosaveOf] = QFile::encodeName(document_->filePath()).toStdString();
    if (const auto error = autosave_.write(QByteArray::fromStdString(json.dump(2)))) {
        emit message(tr("Autosave failed: %1").arg(*error));
        return false;
    }
    return true;
}

bool FileController::recover(const QString& staleAutosave)
{
    if (!autosave_.adopt(staleAutosave)) {
        emit message(tr("The unsaved changes are being recovered in another window"));
        return false;
    }
    try {
        const nlohmann::json json = gp::loadJsonFile(QFile::encodeName(autosave_.path()).toStdString());
        const gp::Plan plan = gp::planFromJson(json);
        const QString original =
            json.contains(kAutosaveOf) && json[kAutosaveOf].is_string()
                ? QFile::decodeName(QByteArray::fromStdString(json[kAutosaveOf].get<std::string>()))
                : QString();
        // Open what was last saved (if anything), then apply the recovered plan as one undoable change, so that
        // the document shows as modified and Undo goes back to the saved file.
        document_->reset(gp::Plan{}, QString());
        if (!original.isEmpty() && QFileInfo::exists(original))
            file_->open(original);
        document_->replace(tr("Recover unsaved changes"), plan);
        emit message(tr("Recovered unsaved changes"));
        return true;
    } catch (const gp::Error& e) {
        showError(tr("Cannot recover"), tr("The autosaved plan could not be read; it has been set aside."),
                  describeError(e));
        QFile::rename(autosave_.path(), autosave_.path() + QStringLiteral(".broken"));
        return false;
    }
}

void FileController::discardAutosave()
{
    autosave_.discard();
}

bool FileController::maybeSave()
{
    if (!document_->isModified())
        return true;
    const auto answer = plainMessage(
        window_, QMessageBox::Warning, tr("Unsaved Changes"),
        tr("%1 has unsaved changes. Save them?").arg(document_->displayName()), {},
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void FileController::newPlan()
{
    if (!maybeSave())
        return;
    document_->reset(gp::Plan{}, QString());
    discardAutosave();
}

void FileController::openWithDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        window_, tr("Open Plan"), settings::lastDirectory().get(),
        tr("Goodput plans and proposals (*.gpplan *.pdf);;Goodput plans (*.gpplan);;Proposals (*.pdf);;All files (*)"));
    if (!path.isEmpty())
        open(path);
}

bool FileController::open(const QString& path)
{
    settings::lastDirectory().set(QFileInfo(path).absolutePath());
    // One file, one editor: a file another window holds opens read-only, if the user wants it at all.
    if (DocumentFile::isOpenElsewhere(path) && interactive() &&
        plainMessage(window_, QMessageBox::Question, tr("Plan Already Open"),
                     tr("%1 is open in another window. Open it read-only here?").arg(QFileInfo(path).fileName()),
                     tr("Changes made here can be saved under another name."), QMessageBox::Open | QMessageBox::Cancel,
                     QMessageBox::Open) != QMessageBox::Open)
        return false;
    if (const auto error = file_->open(path)) {
        showError(tr("Cannot Open Plan"),
                  tr("%1 could not be opened. The plan that was open is unchanged.").arg(QFileInfo(path).fileName()),
                  *error);
        return false;
    }
    addRecent(path);
    // A walk of a graph pack's graph, with the pack missing or of another version: said, the walk kept.
    if (const std::vector<gp::Text> notes = gp::walkPackNotes(document_->plan(), document_->graphs()); !notes.empty()) {
        QStringList lines;
        for (const gp::Text& note : notes)
            lines << content(note);
        emit message(tr("Opened %1. %2").arg(QFileInfo(path).fileName(), lines.join(QLatin1Char(' '))));
        return true;
    }
    if (const QStringList unknown = file_->unknownKeys(); !unknown.isEmpty()) {
        emit message(tr("Opened %1; %n key(s) it names are not plan keys and were ignored: %2", nullptr,
                        static_cast<int>(unknown.size()))
                         .arg(QFileInfo(path).fileName(), unknown.mid(0, 5).join(QStringLiteral(", "))));
        return true;
    }
    emit message(file_->isReadOnly()
                     ? tr("Opened %1 read-only: %2. Save writes a copy under another name.")
                           .arg(QFileInfo(path).fileName(), file_->readOnlyText())
                     : tr("Opened %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool FileController::save()
{
    if (document_->filePath().isEmpty() || file_->isReadOnly())
        return saveAs();
    if (file_->changedOnDisk()) {
        // Another program changed the file since it was read: the user decides before anything is overwritten.
        const QString name = document_->displayName();
        if (!interactive()) {
            emit message(tr("%1 was changed by another program; it was not overwritten").arg(name));
            return false;
        }
        const auto answer = plainMessage(
            window_, QMessageBox::Warning, tr("File Changed on Disk"),
            tr("%1 was changed by another program since it was opened.").arg(name),
            tr("Save overwrites it with this plan. Discard reloads it from the disk, and this plan's changes are "
               "lost."),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
        if (answer == QMessageBox::Discard) {
            if (const auto error = file_->open(document_->filePath()))
                showError(tr("Cannot Open Plan"), tr("%1 could not be reloaded.").arg(name), *error);
            return false;
        }
        if (answer != QMessageBox::Save)
            return false;
    }
    if (const auto error = file_->save(document_->filePath())) {
        showError(tr("Cannot Save Plan"), tr("The plan was not saved; it is still open."), *error);
        return false;
    }
    addRecent(document_->filePath());
    emit message(tr("Saved %1").arg(document_->displayName()));
    return true;
}

bool FileController::saveAs()
{
    QString suggested = document_->filePath();
    if (suggested.isEmpty())
        suggested = QDir(suggestedFolder()).filePath(suggestedFileName(document_->plan()));
    QString path = QFileDialog::getSaveFileName(window_, tr("Save Plan As"), suggested,
                                                tr("Goodput plans (*.gpplan)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".gpplan");
    settings::lastDirectory().set(QFileInfo(path).absolutePath());
    if (const auto error = file_->save(path)) {
        showError(tr("Cannot Save Plan"), tr("The plan was not saved; it is still open."), *error);
        return false;
    }
    addRecent(path);
    emit message(tr("Saved %1").arg(document_->displayName()));
    return true;
}

QString FileController::suggestedFolder() const
{
    // The plan's own folder, else the last one used, else Documents (the home folder where there is none).
    if (!document_->filePath().isEmpty())
        return QFileInfo(document_->filePath()).absolutePath();
    const QString last = settings::lastDirectory().get();
    if (!last.isEmpty() && last != QLatin1String("/") && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? QDir::homePath() : documents;
}

QString FileController::suggestedFileName(const gp::Plan& plan)
{
    // The plan's title, without the characters file systems refuse, else "plan".
    QString name = QString::fromStdString(plan.title).simplified();
    static const QRegularExpression unsafe(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]"));
    name.replace(unsafe, QStringLiteral(" "));
    name = name.simplified().left(80).trimmed();
    if (name.isEmpty() || name.startsWith(QLatin1Char('.')))
        name = tr("plan");
    return name + QStringLiteral(".gpplan");
}

QStringList FileController::recentFiles() const
{
    return settings::recentFiles().get();
}

void FileController::addRecent(const QString& path)
{
    QStringList files = settings::recentFiles().get();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kRecentFiles)
        files.removeLast();
    settings::recentFiles().set(files);
    rebuildRecentMenu();
}

void FileController::retranslate()
{
    recentMenu_->setTitle(tr("Open &Recent"));
    rebuildRecentMenu();
}

void FileController::rebuildRecentMenu()
{
    recentMenu_->clear();
    const QStringList files = settings::recentFiles().get();
    for (int i = 0; i < files.size(); ++i) {
        const QString path = files[i];
        QAction* a = recentMenu_->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(QDir::toNativeSeparators(path));
        a->setStatusTip(QDir::toNativeSeparators(path));
        connect(a, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                open(path);
        });
    }
    if (!files.isEmpty()) {
        recentMenu_->addSeparator();
        recentMenu_->addAction(tr("Clear Menu"), this, [this] {
            settings::recentFiles().set({});
            rebuildRecentMenu();
        });
    }
    recentMenu_->setEnabled(!files.isEmpty());
}

void FileController::showError(const QString& title, const QString& text, const QString& detail)
{
    emit message(text);
    if (!window_->isVisible())
        return; // headless (tests, exports): the message is enough
    plainMessage(window_, QMessageBox::Warning, title, text, detail);
}

} // namespace gpui
