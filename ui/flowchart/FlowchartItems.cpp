#include "flowchart/FlowchartItems.h"

#include "flowchart/FlowchartPainter.h"
#include "flowchart/FlowchartScene.h"

#include <QApplication>
#include <QCursor>
#include <QGraphicsSceneMouseEvent>
#include <QPainterPathStroker>

namespace gpui {

NodeItem::NodeItem(const FlowchartScene* scene, std::string id)
    : scene_(scene)
    , id_(std::move(id))
{
    setCursor(Qt::PointingHandCursor);
    setZValue(1);
}

QRectF NodeItem::boundingRect() const
{
    return scene_->nodeRect(id_).adjusted(-8, -8, 8, 8);
}

QPainterPath NodeItem::shape() const
{
    QPainterPath p;
    p.addRect(scene_->nodeRect(id_));
    return p;
}

void NodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const gp::Node* node = scene_->graph() ? scene_->graph()->node(id_) : nullptr;
    if (node)
        FlowchartPainter::paintNode(painter, *node, scene_->nodeRect(id_), scene_->highlight().node(id_),
                                    scene_->style());
}

void NodeItem::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    const_cast<FlowchartScene*>(scene_)->nodeClicked(id_);
    event->accept();
}

EdgeItem::EdgeItem(const FlowchartScene* scene, std::size_t index)
    : scene_(scene)
    , index_(index)
{
    setZValue(0);
}

QRectF EdgeItem::labelRect() const
{
    const EdgeRoute& e = scene_->layout().edges[index_];
    return FlowchartPainter::labelRect(e, scene_->highlight().choiceNumber(e.from, e.choice), scene_->style());
}

QRectF EdgeItem::boundingRect() const
{
    const EdgeRoute& e = scene_->layout().edges[index_];
    // The label box is sized for its widest (numbered) form in the layout, so this bound holds in every state.
    return e.path.boundingRect().united(e.arrow.boundingRect()).united(labelRect()).adjusted(-20, -6, 20, 6);
}

QPainterPath EdgeItem::shape() const
{
    const EdgeRoute& e = scene_->layout().edges[index_];
    QPainterPathStroker stroker;
    stroker.setWidth(10);
    QPainterPath p = stroker.createStroke(e.path);
    p.addRect(labelRect());
    return p;
}

void EdgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*)
{
    const EdgeRoute& e = scene_->layout().edges[index_];
    FlowchartPainter::paintEdge(painter, e, scene_->highlight().edge(e.from, e.choice),
                                scene_->highlight().choiceNumber(e.from, e.choice), scene_->style());
}

void EdgeItem::mousePressEvent(QGraphicsSceneMouseEvent* event)
{
    if (event->button() != Qt::LeftButton) {
        event->ignore();
        return;
    }
    const EdgeRoute& e = scene_->layout().edges[index_];
    dragging_ = false;
    const_cast<FlowchartScene*>(scene_)->edgeClicked(e.from, e.choice);
    event->accept();
}

void EdgeItem::mouseMoveEvent(QGraphicsSceneMouseEvent* event)
{
    if (!scene_->editing() || !(event->buttons() & Qt::LeftButton))
        return;
    const QPointF moved = event->scenePos() - event->buttonDownScenePos(Qt::LeftButton);
    if (!dragging_ && moved.manhattanLength() < QApplication::startDragDistance())
        return;
    dragging_ = true;
    const_cast<FlowchartScene*>(scene_)->edgeDragged(index_, event->scenePos());
}

void EdgeItem::mouseReleaseEvent(QGraphicsSceneMouseEvent* event)
{
    if (!dragging_)
        return;
    dragging_ = false;
    // The drop may relayout the scene and delete this item: nothing of it is used after the call.
    const_cast<FlowchartScene*>(scene_)->edgeDropped(index_, event->scenePos());
}

} // namespace gpui
