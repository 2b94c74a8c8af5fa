// The interface language: resolution from the system locale, the live switch, and that no view keeps an English
// text once a translation is installed.
#include "document/PlanDocument.h"
#include "mainwindow/Language.h"
#include "mainwindow/MainWindow.h"
#include "study/QuestionPanel.h"
#include "study/StudyView.h"

#include <qcustomplot.h>

#include <QAbstractButton>
#include <QComboBox>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QSettings>
#include <QTabBar>
#include <QTest>
#include <QUndoStack>
#include <QXmlStreamReader>

namespace {

// The English source texts of a .ts file whose translation differs from them: if a view shows one of these
// while that translation is installed, the text escaped translation (a wrong context, a missing tr()).
QSet<QString> translatedSources(const QString& tsPath)
{
    QFile file(tsPath);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QSet<QString> out;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const QString translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            if (translation != source && source.size() >= 4)
                out.insert(source);
        }
    }
    return out;
}

// Every text a view shows in widgets, menus, tabs, tables and chart axes.
QStringList visibleTexts(QWidget* root)
{
    QStringList out;
    for (QLabel* l : root->findChildren<QLabel*>())
        out << l->text();
    for (QAbstractButton* b : root->findChildren<QAbstractButton*>())
        out << b->text();
    for (QGroupBox* g : root->findChildren<QGroupBox*>())
        out << g->title();
    for (QTabBar* t : root->findChildren<QTabBar*>())
        for (int i = 0; i < t->count(); ++i)
            out << t->tabText(i);
    for (QComboBox* c : root->findChildren<QComboBox*>())
        for (int i = 0; i < c->count(); ++i)
            out << c->itemText(i);
    for (QListWidget* l : root->findChildren<QListWidget*>())
        for (int i = 0; i < l->count(); ++i)
            out << l->item(i)->text();
    for (QHeaderView* h : root->findChildren<QHeaderView*>())
        if (QAbstractItemModel* m = h->model())
            for (int i = 0; i < (h->orientation() == Qt::Horizontal ? m->columnCount() : m->rowCount()); ++i)
                out << m->headerData(i, h->orientation()).toString();
    for (QAction* a : root->findChildren<QAction*>())
        out << a->text();
    for (QCustomPlot* p : root->findChildren<QCustomPlot*>())
        for (QCPAxisRect* r : p->axisRects())
            for (QCPAxis* a : r->axes())
                out << a->label();
    return out;
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void resolvesFromTheSystemLocale();
    void liveSwitchKeepsThePlanAndTheView();
    void englishCountsAgreeWithTheNumber();
    void noEnglishLeftInAnyView_data();
    void noEnglishLeftInAnyView();
};

void TestLanguage::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
    QSettings().clear();
}

void TestLanguage::cleanup()
{
    gpui::applyLanguage(QStringLiteral("en"));
}

void TestLanguage::resolvesFromTheSystemLocale()
{
    QCOMPARE(gpui::resolveLanguage(QString(), QLocale(QStringLiteral("de_AT"))), QStringLiteral("de"));
    QCOMPARE(gpui::resolveLanguage(QString(), QLocale(QStringLiteral("ja_JP"))), QStringLiteral("ja"));
    QCOMPARE(gpui::resolveLanguage(QString(), QLocale(QStringLiteral("fr_FR"))), QStringLiteral("en"));
    QCOMPARE(gpui::resolveLanguage(QStringLiteral("ja"), QLocale(QStringLiteral("de_DE"))), QStringLiteral("ja"));
    QCOMPARE(gpui::resolveLanguage(QStringLiteral("xx")), QStringLiteral("en")); // a stale setting
}

void TestLanguage::liveSwitchKeepsThePlanAndTheView()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showView(gpui::View::Costs);
    gp::GoodputInputs in = doc.plan().goodput;
    in.nodes = 32;
    doc.setInputs(in, QStringLiteral("Change nodes"));
    QCOMPARE(doc.undoStack()->count(), 1);
    // An exam in progress, at its second question.
    w.studyView()->startExam(5, 10, 42);
    w.studyView()->nextExamQuestion();
    const std::string examQuestion = w.studyView()->exam()->question().id;

    const auto menuTitles = [&w] {
        QStringList titles;
        for (QAction* a : w.menuBar()->actions())
            titles << a->text();
        return titles;
    };
    QCOMPARE(menuTitles().front(), QStringLiteral("&File"));
    QCOMPARE(gpui::applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
    QTRY_COMPARE(menuTitles().front(), QStringLiteral("&Datei"));
    auto* navigation = w.findChild<QListWidget*>();
    QVERIFY(navigation);
    QCOMPARE(navigation->item(0)->text(), QStringLiteral("Überblick"));
    QCOMPARE(w.currentView(), int(gpui::View::Costs));              // the same view
    QCOMPARE(doc.plan().goodput.nodes, 32);     // the same plan
    QCOMPARE(doc.undoStack()->count(), 1);      // and its history
    QVERIFY(w.studyView()->examRunning());      // and the exam, at the same question
    QCOMPARE(w.studyView()->exam()->question().id, examQuestion);
    QVERIFY(QLocale().decimalPoint() == QStringLiteral(","));
    // Qt's own texts (standard dialog buttons) come translated too, from qt6-translations-l10n.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));

    gpui::applyLanguage(QStringLiteral("ja"));
    QTRY_COMPARE(menuTitles().front(), QStringLiteral("ファイル(&F)"));
    gpui::applyLanguage(QStringLiteral("en"));
    QTRY_COMPARE(menuTitles().front(), QStringLiteral("&File"));
    doc.undoStack()->undo();
    QCOMPARE(doc.plan().goodput.nodes, 16);
}

// English reads the source texts, but a text with a count comes from goodput_en.ts: "1 point", "3 points", never
// "point(s)"; and the English file gives way to the German one on a switch.
void TestLanguage::englishCountsAgreeWithTheNumber()
{
    const auto kept = [](int n) {
        return QCoreApplication::translate("gpui::SweepPanel", "A plan holds at most 50 scenarios: %n point(s) kept.",
                                           nullptr, n);
    };
    const auto ignored = [](int n) {
        return QCoreApplication::translate(
                   "gpui::FileController", "Opened %1; %n key(s) it names are not plan keys and were ignored: %2",
                   nullptr, n)
            .arg(QStringLiteral("a.gpplan"), QStringLiteral("x"));
    };
    QCOMPARE(gpui::applyLanguage(QStringLiteral("en")), QStringLiteral("en"));
    QCOMPARE(kept(1), QStringLiteral("A plan holds at most 50 scenarios: 1 point kept."));
    QCOMPARE(kept(3), QStringLiteral("A plan holds at most 50 scenarios: 3 points kept."));
    QCOMPARE(ignored(1), QStringLiteral("Opened a.gpplan; 1 key it names is not a plan key and was ignored: x"));
    QCOMPARE(ignored(2), QStringLiteral("Opened a.gpplan; 2 keys it names are not plan keys and were ignored: x"));
    QCOMPARE(QCoreApplication::translate("gpui::GraphPackList", "%n node(s)", nullptr, 1), QStringLiteral("1 node"));

    QCOMPARE(gpui::applyLanguage(QStringLiteral("de")), QStringLiteral("de"));
    QCOMPARE(kept(1), QStringLiteral("Ein Plan enthält höchstens 50 Szenarien: 1 Punkt behalten."));
    QCOMPARE(kept(3), QStringLiteral("Ein Plan enthält höchstens 50 Szenarien: 3 Punkte behalten."));

    // Back to English, by choice or as the system's language: the English forms return.
    gpui::applyLanguage(QStringLiteral("en"));
    QCOMPARE(kept(1), QStringLiteral("A plan holds at most 50 scenarios: 1 point kept."));
    const QLocale french(QStringLiteral("fr_FR"));
    QCOMPARE(gpui::resolveLanguage(QString(), french), QStringLiteral("en"));
    if (gpui::resolveLanguage(QString()) == QLatin1String("en")) {
        gpui::applyLanguage(QStringLiteral("de"));
        QCOMPARE(gpui::applyLanguage(QString()), QStringLiteral("en"));
        QCOMPARE(kept(3), QStringLiteral("A plan holds at most 50 scenarios: 3 points kept."));
    }
}

void TestLanguage::noEnglishLeftInAnyView_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("de") << QStringLiteral("de");
    QTest::newRow("ja") << QStringLiteral("ja");
}

void TestLanguage::noEnglishLeftInAnyView()
{
    QFETCH(QString, language);
    const QSet<QString> english =
        translatedSources(QStringLiteral(GOODPUT_TRANSLATIONS "/goodput_%1.ts").arg(language));
    QVERIFY(english.size() > 500);
    gpui::applyLanguage(language);
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList leftovers;
    for (int i = 0; i < w.viewCount(); ++i) {
        w.showView(i);
        QTRY_VERIFY(w.view(i)->isVisible());
        QCoreApplication::processEvents(); // the view refreshed and laid out for being seen
        for (const QString& text : visibleTexts(&w))
            if (english.contains(text) && !leftovers.contains(text))
                leftovers << text;
    }
    QVERIFY2(leftovers.isEmpty(), qPrintable(leftovers.join(QStringLiteral(" | "))));
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
