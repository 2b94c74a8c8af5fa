// goodput-planner: the desktop application.
#include "document/PlanDocument.h"
#include "mainwindow/Appearance.h"
#include "mainwindow/FileController.h"
#include "mainwindow/Language.h"
#include "mainwindow/AppSettings.h"
#include "mainwindow/MainWindow.h"
#include "proposal/ProposalExporter.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QEvent>
#include <QTimer>
#include <QIcon>
#include <QMessageBox>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

// goodput-bench measures start-up and memory through this hook: with GOODPUT_BENCH_EXIT_AFTER_PAINT set, the first
// paint of the main window prints the time since main() began and the peak resident memory, after showing every
// view once when the variable is "all-views", and the process ends at once.
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
    // A headless export needs no display: choose the offscreen platform before Qt looks for one.
    for (int i = 1; i < argc; ++i)
        if (std::strncmp(argv[i], "--export-pdf", 12) == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GoodputPlanner"));
    QApplication::setApplicationName(QStringLiteral("goodput-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("Goodput Planner"));
    QApplication::setApplicationVersion(QStringLiteral(GOODPUT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(GOODPUT_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/goodput-planner.svg")));

    // The saved language (or the system's) before any text is shown, the command line's help included.
    gpui::applyLanguage(gpui::savedLanguage());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Plan accelerator choice, failure recovery and the cost of ML training."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption exportPdf(
        QStringLiteral("export-pdf"),
        QApplication::translate("main", "Write the plan's proposal to <file> as PDF, without opening a window."),
        QApplication::translate("main", "file"));
    parser.addOption(exportPdf);
    const QCommandLineOption language(
        QStringLiteral("language"),
        QApplication::translate("main", "Use <code> for this run: en, de or ja (default: the saved choice, else "
                                        "the system's)."),
        QApplication::translate("main", "code"));
    parser.addOption(language);
    parser.addPositionalArgument(QStringLiteral("plan"),
                                 QApplication::translate("main", "A plan file to open (.gpplan)."),
                                 QStringLiteral("[plan]"));
    if (!parser.parse(QApplication::arguments())) {
        std::fprintf(stderr, "goodput-planner: error: %s\n", qPrintable(parser.errorText()));
        return 2;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();
    if (parser.isSet(language)) {
        const QString code = parser.value(language);
        if (!gpui::isShipped(code)) {
            std::fprintf(stderr, "goodput-planner: error: unknown language '%s' (use en, de or ja)\n",
                         qPrintable(code));
            return 2;
        }
        gpui::applyLanguage(code);
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        std::fprintf(stderr, "goodput-planner: error: give at most one plan file\n");
        return 2;
    }

    if (parser.isSet(exportPdf)) {
        if (positional.size() != 1) {
            std::fprintf(stderr, "goodput-planner: error: --export-pdf needs the plan file to export\n");
            return 2;
        }
        gpui::PlanDocument plan;
        if (const auto error = plan.open(positional.front())) {
            std::fprintf(stderr, "goodput-planner: error: %s\n", qPrintable(*error));
            return 2;
        }
        if (const auto error = gpui::ProposalExporter::exportPdf(plan.plan(), gpui::ProposalOptions::fromSettings(),
                                                                 parser.value(exportPdf))) {
            std::fprintf(stderr, "goodput-planner: error: %s\n", qPrintable(*error));
            return 2;
        }
        return 0;
    }

    gpui::applyAppearance(gpui::savedAppearance());
    gpui::PlanDocument document;
    document.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&document);
    std::unique_ptr<FirstPaintProbe> probe;
    if (const QByteArray mode = qgetenv("GOODPUT_BENCH_EXIT_AFTER_PAINT"); !mode.isEmpty()) {
        probe = std::make_unique<FirstPaintProbe>(&window, clock, mode == "all-views");
        window.installEventFilter(probe.get());
    }
    window.show();

    // A leftover autosave means the last session did not end normally: offer its unsaved changes first.
    bool recovered = false;
    if (gpui::FileController::hasAutosave()) {
        const auto answer = QMessageBox::question(
            &window, QApplication::translate("main", "Recover Unsaved Changes"),
            QApplication::translate("main", "Goodput Planner did not close normally last time. Recover the plan "
                                            "with its unsaved changes?"),
            QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
        if (answer == QMessageBox::Yes)
            recovered = window.files()->recover();
        else
            window.files()->discardAutosave();
    }
    if (!recovered && !positional.isEmpty() && !window.files()->open(positional.front()))
        std::fprintf(stderr, "goodput-planner: %s could not be opened; the example plan is shown\n",
                     qPrintable(positional.front()));
    // The first start, with nothing else to open: say what the application does and offer the example plan.
    if (!recovered && positional.isEmpty() && !gpui::settings::welcomed().get() && !probe)
        QTimer::singleShot(0, &window, [&window] { window.showWelcome(); });
    return app.exec();
}
