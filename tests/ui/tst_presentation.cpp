#include "document/DocumentFile.h"
#include "document/PlanDocument.h"
#include "help/HelpDialog.h"
#include "help/UserGuide.h"
#include "mainwindow/MainWindow.h"
#include "presentation/PresentationView.h"
#include "plan/Evaluate.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTextBrowser>
#include <QUndoStack>

#include <set>

// View > Present (F11) and Help > User Guide (F1).
class TestPresentation : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void f11PresentsAndLeaves();
    void presentationFollowsThePlan();
    void typeGrowsWithTheScreen_data();
    void typeGrowsWithTheScreen();
    void servingPlanPresentsItsServing();
    void f1OpensTheCurrentViewsPage();
    void everyViewHasAPageAndLinksFollow();
};

void TestPresentation::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_presentation"));
    QSettings().clear();
}

void TestPresentation::f11PresentsAndLeaves()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* present = window.menuBar()->findChild<QAction*>(QStringLiteral("actionPresent"));
    QVERIFY(present);
    QCOMPARE(present->shortcut(), QKeySequence(Qt::Key_F11));
    present->trigger();
    QPointer<gpui::PresentationView> shown = window.presentation();
    QVERIFY(shown);
    QVERIFY(QTest::qWaitForWindowExposed(shown));
    QVERIFY(shown->isFullScreen());
    // The walk, the recommendation and its figures: the example's 128 H100 on Spot, its goodput, days and cost.
    const QString texts = shown->texts().join(QLatin1Char('\n'));
    const gp::Evaluation& ev = *doc.evaluation();
    for (const QString& part : {QStringLiteral("Example: 7B model pre-training"), QStringLiteral("ML Productivity Goodput 36.6 %"),
                                QStringLiteral("NVIDIA H100 80 GB × 128"), QStringLiteral("Spot"),
                                QStringLiteral("%1 days").arg(QLocale().toString(ev.selectedEstimate()->days, 'f', 1)),
                                QStringLiteral("$118,875"), QStringLiteral("NVLink options: H100, A100, even V100")})
        QVERIFY2(texts.contains(part), qPrintable(part + QStringLiteral(" in ") + texts));
    // F11 again, in the presentation, leaves it; so does Esc.
    QTest::keyClick(shown, Qt::Key_F11);
    QTRY_VERIFY(!shown);
    present->trigger();
    shown = window.presentation();
    QVERIFY(QTest::qWaitForWindowExposed(shown));
    QTest::keyClick(shown, Qt::Key_Escape);
    QTRY_VERIFY(!shown);
    QVERIFY(window.isVisible());
}

void TestPresentation::presentationFollowsThePlan()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::PresentationView view(&doc);
    view.setAttribute(Qt::WA_DeleteOnClose, false);
    view.resize(1280, 720);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.texts().join(QLatin1Char(' ')).contains(QStringLiteral("× 128")));
    doc.modify(QStringLiteral("nodes"), [](gp::Plan& p) { p.goodput.nodes = 4; });
    QTRY_VERIFY(view.texts().join(QLatin1Char(' ')).contains(QStringLiteral("× 32")));
    doc.undoStack()->undo();
    QTRY_VERIFY(view.texts().join(QLatin1Char(' ')).contains(QStringLiteral("× 128")));
}

void TestPresentation::typeGrowsWithTheScreen_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("dark");
    for (const QSize s : {QSize(1024, 640), QSize(1440, 900), QSize(2560, 1440)})
        for (bool dark : {false, true})
            QTest::addRow("%dx%d %s", s.width(), s.height(), dark ? "dark" : "light") << s << dark;
}

// Large type at a distance: at least 12 pt at the smallest screen, in proportion above it; the page is painted in
// the palette's colours.
void TestPresentation::typeGrowsWithTheScreen()
{
    QFETCH(QSize, size);
    QFETCH(bool, dark);
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::PresentationView view(&doc);
    view.setAttribute(Qt::WA_DeleteOnClose, false);
    QPalette palette = QApplication::palette();
    palette.setColor(QPalette::Base, dark ? QColor(0x1e, 0x1e, 0x1e) : Qt::white);
    palette.setColor(QPalette::Text, dark ? QColor(0xee, 0xee, 0xee) : QColor(0x1a, 0x1a, 0x1a));
    view.setPalette(palette);
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.smallestPointSize() >= 9.6);
    if (size.height() >= 900)
        QVERIFY(view.smallestPointSize() >= 12.0 * size.height() / 900.0 * 0.9);
    const QImage shot = view.grab().toImage();
    // The corner is the background; the page holds text in the other colour.
    QCOMPARE(QColor(shot.pixel(2, 2)).lightness() < 128, dark);
    int ink = 0;
    for (int y = 0; y < shot.height(); y += 4)
        for (int x = 0; x < shot.width(); x += 4)
            if (std::abs(QColor(shot.pixel(x, y)).lightness() - QColor(shot.pixel(2, 2)).lightness()) > 100)
                ++ink;
    QVERIFY(ink > 200);
}

void TestPresentation::servingPlanPresentsItsServing()
{
    gpui::PlanDocument doc;
    QVERIFY(!gpui::DocumentFile(&doc).open(QStringLiteral(GOODPUT_TEST_DATA "/plans/inference-8b.gpplan")));
    gpui::PresentationView view(&doc);
    view.setAttribute(Qt::WA_DeleteOnClose, false);
    view.resize(1440, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString texts = view.texts().join(QLatin1Char('\n'));
    QVERIFY2(texts.contains(QStringLiteral("per million tokens")), qPrintable(texts));
    QVERIFY2(texts.contains(QStringLiteral("TTFT")), qPrintable(texts));
}

void TestPresentation::f1OpensTheCurrentViewsPage()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAction* guide = window.menuBar()->findChild<QAction*>(QStringLiteral("actionUserGuide"));
    QVERIFY(guide);
    QCOMPARE(guide->shortcut(), QKeySequence(Qt::Key_F1));
    const QStringList expected{QStringLiteral("overview"), QStringLiteral("flowcharts"), QStringLiteral("workbench"),
                               QStringLiteral("costs"),    QStringLiteral("study"),      QStringLiteral("proposal"),
                               QStringLiteral("measured"), QStringLiteral("scenarios")};
    for (int v = 0; v < window.viewCount(); ++v) {
        window.showView(v);
        QTest::keyClick(&window, Qt::Key_F1);
        QTRY_VERIFY(window.help() && window.help()->isVisible());
        QCOMPARE(window.help()->currentPage(), expected[v]);
    }
    // One window, raised again.
    QCOMPARE(window.findChildren<gpui::HelpDialog*>().size(), 1);
}

void TestPresentation::everyViewHasAPageAndLinksFollow()
{
    const auto pages = gpui::UserGuide::pages();
    std::set<QString> ids;
    for (const auto& p : pages) {
        QVERIFY(ids.insert(p.id).second);
        QVERIFY(!p.title.isEmpty());
        QVERIFY2(p.html.size() > 300, qPrintable(p.id));
    }
    for (int v = 0; v < 8; ++v)
        QVERIFY(ids.count(gpui::UserGuide::pageForView(v)));
    QVERIFY(ids.count(QStringLiteral("model")));
    // The formulas page carries the guide's runtime goodput formula as written.
    const auto model = std::find_if(pages.begin(), pages.end(), [](const auto& p) { return p.id == QLatin1String("model"); });
    QVERIFY(model->html.contains(QStringLiteral("RG  = (t_w − t_c − Σ t_re,i) / (t_w − Σ t_re,i)")));
    // A link on the first page opens the page it names.
    gpui::HelpDialog dialog;
    dialog.show();
    QCOMPARE(dialog.currentPage(), QStringLiteral("start"));
    emit dialog.browser()->anchorClicked(QUrl(QStringLiteral("guide:model")));
    QCOMPARE(dialog.currentPage(), QStringLiteral("model"));
    QVERIFY(dialog.browser()->toPlainText().contains(QStringLiteral("MPG = SG × RG × PG")));
}

QTEST_MAIN(TestPresentation)
#include "tst_presentation.moc"
