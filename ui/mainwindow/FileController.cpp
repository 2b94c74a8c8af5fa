#include "mainwindow/FileController.h"

#include "common/ErrorText.h"
#include "document/PlanDocument.h"
#include "io/Error.h"
#include "io/JsonLoad.h"
#include "mainwindow/AppSettings.h"
#include "plan/PlanJson.h"

#include "common/MessageBox.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUndoStack>

namespace gpui {
namespace {
constexpr int kRecentFiles = 8;
constexpr int kAutosaveMs = 60 * 1000;
const char* const kAutosaveOf = "autosave_of";
} // namespace

FileController::FileController(PlanDocument* document, QWidget* window)
    : QObject(window)
    , document_(document)
    , window_(window)
    , recentMenu_(new QMenu(tr("Open &Recent"), window))
{
    autosaveTimer_.setInterval(kAutosaveMs);
    connect(&autosaveTimer_, &QTimer::timeout, this, &FileController::autosaveNow);
    autosaveTimer_.start();
    // Saving (clean again) leaves nothing to recover.
    connect(document_->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            discardAutosave();
    });
    rebuildRecentMenu();
}

void FileController::setAutosaveInterval(int milliseconds)
{
    autosaveTimer_.setInterval(milliseconds);
}

bool FileController::autosaveNow()
{
    if (!document_->isModified())
        return false;
    nlohmann::json json = gp::planToJson(document_->plan());
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
            document_->open(original);
        document_->modify(tr("Recover unsaved changes"), [&](gp::Plan& p) { p = plan; });
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
    if (const auto error = document_->open(path)) {
        showError(tr("Cannot Open Plan"),
                  tr("%1 could not be opened. The plan that was open is unchanged.").arg(QFileInfo(path).fileName()),
                  *error);
        return false;
    }
    addRecent(path);
    emit message(tr("Opened %1").arg(QFileInfo(path).fileName()));
    return true;
}

bool FileController::save()
{
    if (document_->filePath().isEmpty())
        return saveAs();
    if (const auto error = document_->save(document_->filePath())) {
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
    if (const auto error = document_->save(path)) {
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
