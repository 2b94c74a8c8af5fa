// goodput-startup-probe: goodput-planner as it starts, with a probe on its main window. Once the first paint is done
// it prints when main() began and when that paint ended (the monotonic clock, which the bench reads too), and the
// peak resident memory after showing every view once when started with "all-views"; then it ends the process.
// goodput-bench runs it; the shipped application has no such hook.
#include "mainwindow/MainWindow.h"
#include "mainwindow/Startup.h"

#include <QApplication>
#include <QEvent>
#include <QTimer>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace {

long long nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

long peakRssKb()
{
    long peak = 0;
    if (FILE* f = std::fopen("/proc/self/status", "r")) {
        char line[256];
        while (std::fgets(line, sizeof line, f))
            if (std::sscanf(line, "VmHWM: %ld kB", &peak) == 1)
                break;
        std::fclose(f);
    }
    return peak;
}

// Watches every event of the application. The window's first paint is one synchronous pass over the window and its
// children; it has ended when the event loop next delivers a queued call or a timer (the views made in idle time
// come that way, and so does this probe's own report).
class FirstPaintProbe : public QObject {
public:
    FirstPaintProbe(gpui::MainWindow* window, long long mainNs, bool allViews)
        : window_(window), mainNs_(mainNs), allViews_(allViews)
    {
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (!paintStartNs_ && watched == window_ && event->type() == QEvent::Paint) {
            paintStartNs_ = nowNs();
            QTimer::singleShot(0, window_, [this] { report(); });
        } else if (paintStartNs_ && !paintEndNs_ &&
                   (event->type() == QEvent::MetaCall || event->type() == QEvent::Timer)) {
            paintEndNs_ = nowNs();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void report()
    {
        if (allViews_)
            for (int i = 0; i < window_->viewCount(); ++i) {
                window_->showView(i);
                window_->repaint();
                QApplication::processEvents();
            }
        std::printf("{\"main_ns\": %lld, \"painted_ns\": %lld, \"first_paint_ms\": %.2f, \"paint_ms\": %.2f, "
                    "\"peak_rss_kb\": %ld}\n",
                    mainNs_, paintEndNs_, double(paintEndNs_ - mainNs_) / 1e6,
                    double(paintEndNs_ - paintStartNs_) / 1e6, peakRssKb());
        std::fflush(stdout);
        std::_Exit(0);
    }

    gpui::MainWindow* window_;
    long long mainNs_;
    bool allViews_;
    long long paintStartNs_ = 0;
    long long paintEndNs_ = 0;
};

} // namespace

int main(int argc, char** argv)
{
    const long long mainNs = nowNs();
    const bool allViews = argc > 1 && std::strcmp(argv[1], "all-views") == 0;
    char* args[] = {argv[0], nullptr};
    int count = 1;
    std::unique_ptr<FirstPaintProbe> probe;
    gpui::StartupHooks hooks;
    hooks.beforeShow = [&](gpui::MainWindow& window) {
        probe = std::make_unique<FirstPaintProbe>(&window, mainNs, allViews);
        qApp->installEventFilter(probe.get());
    };
    return gpui::runApplication(count, args, hooks);
}
