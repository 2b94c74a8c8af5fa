#include "UiBench.h"

#include "BenchUtil.h"
#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartLayout.h"
#include "flowchart/FlowchartPainter.h"
#include "flowchart/FlowchartStyle.h"

#include "document/PlanDocument.h"
#include "mainwindow/MainWindow.h"
#include "proposal/ProposalExporter.h"
#include "workbench/SliderField.h"
#include "workbench/WorkbenchControls.h"
#include "workbench/WorkbenchView.h"

#include <QApplication>
#include <QSlider>
#include <QTabWidget>
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

namespace gpbench {

void benchWorkbench()
{
    // The whole main window, as the application opens it, so that every view that listens to the plan is counted.
    gpui::PlanDocument document;
    document.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&document);
    window.resize(1360, 860);
    window.showView(2);
    window.show();
    QApplication::processEvents();
    gpui::WorkbenchView& view = *window.findChild<gpui::WorkbenchView*>();
    QSlider* slider = view.controls()->field(QStringLiteral("runtime.checkpoint_interval"))->slider();
    const char* names[] = {"workbench_slider_to_replot", "workbench_slider_to_replot_scale_tab"};
    for (int tab = 0; tab < 2; ++tab) {
        view.tabs()->setCurrentIndex(tab);
        QApplication::processEvents();
        slider->setSliderDown(true);
        // A drag back and forth across a tenth of the slider: every sample changes the value.
        int step = 0;
        auto move = [&] { slider->setValue(400 + (step++ % 100)); };
        for (int i = 0; i < 10; ++i) // warm-up
            move();
        const Samples s = time(201, move);
        slider->setSliderDown(false);
        report(names[tab], s, 0.0, ", \"charts\": " + std::to_string(view.visibleCharts().size()) +
                                       ", \"points_per_curve\": 2000");
    }
}

} // namespace gpbench

namespace gpbench {

void benchProposal()
{
    const gp::Plan plan = gpui::PlanDocument::examplePlan();
    std::size_t bytes = 0;
    gpui::ProposalExporter::renderPdf(plan, {}, nullptr); // warm-up: fonts and Graphviz plugins
    const Samples s = time(11, [&] { bytes = std::size_t(gpui::ProposalExporter::renderPdf(plan, {}, nullptr)->size()); });
    report("proposal_export", s, 0.0, ", \"bytes\": " + std::to_string(bytes));
}

} // namespace gpbench
