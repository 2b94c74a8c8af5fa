// The presentation fits its window (issue 62, item 3): at 1024 × 640, 1440 × 900 and 2560 × 1440, in English, German
// and Japanese, every figure is drawn whole inside the window on some page, the type shrinks before it pages, the
// arrow keys turn the pages; and it tells the plan search's answer as the recommendation, before and after Apply,
// with the GPU walk as the advice beside it.
//
// GOODPUT_PRESENTATION_SHOTS=<folder> saves every page it checks there as a PNG, to look at.
#include "costs/CostsView.h"
#include "costs/PlanSearchPanel.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "overview/FigureCard.h"
#include "mainwindow/Language.h"
#include "overview/OverviewView.h"
#include "presentation/PresentationView.h"

#include <QDir>
#include <QLocale>
#include <QFontMetricsF>
#include <QImage>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <cmath>

using Role = gpui::PresentationBlock::Role;

class TestPresentationFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void everyFigureIsInsideTheWindow_data();
    void everyFigureIsInsideTheWindow();
    void typeShrinksBeforeItPages();
    void theKeysTurnThePages();
    void theSearchIsTheRecommendationBeforeAndAfterApply();
};

namespace {

void waitForSearch(gpui::PlanDocument& doc)
{
    doc.search()->request(true);
    [&] { QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr, 30000); }();
    QCoreApplication::processEvents();
}

// The example plan with its search's answer, presented in a window of `size`.
struct Shown {
    gpui::PlanDocument doc;
    std::unique_ptr<gpui::PresentationView> view;

    explicit Shown(QSize size)
    {
        doc.reset(gpui::PlanDocument::examplePlan(), QString());
        waitForSearch(doc);
        view = std::make_unique<gpui::PresentationView>(&doc);
        view->setAttribute(Qt::WA_DeleteOnClose, false);
        view->resize(size);
        view->show();
        [&] { QVERIFY(QTest::qWaitForWindowExposed(view.get())); }();
    }
};

// Whether a pixel differs from the page's background: ink.
bool ink(QRgb pixel, QRgb background)
{
    return std::abs(qRed(pixel) - qRed(background)) + std::abs(qGreen(pixel) - qGreen(background)) +
               std::abs(qBlue(pixel) - qBlue(background)) > 60;
}

void saveShot(const QImage& shot, const QString& name)
{
    const QString folder = qEnvironmentVariable("GOODPUT_PRESENTATION_SHOTS");
    if (folder.isEmpty())
        return;
    QDir().mkpath(folder);
    shot.save(folder + QLatin1Char('/') + name + QStringLiteral(".png"));
}

} // namespace

void TestPresentationFit::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_presentationfit"));
    QSettings().clear();
}

void TestPresentationFit::cleanup()
{
    gpui::applyLanguage(QStringLiteral("en"));
}

void TestPresentationFit::everyFigureIsInsideTheWindow_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QSize s : {QSize(1024, 640), QSize(1440, 900), QSize(2560, 1440)})
        for (const char* language : {"en", "de", "ja"})
            QTest::addRow("%dx%d %s", s.width(), s.height(), language) << s << QString::fromLatin1(language);
}

// Each paragraph of the figures, the walk's note and every row of the walk are drawn on some page, each block wholly
// inside the window and none over another; the text measured on its own fits the block it is drawn in; and the
// rendered pages carry ink only where the blocks are (and the rule under the title).
void TestPresentationFit::everyFigureIsInsideTheWindow()
{
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QCOMPARE(gpui::applyLanguage(language), language);
    Shown shown(size);
    gpui::PresentationView& view = *shown.view;
    const gpui::PresentationLayout& layout = view.layout();
    QVERIFY(layout.pageCount() >= 1);

    QStringList expected;
    const gp::Evaluation& ev = *shown.doc.evaluation();
    QVERIFY(ev.keptPlanSearch() && ev.keptPlanSearch()->recommended);
    const QList<gpui::AnswerText::Answer> answers = gpui::AnswerText::of(shown.doc.plan(), ev);
    QCOMPARE(answers.size(), 4);
    expected << gpui::AnswerText::headline(shown.doc.plan(), ev);
    for (const gpui::AnswerText::Answer& a : answers)
        expected << a.title << a.value << a.detail.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QStringList drawn;
    int walkRows = 0;
    const QRectF window(QPointF(0, 0), QSizeF(size));
    for (int p = 0; p < layout.pageCount(); ++p) {
        const QList<gpui::PresentationBlock>& blocks = layout.page(p);
        for (int i = 0; i < blocks.size(); ++i) {
            const gpui::PresentationBlock& b = blocks[i];
            const QString where = QStringLiteral("page %1, «%2» at %3,%4 %5×%6")
                                      .arg(p + 1).arg(b.text.left(40)).arg(b.rect.x()).arg(b.rect.y())
                                      .arg(b.rect.width()).arg(b.rect.height());
            QVERIFY2(window.contains(b.rect), qPrintable(where));
            for (int j = i + 1; j < blocks.size(); ++j)
                QVERIFY2(!b.rect.intersects(blocks[j].rect), qPrintable(where + QStringLiteral(" overlaps ") + blocks[j].text));
            if (b.role == Role::Walk) {
                QCOMPARE(b.rows.first, walkRows); // the walk's rows in order, none left out
                walkRows = b.rows.second;
                continue;
            }
            drawn << b.text;
            const QRectF needed = QFontMetricsF(b.font).boundingRect(QRectF(0, 0, b.rect.width(), 1e6),
                                                                     Qt::TextWordWrap, b.text);
            QVERIFY2(needed.height() <= b.rect.height() + 2 && needed.width() <= b.rect.width() + 1, qPrintable(where));
        }
    }
    for (const QString& figure : expected)
        QVERIFY2(drawn.contains(figure), qPrintable(figure));
    QVERIFY(layout.walk());
    QCOMPARE(walkRows, layout.walk()->rowCount());

    // The pages as drawn: ink only within the blocks (a few pixels of antialiasing aside) and the rule.
    for (int p = 0; p < layout.pageCount(); ++p) {
        view.setPage(p);
        const QImage shot = view.grab().toImage();
        QCOMPARE(shot.size(), size * view.devicePixelRatio());
        saveShot(shot, QStringLiteral("%1-%2x%3-page%4").arg(language).arg(size.width()).arg(size.height()).arg(p + 1));
        const QRgb background = shot.pixel(1, 1);
        QList<QRectF> allowed;
        for (const gpui::PresentationBlock& b : layout.page(p))
            allowed << b.rect.adjusted(-3, -3, 3, 3);
        const QLineF rule = layout.rule();
        allowed << QRectF(rule.p1(), rule.p2()).normalized().adjusted(-3, -3, 3, 3);
        int stray = 0;
        QPoint first;
        for (int y = 0; y < shot.height(); y += 2)
            for (int x = 0; x < shot.width(); x += 2)
                if (ink(shot.pixel(x, y), background) &&
                    std::none_of(allowed.begin(), allowed.end(), [&](const QRectF& r) { return r.contains(x, y); })) {
                    if (stray++ == 0)
                        first = QPoint(x, y);
                }
        QVERIFY2(stray == 0, qPrintable(QStringLiteral("page %1: %2 pixels of ink outside the blocks, the first at %3,%4")
                                            .arg(p + 1).arg(stray).arg(first.x()).arg(first.y())));
    }
}

// Scaled to fit first: on a large screen the whole presentation is one page, its type between the floor and the
// size the height suggests; where even the floor does not fit, it pages at the floor and says which page it shows.
void TestPresentationFit::typeShrinksBeforeItPages()
{
    {
        Shown large(QSize(2560, 1440));
        const gpui::PresentationLayout& l = large.view->layout();
        QCOMPARE(l.pageCount(), 1);
        QVERIFY(l.typeSize() >= gpui::PresentationLayout::floorTypeSize(1440));
        QVERIFY(l.typeSize() <= gpui::PresentationLayout::naturalTypeSize(1440));
        QVERIFY(l.typeSize() >= 22.0); // large at a distance: 14 pt at 720 px, at most a fifth smaller
        for (const gpui::PresentationBlock& b : l.page(0))
            QVERIFY(b.role != Role::PageNumber);
    }
    Shown small(QSize(1024, 640));
    const gpui::PresentationLayout& l = small.view->layout();
    QVERIFY2(l.pageCount() > 1, "the example's figures and its walk do not fit one page at 1024 × 640");
    QCOMPARE(l.typeSize(), gpui::PresentationLayout::floorTypeSize(640));
    QVERIFY(l.smallestPointSize() >= 9.6);
    for (int p = 0; p < l.pageCount(); ++p) {
        QCOMPARE(l.page(p).front().role, Role::Title); // every page says whose plan it is
        QCOMPARE(l.page(p).back().role, Role::PageNumber);
        QCOMPARE(l.page(p).back().text, QStringLiteral("Page %1 of %2").arg(p + 1).arg(l.pageCount()));
    }
    // The recommendation is on the first page.
    bool recommendation = false;
    const gp::OptimizeResult& search = *small.doc.search()->result();
    const QString value = gpui::AnswerText::of(small.doc.plan(), *small.doc.evaluation()).front().value;
    QVERIFY(value.contains(QStringLiteral("× %1").arg(std::llround(search.recommended->estimate.accelerators))));
    for (const gpui::PresentationBlock& b : l.page(0))
        recommendation = recommendation || (b.role == Role::AnswerValue && b.text == value);
    QVERIFY(recommendation);
}

void TestPresentationFit::theKeysTurnThePages()
{
    Shown shown(QSize(1024, 640));
    gpui::PresentationView& view = *shown.view;
    const int last = view.pageCount() - 1;
    QVERIFY(last >= 1);
    QCOMPARE(view.page(), 0);
    const QImage firstPage = view.grab().toImage();
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.page(), 1);
    QVERIFY(view.grab().toImage() != firstPage); // the window shows the next page
    QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(view.page(), 0);
    QTest::keyClick(&view, Qt::Key_Left); // no page before the first
    QCOMPARE(view.page(), 0);
    QTest::keyClick(&view, Qt::Key_PageDown);
    QCOMPARE(view.page(), 1);
    QTest::keyClick(&view, Qt::Key_PageUp);
    QCOMPARE(view.page(), 0);
    QTest::keyClick(&view, Qt::Key_Space);
    QCOMPARE(view.page(), 1);
    QTest::keyClick(&view, Qt::Key_End);
    QCOMPARE(view.page(), last);
    QTest::keyClick(&view, Qt::Key_Right); // nor after the last
    QCOMPARE(view.page(), last);
    QTest::keyClick(&view, Qt::Key_Home);
    QCOMPARE(view.page(), 0);
    QTest::mouseClick(&view, Qt::LeftButton);
    QCOMPARE(view.page(), 1);
    QVERIFY(view.accessibleDescription().endsWith(QStringLiteral("Page 2 of %1").arg(last + 1)));
    // A larger window fits it on one page, and shows that one.
    view.resize(2560, 1440);
    QCOMPARE(view.pageCount(), 1);
    QCOMPARE(view.page(), 0);
    // Esc still leaves.
    QTest::keyClick(&view, Qt::Key_Escape);
    QTRY_VERIFY(!view.isVisible());
}

// The recommendation is the plan search's, as the overview's first card says it; the walk is the advice. After Apply
// the plan is the recommendation and the presentation says the same.
void TestPresentationFit::theSearchIsTheRecommendationBeforeAndAfterApply()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::OverviewView overview(&doc);
    gpui::CostsView costs(&doc);
    overview.resize(1440, 900);
    costs.resize(1440, 900);
    overview.show();
    costs.show();
    waitForSearch(doc);
    gpui::PresentationView view(&doc);
    view.setAttribute(Qt::WA_DeleteOnClose, false);
    view.resize(1440, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // The search's answer in its own figures: the accelerator's name, the count, the provisioning and the cost.
    const gp::Candidate searched = *doc.search()->result()->recommended;
    const gp::Accelerator* accelerator = doc.evaluation()->catalog().find(searched.config.accelerator);
    QVERIFY(accelerator);
    const QString recommended = QStringLiteral("%1 × %2, Spot")
                                    .arg(QString::fromStdString(accelerator->name))
                                    .arg(std::llround(searched.estimate.accelerators));
    QCOMPARE(searched.config.provisioning, gp::Provisioning::Spot);
    const QString cost = QStringLiteral("$") + QLocale().toString(qlonglong(std::llround(searched.estimate.cost)));
    const auto check = [&](const char* when) {
        QCoreApplication::processEvents();
        const QStringList texts = view.texts();
        const QString all = texts.join(QLatin1Char('\n'));
        QVERIFY2(texts.size() > 3 && texts[2].startsWith(QStringLiteral("Scheduling")), when);
        QVERIFY2(texts[3].startsWith(QStringLiteral("Recommendation: ") + recommended + QStringLiteral(" (") + cost),
                 qPrintable(all));
        QCOMPARE(overview.cards()[0]->value(), recommended);
        // The walk is drawn as advice, and the recommendation says why it differs from the walk's answer.
        bool advice = false;
        for (int p = 0; p < view.pageCount(); ++p)
            for (const gpui::PresentationBlock& b : view.layout().page(p))
                advice = advice || (b.role == Role::WalkNote && b.text.startsWith(QStringLiteral("Advice: the GPU walk")));
        QVERIFY2(advice, when);
        QVERIFY2(all.contains(QStringLiteral("NVLink options: H100, A100, even V100")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("the search prices every accelerator")), qPrintable(all));
    };
    check("before Apply");
    QVERIFY(!view.texts().join(QLatin1Char('\n')).contains(QStringLiteral("Your plan is the recommendation")));
    QVERIFY(view.texts()[5].startsWith(QStringLiteral("Cost of the run, your plan: $118,875")));
    QVERIFY(costs.searchPanel()->applyButton()->isEnabled());
    costs.searchPanel()->applyButton()->click();
    waitForSearch(doc);
    check("after Apply");
    saveShot(view.grab().toImage(), QStringLiteral("en-1440x900-applied"));
    QVERIFY2(view.texts().join(QLatin1Char('\n')).contains(QStringLiteral("Your plan is the recommendation")),
             qPrintable(view.texts().join(QLatin1Char('\n'))));
    // The plan's own figures are now the recommendation's: the cost of the run is the search's.
    QVERIFY2(view.texts()[5].startsWith(QStringLiteral("Cost of the run: ") + cost), qPrintable(view.texts()[5]));
}

QTEST_MAIN(TestPresentationFit)
#include "tst_presentationfit.moc"
