#pragma once

#include "presentation/PresentationLayout.h"

#include <QWidget>

namespace gpui {

class PlanDocument;
class ViewRefresh;

// The plan for a room: full screen, large type, the recommendation and its figures, and the GPU walk drawn large as
// the advice beside them, nothing else. Its type grows with the screen and shrinks, to a floor, to fit it; below the
// floor it pages (PresentationLayout): the arrow keys, Page Up and Down, Space and a click turn the pages, Home and
// End go to the first and the last. It follows the palette (light or dark) and the plan's edits. F11 or Esc leaves it.
class PresentationView : public QWidget {
    Q_OBJECT
public:
    explicit PresentationView(PlanDocument* document, QWidget* parent = nullptr);

    // The figures shown, as read aloud: the title, the headline and each answer (for tests and screen readers).
    QStringList texts() const;
    // The smallest point size drawn at the current size.
    qreal smallestPointSize() const;
    // The layout at the current size, and the page shown (from 0).
    const PresentationLayout& layout() const { return layout_; }
    int page() const { return page_; }
    int pageCount() const { return layout_.pageCount(); }
    void setPage(int page);

signals:
    void closed();

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;

private:
    void refresh();
    void relayout();
    PlanDocument* document_;
    ViewRefresh* refresh_;
    PresentationContent content_;
    PresentationLayout layout_;
    int page_ = 0;
};

} // namespace gpui
