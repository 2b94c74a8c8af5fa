// Opens a plan file as the application would and says how it opened: the subject of tst_document's read-only
// folder case, run there as another user when the suite runs as root (root may write anywhere).
// usage: document_probe PATH; prints one line: "<read-only 0|1> <reason> <save refused 0|1> <save as offered 0|1>"
#include "document/DocumentFile.h"
#include "document/PlanDocument.h"
#include "mainwindow/FileController.h"

#include <QApplication>
#include <QStandardPaths>
#include <QTimer>
#include <QWidget>

#include <cstdio>

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("document_probe"));
    if (argc < 2)
        return 2;
    const QString path = QString::fromLocal8Bit(argv[1]);
    QWidget window;
    window.show(); // interactive: Save may ask
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    if (!files.open(path))
        return 3;
    const char* reasons[] = {"writable", "asked", "open_elsewhere", "file_not_writable", "folder_not_writable"};
    const bool refused = files.file()->save(path).has_value();
    // File > Save on a read-only document goes to Save As: its dialog is seen and cancelled.
    bool offered = false;
    QTimer::singleShot(200, [&offered] {
        if (QWidget* dialog = QApplication::activeModalWidget()) {
            offered = dialog->windowTitle() == gpui::FileController::tr("Save Plan As");
            dialog->close();
        }
    });
    files.save();
    std::printf("%d %s %d %d\n", files.file()->isReadOnly() ? 1 : 0, reasons[static_cast<int>(files.file()->readOnlyReason())],
                refused ? 1 : 0, offered ? 1 : 0);
    return 0;
}
