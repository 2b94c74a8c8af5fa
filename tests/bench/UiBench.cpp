#include "UiBench.h"

#include "BenchUtil.h"
#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartLayout.h"
#include "flowchart/FlowchartPainter.h"
#include "flowchart/FlowchartStyle.h"

#include <QApplication>
#include <QImage>
#include <QPainter>

namespace gpbench {

void benchFlowchart()
{
    const gp::Graph* largest = nullptr;
    std::size_t most = 0;
    for (const gp::Graph& g : gp::builtinGraphs()) {
        std::size_t size = g.nodes.size();
        for (const gp::Node& n : g.nodes)
            size += n.choices.size();
        if (size > most) {
            most = size;
            largest = &g;
        }
    }
    if (!largest)
        return;
    const auto style = gpui::FlowchartStyle::fromPalette(QApplication::palette(), QApplication::font());
    gpui::FlowchartLayout layout = gpui::FlowchartLayout::compute(*largest, style); // warm-up: loads plugins
    const Samples l = time(30, [&] { layout = gpui::FlowchartLayout::compute(*largest, style); });
    report("flowchart_layout", l, 0.0, ", \"graph\": \"" + largest->id + "\"");

    gp::Walk walk(*largest);
    walk.choose(largest->nodes.front().choices.front().id);
    const gpui::WalkHighlight highlight(walk);
    QImage image(layout.bounds.size().toSize(), QImage::Format_ARGB32_Premultiplied);
    const Samples p = time(30, [&] {
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        gpui::FlowchartPainter::paintChart(&painter, *largest, layout, highlight, style);
    });
    report("flowchart_paint", p, 0.0,
           ", \"graph\": \"" + largest->id + "\", \"pixels\": \"" + std::to_string(image.width()) + "x" +
               std::to_string(image.height()) + "\"");
}

} // namespace gpbench
