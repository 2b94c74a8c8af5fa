#include "flowchart/editor/GraphEditDocument.h"

#include "settings/GraphPacks.h"
#include "decision/GraphCheck.h"

#include <QCoreApplication>
#include <QFile>
#include <QTimer>
#include <QUndoCommand>
#include <QUndoStack>

namespace gpui {
namespace {

class EditCommand : public QUndoCommand {
public:
    EditCommand(GraphEditDocument* document, GraphEditDocument::State before, GraphEditDocument::State after,
                const QString& text, QString mergeKey)
        : QUndoCommand(text)
        , document_(document)
        , before_(std::move(before))
        , after_(std::move(after))
        , mergeKey_(std::move(mergeKey))
    {
    }
    void redo() override { document_->restore(after_); }
    void undo() override { document_->restore(before_); }
    int id() const override { return mergeKey_.isEmpty() ? -1 : 1; }
    bool mergeWith(const QUndoCommand* other) override
    {
        const auto* o = static_cast<const EditCommand*>(other);
        if (o->mergeKey_ != mergeKey_)
            return false;
        after_ = o->after_;
        return true;
    }

private:
    GraphEditDocument* document_;
    GraphEditDocument::State before_;
    GraphEditDocument::State after_;
    QString mergeKey_;
};

} // namespace

GraphEditDocument::GraphEditDocument(QObject* parent)
    : QObject(parent)
    , undo_(new QUndoStack(this))
    , reload_(new QTimer(this))
{
    reload_->setSingleShot(true);
    reload_->setInterval(400);
    connect(reload_, &QTimer::timeout, this, [] { GraphPacks::load(); });
}

GraphEditDocument::~GraphEditDocument()
{
    // Put in use after the views being taken down with the editor are gone.
    if (reload_->isActive())
        QMetaObject::invokeMethod(QCoreApplication::instance(), [] { GraphPacks::load(); }, Qt::QueuedConnection);
}

std::size_t GraphEditDocument::index() const
{
    for (std::size_t i = 0; i < state_.pack.graphs.size(); ++i)
        if (state_.pack.graphs[i].graph.id == state_.graph)
            return i;
    return 0;
}

const gp::Graph& GraphEditDocument::graph() const
{
    static const gp::Graph none;
    return isOpen() ? state_.pack.graphs[index()].graph : none;
}

const std::vector<gp::GraphProblem>& GraphEditDocument::problems() const
{
    static const std::vector<gp::GraphProblem> none;
    return isOpen() ? state_.pack.graphs[index()].problems : none;
}

void GraphEditDocument::open(const QString& path, gp::GraphPack pack, const std::string& graph)
{
    if (path != path_)
        undo_->clear();
    path_ = path;
    state_ = {std::move(pack), graph, {}};
    if (isOpen() && !state_.pack.find(graph))
        state_.graph = state_.pack.graphs.front().graph.id;
    emit graphChanged();
    emit selectionChanged();
}

void GraphEditDocument::openBuiltin(const gp::Graph& graph)
{
    undo_->clear();
    path_.clear();
    gp::GraphPack pack;
    pack.graphs.push_back({graph, {}});
    state_ = {std::move(pack), graph.id, {}};
    emit graphChanged();
    emit selectionChanged();
}

void GraphEditDocument::select(const Selection& selection)
{
    if (selection == state_.selection)
        return;
    state_.selection = selection;
    emit selectionChanged();
}

void GraphEditDocument::edit(const gp::Graph& after, const QString& description, const Selection& selectAfter,
                             const QString& mergeKey)
{
    if (readOnly() || !isOpen())
        return;
    State next = state_;
    gp::PackGraph& g = next.pack.graphs[index()];
    g.graph = after;
    g.problems = gp::checkGraph(after);
    next.graph = after.id;
    next.selection = selectAfter;
    push(std::move(next), description, mergeKey);
}

void GraphEditDocument::editPack(const gp::GraphPack& after, const QString& description, const std::string& graph)
{
    if (readOnly())
        return;
    State next{after, graph, {}};
    for (gp::PackGraph& g : next.pack.graphs)
        g.problems = gp::checkGraph(g.graph);
    push(std::move(next), description, {});
}

void GraphEditDocument::push(State after, const QString& description, const QString& mergeKey)
{
    undo_->push(new EditCommand(this, state_, std::move(after), description, mergeKey));
}

void GraphEditDocument::restore(const State& state)
{
    const bool selectionMoved = !(state.selection == state_.selection);
    state_ = state;
    write();
    emit graphChanged();
    if (selectionMoved)
        emit selectionChanged();
}

void GraphEditDocument::write()
{
    if (readOnly())
        return;
    // A pack holds one graph at least: the step that made its first graph, undone, takes the file away.
    writeError_.clear();
    if (state_.pack.graphs.empty())
        QFile::remove(path_);
    else
        writeError_ = GraphPacks::write(state_.pack, path_);
    if (!writeError_.isEmpty()) {
        emit writeFailed(writeError_);
        return;
    }
    reload_->start();
}

void GraphEditDocument::flush()
{
    if (reload_->isActive()) {
        reload_->stop();
        GraphPacks::load();
    }
}

} // namespace gpui
