#include "presentation/PresentationLayout.h"

#include "flowchart/FlowchartStyle.h"

#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace gpui {
namespace {

using Role = PresentationBlock::Role;

QFont sized(QFont f, qreal points, bool bold = false)
{
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

QTextOption wrapping()
{
    QTextOption o(Qt::AlignLeft | Qt::AlignTop);
    o.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    return o;
}

// Lays `text` out in `layout` at `width`; returns the height of its lines.
qreal wrap(QTextLayout& layout, qreal width)
{
    const qreal leading = std::max(0.0, QFontMetricsF(layout.font()).leading());
    layout.setTextOption(wrapping());
    layout.beginLayout();
    qreal height = 0;
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        height += leading;
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    layout.endLayout();
    return std::ceil(height);
}

// Line breaks as the layout takes them; a percentage kept with its sign ("36,6 %" never ends a line at "36,6") and
// a count with its "×" (a line ends before "× 112", not after the "×").
QString lines(QString text)
{
    return text.replace(QLatin1Char('\n'), QChar::LineSeparator)
        .replace(QStringLiteral(" %"), QStringLiteral("\u00a0%"))
        .replace(QStringLiteral("× "), QStringLiteral("×\u00a0"));
}

// Blocks that stay together in one column, placed from the unit's top; the space below the last is `after`, which a
// column's foot drops.
struct Unit {
    QList<PresentationBlock> blocks;
    qreal height = 0;
    qreal after = 0;
    bool newColumn = false; // begins a column of its own (the walk)

    void add(Role role, const QString& text, const QFont& font, qreal width, qreal spaceAfter)
    {
        if (text.isEmpty())
            return;
        const qreal top = blocks.isEmpty() ? 0 : height + after;
        const qreal h = PresentationLayout::textHeight(text, font, width);
        blocks.append({role, text, font, QRectF(0, top, width, h)});
        height = top + h;
        after = spaceAfter;
    }
};

struct Attempt {
    std::vector<QList<PresentationBlock>> pages;
    QLineF rule;
    std::shared_ptr<const WalkPathPainter> walk;
};

// The answers as units: the title, the value and the first paragraph of the detail together, each further
// paragraph a unit of its own, so that a column may end between them.
void addAnswers(std::vector<Unit>& units, const PresentationContent& c, const QFont& base, qreal s, qreal width)
{
    Unit head;
    head.add(Role::Headline, c.headline, sized(base, s * 2.0, true), width, s * 0.3);
    head.add(Role::Factors, c.factors, sized(base, s), width, s * 1.2);
    head.after = s * 1.2;
    units.push_back(head);
    for (int i = 0; i < c.answers.size(); ++i) {
        const AnswerText::Answer& a = c.answers[i];
        const QStringList paragraphs = a.detail.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        Unit u;
        u.add(Role::AnswerTitle, a.title, sized(base, s * 0.9), width, s * 0.15);
        u.add(Role::AnswerValue, a.value, sized(base, i == 0 ? s * 1.8 : s * 1.5, true), width, s * 0.1);
        for (int k = 0; k < paragraphs.size(); ++k) {
            if (k > 0) {
                units.push_back(u);
                u = Unit{};
            }
            u.add(Role::AnswerDetail, paragraphs[k], sized(base, s * 0.9), width, s * 0.3);
        }
        u.after = s * 0.9;
        units.push_back(u);
    }
}

// The walk's note and the walk in parts no taller than a column, the first part kept with the note.
std::shared_ptr<const WalkPathPainter> addWalk(std::vector<Unit>& units, const PresentationContent& c,
                                               const QFont& base, const QPalette& palette, qreal s, qreal width,
                                               qreal columnHeight)
{
    Unit note;
    note.newColumn = true;
    note.add(Role::WalkNote, c.walkNote, sized(base, s * 0.8), width, s * 0.6);
    if (!c.walk) {
        if (!note.blocks.isEmpty())
            units.push_back(note);
        return {};
    }
    FlowchartStyle style = FlowchartStyle::fromPalette(palette, sized(base, s));
    style.labelFont = sized(base, s * 0.95);
    // The walk is drawn inside its block, clear of its edges by the current node's halo.
    constexpr qreal pad = 8;
    auto path = std::make_shared<const WalkPathPainter>(*c.walk, style, width - 2 * pad);
    const qreal noteHeight = note.blocks.isEmpty() ? 0 : note.height + note.after;
    bool first = true;
    for (const WalkPathPainter::Rows& rows : path->parts(columnHeight - noteHeight - 2 * pad)) {
        Unit u = first ? note : Unit{};
        u.newColumn = first;
        const qreal top = u.blocks.isEmpty() ? 0 : u.height + u.after;
        const qreal room = columnHeight - top;
        const qreal h = path->height(rows) + 2 * pad;
        // Only a single step taller than a whole column is drawn smaller.
        const qreal scale = h > room && room > 0 ? room / h : 1.0;
        PresentationBlock b{Role::Walk, {}, style.nodeFont, QRectF(0, top, width * scale, h * scale)};
        b.rows = rows;
        b.scale = scale;
        b.inset = pad * scale;
        u.blocks.append(b);
        u.height = top + h * scale;
        u.after = s * 0.6;
        units.push_back(u);
        first = false;
    }
    return path;
}

Attempt lay(const PresentationContent& c, QSizeF size, const QFont& base, const QPalette& palette, qreal s,
            bool numbered)
{
    Attempt out;
    const qreal margin = std::max(24.0, size.height() * 0.05);
    const QRectF page = QRectF(QPointF(0, 0), size).adjusted(margin, margin * 0.8, -margin, -margin * 0.8);
    QList<PresentationBlock> header;
    const QFont titleFont = sized(base, s * 1.5, true);
    const qreal titleHeight = PresentationLayout::textHeight(c.title, titleFont, page.width());
    header.append({Role::Title, c.title, titleFont, QRectF(page.left(), page.top(), page.width(), titleHeight)});
    const qreal ruleY = page.top() + titleHeight + s * 0.6;
    out.rule = QLineF(page.left(), ruleY, page.right(), ruleY);
    const qreal top = ruleY + s * 1.2;
    const QFont numberFont = sized(base, s * 0.8);
    const qreal numberHeight = QFontMetricsF(numberFont).height();
    const qreal bottom = page.bottom() - (numbered ? numberHeight + s * 0.6 : 0);
    // Two columns where each still holds some 25 words a line.
    const int columns = page.width() >= 40 * s ? 2 : 1;
    const qreal gutter = s * 2;
    const qreal width = (page.width() - gutter * (columns - 1)) / columns;

    std::vector<Unit> units;
    addAnswers(units, c, base, s, width);
    out.walk = addWalk(units, c, base, palette, s, width, bottom - top);

    out.pages.push_back(header);
    int column = 0;
    qreal y = top;
    bool empty = true;
    const auto nextColumn = [&] {
        if (++column == columns) {
            column = 0;
            out.pages.push_back(header);
        }
        y = top;
        empty = true;
    };
    for (const Unit& u : units) {
        if (!empty && (u.newColumn || y + u.height > bottom))
            nextColumn();
        const QPointF at(page.left() + column * (width + gutter), y);
        for (PresentationBlock b : u.blocks) {
            b.rect.translate(at);
            out.pages.back().append(b);
        }
        y += u.height + u.after;
        empty = false;
    }
    if (numbered) {
        const int count = static_cast<int>(out.pages.size());
        for (int i = 0; i < count; ++i) {
            const QString text = PresentationLayout::tr("Page %1 of %2")
                                     .arg(QLocale().toString(i + 1), QLocale().toString(count));
            const qreal w = std::ceil(QFontMetricsF(numberFont).horizontalAdvance(text)) + 2;
            out.pages[std::size_t(i)].append(
                {Role::PageNumber, text, numberFont, QRectF(page.right() - w, page.bottom() - numberHeight, w, numberHeight)});
        }
    }
    return out;
}

} // namespace

qreal PresentationLayout::naturalTypeSize(qreal windowHeight)
{
    // 14 pt at 720 px high, in proportion above it: large at a distance.
    return std::clamp(windowHeight / 720.0 * 14.0, 12.0, 40.0);
}

qreal PresentationLayout::floorTypeSize(qreal windowHeight)
{
    // A fifth smaller than the natural size, and never below 12 pt: beyond that the figures page rather than shrink.
    return std::max(12.0, naturalTypeSize(windowHeight) * 0.8);
}

PresentationLayout PresentationLayout::of(const PresentationContent& content, QSizeF size, const QFont& base,
                                          const QPalette& palette)
{
    const qreal floor = floorTypeSize(size.height());
    qreal s = naturalTypeSize(size.height());
    Attempt a = lay(content, size, base, palette, s, false);
    // The largest type, in steps of 5 %, at which it all fits one page; at the floor, pages.
    while (a.pages.size() > 1 && s > floor) {
        s = std::max(floor, s * 0.95);
        a = lay(content, size, base, palette, s, false);
    }
    if (a.pages.size() > 1)
        a = lay(content, size, base, palette, s, true);
    PresentationLayout out;
    out.typeSize_ = s;
    out.pages_ = std::move(a.pages);
    out.rule_ = a.rule;
    out.walk_ = std::move(a.walk);
    return out;
}

qreal PresentationLayout::smallestPointSize() const
{
    const qreal notes = typeSize_ * 0.8;
    return walk_ ? std::min(notes, walk_->smallestPointSize()) : notes;
}

qreal PresentationLayout::textHeight(const QString& text, const QFont& font, qreal width)
{
    QTextLayout layout(lines(text), font);
    return wrap(layout, width);
}

void PresentationLayout::drawText(QPainter& p, const QRectF& rect, const QString& text, const QFont& font)
{
    QTextLayout layout(lines(text), font);
    wrap(layout, rect.width());
    layout.draw(&p, rect.topLeft());
}

} // namespace gpui
