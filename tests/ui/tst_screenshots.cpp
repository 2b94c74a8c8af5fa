#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "flowchart/DecisionView.h"
#include "flowchart/FlowchartScene.h"
#include "flowchart/FlowchartView.h"
#include "mainwindow/Appearance.h"
#include "help/HelpDialog.h"
#include "mainwindow/MainWindow.h"
#include "mainwindow/PreferencesDialog.h"
#include "presentation/PresentationView.h"
#include "mainwindow/WelcomeDialog.h"
#include "study/Question.h"
#include "study/QuestionPanel.h"
#include "study/ExamPage.h"
#include "study/StudyView.h"

#include <QLineEdit>
#include <QTabWidget>

#include <QAbstractButton>
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QScrollArea>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

// Every view of the example plan rendered at three window sizes, light and dark, with what a program can check:
// the flowchart fitted whole, no label cut short at any size, and a dark view dark all over. With
// GOODPUT_SCREENSHOTS set to a directory the renders are written there, to be looked at.
class TestScreenshots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void everyViewAtEverySize_data();
    void everyViewAtEverySize();
};

namespace {

const char* const kViews[] = {"overview", "flowcharts", "workbench", "costs", "study", "proposal", "measured",
                              "scenarios"};

// The share of sampled pixels that are near white.
double brightShare(const QImage& image)
{
    int bright = 0;
    int all = 0;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) {
            ++all;
            if (QColor(image.pixel(x, y)).lightness() > 225)
                ++bright;
        }
    return all ? double(bright) / all : 0;
}

// Whether a label shows all of its text: a wrapped one is as tall as its text needs at its width, a single line
// as wide as its text (labels that elide on purpose carry the whole text as their tooltip).
bool showsWholeText(const QLabel* l)
{
    if (l->text().isEmpty() || l->textFormat() == Qt::RichText || !l->pixmap().isNull())
        return true;
    if (l->wordWrap())
        return l->height() + 1 >= l->heightForWidth(l->width());
    if (l->toolTip() == l->text())
        return true;
    return l->width() + 1 >= l->sizeHint().width();
}

} // namespace

void TestScreenshots::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_screenshots"));
    QSettings().clear();
}

void TestScreenshots::cleanupTestCase()
{
    gpui::applyAppearance(gpui::Appearance::System);
}

void TestScreenshots::everyViewAtEverySize_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("dark");
    for (const QSize s : {QSize(1024, 640), QSize(1440, 900), QSize(2560, 1440)})
        for (bool dark : {false, true})
            QTest::addRow("%dx%d %s", s.width(), s.height(), dark ? "dark" : "light") << s << dark;
}

void TestScreenshots::everyViewAtEverySize()
{
    QFETCH(QSize, size);
    QFETCH(bool, dark);
    gpui::applyAppearance(dark ? gpui::Appearance::Dark : gpui::Appearance::Light);
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The plan search finishes before the views are checked: its answer changes the overview's and the Costs
    // view's texts when it arrives.
    doc.search()->request(true);
    QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr, 30000);
    const QString dir = qEnvironmentVariable("GOODPUT_SCREENSHOTS");
    const auto save = [&](const QImage& shot, const QString& name) {
        if (!dir.isEmpty())
            shot.save(QDir(dir).filePath(QStringLiteral("%1-%2x%3-%4.png")
                                             .arg(name)
                                             .arg(size.width())
                                             .arg(size.height())
                                             .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))));
    };
    // Dark is dark everywhere: no white panel, chart or flowchart left behind (text and accents are a few percent
    // of the pixels).
    const auto checkDark = [&](QWidget* w, const QString& name) {
        const QImage own = w->grab().toImage();
        save(own, name);
        if (dark)
            QVERIFY2(brightShare(own) < 0.06,
                     qPrintable(QStringLiteral("%1: %2 % near white").arg(name).arg(brightShare(own) * 100, 0, 'f', 1)));
    };
    for (int v = 0; v < window.viewCount(); ++v) {
        window.showView(v);
        QWidget* view = window.view(v);
        QVERIFY(view);
        QTRY_VERIFY(view->isVisible());
        QCoreApplication::processEvents(); // refreshed and laid out for being seen
        save(window.grab().toImage(), QLatin1String(kViews[v]));
        // No visible label is cut short.
        for (const QLabel* l : view->findChildren<QLabel*>())
            if (l->isVisibleTo(&window) && l->isVisible() && l->width() > 0)
                QVERIFY2(showsWholeText(l), qPrintable(QStringLiteral("%1: “%2” %3×%4")
                                                           .arg(QLatin1String(kViews[v]), l->text())
                                                           .arg(l->width())
                                                           .arg(l->height())));
        // The flowchart opens fitted: at the zoom Fit takes, the current step in view.
        if (auto* decisions = qobject_cast<gpui::DecisionView*>(view)) {
            gpui::FlowchartView* chart = decisions->chart();
            QCOMPARE(chart->zoom(), chart->fitZoom());
            const auto* scene = qobject_cast<const gpui::FlowchartScene*>(chart->scene());
            const QRect step = chart->mapFromScene(scene->nodeRect(decisions->walk().current().id)).boundingRect();
            QVERIFY(chart->viewport()->rect().adjusted(-1, -1, 1, 1).contains(step));
        }
        checkDark(view, QLatin1String(kViews[v]) + QStringLiteral("-view"));
    }
    // An answered study question: the marked choices and the decision path's flowchart.
    window.showView(gpui::View::Study);
    gpui::QuestionPanel* panel = window.studyView()->practice();
    const gp::Question* q = gp::findQuestion("gpu-selection/path/training.more-than-32.");
    QVERIFY(q);
    panel->setQuestion(*q, gp::GraphLibrary::builtin(), true);
    const int wrong = q->answer == "a" ? 2 : 1;
    panel->answerNumber(wrong);
    QCoreApplication::processEvents(); // the marks and the path laid out
    checkDark(window.view(gpui::View::Study), QStringLiteral("study-answered"));
    // An exam taken to the end: every question answered, the first choice or, for a number, the right one.
    gpui::ExamPage* exam = window.studyView()->findChild<gpui::ExamPage*>();
    QVERIFY(exam);
    auto* studyTabs = window.studyView()->findChild<QTabWidget*>();
    QVERIFY(studyTabs);
    studyTabs->setCurrentIndex(studyTabs->indexOf(exam));
    exam->start(8, 30, 7);
    for (int i = 0; i < 8 && exam->running(); ++i) {
        gpui::QuestionPanel* examPanel = exam->panel();
        if (examPanel->question().numeric()) {
            examPanel->numberField()->setText(QString::number(*examPanel->question().numericAnswer, 'f', 2));
            QVERIFY(examPanel->answerNumeric());
        } else {
            examPanel->answerNumber(1);
        }
        exam->next();
    }
    QVERIFY(!exam->running());
    QCoreApplication::processEvents(); // the report laid out
    checkDark(window.view(gpui::View::Study), QStringLiteral("exam-report"));
    // The dialogs.
    {
        gpui::PreferencesDialog preferences(&window);
        preferences.show();
        QVERIFY(QTest::qWaitForWindowExposed(&preferences));
        checkDark(&preferences, QStringLiteral("preferences"));
    }
    {
        gpui::WelcomeDialog welcome(&window);
        welcome.show();
        QVERIFY(QTest::qWaitForWindowExposed(&welcome));
        checkDark(&welcome, QStringLiteral("welcome"));
    }
    window.showHelp(QStringLiteral("model"));
    QVERIFY(QTest::qWaitForWindowExposed(window.help()));
    checkDark(window.help(), QStringLiteral("help"));
    window.help()->close();
    // The presentation, at the window's size.
    gpui::PresentationView presentation(&doc);
    presentation.setAttribute(Qt::WA_DeleteOnClose, false);
    presentation.resize(size);
    presentation.show();
    QVERIFY(QTest::qWaitForWindowExposed(&presentation));
    checkDark(&presentation, QStringLiteral("presentation"));
}

QTEST_MAIN(TestScreenshots)
#include "tst_screenshots.moc"
