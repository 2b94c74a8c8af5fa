// Every slider of the workbench dragged on each tab whose charts replot while a slider is held: the goal is that every
// drag, not only the checkpoint interval's, stays under 2 ms a step.
#include "UiBench.h"

#include "BenchUtil.h"

#include "document/PlanDocument.h"
#include "mainwindow/MainWindow.h"
#include "workbench/SliderField.h"
#include "workbench/WorkbenchControls.h"
#include "workbench/WorkbenchView.h"

#include <QApplication>
#include <QSlider>
#include <QTabWidget>
#include <QThreadPool>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

namespace gpbench {

namespace {

struct SliderDrag {
    std::string name;
    Samples steps;
};

// A drag of `slider` a twentieth of its travel either side of where it stands and back, each step from setValue until
// the visible charts have replotted; undone afterwards, so that every slider starts from the example plan.
SliderDrag drag(gpui::PlanDocument& document, QSlider* slider)
{
    const int home = slider->value();
    const int before = document.undoStack()->index();
    slider->setSliderDown(true);
    emit slider->sliderPressed();
    int step = 0;
    auto move = [&] {
        const int phase = step++ % 100; // 0..49 up, 50..99 down
        const int offset = phase < 50 ? phase : 100 - phase;
        slider->setValue(std::clamp(home - 25 + offset, 0, gpui::SliderField::kSteps));
    };
    for (int i = 0; i < 5; ++i) // warm-up
        move();
    std::string name = slider->accessibleName().toStdString();
    std::replace(name.begin(), name.end(), '"', '\'');
    SliderDrag d{name, time(60, move)};
    slider->setSliderDown(false);
    emit slider->sliderReleased();
    QApplication::processEvents();
    while (document.undoStack()->index() > before)
        document.undoStack()->undo();
    QApplication::processEvents();
    return d;
}

} // namespace

void benchEverySlider()
{
    gpui::PlanDocument document(gpui::PlanDocument::examplePlan());
    gpui::MainWindow window(&document);
    window.resize(1360, 860);
    window.show();
    // Every view made, as they are a moment after the start: each listens to the plan.
    for (int i = 0; i < window.viewCount(); ++i) {
        window.showView(i);
        QApplication::processEvents();
    }
    window.showView(gpui::View::Workbench);
    QApplication::processEvents();
    auto& view = *window.findChild<gpui::WorkbenchView*>();
    const char* names[] = {"workbench_every_slider_goodput", "workbench_every_slider_scale"};
    for (int tab = 0; tab < 2; ++tab) {
        view.tabs()->setCurrentIndex(tab);
        QApplication::processEvents();
        Samples medians;
        SliderDrag worst;
        Samples worstP95;
        for (gpui::SliderField* field : view.controls()->findChildren<gpui::SliderField*>()) {
            if (!field->isVisibleTo(view.controls()) || !field->isEnabled())
                continue;
            const SliderDrag d = drag(document, field->slider());
            medians.ms.push_back(d.steps.median());
            if (std::getenv("GOODPUT_BENCH_VERBOSE"))
                std::fprintf(stderr, "%s: %s %.3f ms\n", names[tab], d.name.c_str(), d.steps.median());
            worstP95.ms.push_back(d.steps.p95());
            if (worst.steps.ms.empty() || d.steps.median() > worst.steps.median())
                worst = d;
        }
        // median_ms and p95_ms: those of the slowest slider's drag.
        report(names[tab], worst.steps, 0.0,
               ", \"slowest\": \"" + worst.name + "\", \"sliders\": " + std::to_string(medians.ms.size()) +
                   ", \"median_of_medians_ms\": " + std::to_string(medians.median()) +
                   ", \"largest_p95_ms\": " + std::to_string(worstP95.percentile(1.0)) +
                   ", \"charts\": " + std::to_string(view.visibleCharts().size()));
    }
    // The views' work in the background (simulations, the plan search) ends before the window does.
    QThreadPool::globalInstance()->waitForDone();
    QApplication::processEvents();
}

} // namespace gpbench
