#pragma once

#include <QDateTime>
#include <QList>
#include <QLockFile>
#include <QString>

#include <memory>
#include <optional>

namespace gpui {

// One autosave per open document, as LibreOffice and KDE keep them: <data>/autosave/<session>.gpplan, guarded by
// <session>.lock, which this object holds for as long as it lives. Another window's or instance's autosave is
// never touched; one whose owner is gone (its lock is stale: the process died, or the owner ended without
// discarding it) is offered for recovery.
class Autosave {
public:
    Autosave();  // a new session id, its lock taken
    ~Autosave(); // the lock is released; the file stays unless it was discarded

    QString path() const { return path_; }
    bool exists() const;
    // Writes atomically. Returns an error text on failure.
    std::optional<QString> write(const QByteArray& data);
    void discard();
    // Takes over a stale autosave: it becomes this session's (so a second crash keeps it). False when it is gone
    // or another instance took it first.
    bool adopt(const QString& stalePath);

    // An autosave whose owner is gone: its file, the document it was made from (a file name, or the plan's title
    // for an unsaved plan) and when it was written.
    struct Found {
        QString path;
        QString document;
        QDateTime written;
    };
    // Every stale autosave, newest first. Live ones (their lock held by a running window) are not listed.
    static QList<Found> stale();
    static QString folder();

private:
    QString path_;
    std::unique_ptr<QLockFile> lock_;
};

} // namespace gpui
