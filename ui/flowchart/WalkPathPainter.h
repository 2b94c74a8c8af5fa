#pragma once

#include "decision/Walk.h"
#include "flowchart/FlowchartStyle.h"

#include <QRectF>
#include <QString>

#include <utility>
#include <vector>

class QPainter;

namespace gpui {

// A walk drawn large: the nodes it passed through, top to bottom, each answer on its arrow and the answers not
// taken summarized beside it, ending at the recommendation. What the proposal and the presentation show, where the
// whole graph at a page's width would be too small to read.
class WalkPathPainter {
public:
    WalkPathPainter(const gp::Walk& walk, const FlowchartStyle& style, qreal width);

    qreal height() const { return height_; }
    void paint(QPainter* p, QPointF topLeft) const { paint(p, topLeft, {0, rowCount()}); }

    // A long walk is drawn in parts that each fit a page: rows [first, second) of the nodes passed through, each
    // with the arrow and answer below it.
    using Rows = std::pair<int, int>;
    int rowCount() const { return static_cast<int>(rows_.size()); }
    std::vector<Rows> parts(qreal maxHeight) const;
    qreal height(Rows rows) const;
    void paint(QPainter* p, QPointF topLeft, Rows rows) const;
    // The smallest point size it draws: the summaries of the answers not taken.
    qreal smallestPointSize() const;

private:
    struct Row {
        const gp::Node* node = nullptr;
        QRectF box;      // the node, relative to the top left
        QString answer;  // the answer taken from it, empty at the end
        QString others;  // the answers not taken, summarized
        QRectF answerBox;
        QRectF othersBox;
    };
    FlowchartStyle style_;
    QFont answerFont_;
    QFont othersFont_;
    std::vector<Row> rows_;
    qreal height_ = 0;
    qreal nodeTextWidth_ = 0;
};

} // namespace gpui
