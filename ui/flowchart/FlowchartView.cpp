#include "flowchart/FlowchartView.h"

#include "flowchart/FlowchartAccessible.h"
#include "flowchart/FlowchartScene.h"

#include <QGuiApplication>
#include <QMouseEvent>
#include <QScrollBar>
#include <QTimer>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>

namespace gpui {
namespace {
constexpr qreal kMinZoom = 0.15;
constexpr qreal kMaxZoom = 4.0;
} // namespace

bool FlowchartView::gliding() const
{
    return glide_->state() == QAbstractAnimation::Running;
}

FlowchartView::FlowchartView(QWidget* parent)
    : QGraphicsView(parent)
    , glide_(new QVariantAnimation(this))
    , autoScroll_(new QTimer(this))
{
    autoScroll_->setInterval(30);
    connect(autoScroll_, &QTimer::timeout, this, &FlowchartView::autoScroll);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    installFlowchartAccessibility();
    glide_->setDuration(kGlideMs);
    glide_->setEasingCurve(QEasingCurve::InOutCubic);
    connect(glide_, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& v) { centerOn(v.toPointF()); });
}

qreal FlowchartView::zoom() const
{
    return transform().m11();
}

void FlowchartView::zoomBy(qreal factor)
{
    const qreal target = std::clamp(zoom() * factor, kMinZoom, kMaxZoom);
    const qreal f = target / zoom();
    scale(f, f);
    fitted_ = false;
}

void FlowchartView::zoomIn()
{
    zoomBy(1.2);
}

void FlowchartView::zoomOut()
{
    zoomBy(1.0 / 1.2);
}

qreal FlowchartView::fitZoom() const
{
    const QRectF graph = fitRect();
    const QSizeF canvas = viewport()->size();
    if (graph.isEmpty() || canvas.isEmpty())
        return 1.0;
    const qreal wide = canvas.width() / graph.width(), tall = canvas.height() / graph.height();
    const qreal whole = std::min(wide, tall);
    // The canvas's shorter side filled: a wide graph in a landscape canvas as tall as the canvas, not a thin band.
    const qreal fill = canvas.width() < canvas.height() ? wide : tall;
    return std::clamp(std::max({whole, fill, readable_}), kMinZoom, capped_ ? maxFit_ : std::max(maxFit_, whole));
}

void FlowchartView::fitAll()
{
    if (!scene())
        return;
    glide_->stop(); // a glide under way would carry the view off what Fit centres
    const qreal z = fitZoom();
    setTransform(QTransform::fromScale(z, z));
    // The whole graph shown: its centre; a part of it: the current step.
    const QRectF graph = fitRect();
    const bool whole = graph.width() * z <= viewport()->width() + 1 && graph.height() * z <= viewport()->height() + 1;
    // The step with what its answers lead to where they fit, else the step itself.
    const bool aroundFits = focus_.width() * z <= viewport()->width() && focus_.height() * z <= viewport()->height();
    centerOn(whole || focus_.isEmpty() ? graph.center() : aroundFits ? focus_.center() : step_.center());
    fitted_ = true;
}

void FlowchartView::fitWhole()
{
    if (!scene())
        return;
    glide_->stop();
    const QRectF graph = fitRect();
    const QSizeF canvas = viewport()->size();
    if (graph.isEmpty() || canvas.isEmpty())
        return;
    const qreal whole = std::min(canvas.width() / graph.width(), canvas.height() / graph.height());
    const qreal z = std::min({whole, maxFit_, 1.0});
    setTransform(QTransform::fromScale(z, z));
    centerOn(graph.center());
    fitted_ = false; // a resize keeps this zoom: Fit again fits again
}

void FlowchartView::mouseMoveEvent(QMouseEvent* event)
{
    QGraphicsView::mouseMoveEvent(event);
    const auto* flow = qobject_cast<const FlowchartScene*>(scene());
    if (!flow || !flow->draggingEdge() || !(event->buttons() & Qt::LeftButton)) {
        autoScroll_->stop();
        return;
    }
    dragAt_ = event->position().toPoint();
    dragButtons_ = event->buttons();
    const QRect inner = viewport()->rect().adjusted(kAutoScrollMargin, kAutoScrollMargin, -kAutoScrollMargin,
                                                    -kAutoScrollMargin);
    if (inner.contains(dragAt_))
        autoScroll_->stop();
    else if (!autoScroll_->isActive())
        autoScroll_->start();
}

void FlowchartView::mouseReleaseEvent(QMouseEvent* event)
{
    autoScroll_->stop();
    QGraphicsView::mouseReleaseEvent(event);
}

void FlowchartView::autoScroll()
{
    const auto* flow = qobject_cast<const FlowchartScene*>(scene());
    if (!flow || !flow->draggingEdge()) {
        autoScroll_->stop();
        return;
    }
    // Faster the nearer the edge, as item views scroll while something is dragged.
    const QRect r = viewport()->rect();
    const auto speed = [](int distance) { return std::clamp(kAutoScrollMargin - distance, 0, kAutoScrollMargin) / 2 + 2; };
    int dx = 0, dy = 0;
    if (dragAt_.x() < r.left() + kAutoScrollMargin)
        dx = -speed(dragAt_.x() - r.left());
    else if (dragAt_.x() > r.right() - kAutoScrollMargin)
        dx = speed(r.right() - dragAt_.x());
    if (dragAt_.y() < r.top() + kAutoScrollMargin)
        dy = -speed(dragAt_.y() - r.top());
    else if (dragAt_.y() > r.bottom() - kAutoScrollMargin)
        dy = speed(r.bottom() - dragAt_.y());
    if (dx == 0 && dy == 0) {
        autoScroll_->stop();
        return;
    }
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + dx);
    verticalScrollBar()->setValue(verticalScrollBar()->value() + dy);
    // The pointer stands still over a moving chart: the arrow's end follows the chart under it.
    QMouseEvent move(QEvent::MouseMove, QPointF(dragAt_), mapToGlobal(QPointF(dragAt_)), Qt::NoButton,
                     dragButtons_, QGuiApplication::keyboardModifiers());
    QGuiApplication::sendEvent(viewport(), &move);
}

void FlowchartView::pin(const QPointF& scenePoint, const QPoint& viewportPoint)
{
    const QPoint now = mapFromScene(scenePoint);
    const int dx = now.x() - viewportPoint.x(), dy = now.y() - viewportPoint.y();
    // A glide under way (to what was just added) goes on, shifted as the layout shifted.
    if (gliding()) {
        const QPointF shift(dx / zoom(), dy / zoom());
        glide_->setStartValue(glide_->startValue().toPointF() + shift);
        glide_->setEndValue(glide_->endValue().toPointF() + shift);
        return;
    }
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + dx);
    verticalScrollBar()->setValue(verticalScrollBar()->value() + dy);
}

void FlowchartView::pan(int dx, int dy)
{
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + dx * viewport()->width() / 10);
    verticalScrollBar()->setValue(verticalScrollBar()->value() + dy * viewport()->height() / 10);
}

void FlowchartView::reveal(const QRectF& rect)
{
    const QRectF want = rect.adjusted(-30, -30, 30, 30);
    QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (visible.contains(want))
        return;
    // Zoomed out as far as the rectangle needs to fit, never in.
    if (want.width() > visible.width() || want.height() > visible.height()) {
        const qreal fit = std::min(visible.width() / want.width(), visible.height() / want.height());
        const qreal target = std::max(kMinZoom, zoom() * fit);
        const qreal f = target / zoom();
        scale(f, f);
        fitted_ = false;
        visible = mapToScene(viewport()->rect()).boundingRect();
    }
    glide_->stop();
    glide_->setStartValue(visible.center());
    glide_->setEndValue(rect.center());
    glide_->start();
}

void FlowchartView::wheelEvent(QWheelEvent* event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    zoomBy(delta > 0 ? 1.12 : 1.0 / 1.12);
    event->accept();
}

void FlowchartView::resizeEvent(QResizeEvent* event)
{
    QGraphicsView::resizeEvent(event);
    if (fitted_)
        fitAll();
}

} // namespace gpui
