#include "mainwindow/Autosave.h"

#include "common/OwnerLock.h"
#include "io/Error.h"
#include "io/JsonLoad.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace gpui {
namespace {

QString lockPathOf(const QString& autosave)
{
    return autosave.left(autosave.size() - int(QStringLiteral(".gpplan").size())) + QStringLiteral(".lock");
}

std::unique_ptr<QLockFile> lockFor(const QString& autosave)
{
    return ownerLock(lockPathOf(autosave));
}

QString documentOf(const QString& path)
{
    try {
        const nlohmann::json json = gp::loadJsonFile(QFile::encodeName(path).toStdString());
        if (const auto it = json.find("autosave_of"); it != json.end() && it->is_string() && !it->get<std::string>().empty())
            return QFileInfo(QFile::decodeName(QByteArray::fromStdString(it->get<std::string>()))).fileName();
        if (const auto it = json.find("title"); it != json.end() && it->is_string())
            return QString::fromStdString(it->get<std::string>()).left(80);
    } catch (const gp::Error&) {
    }
    return QFileInfo(path).fileName();
}

} // namespace

QString Autosave::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/autosave");
}

Autosave::Autosave()
{
    QDir().mkpath(folder());
    const QString session = QUuid::createUuid().toString(QUuid::WithoutBraces);
    path_ = QDir(folder()).filePath(session + QStringLiteral(".gpplan"));
    lock_ = lockFor(path_);
    lock_->tryLock(0); // a fresh id: nobody else holds it
}

Autosave::~Autosave() = default; // QLockFile's destructor releases the lock

bool Autosave::exists() const
{
    return QFileInfo::exists(path_);
}

std::optional<QString> Autosave::write(const QByteArray& data)
{
    QDir().mkpath(folder());
    QSaveFile file(path_);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return file.errorString();
    return std::nullopt;
}

void Autosave::discard()
{
    QFile::remove(path_);
}

bool Autosave::adopt(const QString& stalePath)
{
    auto other = lockFor(stalePath);
    if (!other->tryLock(0))
        return false; // its owner is alive after all, or another instance is adopting it
    QFile::remove(path_);
    const bool moved = QFile::rename(stalePath, path_);
    other->unlock();
    return moved;
}

QList<Autosave::Found> Autosave::stale()
{
    QList<Found> found;
    const QDir dir(folder());
    for (const QFileInfo& info : dir.entryInfoList({QStringLiteral("*.gpplan")}, QDir::Files)) {
        auto lock = lockFor(info.absoluteFilePath());
        if (!lock->tryLock(0))
            continue; // a live window's
        lock->unlock();
        found.append({info.absoluteFilePath(), documentOf(info.absoluteFilePath()), info.lastModified()});
    }
    std::sort(found.begin(), found.end(), [](const Found& a, const Found& b) { return a.written > b.written; });
    return found;
}

} // namespace gpui
