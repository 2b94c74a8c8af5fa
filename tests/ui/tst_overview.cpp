#include "training/CostModel.h"
#include "document/PlanDocument.h"
#include "document/PlanSearch.h"
#include "overview/FactorBars.h"
#include "overview/FigureCard.h"
#include "mainwindow/MainWindow.h"
#include "overview/OverviewView.h"
#include "plan/Evaluate.h"
#include "plan/Techniques.h"

#include <QSettings>
#include <QTableWidget>
#include <QTest>

// The overview answers: what to buy, how long, what it costs, where the goodput comes from and what raises it;
// each figure opens the view that explains it.
class TestOverview : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void theFiguresAnswer();
    void aFigureOpensItsView();
    void theLargestGainsComeFirst();
    void theInputsNameWhatCosts();
    void focusIsSeen();
};

namespace {
// The overview's input table as rows of label and value.
QMap<QString, QString> inputRows(const gpui::OverviewView& view)
{
    QMap<QString, QString> rows;
    const QTableWidget* t = view.inputsTable();
    for (int r = 0; r < t->rowCount(); ++r)
        rows[t->item(r, 0)->text()] = t->item(r, 1)->text();
    return rows;
}
} // namespace

void TestOverview::theInputsNameWhatCosts()
{
    // The example runs on Spot, whose preemptions are its largest loss: their rate (0.04 a node-day in the example)
    // and their wait are in the table. It has no hot spare: a failure waits for a reschedule, so named.
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    QCOMPARE(doc.plan().goodput.provisioning, gp::Provisioning::Spot);
    gpui::OverviewView view(&doc);
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto rows = inputRows(view);
    QCOMPARE(rows.value(QStringLiteral("Spot preemptions per node-day")),
             QLocale().toString(doc.plan().goodput.spotPerNodeDay, 'f', 3));
    QVERIFY(rows.contains(QStringLiteral("Reschedule after a Spot preemption")));
    QCOMPARE(rows.value(QStringLiteral("Reschedule after a failure")), QStringLiteral("30 min"));
    QVERIFY(!rows.contains(QStringLiteral("Reschedule time")));
    // Young's and Daly's optima in the unit of the plan's interval (1 h): hours, to three figures.
    const gp::Evaluation& ev = *doc.evaluation();
    QCOMPARE(rows.value(QStringLiteral("Checkpoint interval")), QStringLiteral("1 h"));
    QCOMPARE(rows.value(QStringLiteral("Young / Daly interval")),
             QStringLiteral("%1 h / %2 h").arg(QLocale().toString(ev.checkpoint.young, 'g', 3),
                                              QLocale().toString(ev.checkpoint.daly, 'g', 3)));
    // Two hot spares, on demand: a failure is recovered by the swap (a minute), and Spot is not an input to read.
    doc.modify(QStringLiteral("spares"), [](gp::Plan& p) {
        p.goodput.hotSpares = 2;
        p.goodput.spareSwap = gp::Duration::minutes(1);
        p.goodput.provisioning = gp::Provisioning::OnDemand;
    });
    QTRY_COMPARE(inputRows(view).value(QStringLiteral("Hot spare swap time")), QStringLiteral("1 min"));
    rows = inputRows(view);
    QCOMPARE(rows.value(QStringLiteral("Hot spare swap time")), QStringLiteral("1 min"));
    QVERIFY(!rows.contains(QStringLiteral("Reschedule after a failure")));
    QVERIFY(!rows.contains(QStringLiteral("Spot preemptions per node-day")));
}

void TestOverview::focusIsSeen()
{
    // Tab reaches the factor bars and the cards, and the one with the focus looks different from itself without it.
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::OverviewView view(&doc);
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QWidget* bars = view.factorBars();
    QVERIFY(bars->focusPolicy() & Qt::TabFocus);
    for (QWidget* w : {bars, static_cast<QWidget*>(view.cards()[0])}) {
        view.setFocus();
        QTRY_VERIFY(!w->hasFocus());
        const QImage without = w->grab().toImage();
        w->setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(w->hasFocus());
        const QImage with = w->grab().toImage();
        QVERIFY2(with != without, qPrintable(w->accessibleName()));
    }
}

void TestOverview::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GoodputPlannerTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_overview"));
    QSettings().clear();
}

void TestOverview::theFiguresAnswer()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::OverviewView view(&doc);
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const gp::Evaluation& ev = *doc.evaluation();
    const gp::CostEstimate* e = ev.selectedEstimate();
    QVERIFY(e);
    const auto cards = view.cards();
    QCOMPARE(cards.size(), 4);
    // While the plan search runs: the plan's own 16 nodes of 8 H100 on Spot, the walk's NVLink recommendation beside
    // it. Once it has run: the search's recommendation (docs/model.md section 24), the plan's own beside it.
    if (!doc.search()->result()) {
        QCOMPARE(cards[0]->value(), QStringLiteral("NVIDIA H100 80 GB × 128"));
        QVERIFY2(cards[0]->detail().contains(QStringLiteral("Your plan, Spot")) &&
                     cards[0]->detail().contains(QStringLiteral("NVLink")),
                 qPrintable(cards[0]->detail()));
    }
    QTRY_VERIFY_WITH_TIMEOUT(doc.search()->result() != nullptr, 20000);
    // × 48, three slices of 4x4: the fewest chips whose 32 GiB hold the 7B's states, and a count a TPU layout runs
    // (the search prices only those: docs/model.md section 24).
    QTRY_VERIFY(cards[0]->value().startsWith(QStringLiteral("Google TPU v6e (Trillium) × 48")));
    // Its 7B's states, 4 bytes a parameter whole and Adam's 12 over 48 replicas, are 29.75 GB of the chip's 32 GiB x
    // 0.9 = 30.92 GB usable: 3.8 % free, which the card says (docs/model.md section 16, "Room").
    QVERIFY2(cards[0]->detail().contains(QStringLiteral("fits with only 4 % of its memory free")),
             qPrintable(cards[0]->detail()));
    QVERIFY2(cards[0]->detail().contains(QStringLiteral("Your plan: NVIDIA H100 80 GB × 128, Spot")),
             qPrintable(cards[0]->detail()));
    // The walk named the NVLink family: the card says in one sentence why the search chose otherwise.
    QVERIFY2(cards[0]->detail().contains(QStringLiteral("the search prices every accelerator")),
             qPrintable(cards[0]->detail()));
    // The other answers are the plan's own, and say so beside the recommendation.
    QCOMPARE(cards[1]->title(), QStringLiteral("Wall time, your plan"));
    QCOMPARE(cards[2]->title(), QStringLiteral("Cost of the run, your plan"));
    QCOMPARE(cards[1]->value(), QStringLiteral("%1 days").arg(QLocale().toString(e->days, 'f', 1)));
    QVERIFY(cards[1]->detail().startsWith(e->meetsDeadline ? QStringLiteral("within") : QStringLiteral("⚠")));
    QVERIFY(cards[2]->value().startsWith(QLatin1Char('$')));
    QVERIFY(cards[3]->value().startsWith(QLatin1Char('$')));
    // The bars: the three factors and their product, which is what they multiply to.
    const auto bars = view.factorBars()->bars();
    QCOMPARE(bars.size(), 4);
    QVERIFY(std::abs(bars[0].fraction * bars[1].fraction * bars[2].fraction - bars[3].fraction) < 1e-9);
    QVERIFY(bars[3].product);
    // Three techniques, largest gain first, each with its gain in points.
    const auto techniques = view.techniqueCards();
    QCOMPARE(techniques.size(), 3);
    double last = 1e9;
    for (gpui::FigureCard* t : techniques) {
        QVERIFY(t->isVisible());
        QVERIFY2(t->value().startsWith(QLatin1Char('+')) && t->value().endsWith(QStringLiteral(" points")),
                 qPrintable(t->value()));
        const double points = QLocale().toDouble(t->value().mid(1).chopped(7));
        QVERIFY(points <= last);
        last = points;
    }
}

void TestOverview::aFigureOpensItsView()
{
    gpui::PlanDocument doc;
    doc.reset(gpui::PlanDocument::examplePlan(), QString());
    gpui::MainWindow w(&doc);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    w.showView(gpui::View::Overview);
    QTRY_VERIFY(w.findChild<gpui::OverviewView*>());
    auto* overview = w.findChild<gpui::OverviewView*>();
    QTest::mouseClick(overview->cards()[2], Qt::LeftButton); // the cost: the costs view
    QCOMPARE(w.currentView(), int(gpui::View::Costs));
    w.showView(gpui::View::Overview);
    overview->factorBars()->setFocus();
    QTest::keyClick(overview->factorBars(), Qt::Key_Return); // the factors: the workbench
    QCOMPARE(w.currentView(), int(gpui::View::Workbench));
    w.showView(gpui::View::Overview);
    overview->techniqueCards()[0]->setFocus();
    QTest::keyClick(overview->techniqueCards()[0], Qt::Key_Space); // a technique: the flowcharts
    QCOMPARE(w.currentView(), int(gpui::View::Flowcharts));
}

void TestOverview::theLargestGainsComeFirst()
{
    // Made by hand: one in the plan already, one unmodelled, one that lowers the goodput, three that raise it.
    std::vector<gp::TechniqueEffect> effects{
        {"a", "runtime", true, false, 0.30, 0.31},  {"used", "runtime", true, true, 0.30, 0.40},
        {"b", "scheduling", true, false, 0.30, 0.35}, {"mfu", "program", false, false, 0.30, 0.30},
        {"worse", "runtime", true, false, 0.30, 0.29}, {"c", "runtime", true, false, 0.30, 0.302},
        {"d", "runtime", true, false, 0.30, 0.3002}, {"e", "runtime", true, false, 0.30, 0.30005}};
    const auto top = gp::largestGains(effects, 3);
    QCOMPARE(top.size(), std::size_t(3));
    QCOMPARE(top[0].id, std::string("b"));
    QCOMPARE(top[1].id, std::string("a"));
    QCOMPARE(top[2].id, std::string("c"));
    // "d" gains two hundredths of a point; "e" half of one, too little to name.
    QCOMPARE(gp::largestGains(effects, 10).size(), std::size_t(4));
}

QTEST_MAIN(TestOverview)
#include "tst_overview.moc"
