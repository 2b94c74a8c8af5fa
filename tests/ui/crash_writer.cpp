// Saves a plan over and over until it is killed: the subject of tst_crashsafety.
// usage: crash_writer save PATH | crash_writer autosave | crash_writer type TEXT
//   type: a new window's first edits, the notes typed a key at a time; prints "typed" after the last key and then
//   waits for its kill, the autosave left to the window's own timer.
#include "document/DocumentFile.h"
#include "document/PlanDocument.h"
#include "plan/Validate.h"
#include "mainwindow/FileController.h"

#include <QApplication>
#include <QStandardPaths>
#include <QWidget>

#include <cstdio>
#include <string>

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_crashsafety"));
    if (argc < 2)
        return 2;
    const std::string mode = argv[1];
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    if (mode == "type" && argc > 2) {
        for (const char key : std::string(argv[2])) {
            doc.modify(QStringLiteral("type"), [key](gp::Plan& p) { p.notes += key; });
            QCoreApplication::processEvents();
        }
        std::printf("typed\n");
        std::fflush(stdout);
        return app.exec();
    }
    for (long revision = 1;; ++revision) {
        // The longest notes a plan may hold make each write take long enough to be cut in the middle.
        doc.modify(QStringLiteral("edit"), [revision](gp::Plan& p) {
            p.title = "revision " + std::to_string(revision);
            p.notes = std::string(gp::kMaxNotes - static_cast<std::size_t>(revision % 7) * 1000, 'n');
        });
        if (mode == "save" && argc > 2) {
            if (files.file()->save(QString::fromLocal8Bit(argv[2])))
                return 1;
        } else {
            files.autosaveNow();
        }
        if (revision == 1) {
            std::printf("ready\n");
            std::fflush(stdout);
        }
    }
}
