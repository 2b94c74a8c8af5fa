// goodput-startup-probe: goodput-planner as it starts, with a probe on its main window. At the first paint it
// prints the time since main() began and the peak resident memory, after showing every view once when started
// with "all-views", and ends the process. goodput-bench runs it; the shipped application has no such hook.
#include "mainwindow/MainWindow.h"
#include "mainwindow/Startup.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>

namespace {

class FirstPaintProbe : public QObject {
public:
    FirstPaintProbe(gpui::MainWindow* window, const QElapsedTimer& clock, bool allViews)
        : window_(window), clock_(clock), allViews_(allViews)
    {
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Paint && !done_) {
            done_ = true;
            const qint64 ms = clock_.elapsed();
            QTimer::singleShot(0, window_, [this, ms] {
                if (allViews_)
                    for (int i = 0; i < window_->viewCount(); ++i) {
                        window_->showView(i);
                        window_->repaint();
                        QApplication::processEvents();
                    }
                long peak = 0;
                if (FILE* f = std::fopen("/proc/self/status", "r")) {
                    char line[256];
                    while (std::fgets(line, sizeof line, f))
                        if (std::sscanf(line, "VmHWM: %ld kB", &peak) == 1)
                            break;
                    std::fclose(f);
                }
                std::printf("{\"first_paint_ms\": %lld, \"peak_rss_kb\": %ld}\n", static_cast<long long>(ms), peak);
                std::fflush(stdout);
                std::_Exit(0);
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    gpui::MainWindow* window_;
    const QElapsedTimer& clock_;
    bool allViews_;
    bool done_ = false;
};

} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer clock;
    clock.start();
    const bool allViews = argc > 1 && std::strcmp(argv[1], "all-views") == 0;
    char* args[] = {argv[0], nullptr};
    int count = 1;
    std::unique_ptr<FirstPaintProbe> probe;
    gpui::StartupHooks hooks;
    hooks.beforeShow = [&](gpui::MainWindow& window) {
        probe = std::make_unique<FirstPaintProbe>(&window, clock, allViews);
        window.installEventFilter(probe.get());
    };
    return gpui::runApplication(count, args, hooks);
}
