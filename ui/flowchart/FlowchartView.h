#pragma once

#include <QGraphicsView>

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
    void fitAll();
    // Scrolls by a tenth of the viewport in each direction given (-1, 0, 1): the arrow keys.
    void pan(int dx, int dy);
    // Glides to show the rectangle, zooming out only if it does not fit.
    void reveal(const QRectF& rect);
    qreal zoom() const;

protected:
    void wheelEvent(QWheelEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    void zoomBy(qreal factor);
    QVariantAnimation* glide_;
    bool fitted_ = true; // follows the window's size until the user zooms
};

} // namespace gpui
