#pragma once

#include <QGraphicsView>

class QTimer;
class QVariantAnimation;

namespace gpui {

// A QGraphicsView with the navigation people expect of a diagram: wheel and Ctrl +/- zoom, drag to pan, fit, and
// a gentle glide to the node that matters.
class FlowchartView : public QGraphicsView {
    Q_OBJECT
public:
    explicit FlowchartView(QWidget* parent = nullptr);
    static constexpr int kGlideMs = 280; // the glide to what a step shows
    bool gliding() const;

    void zoomIn();
    void zoomOut();
    // Fit: the graph fills the canvas's shorter side, and is never drawn smaller than the whole graph nor than its
    // texts can be read (setReadableZoom); when that leaves part of it outside, the view is centred on the current
    // step (setFocusRect).
    void fitAll();
    // The whole graph (the fit rectangle) in the view, never drawn larger than 1:1 nor past the largest fit zoom.
    void fitWhole();
    // The zoom at which the node texts are readable (8 px high), and what the walk shows now.
    void setReadableZoom(qreal zoom) { readable_ = zoom; }
    // `step` the current node, `around` it with the nodes its answers lead to.
    void setFocusRect(const QRectF& step, const QRectF& around)
    {
        step_ = step;
        focus_ = around;
    }
    // The zoom Fit takes for this viewport.
    qreal fitZoom() const;
    // What Fit fits: the scene's rectangle unless set (an editor's scene has room around the graph to scroll into).
    void setFitRect(const QRectF& rect) { fitRect_ = rect; }
    // The largest zoom Fit takes (a small graph is not blown up past it).
    void setMaxFitZoom(qreal zoom)
    {
        maxFit_ = zoom;
        capped_ = true;
    }
    // Scrolls so that the scene point is at the viewport point: an edited node stays where it was on screen when the
    // layout around it changes.
    void pin(const QPointF& scenePoint, const QPoint& viewportPoint);
    // Scrolls by a tenth of the viewport in each direction given (-1, 0, 1): the arrow keys.
    void pan(int dx, int dy);
    // Glides to show the rectangle, zooming out only if it does not fit.
    void reveal(const QRectF& rect);
    qreal zoom() const;

    // While an answer's arrow is dragged this close to the viewport's edge, the view scrolls towards it.
    static constexpr int kAutoScrollMargin = 32;

protected:
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;

private:
    void autoScroll();
    void zoomBy(qreal factor);
    QVariantAnimation* glide_;
    QTimer* autoScroll_;
    QPoint dragAt_; // the pointer in the viewport while an arrow is dragged
    Qt::MouseButtons dragButtons_;
    bool fitted_ = true; // follows the window's size until the user zooms
    qreal readable_ = 0;
    QRectF fitRect() const { return fitRect_.isNull() ? sceneRect() : fitRect_; }
    QRectF step_;
    QRectF focus_;
    QRectF fitRect_;
    qreal maxFit_ = 2.5; // Fit grows a chart to fill a large screen, not past this unless the whole graph fits
    bool capped_ = false;  // ... nor then
};

} // namespace gpui
