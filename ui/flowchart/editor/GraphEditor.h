#pragma once

#include "decision/Graph.h"
#include "decision/GraphCheck.h"
#include "flowchart/editor/GraphEditDocument.h"

#include <QWidget>

#include <functional>
#include <string>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QToolButton;

namespace gpui {

class FlowchartScene;
class FlowchartView;
class NodeEditPanel;

// The Decision flowcharts' Edit mode (docs/model.md section 14, "Editing a graph"): the chart of a pack's graph,
// laid out again by Graphviz after each change with the edited node kept where it was on screen; the side panel
// that edits the selected node; and the graph's problems, each a click away from its node. Built-in graphs are
// shown read-only, to be copied into a pack.
//
// Keyboard on the chart: Tab and Shift+Tab go from node to node, Enter edits the node's text, Delete deletes,
// Ctrl+D duplicates, Q and R add a question or a recommendation after the node, A adds an answer (then click where
// it leads), Esc cancels that.
class GraphEditor : public QWidget {
    Q_OBJECT
public:
    explicit GraphEditor(QWidget* parent = nullptr);

    // Opens the graph with this id: a pack's graph to edit (drafts included), a built-in one read-only.
    void openGraph(const std::string& id);
    GraphEditDocument* document() const { return document_; }
    FlowchartScene* scene() const { return scene_; }
    FlowchartView* chart() const { return view_; }
    NodeEditPanel* panel() const { return panel_; }
    QListWidget* problemList() const { return problems_; }
    QComboBox* graphBox() const { return graphs_; }
    QLabel* statusLabel() const { return status_; }

    void addNode(gp::NodeKind kind);
    // Starts an answer from the selected node: the next node clicked is where it leads.
    void beginAnswer();
    bool addingAnswer() const { return !answerFrom_.empty(); }
    void finishAnswer(const std::string& target);
    void deleteSelection();
    void duplicateSelection();
    // Tab: the next node in the graph's order (delta 1) or the one before (-1).
    void selectNext(int delta);
    // A new graph with one question, in the pack being edited or the user's own pack.
    void newGraph(const QString& title);
    // The built-in graph shown, copied into the user's own pack under a new id, opened for editing.
    void copyIntoPack();
    bool exportPack(const QString& path);

    // How Delete asks before it deletes a node with others hanging off it; the default asks in a message box.
    enum class DeleteChoice { Cancel, OnlyThisNode, WithWhatHangsOff };
    using DeleteQuestion = std::function<DeleteChoice(const QString& node, int hanging)>;
    void setDeleteQuestion(DeleteQuestion ask) { askDelete_ = std::move(ask); }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void buildBar();
    void fillGraphList();
    void graphChanged();
    void selectionChanged();
    void showProblems();
    void showStatus();
    void editPackDetails();
    void exportWithDialog();
    void newGraphWithDialog();
    // The user's own pack, opened (and made, when there is none) for a new or copied graph.
    gp::GraphPack ownPack(QString* path) const;
    std::string freshGraphId(const std::string& stem) const;
    QString nodeName(const std::string& id) const;
    // The problem as it reads in the editor: its node and answer named by their texts, not their ids.
    gp::GraphProblem shownProblem(const gp::GraphProblem& problem) const;

    GraphEditDocument* document_;
    FlowchartScene* scene_;
    FlowchartView* view_;
    NodeEditPanel* panel_;
    QListWidget* problems_;
    QComboBox* graphs_;
    QLabel* status_;
    QLabel* problemsHeading_;
    QPushButton* copy_;
    QList<QToolButton*> editButtons_;
    gp::Graph shown_;      // what the scene draws: a copy, so an undo step never leaves it pointing at a graph gone
    std::string anchor_;   // the node kept in place on screen when the layout changes
    std::string answerFrom_;
    bool fitted_ = false;
    DeleteQuestion askDelete_;
};

} // namespace gpui
