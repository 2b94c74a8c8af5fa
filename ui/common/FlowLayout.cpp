#include "common/FlowLayout.h"

#include <QHBoxLayout>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace gpui {

FlowLayout::FlowLayout(QWidget* parent)
    : QLayout(parent)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    items_.append(item);
}

int FlowLayout::count() const
{
    return int(items_.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return items_.value(index);
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    return index >= 0 && index < items_.size() ? items_.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as its widest item: the rest goes to more rows.
    QSize size;
    for (const QLayoutItem* item : items_)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one row.
    int width = 0;
    int height = 0;
    for (const QLayoutItem* item : items_) {
        if (item->isEmpty())
            continue;
        width += (width ? horizontalGap() : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::horizontalGap() const
{
    const int gap = spacing();
    if (gap >= 0)
        return gap;
    const QWidget* w = parentWidget();
    return w ? w->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, w) : 6;
}

int FlowLayout::verticalGap() const
{
    const int gap = spacing();
    if (gap >= 0)
        return gap;
    const QWidget* w = parentWidget();
    return w ? w->style()->pixelMetric(QStyle::PM_LayoutVerticalSpacing, nullptr, w) : 6;
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    // The rows: each item at its preferred width (never wider than the area), a new row where it would not fit.
    struct Placed {
        QLayoutItem* item;
        QSize size;
    };
    QList<QList<Placed>> rows(1);
    int x = 0;
    for (QLayoutItem* item : items_) {
        if (item->isEmpty())
            continue;
        const QSize size = item->sizeHint().boundedTo(QSize(area.width(), QWIDGETSIZE_MAX)).expandedTo(
            item->minimumSize());
        if (x > 0 && x + size.width() > area.width()) {
            rows.append(QList<Placed>());
            x = 0;
        }
        rows.last().append({item, size});
        x += size.width() + horizontalGap();
    }
    // An item that expands sideways takes what its row leaves over.
    int y = area.y();
    for (QList<Placed>& row : rows) {
        if (row.isEmpty())
            continue;
        int used = -horizontalGap();
        int expanding = 0;
        for (const Placed& p : row) {
            used += p.size.width() + horizontalGap();
            if (p.item->expandingDirections() & Qt::Horizontal)
                ++expanding;
        }
        const int extra = std::max(0, area.width() - used);
        int left = area.x();
        int rowHeight = 0;
        for (Placed& p : row) {
            if (expanding && (p.item->expandingDirections() & Qt::Horizontal))
                p.size.setWidth(std::min(p.size.width() + extra / expanding, p.item->maximumSize().width()));
            if (p.item->hasHeightForWidth())
                p.size.setHeight(p.item->heightForWidth(p.size.width()));
            if (apply)
                p.item->setGeometry(QRect(QPoint(left, y), p.size));
            left += p.size.width() + horizontalGap();
            rowHeight = std::max(rowHeight, p.size.height());
        }
        y += rowHeight + verticalGap();
    }
    y -= verticalGap();
    return std::max(y, area.y()) - rect.y() + contentsMargins().bottom();
}

QWidget* keptTogether(std::initializer_list<QWidget*> widgets, QWidget* parent)
{
    auto* group = new QWidget(parent);
    auto* row = new QHBoxLayout(group);
    row->setContentsMargins(0, 0, 0, 0);
    for (QWidget* w : widgets)
        row->addWidget(w);
    return group;
}

} // namespace gpui
