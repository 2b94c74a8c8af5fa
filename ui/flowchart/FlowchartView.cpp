#include "flowchart/FlowchartView.h"

#include "flowchart/FlowchartAccessible.h"

#include <QScrollBar>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>

namespace gpui {

FlowchartView::FlowchartView(QWidget* parent)
    : QGraphicsView(parent)
    , glide_(new QVariantAnimation(this))
{
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
    setDragMode(QGraphicsView::ScrollHandDrag);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::BoundingRectViewportUpdate);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::StrongFocus);
    installFlowchartAccessibility();
    glide_->setDuration(280);
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
    const qreal target = std::clamp(zoom() * factor, 0.15, 4.0);
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

void FlowchartView::fitAll()
{
    if (!scene())
        return;
    fitInView(sceneRect(), Qt::KeepAspectRatio);
    // Never blow a small chart up beyond its natural size, nor shrink a large one past legibility: then scroll.
    const qreal z = std::clamp(zoom(), 0.62, 1.0);
    setTransform(QTransform::fromScale(z, z));
    fitted_ = true;
}

void FlowchartView::reveal(const QRectF& rect)
{
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    if (visible.contains(rect.adjusted(-30, -30, 30, 30)))
        return;
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
