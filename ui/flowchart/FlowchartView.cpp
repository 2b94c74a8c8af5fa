#include "flowchart/FlowchartView.h"

#include "flowchart/FlowchartAccessible.h"

#include <QScrollBar>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>

namespace gpui {
namespace {
constexpr qreal kMinZoom = 0.15;
constexpr qreal kMaxZoom = 4.0;
constexpr qreal kMaxFitZoom = 2.5; // Fit grows a chart to fill a large screen, not past this
} // namespace

bool FlowchartView::gliding() const
{
    return glide_->state() == QAbstractAnimation::Running;
}

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

void FlowchartView::fitAll()
{
    if (!scene())
        return;
    // The whole graph at any window size: larger than its natural size on a large screen (its text grows with it),
    // smaller on a small one, within the zoom's own limits.
    fitInView(sceneRect(), Qt::KeepAspectRatio);
    const qreal z = std::clamp(zoom(), kMinZoom, kMaxFitZoom);
    setTransform(QTransform::fromScale(z, z));
    centerOn(sceneRect().center());
    fitted_ = true;
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
