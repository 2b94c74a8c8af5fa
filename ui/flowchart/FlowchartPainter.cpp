#include "flowchart/FlowchartPainter.h"
#include "presenters/Content.h"
#include "presenters/Format.h"

#include "flowchart/FlowchartStyle.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>

#include <cmath>

namespace gpui {
namespace {

constexpr qreal kTextWidth = 190.0;
constexpr qreal kLabelWidth = 128.0;
constexpr int kTextFlags = Qt::AlignCenter | Qt::TextWordWrap;

QRectF textBox(const QString& text, const QFont& font)
{
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, kTextWidth, 10000), kTextFlags, text);
}

qreal opacityFor(NodeState s, const FlowchartStyle& style)
{
    return s == NodeState::Faded ? style.fadedOpacity : 1.0;
}

} // namespace

QSizeF FlowchartPainter::nodeSize(const gp::Node& node, const FlowchartStyle& style)
{
    const QRectF t = textBox(content(node.text), style.nodeFont);
    if (node.kind == gp::NodeKind::Question) // an ellipse around the text box needs about sqrt(2) of it
        return {std::max(120.0, t.width() * 1.32 + 18), std::max(52.0, t.height() * 1.42 + 14)};
    return {std::max(110.0, t.width() + 28), std::max(40.0, t.height() + 20)};
}

QString FlowchartPainter::labelText(const QString& label, int number)
{
    return number > 0 ? QStringLiteral("%1  %2").arg(number).arg(label) : label;
}

QSizeF FlowchartPainter::labelSize(const QString& label, const FlowchartStyle& style)
{
    // Sized for the numbered form, so that the box does not grow when its node becomes current.
    QFont bold = style.labelFont;
    bold.setBold(true);
    const QRectF r = QFontMetricsF(bold).boundingRect(QRectF(0, 0, kLabelWidth, 1000), kTextFlags,
                                                      labelText(label, 9));
    return {r.width() + 12, r.height() + 6};
}

QPolygonF FlowchartPainter::arrowHead(QPointF from, QPointF tip)
{
    QLineF line(tip, from);
    if (line.length() < 0.01)
        line = QLineF(tip, tip + QPointF(-1, 0));
    const qreal angle = std::atan2(-line.dy(), line.dx());
    const qreal size = 9.0;
    const QPointF a = tip + QPointF(std::cos(angle + M_PI / 7) * size, -std::sin(angle + M_PI / 7) * size);
    const QPointF b = tip + QPointF(std::cos(angle - M_PI / 7) * size, -std::sin(angle - M_PI / 7) * size);
    return QPolygonF({tip, a, b});
}

void FlowchartPainter::paintNode(QPainter* p, const gp::Node& node, const QRectF& rect, NodeState state,
                                 const FlowchartStyle& style, qreal textWidth)
{
    p->save();
    p->setOpacity(opacityFor(state, style));
    const FlowchartStyle::Shape& shape = style.shape(node.kind);
    const bool current = state == NodeState::Current;
    const bool visited = state == NodeState::Visited;
    QPen pen(current || visited ? style.path : shape.border, current ? 3.5 : (visited ? 2.4 : 1.4));
    p->setPen(pen);
    p->setBrush(shape.fill);
    const QRectF r = rect.adjusted(2, 2, -2, -2);
    switch (node.kind) {
    case gp::NodeKind::Question:
        p->drawEllipse(r);
        break;
    case gp::NodeKind::Action:
        p->drawRect(r);
        break;
    case gp::NodeKind::Recommendation:
    case gp::NodeKind::Outcome:
        p->drawRoundedRect(r, 8, 8);
        break;
    }
    if (current) { // a soft halo so the current node is found at a glance
        QColor halo = style.path;
        halo.setAlpha(60);
        p->setPen(QPen(halo, 8));
        p->setBrush(Qt::NoBrush);
        if (node.kind == gp::NodeKind::Question)
            p->drawEllipse(r.adjusted(-4, -4, 4, 4));
        else
            p->drawRoundedRect(r.adjusted(-4, -4, 4, 4), 10, 10);
    }
    p->setPen(style.text);
    QFont f = style.nodeFont;
    f.setBold(node.terminal());
    p->setFont(f);
    const qreal w = textWidth > 0 ? textWidth : kTextWidth;
    const QRectF textRect(rect.center().x() - w / 2, rect.top(), w, rect.height());
    p->drawText(textRect, kTextFlags, wholeWords(content(node.text)));
    p->restore();
}

QRectF FlowchartPainter::labelRect(const EdgeRoute& edge, int, const FlowchartStyle& style)
{
    const QSizeF size = labelSize(edge.label, style);
    return QRectF(edge.labelCentre.x() - size.width() / 2, edge.labelCentre.y() - size.height() / 2, size.width(),
                  size.height());
}

void FlowchartPainter::paintEdge(QPainter* p, const EdgeRoute& edge, EdgeState state, int number,
                                 const FlowchartStyle& style)
{
    p->save();
    const bool taken = state == EdgeState::Taken;
    const bool available = state == EdgeState::Available;
    p->setOpacity(state == EdgeState::Faded ? style.fadedOpacity : 1.0);
    const QColor colour = taken || available ? style.path : style.edge;
    p->setPen(QPen(colour, taken ? 3.2 : (available ? 1.8 : 1.2), available ? Qt::DashLine : Qt::SolidLine,
                   Qt::RoundCap, Qt::RoundJoin));
    p->setBrush(Qt::NoBrush);
    p->drawPath(edge.path);
    p->setPen(Qt::NoPen);
    p->setBrush(colour);
    p->drawPolygon(edge.arrow);

    const QRectF box = labelRect(edge, number, style);
    p->setPen(QPen(available ? style.path : style.edge, available ? 1.5 : 0.8));
    p->setBrush(style.labelFill);
    p->drawRoundedRect(box, 5, 5);
    QFont f = style.labelFont;
    f.setBold(taken || available);
    p->setFont(f);
    p->setPen(style.labelText);
    p->drawText(box.adjusted(6, 3, -6, -3), kTextFlags, labelText(edge.label, number));
    p->restore();
}

void FlowchartPainter::paintChart(QPainter* p, const gp::Graph& graph, const FlowchartLayout& layout,
                                  const WalkHighlight& highlight, const FlowchartStyle& style)
{
    for (const EdgeRoute& e : layout.edges)
        paintEdge(p, e, highlight.edge(e.from, e.choice), highlight.choiceNumber(e.from, e.choice), style);
    for (const gp::Node& n : graph.nodes) {
        const auto it = layout.nodes.find(n.id);
        if (it != layout.nodes.end())
            paintNode(p, n, it->second, highlight.node(n.id), style);
    }
}

} // namespace gpui
