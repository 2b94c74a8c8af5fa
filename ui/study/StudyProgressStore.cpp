#include "study/StudyProgressStore.h"

#include "io/Error.h"

#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace gpui {

StudyProgressStore::StudyProgressStore()
{
    QFile file(path());
    if (!file.open(QIODevice::ReadOnly))
        return;
    const QByteArray bytes = file.readAll();
    file.close();
    try {
        progress_ = gp::progressFromText(bytes.toStdString(), "study-progress.json");
    } catch (const gp::Error&) {
        QFile::rename(path(), path() + QStringLiteral(".broken"));
    }
}

void StudyProgressStore::save() const
{
    QDir().mkpath(QFileInfo(path()).absolutePath());
    QSaveFile file(path());
    const QByteArray bytes = QByteArray::fromStdString(gp::progressToText(progress_));
    if (file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size())
        file.commit();
}

QString StudyProgressStore::path()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/study-progress.json");
}

long StudyProgressStore::today()
{
    return static_cast<long>(QDate::currentDate().toJulianDay() - QDate(1970, 1, 1).toJulianDay());
}

void StudyProgressStore::setGraphs(const gp::GraphLibrary& graphs)
{
    if (!bank_.builtFrom(graphs))
        bank_ = gp::QuestionBank(graphs);
}

} // namespace gpui
