#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QLockFile;

namespace gpui {

class PlanDocument;

// The file a plan document is read from and saved to: reading it (a .gpplan, or the plan a proposal PDF carries),
// writing it atomically, the lock that keeps a second editor off it, why it is read-only, and whether another
// program changed it since. The document keeps the plan, its undo history and its evaluation, and learns its file's
// name from reset() and saved(); FileController holds this for the window, beside the rest of the file's life.
class DocumentFile : public QObject {
    Q_OBJECT
public:
    explicit DocumentFile(PlanDocument* document, QObject* parent = nullptr);
    ~DocumentFile() override;

    // Reads a plan file or a proposal PDF (gp::readPlanFile) into the document; a proposal's plan becomes a new,
    // unsaved plan. On failure returns a translated message and leaves the open plan untouched. A .gpplan is locked
    // (a lock file beside it) unless opened read-only, or unless another window holds it already.
    std::optional<QString> open(const QString& path, bool readOnly = false);

    // Writes the document's plan atomically (QSaveFile: the old file stays whole until the new one is complete, its
    // mode kept) and, on success, makes the path the document's and its undo stack clean. Refuses the file a
    // read-only document came from, and a path that became a link or a folder after it was opened. Returns a
    // message on failure.
    std::optional<QString> save(const QString& path);

    // The document's plan as the bytes of a .gpplan file.
    QByteArray toFileData() const;

    // One file, one editor: whether another window or instance has this file open (holds its lock).
    static bool isOpenElsewhere(const QString& path);
    // Why the file is read-only: Save then goes to Save As.
    enum class ReadOnly {
        No,
        Asked,            // opened read-only on purpose
        OpenElsewhere,    // another window or instance holds the file
        FileNotWritable,  // the user may not write the file
        FolderNotWritable // the user may not write in its folder, where an atomic save writes first
    };
    bool isReadOnly() const { return readOnly_ != ReadOnly::No; }
    ReadOnly readOnlyReason() const { return readOnly_; }
    // The reason in a phrase ("another window has it open"), for the title and the status bar; empty when writable.
    QString readOnlyText() const;
    // The keys of the last file opened that no reader knows (their paths, "scale.nodez"): ignored, and said so.
    QStringList unknownKeys() const { return unknownKeys_; }
    // Whether the file on disk is no longer what was last read from or written to it (another program changed or
    // removed it): checked by content, so a touch that changes nothing does not count.
    bool changedOnDisk() const;

private:
    // The document now belongs to another file, or to none (New, a proposal's plan): what was held for the old
    // one is let go.
    void followDocument();
    void hold(const QString& path, const QByteArray& contents);
    static ReadOnly readOnlyFor(const QString& canonical, bool asked, bool ours);

    PlanDocument* document_;
    QString path_;      // the file held: the document's, canonical
    QByteArray hash_;   // of the bytes last read from or written to it
    std::unique_ptr<QLockFile> lock_;
    ReadOnly readOnly_ = ReadOnly::No;
    QStringList unknownKeys_;
};

} // namespace gpui
