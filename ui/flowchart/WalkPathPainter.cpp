#include "flowchart/WalkPathPainter.h"

#include "presenters/Content.h"
#include "presenters/Format.h"
#include "flowchart/FlowchartPainter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>

namespace gpui {
namespace {

constexpr int kWrap = Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap;
constexpr int kCentred = Qt::AlignCenter | Qt::TextWordWrap;

QSizeF textSize(const QString& text, const QFont& font, qreal width, int flags)
{
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 100000), flags, text).size();
}

} // namespace

WalkPathPainter::WalkPathPainter(const gp::Walk& walk, const FlowchartStyle& style, qreal width)
    : style_(style)
    , answerFont_(style.labelFont)
    , othersFont_(style.labelFont)
{
    answerFont_.setBold(true);
    othersFont_.setPointSizeF(std::max(6.0, style.labelFont.pointSizeF() * 0.9));
    // The nodes take the left half or so; the answers and what was not taken sit beside the arrows below them.
    const qreal nodeWidth = std::clamp(width * 0.46, 120.0, 560.0);
    nodeTextWidth_ = nodeWidth * 0.74;
    const qreal arrowX = nodeWidth / 2;
    const qreal besideX = arrowX + 16;
    const qreal besideWidth = std::max(80.0, width - besideX);
    const qreal gap = QFontMetricsF(style.labelFont).height() * 0.6;
    const gp::Graph& graph = walk.graph();
    qreal y = 0;
    const auto addNode = [&](const gp::Node& node) {
        QFont f = style.nodeFont;
        f.setBold(node.terminal());
        const QSizeF t = textSize(wholeWords(content(node.text)), f, nodeTextWidth_, kCentred);
        const qreal h = node.kind == gp::NodeKind::Question ? t.height() * 1.42 + 18 : t.height() + 22;
        Row row;
        row.node = &node;
        row.box = QRectF(0, y, nodeWidth, h);
        y += h;
        rows_.push_back(row);
    };
    for (const gp::Step& s : walk.steps()) {
        const gp::Node* n = graph.node(s.node);
        const gp::Choice* c = n ? n->choice(s.choice) : nullptr;
        if (!n || !c)
            continue;
        addNode(*n);
        Row& row = rows_.back();
        row.answer = wholeWords(content(c->label));
        QStringList others;
        for (const gp::Choice& o : n->choices)
            if (o.id != c->id)
                others << content(o.label);
        if (!others.isEmpty())
            row.others = wholeWords(QCoreApplication::translate("gpui::WalkPathPainter", "Not taken: %1")
                                        .arg(others.join(QStringLiteral(" · "))));
        const QSizeF a = textSize(row.answer, answerFont_, besideWidth, kWrap);
        const QSizeF o = row.others.isEmpty() ? QSizeF() : textSize(row.others, othersFont_, besideWidth, kWrap);
        const qreal top = y + gap;
        row.answerBox = QRectF(besideX, top, besideWidth, a.height());
        row.othersBox = QRectF(besideX, top + a.height() + 2, besideWidth, o.height());
        y = top + a.height() + (o.isEmpty() ? 0 : o.height() + 2) + gap;
    }
    addNode(walk.current());
    height_ = y + 4;
}

qreal WalkPathPainter::smallestPointSize() const
{
    return std::min({othersFont_.pointSizeF(), answerFont_.pointSizeF(), style_.nodeFont.pointSizeF()});
}

qreal WalkPathPainter::height(Rows rows) const
{
    if (rows.first >= rows.second)
        return 0;
    const qreal bottom = rows.second < rowCount() ? rows_[std::size_t(rows.second)].box.top() : height_;
    return bottom - rows_[std::size_t(rows.first)].box.top();
}

std::vector<WalkPathPainter::Rows> WalkPathPainter::parts(qreal maxHeight) const
{
    std::vector<Rows> out;
    int first = 0;
    for (int end = 1; end <= rowCount(); ++end)
        if (end == rowCount() || (height({first, end + 1}) > maxHeight && end > first)) {
            out.push_back({first, end});
            first = end;
        }
    return out;
}

void WalkPathPainter::paint(QPainter* p, QPointF topLeft, Rows range) const
{
    if (range.first >= range.second || range.second > rowCount())
        return;
    p->save();
    p->translate(topLeft - QPointF(0, rows_[std::size_t(range.first)].box.top()));
    p->setRenderHint(QPainter::Antialiasing);
    for (auto i = std::size_t(range.first); i < std::size_t(range.second); ++i) {
        const Row& row = rows_[i];
        if (i + 1 < rows_.size()) {
            const QPointF from(row.box.center().x(), row.box.bottom());
            const QPointF tip(from.x(), rows_[i + 1].box.top());
            p->setPen(QPen(style_.path, 3.0, Qt::SolidLine, Qt::RoundCap));
            p->drawLine(from, tip - QPointF(0, 4));
            p->setBrush(style_.path);
            p->setPen(Qt::NoPen);
            p->drawPolygon(FlowchartPainter::arrowHead(from, tip));
            p->setPen(style_.text);
            p->setFont(answerFont_);
            p->drawText(row.answerBox, kWrap, row.answer);
            if (!row.others.isEmpty()) {
                p->setFont(othersFont_);
                QColor muted = style_.text;
                muted.setAlphaF(0.7);
                p->setPen(muted);
                p->drawText(row.othersBox, kWrap, row.others);
            }
        }
        const bool last = i + 1 == rows_.size();
        FlowchartPainter::paintNode(p, *row.node, row.box, last ? NodeState::Current : NodeState::Visited, style_,
                                    nodeTextWidth_);
    }
    p->restore();
}

} // namespace gpui
