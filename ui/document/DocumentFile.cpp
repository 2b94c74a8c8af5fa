#include "document/DocumentFile.h"

#include "common/OwnerLock.h"
#include "document/PlanDocument.h"
#include "io/Error.h"
#include "plan/PlanFile.h"
#include "plan/PlanJson.h"
#include "presenters/ErrorText.h"

#include <nlohmann/json.hpp>

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QSaveFile>

namespace gpui {

namespace {

// Beside the document, hidden: ".~plan.gpplan.lock", as office suites keep theirs.
QString lockPathFor(const QString& path)
{
    const QFileInfo info(path);
    return info.absoluteDir().filePath(QStringLiteral(".~") + info.fileName() + QStringLiteral(".lock"));
}

std::unique_ptr<QLockFile> lockFor(const QString& path)
{
    return ownerLock(lockPathFor(path));
}

QByteArray hashOf(const QByteArray& bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

DocumentFile::DocumentFile(PlanDocument* document, QObject* parent)
    : QObject(parent)
    , document_(document)
    , path_(document->filePath())
{
    connect(document_, &PlanDocument::fileChanged, this, &DocumentFile::followDocument);
}

DocumentFile::~DocumentFile() = default;

bool DocumentFile::isOpenElsewhere(const QString& path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty())
        return false;
    auto lock = lockFor(canonical);
    if (lock->tryLock(0)) {
        lock->unlock();
        return false;
    }
    return lock->error() == QLockFile::LockFailedError; // held; a folder we cannot write in locks nobody out
}

void DocumentFile::followDocument()
{
    if (document_->filePath() == path_)
        return;
    lock_.reset();
    path_ = document_->filePath();
    hash_.clear();
    readOnly_ = ReadOnly::No;
}

void DocumentFile::hold(const QString& path, const QByteArray& contents)
{
    hash_ = hashOf(contents);
    if (lock_ && path_ == path)
        return;
    lock_.reset();
    path_ = path;
    if (path.isEmpty() || isReadOnly())
        return;
    auto lock = lockFor(path);
    if (lock->tryLock(0))
        lock_ = std::move(lock);
}

DocumentFile::ReadOnly DocumentFile::readOnlyFor(const QString& canonical, bool asked, bool ours)
{
    if (asked)
        return ReadOnly::Asked;
    if (!ours && isOpenElsewhere(canonical))
        return ReadOnly::OpenElsewhere;
    const QFileInfo file(canonical);
    if (!file.isWritable())
        return ReadOnly::FileNotWritable;
    // An atomic save writes a new file beside the old one and renames it over: the folder must take it.
    if (!QFileInfo(file.absolutePath()).isWritable())
        return ReadOnly::FolderNotWritable;
    return ReadOnly::No;
}

QString DocumentFile::readOnlyText() const
{
    switch (readOnly_) {
    case ReadOnly::No: return {};
    case ReadOnly::Asked: return tr("opened read-only");
    case ReadOnly::OpenElsewhere: return tr("another window has it open");
    case ReadOnly::FileNotWritable: return tr("you may not write the file");
    case ReadOnly::FolderNotWritable: return tr("you may not write in its folder");
    }
    return {};
}

bool DocumentFile::changedOnDisk() const
{
    if (path_.isEmpty())
        return false;
    if (!QFileInfo::exists(path_))
        return true;
    return hashOf(readAll(path_)) != hash_;
}

std::optional<QString> DocumentFile::open(const QString& path, bool readOnly)
{
    try {
        const gp::LoadedPlan loaded = gp::readPlanFile(QFile::encodeName(path).toStdString());
        unknownKeys_.clear();
        for (const std::string& key : loaded.unknownKeys)
            unknownKeys_ << QString::fromStdString(key);
        if (loaded.source == gp::PlanSource::Proposal) {
            document_->reset(loaded.plan, QString()); // a new plan: the file held before is let go
            return std::nullopt;
        }
        // Kept absolute and canonical: a later working directory or a link cannot make it name another file.
        const QString canonical = QFileInfo(path).canonicalFilePath();
        const bool ours = lock_ && canonical == path_; // reopening the file this document holds
        readOnly_ = readOnlyFor(canonical, readOnly, ours);
        hold(canonical, QByteArray::fromStdString(loaded.bytes)); // the bytes just read, not a second read
        document_->reset(loaded.plan, canonical);
        return std::nullopt;
    } catch (const gp::Error& e) {
        return describeError(e);
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
}

QByteArray DocumentFile::toFileData() const
{
    return QByteArray::fromStdString(gp::planToJson(document_->storedPlan()).dump(2) + "\n");
}

std::optional<QString> DocumentFile::save(const QString& path)
{
    const QByteArray data = toFileData();
    // Never write a file this program could not read back.
    try {
        gp::planFromText(std::string_view(data.constData(), std::size_t(data.size())), "plan");
    } catch (const gp::Error& e) {
        return tr("The plan was not saved: %1").arg(describeError(e));
    }
    // The file this plan was opened from or saved to was a plain file (its path is canonical): if a link or a folder
    // has taken its place since, saving would write somewhere the user did not choose.
    const QFileInfo target(path);
    const bool sameFile = !path_.isEmpty() && target.absoluteFilePath() == path_;
    if (sameFile && isReadOnly())
        return tr("The plan was not saved: %1 is open read-only (%2). Save it under another name.")
            .arg(QDir::toNativeSeparators(path), readOnlyText());
    if (sameFile && (target.isSymLink() || target.isDir()))
        return tr("The plan was not saved: %1 is no longer the file it was opened from (it became a link or a "
                  "folder). Save it under another name.")
            .arg(QDir::toNativeSeparators(path));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    if (file.write(data) != data.size() || !file.commit())
        return tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    readOnly_ = ReadOnly::No;
    hold(QFileInfo(path).canonicalFilePath(), data);
    document_->saved(path_); // the path, a clean undo stack, and the title follows the new name
    return std::nullopt;
}

} // namespace gpui
