// Nothing cut (issue 62, item 6): at 1024 × 640 (and the nine tenths of it a first window takes), 1440 × 900 and
// 2560 × 1440, in English and German, every label shows its whole text (wrapped, or elided with the text as its
// tooltip), every button its whole caption, and no side panel or column scrolls sideways or hides its right edge:
// the Costs view with the plan search's answer, the GPU tree's side panel at every step of the first three
// questions, and the view list.
#include "common/StatusMessage.h"
#include "common/WrapButton.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "flowchart/DecisionPanel.h"
#include "flowchart/DecisionView.h"
#include "mainwindow/Language.h"
#include "mainwindow/MainWindow.h"
#include "plan/ScenarioEdit.h"

#include <QAbstractButton>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStatusBar>
#include <QStandardPaths>
#include <QTest>

class TestNothingCut : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void costsView_data();
    void costsView();
    void gpuTreePanel_data();
    void gpuTreePanel();
    void viewList_data();
    void viewList();
    void statusMessage();
};

namespace {

QString describe(const QWidget* w, const QString& text)
{
    return QStringLiteral("%1 “%2” %3×%4").arg(QLatin1String(w->metaObject()->className()), text).arg(w->width()).arg(
        w->height());
}

// Whether an ancestor (a scroll area's viewport, a splitter's pane) hides part of w's width. A widget scrolled out
// of view vertically is not cut: it is a scroll away.
bool cutSideways(const QWidget* w)
{
    const QRect shown = w->visibleRegion().boundingRect();
    return !shown.isEmpty() && shown.width() + 1 < w->width();
}

bool labelShowsWholeText(const QLabel* l)
{
    if (l->text().isEmpty() || !l->pixmap().isNull())
        return true;
    if (l->wordWrap())
        return l->height() + 1 >= l->heightForWidth(l->width());
    if (l->toolTip() == l->text())
        return true; // elided on purpose, the whole text on hover
    if (l->textFormat() == Qt::RichText || Qt::mightBeRichText(l->text()))
        return l->width() + 1 >= l->sizeHint().width();
    // A single line: the text's own width (every line of it) against the label's contents.
    const int text = l->fontMetrics().boundingRect(QRect(), Qt::TextExpandTabs, l->text()).width();
    return l->contentsRect().width() - 2 * l->margin() + 1 >= text;
}

bool buttonShowsWholeText(const QAbstractButton* b)
{
    if (b->text().isEmpty())
        return true;
    if (const auto* wrap = qobject_cast<const gpui::WrapButton*>(b))
        return wrap->showsWholeText();
    if (b->toolTip() == b->text())
        return true;
    return b->width() + 1 >= b->sizeHint().width();
}

// Every text under root that is cut short, described for the failure message.
QStringList cutTexts(QWidget* root)
{
    QStringList out;
    for (const QLabel* l : root->findChildren<QLabel*>()) {
        if (!l->isVisible() || l->width() <= 0)
            continue;
        if (!labelShowsWholeText(l) || cutSideways(l))
            out << describe(l, l->text());
    }
    for (const QAbstractButton* b : root->findChildren<QAbstractButton*>()) {
        if (!b->isVisible() || b->width() <= 0)
            continue;
        if (!buttonShowsWholeText(b) || cutSideways(b))
            out << describe(b, b->text());
    }
    // A page or side panel scrolls up and down, never sideways, and never hides its content's right edge.
    for (const QScrollArea* s : root->findChildren<QScrollArea*>()) {
        if (!s->isVisible() || !s->widget())
            continue;
        if (s->horizontalScrollBar()->isVisible() || s->widget()->width() > s->viewport()->width())
            out << QStringLiteral("a scroll area's content %1 px wide in a view %2 px wide")
                       .arg(s->widget()->width())
                       .arg(s->viewport()->width());
    }
    for (const QListWidget* list : root->findChildren<QListWidget*>())
        if (list->isVisible() && list->horizontalScrollBar()->isVisible())
            out << QStringLiteral("a list scrolls sideways (%1)").arg(list->accessibleName());
    return out;
}

void addSizesAndLanguages()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")})
        for (const QSize s : {QSize(920, 576), QSize(1024, 640), QSize(1440, 900), QSize(2560, 1440)})
            QTest::addRow("%dx%d %s", s.width(), s.height(), qPrintable(language)) << s << language;
}

void settle()
{
    // Laid out: the layout requests sent, and what they post in turn, three rounds deep.
    for (int i = 0; i < 3; ++i) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
}

} // namespace

void TestNothingCut::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_nothingcut"));
    QSettings().clear();
}

void TestNothingCut::cleanup()
{
    gpui::applyLanguage(QStringLiteral("en"));
}

void TestNothingCut::costsView_data()
{
    addSizesAndLanguages();
}

void TestNothingCut::costsView()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    gpui::applyLanguage(language);
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showView(gpui::View::Costs);
    // With the search's answer: its headline, figures and buttons are the column's longest texts.
    doc.search()->request(true);
    QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr, 30000);
    settle();
    const QStringList cut = cutTexts(window.view(gpui::View::Costs));
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("\n"))));
}

void TestNothingCut::gpuTreePanel_data()
{
    addSizesAndLanguages();
}

void TestNothingCut::gpuTreePanel()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    gpui::applyLanguage(language);
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.showView(gpui::View::Flowcharts);
    auto* decisions = qobject_cast<gpui::DecisionView*>(window.view(gpui::View::Flowcharts));
    QVERIFY(decisions);
    decisions->showGraph(0); // the GPU tree
    // Every step of the first three questions: each answer of the first, then each of the second.
    const auto check = [&](const QString& where) {
        settle();
        const QStringList cut = cutTexts(decisions);
        QVERIFY2(cut.isEmpty(), qPrintable(where + QStringLiteral(":\n") + cut.join(QStringLiteral("\n"))));
    };
    decisions->restart();
    check(QStringLiteral("the first question"));
    const int first = int(decisions->panel()->choiceButtons().size());
    QVERIFY(first >= 2);
    for (int a = 0; a < first; ++a) {
        decisions->restart();
        settle();
        decisions->panel()->choiceButtons().at(a)->click();
        check(QStringLiteral("step 2 after answer %1").arg(a + 1));
        const int second = int(decisions->panel()->choiceButtons().size());
        for (int b = 0; b < second; ++b) {
            decisions->restart();
            settle();
            decisions->panel()->choiceButtons().at(a)->click();
            settle();
            decisions->panel()->choiceButtons().at(b)->click();
            check(QStringLiteral("step 3 after answers %1, %2").arg(a + 1).arg(b + 1));
        }
    }
}

void TestNothingCut::viewList_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("de")})
        for (const QSize s : {QSize(1024, 640), QSize(1440, 900), QSize(2560, 1440)})
            QTest::addRow("%dx%d %s", s.width(), s.height(), qPrintable(language)) << s << language;
}

void TestNothingCut::viewList()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    gpui::applyLanguage(language);
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    auto* list = window.findChild<QListWidget*>();
    QVERIFY(list);
    QVERIFY(!window.viewListCollapsed());
    QVERIFY(!list->horizontalScrollBar()->isVisible());
    for (int i = 0; i < list->count(); ++i) {
        const QModelIndex index = list->model()->index(i, 0);
        QVERIFY2(list->sizeHintForIndex(index).width() <= list->viewport()->width(),
                 qPrintable(QStringLiteral("“%1” needs %2 px of %3")
                                .arg(list->item(i)->text())
                                .arg(list->sizeHintForIndex(index).width())
                                .arg(list->viewport()->width())));
    }
    // The Costs view and the decision flowcharts fit beside the open list: they wrap, the window does not grow.
    for (const int v : {int(gpui::View::Costs), int(gpui::View::Flowcharts)}) {
        window.showView(v);
        settle();
        const int room = size.width() - list->width();
        QVERIFY2(window.view(v)->minimumSizeHint().width() <= room,
                 qPrintable(QStringLiteral("view %1 needs %2 px of %3")
                                .arg(v)
                                .arg(window.view(v)->minimumSizeHint().width())
                                .arg(room)));
    }
}

// A status message longer than the bar (a long scenario name at 1024 pixels, in German) ends in "…" and the bar's
// tooltip holds it whole; a message that fits has no tooltip, and the next message takes the tooltip away.
void TestNothingCut::statusMessage()
{
    gpui::applyLanguage(QStringLiteral("de"));
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow window(&doc);
    window.resize(1024, 640);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    settle();
    QStatusBar* bar = window.statusBar();
    const std::string name(78, 'W'); // within the 80 characters a scenario's name may have
    gp::Scenario option;
    option.name = name;
    doc.modify(QStringLiteral("add"), [&](gp::Plan& p) { gp::addScenario(p, option); });
    const QString shown = bar->currentMessage();
    QVERIFY2(shown.endsWith(QChar(0x2026)), qPrintable(shown));
    QVERIFY(bar->fontMetrics().horizontalAdvance(shown) <= bar->width());
    QVERIFY(bar->toolTip().contains(QString::fromStdString(name)));
    QVERIFY(bar->toolTip().startsWith(shown.chopped(1)));
    bar->clearMessage();
    QVERIFY(bar->toolTip().isEmpty());
    gpui::showStatus(bar, QStringLiteral("Bereit"), 1000);
    QCOMPARE(bar->currentMessage(), QStringLiteral("Bereit"));
    QVERIFY(bar->toolTip().isEmpty());
}

QTEST_MAIN(TestNothingCut)
#include "tst_nothingcut.moc"
