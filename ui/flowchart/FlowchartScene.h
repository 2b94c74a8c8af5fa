#pragma once

#include "decision/Graph.h"
#include "decision/Walk.h"
#include "flowchart/FlowchartLayout.h"
#include "flowchart/FlowchartStyle.h"
#include "flowchart/WalkHighlight.h"

#include <QGraphicsScene>

class QGraphicsPathItem;

#include <map>
#include <string>

namespace gpui {

class NodeItem;
class EdgeItem;

// A view of one decision graph and a walk through it, keyed by node id. Items hold only their id; the data stays
// in the graph and the walk, and painting is FlowchartPainter's. Clicks are reported, never acted on here.
class FlowchartScene : public QGraphicsScene {
    Q_OBJECT
public:
    explicit FlowchartScene(QObject* parent = nullptr);

    void setGraph(const gp::Graph* graph, const FlowchartStyle& style);
    void setStyle(const FlowchartStyle& style);
    void setWalk(const gp::Walk& walk);

    // Editing (the graph editor): no walk; a click selects a node or an answer, and an answer's edge dragged onto a
    // node is moved there. The graph may be a draft with problems. The scene keeps `margin` around the graph, so a
    // node can stay where it was on screen when the layout changes.
    void setEditing(bool editing, qreal margin = 0);
    bool editing() const { return editing_; }
    void setSelection(const std::string& node, const std::string& choice);

    const gp::Graph* graph() const { return graph_; }
    const FlowchartLayout& layout() const { return layout_; }
    const FlowchartStyle& style() const { return style_; }
    const WalkHighlight& highlight() const { return highlight_; }
    QRectF nodeRect(const std::string& id) const;

    // Called by the items.
    void nodeClicked(const std::string& id);
    void edgeClicked(const std::string& from, const std::string& choice);
    // An answer's edge dragged while editing: drawn to `end` while the button is held, then dropped there.
    void edgeDragged(std::size_t edge, const QPointF& end);
    void edgeDropped(std::size_t edge, const QPointF& end);
    bool draggingEdge() const { return dragLine_ != nullptr; }

signals:
    // The user picked a choice of the current node (on its edge, its label, or its target node).
    void choiceActivated(const QString& choiceId);
    // The user picked a node already on the walked path: go back to it.
    void stepActivated(int step);
    // Editing: a node or an answer was clicked; an answer's edge was dropped onto a node.
    void nodeSelected(const QString& node);
    void answerSelected(const QString& node, const QString& choice);
    void answerRetargeted(const QString& node, const QString& choice, const QString& target);

private:
    void rebuild();
    QString nodeAt(const QPointF& point) const;

    const gp::Graph* graph_ = nullptr;
    FlowchartStyle style_;
    FlowchartLayout layout_;
    WalkHighlight highlight_;
    std::string current_;
    std::vector<std::string> path_;
    bool editing_ = false;
    qreal margin_ = 0;
    QGraphicsPathItem* dragLine_ = nullptr;
};

} // namespace gpui
