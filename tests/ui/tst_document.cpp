#include "document/DocumentFile.h"
#include "document/PlanDocument.h"
#include "plan/Scenarios.h"
#include "plan/PlanFile.h"
#include "mainwindow/Autosave.h"
#include "mainwindow/FileController.h"
#include "plan/PlanJson.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTest>

#include <memory>

#include <unistd.h>
#include <QUndoStack>
#include <QWidget>

class TestDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void saveAndReopenRoundTrip();
    void saveIsAtomic();
    void neverWritesAFileItCannotRead();
    void migratesTheFirstVersion();
    void brokenAndForeignFilesKeepTheOpenPlan_data();
    void brokenAndForeignFilesKeepTheOpenPlan();
    void undoAndRedoNotifyTheSameParts();
    void anEditCopiesAtMostTwoPlansAndDiffsOnce();
    void anInputSetBackToTheBaseLeavesTheScenario();
    void saveRefusesALinkSwappedIn();
    void oneFileOneEditor();
    void aNewPlanLetsTheFileGo();
    void unknownKeysAreSaid();
    void readOnlyFolderSaysSo();
    void changesOnDiskAreNoticed();
    void autosaveAndRecovery();
    void windowsKeepTheirOwnAutosaves();
    void pathsAreAbsoluteAndCanonical();
    void saveAsSuggestsTheTitle();
    void autosaveFollowsTheEdit();
    void savingRemovesTheAutosave();
    void recentFiles();
    void theGpuWalkSetsWhatThePlanIsFor();
};

void TestDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_document"));
}

void TestDocument::init()
{
    QSettings().clear();
    QDir(gpui::Autosave::folder()).removeRecursively();
}

void TestDocument::saveAndReopenRoundTrip()
{
    QTemporaryDir dir;
    gpui::PlanDocument doc;
    gpui::DocumentFile file(&doc);
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    doc.modify(QStringLiteral("edit"), [](gp::Plan& p) {
        p.engagement.customer = "Tōkyō <Labs> & Co";
        p.notes = "Line one\nline two";
        p.goodput.nodes = 48;
        p.walks["cost-efficiency"] = {"next", "struggles-to-fit"};
        p.priceOverrides["l4"].spot = 0.2;
    });
    QVERIFY(doc.isModified());
    const QString path = dir.filePath(QStringLiteral("customer.gpplan"));
    QVERIFY(!file.save(path).has_value());
    QVERIFY(!doc.isModified());
    QCOMPARE(doc.displayName(), QStringLiteral("customer.gpplan"));

    gpui::PlanDocument reopened;
    gpui::DocumentFile reopenedFile(&reopened);
    QVERIFY(!reopenedFile.open(path).has_value());
    // Every field survives: the plans are equal, field by field.
    QVERIFY(reopened.plan() == doc.plan());
    QCOMPARE(reopened.plan().engagement.customer, std::string("Tōkyō <Labs> & Co"));
    QCOMPARE(reopened.plan().goodput.nodes, 48);
}

void TestDocument::saveIsAtomic()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.gpplan"));
    gpui::PlanDocument doc;
    gpui::DocumentFile file(&doc);
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QVERIFY(!file.save(path).has_value());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray saved = f.readAll();
    f.close();
    // A path in a folder that does not exist: an error, and the document keeps its file.
    const auto error = file.save(dir.filePath(QStringLiteral("missing/folder/plan.gpplan")));
    QVERIFY(error.has_value());
    QCOMPARE(doc.filePath(), path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), saved);
}

void TestDocument::neverWritesAFileItCannotRead()
{
    QTemporaryDir dir;
    gpui::PlanDocument doc;
    gpui::DocumentFile file(&doc);
    doc.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.notes = std::string(1000001, 'x'); });
    const auto error = file.save(dir.filePath(QStringLiteral("big.gpplan")));
    QVERIFY(error.has_value());
    QVERIFY(error->contains(QStringLiteral("not saved")));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("big.gpplan"))));
    QVERIFY(doc.isModified()); // nothing is lost: the plan is still open with its changes
}

void TestDocument::migratesTheFirstVersion()
{
    gpui::PlanDocument doc;
    gpui::DocumentFile file(&doc);
    QVERIFY(!file.open(QStringLiteral(GOODPUT_TEST_DATA "/plans/version1.gpplan")).has_value());
    QCOMPARE(doc.plan().goodput.nodes, 16);
    QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::Spot);
    QVERIFY(doc.plan().engagement.customer.empty());
    const nlohmann::json saved = nlohmann::json::parse(file.toFileData().toStdString());
    QCOMPARE(saved["version"].get<int>(), gp::kPlanVersion);
    nlohmann::json v1 = nlohmann::json::parse(R"({"format": "goodput-planner-plan", "version": 1})");
    QCOMPARE(gp::migratePlanJson(v1), 1);
    QCOMPARE(v1["version"].get<int>(), gp::kPlanVersion);
    QVERIFY(v1.contains("engagement"));
}

void TestDocument::brokenAndForeignFilesKeepTheOpenPlan_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("truncated") << "truncated.gpplan" << "not valid JSON";
    QTest::newRow("foreign") << "foreign-format.gpplan" << "not a Goodput Planner plan";
    QTest::newRow("newer") << "newer-version.gpplan" << "newer version";
    QTest::newRow("graph file") << "../graphs/valid-loop.json" << "not a Goodput Planner plan";
}

void TestDocument::brokenAndForeignFilesKeepTheOpenPlan()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    gpui::PlanDocument doc;
    gpui::DocumentFile planFile(&doc);
    doc.reset(gpui::PlanDocument::examplePlan(), QStringLiteral("/somewhere/mine.gpplan"));
    doc.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.goodput.nodes = 99; });
    const auto error = planFile.open(QStringLiteral(GOODPUT_TEST_DATA "/plans/") + file);
    QVERIFY(error.has_value());
    QVERIFY2(error->contains(message), qPrintable(*error));
    QCOMPARE(doc.plan().goodput.nodes, 99); // nothing that was open is lost
    QVERIFY(doc.isModified());
    QCOMPARE(doc.filePath(), QStringLiteral("/somewhere/mine.gpplan"));
}

void TestDocument::autosaveAndRecovery()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.gpplan"));
    {
        QWidget window;
        gpui::PlanDocument doc;
        gpui::FileController files(&doc, &window);
        doc.reset(gpui::PlanDocument::examplePlan(), QString());
        QVERIFY(!files.file()->save(path).has_value());
        QVERIFY(!files.autosaveNow()); // nothing unsaved: nothing written
        QVERIFY(!files.hasAutosave());
        doc.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.goodput.nodes = 77; });
        QVERIFY(files.autosaveNow());
        QVERIFY(files.hasAutosave());
        QVERIFY(gpui::Autosave::stale().isEmpty()); // its window is alive: not offered
        // The session ends here without saving, as in a crash: the autosave stays.
    }
    const QList<gpui::Autosave::Found> stale = gpui::Autosave::stale();
    QCOMPARE(stale.size(), 1);
    QCOMPARE(stale.front().document, QStringLiteral("saved.gpplan"));
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    QVERIFY(files.recover(stale.front().path));
    QVERIFY(gpui::Autosave::stale().isEmpty()); // adopted: this window's own now
    QVERIFY(files.hasAutosave());
    QCOMPARE(doc.plan().goodput.nodes, 77);
    QCOMPARE(doc.filePath(), path); // the file it belongs to
    QVERIFY(doc.isModified());
    doc.undoStack()->undo(); // back to what was saved
    QCOMPARE(doc.plan().goodput.nodes, 16);
}

void TestDocument::oneFileOneEditor()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.gpplan"));
    auto first = std::make_unique<gpui::PlanDocument>();
    auto* firstFile = new gpui::DocumentFile(first.get(), first.get()); // the window's file goes with it
    first->reset(gpui::PlanDocument::examplePlan(), QString());
    QVERIFY(!firstFile->save(path).has_value());
    QVERIFY(gpui::DocumentFile::isOpenElsewhere(path)); // the first window holds it
    // A second window opens it read-only: it cannot overwrite the first one's file.
    QWidget window;
    gpui::PlanDocument second;
    gpui::FileController files(&second, &window);
    QVERIFY(files.open(path));
    QVERIFY(files.file()->isReadOnly());
    second.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.title = "second window"; });
    const auto refused = files.file()->save(path);
    QVERIFY(refused.has_value());
    QVERIFY2(refused->contains(QStringLiteral("read-only")), qPrintable(*refused));
    QVERIFY(files.file()->save(dir.filePath(QStringLiteral("copy.gpplan"))) == std::nullopt); // under another name: fine
    QVERIFY(!files.file()->isReadOnly());
    first.reset(); // the first window closes: the file is free again
    QVERIFY(!gpui::DocumentFile::isOpenElsewhere(path));
}

void TestDocument::aNewPlanLetsTheFileGo()
{
    // The file half follows the document: File > New (a reset without a file) frees the file for another window,
    // and nothing of the old file is said of the new plan.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("left.gpplan"));
    gpui::PlanDocument doc;
    gpui::DocumentFile file(&doc);
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QVERIFY(!file.save(path).has_value());
    QCOMPARE(doc.filePath(), QFileInfo(path).canonicalFilePath());
    QVERIFY(gpui::DocumentFile::isOpenElsewhere(path));
    {
        QFile other(path); // another program writes it: noticed while it is the document's
        QVERIFY(other.open(QIODevice::WriteOnly | QIODevice::Append));
        other.write("\n");
    }
    QVERIFY(file.changedOnDisk());
    doc.reset(gp::Plan{}, QString());
    QVERIFY(!gpui::DocumentFile::isOpenElsewhere(path));
    QVERIFY(!file.changedOnDisk());
    QVERIFY(!file.isReadOnly());
}

void TestDocument::changesOnDiskAreNoticed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("watched.gpplan"));
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QVERIFY(!files.file()->save(path).has_value());
    QVERIFY(!files.file()->changedOnDisk());
    // Another program writes a different plan: an unmodified document reloads it.
    gp::Plan theirs = gpui::PlanDocument::examplePlan();
    theirs.title = "Written by another program";
    const auto write = [&](const gp::Plan& plan) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(QByteArray::fromStdString(gp::planToJson(plan).dump(2)));
    };
    write(theirs);
    QVERIFY(files.file()->changedOnDisk());
    QTRY_COMPARE_WITH_TIMEOUT(doc.plan().title, theirs.title, 5000);
    QVERIFY(!files.file()->changedOnDisk());
    // With unsaved changes of the user's, nothing is reloaded or overwritten without asking.
    doc.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.title = "Mine"; });
    theirs.title = "Changed again";
    QSignalSpy told(&files, &gpui::FileController::message);
    write(theirs);
    QVERIFY(told.wait(5000)); // the watcher saw it and said so
    QVERIFY(told.last().at(0).toString().contains(QStringLiteral("changed by another program")));
    QCOMPARE(doc.plan().title, std::string("Mine"));
    QVERIFY(!files.save()); // no one to ask (hidden window): the file is kept
    QCOMPARE(gp::loadPlanFile(QFile::encodeName(path).toStdString()).title, std::string("Changed again"));
    QVERIFY(doc.isModified());
}

void TestDocument::saveRefusesALinkSwappedIn()
{
    // Opened as a plain file; another program replaces it by a link to someone else's file: Save refuses, and
    // neither file changes. The file's mode survives an ordinary save.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("plan.gpplan"));
    const QString victim = dir.filePath(QStringLiteral("victim.txt"));
    gpui::PlanDocument doc;
    gpui::DocumentFile file(&doc);
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QVERIFY(!file.save(path).has_value());
    QVERIFY(QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner));
    doc.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.title = "second"; });
    QVERIFY(!file.save(path).has_value());
    QCOMPARE(QFile::permissions(path) & (QFile::ReadGroup | QFile::ReadOther), QFileDevice::Permissions{});
    QFile v(victim);
    QVERIFY(v.open(QIODevice::WriteOnly));
    v.write("precious");
    v.close();
    QVERIFY(QFile::remove(path));
    QVERIFY(QFile::link(victim, path));
    doc.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.title = "third"; });
    const auto error = file.save(path);
    QVERIFY(error.has_value());
    QVERIFY2(error->contains(QStringLiteral("became a link")), qPrintable(*error));
    QVERIFY(v.open(QIODevice::ReadOnly));
    QCOMPARE(v.readAll(), QByteArray("precious"));
    QVERIFY(QFileInfo(path).isSymLink());
    QVERIFY(doc.isModified()); // nothing lost: the plan stays open with its changes
}

void TestDocument::undoAndRedoNotifyTheSameParts()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QSignalSpy changed(&doc, &gpui::PlanDocument::changed);
    doc.modify(QStringLiteral("edit"), [](gp::Plan& p) {
        p.notes = "new";
        p.goodput.mfu = 0.5;
    });
    QCOMPARE(changed.count(), 1);
    const auto parts = changed.takeFirst().at(0).value<gp::PlanChange>();
    QCOMPARE(parts, gp::PlanChange(gp::PlanPart::Engagement) | gp::PlanPart::Program);
    doc.undoStack()->undo();
    QCOMPARE(changed.takeFirst().at(0).value<gp::PlanChange>(), parts);
    doc.undoStack()->redo();
    QCOMPARE(changed.takeFirst().at(0).value<gp::PlanChange>(), parts);
    // An edit that changes nothing is no edit: no notification, no undo step.
    const int steps = doc.undoStack()->count();
    doc.modify(QStringLiteral("nothing"), [](gp::Plan& p) { p.notes = "new"; });
    QCOMPARE(changed.count(), 0);
    QCOMPARE(doc.undoStack()->count(), steps);
    // Only what evaluate() reads re-evaluates: the notes leave the evaluation as it was.
    const double before = doc.evaluation()->goodput.mlProductivity;
    doc.modify(QStringLiteral("notes"), [](gp::Plan& p) { p.notes = "other"; });
    QCOMPARE(doc.evaluation()->goodput.mlProductivity, before);
}

void TestDocument::anInputSetBackToTheBaseLeavesTheScenario()
{
    // A scenario whose merge patch sets the provisioning (as one built in code may), edited back to the base's:
    // the override is gone from the patch as well as from the typed inputs, so it does not come back.
    gp::Plan plan = gpui::PlanDocument::examplePlan();
    const gp::Provisioning own = plan.goodput.provisioning;
    QVERIFY(own != gp::Provisioning::DwsCalendar);
    plan.scenarios = {{"calendar", R"({"scheduling": {"provisioning": "dws_calendar"}, "training": {"tokens": 2e12}})"}};
    gpui::PlanDocument doc;
    doc.reset(plan, QString());
    doc.setActiveScenario("calendar");
    QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::DwsCalendar);
    QVERIFY(!doc.modifyChecked(QStringLiteral("nodes"), [](gp::Plan& p) { p.goodput.nodes = 24; }).has_value());
    QVERIFY(!doc.modifyChecked(QStringLiteral("back"), [own](gp::Plan& p) { p.goodput.provisioning = own; }).has_value());
    const gp::Plan again = gp::scenarioPlan(doc.storedPlan(), "calendar");
    QCOMPARE(again.goodput.provisioning, own);
    QCOMPARE(again.goodput.nodes, 24);
    QCOMPARE(again.training.tokens, 2e12); // the rest of the patch is kept
    QCOMPARE(doc.storedPlan().goodput.nodes, plan.goodput.nodes);
    QCOMPARE(doc.storedPlan().scenarios.front().inputs.size(), std::size_t(1)); // the nodes alone
}

void TestDocument::anEditCopiesAtMostTwoPlansAndDiffsOnce()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    // On the base: the edited copy becomes the plan, held by the document and its undo step alike.
    std::uint64_t before = gp::PlanCopies::made();
    const std::uint64_t diffsBefore = gp::diffsMade();
    QVERIFY(!doc.modifyChecked(QStringLiteral("nodes"), [](gp::Plan& p) { p.goodput.nodes = 20; }).has_value());
    QCOMPARE(gp::PlanCopies::made() - before, std::uint64_t(1));
    // The edit's parts are found once, when it is made; the undo step hands them to the views.
    QCOMPARE(gp::diffsMade() - diffsBefore, std::uint64_t(1));
    QCOMPARE(doc.plan().goodput.nodes, 20);
    // Undo and redo copy nothing, and diff nothing.
    before = gp::PlanCopies::made();
    const std::uint64_t diffsAtUndo = gp::diffsMade();
    doc.undoStack()->undo();
    doc.undoStack()->redo();
    QCOMPARE(gp::PlanCopies::made() - before, std::uint64_t(0));
    QCOMPARE(gp::diffsMade() - diffsAtUndo, std::uint64_t(0));
    // With a scenario shown: the edited plan, and the base it folds back into.
    const std::string option = doc.storedPlan().scenarios.front().name;
    const std::string patch = doc.storedPlan().scenarios.front().overrides;
    doc.setActiveScenario(option);
    const auto mfuSet = [&doc] {
        for (const gp::InputOverride& i : doc.storedPlan().scenarios.front().inputs)
            if (i.key == "program.mfu")
                return i.value;
        return -1.0;
    };
    before = gp::PlanCopies::made();
    QVERIFY(!doc.modifyChecked(QStringLiteral("mfu"), [](gp::Plan& p) { p.goodput.mfu = 0.5; }).has_value());
    QCOMPARE(gp::PlanCopies::made() - before, std::uint64_t(2));
    // The edit is the scenario's override, the base keeps its own MFU, and undo takes the override back.
    QCOMPARE(doc.plan().goodput.mfu, 0.5);
    QVERIFY(doc.storedPlan().goodput.mfu != 0.5);
    // The override is typed; the scenario's patch of its other sections is the one it had.
    QCOMPARE(mfuSet(), 0.5);
    QCOMPARE(doc.storedPlan().scenarios.front().overrides, patch);
    doc.undoStack()->undo();
    QVERIFY(doc.plan().goodput.mfu != 0.5);
    QCOMPARE(mfuSet(), -1.0);
    doc.undoStack()->redo();
    QCOMPARE(doc.plan().goodput.mfu, 0.5);
}

void TestDocument::windowsKeepTheirOwnAutosaves()
{
    // Two windows with unsaved changes: each has its own autosave, and what one does never touches the other's.
    QTemporaryDir dir;
    QWidget windowA, windowB;
    gpui::PlanDocument a, b;
    auto filesA = std::make_unique<gpui::FileController>(&a, &windowA);
    gpui::FileController filesB(&b, &windowB);
    a.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.title = "A"; });
    b.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.title = "B"; });
    QVERIFY(filesA->autosaveNow() && filesB.autosaveNow());
    QVERIFY(filesA->autosavePath() != filesB.autosavePath());
    QVERIFY(gpui::Autosave::stale().isEmpty());
    QVERIFY(!filesA->file()->save(dir.filePath(QStringLiteral("a.gpplan"))).has_value()); // saving A removes A's alone
    QVERIFY(!filesA->hasAutosave());
    QVERIFY(filesB.hasAutosave());
    a.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.title = "A2"; });
    QVERIFY(filesA->autosaveNow());
    filesA.reset(); // window A is gone without saving
    const QList<gpui::Autosave::Found> stale = gpui::Autosave::stale();
    QCOMPARE(stale.size(), 1); // A's; B's is live
    QCOMPARE(stale.front().document, QStringLiteral("a.gpplan"));
    QVERIFY(filesB.hasAutosave());
    filesB.discardAutosave();
    QFile::remove(stale.front().path);
}

void TestDocument::pathsAreAbsoluteAndCanonical()
{
    // Opened by a relative name through a symlinked folder, recorded in the autosave, recovered from elsewhere:
    // the document still names the file it came from.
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("real")));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("real")), dir.filePath(QStringLiteral("link"))));
    const QString real = dir.filePath(QStringLiteral("real/planA.gpplan"));
    {
        gpui::PlanDocument doc;
        gpui::DocumentFile file(&doc);
        doc.reset(gpui::PlanDocument::examplePlan(), QString());
        QVERIFY(!file.save(real).has_value());
    }
    const QString before = QDir::currentPath();
    QDir::setCurrent(dir.filePath(QStringLiteral("link")));
    {
        QWidget window;
        gpui::PlanDocument doc;
        gpui::FileController files(&doc, &window);
        QVERIFY(files.open(QStringLiteral("planA.gpplan")));
        QCOMPARE(doc.filePath(), QFileInfo(real).canonicalFilePath());
        doc.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.goodput.nodes = 55; });
        QVERIFY(files.autosaveNow());
    }
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("elsewhere")));
    QFile decoy(dir.filePath(QStringLiteral("elsewhere/planA.gpplan"))); // another customer's file of that name
    QVERIFY(decoy.open(QIODevice::WriteOnly));
    decoy.write("decoy");
    decoy.close();
    QDir::setCurrent(dir.filePath(QStringLiteral("elsewhere")));
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    QVERIFY(files.recover(gpui::Autosave::stale().front().path));
    QDir::setCurrent(before);
    QCOMPARE(doc.filePath(), QFileInfo(real).canonicalFilePath());
    QCOMPARE(doc.plan().goodput.nodes, 55);
    files.discardAutosave();
}

void TestDocument::saveAsSuggestsTheTitle()
{
    gp::Plan plan;
    plan.title = "Acme / Q3: H100?";
    QCOMPARE(gpui::FileController::suggestedFileName(plan), QStringLiteral("Acme Q3 H100.gpplan"));
    plan.title = "  ";
    QCOMPARE(gpui::FileController::suggestedFileName(plan), QStringLiteral("plan.gpplan"));
    plan.title = "../etc";
    QVERIFY(!gpui::FileController::suggestedFileName(plan).contains(QLatin1Char('/')));
    // A new plan starts where the user keeps documents, never in "/".
    QSettings().remove(QStringLiteral("files/lastDirectory"));
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    QVERIFY(files.suggestedFolder() != QLatin1String("/"));
    QVERIFY(QFileInfo(files.suggestedFolder()).isAbsolute());
}

void TestDocument::unknownKeysAreSaid()
{
    // A typo in a plan file is named by its path in the status bar's message, and the plan still opens.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("typo.gpplan"));
    nlohmann::json json = gp::planToJson(gpui::PlanDocument::examplePlan());
    json["scale"]["nodez"] = 5;
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(json.dump()));
    }
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    QSignalSpy said(&files, &gpui::FileController::message);
    QVERIFY(files.open(path));
    QCOMPARE(files.file()->unknownKeys(), QStringList{QStringLiteral("scale.nodez")});
    QVERIFY(!said.isEmpty());
    QVERIFY2(said.last().at(0).toString().contains(QStringLiteral("scale.nodez")), qPrintable(said.last().at(0).toString()));
}

void TestDocument::readOnlyFolderSaysSo()
{
    // A plan in a folder its user may not write in opens read-only with the reason, refuses Save to its own file
    // and offers Save As. Root may write anywhere, so as root the probe runs as the unprivileged user.
    QTemporaryDir dir;
    QVERIFY(QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner |
                                                  QFileDevice::ReadOther | QFileDevice::ExeOther));
    const QString folder = dir.filePath(QStringLiteral("shared"));
    QVERIFY(QDir().mkpath(folder));
    const QString path = QDir(folder).filePath(QStringLiteral("plan.gpplan"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(gp::planToJson(gpui::PlanDocument::examplePlan()).dump()));
    }
    const auto readable = QFileDevice::ReadOwner | QFileDevice::ReadGroup | QFileDevice::ReadOther;
    QVERIFY(QFile::setPermissions(path, readable | QFileDevice::WriteOwner | QFileDevice::WriteOther));
    QVERIFY(QFile::setPermissions(folder, readable | QFileDevice::ExeOwner | QFileDevice::ExeGroup | QFileDevice::ExeOther));
    QProcess probe;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), dir.filePath(QStringLiteral("home")));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), dir.filePath(QStringLiteral("home")));
    QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("home"))));
    QVERIFY(QFile::setPermissions(dir.filePath(QStringLiteral("home")), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                      QFileDevice::ExeOwner | QFileDevice::ReadOther | QFileDevice::WriteOther |
                                      QFileDevice::ExeOther));
    probe.setProcessEnvironment(env);
    if (::geteuid() == 0)
        probe.start(QStringLiteral("setpriv"), {QStringLiteral("--reuid=65534"), QStringLiteral("--regid=65534"),
                                                QStringLiteral("--clear-groups"), QStringLiteral(GOODPUT_DOCUMENT_PROBE),
                                                path});
    else
        probe.start(QStringLiteral(GOODPUT_DOCUMENT_PROBE), {path});
    QVERIFY(probe.waitForFinished(30000));
    const QString out = QString::fromLocal8Bit(probe.readAllStandardOutput()).trimmed();
    QVERIFY2(probe.exitCode() == 0, qPrintable(out + QString::fromLocal8Bit(probe.readAllStandardError())));
    QCOMPARE(out, QStringLiteral("1 folder_not_writable 1 1"));
    // The same file in a folder it may write in opens writable, and its lock is beside it.
    QVERIFY(QFile::setPermissions(folder, readable | QFileDevice::WriteOwner | QFileDevice::ExeOwner));
    gpui::PlanDocument doc;
    gpui::DocumentFile file(&doc);
    QVERIFY(!file.open(path).has_value());
    QCOMPARE(file.readOnlyReason(), gpui::DocumentFile::ReadOnly::No);
    QVERIFY(file.readOnlyText().isEmpty());
}

void TestDocument::autosaveFollowsTheEdit()
{
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    // A window's first edit makes its autosave, once the edits pause.
    QVERIFY(!files.autosavePending());
    doc.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.title = "first edit"; });
    QVERIFY(files.autosavePending());
    QTRY_VERIFY_WITH_TIMEOUT(files.hasAutosave(), 10 * gpui::FileController::kAutosaveQuietMs);
    QCOMPARE(gp::loadPlanFile(QFile::encodeName(files.autosavePath()).toStdString()).title, std::string("first edit"));
    // Edits that never pause (a key every tenth of a second) are still written while they go on: the autosave
    // waits at most kAutosaveLongestMs for the first of them.
    files.discardAutosave();
    QElapsedTimer typing;
    typing.start();
    int keys = 0;
    while (!files.hasAutosave() && typing.elapsed() < 5 * gpui::FileController::kAutosaveLongestMs) {
        doc.modify(QStringLiteral("type"), [&](gp::Plan& p) { p.notes += 'k'; });
        ++keys;
        constexpr int kKeyPaceMs = 100; // a steady typist
        QTest::qWait(kKeyPaceMs);
    }
    QVERIFY2(files.hasAutosave(), qPrintable(QStringLiteral("%1 keys, never written").arg(keys)));
    // Saved, nothing is pending and nothing is left to recover.
    QTemporaryDir dir;
    QVERIFY(!files.file()->save(dir.filePath(QStringLiteral("typed.gpplan"))).has_value());
    QVERIFY(!files.hasAutosave());
}

void TestDocument::savingRemovesTheAutosave()
{
    QTemporaryDir dir;
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    doc.modify(QStringLiteral("edit"), [](gp::Plan& p) { p.title = "x"; });
    QVERIFY(files.autosaveNow());
    QVERIFY(!files.file()->save(dir.filePath(QStringLiteral("x.gpplan"))).has_value());
    QVERIFY(!files.hasAutosave());
}

void TestDocument::recentFiles()
{
    QTemporaryDir dir;
    QWidget window;
    gpui::PlanDocument doc;
    gpui::FileController files(&doc, &window);
    QVERIFY(!files.recentMenu()->isEnabled());
    const QString a = dir.filePath(QStringLiteral("a.gpplan"));
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QVERIFY(!files.file()->save(a).has_value());
    QVERIFY(files.open(a));
    QVERIFY(!files.open(QStringLiteral(GOODPUT_TEST_DATA "/plans/truncated.gpplan")));
    QCOMPARE(files.recentFiles(), QStringList{a}); // only files that opened
    QVERIFY(files.recentMenu()->isEnabled());
}

void TestDocument::theGpuWalkSetsWhatThePlanIsFor()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QCOMPARE(doc.plan().kind, gp::PlanKind::Training);
    const std::vector<std::string> before = doc.walk("gpu-selection");
    // Answering "inferencing" turns the plan to serving, its inference section ready to evaluate: the default,
    // Llama 3.1 8B in BF16 at one request a second. One undo step for the answer and the kind.
    doc.setWalk("gpu-selection", {"inferencing"}, QStringLiteral("Answer"));
    QCOMPARE(doc.plan().kind, gp::PlanKind::Inference);
    QVERIFY(doc.evaluation() && doc.evaluation()->served);
    QCOMPARE(doc.plan().inference.request.model.name, std::string("llama-3.1-8b"));
    doc.undoStack()->undo();
    QCOMPARE(doc.plan().kind, gp::PlanKind::Training);
    QVERIFY(doc.walk("gpu-selection") == before);
    // Back to training with the other answer.
    doc.setWalk("gpu-selection", {"inferencing"}, QStringLiteral("Answer"));
    doc.setWalk("gpu-selection", {"training"}, QStringLiteral("Answer"));
    QCOMPARE(doc.plan().kind, gp::PlanKind::Training);
    QVERIFY(doc.evaluation() && !doc.evaluation()->served);
}

QTEST_MAIN(TestDocument)
#include "tst_document.moc"
