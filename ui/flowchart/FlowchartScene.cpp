#include "flowchart/FlowchartScene.h"

#include "flowchart/FlowchartItems.h"

#include <QGraphicsPathItem>
#include <QPen>

namespace gpui {

FlowchartScene::FlowchartScene(QObject* parent)
    : QGraphicsScene(parent)
{
}

void FlowchartScene::setGraph(const gp::Graph* graph, const FlowchartStyle& style)
{
    graph_ = graph;
    style_ = style;
    if (graph_ && !editing_)
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

void FlowchartScene::setEditing(bool editing, qreal margin)
{
    editing_ = editing;
    margin_ = margin;
    highlight_ = WalkHighlight::editing({}, {});
}

void FlowchartScene::setSelection(const std::string& node, const std::string& choice)
{
    highlight_ = WalkHighlight::editing(node, choice);
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
    dragLine_ = nullptr;
    layout_ = graph_ ? FlowchartLayout::compute(*graph_, style_) : FlowchartLayout{};
    setBackgroundBrush(style_.background);
    for (std::size_t i = 0; i < layout_.edges.size(); ++i)
        addItem(new EdgeItem(this, i));
    if (graph_)
        for (const gp::Node& n : graph_->nodes)
            addItem(new NodeItem(this, n.id));
    const qreal m = std::max<qreal>(24, margin_);
    setSceneRect(layout_.bounds.adjusted(-m, -m, m, m));
}

void FlowchartScene::nodeClicked(const std::string& id)
{
    if (editing_) {
        emit nodeSelected(QString::fromStdString(id));
        return;
    }
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
    if (editing_) {
        emit answerSelected(QString::fromStdString(from), QString::fromStdString(choice));
        return;
    }
    if (from == current_)
        emit choiceActivated(QString::fromStdString(choice));
}

QString FlowchartScene::nodeAt(const QPointF& point) const
{
    for (const auto& [id, rect] : layout_.nodes)
        if (rect.contains(point))
            return QString::fromStdString(id);
    return {};
}

void FlowchartScene::edgeDragged(std::size_t edge, const QPointF& end)
{
    if (!editing_ || edge >= layout_.edges.size())
        return;
    if (!dragLine_) {
        dragLine_ = addPath(QPainterPath(), QPen(style_.path, 2, Qt::DashLine, Qt::RoundCap));
        dragLine_->setZValue(2);
    }
    // From where the answer leaves its node to the pointer.
    QPainterPath line(layout_.edges[edge].path.pointAtPercent(0));
    line.lineTo(end);
    dragLine_->setPath(line);
}

void FlowchartScene::edgeDropped(std::size_t edge, const QPointF& end)
{
    if (dragLine_) {
        removeItem(dragLine_);
        delete dragLine_;
        dragLine_ = nullptr;
    }
    if (!editing_ || edge >= layout_.edges.size())
        return;
    const EdgeRoute& e = layout_.edges[edge];
    const QString target = nodeAt(end);
    if (!target.isEmpty() && target.toStdString() != e.to)
        emit answerRetargeted(QString::fromStdString(e.from), QString::fromStdString(e.choice), target);
}

} // namespace gpui
