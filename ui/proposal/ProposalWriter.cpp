#include "proposal/ProposalWriter.h"
#include "proposal/ProposalFont.h"

#include <QTextDocument>
#include <QTextList>
#include <QTextTable>

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
    QTextTable* t = cursor_.insertTable(static_cast<int>(rows.size()) + 1, static_cast<int>(headers.size()), f);
    for (int c = 0; c < headers.size(); ++c) {
        QTextTableCell cell = t->cellAt(0, c);
        QTextCharFormat bg = cell.format();
        bg.setBackground(QColor(0xe8, 0xee, 0xf4));
        cell.setFormat(bg);
        cell.firstCursorPosition().insertText(headers[c], text(8.5, true, kAccent));
    }
    for (int r = 0; r < rows.size(); ++r)
        for (int c = 0; c < rows[r].size() && c < headers.size(); ++c) {
            QTextCursor at = t->cellAt(r + 1, c).firstCursorPosition();
            QTextBlockFormat align;
            align.setAlignment(c == 0 ? Qt::AlignLeft : Qt::AlignRight);
            at.setBlockFormat(align);
            at.insertText(rows[r][c], text(8.5, boldRows.contains(r)));
        }
    cursor_.movePosition(QTextCursor::End);
    reuse_ = false;
}

void Writer::chart(ChartObject::Kind kind, const QSizeF& size, const QString& graph)
{
    QTextBlockFormat b;
    b.setAlignment(Qt::AlignCenter);
    b.setBottomMargin(4);
    QTextCharFormat f;
    f.setObjectType(ChartObject::kType);
    f.setProperty(ChartObject::kKindProperty, static_cast<int>(kind));
    f.setProperty(ChartObject::kGraphProperty, graph);
    f.setProperty(ChartObject::kSizeProperty, size);
    if (reuse_) {
        cursor_.setBlockFormat(b);
        reuse_ = false;
    } else {
        cursor_.insertBlock(b);
    }
    cursor_.insertText(QString(QChar::ObjectReplacementCharacter), f);
}

} // namespace gpui::proposal
