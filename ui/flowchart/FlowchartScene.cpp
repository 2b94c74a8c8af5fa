#include "flowchart/FlowchartScene.h"

#include "flowchart/FlowchartItems.h"

namespace gpui {

FlowchartScene::FlowchartScene(QObject* parent)
    : QGraphicsScene(parent)
{
}

void FlowchartScene::setGraph(const gp::Graph* graph, const FlowchartStyle& style)
{
    graph_ = graph;
    style_ = style;
    if (graph_)
        highlight_ = WalkHighlight(gp::Walk(*graph_));
    rebuild();
}

void FlowchartScene::setStyle(const FlowchartStyle& style)
{
    style_ = style;
    rebuild();
}

void FlowchartScene::setWalk(const gp::Walk& walk)
{
    highlight_ = WalkHighlight(walk);
    current_ = walk.current().id;
    path_ = walk.path();
    update();
}

QRectF FlowchartScene::nodeRect(const std::string& id) const
{
    const auto it = layout_.nodes.find(id);
    return it == layout_.nodes.end() ? QRectF() : it->second;
}

void FlowchartScene::rebuild()
{
    clear();
    layout_ = graph_ ? FlowchartLayout::compute(*graph_, style_) : FlowchartLayout{};
    setBackgroundBrush(style_.background);
    for (std::size_t i = 0; i < layout_.edges.size(); ++i)
        addItem(new EdgeItem(this, i));
    if (graph_)
        for (const gp::Node& n : graph_->nodes)
            addItem(new NodeItem(this, n.id));
    setSceneRect(layout_.bounds.adjusted(-24, -24, 24, 24));
}

void FlowchartScene::nodeClicked(const std::string& id)
{
    // A node on the walked path: go back to it. A node one choice ahead: take that choice.
    for (std::size_t i = 0; i + 1 < path_.size(); ++i)
        if (path_[i] == id) {
            emit stepActivated(static_cast<int>(i));
            return;
        }
    if (!graph_)
        return;
    if (const gp::Node* current = graph_->node(current_))
        for (const gp::Choice& c : current->choices)
            if (c.target == id) {
                emit choiceActivated(QString::fromStdString(c.id));
                return;
            }
}

void FlowchartScene::edgeClicked(const std::string& from, const std::string& choice)
{
    if (from == current_)
        emit choiceActivated(QString::fromStdString(choice));
}

} // namespace gpui
