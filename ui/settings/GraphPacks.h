#pragma once

#include "decision/GraphLibrary.h"
#include "decision/GraphPack.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace gpui {

// The graph packs installed in the user's data folder (docs/model.md section 14, "Graph packs"): read at start,
// their graphs put in use unless the user switched them off; importing a pack copies it there.
class GraphPacks : public QObject {
    Q_OBJECT
public:
    // Tells the views that show graphs when the graphs in use change (load()).
    static GraphPacks* notifier();

    // The folder: <application data>/graph-packs.
    static QString folder();

    struct Installed {
        QString path;
        gp::GraphPack pack;
    };
    // Every pack of the folder that reads; `problems` (when given) gets a line for each file that does not.
    static std::vector<Installed> installed(QStringList* problems = nullptr);

    // The library of the built-in graphs and the switched-on, usable graphs of the folder's packs; `problems` (when
    // given) gets a line for each file that does not read and each graph left out for an id another graph has.
    static gp::GraphLibrary read(QStringList* problems = nullptr);
    // read(), then hands the library to whoever keeps the graphs in use (loaded(): the main window gives it to the
    // document) and tells the lists of packs (changed()). Returns the problems.
    static QStringList load();

    // Reads the pack at `path` (gp::Error when it does not read) and writes it into the folder as <id>.gpgraphs,
    // replacing an installed pack of the same id only when `replace`; then load().
    struct Imported {
        enum class Status { Imported, AlreadyInstalled, NotWritten } status = Status::Imported;
        gp::GraphPack pack;
        QString detail; // why it was not written
    };
    static Imported import(const QString& path, bool replace);
    // Writes the pack as its file holds it (gp::graphPackToJson), whole or not at all. Returns why it could not.
    static QString write(const gp::GraphPack& pack, const QString& path);
    // A pack id no installed pack has: the stem, or the stem with a number.
    static std::string freshPackId(const std::string& stem);
    static QString installedPath(const std::string& packId);

signals:
    void loaded(const gp::GraphLibrary& graphs);
    void changed();

private:
    GraphPacks() = default;
};

} // namespace gpui
