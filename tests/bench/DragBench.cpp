// Every slider of the workbench dragged on each tab whose charts replot while a slider is held: the goal is that every
// drag, not only the checkpoint interval's, stays under 2 ms a step.
#include "UiBench.h"

#include "BenchUtil.h"

#include "document/PlanDocument.h"
#include "charts/PlanChart.h"
#include "mainwindow/MainWindow.h"
#include "workbench/SliderField.h"
#include "workbench/WorkbenchControls.h"
#include "workbench/WorkbenchView.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QSlider>
#include <QTabWidget>
#include <QThreadPool>
#include <QUndoStack>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <memory>
#include <string>

#include <time.h>

namespace gpbench {

namespace {

struct SliderDrag {
    std::string name;
    Samples steps;
    Samples untilDrawn; // from the step until every visible chart shows it
};

// The visible charts of the workbench: whether one of them still solves a curve for a held step off the user
// interface's thread, and the time the user interface's thread spends until every one shows the step: its own CPU
// time while it waits (the arrivals' drawing, whether the whole plot or one layer of it, and the events that bring
// them), not the wait itself.
class ChartWatch {
public:
    explicit ChartWatch(const QList<gpui::PlanChart*>& charts) : charts_(charts) {}
    bool catchingUp() const
    {
        return std::any_of(charts_.begin(), charts_.end(), [](const gpui::PlanChart* c) { return c->catchingUp(); });
    }
    // Runs the event loop until every chart shows the step; returns the user interface's thread's time meanwhile.
    double waitForArrivals() const
    {
        if (!catchingUp())
            return 0.0;
        const double t0 = threadMs();
        while (catchingUp())
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        return threadMs() - t0;
    }

private:
    static double threadMs()
    {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
    }
    QList<gpui::PlanChart*> charts_;
};

double since(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// A drag of `slider` a twentieth of its travel either side of where it stands and back. A step costs the user
// interface's thread from setValue until the visible charts have replotted, and, for a chart that solves its curve
// off that thread while a handle is held, its time drawing the curve when it arrives; the event loop runs between steps, as
// between a user's. Undone afterwards, so that every slider starts from the example plan.
SliderDrag drag(gpui::PlanDocument& document, QSlider* slider, const ChartWatch& watch)
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
    for (int i = 0; i < 5; ++i) { // warm-up
        move();
        watch.waitForArrivals();
    }
    std::string name = slider->accessibleName().toStdString();
    std::replace(name.begin(), name.end(), '"', '\'');
    SliderDrag d{name, {}, {}};
    for (int i = 0; i < 60; ++i) {
        const auto t0 = std::chrono::steady_clock::now();
        move();
        const double held = since(t0);
        const double arrivals = watch.waitForArrivals();
        d.steps.ms.push_back(held + arrivals);
        d.untilDrawn.ms.push_back(since(t0));
    }
    slider->setSliderDown(false);
    emit slider->sliderReleased();
    QApplication::processEvents();
    while (document.undoStack()->index() > before)
        document.undoStack()->undo();
    QApplication::processEvents();
    return d;
}

} // namespace

void benchEverySlider(const std::function<bool(const char*)>& want)
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
        if (!want(names[tab]))
            continue;
        view.tabs()->setCurrentIndex(tab);
        QApplication::processEvents();
        Samples medians;
        SliderDrag worst;
        Samples worstP95;
        Samples untilDrawn; // each slider's median
        ChartWatch watch(view.visibleCharts());
        for (gpui::SliderField* field : view.controls()->findChildren<gpui::SliderField*>()) {
            if (!field->isVisibleTo(view.controls()) || !field->isEnabled())
                continue;
            const SliderDrag d = drag(document, field->slider(), watch);
            medians.ms.push_back(d.steps.median());
            untilDrawn.ms.push_back(d.untilDrawn.median());
            if (std::getenv("GOODPUT_BENCH_VERBOSE"))
                std::fprintf(stderr, "%s: %s %.3f ms (p95 %.3f, until drawn %.3f)\n", names[tab], d.name.c_str(),
                             d.steps.median(), d.steps.p95(), d.untilDrawn.median());
            worstP95.ms.push_back(d.steps.p95());
            if (worst.steps.ms.empty() || d.steps.median() > worst.steps.median())
                worst = d;
        }
        // median_ms and p95_ms: those of the slowest slider's drag.
        report(names[tab], worst.steps, 0.0,
               ", \"slowest\": \"" + worst.name + "\", \"sliders\": " + std::to_string(medians.ms.size()) +
                   ", \"median_of_medians_ms\": " + std::to_string(medians.median()) +
                   ", \"largest_p95_ms\": " + std::to_string(worstP95.percentile(1.0)) +
                   ", \"largest_until_drawn_ms\": " + std::to_string(untilDrawn.percentile(1.0)) +
                   ", \"charts\": " + std::to_string(view.visibleCharts().size()));
    }
    // The views' work in the background (simulations, the plan search) ends before the window does.
    QThreadPool::globalInstance()->waitForDone();
    QApplication::processEvents();
}

} // namespace gpbench
