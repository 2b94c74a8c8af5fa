#pragma once

#include "proposal/ChartObject.h"

#include <QColor>
#include <QList>
#include <QPoint>
#include <QSizeF>
#include <QStringList>
#include <QTextCharFormat>
#include <QTextCursor>
#include <QTextLength>

#include <vector>

class QLocale;
class QTextDocument;

namespace gpui::proposal {

inline const QColor kAccent(0x1f, 0x4e, 0x79);
inline const QColor kMuted(0x5a, 0x62, 0x6e);

// Typography: one sans family throughout, sizes in points.
QTextCharFormat text(double size = 10, bool bold = false, const QColor& colour = QColor(0x1a, 0x1a, 0x1a));

// Writes the proposal's blocks at the end of a QTextDocument through QTextCursor calls only: user text goes in as
// text, never as markup.
class Writer {
public:
    explicit Writer(QTextDocument& doc);

    QTextCursor& cursor() { return cursor_; }

    void block(const QString& s, const QTextCharFormat& f, double spaceAfter = 6, bool pageBreak = false,
               Qt::Alignment align = Qt::AlignLeft);
    // Headings stay with what follows them (keepWithNext() moves one left at a page's foot to the next page).
    void heading(const QString& s, bool newPage = false);
    void subheading(const QString& s);
    void paragraph(const QString& s) { block(s, text(10), 6); }
    void note(const QString& s) { block(s, text(8.5, false, kMuted), 6); }
    void bullets(const QStringList& items);
    // A table with a header row; the first column left-aligned, the others right-aligned; boldRows in bold.
    // The first `leftColumns` columns are text, aligned left; the rest figures, aligned right.
    // `textColumns` are more columns of text, aligned left wherever they stand (a detail after a figure).
    void table(const QStringList& headers, const QList<QStringList>& rows, const QList<int>& boldRows = {},
               int leftColumns = 1, const QList<int>& textColumns = {});
    void chart(ChartObject::Kind kind, const QSizeF& size, const QString& graph = {}, QPoint rows = {});
    // A chart with its caption above it, kept on the chart's page.
    void figure(const QString& caption, ChartObject::Kind kind, const QSizeF& size, const QString& graph = {});

    // A long text of the user's (the plan's notes), written by finish() once the pages before it are settled, so
    // that its layout is not repeated for every block paginate() moves. One a document.
    void deferredParagraph(const QString& s);
    // Ends the document: paginates it before and after the deferred text.
    void finish();

    // The block property that marks a heading.
    static constexpr int kKeepWithNext = QTextFormat::UserProperty + 10;

private:
    QTextCharFormat chartFormat(ChartObject::Kind kind, const QSizeF& size, const QString& graph, QPoint rows) const;
    // Column widths that break no word, with the text size (lowered for a table too wide for its words).
    QList<QTextLength> columnWidths(const QStringList& headers, const QList<QStringList>& rows, double width,
                                    double padding, double& size) const;
    static constexpr double kSmallestTableText = 7.0;
    QTextCursor cursor_;
    bool reuse_ = true;
    int deferredBlock_ = -1;
    QString deferred_;
};

// Page breaks where the layout's own would cut what a reader reads as one: for the blocks [firstBlock, endBlock)
// (-1: to the end) of a document written and laid out,
// - a heading or caption that ended a page moves, with the headings just above it, to the next page;
// - a paragraph or list item of at most kShortLines lines that a page's foot cuts moves whole to the next page; a
//   longer one breaks after its last sentence that ends on the page (at a line if no sentence does), keeping two
//   lines on each side;
// - a table row cut by a page's foot moves whole: the table with it when it is the first row, else the rows from
//   it on continue in a table of their own, under the same header, on the next page.
// A break that changes no line's place (a long paragraph cut at a line) is only noted in `cuts`: applyCuts() makes
// them, once the document is paginated, so that no block's lines lie on two pages (QTextLayout draws a block's line
// beyond the clip too, which a PDF's text layer keeps). Each other change lays out the rest of the document again
// before the pass goes on, so every later decision sees the pages as they now are.
void paginate(QTextDocument& doc, std::vector<int>& cuts, int firstBlock = 0, int endBlock = -1);
void applyCuts(QTextDocument& doc, std::vector<int> cuts);
inline constexpr int kShortLines = 8;
// s with a zero-width space every four characters of each run of more than 120 without a space: where a line may
// break in a run wider than a line (an address, a hash), for the layout's sake (see deferredParagraph()).
QString breakable(const QString& s);
// A quotation inside a quotation in the locale's secondary marks: “the “Spot” plan” reads “the ‘Spot’ plan”.
QString nestedQuotes(const QString& s, const QLocale& locale);
// s with a no-break space where a number meets its unit ("100 %", "118.875 $", "30 s"): no line breaks between them.
QString unitsKept(const QString& s);
// Text as the proposal prints it: whole words (wholeWords()), nested quotations, numbers kept with their units.
QString printed(const QString& s);

} // namespace gpui::proposal
