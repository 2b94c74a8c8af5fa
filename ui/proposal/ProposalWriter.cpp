#include "proposal/ProposalWriter.h"

#include "presenters/Format.h"
#include <QTextDocumentFragment>
#include <QTextTable>
#include <numeric>
#include <QLocale>
#include <QRegularExpression>
#include <QFontMetricsF>
#include "proposal/ProposalFont.h"

#include <QAbstractTextDocumentLayout>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextLayout>
#include <QTextDocument>
#include <QTextList>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
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
    cursor_.insertText(printed(s), f);
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
        cursor_.insertText(printed(item), text(10));
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

void Writer::table(const QStringList& headers, const QList<QStringList>& rows, const QList<int>& boldRows,
                   int leftColumns, const QList<int>& textColumns)
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
        cell.firstCursorPosition().insertText(printed(headers[c]), text(size, true, kAccent));
    }
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size() && c < headers.size(); ++c) {
            QTextCursor at = t->cellAt(r + 1, c).firstCursorPosition();
            QTextBlockFormat align;
            align.setAlignment(c < leftColumns || textColumns.contains(c) ? Qt::AlignLeft : Qt::AlignRight);
            at.setBlockFormat(align);
            at.insertText(printed(rows[r][c]), text(size, boldRows.contains(r)));
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
    // The caption stays with its chart: paginate() moves it to the chart's page.
    paragraph(caption);
    QTextBlockFormat b = cursor_.blockFormat();
    b.setProperty(kKeepWithNext, true);
    cursor_.setBlockFormat(b);
    chart(kind, size, graph);
}

QString nestedQuotes(const QString& s, const QLocale& locale)
{
    // The locale's quotation marks, primary and secondary: "“”" and "‘’" in English, "„“" and "‚‘" in German.
    const QString primary = locale.quoteString(QString());
    const QString secondary = locale.quoteString(QString(), QLocale::AlternateQuotation);
    if (primary.size() != 2 || secondary.size() != 2 || primary.at(0) == primary.at(1))
        return s;
    QString out = s;
    int depth = 0;
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (out.at(i) == primary.at(0)) {
            if (depth > 0)
                out[i] = secondary.at(0);
            ++depth;
        } else if (out.at(i) == primary.at(1) && depth > 0) {
            --depth;
            if (depth > 0)
                out[i] = secondary.at(1);
        }
    }
    return out;
}

QString unitsKept(const QString& s)
{
    // A number and its unit on one line: "100 %" never breaks before its "%" (German sets a space there).
    static const QRegularExpression beforeUnit(
        QStringLiteral("(?<=\\d) (?=(%|\\$|€|×|h|min|s|ms|GB|GiB|TB|PB|GB/s)(?![\\w]))"),
        QRegularExpression::UseUnicodePropertiesOption);
    QString out = s;
    return out.replace(beforeUnit, QString(QChar(0x00A0)));
}

QString printed(const QString& s)
{
    return unitsKept(nestedQuotes(wholeWords(s), QLocale()));
}

QString breakable(const QString& s)
{
    // Qt's line breaker measures a whole word before it breaks one wider than the line, line after line: an
    // unbroken run of 100,000 characters took a third of a second to lay out. A zero-width space every few
    // characters of a run longer than any word lets it break there, as a browser breaks a long address.
    constexpr int kLongestWord = 120, kEvery = 4;
    QString out;
    out.reserve(s.size() + s.size() / kEvery);
    int run = 0;
    for (int i = 0; i < s.size(); ++i) {
        const QChar c = s.at(i);
        run = c.isSpace() ? 0 : run + 1;
        // Not inside a surrogate pair, and only once the run is known to be long.
        if (run > kLongestWord && run % kEvery == 1 && !c.isLowSurrogate())
            out += QChar(0x200B);
        out += c;
    }
    return out;
}

void Writer::deferredParagraph(const QString& s)
{
    paragraph(QString());
    deferredBlock_ = cursor_.block().blockNumber();
    deferred_ = breakable(s);
}

void Writer::finish()
{
    QTextDocument& doc = *cursor_.document();
    std::vector<int> cuts;
    if (deferredBlock_ < 0) {
        paginate(doc, cuts);
        applyCuts(doc, std::move(cuts));
        return;
    }
    // The headings just above the deferred text are decided with it. Cursors keep their places while the pass
    // before them adds blocks.
    int split = deferredBlock_;
    while (split > 0 && doc.findBlockByNumber(split - 1).blockFormat().boolProperty(kKeepWithNext))
        --split;
    QTextCursor from(doc.findBlockByNumber(split));
    QTextCursor deferred(doc.findBlockByNumber(deferredBlock_));
    paginate(doc, cuts, 0, from.position());
    deferred.insertText(deferred_, text(10));
    paginate(doc, cuts, from.position());
    applyCuts(doc, std::move(cuts));
}

namespace {

// Where the laid-out document's lines fall: pages of the document's page height, from its top.
class Pages {
public:
    explicit Pages(QTextDocument& doc)
        : layout_(doc.documentLayout())
        , height_(doc.pageSize().height())
    {
    }
    double height() const { return height_; }
    double top(const QTextBlock& b) const { return layout_->blockBoundingRect(b).top(); }
    double lineTop(const QTextBlock& b, int line) const { return top(b) + b.layout()->lineAt(line).y(); }
    // A line that does not fit a page's foot starts the next page, while its block's rectangle may start above.
    int ofLine(const QTextBlock& b, int line) const { return static_cast<int>((lineTop(b, line) + 0.5) / height_); }
    int of(const QTextBlock& b) const
    {
        return b.layout() && b.layout()->lineCount() > 0 ? ofLine(b, 0) : static_cast<int>((top(b) + 0.5) / height_);
    }
    // Whether y is within a line of its page's top: moving what starts there would only leave a page empty.
    bool nearTop(double y) const { return y - std::floor((y + 0.5) / height_) * height_ < 4; }
    double blockHeight(const QTextBlock& b) const { return layout_->blockBoundingRect(b).height(); }

private:
    QAbstractTextDocumentLayout* layout_;
    double height_;
};

bool kept(const QTextBlock& b)
{
    return b.isValid() && b.blockFormat().boolProperty(Writer::kKeepWithNext);
}

bool broken(const QTextBlock& b)
{
    return (b.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) != 0;
}

void breakBefore(const QTextBlock& b)
{
    QTextCursor c(b);
    QTextBlockFormat f = b.blockFormat();
    f.setPageBreakPolicy(f.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
    c.setBlockFormat(f);
}

// The first of the kept blocks (headings, a caption) just above `before`'s successor on page `here`: what moves to
// the next page with it. Invalid when none is.
QTextBlock keptAbove(const Pages& pages, QTextBlock before, int here)
{
    QTextBlock first;
    for (; kept(before) && pages.of(before) == here; before = before.previous()) {
        first = before;
        if (broken(first))
            break;
    }
    return first;
}

// Moves b, with the kept blocks above it, to the next page. Returns whether anything moved.
bool moveToNextPage(const Pages& pages, const QTextBlock& b)
{
    const QTextBlock above = keptAbove(pages, b.previous(), pages.of(b));
    const QTextBlock first = above.isValid() ? above : b;
    if (broken(first) || pages.nearTop(pages.lineTop(first, 0)))
        return false;
    breakBefore(first);
    return true;
}

// Whether a sentence starts at text[i]: after a full stop, a question or an exclamation mark (and a closing bracket
// or quote) and a space, with a letter that is not lowercase or a digit.
bool startsSentence(const QString& text, int i)
{
    if (i < 2 || i >= text.size() || !text.at(i - 1).isSpace() || text.at(i).isLower())
        return false;
    int end = i - 2;
    while (end > 0 && QStringLiteral(")]\"'\u201d\u2019").contains(text.at(end)))
        --end;
    return QStringLiteral(".!?").contains(text.at(end));
}

// Starts a new block at `at` (a position in b's text) on the next page, formatted as b without its space above and
// out of any list (at the list's indent), so that its first line reads on as b's did.
void splitBlock(QTextDocument& doc, const QTextBlock& b, int at)
{
    QTextCursor c(&doc);
    c.setPosition(b.position() + at);
    QTextBlockFormat f = b.blockFormat();
    f.setTopMargin(0);
    f.setPageBreakPolicy(f.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
    c.insertBlock(f, c.charFormat());
    if (QTextList* list = c.currentList())
        list->remove(c.block());
}

// A paragraph too long to move whole: at each page it crosses, breaks after the last sentence that ends on the page,
// two lines into it or more; else at the line, where the page breaks already (noted in cuts), moving a line along
// if only one would go on to the next page. Returns whether the layout changed.
bool breakLong(QTextDocument& doc, const Pages& pages, const QTextBlock& b, std::vector<int>& cuts)
{
    const QTextLayout* l = b.layout();
    const int n = l->lineCount();
    const QString text = b.text();
    for (int k = 1; k < n; ++k) {
        if (pages.ofLine(b, k) == pages.ofLine(b, k - 1))
            continue;
        const int lineStart = l->lineAt(k).textStart();
        const int earliest = l->lineAt(std::min(2, k)).textStart();
        int sentence = -1;
        for (int i = lineStart; i >= earliest && sentence < 0; --i)
            if (startsSentence(text, i))
                sentence = i;
        if (sentence == lineStart || (sentence < 0 && (n - k >= 2 || k < 3))) {
            cuts.push_back(b.position() + lineStart);
            continue;
        }
        splitBlock(doc, b, sentence >= 0 ? sentence : l->lineAt(k - 1).textStart());
        return true;
    }
    return false;
}

// A table's row cut by a page's foot moves whole (see paginate()): the rows from `row` on continue on the next page
// in a table of the same format under the same header.
void splitTable(QTextTable& t, int row)
{
    const int rows = t.rows();
    const int columns = t.columns();
    const int header = std::min(t.format().headerRowCount(), row);
    QTextTableFormat f = t.format();
    f.setPageBreakPolicy(f.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
    QTextCursor at = t.lastCursorPosition();
    at.movePosition(QTextCursor::NextBlock);
    QTextTable* rest = at.insertTable(header + rows - row, columns, f);
    const auto copy = [&](int from, int to) {
        for (int c = 0; c < columns; ++c) {
            const QTextTableCell source = t.cellAt(from, c);
            QTextTableCell target = rest->cellAt(to, c);
            target.setFormat(source.format());
            QTextCursor selection = source.firstCursorPosition();
            selection.setPosition(source.lastCursorPosition().position(), QTextCursor::KeepAnchor);
            QTextCursor into = target.firstCursorPosition();
            into.setBlockFormat(source.firstCursorPosition().blockFormat());
            into.insertFragment(selection.selection());
        }
    };
    for (int r = 0; r < header; ++r)
        copy(r, r);
    for (int r = row; r < rows; ++r)
        copy(r, header + r - row);
    t.removeRows(row, rows - row);
}

// Keeps each row of t on one page. Returns whether the layout changed.
bool keepRowsWhole(const Pages& pages, QTextTable& t)
{
    const int header = t.format().headerRowCount();
    const QTextBlock first = t.firstCursorPosition().block();
    for (int r = 0; r < t.rows(); ++r) {
        int lo = std::numeric_limits<int>::max();
        int hi = -1;
        for (int c = 0; c < t.columns(); ++c) {
            const QTextTableCell cell = t.cellAt(r, c);
            const int end = cell.lastCursorPosition().position();
            for (QTextBlock b = cell.firstCursorPosition().block(); b.isValid() && b.position() <= end; b = b.next())
                for (int i = 0; b.layout() && i < b.layout()->lineCount(); ++i) {
                    lo = std::min(lo, pages.ofLine(b, i));
                    hi = std::max(hi, pages.ofLine(b, i));
                }
        }
        if (hi <= lo)
            continue;
        if (r > header) {
            splitTable(t, r);
            return true;
        }
        // The header or the first row: the table moves, with the headings above it.
        const QTextBlock above = keptAbove(pages, first.previous(), pages.of(first));
        if (above.isValid()) {
            if (broken(above) || pages.nearTop(pages.lineTop(above, 0)))
                continue;
            breakBefore(above);
            return true;
        }
        if ((t.format().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore) || pages.nearTop(pages.top(first)))
            continue;
        QTextTableFormat f = t.format();
        f.setPageBreakPolicy(f.pageBreakPolicy() | QTextFormat::PageBreak_AlwaysBefore);
        t.setFormat(f);
        return true;
    }
    return false;
}

// Looks at one block outside a table (see paginate()). Returns whether the layout changed at b or above it.
bool keepTogether(QTextDocument& doc, const Pages& pages, const QTextBlock& b, std::vector<int>& cuts)
{
    if (kept(b) && !broken(b)) {
        QTextBlock next = b.next();
        while (next.isValid() && next.text().isEmpty() && next.length() <= 1 && next.next().isValid())
            next = next.next(); // an empty block a list left behind holds nothing
        if (next.isValid() && pages.of(next) != pages.of(b) && moveToNextPage(pages, b))
            return true;
    }
    const QTextLayout* l = b.layout();
    const int n = l ? l->lineCount() : 0;
    if (n < 2 || pages.ofLine(b, 0) == pages.ofLine(b, n - 1))
        return false;
    int k = 1;
    while (pages.ofLine(b, k) == pages.ofLine(b, 0))
        ++k;
    const bool fits = pages.blockHeight(b) < pages.height() * 0.9;
    if (fits && (k < 2 || (n <= kShortLines && pages.blockHeight(b) <= pages.height() / 3)) &&
        moveToNextPage(pages, b))
        return true;
    return breakLong(doc, pages, b, cuts);
}

} // namespace

void paginate(QTextDocument& doc, std::vector<int>& cuts, int from, int to)
{
    if (!(doc.pageSize().height() > 0))
        return;
    const Pages pages(doc);
    QTextCursor end(&doc);
    end.setPosition(to < 0 ? doc.characterCount() - 1 : to);
    // One pass in document order. A change lays the rest of the document out again, and the block it touched (or
    // the table) is looked at again as it now lies; each block moves at most once, so the pass ends.
    int budget = 4 * doc.blockCount() + 64;
    QTextBlock b = doc.findBlock(from);
    while (b.isValid() && (to < 0 || b.position() < end.position()) && budget-- > 0) {
        if (QTextTable* t = QTextCursor(b).currentTable()) {
            if (!keepRowsWhole(pages, *t))
                b = t->lastCursorPosition().block().next();
            else
                b = t->firstCursorPosition().block();
            continue;
        }
        if (!keepTogether(doc, pages, b, cuts))
            b = b.next();
    }
}

void applyCuts(QTextDocument& doc, std::vector<int> cuts)
{
    if (cuts.empty())
        return;
    std::sort(cuts.begin(), cuts.end(), std::greater<>());
    QTextCursor c(&doc);
    c.beginEditBlock(); // one layout for all of them: none moves a line
    for (const int at : cuts) {
        const QTextBlock b = doc.findBlock(at);
        if (b.isValid() && at > b.position())
            splitBlock(doc, b, at - b.position());
    }
    c.endEditBlock();
}

} // namespace gpui::proposal
