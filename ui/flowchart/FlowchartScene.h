#pragma once

#include "decision/Graph.h"
#include "decision/Walk.h"
#include "flowchart/FlowchartLayout.h"
#include "flowchart/FlowchartStyle.h"
#include "flowchart/WalkHighlight.h"

#include <QGraphicsScene>

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

    const gp::Graph* graph() const { return graph_; }
    const FlowchartLayout& layout() const { return layout_; }
    const FlowchartStyle& style() const { return style_; }
    const WalkHighlight& highlight() const { return highlight_; }
    QRectF nodeRect(const std::string& id) const;

    // Called by the items.
    void nodeClicked(const std::string& id);
    void edgeClicked(const std::string& from, const std::string& choice);

signals:
    // The user picked a choice of the current node (on its edge, its label, or its target node).
    void choiceActivated(const QString& choiceId);
    // The user picked a node already on the walked path: go back to it.
    void stepActivated(int step);

private:
    void rebuild();

    const gp::Graph* graph_ = nullptr;
    FlowchartStyle style_;
    FlowchartLayout layout_;
    WalkHighlight highlight_;
    std::string current_;
    std::vector<std::string> path_;
};

} // namespace gpui
