// Every slider of the workbench dragged on each tab whose charts replot while a slider is held: the goal is that every
// drag, not only the checkpoint interval's, stays under 2 ms a step.
#include "UiBench.h"

#include "BenchUtil.h"

#include "document/PlanDocument.h"
#include "mainwindow/MainWindow.h"
#include "workbench/ScaleChart.h"
#include "workbench/SliderField.h"
#include "workbench/WorkbenchControls.h"
#include "workbench/WorkbenchView.h"

#include <qcustomplot.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTabWidget>
#include <QThreadPool>
#include <QUndoStack>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

namespace gpbench {

namespace {

struct SliderDrag {
    std::string name;
    Samples steps;
    Samples untilDrawn; // from the step until every visible chart shows it
};

// The visible charts of the workbench: which of them still solves a curve for a held step off the user interface's
// thread, and how long the user interface's thread spends replotting them when such a curve arrives.
class ChartWatch {
public:
    explicit ChartWatch(const QList<gpui::PlanChart*>& charts) : charts_(charts)
    {
        for (gpui::PlanChart* c : charts) {
            QObject::connect(c->plot(), &QCustomPlot::beforeReplot, &context_, [this] { replot_.start(); });
            QObject::connect(c->plot(), &QCustomPlot::afterReplot, &context_, [this] {
                if (waiting_)
                    arrivals_ += static_cast<double>(replot_.nsecsElapsed()) / 1e6;
            });
        }
    }
    bool catchingUp() const
    {
        for (gpui::PlanChart* c : charts_)
            if (auto* scale = qobject_cast<gpui::ScaleChart*>(c); scale && scale->catchingUp())
                return true;
        return false;
    }
    // Runs the event loop until every chart shows the step; returns the time its arrivals took to replot.
    double waitForArrivals()
    {
        arrivals_ = 0;
        waiting_ = true;
        while (catchingUp())
            QApplication::processEvents(QEventLoop::WaitForMoreEvents);
        waiting_ = false;
        return arrivals_;
    }

private:
    QList<gpui::PlanChart*> charts_;
    QObject context_;
    QElapsedTimer replot_;
    bool waiting_ = false;
    double arrivals_ = 0;
};

double since(std::chrono::steady_clock::time_point t0)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// A drag of `slider` a twentieth of its travel either side of where it stands and back. A step costs the user
// interface's thread from setValue until the visible charts have replotted, and, for a chart that solves its curve
// off that thread while a handle is held, the replot when the curve arrives; the event loop runs between steps, as
// between a user's. Undone afterwards, so that every slider starts from the example plan.
SliderDrag drag(gpui::PlanDocument& document, QSlider* slider, ChartWatch& watch)
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
