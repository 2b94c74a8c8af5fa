#include "settings/GraphPacks.h"

#include "settings/AppSettings.h"
#include "presenters/ErrorText.h"
#include "decision/GraphLibrary.h"
#include "io/Error.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace gpui {

GraphPacks* GraphPacks::notifier()
{
    static GraphPacks* instance = new GraphPacks;
    return instance;
}

QString GraphPacks::folder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/graph-packs");
}

QString GraphPacks::installedPath(const std::string& packId)
{
    return folder() + QLatin1Char('/') + QString::fromStdString(packId) + QStringLiteral(".gpgraphs");
}

std::vector<GraphPacks::Installed> GraphPacks::installed(QStringList* problems)
{
    std::vector<Installed> out;
    const QDir dir(folder());
    for (const QFileInfo& file : dir.entryInfoList({QStringLiteral("*.gpgraphs")}, QDir::Files, QDir::Name)) {
        try {
            out.push_back({file.filePath(), gp::loadGraphPackFile(file.filePath().toStdString())});
        } catch (const gp::Error& e) {
            if (problems)
                problems->append(describeError(e));
        }
    }
    return out;
}

gp::GraphLibrary GraphPacks::read(QStringList* problems)
{
    std::vector<gp::GraphPack> packs;
    const QStringList off = settings::graphsSwitchedOff().get();
    for (Installed& i : installed(problems)) {
        gp::GraphPack pack = std::move(i.pack);
        std::erase_if(pack.graphs, [&off](const gp::PackGraph& g) { return off.contains(QString::fromStdString(g.graph.id)); });
        packs.push_back(std::move(pack));
    }
    gp::GraphLibrary graphs(packs);
    if (problems)
        for (const std::string& id : graphs.skipped())
            problems->append(QCoreApplication::translate("gpui::GraphPacks",
                                                         "The graph %1 is left out: another pack's graph has its id.")
                                 .arg(QString::fromStdString(id)));
    return graphs;
}

QStringList GraphPacks::load()
{
    QStringList problems;
    const gp::GraphLibrary graphs = read(&problems);
    emit notifier()->loaded(graphs);
    emit notifier()->changed();
    return problems;
}

GraphPacks::Imported GraphPacks::import(const QString& path, bool replace)
{
    Imported result;
    result.pack = gp::loadGraphPackFile(path.toStdString());
    const QString target = installedPath(result.pack.id);
    if (QFileInfo::exists(target) && !replace) {
        result.status = Imported::Status::AlreadyInstalled;
        return result;
    }
    result.detail = write(result.pack, target);
    if (!result.detail.isEmpty()) {
        result.status = Imported::Status::NotWritten;
        return result;
    }
    load();
    return result;
}

QString GraphPacks::write(const gp::GraphPack& pack, const QString& path)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile out(path);
    const std::string text = gp::graphPackToJson(pack).dump(2) + "\n";
    if (!out.open(QIODevice::WriteOnly) || out.write(text.data(), static_cast<qint64>(text.size())) < 0 ||
        !out.commit())
        return out.errorString().isEmpty() ? QStringLiteral("?") : out.errorString();
    return {};
}

std::string GraphPacks::freshPackId(const std::string& stem)
{
    std::string id = stem;
    for (int n = 2; QFileInfo::exists(installedPath(id)); ++n)
        id = stem + "-" + std::to_string(n);
    return id;
}

} // namespace gpui
