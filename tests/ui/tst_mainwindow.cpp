#include "document/DocumentFile.h"
#include "document/PlanDocument.h"
#include "flowchart/DecisionView.h"
#include "flowchart/FlowchartScene.h"
#include "settings/AppSettings.h"
#include "mainwindow/Appearance.h"
#include "mainwindow/FileController.h"
#include "mainwindow/MainWindow.h"
#include "study/StudyView.h"
#include "proposal/ProposalView.h"
#include "measured/MeasuredView.h"
#include "costs/CostsView.h"
#include "scenarios/ScenariosView.h"
#include "overview/OverviewView.h"
#include "mainwindow/Language.h"
#include "mainwindow/PreferencesDialog.h"
#include "mainwindow/WelcomeDialog.h"
#include "plan/Evaluate.h"
#include "decision/GraphLibrary.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QStackedWidget>
#include <QTableWidget>
#include <QSettings>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QProcess>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

#include <functional>

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensWithTheExamplePlan();
    void overviewShowsTheModel();
    void brokenFileKeepsTheOpenPlan();
    void viewShortcuts();
    void undoRedoShortcuts();
    void appearanceReachesTheViews();
    void welcomeOffersAnEmptyPlan();
    void preferencesSwitchTheLanguageLive();
    void toolbarCarriesTheCommonActions();
    void tabReachesEveryControlOfEveryView();
    void messagesShowMarkupAsText();
    void emptyPlanSaysItsFiguresAreDefaults();
    void reopensTheLastPlanWhenAsked();
    void everyViewFitsASmallScreen();
    void viewsAreMadeAfterTheFirstPaint();
    void aTitledPlanGoesByItsTitle();
    void addingAScenarioSaysSo();
    void viewsAndGraphsAreRememberedById();
};

void TestMainWindow::aTitledPlanGoesByItsTitle()
{
    // The example has a title and no file: the question before closing it names it by its title.
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    const QString title = QString::fromStdString(doc.plan().title);
    QVERIFY(!title.isEmpty());
    QCOMPARE(doc.displayName(), title);
    gpui::MainWindow w(&doc);
    QVERIFY(w.windowTitle().startsWith(title));
    doc.modify(QStringLiteral("untitle"), [](gp::Plan& p) { p.title.clear(); });
    QCOMPARE(doc.displayName(), QStringLiteral("Untitled plan"));
}

void TestMainWindow::addingAScenarioSaysSo()
{
    // However a scenario is added, the status bar names it; an edit of something else says nothing of scenarios.
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    doc.modify(QStringLiteral("add"), [](gp::Plan& p) {
        gp::Scenario s;
        s.name = "TPU v6e on Spot";
        p.scenarios.push_back(s);
    });
    // The bar shows the message, ending in "…" where the window is too narrow for it, and its tooltip then the whole.
    const QString shown = w.statusBar()->currentMessage();
    QVERIFY2(shown.startsWith(QStringLiteral("Added the scenario “TPU v6e on Spot”")), qPrintable(shown));
    QCOMPARE(w.statusBar()->toolTip().isEmpty() ? shown : w.statusBar()->toolTip(),
             QStringLiteral("Added the scenario “TPU v6e on Spot”: the Scenarios view compares it with the base plan"));
    w.statusBar()->clearMessage();
    doc.modify(QStringLiteral("notes"), [](gp::Plan& p) { p.notes = "for the CFO"; });
    QVERIFY(w.statusBar()->currentMessage().isEmpty());
}

void TestMainWindow::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_mainwindow"));
    QSettings().clear(); // every run starts from the defaults, whatever an earlier one saved
}

void TestMainWindow::opensWithTheExamplePlan()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    // The embedded example, not the defaults: it is a Spot plan with a title and six hours of initial wait.
    QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::Spot);
    QVERIFY(QString::fromStdString(doc.plan().title).startsWith(QStringLiteral("Example:")));
    QCOMPARE(doc.plan().goodput.initialWait.inHours(), 6.0);
    QVERIFY(doc.evaluation().has_value());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.windowTitle().contains(QStringLiteral("Goodput Planner")));
    QCOMPARE(w.viewCount(), 8); // overview, flowcharts, workbench, costs, study, proposal, measured, scenarios
    QVERIFY(!w.menuBar()->actions().isEmpty());
}

void TestMainWindow::overviewShowsTheModel()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.showView(gpui::View::Overview);
    w.show(); // a view works only when seen
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const double mpg = gp::evaluate(doc.plan()).goodput.mlProductivity;
    const QString expected = QLocale().toString(mpg * 100.0, 'f', 1);
    bool found = false;
    for (QLabel* l : w.findChildren<QLabel*>())
        found = found || (l->text().startsWith(QStringLiteral("ML Productivity Goodput")) && l->text().contains(expected));
    QVERIFY2(found, qPrintable(expected));
    auto* overview = w.findChild<gpui::OverviewView*>();
    QVERIFY(overview);
    auto* table = overview->findChild<QTableWidget*>();
    QVERIFY(table);
    QCOMPARE(table->rowCount(), 7);
}

void TestMainWindow::brokenFileKeepsTheOpenPlan()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    const auto error = gpui::DocumentFile(&doc).open(QStringLiteral(GOODPUT_TEST_DATA "/plans/truncated.gpplan"));
    QVERIFY(error.has_value());
    QVERIFY(error->contains(QStringLiteral("not valid JSON")));
    QCOMPARE(doc.plan().goodput.nodes, 16);
    QVERIFY(doc.filePath().isEmpty());
}

void TestMainWindow::viewShortcuts()
{
    gpui::PlanDocument doc;
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* stack = w.findChild<QStackedWidget*>();
    QTest::keyClick(&w, Qt::Key_3, Qt::ControlModifier);
    QCOMPARE(stack->currentIndex(), 2);
    QTest::keyClick(&w, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(stack->currentIndex(), 0);
}

void TestMainWindow::undoRedoShortcuts()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!w.isWindowModified());
    gp::GoodputInputs in = doc.plan().goodput;
    in.nodes = 64;
    doc.setInputs(in, QStringLiteral("Change nodes"));
    QVERIFY(w.isWindowModified());
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc.plan().goodput.nodes, 16);
    QVERIFY(!w.isWindowModified());
    QTest::keyClick(&w, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc.plan().goodput.nodes, 64);
}

void TestMainWindow::appearanceReachesTheViews()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(w.findChild<gpui::DecisionView*>()); // made in idle time after the first paint
    auto* decision = w.findChild<gpui::DecisionView*>();
    gpui::applyAppearance(gpui::Appearance::Dark);
    QCoreApplication::processEvents();
    QVERIFY(QApplication::palette().color(QPalette::Base).lightness() < 128);
    QVERIFY(decision->scene()->style().dark); // the flowchart takes its colours from the new palette
    gpui::applyAppearance(gpui::Appearance::Light);
    QCoreApplication::processEvents();
    QVERIFY(!decision->scene()->style().dark);
    gpui::applyAppearance(gpui::Appearance::System);
}


namespace {
// Watches the application for the next dialog of type T to be shown, then runs f on it from the event loop the
// dialog's exec() runs: no timer guesses when it appears.
class DialogWatcher : public QObject {
public:
    DialogWatcher(std::function<bool(QObject*)> matches, std::function<void(QWidget*)> act)
        : matches_(std::move(matches)), act_(std::move(act))
    {
        qApp->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (event->type() == QEvent::Show && matches_(watched)) {
            qApp->removeEventFilter(this);
            auto* dialog = static_cast<QWidget*>(watched);
            QMetaObject::invokeMethod(dialog, [act = act_, dialog] { act(dialog); }, Qt::QueuedConnection);
            deleteLater();
        }
        return QObject::eventFilter(watched, event);
    }

private:
    std::function<bool(QObject*)> matches_;
    std::function<void(QWidget*)> act_;
};

// Runs f on the next dialog of type T once it is shown.
template <typename T, typename F>
void onDialog(F f)
{
    new DialogWatcher([](QObject* o) { return qobject_cast<T*>(o) != nullptr; },
                      [f](QWidget* w) { f(static_cast<T*>(w)); });
}
} // namespace

void TestMainWindow::welcomeOffersAnEmptyPlan()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(!gpui::settings::welcomed().get());
    onDialog<gpui::WelcomeDialog>([](gpui::WelcomeDialog* d) {
        for (QPushButton* b : d->findChildren<QPushButton*>())
            if (b->text().remove(QLatin1Char('&')).contains(QStringLiteral("Empty")))
                b->click();
    });
    w.showWelcome();
    QVERIFY(gpui::settings::welcomed().get()); // shown once, not at every start
    QVERIFY(doc.plan().title.empty());          // the empty plan, not the example
    QCOMPARE(w.currentView(), int(gpui::View::Workbench));               // straight to the workbench to fill it in
    // The default button keeps (or restores) the example plan.
    onDialog<gpui::WelcomeDialog>([](gpui::WelcomeDialog* d) { QTest::keyClick(d, Qt::Key_Return); });
    w.showWelcome();
    QVERIFY(QString::fromStdString(doc.plan().title).startsWith(QStringLiteral("Example:")));
    QCOMPARE(w.currentView(), int(gpui::View::Overview));
}

void TestMainWindow::preferencesSwitchTheLanguageLive()
{
    gpui::PlanDocument doc;
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QString seenInDialog;
    onDialog<gpui::PreferencesDialog>([&w, &seenInDialog](gpui::PreferencesDialog* d) {
        auto* language = d->findChild<QComboBox*>();
        // The system's entry names the language it resolves to: English for the test's C locale or an unshipped
        // one, never an empty "()".
        const QString system = language->itemText(0);
        QVERIFY2(!system.contains(QStringLiteral("()")), qPrintable(system));
        if (gpui::resolveLanguage(QString()) == QStringLiteral("en"))
            QCOMPARE(system, QStringLiteral("System default (English)"));
        language->setCurrentIndex(language->findData(QStringLiteral("ja")));
        // Live: the main window behind the dialog and the dialog itself change at once.
        QTRY_COMPARE(w.menuBar()->actions().front()->text(), QStringLiteral("ファイル(&F)"));
        seenInDialog = d->windowTitle();
        language->setCurrentIndex(language->findData(QStringLiteral("en")));
        QTRY_COMPARE(w.menuBar()->actions().front()->text(), QStringLiteral("&File"));
        d->reject();
    });
    QTest::keyClick(&w, Qt::Key_Comma, Qt::ControlModifier); // Edit > Preferences
    QCOMPARE(seenInDialog, QStringLiteral("設定"));
    QCOMPARE(gpui::settings::language().get(), QStringLiteral("en")); // remembered for the next start
}

void TestMainWindow::toolbarCarriesTheCommonActions()
{
    gpui::PlanDocument doc;
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* bar = w.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    QVERIFY(bar);
    QStringList names;
    bool scenario = false;
    for (QAction* a : bar->actions()) {
        if (auto* combo = qobject_cast<QComboBox*>(bar->widgetForAction(a)))
            scenario = scenario || combo->accessibleName() == QStringLiteral("Active scenario");
        if (!a->isSeparator() && qobject_cast<QToolButton*>(bar->widgetForAction(a))) {
            names << a->objectName();
            QVERIFY2(!a->icon().isNull(), qPrintable(a->objectName()));
            QVERIFY(!bar->widgetForAction(a)->accessibleName().isEmpty());
        }
    }
    QVERIFY(scenario); // the active scenario, switched from the toolbar
    QCOMPARE(names, (QStringList{QStringLiteral("actionNew"), QStringLiteral("actionOpen"), QStringLiteral("actionSave"),
                                 QStringLiteral("actionUndo"), QStringLiteral("actionRedo"), QStringLiteral("actionExport"),
                                 QStringLiteral("actionPreferences")}));
}

void TestMainWindow::tabReachesEveryControlOfEveryView()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto* stack = w.findChild<QStackedWidget*>();
    for (int view = 0; view < w.viewCount(); ++view) {
        w.showView(view);
        QCoreApplication::processEvents();
        QWidget* page = stack->currentWidget();
        // Every control a mouse user can operate on this page.
        QSet<QWidget*> controls;
        for (QWidget* c : page->findChildren<QWidget*>())
            if (c->isVisibleTo(&w) && c->isEnabled() && (c->focusPolicy() & Qt::TabFocus) &&
                (qobject_cast<QAbstractButton*>(c) || qobject_cast<QAbstractSlider*>(c) ||
                 qobject_cast<QAbstractSpinBox*>(c) || qobject_cast<QComboBox*>(c) || qobject_cast<QLineEdit*>(c) ||
                 qobject_cast<QAbstractItemView*>(c) || qobject_cast<QTabBar*>(c) || qobject_cast<QPlainTextEdit*>(c)) &&
                !c->focusProxy() && !qobject_cast<QAbstractSpinBox*>(c->parentWidget()) &&
                !qobject_cast<QComboBox*>(c->parentWidget())) // a spin box's own editor takes focus with it
                controls.insert(c);
        QVERIFY2(!controls.isEmpty(), qPrintable(QString::number(view)));
        // Walk the focus chain with Tab from the navigation list, once round the window.
        auto* navigation = w.findChild<QListWidget*>();
        navigation->setFocus();
        QSet<QWidget*> reached;
        for (int i = 0; i < 600 && reached.size() < controls.size(); ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            if (QWidget* f = QApplication::focusWidget(); f && controls.contains(f))
                reached.insert(f);
        }
        // Each control also has a name for screen readers: its own, its text, or its label's (buddy).
        QStringList unnamed;
        for (QWidget* c : controls) {
            QAccessibleInterface* a = QAccessible::queryAccessibleInterface(c);
            if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
                unnamed << QString::fromLatin1(c->metaObject()->className()) + QLatin1Char('/') + c->objectName();
        }
        QVERIFY2(unnamed.isEmpty(), qPrintable(QStringLiteral("view %1: ").arg(view) + unnamed.join(QStringLiteral(", "))));
        QStringList missed;
        for (QWidget* c : controls)
            if (!reached.contains(c))
                missed << QString::fromLatin1(c->metaObject()->className()) + QLatin1Char(':') + c->accessibleName();
        QVERIFY2(missed.isEmpty(), qPrintable(QStringLiteral("view %1: ").arg(view) + missed.join(QStringLiteral(", "))));
    }
}

void TestMainWindow::messagesShowMarkupAsText()
{
    // Markup reaches the "cannot open" message three ways: a field's value, the file's name, and the JSON excerpt
    // of a syntax error. Each prints as it is and loads nothing.
    QTemporaryDir dir;
    const QString named = dir.filePath(QStringLiteral("<b>customer<b> &amp; co.gpplan"));
    QFile broken(named);
    QVERIFY(broken.open(QIODevice::WriteOnly));
    broken.write("{\"format\": \"<b>BOLD</b><img src=e.png>");
    broken.close();
    const struct {
        QString path;
        QString markup;
    } cases[] = {{QStringLiteral(GOODPUT_TEST_DATA "/plans/markup-provisioning.gpplan"),
                  QStringLiteral("<b>BOLD</b><img src=e.png>")},
                 {named, QStringLiteral("<b>customer<b> &amp; co.gpplan")}};
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    for (const auto& c : cases) {
        QStringList texts;
        bool allPlain = true;
        onDialog<QMessageBox>([&](QMessageBox* box) {
            for (QLabel* label : box->findChildren<QLabel*>()) {
                allPlain = allPlain && label->textFormat() == Qt::PlainText;
                texts << label->text();
            }
            box->accept();
        });
        QVERIFY(!w.files()->open(c.path));
        QVERIFY(allPlain);
        QVERIFY2(texts.join(QLatin1Char(' ')).contains(c.markup), qPrintable(texts.join(QLatin1Char('|'))));
        QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::Spot); // the open plan is kept
    }
}

void TestMainWindow::emptyPlanSaysItsFiguresAreDefaults()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.files()->newPlan();
    w.showView(gpui::View::Overview);
    QVERIFY(doc.plan().engagement.customer.empty() && doc.plan().walks.empty());
    bool said = false;
    for (QLabel* l : w.findChild<gpui::OverviewView*>()->findChildren<QLabel*>())
        said = said || l->text().contains(QStringLiteral("illustrative defaults"));
    QVERIFY(said);
}

void TestMainWindow::reopensTheLastPlanWhenAsked()
{
    // The application started with "reopen the last plan" on: it opens the first recent file, which it then holds
    // (the lock beside the file shows it).
    QTemporaryDir home;
    const QString plan = home.filePath(QStringLiteral("last.gpplan"));
    QVERIFY(QFile::copy(QStringLiteral(GOODPUT_EXAMPLE_PLAN), plan));
    QDir().mkpath(home.filePath(QStringLiteral(".config/GoodputPlanner")));
    QFile conf(home.filePath(QStringLiteral(".config/GoodputPlanner/goodput-planner.conf")));
    QVERIFY(conf.open(QIODevice::WriteOnly));
    conf.write("[files]\nreopenLast=true\nrecent=" + plan.toUtf8() + "\n[mainwindow]\nwelcomed=true\n");
    conf.close();
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral(".config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral(".local/share")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    app.setProcessEnvironment(env);
    app.start(QStringLiteral(GOODPUT_PLANNER), {});
    QVERIFY(app.waitForStarted());
    QTRY_VERIFY_WITH_TIMEOUT(QFileInfo::exists(home.filePath(QStringLiteral(".~last.gpplan.lock"))), 15000);
    app.kill();
    app.waitForFinished();
}

void TestMainWindow::viewsAndGraphsAreRememberedById()
{
    // The view and the decision graph are stored by id, so a reordered list still opens where the user left.
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    {
        gpui::MainWindow w(&doc);
        w.showView(gpui::View::Measured);
        QCOMPARE(gpui::settings::viewId().get(), QStringLiteral("measured"));
    }
    QCOMPARE(gpui::MainWindow::rememberedView(), int(gpui::View::Measured));
    gpui::settings::viewId().set(QStringLiteral("no-such-view"));
    QCOMPARE(gpui::MainWindow::rememberedView(), int(gpui::View::Overview));
    // Settings from before the ids: the index they stored.
    gpui::settings::viewId().set(QString());
    gpui::settings::currentView().set(int(gpui::View::Costs));
    QCOMPARE(gpui::MainWindow::rememberedView(), int(gpui::View::Costs));
    const auto graphs = gp::GraphLibrary::builtin().all();
    int costEfficiency = -1;
    for (std::size_t i = 0; i < graphs.size(); ++i)
        if (graphs[i]->id == "cost-efficiency")
            costEfficiency = static_cast<int>(i);
    QVERIFY(costEfficiency > 0);
    gpui::settings::decisionGraphId().set(QStringLiteral("cost-efficiency"));
    QCOMPARE(gpui::DecisionView::rememberedGraph(gp::GraphLibrary::builtin()), costEfficiency);
    gpui::settings::decisionGraphId().set(QStringLiteral("gone"));
    QCOMPARE(gpui::DecisionView::rememberedGraph(gp::GraphLibrary::builtin()), 0);
    gpui::settings::viewId().set(QStringLiteral("overview"));
    gpui::settings::decisionGraphId().set(QString());
    gpui::settings::decisionGraph().set(0);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"

namespace {
// Names, on failure, every descendant whose minimum width alone exceeds the room given: the cause of a view that is
// too wide.
QString widerThan(QWidget* root, int room)
{
    QStringList names;
    for (QWidget* child : root->findChildren<QWidget*>()) {
        const int min = qMax(child->minimumWidth(), child->minimumSizeHint().width());
        if (min <= room || child->minimumWidth() > 0)
            continue;
        QString chain;
        for (QWidget* p = child; p && p != root; p = p->parentWidget())
            chain = QString::fromLatin1(p->metaObject()->className()) + QLatin1Char('/') + chain;
        names << QStringLiteral("%1 %2 px").arg(chain).arg(min);
    }
    return names.join(QStringLiteral("; "));
}
} // namespace

void TestMainWindow::viewsAreMadeAfterTheFirstPaint()
{
    // Start-up builds only the view it opens on; the others follow in idle time once the window has painted, and a
    // view asked for before then is made at once.
    gpui::settings::viewId().set(QStringLiteral("overview")); // opens on the overview
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    QVERIFY(w.findChild<gpui::OverviewView*>());
    QVERIFY(!w.findChild<gpui::ScenariosView*>());
    QVERIFY(w.studyView()); // asked for: made now
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTRY_VERIFY(w.findChild<gpui::ScenariosView*>());
    QVERIFY(w.findChild<gpui::CostsView*>() && w.findChild<gpui::MeasuredView*>() && w.findChild<gpui::ProposalView*>());
    QCOMPARE(w.findChildren<gpui::StudyView*>().size(), 1); // each made once
}

void TestMainWindow::everyViewFitsASmallScreen()
{
    // A 1024 x 640 screen (a small laptop, or a projector at a customer's): on every view and every workbench tab
    // the window fits within the screen, with the navigation at its narrowest.
    gpui::PlanDocument doc;
    gpui::MainWindow w(&doc);
    w.resize(1024, 600);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto* stack = w.findChild<QStackedWidget*>();
    for (int view = 0; view < stack->count(); ++view) {
        w.showView(view);
        QList<QTabWidget*> tabs = stack->currentWidget()->findChildren<QTabWidget*>();
        const int tabCount = tabs.isEmpty() ? 1 : tabs.first()->count();
        for (int tab = 0; tab < tabCount; ++tab) {
            if (!tabs.isEmpty())
                tabs.first()->setCurrentIndex(tab);
            QApplication::processEvents();
            const int need = w.minimumSizeHint().width();
            if (need > 1000)
                QFAIL(qPrintable(QStringLiteral("view %1 tab %2 needs %3 px: %4")
                                     .arg(view).arg(tab).arg(need).arg(widerThan(&w, 420))));
            QVERIFY2(w.width() <= 1024, qPrintable(QStringLiteral("view %1 tab %2: window %3 px wide")
                                                       .arg(view).arg(tab).arg(w.width())));
            // and within its height, less a panel: the window's title bar and a desktop's panel take 40 px.
            // (the stack is as tall as its tallest page: count the page shown)
            const int tall = w.minimumSizeHint().height() - stack->minimumSizeHint().height() +
                             stack->currentWidget()->minimumSizeHint().height();
            QVERIFY2(tall <= 600, qPrintable(QStringLiteral("view %1 tab %2 needs %3 px of height").arg(view).arg(tab).arg(tall)));
        }
    }
}
