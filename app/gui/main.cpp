// goodput-planner: the desktop application.
#include "document/PlanDocument.h"
#include "mainwindow/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>

#include <cstdio>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GoodputPlanner"));
    QApplication::setApplicationName(QStringLiteral("goodput-planner"));
    QApplication::setApplicationDisplayName(QStringLiteral("Goodput Planner"));
    QApplication::setApplicationVersion(QStringLiteral(GOODPUT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(GOODPUT_APP_ID));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/goodput-planner.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "Plan accelerator choice, failure recovery and the cost of ML training."));
    parser.addHelpOption();
    parser.addVersionOption();
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
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        std::fprintf(stderr, "goodput-planner: error: give at most one plan file\n");
        return 2;
    }

    gpui::PlanDocument document;
    document.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&document);
    window.show();

    if (!positional.isEmpty()) {
        const QString path = positional.front();
        if (const auto error = document.open(path)) {
            std::fprintf(stderr, "goodput-planner: %s: %s\n", qPrintable(path), qPrintable(*error));
            QTimer::singleShot(0, &window, [&window, path, message = *error] {
                QMessageBox box(QMessageBox::Warning, QApplication::translate("main", "Cannot open plan"),
                                QApplication::translate("main", "%1 could not be opened; the example plan is shown "
                                                                "instead.")
                                    .arg(path),
                                QMessageBox::Ok, &window);
                box.setTextFormat(Qt::PlainText);
                box.setInformativeText(message);
                box.exec();
            });
        }
    }
    return app.exec();
}
