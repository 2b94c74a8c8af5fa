#pragma once

#include <QGraphicsItem>

#include <string>

namespace gpui {

class FlowchartScene;

// A node of the chart: holds its id and asks the scene for everything else.
class NodeItem : public QGraphicsItem {
public:
    NodeItem(const FlowchartScene* scene, std::string id);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;
    const std::string& id() const { return id_; }

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;

private:
    const FlowchartScene* scene_;
    std::string id_;
};

// An edge of the chart, with its choice label: index into the layout's edge list.
class EdgeItem : public QGraphicsItem {
public:
    EdgeItem(const FlowchartScene* scene, std::size_t index);
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent* event) override;
    // While editing, dragging an edge moves its end to the node it is dropped on.
    void mouseMoveEvent(QGraphicsSceneMouseEvent* event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent* event) override;

private:
    QRectF labelRect() const;
    bool dragging_ = false;
    const FlowchartScene* scene_;
    std::size_t index_;
};

} // namespace gpui
