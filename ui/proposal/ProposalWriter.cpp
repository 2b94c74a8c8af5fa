#include "proposal/ProposalWriter.h"
#include <QTextTable>
#include <numeric>
#include <QRegularExpression>
#include <QFontMetricsF>
#include "proposal/ProposalFont.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextLayout>
#include <QTextDocument>
#include <QTextList>

#include <vector>

namespace gpui::proposal {

QTextCharFormat text(double size, bool bold, const QColor& colour)
{
    QTextCharFormat f;
    f.setFontFamilies(proposalFontFamilies());
    f.setFontPointSize(size);
    f.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    f.setForeground(colour);
    // No shaping, so no ligatures: text copied or searched in the PDF reads "effect", not "e\uFB00ect".
    f.setFontStyleStrategy(QFont::PreferNoShaping);
    return f;
}

Writer::Writer(QTextDocument& doc)
    : cursor_(&doc)
{
}

void Writer::block(const QString& s, const QTextCharFormat& f, double spaceAfter, bool pageBreak, Qt::Alignment align)
{
    QTextBlockFormat b;
    b.setBottomMargin(spaceAfter);
    b.setAlignment(align);
    b.setLineHeight(125, QTextBlockFormat::ProportionalHeight);
    if (pageBreak)
        b.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    if (reuse_) { // the document's first block, or the empty one a list left behind
        cursor_.setBlockFormat(b);
        cursor_.setBlockCharFormat(f);
        reuse_ = false;
    } else {
        cursor_.insertBlock(b, f);
    }
    cursor_.insertText(s, f);
}

void Writer::heading(const QString& s, bool newPage)
{
    block(s, text(16, true, kAccent), 10, newPage);
    QTextBlockFormat b = cursor_.blockFormat();
    b.setProperty(kKeepWithNext, true);
    cursor_.setBlockFormat(b);
}

void Writer::subheading(const QString& s)
{
    block(s, text(12, true, kAccent), 4);
    QTextBlockFormat b = cursor_.blockFormat();
    b.setProperty(kKeepWithNext, true);
    cursor_.setBlockFormat(b);
}

void Writer::bullets(const QStringList& items)
{
    QTextListFormat format;
    format.setStyle(QTextListFormat::ListDisc);
    format.setIndent(1);
    QTextList* list = nullptr;
    for (const QString& item : items) {
        QTextBlockFormat b;
        b.setBottomMargin(3);
        if (reuse_) {
            cursor_.setBlockFormat(b);
            reuse_ = false;
        } else {
            cursor_.insertBlock(b, text(10));
        }
        if (!list)
            list = cursor_.createList(format);
        else
            list->add(cursor_.block());
        cursor_.insertText(item, text(10));
    }
    // Leave the list: an empty plain block that the next paragraph takes over.
    cursor_.insertBlock(QTextBlockFormat(), text(10));
    if (QTextList* l = cursor_.currentList())
        l->remove(cursor_.block());
    QTextBlockFormat plain;
    plain.setIndent(0);
    cursor_.setBlockFormat(plain);
    reuse_ = true;
}

QList<QTextLength> Writer::columnWidths(const QStringList& headers, const QList<QStringList>& rows, double width,
                                        double padding, double& size) const
{
    // Each column at least as wide as its longest word (header in bold, cells), so that no word breaks inside; the
    // room left goes to the columns whose texts would wrap, in proportion to their whole length.
    const QFontMetricsF head(text(size, true, kAccent).font());
    const QFontMetricsF body(text(size, true).font());
    // Measured on the screen's metrics, which run a little narrower than the page's: a fifth more keeps a word whole.
    constexpr double kSlack = 1.1;
    const auto longestWord = [](const QFontMetricsF& m, const QString& s) {
        double w = 0;
        for (const QString& word : s.split(QRegularExpression(QStringLiteral("[\\s/]+")), Qt::SkipEmptyParts))
            w = std::max(w, m.horizontalAdvance(word) * kSlack);
        return w;
    };
    const int n = static_cast<int>(headers.size());
    std::vector<double> least(static_cast<std::size_t>(n)), whole(static_cast<std::size_t>(n));
    for (int c = 0; c < n; ++c) {
        auto& l = least[static_cast<std::size_t>(c)];
        auto& w = whole[static_cast<std::size_t>(c)];
        l = longestWord(head, headers[c]) + padding;
        w = head.horizontalAdvance(headers[c]) + padding;
        for (const QStringList& row : rows)
            if (c < row.size()) {
                l = std::max(l, longestWord(body, row[c]) + padding);
                w = std::max(w, body.horizontalAdvance(row[c]) + padding);
            }
        w = std::max(w, l); // a single word, with its slack
    }
    const double sumLeast = std::accumulate(least.begin(), least.end(), 0.0);
    const double sumWhole = std::accumulate(whole.begin(), whole.end(), 0.0);
    if (sumLeast > width && size > kSmallestTableText) {
        // Too many columns for their words at this size: a smaller text, down to the smallest that still reads.
        size = std::max(kSmallestTableText, size * width / sumLeast * 0.98);
        return columnWidths(headers, rows, width, padding, size);
    }
    QList<QTextLength> out;
    for (std::size_t c = 0; c < least.size(); ++c) {
        double w = whole[c];
        if (sumWhole > width && sumLeast < width) // wrap, giving each column its words and a share of the rest
            w = least[c] + (width - sumLeast) * (whole[c] - least[c]) / std::max(1e-9, sumWhole - sumLeast);
        else if (sumWhole > width)
            w = least[c]; // too many columns for the page even so: the longest words, scaled below
        const double total = sumWhole > width ? std::max(width, sumLeast) : sumWhole;
        out << QTextLength(QTextLength::PercentageLength, 100.0 * w / total);
    }
    return out;
}

void Writer::table(const QStringList& headers, const QList<QStringList>& rows, const QList<int>& boldRows)
{
    QTextTableFormat f;
    f.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    f.setBorder(0.5);
    f.setBorderBrush(QColor(0xc8, 0xcd, 0xd3));
    f.setCellPadding(4);
    f.setCellSpacing(0);
    f.setHeaderRowCount(1);
    f.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    double size = 8.5;
    f.setColumnWidthConstraints(columnWidths(headers, rows, cursor_.document()->pageSize().width(), 2 * 4 + 1, size));
    QTextTable* t = cursor_.insertTable(static_cast<int>(rows.size()) + 1, static_cast<int>(headers.size()), f);
    for (int c = 0; c < headers.size(); ++c) {
        QTextTableCell cell = t->cellAt(0, c);
        QTextCharFormat bg = cell.format();
        bg.setBackground(QColor(0xe8, 0xee, 0xf4));
        cell.setFormat(bg);
        cell.firstCursorPosition().insertText(headers[c], text(size, true, kAccent));
    }
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size() && c < headers.size(); ++c) {
            QTextCursor at = t->cellAt(r + 1, c).firstCursorPosition();
            QTextBlockFormat align;
            align.setAlignment(c == 0 ? Qt::AlignLeft : Qt::AlignRight);
            at.setBlockFormat(align);
            at.insertText(rows[r][c], text(size, boldRows.contains(r)));
        }
    cursor_.movePosition(QTextCursor::End);
    reuse_ = false;
}

QTextCharFormat Writer::chartFormat(ChartObject::Kind kind, const QSizeF& size, const QString& graph, QPoint rows) const
{
    QTextCharFormat f;
    f.setObjectType(ChartObject::kType);
    f.setProperty(ChartObject::kKindProperty, static_cast<int>(kind));
    f.setProperty(ChartObject::kGraphProperty, graph);
    f.setProperty(ChartObject::kSizeProperty, size);
    f.setProperty(ChartObject::kRowsProperty, rows);
    return f;
}

void Writer::chart(ChartObject::Kind kind, const QSizeF& size, const QString& graph, QPoint rows)
{
    QTextBlockFormat b;
    b.setAlignment(Qt::AlignCenter);
    b.setBottomMargin(4);
    if (reuse_) {
        cursor_.setBlockFormat(b);
        reuse_ = false;
    } else {
        cursor_.insertBlock(b);
    }
    cursor_.insertText(QString(QChar::ObjectReplacementCharacter), chartFormat(kind, size, graph, rows));
}

void Writer::figure(const QString& caption, ChartObject::Kind kind, const QSizeF& size, const QString& graph)
{
    // The caption stays with its chart: keepWithNext() moves it to the chart's page.
    paragraph(caption);
    QTextBlockFormat b = cursor_.blockFormat();
    b.setProperty(kKeepWithNext, true);
    cursor_.setBlockFormat(b);
    chart(kind, size, graph);
}

void Writer::deferredParagraph(const QString& s)
{
    paragraph(QString());
    deferredBlock_ = cursor_.block().blockNumber();
    deferred_ = s;
}

void Writer::finish()
{
    QTextDocument& doc = *cursor_.document();
    if (deferredBlock_ < 0) {
        keepWithNext(doc);
        return;
    }
    // The headings just above the deferred text are decided with it.
    int split = deferredBlock_;
    while (split > 0 && doc.findBlockByNumber(split - 1).blockFormat().boolProperty(kKeepWithNext))
        --split;
    keepWithNext(doc, 0, split);
    QTextCursor c(doc.findBlockByNumber(deferredBlock_));
    c.insertText(deferred_, text(10));
    keepWithNext(doc, split);
}

void keepWithNext(QTextDocument& doc, int firstBlock, int endBlock)
{
    const double page = doc.pageSize().height();
    if (!(page > 0))
        return;
    QAbstractTextDocumentLayout* layout = doc.documentLayout();
    // The page of a block's first or last line: a line that does not fit a page's foot moves to the next page
    // while its block's rectangle still starts above. A block kept with the next starts on the next's page: a
    // caption broken over two pages moves whole.
    const auto pageOf = [&](const QTextBlock& b, bool last) {
        const QRectF r = layout->blockBoundingRect(b);
        const QTextLayout* l = b.layout();
        double y = r.top();
        if (l && l->lineCount() > 0) {
            const QTextLine line = l->lineAt(last ? l->lineCount() - 1 : 0);
            y += line.y() + (last ? line.height() / 2 : 0.0);
        }
        return static_cast<int>(y / page);
    };
    // One pass in document order: a block moved to the next page takes along the kept blocks just before it (a
    // heading above a caption), so nothing behind the pass needs another look. Each move lays out the rest of the
    // document again before the pass goes on, so every later decision sees the pages as they now are.
    const auto kept = [](const QTextBlock& b) {
        return b.isValid() && b.blockFormat().boolProperty(Writer::kKeepWithNext);
    };
    const auto broken = [](const QTextBlock& b) {
        return (b.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) != 0;
    };
    for (QTextBlock b = doc.findBlockByNumber(firstBlock); b.isValid(); b = b.next()) {
        if (endBlock >= 0 && b.blockNumber() >= endBlock)
            break;
        if (!kept(b) || broken(b))
            continue;
        QTextBlock next = b.next();
        while (next.isValid() && next.text().isEmpty() && next.length() <= 1 && next.next().isValid())
            next = next.next(); // an empty block a list left behind holds nothing
        const int here = pageOf(b, false);
        if (!next.isValid() || pageOf(next, false) == here)
            continue;
        QTextBlock first = b;
        while (kept(first.previous()) && pageOf(first.previous(), false) == here && !broken(first.previous()))
            first = first.previous();
        QTextCursor c(first);
        QTextBlockFormat f = first.blockFormat();
        f.setPageBreakPolicy(f.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
        c.setBlockFormat(f);
    }
}

} // namespace gpui::proposal
