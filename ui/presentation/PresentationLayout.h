#pragma once

#include "presenters/AnswerText.h"
#include "decision/GraphLibrary.h"
#include "decision/Walk.h"
#include "flowchart/WalkPathPainter.h"

#include <QCoreApplication>
#include <QFont>
#include <QLineF>
#include <QList>
#include <QPalette>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QPainter;

namespace gpui {

// What the presentation shows, in reading order: the title, the headline and the plan's answers (the
// recommendation first), then the walk that advises on it.
struct PresentationContent {
    QString title;
    QString headline;
    QString factors;
    QList<AnswerText::Answer> answers;
    QString walkNote;
    gp::GraphLibrary graphs; // what the walk's graph belongs to: kept while the walk is shown
    std::optional<gp::Walk> walk;
};

// One thing drawn on a page, placed in the window: a paragraph of text, or some rows of the walk.
struct PresentationBlock {
    enum class Role { Title, Headline, Factors, AnswerTitle, AnswerValue, AnswerDetail, WalkNote, Walk, PageNumber };
    Role role = Role::Title;
    QString text; // empty for the walk
    QFont font;
    QRectF rect;                          // in the window's coordinates; the text wraps within its width
    WalkPathPainter::Rows rows{0, 0};     // the walk's rows drawn (Role::Walk)
    qreal scale = 1.0;                    // the walk's scale (Role::Walk), below 1 only for a row taller than a page
    qreal inset = 0;                      // the walk's distance from the block's edges (Role::Walk)
};

// The presentation laid out for a window's size, away from painting so that a test can check where each figure
// lands. The type is as large as the window's height allows; where that does not fit one page it shrinks, down to
// a floor that still reads across a room, and below the floor the content runs over pages, each with the title and
// "Page 2 of 3". Paragraphs flow down two columns (one on a narrow window); the walk begins a column of its own.
class PresentationLayout {
    Q_DECLARE_TR_FUNCTIONS(gpui::PresentationLayout)
public:
    static PresentationLayout of(const PresentationContent& content, QSizeF size, const QFont& base,
                                 const QPalette& palette);

    // The body's point size chosen, the size the window's height suggests, and the floor it may shrink to.
    qreal typeSize() const { return typeSize_; }
    static qreal naturalTypeSize(qreal windowHeight);
    static qreal floorTypeSize(qreal windowHeight);
    // The smallest point size drawn.
    qreal smallestPointSize() const;

    int pageCount() const { return static_cast<int>(pages_.size()); }
    // The blocks of page `i`, the title and the page number included.
    const QList<PresentationBlock>& page(int i) const { return pages_[static_cast<std::size_t>(i)]; }
    // The line under the title.
    QLineF rule() const { return rule_; }
    // The walk's painter, at the column's width; null without a walk.
    const WalkPathPainter* walk() const { return walk_.get(); }

    // Text as the layout measures and draws it: wrapped at word boundaries, and anywhere within a word wider than
    // the line, so that nothing runs past the edge.
    static qreal textHeight(const QString& text, const QFont& font, qreal width);
    static void drawText(QPainter& p, const QRectF& rect, const QString& text, const QFont& font);

private:
    qreal typeSize_ = 0;
    std::vector<QList<PresentationBlock>> pages_;
    QLineF rule_;
    std::shared_ptr<const WalkPathPainter> walk_;
};

} // namespace gpui
