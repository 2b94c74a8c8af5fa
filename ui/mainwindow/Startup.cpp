#include "mainwindow/Startup.h"

#include "document/DocumentFile.h"
#include "document/PlanDocument.h"
#include "settings/AppSettings.h"
#include "mainwindow/Autosave.h"
#include "mainwindow/Appearance.h"
#include "mainwindow/FileController.h"
#include "mainwindow/Language.h"
#include "settings/GraphPacks.h"
#include "mainwindow/MainWindow.h"
#include "proposal/ProposalExporter.h"

#include "common/MessageBox.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QLocale>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>
#include <cstring>

namespace gpui {

namespace {

// goodput-planner --export-pdf FILE PLAN: the proposal without a window; 0, or 2 with the reason on stderr.
int exportProposal(const QStringList& positional, const QString& path, const gp::GraphLibrary& graphs)
{
    if (positional.size() != 1) {
        std::fprintf(stderr, "goodput-planner: error: --export-pdf needs the plan file to export\n");
        return 2;
    }
    PlanDocument plan(gp::Plan{}, graphs);
    if (const auto error = DocumentFile(&plan).open(positional.front())) {
        std::fprintf(stderr, "goodput-planner: error: %s\n", qPrintable(*error));
        return 2;
    }
    const auto recommended = plan.proposalEvaluation();
    if (!recommended) {
        std::fprintf(stderr, "goodput-planner: error: %s\n", qPrintable(plan.evaluationError()));
        return 2;
    }
    if (const auto error = ProposalExporter::exportPdf(*recommended, ProposalOptions::fromSettings(), path)) {
        std::fprintf(stderr, "goodput-planner: error: %s\n", qPrintable(*error));
        return 2;
    }
    return 0;
}

// An autosave whose window is gone means that window did not end normally: offers the newest first, and says
// whether it was recovered. Autosaves of windows still open are never offered or touched.
bool offerRecovery(MainWindow& window)
{
    const QList<Autosave::Found> stale = Autosave::stale();
    if (stale.isEmpty())
        return false;
    const Autosave::Found& newest = stale.front();
    // Every plan that has unsaved changes waiting, newest first: this start recovers the newest.
    QStringList lines;
    for (const Autosave::Found& found : stale)
        lines << QApplication::translate("main", "%1, autosaved %2")
                     .arg(found.document, QLocale().toString(found.written, QLocale::ShortFormat));
    QString detail = lines.join(QLatin1Char('\n'));
    const int more = static_cast<int>(stale.size()) - 1;
    if (more > 0)
        detail += QStringLiteral("\n\n") +
                  QApplication::translate("main", "The first is recovered now; %n more will be offered at the "
                                                  "next start.", nullptr, more);
    const auto answer = plainMessage(
        &window, QMessageBox::Question, QApplication::translate("main", "Recover Unsaved Changes"),
        QApplication::translate("main", "Goodput Planner did not close normally last time. Recover the plan "
                                        "with its unsaved changes?"),
        detail, QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes)
        return window.files()->recover(newest.path);
    QFile::remove(newest.path);
    return false;
}

} // namespace

int runApplication(int argc, char** argv, const StartupHooks& hooks)
{
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
    applyLanguage(savedLanguage());

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
                                 QApplication::translate("main", "A plan file to open (.gpplan), or a graph pack to install (.gpgraphs)."),
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
        if (!isShipped(code)) {
            std::fprintf(stderr, "goodput-planner: error: unknown language '%s' (use en, de or ja)\n",
                         qPrintable(code));
            return 2;
        }
        applyLanguage(code);
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        std::fprintf(stderr, "goodput-planner: error: give at most one plan file\n");
        return 2;
    }

    // The graphs in use: the built-in ones and those of the user's graph packs, one library the document evaluates and
    // the views walk with; the main window hands the document a new one whenever the packs change.
    const gp::GraphLibrary graphs = GraphPacks::read();
    if (parser.isSet(exportPdf))
        return exportProposal(positional, parser.value(exportPdf), graphs);

    applyAppearance(savedAppearance());
    PlanDocument document(PlanDocument::examplePlan(), graphs);
    MainWindow window(&document);
    if (hooks.beforeShow)
        hooks.beforeShow(window);
    window.show();

    bool opened = !hooks.beforeShow && offerRecovery(window);
    // The last plan, when the user asked for it and gave no other.
    if (!opened && positional.isEmpty() && settings::reopenLast().get() && !hooks.beforeShow) {
        const QStringList recent = settings::recentFiles().get();
        if (!recent.isEmpty() && QFileInfo::exists(recent.front()))
            opened = window.files()->open(recent.front()); // on failure the example stays, with the reason shown
    }
    // A graph pack opened from the file manager is installed, and the example plan shown with its graphs.
    if (!opened && !positional.isEmpty() && positional.front().endsWith(QStringLiteral(".gpgraphs"), Qt::CaseInsensitive)) {
        window.importGraphPack(positional.front());
        opened = true;
    }
    if (!opened && !positional.isEmpty() && !window.files()->open(positional.front()))
        std::fprintf(stderr, "goodput-planner: %s could not be opened; the example plan is shown\n",
                     qPrintable(positional.front()));
    // The first start, with nothing else to open: say what the application does and offer the example plan.
    if (!opened && positional.isEmpty() && !settings::welcomed().get() && !hooks.beforeShow)
        QTimer::singleShot(0, &window, [&window] { window.showWelcome(); });
    return app.exec();
}

} // namespace gpui
