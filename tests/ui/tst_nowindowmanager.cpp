// The window in a bare X session (a kiosk, a screen-sharing VM): no window manager places, sizes or raises
// anything, so the application does. Run under xvfb-run with the xcb platform (tests/CMakeLists.txt): full screen
// covers the screen, the guide appears over the window, and the example opens titled with its own name.
#include "document/PlanDocument.h"
#include "help/HelpDialog.h"
#include "mainwindow/MainWindow.h"
#include "presentation/PresentationView.h"

#include <QGuiApplication>
#include <QImage>
#include <QPixmap>
#include <QScreen>
#include <QSettings>
#include <QTest>

namespace {

// The screen as X shows it: what a viewer of the session sees.
QImage screenImage()
{
    return QGuiApplication::primaryScreen()->grabWindow(0).toImage();
}

// Whether the pixel at p is the bare root window's black.
bool bare(const QImage& image, QPoint p)
{
    return image.pixelColor(p) == QColor(Qt::black);
}

} // namespace

class TestNoWindowManager : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fullScreenCoversTheScreen();
    void theGuideAppears();
    void theExampleHasItsName();
};

void TestNoWindowManager::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_nowindowmanager"));
    QSettings().clear();
    if (QGuiApplication::platformName() != QLatin1String("xcb"))
        QSKIP("needs a bare X session: run through xvfb-run with QT_QPA_PLATFORM=xcb");
}

void TestNoWindowManager::fullScreenCoversTheScreen()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.resize(800, 500);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.present();
    gpui::PresentationView* p = w.presentation();
    QVERIFY(p);
    QVERIFY(QTest::qWaitForWindowExposed(p));
    const QRect screen = QGuiApplication::primaryScreen()->geometry();
    QTRY_COMPARE(p->frameGeometry(), screen);
    // Every corner of the screen shows the presentation, none the bare root window, once the server has drawn it.
    for (QPoint corner : {screen.topLeft() + QPoint(2, 2), screen.topRight() + QPoint(-2, 2),
                          screen.bottomLeft() + QPoint(2, -2), screen.bottomRight() + QPoint(-2, -2)})
        QTRY_VERIFY2(!bare(screenImage(), corner),
                     qPrintable(QStringLiteral("%1,%2").arg(corner.x()).arg(corner.y())));
    w.present(); // again to leave
    QTRY_VERIFY(!w.presentation());
}

void TestNoWindowManager::theGuideAppears()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.resize(800, 500);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showHelp(QStringLiteral("index"));
    gpui::HelpDialog* help = w.help();
    QVERIFY(help);
    QVERIFY(QTest::qWaitForWindowExposed(help));
    const QRect screen = QGuiApplication::primaryScreen()->geometry();
    QVERIFY2(screen.contains(help->frameGeometry()), qPrintable(QStringLiteral("%1,%2 %3x%4")
                                                                   .arg(help->x()).arg(help->y())
                                                                   .arg(help->width()).arg(help->height())));
    // What the screen shows at the guide's centre is the guide, once the server has drawn it: grabbed from the
    // screen and from the guide alike.
    const QPoint centre = help->frameGeometry().center();
    const QImage own = help->grab().toImage();
    QTRY_COMPARE(screenImage().pixelColor(centre), own.pixelColor(help->mapFromGlobal(centre) * own.devicePixelRatio()));
    QVERIFY(!bare(screenImage(), centre));
}

void TestNoWindowManager::theExampleHasItsName()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QString title = QString::fromStdString(gpui::PlanDocument::examplePlan().title);
    QVERIFY(!title.isEmpty());
    QVERIFY2(w.windowTitle().startsWith(title), qPrintable(w.windowTitle()));
    QVERIFY(!w.windowTitle().contains(QStringLiteral("Untitled")));
}

QTEST_MAIN(TestNoWindowManager)
#include "tst_nowindowmanager.moc"
