#pragma once

#include "decision/GraphPack.h"

#include <QObject>
#include <QString>

#include <string>
#include <vector>

class QTimer;
class QUndoStack;

namespace gpui {

// The graph being edited and its pack (docs/model.md section 14, "Editing a graph"). Every edit is one step on its
// undo stack and is written to the pack's file at once, a draft with problems included: nothing typed is lost. The
// graphs in use follow shortly after (GraphPacks::load), so a graph fixed here can be walked when the editor closes.
// A built-in graph is shown read-only, to be copied into a pack.
class GraphEditDocument : public QObject {
    Q_OBJECT
public:
    struct Selection {
        std::string node;
        std::string choice; // an answer of the node, or none
        friend bool operator==(const Selection&, const Selection&) = default;
    };
    // Everything an undo step restores.
    struct State {
        gp::GraphPack pack;
        std::string graph;
        Selection selection;
    };

    explicit GraphEditDocument(QObject* parent = nullptr);
    ~GraphEditDocument() override;

    // Edits graph `graph` of the pack installed at `path`. Opening another pack's file starts a new undo history.
    void open(const QString& path, gp::GraphPack pack, const std::string& graph);
    // Shows a built-in graph, read-only.
    void openBuiltin(const gp::Graph& graph);
    bool isOpen() const { return !state_.pack.graphs.empty(); }
    bool readOnly() const { return path_.isEmpty(); }
    const QString& path() const { return path_; }
    const gp::GraphPack& pack() const { return state_.pack; }
    const gp::Graph& graph() const;
    const std::vector<gp::GraphProblem>& problems() const;

    const Selection& selection() const { return state_.selection; }
    void select(const Selection& selection);

    QUndoStack* undoStack() const { return undo_; }

    // One undoable step: the graph becomes `after` and the selection `selectAfter`. Steps in a row with the same
    // non-empty `mergeKey` (one field of one node being typed) are one step. Ignored when read-only.
    void edit(const gp::Graph& after, const QString& description, const Selection& selectAfter,
              const QString& mergeKey = {});
    // One undoable step over the whole pack (a new graph, the pack's details); `graph` is shown after it.
    void editPack(const gp::GraphPack& after, const QString& description, const std::string& graph);

    // Puts what was written in use now rather than shortly (when the editor closes).
    void flush();
    // Why the last write failed; empty when it did not.
    const QString& writeError() const { return writeError_; }

    void restore(const State& state); // the undo steps'

signals:
    void graphChanged();
    void selectionChanged();
    void writeFailed(const QString& reason);

private:
    void push(State after, const QString& description, const QString& mergeKey);
    void write();
    std::size_t index() const;

    QString path_;
    State state_;
    QUndoStack* undo_;
    QTimer* reload_;
    QString writeError_;
};

} // namespace gpui
