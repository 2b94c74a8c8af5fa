#pragma once

#include "proposal/ChartObject.h"

#include <QColor>
#include <QList>
#include <QSizeF>
#include <QStringList>
#include <QTextCharFormat>
#include <QTextCursor>

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
    void heading(const QString& s, bool newPage = false) { block(s, text(16, true, kAccent), 10, newPage); }
    void subheading(const QString& s) { block(s, text(12, true, kAccent), 4); }
    void paragraph(const QString& s) { block(s, text(10), 6); }
    void note(const QString& s) { block(s, text(8.5, false, kMuted), 6); }
    void bullets(const QStringList& items);
    // A table with a header row; the first column left-aligned, the others right-aligned; boldRows in bold.
    void table(const QStringList& headers, const QList<QStringList>& rows, const QList<int>& boldRows = {});
    void chart(ChartObject::Kind kind, const QSizeF& size, const QString& graph = {});

private:
    QTextCursor cursor_;
    bool reuse_ = true;
};

} // namespace gpui::proposal
