#include "flowchart/FlowchartExport.h"
#include "presenters/Content.h"

#include "flowchart/FlowchartPainter.h"

#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace gpui {
namespace {

void paint(QPainter& p, const gp::Graph& graph, const FlowchartLayout& layout, const WalkHighlight& highlight,
           const FlowchartStyle& style, const QRectF& frame)
{
    p.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    p.fillRect(frame, style.background);
    p.translate(-frame.topLeft());
    FlowchartPainter::paintChart(&p, graph, layout, highlight, style);
}

QRectF frameOf(const FlowchartLayout& layout)
{
    return layout.bounds.adjusted(-16, -16, 16, 16);
}

} // namespace

bool FlowchartExport::writeSvg(const QString& path, const gp::Graph& graph, const FlowchartLayout& layout,
                               const WalkHighlight& highlight, const FlowchartStyle& style)
{
    const QRectF frame = frameOf(layout);
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(frame.size().toSize());
    svg.setViewBox(QRectF(QPointF(0, 0), frame.size()));
    svg.setTitle(content(graph.title));
    svg.setDescription(QStringLiteral("Goodput Planner decision flowchart"));
    QPainter p;
    if (!p.begin(&svg))
        return false;
    paint(p, graph, layout, highlight, style, frame);
    return p.end() && QFileInfo(path).size() > 0;
}

bool FlowchartExport::writePng(const QString& path, const gp::Graph& graph, const FlowchartLayout& layout,
                               const WalkHighlight& highlight, const FlowchartStyle& style, qreal scale)
{
    const QRectF frame = frameOf(layout);
    QImage image((frame.size() * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(style.background);
    QPainter p(&image);
    paint(p, graph, layout, highlight, style, frame);
    p.end();
    return image.save(path, "PNG");
}

} // namespace gpui
