#include "plan/ScenarioCompare.h"
#include "UiBench.h"

#include "BenchUtil.h"

#include <chrono>
#include <memory>
#include <cstdio>
#include "decision/GraphLibrary.h"
#include "flowchart/FlowchartLayout.h"
#include "flowchart/FlowchartPainter.h"
#include "flowchart/FlowchartStyle.h"

#include "document/PlanDocument.h"
#include "mainwindow/Language.h"
#include "mainwindow/MainWindow.h"
#include "plan/PlanFile.h"
#include "plan/Validate.h"
#include "proposal/ProposalExporter.h"
#include "scenarios/ScenariosView.h"
#include "workbench/SimulationChart.h"
#include "workbench/SliderField.h"
#include "workbench/WorkbenchControls.h"
#include "workbench/IntervalChart.h"
#include "workbench/WorkbenchView.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QKeyEvent>
#include <QPlainTextEdit>
#include <QTableWidget>
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
namespace {
// The whole main window as the application opens it, with the example plan, shown on the workbench: every view
// that listens to the plan is counted.
struct ExampleWindow {
    gpui::PlanDocument document;
    std::unique_ptr<gpui::MainWindow> window;
    ExampleWindow()
    {
        document.reset(gpui::PlanDocument::examplePlan(), QString());
        window = std::make_unique<gpui::MainWindow>(&document);
        window->resize(1360, 860);
        window->showView(gpui::View::Workbench);
        window->show();
        QApplication::processEvents();
    }
};
} // namespace

void benchWorkbench()
{
    ExampleWindow example;
    gpui::WorkbenchView& view = *example.window->findChild<gpui::WorkbenchView*>();
    QSlider* slider = view.controls()->field(QStringLiteral("runtime.checkpoint_interval"))->slider();
    const char* names[] = {"workbench_slider_to_replot", "workbench_slider_to_replot_scale_tab"};
    for (int tab = 0; tab < 2; ++tab) {
        view.tabs()->setCurrentIndex(tab);
        QApplication::processEvents();
        slider->setSliderDown(true);
        emit slider->sliderPressed(); // as a mouse press on the handle: the charts draw for a drag
        // A drag back and forth across a tenth of the slider: every sample changes the value.
        int step = 0;
        auto move = [&] { slider->setValue(400 + (step++ % 100)); };
        for (int i = 0; i < 10; ++i) // warm-up
            move();
        const Samples s = time(201, move);
        if (tab == 0) {
            // The floor a slider can reach: the same charts replotted from data that did not change.
            const Samples floor = time(201, [&] {
                for (gpui::PlanChart* c : view.visibleCharts())
                    c->plot()->replot(QCustomPlot::rpImmediateRefresh);
            });
            report("replot_only", floor, 0.0,
                   ", \"charts\": " + std::to_string(view.visibleCharts().size()) +
                       ", \"slider_to_replot_ratio\": " + std::to_string(s.median() / floor.median()));
        }
        slider->setSliderDown(false);
        emit slider->sliderReleased();
        report(names[tab], s, 0.0, ", \"charts\": " + std::to_string(view.visibleCharts().size()) +
                                       ", \"interval_points_while_dragging\": " +
                                       std::to_string(gpui::IntervalChart::kPoints / 5));
    }
}

// How many whole plans the process copied so far (gp::PlanCopies).
std::uint64_t planCopies()
{
    return gp::PlanCopies::made();
}

// One step of the checkpoint interval's slider on each tab of the workbench, with every view of the main window made
// and shown once (all of them listen to the plan) and the example's first scenario shown: the worst case an edit
// meets. Each sample runs from QSlider::setValue until the visible charts have replotted.
void benchWorkbenchSteps()
{
    ExampleWindow example;
    gpui::MainWindow& window = *example.window;
    for (int i = 0; i < window.viewCount(); ++i) {
        window.showView(i);
        QApplication::processEvents();
    }
    window.showView(gpui::View::Workbench);
    example.document.setActiveScenario(example.document.storedPlan().scenarios.front().name);
    QApplication::processEvents();
    gpui::WorkbenchView& view = *window.findChild<gpui::WorkbenchView*>();
    QSlider* slider = view.controls()->field(QStringLiteral("runtime.checkpoint_interval"))->slider();
    const char* names[] = {"workbench_step_goodput", "workbench_step_scale", "workbench_step_simulation"};
    for (int tab = 0; tab < 3; ++tab) {
        view.tabs()->setCurrentIndex(tab);
        QApplication::processEvents();
        const Samples floor = time(101, [&] {
            for (gpui::PlanChart* c : view.visibleCharts())
                c->plot()->replot(QCustomPlot::rpImmediateRefresh);
        });
        slider->setSliderDown(true);
        emit slider->sliderPressed();
        int step = 0;
        auto move = [&] { slider->setValue(400 + (step++ % 100)); };
        for (int i = 0; i < 10; ++i)
            move();
        const std::uint64_t copiesBefore = planCopies();
        const Samples s = time(201, move);
        const double copies = double(planCopies() - copiesBefore) / 201.0;
        slider->setSliderDown(false);
        emit slider->sliderReleased();
        QApplication::processEvents();
        report(names[tab], s, 0.0,
               ", \"charts\": " + std::to_string(view.visibleCharts().size()) + ", \"replot_only_ms\": " +
                   std::to_string(floor.median()) + ", \"ratio_to_replot_only\": " +
                   std::to_string(s.median() / floor.median()) + ", \"scenario_shown\": true");
        if (tab == 0)
            std::printf("{\"name\": \"edit_copies\", \"plan_copies_per_edit\": %.2f, \"note\": \"whole plans "
                        "copied per step of a slider, every view alive, a scenario shown\"}\n",
                        copies);
    }
}

void benchScenarioCompare()
{
    // The Scenarios view open on five scenarios (the example's base and three, and one more): an edit of an input
    // until every column is evaluated, simulated (500 windows each) and the table filled.
    gpui::PlanDocument doc;
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    plan.scenarios.push_back({"64 nodes", R"({"scale": {"nodes": 64}})"});
    doc.reset(plan, QString());
    gpui::ScenariosView view(&doc);
    view.resize(1200, 600);
    view.show();
    QApplication::processEvents();
    int i = 0;
    const Samples s = time(41, [&] {
        const double minutes = (++i % 2) ? 50.0 : 60.0;
        doc.modify(QStringLiteral("interval"),
                   [&](gp::Plan& p) { p.goodput.checkpointInterval = gp::Duration::minutes(minutes); });
        QApplication::processEvents();
    });
    report("scenario_compare_5", s, 0.0, ", \"scenarios\": " + std::to_string(view.table()->columnCount()));
}

void benchNotesKeystroke()
{
    // One keystroke in the proposal's notes, with the workbench left on its Simulation tab and hidden: the edit
    // must reach the plan and start no simulation.
    ExampleWindow example;
    gpui::WorkbenchView& workbench = *example.window->findChild<gpui::WorkbenchView*>();
    auto* simulation = workbench.chart<gpui::SimulationChart>();
    workbench.tabs()->setCurrentIndex(2);
    QApplication::processEvents();
    example.window->showView(gpui::View::Proposal);
    QApplication::processEvents();
    QPlainTextEdit* notes = nullptr;
    for (QPlainTextEdit* e : example.window->findChildren<QPlainTextEdit*>())
        if (e->accessibleName() == QLatin1String("Notes"))
            notes = e;
    if (!notes)
        return;
    notes->setFocus();
    const int before = simulation->simulationsStarted();
    const Samples s = time(201, [&] {
        QKeyEvent press(QEvent::KeyPress, Qt::Key_A, Qt::NoModifier, QStringLiteral("a"));
        QKeyEvent release(QEvent::KeyRelease, Qt::Key_A, Qt::NoModifier, QStringLiteral("a"));
        QApplication::sendEvent(notes, &press);
        QApplication::sendEvent(notes, &release);
        QApplication::processEvents();
    });
    QApplication::processEvents();
    report("notes_keystroke", s, 0.0,
           ", \"simulations_started\": " + std::to_string(simulation->simulationsStarted() - before) +
               ", \"notes_bytes\": " + std::to_string(example.document.plan().notes.size()));
}

} // namespace gpbench

namespace gpbench {

void benchLanguageSwitch()
{
    // The live switch as Preferences makes it: new translators, then the main window rebuilt around the plan,
    // timed until the rebuilt window has painted the workbench (the heaviest view) in the new language.
    ExampleWindow example;
    const char* languages[] = {"de", "ja", "en"};
    int k = 0;
    const Samples s = time(15, [&] {
        gpui::applyLanguage(QString::fromLatin1(languages[k++ % 3]));
        QApplication::processEvents(); // the queued rebuild
        example.window->repaint();
    });
    gpui::applyLanguage(QStringLiteral("en"));
    QApplication::processEvents();
    report("language_switch", s, 0.0, ", \"view\": \"workbench\"");
}

void benchProposal(const std::function<bool(const char*)>& want)
{
    const gp::Plan plan = gpui::PlanDocument::examplePlan();
    std::size_t bytes = 0;
    gpui::ProposalExporter::renderPdf(gp::evaluateRecommended(plan), {}, nullptr); // warm-up: fonts and Graphviz plugins
    if (want("proposal_export")) {
        const Samples s = time(11, [&] {
            bytes = std::size_t(gpui::ProposalExporter::renderPdf(gp::evaluateRecommended(plan), {}, nullptr)->size());
        });
        report("proposal_export", s, 0.0, ", \"bytes\": " + std::to_string(bytes));
    }
    if (want("proposal_export_longest_notes")) {
        // The longest notes a plan may hold, as one unbroken word: the hardest text to lay out.
        gp::Plan longest = plan;
        longest.notes.assign(gp::kMaxNotes, 'x');
        const Samples l = time(5, [&] {
            bytes = std::size_t(gpui::ProposalExporter::renderPdf(gp::evaluateRecommended(longest), {}, nullptr)->size());
        });
        report("proposal_export_longest_notes", l, 0.0,
               ", \"notes_characters\": " + std::to_string(gp::kMaxNotes) + ", \"bytes\": " + std::to_string(bytes));
    }
    if (want("proposal_export_inference")) {
        // An inference plan's proposal: the serving tables and the cost bars drawn through Qt Charts.
        const gp::Plan serving = gp::loadPlanFile(GOODPUT_TEST_DATA_PLANS "/inference-70b.gpplan");
        const Samples i = time(11, [&] {
            bytes = std::size_t(gpui::ProposalExporter::renderPdf(gp::evaluateRecommended(serving), {}, nullptr)->size());
        });
        report("proposal_export_inference", i, 0.0, ", \"bytes\": " + std::to_string(bytes));
    }
}

} // namespace gpbench
